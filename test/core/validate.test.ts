import { describe, expect, it } from "vitest";
import type { Board } from "../../src/core/board.js";
import {
  cellsInDuplicates,
  findDuplicates,
  hasDuplicate,
  isCompleteAndValid,
  isSolutionOf,
} from "../../src/core/validate.js";

const fromLine = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

const PUZZLE = fromLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
const SOLUTION = fromLine(
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
);

describe("findDuplicates", () => {
  it("finds nothing on a consistent puzzle", () => {
    expect(hasDuplicate(PUZZLE)).toBe(false);
    expect(findDuplicates(PUZZLE)).toEqual([]);
  });

  it("reports a repeated digit in a row with both cells, and the box it also breaks", () => {
    const board = PUZZLE.slice();
    board[2] = 5; // r1c3 = 5 repeats r1c1's 5 in row 1 and box 1
    expect(hasDuplicate(board)).toBe(true);
    expect(findDuplicates(board)).toEqual([
      { unit: "row", index: 0, digit: 5, cells: [0, 2] },
      { unit: "box", index: 0, digit: 5, cells: [0, 2] },
    ]);
    expect([...cellsInDuplicates(board)].sort((a, b) => a - b)).toEqual([0, 2]);
  });

  it("reports a repeated digit in a column", () => {
    const board = PUZZLE.slice();
    board[8 * 9] = 5; // r9c1 = 5 repeats r1c1's 5 in column 1
    expect(findDuplicates(board)).toEqual([{ unit: "column", index: 0, digit: 5, cells: [0, 72] }]);
  });
});

describe("isSolutionOf", () => {
  it("accepts the solution of its puzzle", () => {
    expect(isCompleteAndValid(SOLUTION)).toBe(true);
    expect(isSolutionOf(PUZZLE, SOLUTION)).toBe(true);
  });

  it("rejects a valid grid that changes a given", () => {
    const other = PUZZLE.slice();
    other[0] = 1; // the same solution no longer keeps this given
    expect(isSolutionOf(other, SOLUTION)).toBe(false);
  });

  it("rejects a grid with two digits swapped in one row (columns break)", () => {
    const swapped = SOLUTION.slice();
    [swapped[2], swapped[3]] = [swapped[3] as number, swapped[2] as number];
    expect(isCompleteAndValid(swapped)).toBe(false);
  });

  it("rejects an incomplete grid and a grid with a 0", () => {
    const holey = SOLUTION.slice();
    holey[40] = 0;
    expect(isCompleteAndValid(holey)).toBe(false);
    expect(isCompleteAndValid(SOLUTION.subarray(0, 80))).toBe(false);
  });
});
