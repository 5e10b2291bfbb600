/**
 * The textbook backtracking solver: the bench's baseline, the solver everyone writes first.
 *
 * It fills the blank cells in reading order (row-major), tries the digits 1..9 in order in each, and knows
 * which digits a row, column or box already holds from one set of flags per unit. It makes no deduction at
 * all, so every digit it places is a guess. That is exactly what the bench wants to show next to ours: the
 * cost of searching without propagation. It lives in src/bench/ because nothing but the bench should use it.
 *
 * Representation: `rowDigits[r]`, `columnDigits[c]`, `boxDigits[b]` are 9-bit flag sets (Uint16Array),
 * digit d <-> bit `1 << (d - 1)`.
 */
import { type Board, boxOf, CELL_COUNT, columnOf, rowOf } from "../../core/board.js";

/** Options for {@link solveBaseline}. */
export interface BaselineOptions {
  /** Count solutions up to this many (default 2: solve and prove uniqueness). */
  readonly limit?: number;
  /** Give up when `performance.now()` passes this (default: never). Checked every few thousand guesses. */
  readonly deadline?: number;
}

/**
 * What the baseline found. Same shape as the solver contract's result, plus `timeout` when the deadline
 * passed first (`count` is then what it had found so far).
 */
export type BaselineResult =
  | { readonly status: "none"; readonly count: 0; readonly guesses: number }
  | { readonly status: "solved"; readonly count: 1; readonly solution: Board; readonly guesses: number }
  | { readonly status: "unique"; readonly count: 1; readonly solution: Board; readonly guesses: number }
  | {
      readonly status: "multiple";
      readonly count: number;
      readonly solution: Board;
      readonly second: Board;
      readonly guesses: number;
    }
  | { readonly status: "timeout"; readonly count: number; readonly guesses: number };

// Row, column and box of every cell, built once.
const ROW: readonly number[] = Array.from({ length: CELL_COUNT }, (_, i) => rowOf(i));
const COLUMN: readonly number[] = Array.from({ length: CELL_COUNT }, (_, i) => columnOf(i));
const BOX: readonly number[] = Array.from({ length: CELL_COUNT }, (_, i) => boxOf(i));

// Reading the clock costs ~30 ns; once per 4096 guesses keeps that out of the figures.
const GUESSES_PER_CLOCK_CHECK = 4096;

/**
 * Solve a board by textbook backtracking, counting solutions up to `limit`.
 * `guesses` counts every digit placed during the search (the baseline deduces nothing, so each one is a guess).
 * A board whose givens repeat a digit in a unit has no solution. The input board is not modified.
 *
 * @param board - 81 cells, 0 for a blank.
 * @param options - `limit` (default 2) and an optional `deadline` in `performance.now()` milliseconds.
 * @returns a tagged result; `solution`/`second` are fresh boards.
 * @example solveBaseline(puzzle, { limit: 2 }).status // "unique"
 */
export function solveBaseline(board: Board, options: BaselineOptions = {}): BaselineResult {
  if (board.length !== CELL_COUNT)
    throw new TypeError(`a board has ${CELL_COUNT} cells, got ${board.length}`);
  const limit = Math.max(1, options.limit ?? 2);
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;

  const grid = Uint8Array.from(board);
  const rowDigits = new Uint16Array(9);
  const columnDigits = new Uint16Array(9);
  const boxDigits = new Uint16Array(9);
  const blanks: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = grid[cell] as number;
    if (digit === 0) {
      blanks.push(cell);
      continue;
    }
    const bit = 1 << (digit - 1);
    const r = ROW[cell] as number;
    const c = COLUMN[cell] as number;
    const b = BOX[cell] as number;
    if (((rowDigits[r] as number) | (columnDigits[c] as number) | (boxDigits[b] as number)) & bit) {
      return { status: "none", count: 0, guesses: 0 };
    }
    rowDigits[r] = (rowDigits[r] as number) | bit;
    columnDigits[c] = (columnDigits[c] as number) | bit;
    boxDigits[b] = (boxDigits[b] as number) | bit;
  }

  let count = 0;
  let guesses = 0;
  let untilClockCheck = GUESSES_PER_CLOCK_CHECK;
  let timedOut = false;
  let first: Board | undefined;
  let second: Board | undefined;

  // Fills blanks[k..]; returns true when the search must stop (limit reached or deadline passed).
  const fill = (k: number): boolean => {
    if (k === blanks.length) {
      count++;
      if (count === 1) first = grid.slice();
      else if (count === 2) second = grid.slice();
      return count >= limit;
    }
    const cell = blanks[k] as number;
    const r = ROW[cell] as number;
    const c = COLUMN[cell] as number;
    const b = BOX[cell] as number;
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      if (((rowDigits[r] as number) | (columnDigits[c] as number) | (boxDigits[b] as number)) & bit) continue;
      guesses++;
      if (--untilClockCheck === 0) {
        untilClockCheck = GUESSES_PER_CLOCK_CHECK;
        if (performance.now() > deadline) {
          timedOut = true;
          return true;
        }
      }
      grid[cell] = digit;
      rowDigits[r] = (rowDigits[r] as number) | bit;
      columnDigits[c] = (columnDigits[c] as number) | bit;
      boxDigits[b] = (boxDigits[b] as number) | bit;
      const stop = fill(k + 1);
      rowDigits[r] = (rowDigits[r] as number) & ~bit;
      columnDigits[c] = (columnDigits[c] as number) & ~bit;
      boxDigits[b] = (boxDigits[b] as number) & ~bit;
      grid[cell] = 0;
      if (stop) return true;
    }
    return false;
  };
  fill(0);

  if (timedOut) return { status: "timeout", count, guesses };
  if (count === 0 || first === undefined) return { status: "none", count: 0, guesses };
  if (second !== undefined) return { status: "multiple", count, solution: first, second, guesses };
  return limit === 1
    ? { status: "solved", count: 1, solution: first, guesses }
    : { status: "unique", count: 1, solution: first, guesses };
}
