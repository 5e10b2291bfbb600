import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import {
  buildHintModal,
  HINT_BOARD_FIELD_ID,
  HINT_PUZZLE_FIELD_ID,
  hintModalId,
  parseHintModalId,
} from "../../../src/bot/hint/modal.js";
import { ja } from "../../../src/messages/ja.js";

describe("hintModalId / parseHintModalId", () => {
  it("writes an id with no flags and reads it back", () => {
    expect(hintModalId("sudoku")).toBe("sudoku:hint:");
    expect(parseHintModalId(hintModalId("sudoku"))).toEqual({});
  });

  it("rejects ids that are not the hint modal's", () => {
    expect(parseHintModalId("sudoku:solve:")).toBeUndefined();
    expect(parseHintModalId("sudoku:hint")).toBeUndefined();
    expect(parseHintModalId("sudoku:hint:private")).toBeUndefined();
    expect(parseHintModalId("sudoku:hint::extra")).toBeUndefined();
  });
});

describe("buildHintModal", () => {
  it("asks for the position (required) and the original puzzle (optional), in the catalogue's words", () => {
    const json = buildHintModal("sudoku", ja).toJSON();
    expect(json.custom_id).toBe(hintModalId("sudoku"));
    expect(json.title).toBe(ja.hint.modal.title);
    const fields = json.components.map((c) => {
      const label = c as unknown as {
        type: number;
        label: string;
        component: { custom_id: string; required: boolean };
      };
      return [label.type, label.label, label.component.custom_id, label.component.required];
    });
    expect(fields).toEqual([
      [ComponentType.Label, ja.hint.modal.boardLabel, HINT_BOARD_FIELD_ID, true],
      [ComponentType.Label, ja.hint.modal.puzzleLabel, HINT_PUZZLE_FIELD_ID, false],
    ]);
  });
});
