import { describe, expect, it } from "vitest";
import { ruleBreaks } from "../../../src/core/vision/read-rules.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const puzzle = Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));

describe("ruleBreaks", () => {
  // Column 1 of PUZZLE holds a given 5 in r1c1; a second 5 goes in r3c1 (the same box and column).
  const r3c1 = 18;
  const withFive = (board: Uint8Array): Uint8Array => {
    const copy = Uint8Array.from(board);
    copy[r3c1] = 5;
    return copy;
  };

  it("lets a repeat through a red player digit stand when that digit was read as the player's", () => {
    const grid = withFive(puzzle);
    expect(ruleBreaks(puzzle, grid, new Set([r3c1]))).toEqual({ breaks: [], cells: [] });
  });

  it("breaks on a repeat among givens alone, even through a red digit, and names both cells", () => {
    const readPuzzle = withFive(puzzle);
    const { breaks, cells } = ruleBreaks(readPuzzle, readPuzzle, new Set([r3c1]));
    expect(breaks).toEqual(["repeated-digit"]);
    expect([...cells].sort((a, b) => a - b)).toEqual([0, r3c1]);
  });

  it("breaks on any repeat when nothing is marked", () => {
    const { breaks, cells } = ruleBreaks(puzzle, withFive(puzzle), new Set());
    expect(breaks).toEqual(["repeated-digit"]);
    expect([...cells].sort((a, b) => a - b)).toEqual([0, r3c1]);
  });
});
