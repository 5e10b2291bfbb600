/**
 * Trial and error (technique id `trial`; HoDoKu "Brute Force"): the last resort, labelled as such, so that
 * every valid puzzle gets a step. It is not a logical technique: it asks the solver.
 *
 * Glossary (as in types.ts, plus):
 * - trial: put one candidate of a cell on the board and let the solver search for a solution. No solution
 *   proves the candidate wrong (an elimination); when it is the only candidate of the cell with a solution and
 *   the others have none, it is placed.
 *
 * Method: the cell with the fewest candidates (the first in board order), its candidates ascending; then the
 * next such cell if that one proves nothing (which happens only when the position has several solutions).
 * Sound: an eliminated candidate is in no solution of the placed digits.
 */
import { digitToBit, popcount, solve } from "../../solver.js";
import { makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

/** Whether the placed digits plus `digit` in `cell` have a solution. */
function hasSolution(position: Position, cell: number, digit: number): boolean {
  const board = position.values.slice();
  board[cell] = digit;
  return solve(board, { limit: 1 }).status !== "none";
}

/** Blank cells, fewest candidates first (ties in board order). */
function cellsByCandidateCount(position: Position): number[] {
  const cells: number[] = [];
  for (let c = 0; c < 81; c++) if (position.values[c] === 0 && position.candidates[c] !== 0) cells.push(c);
  return cells.sort((a, b) => popcount(position.candidates[a]) - popcount(position.candidates[b]) || a - b);
}

/** The trial step of one cell, or `undefined` when it proves nothing (or the position is broken). */
function trialOfCell(position: Position, cell: number): Step | undefined {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (position.candidates[cell] & digitToBit(d)) digits.push(d);
  const wrong = digits.filter((d) => !hasSolution(position, cell, d));
  if (wrong.length === 0 || wrong.length === digits.length) return undefined;
  const pattern = { cells: [cell], candidates: digits.map((digit) => ({ cell, digit })), digits };
  if (wrong.length === digits.length - 1) {
    const digit = digits.find((d) => !wrong.includes(d)) as number;
    return makeStep("trial", { placements: [{ cell, digit }] }, pattern);
  }
  return makeStep("trial", { eliminations: [{ cell, digits: wrong }] }, pattern);
}

function findTrial(position: Position): Step | undefined {
  for (const cell of cellsByCandidateCount(position)) {
    const step = trialOfCell(position, cell);
    if (step !== undefined) return step;
  }
  return undefined;
}

/**
 * The trials of every cell with the fewest candidates (order-independent, for the grade); when none of them
 * proves anything, the first step {@link findTrial} finds.
 */
function findAllTrials(position: Position): Step[] {
  const cells = cellsByCandidateCount(position);
  if (cells.length === 0) return [];
  const fewest = popcount(position.candidates[cells[0]]);
  const steps: Step[] = [];
  for (const cell of cells) {
    if (popcount(position.candidates[cell]) !== fewest) break;
    const step = trialOfCell(position, cell);
    if (step !== undefined) steps.push(step);
  }
  if (steps.length > 0) return steps;
  const step = findTrial(position);
  return step === undefined ? [] : [step];
}

/** Trial and error (extreme, HoDoKu "Brute Force" score 10000). */
export const trial: Technique = {
  id: "trial",
  name: "Trial and Error",
  level: "extreme",
  score: 10000,
  find: findTrial,
  findAll: findAllTrials,
};
