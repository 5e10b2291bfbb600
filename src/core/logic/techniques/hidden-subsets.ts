/**
 * Hidden Pair, Triple and Quad: k digits whose candidates in one unit lie in just k cells. Those cells hold
 * those digits, so every other candidate of those cells goes.
 *
 * Glossary: as in types.ts; "places" of a digit in a unit: the blank cells of the unit that have it.
 */
import { digitToBit } from "../../solver.js";
import { countDigits, subsets, UNITS, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique, TechniqueId } from "../types.js";

/** Steps of hidden subsets of `size` digits. */
function hiddenSubsetSteps(size: number, technique: TechniqueId) {
  return function* steps(position: Position): Generator<Step> {
    for (let u = 0; u < 27; u++) {
      const cells = UNITS[u];
      // places[d]: bit k set when the unit's k-th cell has digit d as a candidate.
      const places = new Array<number>(10).fill(0);
      const open: number[] = [];
      for (let digit = 1; digit <= 9; digit++) {
        const bit = digitToBit(digit);
        if (cells.some((c) => position.values[c] === digit)) continue;
        for (let k = 0; k < 9; k++) if (position.candidates[cells[k]] & bit) places[digit] |= 1 << k;
        const n = countDigits(places[digit]);
        if (n >= 2 && n <= size) open.push(digit);
      }
      if (open.length < size) continue;
      for (const digits of subsets(open, size)) {
        let where = 0;
        for (const d of digits) where |= places[d];
        if (countDigits(where) !== size) continue;
        const subsetCells = cells.filter((_, k) => (where >> k) & 1);
        const keep = digits.reduce((m, d) => m | digitToBit(d), 0);
        const eliminations = eliminationsOf(position, subsetCells, ~keep & 0x1ff);
        if (eliminations.length === 0) continue;
        yield makeStep(
          technique,
          { eliminations },
          {
            cells: subsetCells,
            digits,
            units: [unitRef(u)],
            candidates: subsetCells.flatMap((cell) =>
              digits
                .filter((d) => position.candidates[cell] & digitToBit(d))
                .map((digit) => ({ cell, digit })),
            ),
          },
        );
      }
    }
  };
}

/** Hidden Pair (medium, HoDoKu score 70). */
export const hiddenPair: Technique = {
  id: "hidden-pair",
  name: "Hidden Pair",
  level: "medium",
  score: 70,
  ...finders(hiddenSubsetSteps(2, "hidden-pair")),
};

/** Hidden Triple (medium, HoDoKu score 100). */
export const hiddenTriple: Technique = {
  id: "hidden-triple",
  name: "Hidden Triple",
  level: "medium",
  score: 100,
  ...finders(hiddenSubsetSteps(3, "hidden-triple")),
};

/** Hidden Quad (hard, HoDoKu score 150). */
export const hiddenQuad: Technique = {
  id: "hidden-quad",
  name: "Hidden Quad",
  level: "hard",
  score: 150,
  ...finders(hiddenSubsetSteps(4, "hidden-quad")),
};
