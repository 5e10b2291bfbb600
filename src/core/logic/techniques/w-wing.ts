/**
 * W-Wing: two cells with the same two candidates {x, y} that do not see each other, joined by a strong link on
 * x (a conjugate pair whose one end sees the first cell and whose other end sees the second). Not both cells can
 * be x, so one of them is y, and every cell seeing both loses y.
 *
 * Glossary: as in types.ts and strong-links.ts.
 */
import { digitToBit } from "../../solver.js";
import { commonPeers, countDigits, digitsOf, sees, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";
import { conjugatePairs } from "./strong-links.js";

function* wWingSteps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  const bivalues: number[] = [];
  for (let c = 0; c < 81; c++) if (values[c] === 0 && countDigits(candidates[c]) === 2) bivalues.push(c);
  const pairsByDigit = new Map<number, ReturnType<typeof conjugatePairs>>();
  for (let i = 0; i < bivalues.length; i++) {
    for (let j = i + 1; j < bivalues.length; j++) {
      const p = bivalues[i];
      const q = bivalues[j];
      if (candidates[p] !== candidates[q] || sees(p, q)) continue;
      const [d1, d2] = digitsOf(candidates[p]);
      for (const [x, y] of [
        [d1, d2],
        [d2, d1],
      ]) {
        const targets = commonPeers([p, q]);
        const eliminations = eliminationsOf(position, targets, digitToBit(y));
        if (eliminations.length === 0) continue;
        if (!pairsByDigit.has(x)) pairsByDigit.set(x, conjugatePairs(position, x));
        for (const link of pairsByDigit.get(x) ?? []) {
          const [a, b] = link.cells;
          if ([p, q].includes(a) || [p, q].includes(b)) continue;
          const joined = (sees(a, p) && sees(b, q)) || (sees(a, q) && sees(b, p));
          if (!joined) continue;
          const cells = [p, q, a, b];
          yield makeStep(
            "w-wing",
            { eliminations },
            {
              cells,
              digits: [x, y],
              units: [unitRef(link.unit)],
              candidates: [
                ...[p, q].flatMap((cell) => [x, y].map((digit) => ({ cell, digit }))),
                { cell: a, digit: x },
                { cell: b, digit: x },
              ],
              links: [{ from: { cell: a, digit: x }, to: { cell: b, digit: x }, kind: "strong" }],
            },
          );
          break;
        }
      }
    }
  }
}

/** W-Wing (hard, HoDoKu score 150). */
export const wWing: Technique = {
  id: "w-wing",
  name: "W-Wing",
  level: "hard",
  score: 150,
  ...finders(wWingSteps),
};
