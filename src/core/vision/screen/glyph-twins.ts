/**
 * Glyph twins: an app draws every copy of a digit of one kind from the same glyph at the same size, so a
 * digit the model misread on a screenshot still looks like the board's other copies of its true digit far
 * more than like any other digit's cells. A doubtful cell that is much more like one other digit's cells
 * than like its own digit's, or any third digit's, takes that digit, and stays doubtful: the person still
 * confirms it (read.ts marks it so; a player's real mistake is drawn in the glyph of the digit entered, so
 * it matches that digit's twins and is left as drawn).
 *
 * Glossary (see types.ts for patch, printed, handwritten; screen.ts for screenshot and same glyph;
 * twins.ts for likeness, the Pearson correlation of two patches):
 * - sibling: another inked cell of the same board, kind and polarity (an app draws givens and entries,
 *   and a selected cell, in glyphs of their own).
 * - digit likeness: a cell's highest likeness to the siblings read as a digit (the model's first choice).
 * - candidate: a digit cell whose digit confidence is below {@link DOUBTFUL_DIGIT}, or whose digit repeats
 *   a peer's (one cell of every repeat was misread or mistyped).
 * - glyph twin digit: for a candidate, the digit of highest digit likeness, when that likeness is at least
 *   {@link TWIN_LIKENESS}, at least {@link TWIN_MARGIN} above every other digit's (its own read digit's
 *   included), and the model gives it at least resolve.ts's MIN_CHOICE.
 *
 * Measured on drawn boards as settled by screen.ts (the cells' patches as extracted), over the KSudoku
 * extra tune sets of seeds 1-6 (180 screenshots), the real tune half (49), and the extra GNOME Sudoku
 * and Solo sets (24 + 30 + 30, 30 + 30), by a throwaway script (not in the repository), 1040 candidates:
 * - same-digit pairs of sure, rightly read cells: likeness median 0.976 (KSudoku scribble 0.956, its
 *   givens' and entries' glyphs differing), different digits' median 0.585, 99th centile 0.916, largest
 *   0.949. So a likeness alone, even 0.95, does not single out a digit; the margin over the others does.
 * - candidates whose best digit is not their own, at a likeness of at least 0.8: 3 misread cells whose
 *   twin digit is the true one (KSudoku scribble entries: 8 for 9 twice, likeness 0.933 and 0.938, margin
 *   0.28-0.29; 3 for 9 in a repeat, 0.874, margin 0.27), 3 misread cells whose twin digit is wrong too
 *   (one egyptian board already misread, likeness below 0.85), and 14 rightly read cells. Of these 14,
 *   none at likeness 0.85 or more has a margin above 0.131 (mostly a digit without a sibling of its
 *   own, a 6 or a 3 most like the board's 8s, which the model gives nothing), and the closest call below
 *   0.85 has a margin of 0.247 at 0.829. Likeness 0.85-0.87 with margins 0.15-0.25 change the same 3 right and no
 *   other; 0.9 loses the 0.874 one, 0.95 every one.
 * - `npm run bench:read -- --no-photos --no-real --screens 0 --dir DIR` (main 80b305b without and with
 *   this step): KSudoku seeds 1-6 exact 21, 20, 24, 22, 26, 28 → 22, 20, 24, 23, 26, 28 of 30 (and one
 *   wrong cell fewer on a seed 2 board); the real tune half 45 of 49, GNOME Sudoku 24, 30, 30 and Solo
 *   30, 30 unchanged; the same saved as JPEG 90 (`--reencode jpeg:90`) unchanged, picture by picture
 *   (before the twin guard of {@link byGlyphTwins}, two boards there swapped a right and a wrong 9);
 *   synthetic tune screenshots (even seeds) 39 → 40 of 40; no right cell made wrong, wrong cells unmarked
 *   and silent misreads (0) unchanged on every set; photos never come here.
 * Most of scribble's misread digits are not helped: they sit under the cursor's highlight strokes or a
 * mistake's circle, and their patches are like no sibling (likeness 0.4-0.6).
 */
import { PEERS } from "../../logic/grid.js";
import { likeness } from "../digits/twins.js";
import { MIN_CHOICE } from "../resolve.js";
import { type CellSample, probabilitiesOf } from "../types.js";
import type { ScreenResult } from "./screen-kinds.js";

