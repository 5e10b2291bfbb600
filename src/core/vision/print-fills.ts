/**
 * Print on a blank cell's fill: an app's screenshot taken for a photo (shrunk and saved as JPEG, its fills
 * grainy enough to pass for paper) is read by the photo rules, where print and pen are told apart by their
 * ink alone. Some apps draw givens and entries in the same black face and tell them apart by the fill
 * alone: FLTK's Sudoku puts its givens on grey and the player's digits on the white of the empty cells.
 * There the entries read as print, surely. On paper every cell shares the sheet's paper, so a board whose
 * printed digits sit on a fill of their own, clearly darker (or lighter) than its blank cells', was drawn
 * by an app: a printed digit on the blank cells' fill is then perhaps an entry, and its kind is doubtful.
 *
 * Glossary (see read.ts for printed digit and doubtful cell; types.ts CellSample for fill):
 * - given fill: the median fill of the cells read as printed digits;
 * - blank fill: the median fill of the blank cells;
 * - own fill: the given fill, when it is at least {@link FILL_GAP} gray levels from the blank fill.
 *
 * Found on the real tune screenshots shrunk to 60 % and saved as JPEG 90 (`npm run bench:read -- --no-photos
 * --screens 0 --reencode jpeg:90:0.6 --verbose`): FLTK's plastic look in a 480×505 window was taken for a
 * photo and read `read` with its two entries (on white, given grey about 190) as givens. With this, that row's
 * silent misreads 1 → 0 and wrong cells unmarked 4 in 2 boards → 2 in 1; every other count the same on the
 * default run, on the re-saved rows (jpeg:90, jpeg:70, jpeg:90:0.75, jpeg:80:0.5, webp:80:0.75) and on the
 * training photos as taken and under the seven degradations, where it fired only on two shaded pen-filled
 * sheets (image77, image209: a shadow over most of their print; more doubt there, no count changed).
 */
import type { Board } from "../board.js";
import { median } from "./screen/screen-ink.js";
import type { CellSample } from "./types.js";

/** Gray levels between the given fill and the blank fill for the givens to have a fill of their own. */
export const FILL_GAP = 30;
/** Fewest printed cells and blank cells with a fill for the medians to mean anything. */
const FEWEST = 9;

/**
 * The printed cells that sit on the blank cells' fill while the other printed digits have a fill of their
 * own (see the module comment).
 * @param cells the board's cells as extracted (a photo's carry `fill`)
 * @param puzzle the printed digits read (0 elsewhere)
 * @param grid every digit read (0 blank)
 * @returns those cells, ascending; none when the printed digits have no fill of their own
 * @example for (const cell of printOnBlankFill(cells, puzzle, grid)) kindConfidence[cell] = 0.6;
 */
export function printOnBlankFill(cells: readonly CellSample[], puzzle: Board, grid: Board): number[] {
  const printed = cells.filter((c) => puzzle[c.cell] !== 0 && c.fill !== undefined);
  const blank = cells.filter((c) => grid[c.cell] === 0 && c.fill !== undefined);
  if (printed.length < FEWEST || blank.length < FEWEST) return [];
  const givenFill = median(printed.map((c) => c.fill as number));
  const blankFill = median(blank.map((c) => c.fill as number));
  if (Math.abs(blankFill - givenFill) < FILL_GAP) return [];
  const nearBlank = (fill: number): boolean => Math.abs(fill - blankFill) < Math.abs(fill - givenFill);
  return printed
    .filter((c) => nearBlank(c.fill as number))
    .map((c) => c.cell)
    .sort((a, b) => a - b);
}
