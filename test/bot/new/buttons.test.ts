import { describe, expect, it } from "vitest";
import { parseHintButton } from "../../../src/bot/hint/buttons.js";
import { buildNewButtons, parseNewButton } from "../../../src/bot/new/buttons.js";
import { ko } from "../../../src/messages/ko.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const board = (line: string) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

describe("buildNewButtons / parseNewButton", () => {
  const puzzle = board(PUZZLE);
  const [hint, check, solution] = buildNewButtons(puzzle, "hard", ko);

  it("labels hint, check and solution in the catalogue's language", () => {
    expect([hint?.label, check?.label, solution?.label]).toEqual([
      ko.newPuzzle.buttons.hint,
      ko.newPuzzle.buttons.check,
      ko.newPuzzle.buttons.solution,
    ]);
  });

  it("reads the puzzle, and the level for the solution, back from the ids", () => {
    expect(parseNewButton(check?.customId ?? "")).toEqual({ kind: "check", puzzle });
    expect(parseNewButton(solution?.customId ?? "")).toEqual({ kind: "solution", puzzle, level: "hard" });
  });

  it("starts a hint session on the puzzle with the hint feature's own button", () => {
    expect(parseNewButton(hint?.customId ?? "")).toBeUndefined();
    expect(parseHintButton(hint?.customId ?? "")?.steps).toBe(0);
  });

  it("refuses ids that were edited", () => {
    expect(parseNewButton(`sudoku:ns:q${PUZZLE}`)).toBeUndefined();
    expect(parseNewButton(`sudoku:nc:h${PUZZLE}`)).toBeUndefined();
    expect(parseNewButton(`sudoku:nc:${PUZZLE.slice(1)}`)).toBeUndefined();
  });
});
