/**
 * Marks: a digit written very small or very faint (a pen low in the cell, a pen running dry) is below
 * what the extraction takes for a digit, and its cell is read as blank. On a board filled in by hand
 * nearly every cell holds a digit, so there the blank cells that hold a mark are looked at again: when
 * the rules leave such a cell one digit, and the digit model reading the mark finds that digit
 * plausible, the cell is proposed with it. A proposal is never a certainty: the cell is doubtful, so the
 * read is `unsure` and the person confirms it (an unfinished solution's empty cell with a smudge is not
 * silently filled in).
 *
 * Glossary (see types.ts for cell, patch, mark; read.ts for grid, doubtful cell):
 * - mark: fainter or shorter ink than a digit's in a photo's blank cell ({@link isolateMark}).
 * - hand-filled board: a read grid with at least {@link FILLED_AT_LEAST} digits, some of them
 *   handwritten: a solution written on the printed puzzle, finished or nearly.
 * - forced digit: the only digit that no peer of the cell (same row, column or box) holds.
 * - completed cell: a blank cell given its forced digit from its mark.
 *
 * Not tuned on data: on the training photos no digit was missed this way (the known failure, seen in
 * aggregate on the held-out ones, is handwriting lower than a seventh of the cell taken for blank).
 */
import { type Board, boxOf, columnOf, rowOf } from "../board.js";
import { type CellRaster, isolateDigit } from "./cells.js";
import type { CellSample, ClassifyCell, DigitKind, InkFeatures } from "./types.js";

/** A board with fewer digits is not taken for hand-filled (a newspaper puzzle has 17-40 givens). */
export const FILLED_AT_LEAST = 70;
/** The model must give the forced digit at least this probability (among the ten classes). */
export const MARK_AGREES = 0.05;
/** ...and "not a digit" less than this. */
const MARK_NOT_DIGIT = 0.5;
/** The confidence of a completed cell: always doubtful (read.ts's threshold is 0.9). */
export const COMPLETED_CONFIDENCE = 0.5;

/**
 * The mark in a photo's blank cell: whatever fainter or shorter ink there is, isolated as a digit would
 * be (half the contrast and height a digit needs, and a blob once joined to a grid line taken whatever
 * its size), or undefined when there is none.
 * @example const mark = sample.ink ? undefined : isolateMark(cell, raster, inverted, background);
 */
export function isolateMark(
  cell: number,
  raster: CellRaster,
  inverted: boolean,
  boardBackground: number,
): { patch: Float32Array; features: InkFeatures } | undefined {
  const sample = isolateDigit(cell, raster, inverted, boardBackground, false, true);
  return sample.ink ? { patch: sample.patch, features: sample.features } : undefined;
}

/** The digit the rules leave a cell of `grid`, or 0 when they leave none or several. */
export function forcedDigit(grid: Board, cell: number): number {
  const seen = new Set<number>();
  for (let other = 0; other < 81; other++) {
    if (other === cell || grid[other] === 0) continue;
    const peer =
      rowOf(other) === rowOf(cell) || columnOf(other) === columnOf(cell) || boxOf(other) === boxOf(cell);
    if (peer) seen.add(grid[other] as number);
  }
  const left = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  return left.length === 1 ? (left[0] as number) : 0;
}

/** One completed cell. */
export interface Completion {
  cell: number;
  digit: number;
  kind: DigitKind;
}

/**
 * The completed cells of a hand-filled board: its blank cells whose mark the model reads as plausibly
 * the digit the rules leave them.
 * @param cells the board's 81 cells (upright), with their marks
 * @param grid the digits read so far (0 blank), not changed
 * @param handwrittenCount how many of them are handwritten
 * @param classify the per-cell digit classifier (its 10 probabilities are used when it gives them)
 * @returns the completions, by cell; empty for a board that is not hand-filled
 * @example for (const c of completeFromMarks(cells, grid, 50, classifyCell)) grid[c.cell] = c.digit;
 */
export function completeFromMarks(
  cells: readonly CellSample[],
  grid: Board,
  handwrittenCount: number,
  classify: ClassifyCell,
): Completion[] {
  const digits = grid.reduce((n, d) => n + (d > 0 ? 1 : 0), 0);
  if (digits < FILLED_AT_LEAST || handwrittenCount === 0) return [];
  const out: Completion[] = [];
  for (const [index, sample] of cells.entries()) {
    if (grid[index] !== 0 || sample.mark === undefined) continue;
    const digit = forcedDigit(grid, index);
    if (digit === 0) continue;
    const result = classify(sample.mark.patch, sample.mark.features);
    const p = (result as { probabilities?: Float32Array }).probabilities;
    const agrees =
      p !== undefined && p.length === 10
        ? (p[digit] as number) >= MARK_AGREES && (p[0] as number) < MARK_NOT_DIGIT
        : result.digit === digit;
    if (agrees) out.push({ cell: index, digit, kind: result.kind });
  }
  return out;
}
