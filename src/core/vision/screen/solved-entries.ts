/**
 * Solved entries: an app's puzzle has exactly one solution, so on a screenshot whose givens are read
 * sure, the solution names the digit every entry should hold. An entry the model was unsure of, read as
 * another digit than the solution's when the model nearly chose the solution's digit (a near tie), was
 * most likely misread: it takes the solution's digit and stays doubtful (a person confirms it). A
 * player's real mistake differs from the solution too, but it is drawn in the glyph of the digit
 * entered: the model reads it surely, or it matches a sibling read as that digit (glyph-twins.ts), and
 * it is left as drawn.
 *
 * Glossary (see glyph-twins.ts for sibling and digit cell, twins.ts for likeness, resolve.ts for choice):
 * - solution: the one solution of the board's printed digits as read, when every printed digit is sure
 *   (digit confidence at least {@link DOUBTFUL_DIGIT}) and they have exactly one.
 * - unsure entry: a handwritten digit cell whose digit confidence is below {@link DOUBTFUL_DIGIT}, not
 *   drawn in red (an app's own mark of a mistake, screen.ts marked cell).
 * - vouched sibling: a sibling read surely (digit confidence at least {@link DOUBTFUL_DIGIT}) or read as
 *   the solution's digit of its own cell. Copies of one glyph all misread alike vouch for none of them.
 * - own twin: a vouched sibling read as the entry's own digit at least {@link OWN_TWIN} alike.
 * - solution twin: the entry's likest vouched sibling read as the solution's digit, when it is at least
 *   {@link SOLUTION_TWIN} alike and at least {@link SOLUTION_TWIN_MARGIN} more alike than the entry's
 *   likest vouched sibling read as its own digit.
 * - solved entry: an unsure entry whose digit is not the solution's, with no own twin, and whose model
 *   probability of the solution's digit is at least {@link SOLVED_CHOICE}, or that has a solution twin.
 *
 * Measured on KSudoku extra tune screenshots (seeds 42, 43, 47, 48: 120 shots, as taken and saved as
 * JPEG 90; cells as settled by screen.ts, a throwaway script, not in the repository), on the boards read
 * as screenshots whose givens as read have one solution:
 * - misread entries (read digit not the label's, the label the solution's): 9, all unsure (0.27-0.86),
 *   8 of them scribble, on boards that keep the rules or break them only through an entry (a repeat
 *   read.ts leaves as drawn: KSudoku draws a mistake in the entries' ink), so resolve.ts never fitted
 *   them. The solution's
 *   digit at 0.32, 0.36, 0.38, 0.38, 0.44 (a 1 read as 7 or 8 four times, a 4 as 3), and at 0.004,
 *   0.014 (a 9 read as 3 at 0.86), 0.038, 0.077. Their own-digit likeness at most 0.845.
 * - the player's mistakes (the label's digit not the solution's), read right: 8 unsure or nearly so
 *   (0.71-0.94), the solution's digit at 3e-5 to 4.4e-4, and at 0.028 (a scribble 7 at 0.83 at JPEG 90,
 *   its 7s' likeness down from 0.97 as taken to 0.62), 0.038, 0.055, 0.059; the 3 unsure ones as taken
 *   with an own twin 0.967-0.988.
 * So {@link SOLVED_CHOICE} stands between 0.059 and 0.32: the model's own runner-up, nearly a tie. The
 * four misreads with their solution digit at 0.004-0.077 lie among the mistakes and are left doubtful
 * as read; a floor of 0.01 took the 7 above for a 3 (a board read exactly lost, seed 42 at JPEG 90).
 * Roads not taken: changing sure entries too (the player's mistakes are read sure: 70 of 73 as taken);
 * clusters of near-identical glyphs read as different digits (glyph-twins' swap guard): two such cells
 * (a 1 read as 7 at 0.88 and 0.93 like a board's 1s), both also near ties the solution settles here.
 * Then on KSudoku tune seeds 42-51 (300 shots, the same script): 7 misread scribble 1s sat in clusters
 * of two or three copies of one glyph, each read as 7 at 0.51-0.68 and each the others' own twin
 * (0.93-0.98 alike), so none took the solution's 1 though the model gave it 0.27-0.74: hence vouched
 * siblings. And 4 scribble 9s read as 3 or 7, the model's 9 at 0.001-0.11, were likest to the board's
 * vouched 9s, 0.81-0.88 alike and 0.067-0.385 more than to their own digit's: hence solution twins. The
 * likest solution twin among the candidates left was 0.729 alike (a pencil mark read as a digit).
 */
