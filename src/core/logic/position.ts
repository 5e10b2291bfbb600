/**
 * Positions: building one from a board, copying one, and applying a step to it.
 *
 * Glossary: as in types.ts. "Basic candidates": the digits not yet placed in any peer of a blank cell,
 * which is where every logical solve starts (no pencil marks are read from the user).
 */
import type { Board } from "../board.js";
import { digitToBit } from "../solver.js";
import { ALL_DIGITS, PEERS } from "./grid.js";
import type { Position, Step } from "./types.js";

/**
 * The position of a board: its placed digits and, in every blank cell, the digits no peer holds.
 *
 * @param board 81 cells, 0 for a blank (givens plus any entries so far).
 * @param givens the puzzle as posed, when `board` also holds the solver's own entries; its filled cells are
 *   marked as givens (for drawing). Defaults to every filled cell of `board`.
 * @returns a fresh position; `board` is not changed.
 * @example positionFromBoard(parsed).candidates[0] // digit mask of r1c1
 */
export function positionFromBoard(board: Board, givens?: Board): Position {
  const values = Uint8Array.from(board);
  const candidates = new Uint16Array(81);
  const givenCells = new Uint8Array(81);
  for (let c = 0; c < 81; c++) {
    if (values[c] !== 0) {
      givenCells[c] = givens === undefined || givens[c] !== 0 ? 1 : 0;
      continue;
    }
    let mask = ALL_DIGITS;
    for (const p of PEERS[c]) if (values[p] !== 0) mask &= ~digitToBit(values[p]);
    candidates[c] = mask;
  }
  return { values, candidates, givens: givenCells };
}

/** A deep copy of a position (steps applied to the copy leave the original alone). */
export function clonePosition(position: Position): Position {
  return {
    values: position.values.slice(),
    candidates: position.candidates.slice(),
    givens: position.givens.slice(),
  };
}

/**
 * Apply a step in place: place its digits (removing each from the candidates of the cell's peers) and remove
 * its eliminated candidates. A placement on a cell already placed is skipped, so the steps found together on
 * one position can be applied one after another.
 *
 * @returns the same position, changed.
 */
export function applyStep(position: Position, step: Step): Position {
  const { values, candidates } = position;
  for (const { cell, digit } of step.placements) {
    if (values[cell] !== 0) continue;
    values[cell] = digit;
    candidates[cell] = 0;
    const bit = digitToBit(digit);
    for (const p of PEERS[cell]) candidates[p] &= ~bit;
  }
  for (const { cell, digits } of step.eliminations) {
    for (const d of digits) candidates[cell] &= ~digitToBit(d);
  }
  return position;
}

/** The placed digits of a position as a board (a fresh copy). */
export const boardOfPosition = (position: Position): Board => position.values.slice();

/** Whether every cell of the position is placed. */
export const isPositionSolved = (position: Position): boolean => position.values.every((v) => v !== 0);

/**
 * Whether the position is broken: a blank cell without candidates, or a unit where some digit is neither
 * placed nor a candidate anywhere. A sound solve of a valid puzzle never gets there.
 */
export function isPositionBroken(position: Position, units: readonly (readonly number[])[]): boolean {
  const { values, candidates } = position;
  for (let c = 0; c < 81; c++) if (values[c] === 0 && candidates[c] === 0) return true;
  for (const unit of units) {
    let seen = 0;
    for (const c of unit) seen |= values[c] !== 0 ? digitToBit(values[c]) : candidates[c];
    if (seen !== ALL_DIGITS) return true;
  }
  return false;
}
