/**
 * BUG+1 (Bivalue Universal Grave plus one; HoDoKu, SudokuWiki "BUG").
 *
 * Glossary (as in types.ts, plus):
 * - BUG: a position where every blank cell has exactly two candidates and every digit that is a candidate in a
 *   unit is a candidate in exactly two of its cells. Such a position has either no solution or at least two
 *   (the digits can be swapped around a cycle), so a puzzle with one solution never reaches it.
 * - BUG+1: every blank cell bivalue except one with three candidates, and removing one digit d from that cell
 *   leaves a BUG. That digit d is the one that must go in the cell: otherwise the rest is a BUG. It is the digit
 *   of the cell that appears three times in each of the cell's units.
 *
 * Relies on the puzzle having one solution (the runner only uses it then).
 */
import { digitToBit, popcount } from "../../solver.js";
import { UNITS, UNITS_OF_CELL, unitRef } from "../grid.js";
import { finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

/** Whether every unit has each digit as a candidate in zero or two cells, with `removed` taken out of `cell`. */
function isGrave(position: Position, cell: number, removed: number): boolean {
  const { values, candidates } = position;
  for (const unit of UNITS) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = digitToBit(digit);
      let count = 0;
      for (const c of unit) {
        if (values[c] !== 0 || (candidates[c] & bit) === 0) continue;
        if (c === cell && digit === removed) continue;
        count++;
      }
      if (count !== 0 && count !== 2) return false;
    }
  }
  return true;
}

function* bugPlus1Steps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  let triple = -1;
  for (let c = 0; c < 81; c++) {
    if (values[c] !== 0) continue;
    const n = popcount(candidates[c]);
    if (n === 2) continue;
    if (n !== 3 || triple >= 0) return;
    triple = c;
  }
  if (triple < 0) return;
  for (let digit = 1; digit <= 9; digit++) {
    if ((candidates[triple] & digitToBit(digit)) === 0 || !isGrave(position, triple, digit)) continue;
    yield makeStep(
      "bug-plus-1",
      { placements: [{ cell: triple, digit }] },
      {
        cells: [triple],
        candidates: [{ cell: triple, digit }],
        units: UNITS_OF_CELL[triple].map(unitRef),
        digits: [digit],
      },
    );
    return;
  }
}

/** BUG+1 (hard, HoDoKu score 100; needs a puzzle with one solution). */
export const bugPlus1: Technique = {
  id: "bug-plus-1",
  name: "Bivalue Universal Grave + 1",
  level: "hard",
  score: 100,
  ...finders(bugPlus1Steps),
};
