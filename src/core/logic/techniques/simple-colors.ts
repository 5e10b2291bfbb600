/**
 * Simple Colors (HoDoKu; SudokuWiki "Simple Colouring"): one digit, its conjugate pairs joined into clusters and
 * each cluster coloured with two colours, alternately. In every solution one colour of a cluster holds the digit
 * in all its cells and the other in none.
 *
 * Glossary (as in types.ts, plus):
 * - conjugate pair: a unit where the digit has exactly two candidate cells; one of them holds it.
 * - cluster: the cells joined to each other through conjugate pairs of the digit.
 * - colour: one of the two classes of a cluster's cells (cells an even / odd number of pairs apart).
 * - color wrap: two cells of one colour see each other; that colour cannot hold the digit, so every cell of that
 *   colour loses it.
 * - color trap: a cell outside the cluster that sees a cell of each colour; one of those holds the digit, so the
 *   cell loses it.
 *
 * Pattern: the cluster's cells (and candidates) of one colour, then those of the other; its conjugate pairs as
 * strong links. Method: per digit (1..9), clusters in order of their first cell; a wrap is reported before the traps of the
 * same cluster. A cluster that cannot be two-coloured would mean the position is broken; it is skipped.
 */
import { digitToBit } from "../../solver.js";
import { sees, UNITS } from "../grid.js";
import { finders, makeStep } from "../step.js";
import type { Link, Position, Step, Technique } from "../types.js";

/** One coloured cluster of a digit: its cells by colour (0 and 1) and its conjugate pairs. */
interface Cluster {
  readonly colors: readonly [number[], number[]];
  readonly pairs: readonly (readonly [number, number])[];
}

/** The clusters of a digit (those with at least one conjugate pair), in order of their first cell. */
function clustersOf(position: Position, digit: number): Cluster[] {
  const { values, candidates } = position;
  const bit = digitToBit(digit);
  const partners: number[][] = Array.from({ length: 81 }, () => []);
  const pairs: [number, number][] = [];
  for (const unit of UNITS) {
    const cells = unit.filter((c) => values[c] === 0 && (candidates[c] & bit) !== 0);
    if (cells.length !== 2) continue;
    const [a, b] = cells;
    if (partners[a].includes(b)) continue; // the same pair in a line and a box
    partners[a].push(b);
    partners[b].push(a);
    pairs.push([a, b]);
  }
  const color = new Int8Array(81).fill(-1);
  const clusters: Cluster[] = [];
  for (let first = 0; first < 81; first++) {
    if (partners[first].length === 0 || color[first] >= 0) continue;
    const colors: [number[], number[]] = [[], []];
    const stack = [first];
    color[first] = 0;
    let consistent = true;
    while (stack.length > 0) {
      const c = stack.pop() as number;
      colors[color[c]].push(c);
      for (const p of partners[c]) {
        if (color[p] < 0) {
          color[p] = 1 - color[c];
          stack.push(p);
        } else if (color[p] === color[c]) consistent = false;
      }
    }
    if (!consistent) continue;
    colors[0].sort((a, b) => a - b);
    colors[1].sort((a, b) => a - b);
    const inCluster = (c: number) => colors[0].includes(c) || colors[1].includes(c);
    clusters.push({ colors, pairs: pairs.filter(([a]) => inCluster(a)) });
  }
  return clusters;
}

/** The colour (0 or 1) with two cells that see each other, or -1. */
function wrappedColor(cluster: Cluster): number {
  for (const k of [0, 1]) {
    const cells = cluster.colors[k];
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++) if (sees(cells[i], cells[j])) return k;
  }
  return -1;
}

function* simpleColorsSteps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  for (let digit = 1; digit <= 9; digit++) {
    const bit = digitToBit(digit);
    for (const cluster of clustersOf(position, digit)) {
      const [colorA, colorB] = cluster.colors;
      const pattern = {
        cells: [...colorA, ...colorB],
        candidates: [...colorA, ...colorB].map((cell) => ({ cell, digit })),
        links: cluster.pairs.map(
          ([a, b]): Link => ({ from: { cell: a, digit }, to: { cell: b, digit }, kind: "strong" }),
        ),
        digits: [digit],
      };
      const wrapped = wrappedColor(cluster);
      if (wrapped >= 0) {
        const cells = cluster.colors[wrapped];
        yield makeStep(
          "simple-colors",
          { eliminations: cells.map((cell) => ({ cell, digits: [digit] })) },
          pattern,
        );
      }
      const trapped: number[] = [];
      for (let c = 0; c < 81; c++) {
        if (values[c] !== 0 || (candidates[c] & bit) === 0 || colorA.includes(c) || colorB.includes(c))
          continue;
        const seesA = colorA.some((a) => sees(a, c));
        if (seesA && colorB.some((b) => sees(b, c))) trapped.push(c);
      }
      if (trapped.length > 0) {
        yield makeStep(
          "simple-colors",
          { eliminations: trapped.map((cell) => ({ cell, digits: [digit] })) },
          pattern,
        );
      }
    }
  }
}

/** Simple Colors, trap and wrap (hard, HoDoKu score 150). */
export const simpleColors: Technique = {
  id: "simple-colors",
  name: "Simple Colors",
  level: "hard",
  score: 150,
  ...finders(simpleColorsSteps),
};
