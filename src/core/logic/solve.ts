/**
 * The runner: the next logical step of a position, and a whole logical solve, easiest technique first.
 *
 * Glossary: as in types.ts. A "round" (used by the grade) is every step of the easiest technique that applies,
 * found on the same position and applied together; it makes the solve independent of scanning order.
 */
import type { Board } from "../board.js";
import { UNITS } from "./grid.js";
import { applyStep, isPositionBroken, isPositionSolved, positionFromBoard } from "./position.js";
import { TECHNIQUES } from "./techniques/index.js";
import type { Position, Step, Technique } from "./types.js";

/**
 * The simplest next step in a position: the first step of the first technique (in registry order) that has one.
 *
 * @param position the position (not changed).
 * @param techniques the techniques to try, easiest first (default: all registered).
 * @returns the step, or `undefined` when no technique applies (or the position is solved).
 * @example nextStep(positionFromBoard(board))?.technique // "hidden-single"
 */
export function nextStep(
  position: Position,
  techniques: readonly Technique[] = TECHNIQUES,
): Step | undefined {
  for (const technique of techniques) {
    const step = technique.find(position);
    if (step !== undefined) return step;
  }
  return undefined;
}

/** Every step of the easiest technique that applies (a round), or `[]` when none does. */
export function nextRound(position: Position, techniques: readonly Technique[] = TECHNIQUES): Step[] {
  for (const technique of techniques) {
    if (technique.findAll !== undefined) {
      const steps = technique.findAll(position);
      if (steps.length > 0) return steps;
    } else {
      const step = technique.find(position);
      if (step !== undefined) return [step];
    }
  }
  return [];
}

/** Options for {@link solveLogically}. */
export interface LogicalSolveOptions {
  /** The techniques to use, easiest first (default: all registered). */
  techniques?: readonly Technique[];
  /** Apply whole rounds (every step of the easiest technique at once) instead of one step at a time. */
  rounds?: boolean;
  /** The puzzle as posed, when the board also holds entries (marks givens in the position). */
  givens?: Board;
  /** Stop after this many steps (default 2000: far more than any puzzle needs). */
  maxSteps?: number;
  /**
   * Called after each round with its steps; returning true ends the solve there (status `solved` if the
   * position is, else `stuck`). Lets a caller stop once it has learnt what it needs (grade.ts's gradeLabel).
   */
  until?: (round: readonly Step[]) => boolean;
}

/**
 * How a logical solve ended.
 * - `solved`: every cell placed.
 * - `stuck`: no technique applies any more (a puzzle beyond the registered techniques, or with several
 *   solutions).
 * - `broken`: the position has a cell without candidates or a unit missing a digit (the board has no solution).
 */
export interface LogicalSolve {
  status: "solved" | "stuck" | "broken";
  steps: Step[];
  /** How many steps each round applied, in order (all 1 without `rounds`); they add up to `steps.length`. */
  roundSizes: number[];
  position: Position;
}

/**
 * Solve a board step by step with the registered techniques, easiest first.
 *
 * @param board 81 cells, 0 for a blank.
 * @returns the steps taken and the final position; `board` is not changed.
 * @example solveLogically(board).steps.map((s) => s.technique)
 */
export function solveLogically(board: Board, options: LogicalSolveOptions = {}): LogicalSolve {
  const position = positionFromBoard(board, options.givens);
  const techniques = options.techniques ?? TECHNIQUES;
  const maxSteps = options.maxSteps ?? 2000;
  const steps: Step[] = [];
  const roundSizes: number[] = [];
  while (steps.length < maxSteps) {
    if (isPositionSolved(position)) return { status: "solved", steps, roundSizes, position };
    if (isPositionBroken(position, UNITS)) return { status: "broken", steps, roundSizes, position };
    const found = options.rounds ? nextRound(position, techniques) : [nextStep(position, techniques)];
    if (found.length === 0 || found[0] === undefined) return { status: "stuck", steps, roundSizes, position };
    let size = 0;
    for (const step of found) {
      if (step === undefined) continue;
      applyStep(position, step);
      steps.push(step);
      size++;
    }
    roundSizes.push(size);
    if (options.until?.(steps.slice(-size)) === true) break;
  }
  return { status: isPositionSolved(position) ? "solved" : "stuck", steps, roundSizes, position };
}
