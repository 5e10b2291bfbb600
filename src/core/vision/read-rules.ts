/**
 * The rules a read must keep, and fitting a read that breaks them: a board's digits repeat none in a row,
 * a column or a box, and its printed digits have exactly one solution (newspaper and app puzzles do).
 *
 * Glossary (see read.ts for puzzle, grid, rule break and fitted cell):
 * - marked cell: a screenshot's red player digit, a mistake the app itself shows.
 */
import type { Board } from "../board.js";
import { solve } from "../solver.js";
import { findDuplicates } from "../validate.js";
import { fitRules, type ReadingCell } from "./resolve.js";

/** Why a read is `unsure`, besides doubtful cells. */
export type RuleBreak = "repeated-digit" | "no-solution" | "several-solutions";

/**
 * The rule breaks of a read: repeated digits in the grid, and whether the puzzle has exactly one solution.
 * A repeat through a `marked` cell (a screenshot's red player digit: the app shows the mistake) is what
 * the picture shows, not a misread, so it breaks nothing, as long as one of its digits was read as the
 * player's: a repeat among givens alone is a misread however the app coloured it (KSudoku's red mistake
 * tile under a tint, its entry taken for a given).
 * @returns the breaks, and the cells of the repeats that count (doubtful)
 */
export function ruleBreaks(
  puzzle: Board,
  grid: Board,
  marked: ReadonlySet<number>,
): { breaks: RuleBreak[]; cells: number[] } {
  const breaks: RuleBreak[] = [];
  const cells = new Set<number>();
  for (const duplicate of findDuplicates(grid)) {
    const shownMistake = duplicate.cells.some((cell) => marked.has(cell));
    if (shownMistake && duplicate.cells.some((cell) => puzzle[cell] === 0)) continue;
    for (const cell of duplicate.cells) cells.add(cell);
  }
  if (cells.size > 0) breaks.push("repeated-digit");
  else {
    const solved = solve(puzzle);
    if (solved.status === "none") breaks.push("no-solution");
    if (solved.status === "multiple") breaks.push("several-solutions");
  }
  return { breaks, cells: [...cells] };
}

/**
 * Replaces the digits of a read that breaks the rules by the most probable ones that keep them
 * (resolve.ts), in place: each fitted cell's confidence becomes its new digit's probability.
 * @returns the fitted cells (empty when no reading of the unsure cells keeps the rules)
 */
export function fitToRules(
  puzzle: Board,
  handwritten: Board,
  grid: Board,
  confidence: Float32Array,
  probabilities: readonly (Float32Array | undefined)[],
): number[] {
  const reading: ReadingCell[] = [...grid].map((digit, cell) => ({
    digit,
    printed: puzzle[cell] !== 0,
    confidence: confidence[cell] as number,
    probabilities: probabilities[cell],
  }));
  const proposal = fitRules(reading);
  if (proposal === null) return [];
  for (const [k, cell] of proposal.cells.entries()) {
    const digit = proposal.digits[k] as number;
    grid[cell] = digit;
    (puzzle[cell] !== 0 ? puzzle : handwritten)[cell] = digit;
    confidence[cell] = Math.min(confidence[cell] as number, probabilities[cell]?.[digit] ?? 0);
  }
  return proposal.cells;
}
