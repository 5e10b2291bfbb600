/**
 * How many givens a puzzle has: a printed Sudoku gives between 17 (the fewest that leave one solution) and
 * about 40 digits; a newspaper's easy puzzle is among the fullest. A photo read with many more printed
 * digits than that took handwriting for print: blurred pen digits lose the stroke and colour that tell
 * them apart, and the board's ink clustering (kinds.ts) can then call a dozen of them printed, each
 * surely. Which ones cannot be told from the count, so every printed digit of such a board is doubtful
 * as to its kind (its digit may still be sure).
 *
 * Glossary (see types.ts for printed, handwritten; read.ts for doubtful cell):
 * - over-printed board: a board read with more than {@link MAX_GIVENS} printed digits, and with handwriting,
 *   full, or breaking the rules.
 *
 * Measured on the training photos (the held-out quarter never looked at): their labelled puzzles have
 * 24 to 39 givens. Pen-filled sheets blurred (`npm run bench:read -- --split training --no-real --screens 0
 * --degrade blur`) were read with up to 48 printed digits; of the 21 boards with a pen digit read as print
 * and not doubtful, 9 were read with more than 40 printed digits and held 66 such cells, for instance
 * image19 (15 of its 48 printed digits were pen, every one sure). With this, that row's wrong cells
 * unmarked 151 in 26 boards → 100 in 18; no other row of the training photos (as taken, --degrade small,
 * faint, blur; printed and pen-filled) nor of `--split calibration` changed. A board of print alone with
 * blanks that keeps the rules is not doubted (see overPrinted): every over-printed board of that run held
 * handwriting, and the blur row was the same, 100 in 18, when only such boards were doubted. The rules
 * matter on synthetic screenshots saved as JPEG 70 (`--no-photos --no-real --reencode jpeg:70`, tune
 * seeds): one, read as a photo, had 24 wrong cells unmarked among more than 40 printed digits that
 * repeat, and no handwriting.
 */
import type { Board } from "../board.js";

/** Fewer digits than this cannot be a Sudoku puzzle (17 is the proven minimum for a unique one). */
export const MIN_DIGITS = 17;
/** A board read with more printed digits than this is over-printed (see the module comment). */
export const MAX_GIVENS = 40;
/**
 * A board of print alone with blanks that keeps the rules is read as it is up to this many printed digits
 * (see overPrinted); beyond, it is a board mostly solved, and doubted like the others. Synthetic phone
 * screenshots shrunk to 0.75 and saved as JPEG 90 (`--no-photos --no-real --screens 600 --screens-from
 * 1200 --reencode jpeg:90:0.75`, tune seeds) were taken for photos, their green entries read as print:
 * 60 to 68 printed digits, no handwriting, the rules kept, and 19 to 34 wrong kinds unmarked in each
 * of 7 boards. A children's easy puzzle gives about 45.
 */
export const MAX_PRINT_ALONE = 50;
/**
 * The kind confidence of the cells the count of givens puts in doubt, by either rule here: an over-printed
 * board's printed digits ({@link overPrinted}) and a lost-given board's suspects ({@link lostGivenSuspects}):
 * doubtful (read.ts's threshold is 0.9). One value for both, chosen, not measured: each rule doubts a kind
 * from the count alone, with nothing to say how likely it is wrong; and any value under 0.9 reads alike,
 * as a cell whose kind confidence is under the threshold stays doubtful (board-doubts.ts lifts no such cell).
 */
export const GIVEN_COUNT_CONFIDENCE = 0.6;

/**
 * The printed cells of an over-printed board. A board of print alone with blanks that keeps the rules with
 * one solution is read as it is, up to {@link MAX_PRINT_ALONE} printed digits: an easy puzzle for children
 * may give 45 digits. A board of print alone
 * that is full, or breaks the rules, stays doubted: a sheet whose pen was all taken for print looks like it.
 * @param puzzle the printed digits read (0 elsewhere)
 * @param handwritten the handwritten digits read (0 elsewhere)
 * @param keepsRules whether the digits read keep the rules and the printed ones have one solution
 * @returns every printed cell, ascending, when there are more than {@link MAX_GIVENS} and the board holds
 *   handwriting, no blank, or breaks the rules, or more than {@link MAX_PRINT_ALONE}; else none
 * @example for (const cell of overPrinted(puzzle, handwritten, breaks.length === 0)) kindConfidence[cell] = 0.6;
 */
export function overPrinted(puzzle: Board, handwritten: Board, keepsRules: boolean): number[] {
  const printed = [...puzzle.keys()].filter((cell) => puzzle[cell] !== 0);
  if (printed.length <= MAX_GIVENS) return [];
  const full = printed.length === puzzle.length;
  const anyHandwritten = handwritten.some((digit) => digit !== 0);
  return anyHandwritten || full || !keepsRules || printed.length > MAX_PRINT_ALONE ? printed : [];
}

/**
 * The cells of a lost-given board whose kind is in doubt: a photo whose printed digits still have several
 * solutions after every fit lost a given, and it hides among the cells taken for pen (or a blank). When
 * those are fewer than the printed ones (a sheet mostly of print), each may be it: the sheet fold 1 models
 * (`npm run bench:read -- --split sheet-fold:1/4 --model …`) left 4 printed 1s, 2s and 4s of a bold
 * newspaper face taken for pen surely, in two such boards. On a filled-in sheet the pen cells outnumber the
 * print, and marking them all would bury the one lost given among forty doubts.
 * @param puzzle the printed digits read (0 elsewhere)
 * @param handwritten the handwritten digits read (0 elsewhere)
 * @returns the handwritten cells, ascending, when there are fewer of them than printed ones; else none
 * @example if (breaks.includes("several-solutions")) for (const cell of lostGivenSuspects(puzzle, handwritten)) …
 */
export function lostGivenSuspects(puzzle: Board, handwritten: Board): number[] {
  const pen = [...handwritten.keys()].filter((cell) => handwritten[cell] !== 0);
  const printed = puzzle.reduce((n, digit) => n + (digit !== 0 ? 1 : 0), 0);
  return pen.length < printed ? pen : [];
}
