/**
 * Printed twins: on one sheet every printed copy of a digit comes from the same font at the same size, so
 * two printed 7s of a board look alike almost pixel for pixel once normalized into patches, while a
 * handwritten 7 resembles the printed ones far less. This settles the cells where the model's own
 * kind answer and the board's ink clustering (kinds.ts) disagree: the ink of a black pen can look like
 * print, and a printed digit in a shadow can look like pen.
 *
 * Glossary (see types.ts for patch, printed, handwritten; kinds.ts for the board's ink clustering):
 * - likeness: the correlation (Pearson) of two patches, −1..1.
 * - printed twin likeness: a cell's highest likeness to another cell of the same digit that the board
 *   takes for printed; undefined when there is no such cell (a digit printed only once).
 * - print likeness: a cell's highest likeness to any other cell the board takes for printed, whatever
 *   its digit (a printed digit misread as another is still like its true twins).
 * - contested cell: a cell whose kind after the ink clustering differs from the model's own answer,
 *   while the model was at least {@link CONFIDENT_KIND} sure of it.
 * - leaning cell: a cell the model took for handwriting less surely than that, and the ink clustering
 *   for print. The ink is trusted, unless the cell is unlike all the print (below {@link TWIN_APART}) on
 *   a board with handwriting: then it is handwritten, doubtful. A pen digit written thinner than the
 *   rest fades towards the paper's colour and can sit nearer the print's ink than the pen's. On the
 *   pen-filled training sheets (no leaning cell at full size), of the leaning cells so unlike the print,
 *   1 of 2 was handwritten at half size and 4 of 4 at 3/4 size and fainter; every other leaning cell was
 *   printed (16 of 16). Boards exact at 3/4 size and fainter 94 → 96 of 118, and a silent misread (a
 *   pen 3 taken for print at 1.0, its model 0.53 for pen) gone; at half size and as taken unchanged.
 *
 * Measured on the training photos' pen-filled sheets (cells as extracted; the held-out quarter never
 * looked at): a printed digit's printed twin likeness is ≥ 0.93 for 95 % of printed cells (median
 * 0.98); a handwritten digit's is below 0.8 for about three quarters of them (median 0.72). Chosen on
 * the training and calibration sheets: pen-filled boards with a kind error 7 → 2 of 101 (training) and
 * 3 → 2 of 16 (calibration); printed-only boards unchanged (one more wrong cell on a board already
 * wrong). Thresholds 0.95-0.98 (printed) gave the same boards; the model's confidence floor 0.8 or 0.95
 * instead of 0.9 gave more errors on the calibration sheets. Handwriting is judged by the print
 * likeness rather than the same digit's twins: a printed 1 misread as a 9 is unlike the printed 9s
 * (the training sheets at half size: a printed board lost that way; with the print likeness below 0.9
 * as the test, kind errors on the pen-filled training sheets at half size 34 → 33 boards, at 3/4 size
 * and fainter 18, printed ones at half size 5, none lost at full size).
 */
import type { Board } from "../../board.js";
import type { DigitKind } from "../types.js";

/** A contested cell with a printed twin at least this alike is printed. */
export const TWIN_PRINTED = 0.97;
/**
 * ...and at least this much more alike than to the print's other digits: a blob that looks like every
 * printed digit (a pen digit filled in by a small, blurred picture) has no twin of its own. On the
 * pen-filled training sheets, of the contested cells the ink took for pen with a printed twin at least
 * {@link TWIN_PRINTED} alike, the 7 printed ones were 0.033 to 0.42 more alike to it than to the
 * print's other digits; of the 4 handwritten ones, 3 (at half size and at 3/4 size and fainter, pen 8s
 * filled in, their digit doubtful too) were 0.000 to 0.005 more alike, and 1 was 0.12. Boards exact
 * (bench:read --split training --no-real --screens 0 --degrade KIND): pen-filled at half size 91 → 93,
 * at 3/4 size and fainter 96 → 97, blurred 29 → 30 of 118; as taken, printed sheets, calibration: same.
 */
