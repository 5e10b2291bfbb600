/**
 * Pencilled candidates on a photographed sheet: people note the digits a cell may still take in small
 * figures, several to a cell, in the places of a keypad. A screenshot's pencil marks are told cell by
 * cell (cells.ts), by their size and layout; on a photo that test alone would also take a hand's small
 * digit, written low in a corner, for a pencil mark. So a photo's marks are judged on the whole board:
 * where several cells hold several small figures side by side, the sheet is pencilled, and every cell
 * whose ink looks pencilled is blank.
 *
 * Glossary (see types.ts for cell, ink, pencil):
 * - pencilled cell: a photo's inked cell that cells.ts found shorter than a digit and laid out as
 *   candidates: `several` small blobs side by side, or one `off-centre`.
 * - pencilled sheet: a board with at least {@link MIN_SEVERAL} cells of several small blobs, and a
 *   puzzle's worth of other inked cells (at least MIN_DIGITS, given-count.ts): a grid of small numbers
 *   and little else is no pencilled puzzle but a Killer Sudoku's cage map, whose two-figure sums are
 *   several small blobs too, and small-numbers.ts refuses it.
 *
 * Measured with cells.ts's flags on the training photos, as taken and made small, faint, blurred, shaded
 * and tilted (bench read-degrade.ts): at most 1 cell of several small blobs per board (printed and
 * pen-filled), and up to 15 off-centre ones on one pen-filled sheet written in small digits low in the
 * cells (image1000), none elsewhere above 2. A test render of a printed puzzle with three candidates in
 * each blank cell, photographed: 51 cells of several small blobs, all its blank cells.
 */
import { MIN_DIGITS } from "../given-count.js";
import type { CellSample } from "../types.js";

/** A board with at least this many cells of several small blobs is a pencilled sheet (see the glossary). */
export const MIN_SEVERAL = 5;
/** How sure a cell of pencil marks is blank: a screenshot's (cells.ts), or a pencilled sheet's. */
export const PENCIL_BLANK_CONFIDENCE = 0.92;

/**
 * Whether a photo's board is a pencilled sheet (see the glossary): at least {@link MIN_SEVERAL} cells of
 * several small blobs and a puzzle's worth of other inked cells.
 * @param cells a photographed board's 81 cells, as cells.ts flags them
 * @example if (isPencilledSheet(cells)) cells = blankPencilMarks(cells)
 */
export function isPencilledSheet(cells: readonly CellSample[]): boolean {
  const several = cells.filter((c) => c.pencil === "several").length;
  const others = cells.filter((c) => c.ink && c.pencil === undefined).length;
  return several >= MIN_SEVERAL && others >= MIN_DIGITS;
}

/**
 * A photo's cells with every pencilled cell blank when the sheet is pencilled; the same cells when it is
 * not.
 * @param cells a photographed board's 81 cells (cells.ts flags the pencilled ones)
 * @example const cells = blankPencilMarks(extracted.cells) // candidates no longer read as digits
 */
export function blankPencilMarks(cells: readonly CellSample[]): CellSample[] {
  if (!isPencilledSheet(cells)) return [...cells];
  return cells.map((c) => {
    if (c.pencil === undefined) return c;
    // Blank as a screenshot's pencilled cell is: no patch (a pencilled cell is inked, so it has no mark).
    const { pencil: _pencil, ...rest } = c;
    return {
      ...rest,
      ink: false,
      inkConfidence: PENCIL_BLANK_CONFIDENCE,
      patch: new Float32Array(c.patch.length),
      features: { ...c.features, inkFraction: 0 },
    };
  });
}
