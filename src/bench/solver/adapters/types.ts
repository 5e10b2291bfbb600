/**
 * The shape every solver takes inside the bench. An adapter splits a solver's use into three steps so that
 * only the solver's own work is timed: `encode` (board -> the library's input format, untimed), `run` (the
 * timed call), `decode` (the library's output -> an {@link Answer}, untimed).
 */
import type { Board } from "../../../core/board.js";

/**
 * What a solver claimed about a puzzle.
 * - `none`: no solution. `found`: a solution, uniqueness not examined (first-solution modes).
 * - `unique` / `multiple`: exactly one / two or more solutions.
 * - `not-unique`: not exactly one (zero or several; a yes/no uniqueness test says no more).
 * - `gave-up`: stopped without a verdict. `timeout`: its deadline passed first.
 */
export type Verdict = "none" | "found" | "unique" | "multiple" | "not-unique" | "gave-up" | "timeout";

/** A solver's answer for one puzzle, in the bench's terms. Boards are 81 cells, digits 1..9. */
export interface Answer {
  readonly verdict: Verdict;
  readonly solution?: Board;
  readonly second?: Board;
  /** Branching decisions the solver made, when it reports them. */
  readonly guesses?: number;
}

/**
 * One way of calling a solver (e.g. "limit 2": solve and prove uniqueness).
 * Methods (not function-valued properties) so that a mode with concrete input/output types can be stored
 * as `SolverMode` (method parameters are checked bivariantly).
 */
export interface SolverMode<I = unknown, O = unknown> {
  /** Short id for `--modes`-style filters and the JSON: `limit2`, `limit1`, … */
  readonly id: string;
  /** What the table shows in its mode column. */
  readonly label: string;
  /** Which of our solver's limits this mode is compared with (1: first solution, 2: solution + uniqueness). */
  readonly comparesWith: 1 | 2;
  /** True when `run` honours its deadline inside one puzzle (else the harness can only stop between puzzles). */
  readonly interruptible: boolean;
  encode(puzzle: Board): I;
  /** The timed call. `deadline` is a `performance.now()` time; `Infinity` when there is none. */
  run(input: I, deadline: number): O;
  decode(output: O): Answer;
}

/** A solver with the modes it supports (its name and description are in adapters/index.ts). */
export interface SolverAdapter {
  readonly modes: readonly SolverMode[];
}
