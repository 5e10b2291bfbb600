/**
 * Attempts at the EASY puzzle (test/bot/puzzles.ts) shared by the check tests, each with what is wrong
 * with it. Cells are 0-based, row-major; comments name them as people do (r1c3 = cell 2).
 */
import { EASY, EASY_SOLUTION } from "./puzzles.js";

/** `line` with some cells replaced (cell index → digit). */
export const withDigits = (line: string, changes: Record<number, string>): string =>
  Array.from(line, (ch, i) => changes[i] ?? ch).join("");

/** Complete, with r1c3 and r1c4 swapped: both wrong, row 1 still complete. */
export const TWO_SWAPPED = withDigits(EASY_SOLUTION, { 2: "6", 3: "4" });
/** Complete, with the givens r1c1 (5) and r1c2 (3) swapped. */
export const GIVENS_SWAPPED = withDigits(EASY_SOLUTION, { 0: "3", 1: "5" });
/** Partial: two correct entries (r1c3 = 4, r1c4 = 6). */
export const ON_TRACK = withDigits(EASY, { 2: "4", 3: "6" });
/** Partial: two correct entries (r1c4, r5c5) and two wrong ones (r1c3 = 1, r6c6 = 1) that repeat nothing. */
export const TWO_WRONG_HIDDEN = withDigits(EASY, { 2: "1", 3: "6", 40: "5", 50: "1" });
/** Partial, no givens: no repeat anywhere, but r1c9 needs a 9 and box 3 already holds one. */
export const DEAD_END = `12345678.${"........9"}${".".repeat(63)}`;
/** Partial: a second 5 in row 1 and box 1 (r1c3), next to the given 5 at r1c1. */
export const REPEATED_FIVE = withDigits(EASY, { 2: "5" });
