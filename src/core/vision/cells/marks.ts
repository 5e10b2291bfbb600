/**
 * Marks: a digit written very small or very faint (a pen low in the cell, a pen running dry) is below
 * what the extraction takes for a digit, and its cell is read as blank; an odd handwritten digit may
 * be read by the model as "not a digit". On a board filled in by hand nearly every cell holds a digit,
 * so there such blank cells are looked at again: when the rules give the cell one digit (the printed
 * puzzle's solution, or the only digit its peers leave), and the digit model reading the mark finds
 * that digit plausible, the cell is proposed with it. A proposal is never a certainty: the cell is doubtful, so the
 * read is `unsure` and the person confirms it (an unfinished solution's empty cell with a smudge is not
 * silently filled in).
 *
 * Glossary (see types.ts for cell, patch, mark; read.ts for grid, doubtful cell):
 * - mark: fainter or shorter ink than a digit's in a photo's blank cell ({@link isolateMark}).
 * - hand-filled board: a read grid with at least {@link FILLED_AT_LEAST} digits, some of them
 *   handwritten: a solution written on the printed puzzle, finished or nearly.
 * - forced digit: the only digit that no peer of the cell (same row, column or box) holds.
 * - expected digit: the printed puzzle's digit in that cell when it has exactly one solution, else the
 *   forced digit.
 * - completed cell: a blank cell given its expected digit, from its mark, its lifted digit (a cell in a
 *   shadow, types.ts CellSample.lifted) or its not-a-digit ink.
 *
 * The marks' limits are not tuned on data: on the training photos as taken no digit was missed this way
 * (the known failure, seen in aggregate on the held-out ones, is handwriting lower than a seventh of the
 * cell taken for blank). How not-a-digit ink is weighed was measured on their degraded copies (agreesWith).
 */
import { type Board, countFilled } from "../../board.js";
import { PEERS } from "../../logic/grid.js";
import { solve } from "../../solver.js";
import {
  type CellClassification,
  type CellSample,
  type ClassifyCell,
  type DigitKind,
  type InkFeatures,
  probabilitiesOf,
} from "../types.js";
import { type CellRaster, isolateDigit } from "./cells.js";

/** A board with fewer digits is not taken for hand-filled (a newspaper puzzle has 17-40 givens). */
export const FILLED_AT_LEAST = 60;
/**
 * The model must give the expected digit at least this probability: a mark's among the ten classes,
 * digit-sized ink's among the nine digits (see {@link agreesWith}).
 */
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
  const seen = new Set((PEERS[cell] as readonly number[]).map((peer) => grid[peer] as number));
  const left = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  return left.length === 1 ? (left[0] as number) : 0;
}

/**
 * The blank cells of a hand-filled board that hold a mark: a solution written in pen leaves nearly no
 * cell empty, so ink there, however faint or small, is more likely a digit missed than paper. Such a
 * cell is doubtful (read.ts gives it {@link COMPLETED_CONFIDENCE}), so a person looks at it. On the
 * training photos made worse (bench:read's --degrade small, faint, blur) every digit of a pen-filled
 * sheet read as blank held a mark, but 14 of 94 at blur; the sheets have no truly empty cell, so the
 * cost (an unfinished solution's smudged empty cell shown as doubtful) could not be measured there.
 * @param cells the board's 81 cells (upright), with their marks
 * @param read the digits read, completions included
 * @returns the blank cells with a mark, by cell; empty for a board that is not hand-filled
 * @example for (const cell of markedBlanks(cells, read)) confidence[cell] = COMPLETED_CONFIDENCE;
 */
export function markedBlanks(cells: readonly CellSample[], read: ReadDigits): number[] {
  if (countFilled(read.grid) < FILLED_AT_LEAST || read.handwrittenCount === 0) return [];
  // Digit-sized ink the model read as not a digit counts too: on the pen-filled training sheets made
  // worse, such cells were pen digits taken for blank at 0.93-1.0 and left unmarked (half size: 3 in
  // 2 boards; 3/4 size and fainter: 2 in 2).
  return cells.filter((c) => read.grid[c.cell] === 0 && (c.mark !== undefined || c.ink)).map((c) => c.cell);
}

