/**
 * XY-Wing: a pivot cell with candidates {x, y} sees two pincer cells {x, z} and {y, z}. Whichever digit the
 * pivot takes, one pincer is z, so every cell seeing both pincers loses z.
 *
 * Glossary: as in types.ts; "bivalue cell": a blank cell with exactly two candidates.
 */
import { commonPeers, countDigits, digitsOf, PEERS } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

function* xyWingSteps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  const bivalue = (c: number) => values[c] === 0 && countDigits(candidates[c]) === 2;
  for (let pivot = 0; pivot < 81; pivot++) {
    if (!bivalue(pivot)) continue;
    const xy = candidates[pivot];
    const wings = PEERS[pivot].filter((c) => bivalue(c) && countDigits(candidates[c] & xy) === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const p = wings[i];
        const q = wings[j];
        const z = candidates[p] & ~xy;
        // The pincers share z and cover both pivot digits between them.
        if (z === 0 || candidates[q] !== (z | (xy & ~candidates[p]))) continue;
        if ((candidates[p] & xy) === (candidates[q] & xy)) continue;
        const eliminations = eliminationsOf(
          position,
          commonPeers([p, q]).filter((c) => c !== pivot),
          z,
        );
        if (eliminations.length === 0) continue;
        const cells = [pivot, p, q];
        yield makeStep(
          "xy-wing",
          { eliminations },
          {
            cells,
            digits: [...digitsOf(xy), ...digitsOf(z)],
            candidates: cells.flatMap((cell) => digitsOf(candidates[cell]).map((digit) => ({ cell, digit }))),
          },
        );
      }
    }
  }
}

/** XY-Wing (hard, HoDoKu score 160). */
export const xyWing: Technique = {
  id: "xy-wing",
  name: "XY-Wing",
  level: "hard",
  score: 160,
  ...finders(xyWingSteps),
};