export const TWIN_OWN = 0.02;
/** A contested cell less alike than this to every printed cell is handwritten. */
export const TWIN_APART = 0.9;
/** The model's kind answer counts only when it is at least this sure. */
export const CONFIDENT_KIND = 0.9;
/**
 * Handwriting is restored only on a board with at least this many handwritten cells: on a printed
 * board, kinds.ts judges its one or two odd cells against the print itself, and a blurred given is
 * unlike every other printed cell (a blurred training sheet lost a given that way).
 */
export const HAND_GROUP = 3;
/**
 * The highest kind confidence of a contested cell: the model and the ink disagreed, so the cell stays
 * doubtful (below read.ts's 0.9) however the twins decide it, and when they cannot decide it (no printed
 * copy of its digit, or one neither alike enough nor unlike enough) it keeps the ink's kind, doubtful.
 * On the training pen-filled sheets, two printed digits cut out smaller or taller than the print (0.31
 * and 0.83 of the cell, the print about 0.45) were taken for pen by the ink at 0.999-1.0 against the
 * model's 0.97 and 1.0 for print, twins 0.87 and 0.27 alike: wrong and not marked.
 */
export const SETTLED_CONFIDENCE = 0.85;

/** One inked cell: the digit read, its patch, and the model's own kind answer. */
export interface TwinInput {
  digit: number;
  patch: Float32Array;
  kind: DigitKind;
  kindConfidence: number;
}

/** A kind decision with its confidence. */
export interface KindDecision {
  kind: DigitKind;
  kindConfidence: number;
}

/**
 * The likeness of two patches of equal length: their correlation, 0 when either is flat.
 * @example likeness(a, a) === 1
 */
export function likeness(a: Float32Array, b: Float32Array): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let k = 0; k < n; k++) {
    meanA += a[k] as number;
    meanB += b[k] as number;
  }
  meanA /= n;
  meanB /= n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let k = 0; k < n; k++) {
    const x = (a[k] as number) - meanA;
    const y = (b[k] as number) - meanB;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/** A digit's patch, as the twin search compares it with the print. */
interface DigitPatch {
  digit: number;
  patch: Float32Array;
}

/**
 * How alike `cell` is to `print` (see the glossary): its printed twin likeness (undefined without a
 * printed copy of its digit), its print likeness, and its highest likeness to the print's other digits
 * (−1 when there are none).
 */
function printLikeness(
  cell: DigitPatch,
  print: Iterable<DigitPatch>,
): { twin: number | undefined; print: number; otherDigits: number } {
  let twin: number | undefined;
  let best = -1;
  let otherDigits = -1;
  for (const other of print) {
    const alike = likeness(cell.patch, other.patch);
    best = Math.max(best, alike);
    if (other.digit === cell.digit) twin = Math.max(twin ?? -1, alike);
    else otherDigits = Math.max(otherDigits, alike);
  }
  return { twin, print: best, otherDigits };
}

/** True when a printed twin likeness makes a cell a copy of the print: alike enough, and its own digit's. */
const isPrintedTwin = (twin: number | undefined, otherDigits: number): boolean =>
  twin !== undefined && twin >= TWIN_PRINTED && twin >= otherDigits + TWIN_OWN;

/**
 * Givens lost to handwriting by the dozen. On a photo whose printed digits have several solutions, when no
 * one handwritten cell restores one (resolve.ts fitGivens), the handwritten cells that are printed twins
 * ({@link TWIN_PRINTED} alike, {@link TWIN_OWN} more than to the print's other digits) are printed; each
 * one found is a twin for the rest, so the search goes round until nothing changes. A print the model
 * never saw was taken for pen cell after cell: a bold newspaper face read by models trained without its
 * sheet (`npm run bench:read -- --split sheet-fold:1/4 --model …`, image70 and image94–96: 6 to 10 givens
 * each, several left unmarked).
 * @param cells the board's cells, upright, by cell index
 * @param puzzle the printed digits read (0 elsewhere)
 * @param handwritten the handwritten digits read (0 elsewhere)
 * @returns the handwritten cells found to be print, ascending
 * @example for (const cell of printedCopies(cells, puzzle, handwritten)) puzzle[cell] = handwritten[cell];
 */
export function printedCopies(
  cells: readonly { cell: number; patch: Float32Array }[],
  puzzle: Board,
  handwritten: Board,
): number[] {
  const withDigit = (board: Board) =>
    cells.flatMap((c) =>
      board[c.cell] ? [{ cell: c.cell, digit: board[c.cell] as number, patch: c.patch }] : [],
    );
  const print: DigitPatch[] = withDigit(puzzle);
  const left = new Set(withDigit(handwritten));
  const found: number[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of left) {
      const { twin, otherDigits } = printLikeness(c, print);
      if (!isPrintedTwin(twin, otherDigits)) continue;
      print.push(c);
      left.delete(c);
      found.push(c.cell);
      changed = true;
    }
  }
  return found.sort((a, b) => a - b);
}

