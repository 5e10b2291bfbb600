import { ComponentType, TextInputStyle } from "discord.js";
import { describe, expect, it } from "vitest";
import {
  buildCheckModal,
  CHECK_ATTEMPT_FIELD_ID,
  CHECK_PUZZLE_FIELD_ID,
  checkModalId,
  parseCheckModalId,
} from "../../../src/bot/check/modal.js";
import { MODAL_BOARD_MAX_LENGTH } from "../../../src/bot/shared/modal-fields.js";
import { parseSolveModalId, solveModalId } from "../../../src/bot/solve/modal.js";
import { EASY } from "../puzzles.js";

describe("checkModalId / parseCheckModalId", () => {
  it("round-trips every combination of reveal and private", () => {
    for (const reveal of [false, true]) {
      for (const priv of [false, true]) {
        const state = { reveal, private: priv };
        expect(parseCheckModalId(checkModalId("sudoku", state))).toEqual(state);
      }
    }
  });

  it("writes readable ids", () => {
    expect(checkModalId("sudoku", { reveal: true, private: true })).toBe("sudoku:check:reveal,private");
    expect(checkModalId("sudoku", { reveal: false, private: true })).toBe("sudoku:check:private");
    expect(checkModalId("sudoku", { reveal: false, private: false })).toBe("sudoku:check:");
  });

  it("never mistakes a solve modal's id for a check modal's, or the other way round", () => {
    expect(parseCheckModalId(solveModalId("sudoku", { spoiler: false, private: true }))).toBeUndefined();
    expect(parseSolveModalId(checkModalId("sudoku", { reveal: false, private: true }))).toBeUndefined();
  });

  it("rejects ids with unknown or extra parts", () => {
    expect(parseCheckModalId("sudoku:check:spoiler")).toBeUndefined();
    expect(parseCheckModalId("sudoku:check")).toBeUndefined();
    expect(parseCheckModalId("sudoku:check:reveal:extra")).toBeUndefined();
  });
});

interface FieldJson {
  type: number;
  label: string;
  description: string;
  component: {
    type: number;
    custom_id: string;
    style: number;
    max_length: number;
    required: boolean;
    value?: string;
  };
}

describe("buildCheckModal", () => {
  const fieldsOf = (modal: ReturnType<typeof buildCheckModal>) =>
    modal.toJSON().components as unknown as FieldJson[];

  it("asks for the attempt (required) and the original puzzle (optional) in two paragraph fields", () => {
    const modal = buildCheckModal("sudoku", { reveal: true, private: false });
    const json = modal.toJSON();
    expect(json.custom_id).toBe("sudoku:check:reveal");
    expect(json.title).toBe("Check a Sudoku");
    const fields = fieldsOf(modal);
    expect(fields.map((f) => [f.component.custom_id, f.component.required])).toEqual([
      [CHECK_ATTEMPT_FIELD_ID, true],
      [CHECK_PUZZLE_FIELD_ID, false],
    ]);
    for (const field of fields) {
      expect(field.type).toBe(ComponentType.Label);
      expect(field.label.length).toBeLessThanOrEqual(45);
      expect(field.description.length).toBeLessThanOrEqual(100);
      expect(field.component).toMatchObject({
        type: ComponentType.TextInput,
        style: TextInputStyle.Paragraph,
        max_length: MODAL_BOARD_MAX_LENGTH,
      });
      expect(field.component.value).toBeUndefined();
    }
  });

  it("puts a puzzle already given into its field", () => {
    const fields = fieldsOf(buildCheckModal("sudoku", { reveal: false, private: true }, EASY));
    expect(fields[1]?.component.value).toBe(EASY);
    expect(fields[0]?.component.value).toBeUndefined();
  });

  it("leaves out a puzzle longer than the field holds", () => {
    const long = `${EASY}\n${" ".repeat(MODAL_BOARD_MAX_LENGTH)}`;
    const fields = fieldsOf(buildCheckModal("sudoku", { reveal: false, private: true }, long));
    expect(fields[1]?.component.value).toBeUndefined();
  });
});
