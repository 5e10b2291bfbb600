/**
 * Hints: the next logical step of a person's position, after making sure the position is still on the way to
 * the solution (a hint built on a wrong entry teaches nothing).
 *
 * Glossary: as in types.ts; "entry": a digit the person wrote in a cell that is blank in the puzzle; "wrong
 * entry": one that differs from the puzzle's solution.
 */
import { type Board, CELL_COUNT } from "../board.js";
import { solve } from "../solver.js";
import { applyStep, isPositionSolved, positionFromBoard } from "./position.js";
import { nextStep } from "./solve.js";
import { techniqueById } from "./techniques/index.js";
import type { Position, Step, Technique } from "./types.js";

/**
 * What {@link hintFor} found.
 * - `hint`: the next step; `wrong` lists entries that contradict the solution (they were taken out of the
 *   position the step was found in, so the step is about the position without them).
 * - `solved`: every cell is filled and right.
 * - `none`: the puzzle (or, without the puzzle, the position) has no solution.
 * - `multiple`: the puzzle has several solutions, so no step can be sure.
 * - `stuck`: no registered technique applies (cannot happen once a last resort is registered).
 */
export type HintOutcome =
  | {
      status: "hint";
      step: Step;
      technique: Technique;
      position: Position;
      wrong: number[];
      solution: Board;
    }
  | { status: "solved"; wrong: number[]; solution: Board }
  | { status: "none" }
  | { status: "multiple" }
  | { status: "stuck"; position: Position; wrong: number[]; solution: Board };

/**
 * The next step for a position.
 *
 * @param board the position: givens and entries, 0 for a blank.
 * @param puzzle the puzzle as posed, when known: its givens fill blanks of `board`, and entries that
 *   contradict its solution are reported (and left out). Without it, `board` is taken as the puzzle.
 * @param options `after`: first apply this many next steps (the "Next step" button replays them, so the
 *   bot keeps no state between clicks).
 * @returns a {@link HintOutcome}; never throws on a board of 81 digits 0..9.
 * @example hintFor(board).status === "hint" && hintFor(board).step.technique // "hidden-single"
 */
export function hintFor(board: Board, puzzle?: Board, options: { after?: number } = {}): HintOutcome {
  const givens = puzzle ?? board;
  const solved = solve(givens);
  if (solved.status === "none") return { status: "none" };
  if (solved.status === "multiple") return { status: "multiple" };
  const solution = solved.solution;
  const values = board.slice();
  const wrong: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (givens[cell] !== 0) values[cell] = givens[cell];
    else if (values[cell] !== 0 && values[cell] !== solution[cell]) {
      wrong.push(cell);
      values[cell] = 0;
    }
  }
  const position = positionFromBoard(values, givens);
  for (let n = 0; n < (options.after ?? 0) && !isPositionSolved(position); n++) {
    const earlier = nextStep(position);
    if (earlier === undefined) break;
    applyStep(position, earlier);
  }
  if (isPositionSolved(position)) return { status: "solved", wrong, solution };
  const step = nextStep(position);
  const technique = step && techniqueById(step.technique);
  if (step === undefined || technique === undefined) return { status: "stuck", position, wrong, solution };
  return { status: "hint", step, technique, position, wrong, solution };
}
