/**
 * Locked Candidates: where a box meets a row or column, a digit confined to the intersection in one of the two
 * units cannot be elsewhere in the other.
 * - Type 1 (Pointing): in a box, the digit's candidates all lie in one row (column): remove the digit from the
 *   rest of that row (column).
 * - Type 2 (Claiming): in a row (column), the digit's candidates all lie in one box: remove it from the rest
 *   of that box.
 *
 * Glossary: as in types.ts; "line" means a row or a column.
 */
import { boxOf, columnOf, rowOf } from "../../board.js";
import { digitToBit } from "../../solver.js";
import { UNITS, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

/** The blank cells of unit `u` that still have `digit`. */
function cellsWith(position: Position, u: number, digit: number): number[] {
  const bit = digitToBit(digit);
  return UNITS[u].filter((c) => position.values[c] === 0 && (position.candidates[c] & bit) !== 0);
}

function lockedStep(
  position: Position,
  technique: "locked-candidates-pointing" | "locked-candidates-claiming",
  digit: number,
  from: number,
  into: number,
  cells: number[],
): Step | undefined {
  const others = UNITS[into].filter((c) => !cells.includes(c));
  const eliminations = eliminationsOf(position, others, digitToBit(digit));
  if (eliminations.length === 0) return undefined;
  return makeStep(
    technique,
    { eliminations },
    {
      cells,
      digits: [digit],
      units: [unitRef(from), unitRef(into)],
      candidates: cells.map((cell) => ({ cell, digit })),
    },
  );
}

function* pointingSteps(position: Position): Generator<Step> {
  for (let b = 18; b < 27; b++) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = cellsWith(position, b, digit);
      if (cells.length < 2) continue;
      const row = rowOf(cells[0]);
      const column = columnOf(cells[0]);
      const line = cells.every((c) => rowOf(c) === row)
        ? row
        : cells.every((c) => columnOf(c) === column)
          ? 9 + column
          : -1;
      if (line < 0) continue;
      const step = lockedStep(position, "locked-candidates-pointing", digit, b, line, cells);
      if (step) yield step;
    }
  }
}

function* claimingSteps(position: Position): Generator<Step> {
  for (let line = 0; line < 18; line++) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = cellsWith(position, line, digit);
      if (cells.length < 2) continue;
      const box = boxOf(cells[0]);
      if (!cells.every((c) => boxOf(c) === box)) continue;
      const step = lockedStep(position, "locked-candidates-claiming", digit, line, 18 + box, cells);
      if (step) yield step;
    }
  }
}

/** Locked Candidates Type 1 (Pointing) (medium, HoDoKu score 50). */
export const lockedCandidatesPointing: Technique = {
  id: "locked-candidates-pointing",
  name: "Locked Candidates Type 1 (Pointing)",
  level: "medium",
  score: 50,
  ...finders(pointingSteps),
};

/** Locked Candidates Type 2 (Claiming) (medium, HoDoKu score 50). */
export const lockedCandidatesClaiming: Technique = {
  id: "locked-candidates-claiming",
  name: "Locked Candidates Type 2 (Claiming)",
  level: "medium",
  score: 50,
  ...finders(claimingSteps),
};
