/**
 * Doubts the whole board answers. A photo's cell is doubtful when one measurement of it is weak, but on a
 * board that keeps the rules, some weak measurements are answered by the rest of the board:
 *
 * - whole print: a printed digit whose ink was in doubt (cut from a grid line, or faint: cells.ts) while
 *   the model was sure of its digit and kind, and that is a close copy of a printed twin (twins.ts
 *   {@link wholeCopies}): nothing of it was lost.
 * - solved hand: a handwritten digit the model hesitated over, on a board filled in completely whose
 *   digits keep the rules (nothing repeated, and the printed digits have exactly one solution, so the
 *   grid is that solution). For the person's pen to say otherwise, they must have written a wrong digit
 *   there, and the model must have misread that wrong digit as exactly the one the solution needs, and
 *   thought it likelier than what was written. The odds of that against the digit being written as read
 *   are the model's own odds between the two (at most 1: the digit read is its first choice) times the
 *   prior odds of that particular wrong digit, ε / 8 against 1 − ε for a person who writes a wrong digit
 *   in a cell with chance ε: at most 1.4 % even at ε = 1 in 10. So such a cell is sure, up to
 *   {@link MAX_SOLVED_HAND} of them on one board (the chance that one of them hides a mistake grows
 *   with their number), when every kind on the board is sure beyond doubt ({@link SOLVED_KIND_FLOOR}).
 *
 * A board's doubts are lifted only when every doubtful cell is one of these, so a board with any other
 * doubt (a doubtful kind, a fitted cell, a mark in a blank, a cropped cell, a rule broken) stays as it
 * was, every cell of it: with another doubt about, a cell that looks whole may share the misreading of
 * its twin (a faint or blurred sheet). Chosen on the training photos and their --degrade small, faint
 * and blur copies (the held-out quarter never looked at): with both lifts, `read` boards on the training
 * photos went from 81 to 98 printed and from 33 to 64 pen-filled, with no wrong cell lifted on any of
 * the four sets (`npm run bench:read -- --split training --no-real --screens 0 [--degrade KIND]`).
 *
 * Glossary (see types.ts for cell, printed, handwritten; read.ts for doubtful and the doubt threshold):
 * - evidence: per cell, the confidences a read keeps: of its ink (cells.ts), of its digit and of its kind
 *   (the model), and the cell's confidence after every later step (marks, crops, fits).
 * - lifted cell: a doubtful cell that becomes sure, its confidence the least of its digit's and kind's,
 *   or the doubt threshold when that is lower (a solved hand's digit).
 */
import type { Board } from "../board.js";
import { wholeCopies } from "./digits/twins.js";
import type { CellSample } from "./types.js";

/** At most this many handwritten cells of one board are made sure by its being solved. */
export const MAX_SOLVED_HAND = 3;
/**
 * ...and only on a board where every digit's kind is at least this sure: the rules vouch for digits, not
 * for printed versus handwritten (a pen digit taken for a given keeps a solved board solved). Measured on
 * the pen-filled training sheets by a throwaway script (not in the repository; cells as classified per
 * board, kinds.ts, against the labels' givens, as extracted and as bench:read's --degrade makes them
 * worse): on the sheets as taken, no
 * kind between 0.9 and 0.99 was wrong (0 of 8); made worse, 6 of 18 were (faint), 7 of 54 (half size)
 * and 105 of 315 (blurred), against 0 of 40, 2 of 88 and 66 of 312 between 0.99 and 0.999. Without this,
 * a faint training sheet's pen digit read as a given at 0.986 became a silent misread.
 */
export const SOLVED_KIND_FLOOR = 0.99;

/** What a read knows of its cells when its doubts are settled. */
export interface BoardEvidence {
  /** The 81 cells, upright, by cell index. */
  cells: readonly CellSample[];
  puzzle: Board;
  handwritten: Board;
  /** Per cell, its confidence after every step of reading (changed in place for lifted cells). */
  confidence: Float32Array;
  /** Per cell, the model's confidence in its digit, and in its kind (0 for blank cells). */
  digit: Float32Array;
  kind: Float32Array;
}

