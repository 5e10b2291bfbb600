/**
 * Answering "solve this board" as plain data: a {@link SolveReport} holds the decision (status) and the
 * evidence behind it, and no words. The bot and the command line both start from it and only word it
 * (src/present/) and send it.
 *
 * Statuses:
 * - `unique`: exactly one solution;
 * - `multiple`: several; one is in `solution`, `differing` lists the cells a second one changes;
 * - `none`: no solution, although no row, column or box repeats a digit;
 * - `conflict`: a board was read but its givens repeat a digit (`problems`, `conflicts`);
 * - `invalid`: no board could be read (`problems`);
 * - `undecided`: the solver stopped within its budget without an answer (too few givens to decide quickly).
 */
import { type Board, countFilled, differingCells } from "../board.js";
import { gradeLabel } from "../logic/grade.js";
import type { Level, TechniqueId } from "../logic/types.js";
import { type BoardProblem, duplicateCells, type ParseResult, parseBoard } from "../read/index.js";
import { INTERACTIVE_BUDGET, type SolveBudget, solve } from "../solve/index.js";
import { type BoardSource, type Reading, TEXT_SOURCE } from "./source.js";

/** How a solve request ended. */
export type SolveStatus = "unique" | "multiple" | "none" | "conflict" | "invalid" | "undecided";

/** Every status, in the order they are documented. */
export const SOLVE_STATUSES: readonly SolveStatus[] = [
  "unique",
  "multiple",
  "none",
  "conflict",
  "invalid",
  "undecided",
];

/** The answer to a solve request, with no words. */
export interface SolveReport {
  readonly status: SolveStatus;
  /** Where the board came from. */
  readonly source: BoardSource;
  /** The puzzle as read; null only for `invalid`. */
  readonly puzzle: Board | null;
  /** The solution (`unique`), or one of them (`multiple`); null otherwise. */
  readonly solution: Board | null;
  /** Cells (0-based, ascending) that differ in a second solution; empty unless `multiple`. */
  readonly differing: readonly number[];
  /** Cells (0-based, ascending) that take part in a repeated digit; empty unless `conflict`. */
  readonly conflicts: readonly number[];
  /** What the reader found wrong with the input, most important first; empty unless `conflict`/`invalid`. */
  readonly problems: readonly BoardProblem[];
  /** How many givens the puzzle has (0 when no board was read). */
  readonly givens: number;
  /** Time spent solving, in milliseconds (0 when nothing was solved). */
  readonly ms: number;
  /** The puzzle's grade (level and hardest technique), when asked for with {@link withGrade} and unique. */
  readonly grade?: { readonly level: Level; readonly hardest: TechniqueId | undefined };
}

/**
 * Answers a solve request from what the reader made of the input.
 *
 * @param reading - the reader's result for the input (a board, or its problems)
 * @param source - where the board came from (default: text)
 * @param budget - how much the solver may spend before answering `undecided` (default: the solver's
 *   INTERACTIVE_BUDGET, a few hundred milliseconds at most: people are waiting)
 * @returns the report; never throws on user input
 * @example reportSolve(parseBoard("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")).status // "unique"
 */
export function reportSolve(
  reading: ParseResult,
  source: BoardSource = TEXT_SOURCE,
  budget: SolveBudget = INTERACTIVE_BUDGET,
): SolveReport {
  const empty = { solution: null, differing: [], conflicts: [], problems: [], ms: 0 } as const;
  if (!reading.ok) {
    const conflicts = duplicateCells(reading.problems);
    if (reading.board !== undefined && conflicts.length > 0) {
      const puzzle = reading.board;
      return {
        ...empty,
        status: "conflict",
        source,
        puzzle,
        conflicts,
        problems: reading.problems,
        givens: countFilled(puzzle),
      };
    }
    return { ...empty, status: "invalid", source, puzzle: null, problems: reading.problems, givens: 0 };
  }
  const puzzle = reading.board;
  const givens = countFilled(puzzle);
  const started = performance.now();
  const result = solve(puzzle, { limit: 2, budget });
  const ms = performance.now() - started;
  switch (result.status) {
    case "none":
      return { ...empty, status: "none", source, puzzle, givens, ms };
    case "undecided":
      return { ...empty, status: "undecided", source, puzzle, givens, ms };
    // "solved" only comes back with limit 1; it is listed so the switch stays exhaustive.
    case "solved":
    case "unique":
      return { ...empty, status: "unique", source, puzzle, solution: result.solution, givens, ms };
    case "multiple":
      return {
        ...empty,
        status: "multiple",
        source,
        puzzle,
        solution: result.solution,
        differing: differingCells(result.solution, result.second),
        givens,
        ms,
      };
  }
}

/**
 * The reading step for a solve from text: the reader's result for `text`, with a text source.
 *
 * @example const { reading, source } = readSolveText(text); reportSolve(reading, source).status // "unique"
 */
export function readSolveText(text: string): Reading<ParseResult> {
  return { reading: parseBoard(text), source: TEXT_SOURCE };
}

/**
 * The report with the puzzle's grade added when it has exactly one solution (the logical solver's level and
 * hardest technique, src/core/logic/grade.ts's {@link gradeLabel}, which stops once both are settled). Separate
 * from {@link reportSolve} because grading a hard puzzle takes milliseconds, where solving takes microseconds:
 * `--batch` does without.
 *
 * @example withGrade(reportSolve(parseBoard(text))).grade // { level: "hard", hardest: "x-wing" }
 */
export function withGrade(report: SolveReport): SolveReport {
  if (report.status !== "unique" || report.puzzle === null) return report;
  return { ...report, grade: gradeLabel(report.puzzle) };
}
