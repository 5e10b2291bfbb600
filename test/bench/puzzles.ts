/** Small puzzles for the bench's tests, written out here (the shared data sets are never copied in). */

import { parsePuzzleLines } from "../../src/bench/shared/sets.js";
import type { Board } from "../../src/core/board.js";

const board = (line: string): Board => parsePuzzleLines(line).boards[0] as Board;

/** The well-known newspaper puzzle (Wikipedia's Sudoku example): one solution, singles suffice. */
export const EASY = board(
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
);

/** Another easy one with one solution. */
export const EASY_2 = board(
  "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
);

/** No solution although no unit repeats a digit: row 1 needs a 9 at r1c9, but column 9 already has one. */
export const IMPOSSIBLE = board(
  "12345678.........9...............................................................",
);

/** Two 5s in row 1. */
export const DUPLICATE_GIVENS = board(
  "5...5............................................................................",
);

/** The empty board: a great many solutions. */
export const EMPTY: Board = new Uint8Array(81);
