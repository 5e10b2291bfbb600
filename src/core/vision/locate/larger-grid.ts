/**
 * A 9×9 part of a larger grid: a board found on the corner of a 10×10 puzzle (sgt-puzzles' Mosaic, Tents
 * or Singles), inside a crossword, or on any grid of more than 9 cells a side, fits a 9×9 lattice as well
 * as a Sudoku does, and its cells read as digits make a board that is nothing the person sent. A Sudoku's
 * border ends its lines; such a part's lines go on past the lattice, across one side and across a side at
 * right angles to it. Such a board is not taken (extract-located.ts), so the searches go on and the
 * picture, when nothing else is found, is refused as holding no 9×9 Sudoku grid.
 *
 * Glossary (see rescue-checks.ts for lines beyond):
 * - reach across an axis: the larger of the lines beyond the lattice's two sides across it (top and
 *   bottom, or left and right).
 * - edge lining: the least, over the lattice's four outermost rows and columns of cells, that its inner
 *   lines ink the middle of one (rescue-checks.ts lineBands `edge`): about 1 when the whole lattice lies on
 *   a grid, near 0 when a row or column of it lies off the grid.
 * - part of a larger grid: a lattice whose reach across both axes is at least {@link GOES_ON}, and whose
 *   edge lining is at least {@link EDGE_LINED}.
 *
 * Measured on tune pictures (the boards main's searches found; validation photos not looked at):
 * - reach: every board read as an `unsure` 9×9 board from 110 pictures of sgt-puzzles' other grids (7×7 to
 *   12×12, drawn by their `--screenshot`) was a 10×10 grid's corner at 1.00 across both axes; the 236
 *   training photos' boards reach at most 0.38 across the axis reaching less, the real tune screenshots'
 *   and app-screens-extra's 25 tune pictures' at most 0.33. One axis alone is not enough: a number pad of
 *   the board's width beside it, or a neighbouring puzzle on a newspaper page, carries its lines on past
 *   one side (up to 0.52 on the training photos).
 * - edge lining: the larger grids' parts that reach 0.6 across both axes (those pictures and 75 more),
 *   0.51-1.00; a Sudoku's lattice found a row and two columns off its board (KSudoku's egyptian 480×420
 *   window at 60 % and JPEG 90, app-screens-extra), 0.01: its board goes on past it too, but its own
 *   first row and columns lie on the backdrop. It stays a board, every cell doubtful (board-extent.ts).
 */
import { BEYOND, type Sides } from "./rescue-checks.js";

/** The reach across both axes that makes a lattice part of a larger grid (rescue-checks.ts's BEYOND). */
export const GOES_ON = BEYOND;

/** ...and whose lines cross each of its own outermost rows and columns this much (see the glossary). */
export const EDGE_LINED = 0.4;

/**
 * Whether a located board is a 9×9 part of a larger grid (see the glossary): its lines go on past the
 * lattice across both axes, and cross its own outermost rows and columns.
 * @param bands the lattice's line bands (rescue-checks.ts lineBands), measured once for this and for
 *   board-extent.ts reachesBeyond
 * @example partOfLargerGrid(lineBands(gray, located.corners, located.polarity)) // true on a 10×10 grid's corner
 */
export function partOfLargerGrid({ beyond, edge }: { beyond: Sides; edge: Sides }): boolean {
  return (
    Math.min(Math.max(beyond.top, beyond.bottom), Math.max(beyond.left, beyond.right)) >= GOES_ON &&
    Math.min(edge.top, edge.bottom, edge.left, edge.right) >= EDGE_LINED
  );
}