/**
 * Lifts the doubts a board that keeps the rules answers (see the module comment), in place: when every
 * doubtful cell is a whole print or a solved hand, `doubtful` is emptied and each cell's confidence
 * becomes the least of its digit's and kind's, at least the threshold; otherwise nothing changes.
 * @param doubtful the read's doubtful cells (emptied when lifted)
 * @param evidence the read's cells and confidences
 * @param line the doubt threshold as the confidences are stored (read.ts DOUBT_LINE)
 * @returns the cells lifted, ascending (empty when none)
 * @example const lifted = liftBoardDoubts(doubtful, evidence, DOUBT_LINE); // after checking breaks.length === 0
 */
export function liftBoardDoubts(doubtful: Set<number>, evidence: BoardEvidence, line: number): number[] {
  const { cells, puzzle, handwritten, confidence, digit, kind } = evidence;
  const candidates = [...doubtful].sort((a, b) => a - b);
  if (candidates.length === 0) return [];
  const modelSure = (cell: number): number => Math.min(digit[cell] as number, kind[cell] as number);
  // Nothing after the model and the ink (a mark, a crop, a fit) lowered the cell further.
  const untouched = (cell: number): boolean =>
    (confidence[cell] as number) >= Math.min((cells[cell] as CellSample).inkConfidence, modelSure(cell));
  const inkOnlyPrint = (cell: number): boolean =>
    puzzle[cell] !== 0 && modelSure(cell) >= line && (cells[cell] as CellSample).inkConfidence < line;
  const digitOnlyHand = (cell: number): boolean =>
    handwritten[cell] !== 0 &&
    (cells[cell] as CellSample).inkConfidence >= line &&
    (kind[cell] as number) >= line &&
    (digit[cell] as number) < line;
  if (!candidates.every(untouched)) return [];
  const prints = candidates.filter(inkOnlyPrint);
  const hands = candidates.filter(digitOnlyHand);
  if (prints.length + hands.length !== candidates.length) return [];
  if (hands.length > MAX_SOLVED_HAND) return [];
  if (hands.length > 0) {
    const filled = puzzle.every((d, cell) => d !== 0 || handwritten[cell] !== 0);
    const kindsSure = cells.every((c) => !c.ink || (kind[c.cell] as number) >= SOLVED_KIND_FLOOR);
    if (!filled || !kindsSure) return [];
  }
  if (prints.length > 0) {
    const printed = new Map(
      cells
        .filter((c) => puzzle[c.cell] !== 0 && c.ink)
        .map((c) => [c.cell, { digit: puzzle[c.cell] as number, patch: c.patch }]),
    );
    if (wholeCopies(prints, printed).length !== prints.length) return [];
  }
  for (const cell of candidates) confidence[cell] = Math.max(modelSure(cell), line);
  doubtful.clear();
  return candidates;
}

/**
 * The kinds a photo's board left in doubt does not vouch for: its digits whose kind (printed or
 * handwritten) is under {@link SOLVED_KIND_FLOOR}. A board with doubts of its own (a doubtful cell, or a rule
 * broken) is a hard picture, and on hard pictures such kinds are wrong far more often than the doubt
 * threshold promises: on the pen-filled training sheets made worse, 6 of 18 kinds between 0.9 and 0.99
 * were wrong at 3/4 size and fainter, 7 of 54 at half size, 105 of 315 blurred (see
 * {@link SOLVED_KIND_FLOOR}), and bench:read's --degrade blur, faint and clutter copies left such pen
 * digits read as print unmarked (0.918, 0.938, 0.958, 0.989): with this, marked (pen-filled blurred
 * 2 → 0 wrong cells unmarked, faint 1 → 0, clutter 1 → 0; every digit, kind and status the same). A board
 * with no other doubt keeps them: on the sheets as taken none of the 8 was wrong, and a board read sure
 * stays sure.
 * @param grid every digit read (0 blank)
 * @param kind per cell, the confidence in its kind
 * @returns the inked cells whose kind is under the floor, ascending
 * @example if (doubtful.size > 0) for (const cell of unvouchedKinds(grid, kindConfidence)) doubtful.add(cell);
 */
export function unvouchedKinds(grid: Board, kind: Float32Array): number[] {
  return [...grid.keys()].filter((cell) => grid[cell] !== 0 && (kind[cell] as number) < SOLVED_KIND_FLOOR);
}