/**
 * Whether the model's reading of a blank cell finds `digit` plausible. A mark must not look like "not a
 * digit" and must give the digit {@link MARK_AGREES} of the ten classes. Digit-sized ink already passed
 * as a digit's by its size and contrast (cells.ts), and the model's "not a digit" is its doubt of that;
 * which digit it would be is the model's answer among the nine digits, so the digit needs
 * {@link MARK_AGREES} of what the digits share. On the pen-filled training sheets at half size and at
 * 3/4 size and fainter (bench:read's --degrade small, faint; the held-out quarter never looked at), 12
 * pen digits left blank had ink read as not a digit (0.51-0.998): the solution's digit had 0.001-0.44
 * of the ten classes, and among the nine digits 0.30-0.91 for 9 of them, under 0.005 for the other 3.
 * With this and the ink counted by {@link markedBlanks} (`npm run bench:read -- --split training
 * --no-real --screens 0 --degrade KIND`), pen-filled boards exact / wrong cells unmarked: half size
 * 93 / 6 in 5 → 94 / 3 in 3; 3/4 size and fainter 97 / 3 in 3 → 98 / 1 in 1; blurred 30 / 160 in 31 →
 * 33 / 147 in 25; as taken (116 / 0) and `--split calibration` (15 / 0), and every printed row, unchanged.
 */
function agreesWith(result: CellClassification, digit: number, inked: boolean): boolean {
  const p = probabilitiesOf(result);
  if (p === undefined) return result.digit === digit;
  const notDigit = p[0] as number;
  if (!inked) return (p[digit] as number) >= MARK_AGREES && notDigit < MARK_NOT_DIGIT;
  return (p[digit] as number) >= MARK_AGREES * Math.max(1e-9, 1 - notDigit);
}

/** One completed cell. */
export interface Completion {
  cell: number;
  digit: number;
  kind: DigitKind;
}

/** A read board's digits, for {@link completeFromMarks}. */
export interface ReadDigits {
  /** Every digit read (0 blank). */
  grid: Board;
  /** The printed ones (0 elsewhere). */
  puzzle: Board;
  /** How many are handwritten. */
  handwrittenCount: number;
}

/**
 * The completed cells of a hand-filled board: its blank cells whose mark, or whose ink the model read
 * as not a digit, the model finds plausibly the digit the rules expect there.
 * @param cells the board's 81 cells (upright), with their marks
 * @param read the digits read so far, not changed
 * @param results the classifier's answers for the inked cells (null for blank ones), by cell
 * @param classify the per-cell digit classifier, for the marks (its 10 probabilities are used when
 *   it gives them)
 * @returns the completions, by cell; empty for a board that is not hand-filled
 * @example for (const c of completeFromMarks(cells, read, results, classifyCell)) grid[c.cell] = c.digit;
 */
export function completeFromMarks(
  cells: readonly CellSample[],
  read: ReadDigits,
  results: readonly (CellClassification | null | undefined)[],
  classify: ClassifyCell,
): Completion[] {
  if (countFilled(read.grid) < FILLED_AT_LEAST || read.handwrittenCount === 0) return [];
  // Each blank cell's reading: its ink's (read as not a digit), else its lifted digit's (in a shadow the
  // lifted copy shows the digit whole where the mark is a dark, broken one: even-light.ts), else its
  // mark's, classified once. Pen-filled training sheets made shaded (--degrade shade): exact 74 -> 81.
  const readings = new Map<number, { result: CellClassification; inked: boolean }>();
  for (const sample of cells) {
    if (read.grid[sample.cell] !== 0) continue;
    const inked = sample.ink ? results[sample.cell] : null;
    const mark = sample.lifted ?? sample.mark;
    const result = inked ?? (mark === undefined ? null : classify(mark.patch, mark.features));
    if (result !== null && result !== undefined) readings.set(sample.cell, { result, inked: !!inked });
  }
  const grid = Uint8Array.from(read.grid);
  const puzzle = Uint8Array.from(read.puzzle);
  const out: Completion[] = [];
  // A completed cell can settle its peers' expected digits: go round until nothing changes.
  // The puzzle is solved again only when a round completed a printed cell.
  let solved = solve(puzzle);
  let printed = false;
  for (let added = true; added; ) {
    added = false;
    if (printed) solved = solve(puzzle);
    printed = false;
    for (const [index, { result, inked }] of readings) {
      if (grid[index] !== 0) continue;
      const digit =
        solved.status === "unique" ? (solved.solution[index] as number) : forcedDigit(grid, index);
      if (digit === 0) continue;
      if (!agreesWith(result, digit, inked)) continue;
      out.push({ cell: index, digit, kind: result.kind });
      grid[index] = digit;
      if (result.kind === "printed") {
        puzzle[index] = digit;
        printed = true;
      }
      added = true;
    }
  }
  return out.sort((a, b) => a.cell - b.cell);
}