import { PEERS } from "../../logic/grid.js";
import { solve } from "../../solver.js";
import { likeness } from "../digits/twins.js";
import { probabilitiesOf } from "../types.js";
import { type DigitCell, DOUBTFUL_DIGIT, digitCells, GLYPH_TWIN_CONFIDENCE } from "./glyph-twins.js";
import type { SettledScreen } from "./screen.js";

/** An unsure entry's model probability of the solution's digit must be at least this (see the module comment). */
export const SOLVED_CHOICE = 0.15;
/** A sibling read as the entry's own digit this alike or more is its own twin: the entry keeps its digit. */
export const OWN_TWIN = 0.9;
/** A twin of the solution's digit is at least this alike to the entry (see the module comment)... */
export const SOLUTION_TWIN = 0.8;
/** ...and at least this much more alike than the entry's likest sibling read as its own digit. */
export const SOLUTION_TWIN_MARGIN = 0.05;

/** The solution of the board's printed digits when every one is sure and they have exactly one. */
function solutionOf(digits: readonly DigitCell[]): Uint8Array | null {
  const puzzle = new Uint8Array(81);
  for (const { index, result } of digits) {
    if (result.kind !== "printed") continue;
    if (result.confidence < DOUBTFUL_DIGIT) return null;
    if (PEERS[index]?.some((peer) => puzzle[peer] === result.digit)) return null;
    puzzle[index] = result.digit;
  }
  const solved = solve(puzzle);
  return solved.status === "unique" ? solved.solution : null;
}

/**
 * Per digit, the highest likeness of `entry` to its vouched siblings (same kind and polarity, see the
 * glossary) read as that digit.
 */
function vouchedLikeness(
  entry: DigitCell,
  digits: readonly DigitCell[],
  solution: Uint8Array,
): Map<number, number> {
  const best = new Map<number, number>();
  for (const other of digits) {
    if (other === entry || other.result.kind !== entry.result.kind) continue;
    if (other.cell.features.inverted !== entry.cell.features.inverted) continue;
    const vouched = other.result.confidence >= DOUBTFUL_DIGIT || solution[other.index] === other.result.digit;
    if (!vouched) continue;
    const alike = likeness(entry.cell.patch, other.cell.patch);
    if (alike > (best.get(other.result.digit) ?? -1)) best.set(other.result.digit, alike);
  }
  return best;
}

/**
 * Gives each solved entry of a settled screenshot (see the glossary) the solution's digit, doubtful.
 * @param settled the board as screen.ts settled it
 * @returns the same board, each solved entry with the solution's digit and a confidence of at most
 *   {@link GLYPH_TWIN_CONFIDENCE} (below read.ts's doubt line), and the changed cells
 * @example const { settled } = solvedEntries(settleScreen(cells, results));
 */
export function solvedEntries(settled: SettledScreen): { settled: SettledScreen; changed: number[] } {
  const digits = digitCells(settled.cells, settled.results);
  const marked = new Set(settled.marked);
  const unsure = digits.filter(
    (c) => c.result.kind === "handwritten" && c.result.confidence < DOUBTFUL_DIGIT && !marked.has(c.index),
  );
  if (unsure.length === 0) return { settled, changed: [] };
  const solution = solutionOf(digits);
  if (solution === null) return { settled, changed: [] };
  const results = [...settled.results];
  const changed: number[] = [];
  for (const entry of unsure) {
    const digit = solution[entry.index] as number;
    if (digit === entry.result.digit) continue;
    const alike = vouchedLikeness(entry, digits, solution);
    const own = alike.get(entry.result.digit) ?? -1;
    if (own >= OWN_TWIN) continue;
    const chosen = (probabilitiesOf(entry.result)?.[digit] ?? 0) >= SOLVED_CHOICE;
    const twin = alike.get(digit) ?? -1;
    if (!chosen && (twin < SOLUTION_TWIN || twin - own < SOLUTION_TWIN_MARGIN)) continue;
    results[entry.index] = {
      ...entry.result,
      digit,
      confidence: Math.min(entry.result.confidence, GLYPH_TWIN_CONFIDENCE),
    };
    changed.push(entry.index);
  }
  return { settled: { ...settled, results }, changed };
}
