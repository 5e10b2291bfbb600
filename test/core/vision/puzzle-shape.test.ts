import { describe, expect, it } from "vitest";
import { generate } from "../../../src/core/generate/index.js";
import { solve } from "../../../src/core/solver.js";
import { isMinimal, isSymmetricPattern, kindByShape } from "../../../src/core/vision/puzzle-shape.js";

/** A generated puzzle and its solution (the generator's own checks: one solution). */
function puzzle(symmetry: "none" | "rotational" | "horizontal", minimal: boolean, seed: number) {
  const made = generate({ level: "easy", seed, symmetry, minimal, budgetMs: 10_000 });
  if (!made.ok) throw new Error(made.reason);
  return { board: Uint8Array.from(made.puzzle), solution: made.solution };
}

const withDigit = (board: Uint8Array, cell: number, digit: number): Uint8Array => {
  const copy = Uint8Array.from(board);
  copy[cell] = digit;
  return copy;
};

describe("isMinimal and isSymmetricPattern", () => {
  it("tells a minimal puzzle from one with a spare given", () => {
    const { board, solution } = puzzle("none", true, 3);
    expect(isMinimal(board)).toBe(true);
    const empty = board.indexOf(0);
    expect(isMinimal(withDigit(board, empty, solution[empty] as number))).toBe(false);
  });

  it("tells a half-turn pattern from one with a given taken away", () => {
    const { board } = puzzle("rotational", false, 5);
    expect(isSymmetricPattern(board)).toBe(true);
    const given = board.findIndex((d, i) => d !== 0 && i !== 40);
    expect(isSymmetricPattern(withDigit(board, given, 0))).toBe(false);
  });

  it("sees a left-to-right mirror pattern too", () => {
    expect(isSymmetricPattern(puzzle("horizontal", false, 9).board)).toBe(true);
  });
});

describe("kindByShape", () => {
  it("favours an entry when the givens without the digit are minimal (a spare given is unlikely)", () => {
    const { board, solution } = puzzle("none", true, 11);
    const cell = board.indexOf(0);
    const withIt = withDigit(board, cell, solution[cell] as number);
    expect(isSymmetricPattern(withIt)).toBe(false);
    expect(kindByShape(withIt, board)).toBe("handwritten");
  });

  it("favours a given when only the givens with the digit are symmetric", () => {
    // GNOME Sudoku's generator removes givens in symmetric pairs; a spare given of such a puzzle, taken
    // away, leaves one solution but breaks the pattern.
    const { board } = puzzle("rotational", false, 13);
    const spare = board.findIndex((d, i) => {
      if (d === 0 || i === 40) return false;
      const without = withDigit(board, i, 0);
      return solve(without).status === "unique" && !isMinimal(without);
    });
    expect(spare).toBeGreaterThanOrEqual(0);
    expect(kindByShape(board, withDigit(board, spare, 0))).toBe("printed");
  });

  it("tells nothing when neither choice leaves a minimal or symmetric puzzle", () => {
    // A half-turn puzzle with one spare given added off the pattern: neither minimal nor symmetric.
    const { board, solution } = puzzle("rotational", false, 17);
    const empties = [...board.keys()].filter((i) => board[i] === 0 && i !== 40);
    const [first, second] = empties.filter((i) => board[80 - i] === 0) as [number, number];
    expect(80 - first).not.toBe(second);
    const extra = withDigit(board, first, solution[first] as number);
    const withIt = withDigit(extra, second, solution[second] as number);
    expect(kindByShape(withIt, extra)).toBeNull();
  });
});
