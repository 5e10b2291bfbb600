/**
 * A 9×9 grid whose numbers are too small to be a Sudoku's digits: the cage map of a Killer Sudoku (each
 * cage's sum printed small in its first cell's corner), or any 9×9 table of footnote-sized numbers. Such
 * a grid is refused, not read: its small numbers read as digits make a board that is nothing the person
 * sent (a photographed cage map was read as an `unsure` board of 40 cage-sum "digits").
 *
 * Glossary (see types.ts for cell, ink and features):
 * - ink height: an inked cell's tallest blob as a fraction of the cell's side (`features.height`).
 * - small number: an inked cell whose ink height is under {@link SMALL_HEIGHT}.
 *
 * Measured on the training photos, as taken and made small, faint, blurred and shaded (bench read-degrade.ts),
 * on the real tune screenshots and on three extra KSudoku tune sets: a board's median ink height is at
 * least 0.31 (pen-filled photos; printed 0.38, screenshots 0.35), and at most 18 % of its inked cells are
 * small numbers. The killer cage map photographed (small, tilt, shade, clutter): median 0.17-0.19, 85-100 %
 * small numbers. A board is refused when more than {@link MAX_SMALL_SHARE} of its inked cells are small
 * and fewer than {@link MIN_DIGITS} are digit-sized: a puzzle's pencilled candidates are small numbers too,
 * in every blank cell, but its givens are at least 17 digits of a digit's size.
 */
import { MIN_DIGITS } from "./given-count.js";
import type { CellSample } from "./types.js";

/** Ink shorter than this fraction of the cell's side is a small number (a digit is 0.31 or taller). */
export const SMALL_HEIGHT = 0.28;
/** More small numbers than this share of the inked cells: not a Sudoku's digits. */
export const MAX_SMALL_SHARE = 0.5;
/** Fewer inked cells than this say nothing either way (an empty grid is refused for too few digits). */
const MIN_INKED = 9;

/**
 * Whether a board's inked cells hold mostly small numbers (see the glossary), and too few digit-sized ones
 * for a puzzle, so that it is no Sudoku.
 * @example numbersTooSmall(extractBoard(picture).cells) // true for a Killer Sudoku's cage map
 */
export function numbersTooSmall(cells: readonly CellSample[]): boolean {
  const inked = cells.filter((c) => c.ink);
  if (inked.length < MIN_INKED) return false;
  const small = inked.filter((c) => c.features.height < SMALL_HEIGHT).length;
  return small > inked.length * MAX_SMALL_SHARE && inked.length - small < MIN_DIGITS;
}
