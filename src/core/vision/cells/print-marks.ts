/**
 * Print marks: a given printed faint (a pale print, an over-exposed or blurred photo) can fall just below
 * the contrast a digit needs, and its cell is then read as blank, and confidently: most faint marks in
 * a photo's blank cell are paper, shading or a grid line's remnant. When the puzzle keeps one solution
 * without that given, no rule catches it, and a wrong board would pass as certain. But every given of a
 * sheet comes from one font at one size, so a faint given's mark, once normalized into a patch, looks
 * like the board's printed digits almost pixel for pixel, while paper, shading and line remnants do not.
 * Such a cell is doubtful; when the digit model reading the mark names the same digit as the printed
 * digit it is most like, and no peer holds that digit, the digit is proposed, printed (still doubtful).
 *
 * In a shadow a given can fall under that contrast too; its cell's lifted copy (even-light.ts) shows it
 * as a digit. When the model reads that digit printed and sure, no peer holds it, and it looks like the
 * board's copies of it, it is proposed as well (doubtful, as every proposal here).
 *
 * Glossary (see types.ts for cell, patch, mark, printed; twins.ts for likeness):
 * - print likeness: a mark's highest likeness to the patch of a cell the board reads as printed.
 * - print mark: a mark at least {@link PRINT_MARK_HEIGHT} of the cell tall whose print likeness is at
 *   least {@link PRINT_MARK_LIKENESS}.
 * - lifted digit: the digit-sized ink of a blank cell's lifted copy (types.ts CellSample.lifted).
 *
 * Measured on the training photos (calibration ones included; the held-out quarter never looked at),
 * as read and made worse (bench:read's --degrade small, faint, blur), 4 × 236 boards: truly empty
 * cells' marks have a print likeness of at most 0.928 (median 0.55, 99.9 % below 0.911); the givens
 * read as blank, 0.961 at the median. With 0.92 and a height of 0.25: 1 empty cell of ~23,000 flagged
 * (at half size); of the givens read as blank, 93 of 116 flagged on the printed sheets (all but one at
 * 3/4 size and fainter, or blurred) and 111 of 137 on the pen-filled ones. Of the flagged givens, the model and the
 * likeness named the same digit for 183 of 204, and it was right for 180 of those.
 */
import { PEERS } from "../../logic/grid.js";
import { solve } from "../../solver.js";
import { likeness } from "../digits/twins.js";
import { type CellSample, type ClassifyCell, type DigitKind, probabilitiesOf } from "../types.js";

/** A mark this alike to a printed cell's patch looks like print (see the measurements above). */
export const PRINT_MARK_LIKENESS = 0.92;
/** ...and it must be at least this tall (a fraction of the cell; a digit is 0.4-0.6). */
export const PRINT_MARK_HEIGHT = 0.25;
/** The confidence of a print mark's cell, blank or proposed: always doubtful (read.ts's threshold is 0.9). */
export const PRINT_MARK_CONFIDENCE = 0.5;

/**
 * A lifted digit (see the glossary) is proposed when the model reads it printed with at least this
 * confidence, "not a digit" under one half...
 */
export const LIFTED_SURE = 0.9;
/**
 * ...and it is at least this alike to the board's printed copies of that digit (when the board has any).
 * Measured on the training photos' shaded copies (`--degrade shade`) and as taken, the dim blank cells
 * whose lifted copy holds ink: of those read printed at 0.8 and more with no peer holding the digit,
 * the digit was right in 20 printed and 15 pen-filled sheets' cells, wrong in none, and no empty cell
 * was among them, from 0.8 to 0.85; at 0.9, 2 right fewer.
 */
export const LIFTED_LIKENESS = 0.85;

/** One print mark: its cell, and the digit proposed (0 when none is). */
export interface PrintMark {
  cell: number;
  digit: number;
}

/**
 * The print marks of a photo's board.
 * @param cells the board's 81 cells (upright), with their marks
 * @param grid every digit read so far (0 blank), by cell
 * @param kinds per cell, the kind of its digit (null for blank), by cell
 * @param classify the per-cell digit classifier, to read the marks (undefined: no digit is proposed)
 * @returns the print marks of the blank cells, by cell
 * @example for (const m of printMarks(cells, grid, kinds, classifyCell)) confidence[m.cell] = 0.5;
 */