/**
 * Settles the contested cells of one board by their printed twins; the other cells keep `decided`.
 * @param cells the board's inked cells with the model's own answers
 * @param decided the same cells' kinds after the board's ink clustering (kinds.ts), in the same order
 * @returns the final kinds, in the same order
 * @example settleByTwins(cells, refineKinds(inputs))
 */
export function settleByTwins(cells: readonly TwinInput[], decided: readonly KindDecision[]): KindDecision[] {
  const handwritten = decided.filter((d) => d.kind === "handwritten").length;
  return decided.map((decision, i) => {
    const cell = cells[i] as TwinInput;
    if (cell.kind === decision.kind) return decision;
    // A leaning cell (see the module comment): the ink stands unless the cell is unlike all the print.
    const leaning = cell.kindConfidence < CONFIDENT_KIND;
    if (leaning && decision.kind === "handwritten") return decision;
    const { twin, print, otherDigits } = printLikeness(
      cell,
      cells.filter((_, j) => j !== i && decided[j]?.kind === "printed"),
    );
    const unsettled = {
      kind: decision.kind,
      kindConfidence: Math.min(decision.kindConfidence, SETTLED_CONFIDENCE),
    };
    if (leaning)
      return print < TWIN_APART && handwritten >= HAND_GROUP
        ? { kind: "handwritten", kindConfidence: SETTLED_CONFIDENCE }
        : decision;
    if (twin === undefined) return unsettled;
    if (decision.kind === "handwritten" && isPrintedTwin(twin, otherDigits))
      return { kind: "printed", kindConfidence: SETTLED_CONFIDENCE };
    if (decision.kind === "printed" && print < TWIN_APART && handwritten >= HAND_GROUP)
      return { kind: "handwritten", kindConfidence: SETTLED_CONFIDENCE };
    return unsettled;
  });
}

/**
 * A printed cell whose printed twin likeness is at least this is a whole copy of the sheet's print. Chosen
 * on the training photos (calibration ones included; the held-out quarter never looked at), as read and
 * made worse (bench:read's --degrade small, faint, blur), by a throwaway script (not in the repository;
 * bench:read on those sets shows the outcome, no silent misread): of the printed cells whose ink alone was
 * doubtful (a digit cut from a grid line, or faint) and that sat on a board with no other doubt that
 * keeps the rules, none was wrong at any likeness from 0.9 to 0.97; 0.93 is where 95 % of printed cells'
 * twin likenesses lie above (see the module comment).
 */
export const WHOLE_COPY = 0.93;

/**
 * The cells among `candidates` whose printed twin (another cell of `printed` with the same digit) is at
 * least {@link WHOLE_COPY} alike: a digit whose ink was in doubt (cutting the grid lines from it may have
 * taken part of it; it was faint) but that matches the sheet's own print of that digit is whole.
 * @param candidates cell indexes to test (each must be in `printed`)
 * @param printed the board's printed cells: index, digit and patch
 * @returns the candidates with such a twin, in the given order
 * @example wholeCopies([17], printedCells) // [17] when cell 17's 8 matches another printed 8
 */
export function wholeCopies(
  candidates: readonly number[],
  printed: ReadonlyMap<number, { digit: number; patch: Float32Array }>,
): number[] {
  return candidates.filter((cell) => {
    const own = printed.get(cell);
    if (own === undefined) return false;
    for (const [other, twin] of printed)
      if (other !== cell && twin.digit === own.digit && likeness(own.patch, twin.patch) >= WHOLE_COPY)
        return true;
    return false;
  });
}
