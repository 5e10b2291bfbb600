import { describe, expect, it } from "vitest";
import {
  lostGivenSuspects,
  MAX_GIVENS,
  MAX_PRINT_ALONE,
  overPrinted,
} from "../../../src/core/vision/given-count.js";

/** A puzzle with a digit in the first `count` cells. */
const withGivens = (count: number): Uint8Array =>
  Uint8Array.from({ length: 81 }, (_, cell) => (cell < count ? 1 + (cell % 9) : 0));

/** Handwriting in the last cell only (the puzzles above leave it blank unless full). */
const oneHandwritten = (): Uint8Array => Uint8Array.from({ length: 81 }, (_, cell) => (cell === 80 ? 7 : 0));

describe("overPrinted", () => {
  it("names no cell of a board with as many printed digits as a puzzle may have", () => {
    expect(overPrinted(withGivens(17), oneHandwritten(), true)).toEqual([]);
    expect(overPrinted(withGivens(MAX_GIVENS), oneHandwritten(), false)).toEqual([]);
  });

  it("names every printed cell of a board with more, beside handwriting", () => {
    const puzzle = withGivens(MAX_GIVENS + 1);
    puzzle[79] = 4; // a printed cell apart from the rest
    const named = overPrinted(puzzle, oneHandwritten(), true);
    expect(named).toHaveLength(MAX_GIVENS + 2);
    expect(named).toEqual([...named].sort((a, b) => a - b));
    expect(named).toContain(79);
    expect(named.every((cell) => puzzle[cell] !== 0)).toBe(true);
  });

  it("leaves a board of print alone with blanks that keeps the rules as read (a children's easy puzzle)", () => {
    const none = new Uint8Array(81);
    expect(overPrinted(withGivens(45), none, true)).toEqual([]);
    expect(overPrinted(withGivens(MAX_PRINT_ALONE), none, true)).toEqual([]);
  });

  it("doubts a board of print alone with more printed digits than any puzzle gives (a board mostly solved)", () => {
    // A screenshot taken for a photo, its entries read as print, looks like it (given-count.ts).
    const none = new Uint8Array(81);
    expect(overPrinted(withGivens(MAX_PRINT_ALONE + 1), none, true)).toHaveLength(MAX_PRINT_ALONE + 1);
    expect(overPrinted(withGivens(80), none, true)).toHaveLength(80);
  });

  it("doubts a board of print alone that is full or breaks the rules", () => {
    const none = new Uint8Array(81);
    // A filled-in sheet whose pen was all taken for print looks the same.
    expect(overPrinted(withGivens(81), none, true)).toHaveLength(81);
    expect(overPrinted(withGivens(45), none, false)).toHaveLength(45);
  });
});

describe("lostGivenSuspects", () => {
  /** A board with `printed` printed digits in its first cells and `pen` handwritten ones after them. */
  const board = (printed: number, pen: number) => {
    const puzzle = new Uint8Array(81);
    const handwritten = new Uint8Array(81);
    for (let cell = 0; cell < printed + pen; cell++)
      (cell < printed ? puzzle : handwritten)[cell] = (cell % 9) + 1;
    return { puzzle, handwritten };
  };

  it("names every pen cell of a sheet mostly of print", () => {
    const { puzzle, handwritten } = board(24, 4);
    expect(lostGivenSuspects(puzzle, handwritten)).toEqual([24, 25, 26, 27]);
  });

  it("names none on a filled-in sheet, where the pen cells outnumber the print", () => {
    const { puzzle, handwritten } = board(28, 53);
    expect(lostGivenSuspects(puzzle, handwritten)).toEqual([]);
  });
});
