/**
 * Suspects of a screenshot's broken read: an app draws its digits flat and sharp, so a screenshot's
 * cells are read at 0.97 and above where it was read right, blanks at 0.95 at the least. A picture saved
 * again as JPEG blurs its strokes at the edges, and a digit may then be read as another (KSudoku's
 * scribble theme: an entered 6 read as 5 at 0.943) or lost to a blank (an entered 5 read blank at
 * 0.920), below that line but above the 0.9 that makes a cell doubtful. When the read breaks the rules,
 * something on it was misread, and such a cell is where it may hide: it is marked, and the person looks
 * at it before anything is solved (the read is `unsure` already: marking it costs no `read` board).
 *
 * Glossary (see read.ts for grid, cell confidence, doubtful cell and rule break):
 * - unsure screen cell: a cell of a screenshot whose confidence is below {@link SCREEN_SURE}, digit or
 *   blank.
 *
 * Chosen on KSudoku tune sets (seeds 42-45 and 47-50, 240 shots) saved as JPEG 90: of their 121
 * screenshot reads breaking the rules, the cells under 0.95 not doubtful already were 10, 2 of them the
 * wrong cells those reads left unmarked; under 0.96 50, under 0.98 4197 (every digit of some themes).
 * As taken: 49 cells on 159 broken reads, none wrong.
 */

/**
 * A screenshot's cell read below this is not sure when its read breaks the rules (see the module
 * comment), compared as a Float32Array stores it: a blank read at exactly 0.95 stays sure.
 */
export const SCREEN_SURE = Math.fround(0.95);

/**
 * The unsure cells of a screenshot's read that breaks the rules (see the module comment).
 * @param confidence per cell, its confidence after every step of reading
 * @returns the cells whose confidence is below {@link SCREEN_SURE}, ascending
 * @example if (board.drawn && breaks.length > 0) for (const cell of unsureScreenCells(confidence)) doubtful.add(cell);
 */
export function unsureScreenCells(confidence: Float32Array): number[] {
  const cells: number[] = [];
  confidence.forEach((c, cell) => {
    if (c < SCREEN_SURE) cells.push(cell);
  });
  return cells;
}
