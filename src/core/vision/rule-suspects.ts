/**
 * Suspects of a broken read: a photo's read whose digits still break the rules after every fit says that
 * something was misread, and the fit (resolve.ts) found no reading of its open cells that keeps them. The
 * wrong cell is then one the model was not quite sure of, or a given lost to a blank; a confident cell
 * elsewhere is no less likely to be right than before. So the suspects are marked, and the person looks
 * at them before anything is solved (the read is `unsure` already: marking them costs no `read` board).
 *
 * Glossary (see read.ts for grid, puzzle, doubtful cell and rule break; marks.ts for mark and hand-filled
 * board; resolve.ts for open cell):
 * - unsure digit: an inked cell whose confidence is below resolve.ts's {@link OPEN_BELOW}, the line under
 *   which the fit may change a digit: the fit's own suspects, left as read because no choice of theirs
 *   kept the rules.
 * - inked blank: a blank cell that holds a mark, or digit-sized ink the model read as not a digit: a
 *   given (or a pen digit) too faint, too short or too joined to a grid line to be taken for a digit.
 * - lost cell: on a hand-filled board, any blank cell (a filled-in sheet leaves few, and when its digits
 *   break the rules, a given or a pen digit lost to a shadow or a blur is as likely as a misread one).
 *
 * Chosen on the training photos' degraded copies (`npm run bench:read -- --split training --no-real
 * --screens 0 --degrade KIND --verbose`; the held-out quarter never looked at), where such reads left
 * wrong cells unmarked: a given 8 read as 6 at 0.958 on a printed sheet whose givens had no solution, a pen
 * 4 read as 6 at 0.954 beside a repeat elsewhere, a given 1 read as 9 at 0.910 on a sheet with several
 * solutions; givens lost to blanks holding a mark at blur, at half size and in perspective (one of them
 * on a sheet read with several solutions and not one cell doubtful), and givens lost on pen-filled
 * sheets, one at blur (a mark too short to keep) and one in a shadow (no ink left at all). With this, 9 of
 * the 16 wrong cells those copies left unmarked are marked (printed at half size 1 → 0, blurred 2 → 0, in
 * perspective 2 → 0, shaded 1 → 0; pen-filled blurred one of 3, shaded 2 → 0); every digit, kind and
 * status read stays as it was (the reads broke the rules, so they were `unsure` already), on those copies,
 * on the training photos as taken and on `--split calibration`.
 */
import { type Board, countFilled } from "../board.js";
import { FILLED_AT_LEAST } from "./cells/marks.js";
import { OPEN_BELOW } from "./resolve.js";
import type { CellSample } from "./types.js";

/** What a broken read knows of its cells. */
export interface BrokenRead {
  /** The 81 cells, upright, by cell index (their marks and ink). */
  cells: readonly CellSample[];
  /** Every digit read (0 blank). */
  grid: Board;
  /** The handwritten digits read (0 elsewhere). */
  handwritten: Board;
  /** Per cell, its confidence after every step of reading. */
  confidence: Float32Array;
}

/**
 * The suspects of a photo's read that still breaks the rules (see the module comment): its unsure digits,
 * its inked blanks, and on a hand-filled board every blank cell.
 * @param read the read's cells, digits and confidences, after every fit
 * @returns the suspect cells, ascending
 * @example if (breaks.length > 0) for (const cell of ruleSuspects(read)) doubtful.add(cell);
 */
export function ruleSuspects(read: BrokenRead): number[] {
  const { cells, grid, handwritten, confidence } = read;
  const handFilled = countFilled(grid) >= FILLED_AT_LEAST && countFilled(handwritten) > 0;
  return cells
    .filter((c) => {
      if (grid[c.cell] !== 0) return (confidence[c.cell] as number) < OPEN_BELOW;
      return handFilled || c.mark !== undefined || c.ink;
    })
    .map((c) => c.cell);
}
