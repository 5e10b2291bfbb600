import { describe, expect, it } from "vitest";
import { buildHintButton, parseHintButton } from "../../../src/bot/hint/buttons.js";
import { en } from "../../../src/messages/en.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const board = (line: string) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

describe("buildHintButton / parseHintButton", () => {
  const puzzle = board(PUZZLE);
  const position = board(`${PUZZLE.slice(0, 2)}4${PUZZLE.slice(3)}`);

  it("carries the position and the step count in a custom id Discord accepts, and reads them back", () => {
    const button = buildHintButton({ puzzle, board: position, steps: 3 }, en);
    expect(button.customId.startsWith("sudoku:hn:")).toBe(true);
    expect(button.customId.length).toBeLessThanOrEqual(100);
    expect(button.label).toBe(en.hint.nextStep);
    const state = parseHintButton(button.customId);
    expect(state?.steps).toBe(3);
    expect([...(state?.board ?? [])]).toEqual([...position]);
    expect([...(state?.puzzle ?? [])]).toEqual([...puzzle]);
  });

  it("takes another feature's label and style", () => {
    const button = buildHintButton({ puzzle, board: puzzle, steps: 0 }, en, "Hint", "secondary");
    expect([button.label, button.style]).toEqual(["Hint", "secondary"]);
  });

  it("reads no state from other buttons' ids", () => {
    expect(parseHintButton(`sudoku:nc:${PUZZLE}`)).toBeUndefined();
    expect(parseHintButton("sudoku:hn:not-a-state")).toBeUndefined();
  });
});
