import { ComponentType, TextInputStyle } from "discord.js";
import { describe, expect, it } from "vitest";
import { MODAL_BOARD_MAX_LENGTH } from "../../../src/bot/shared/modal-fields.js";
import {
  buildSolveModal,
  parseSolveModalId,
  SOLVE_BOARD_FIELD_ID,
  solveModalId,
} from "../../../src/bot/solve/modal.js";

describe("solveModalId / parseSolveModalId", () => {
  it("round-trips every combination of spoiler and private", () => {
    for (const spoiler of [false, true]) {
      for (const priv of [false, true]) {
        const state = { spoiler, private: priv };
        const id = solveModalId("sudoku", state);
        expect(id.startsWith("sudoku:")).toBe(true);
        expect(parseSolveModalId(id)).toEqual(state);
      }
    }
  });

  it("writes readable ids", () => {
    expect(solveModalId("sudoku", { spoiler: true, private: true })).toBe("sudoku:solve:spoiler,private");
    expect(solveModalId("sudoku", { spoiler: false, private: false })).toBe("sudoku:solve:");
  });

  it("rejects ids that are not a solve modal's", () => {
    expect(parseSolveModalId("sudoku:check:")).toBeUndefined();
    expect(parseSolveModalId("sudoku:solve")).toBeUndefined();
    expect(parseSolveModalId("sudoku:solve:loud")).toBeUndefined();
    expect(parseSolveModalId("sudoku:solve::extra")).toBeUndefined();
  });
});

describe("buildSolveModal", () => {
  it("is one paragraph text input of up to 4000 characters inside a Label", () => {
    const json = buildSolveModal("sudoku", { spoiler: true, private: false }).toJSON();
    expect(json.custom_id).toBe("sudoku:solve:spoiler");
    expect(json.title).toBe("Solve a Sudoku");
    expect(json.components).toHaveLength(1);
    const label = json.components[0] as unknown as {
      type: number;
      label: string;
      component: { type: number; custom_id: string; style: number; max_length: number; required: boolean };
    };
    expect(label.type).toBe(ComponentType.Label);
    expect(label.label.length).toBeLessThanOrEqual(45);
    expect(label.component).toMatchObject({
      type: ComponentType.TextInput,
      custom_id: SOLVE_BOARD_FIELD_ID,
      style: TextInputStyle.Paragraph,
      max_length: MODAL_BOARD_MAX_LENGTH,
      required: true,
    });
  });
});
