/**
 * XYZ-Wing: a pivot cell with candidates {x, y, z} sees two pincer cells {x, z} and {y, z}. Whichever digit the
 * pivot takes, the pivot or a pincer is z, so every cell seeing all three loses z.
 *
 * Glossary: as in types.ts.
 */
import { commonPeers, countDigits, digitsOf, PEERS } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

function* xyzWingSteps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  for (let pivot = 0; pivot < 81; pivot++) {
    const xyz = candidates[pivot];
    if (values[pivot] !== 0 || countDigits(xyz) !== 3) continue;
    // Pincers: bivalue peers whose two digits are both pivot digits.
    const wings = PEERS[pivot].filter(
      (c) => values[c] === 0 && countDigits(candidates[c]) === 2 && (candidates[c] & ~xyz) === 0,
    );
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const p = wings[i];
        const q = wings[j];
        if (candidates[p] === candidates[q]) continue;
        const z = candidates[p] & candidates[q];
        const eliminations = eliminationsOf(position, commonPeers([pivot, p, q]), z);
        if (eliminations.length === 0) continue;
        const cells = [pivot, p, q];
        yield makeStep(
          "xyz-wing",
          { eliminations },
          {
            cells,
            digits: digitsOf(xyz),
            candidates: cells.flatMap((cell) => digitsOf(candidates[cell]).map((digit) => ({ cell, digit }))),
          },
        );
      }
    }
  }
}

/** XYZ-Wing (hard, HoDoKu score 180). */
export const xyzWing: Technique = {
  id: "xyz-wing",
  name: "XYZ-Wing",
  level: "hard",
  score: 180,
  ...finders(xyzWingSteps),
};
