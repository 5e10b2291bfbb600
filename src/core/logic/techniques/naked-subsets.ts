/**
 * Naked Pair, Triple and Quad: k blank cells of one unit whose candidates together are exactly k digits. Those
 * digits go in those cells, so no other cell of the unit (or of any other unit holding all k cells) has them.
 *
 * Glossary: as in types.ts; "subset" is the k cells together with their k digits.
 */
import { countDigits, digitsOf, subsets, UNITS, UNITS_OF_CELL, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique, TechniqueId } from "../types.js";

/** Steps of naked subsets of `size` cells. */
function nakedSubsetSteps(size: number, technique: TechniqueId) {
  return function* steps(position: Position): Generator<Step> {
    for (let u = 0; u < 27; u++) {
      const open = UNITS[u].filter(
        (c) => position.values[c] === 0 && countDigits(position.candidates[c]) <= size,
      );
      if (open.length < size) continue;
      for (const cells of subsets(open, size)) {
        let mask = 0;
        for (const c of cells) mask |= position.candidates[c];
        if (countDigits(mask) !== size) continue;
        // Every unit that holds all the cells (a row or column, and possibly the box too).
        const shared = UNITS_OF_CELL[cells[0]].filter((v) =>
          cells.every((c) => UNITS_OF_CELL[c].includes(v)),
        );
        const others = shared.flatMap((v) => UNITS[v]).filter((c) => !cells.includes(c));
        const eliminations = eliminationsOf(position, others, mask);
        if (eliminations.length === 0) continue;
        const digits = digitsOf(mask);
        yield makeStep(
          technique,
          { eliminations },
          {
            cells,
            digits,
            units: shared.map(unitRef),
            candidates: cells.flatMap((cell) =>
              digitsOf(position.candidates[cell]).map((digit) => ({ cell, digit })),
            ),
          },
        );
      }
    }
  };
}

/** Naked Pair (medium, HoDoKu score 60). */
export const nakedPair: Technique = {
  id: "naked-pair",
  name: "Naked Pair",
  level: "medium",
  score: 60,
  ...finders(nakedSubsetSteps(2, "naked-pair")),
};

/** Naked Triple (medium, HoDoKu score 80). */
export const nakedTriple: Technique = {
  id: "naked-triple",
  name: "Naked Triple",
  level: "medium",
  score: 80,
  ...finders(nakedSubsetSteps(3, "naked-triple")),
};

/** Naked Quad (hard, HoDoKu score 120). */
export const nakedQuad: Technique = {
  id: "naked-quad",
  name: "Naked Quad",
  level: "hard",
  score: 120,
  ...finders(nakedSubsetSteps(4, "naked-quad")),
};