/** A digit confidence under this makes a cell a candidate (read.ts's doubt line). */
export const DOUBTFUL_DIGIT = 0.9;
/** A candidate's twin digit must be at least this alike (see the module comment). */
export const TWIN_LIKENESS = 0.85;
/** ...and at least this much more alike than every other digit's siblings. */
export const TWIN_MARGIN = 0.2;
/** A cell given its twin digit is no surer than this: a proposal, doubtful (below read.ts's 0.9). */
export const GLYPH_TWIN_CONFIDENCE = 0.85;

/** A digit cell of the board: its index, sample and result. */
export interface DigitCell {
  index: number;
  cell: CellSample;
  result: ScreenResult;
}

/** The cells holding a digit: inked, with a result whose not-a-digit probability is at most one half. */
export function digitCells(
  cells: readonly CellSample[],
  results: readonly (ScreenResult | null)[],
): DigitCell[] {
  return cells.flatMap((cell, index) => {
    const result = results[index];
    if (!cell.ink || result === null || result === undefined) return [];
    if ((probabilitiesOf(result)?.[0] ?? 0) > 0.5) return [];
    return [{ index, cell, result }];
  });
}

/** A candidate's glyph twin digit and its twin: the sibling of that digit it is likest to. */
interface TwinCall {
  digit: number;
  twin: number;
}

/**
 * A candidate's glyph twin digit (see the glossary), or null when it has none or its own digit is it.
 * @param candidate the cell
 * @param siblings the board's other digit cells of its kind and polarity
 */
function twinDigit(candidate: DigitCell, siblings: readonly DigitCell[]): TwinCall | null {
  const best = new Map<number, { alike: number; twin: number }>();
  for (const other of siblings) {
    const alike = likeness(candidate.cell.patch, other.cell.patch);
    if (alike > (best.get(other.result.digit)?.alike ?? -1))
      best.set(other.result.digit, { alike, twin: other.index });
  }
  let call: TwinCall | null = null;
  let top = -1;
  let runnerUp = -1;
  for (const [digit, { alike, twin }] of best) {
    if (alike > top) [call, top, runnerUp] = [{ digit, twin }, alike, top];
    else runnerUp = Math.max(runnerUp, alike);
  }
  if (call === null || call.digit === candidate.result.digit) return null;
  if (top < TWIN_LIKENESS || top - runnerUp < TWIN_MARGIN) return null;
  const probability = probabilitiesOf(candidate.result)?.[call.digit] ?? 0;
  return probability >= MIN_CHOICE ? call : null;
}

/**
 * Gives each candidate of a screenshot's read its glyph twin digit (see the module comment), doubtful.
 * Every candidate is judged against the digits as read, not as changed by this, and a candidate whose
 * twin would change too keeps its digit: two copies of one glyph read as two digits would only swap
 * them (KSudoku scribble screenshots saved as JPEG 90: two 9s, one read as an 8, each took the other's
 * digit).
 * @param cells the board's cells (a drawn board)
 * @param results the settled results per cell (screen.ts), null for blank cells
 * @returns the results, each changed cell with its twin digit and a confidence of at most
 *   {@link GLYPH_TWIN_CONFIDENCE}, and the changed cells
 * @example const results = byGlyphTwins(cells, settled).results;
 */
export function byGlyphTwins(
  cells: readonly CellSample[],
  results: readonly (ScreenResult | null)[],
): { results: (ScreenResult | null)[]; changed: number[] } {
  const digits = digitCells(cells, results);
  const digitAt = new Uint8Array(81);
  for (const c of digits) digitAt[c.index] = c.result.digit;
  const calls = new Map<number, TwinCall>();
  for (const c of digits) {
    const repeats = PEERS[c.index]?.some((peer) => digitAt[peer] === c.result.digit) ?? false;
    if (c.result.confidence >= DOUBTFUL_DIGIT && !repeats) continue;
    const siblings = digits.filter(
      (other) =>
        other !== c &&
        other.result.kind === c.result.kind &&
        other.cell.features.inverted === c.cell.features.inverted,
    );
    const call = twinDigit(c, siblings);
    if (call !== null) calls.set(c.index, call);
  }
  const out = [...results];
  const changed: number[] = [];
  for (const [index, { digit, twin }] of calls) {
    const result = results[index];
    if (calls.has(twin) || result === null || result === undefined) continue;
    out[index] = { ...result, digit, confidence: Math.min(result.confidence, GLYPH_TWIN_CONFIDENCE) };
    changed.push(index);
  }
  return { results: out, changed };
}