export function printMarks(
  cells: readonly CellSample[],
  grid: ArrayLike<number>,
  kinds: readonly (DigitKind | null)[],
  classify?: ClassifyCell,
): PrintMark[] {
  const printed = cells.filter((c) => c.ink && kinds[c.cell] === "printed" && grid[c.cell] !== 0);
  const out: PrintMark[] = [];
  for (const sample of cells) {
    if (grid[sample.cell] !== 0) continue;
    const lifted = classify === undefined ? 0 : liftedDigit(sample, grid, printed, classify);
    if (lifted > 0) {
      out.push({ cell: sample.cell, digit: lifted });
      continue;
    }
    const mark = sample.mark;
    if (mark === undefined || mark.features.height < PRINT_MARK_HEIGHT) continue;
    let best = -1;
    let digit = 0;
    for (const other of printed) {
      const alike = likeness(mark.patch, other.patch);
      if (alike > best) [best, digit] = [alike, grid[other.cell] as number];
    }
    if (best < PRINT_MARK_LIKENESS) continue;
    out.push({ cell: sample.cell, digit: proposal(sample.cell, digit, grid, mark, classify) });
  }
  return classify === undefined ? out : [...out, ...shadedMarks(cells, grid, kinds, out, classify)];
}

/**
 * On a board where a given was lifted out of a shadow, the blank cells whose mark is perhaps another
 * given lost in the shade: when the printed digits and the proposals leave one solution, each blank cell
 * whose mark is at least {@link PRINT_MARK_HEIGHT} tall and read by the model as a digit is marked, with
 * the solution's digit proposed when the model reads that digit. The rules cannot catch such a given
 * (the puzzle keeps one solution without it), so the person is asked to look.
 * @param proposed the print marks found so far
 */
function shadedMarks(
  cells: readonly CellSample[],
  grid: ArrayLike<number>,
  kinds: readonly (DigitKind | null)[],
  proposed: readonly PrintMark[],
  classify: ClassifyCell,
): PrintMark[] {
  if (!proposed.some((m) => m.digit > 0 && cells[m.cell]?.lifted !== undefined)) return [];
  const puzzle = Uint8Array.from({ length: 81 }, (_, cell) =>
    kinds[cell] === "printed" ? (grid[cell] as number) : 0,
  );
  for (const { cell, digit } of proposed) puzzle[cell] = digit;
  const solved = solve(puzzle);
  if (solved.status !== "unique") return [];
  const marked = new Set(proposed.map((m) => m.cell));
  const out: PrintMark[] = [];
  for (const sample of cells) {
    const mark = sample.mark;
    if (grid[sample.cell] !== 0 || marked.has(sample.cell) || mark === undefined) continue;
    if (mark.features.height < PRINT_MARK_HEIGHT) continue;
    const read = classify(mark.patch, mark.features);
    if ((probabilitiesOf(read)?.[0] ?? 0) > 0.5 || read.digit !== solved.solution[sample.cell]) continue;
    out.push({ cell: sample.cell, digit: 0 });
  }
  return out;
}

/** The digit proposed for a print mark most like a printed `digit`: that digit when the model agrees and no peer holds it, else 0. */
function proposal(
  cell: number,
  digit: number,
  grid: ArrayLike<number>,
  mark: NonNullable<CellSample["mark"]>,
  classify: ClassifyCell | undefined,
): number {
  if (classify === undefined) return 0;
  const read = classify(mark.patch, mark.features);
  if (read.digit !== digit || (probabilitiesOf(read)?.[0] ?? 0) > 0.5) return 0;
  return (PEERS[cell] as readonly number[]).some((peer) => grid[peer] === digit) ? 0 : digit;
}

/**
 * The digit proposed for a blank cell's lifted digit (see the glossary): the model's, when it reads it
 * printed and sure ({@link LIFTED_SURE}), no peer holds it, and it is at least {@link LIFTED_LIKENESS}
 * like the board's printed copies of it (when there are any); else 0.
 */
function liftedDigit(
  sample: CellSample,
  grid: ArrayLike<number>,
  printed: readonly CellSample[],
  classify: ClassifyCell,
): number {
  const lifted = sample.lifted;
  if (lifted === undefined) return 0;
  const read = classify(lifted.patch, lifted.features);
  if (read.kind !== "printed" || read.confidence < LIFTED_SURE || (probabilitiesOf(read)?.[0] ?? 0) > 0.5)
    return 0;
  if ((PEERS[sample.cell] as readonly number[]).some((peer) => grid[peer] === read.digit)) return 0;
  const copies = printed.filter((c) => grid[c.cell] === read.digit);
  if (copies.length > 0 && Math.max(...copies.map((c) => likeness(lifted.patch, c.patch))) < LIFTED_LIKENESS)
    return 0;
  return read.digit;
}
