import { describe, expect, it } from "vitest";
import { MAX_GIVENS, overPrinted } from "../../../src/core/vision/given-count.js";

/** A puzzle with a digit in the first `count` cells. */
const withGivens = (count: number): Uint8Array =>
  Uint8Array.from({ length: 81 }, (_, cell) => (cell < count ? 1 + (cell % 9) : 0));

describe("overPrinted", () => {
  it("names no cell of a board with as many printed digits as a puzzle may have", () => {
    expect(overPrinted(withGivens(17))).toEqual([]);
    expect(overPrinted(withGivens(MAX_GIVENS))).toEqual([]);
  });

  it("names every printed cell of a board with more", () => {
    const puzzle = withGivens(MAX_GIVENS + 1);
    puzzle[80] = 4; // a printed cell apart from the rest
    const named = overPrinted(puzzle);
    expect(named).toHaveLength(MAX_GIVENS + 2);
    expect(named).toEqual([...named].sort((a, b) => a - b));
    expect(named).toContain(80);
    expect(named.every((cell) => puzzle[cell] !== 0)).toBe(true);
  });
});
