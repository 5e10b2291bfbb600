/**
 * The single-digit patterns built from two strong links joined by a weak link (HoDoKu's "Turbot Fish" family):
 * A=B−C=D on one digit, where A=B and C=D are conjugate pairs (the digit's only two places in a unit) and B, C
 * see each other. Then A or D holds the digit, so every cell seeing both A and D loses it.
 * - Skyscraper: both strong links in rows (or both in columns), B and C in the same column (row).
 * - 2-String Kite: one strong link in a row, one in a column, B and C in the same box (A and D outside it).
 * - Turbot Fish: every other shape (a strong link in a box).
 *
 * Glossary: as in types.ts; "conjugate pair": the two cells of a unit that are a digit's only places in it.
 */
import { boxOf, columnOf, rowOf } from "../../board.js";
import { digitToBit } from "../../solver.js";
import { commonPeers, UNITS, unitKind, unitRef } from "../grid.js";
import { eliminationsOf, makeStep } from "../step.js";
import type { Position, Step, TechniqueId } from "../types.js";

/** A conjugate pair of a digit: its only two places in unit `unit`. */
export interface ConjugatePair {
  readonly unit: number;
  readonly cells: readonly [number, number];
}

/** The conjugate pairs of `digit`, unit by unit (rows, columns, boxes). */
export function conjugatePairs(position: Position, digit: number): ConjugatePair[] {
  const bit = digitToBit(digit);
  const pairs: ConjugatePair[] = [];
  for (let u = 0; u < 27; u++) {
    const cells = UNITS[u].filter((c) => position.values[c] === 0 && (position.candidates[c] & bit) !== 0);
    if (cells.length === 2) pairs.push({ unit: u, cells: [cells[0], cells[1]] });
  }
  return pairs;
}

/** Which technique a strong-weak-strong pattern A=B−C=D is, by the units of its links. */
function classify(
  first: ConjugatePair,
  second: ConjugatePair,
  b: number,
  c: number,
  a: number,
  d: number,
): TechniqueId {
  const k1 = unitKind(first.unit);
  const k2 = unitKind(second.unit);
  if (k1 === "row" && k2 === "row" && columnOf(b) === columnOf(c) && columnOf(a) !== columnOf(d))
    return "skyscraper";
  if (k1 === "column" && k2 === "column" && rowOf(b) === rowOf(c) && rowOf(a) !== rowOf(d))
    return "skyscraper";
  if (
    k1 !== "box" &&
    k2 !== "box" &&
    k1 !== k2 &&
    boxOf(b) === boxOf(c) &&
    boxOf(a) !== boxOf(b) &&
    boxOf(d) !== boxOf(b)
  )
    return "two-string-kite";
  return "turbot-fish";
}

/** Steps of the strong-weak-strong patterns that are `technique`. */
export function strongLinkSteps(technique: "skyscraper" | "two-string-kite" | "turbot-fish") {
  return function* steps(position: Position): Generator<Step> {
    for (let digit = 1; digit <= 9; digit++) {
      const pairs = conjugatePairs(position, digit);
      for (let i = 0; i < pairs.length; i++) {
        for (let j = i + 1; j < pairs.length; j++) {
          const first = pairs[i];
          const second = pairs[j];
          for (let x = 0; x < 2; x++) {
            for (let y = 0; y < 2; y++) {
              const a = first.cells[1 - x];
              const b = first.cells[x];
              const c = second.cells[y];
              const d = second.cells[1 - y];
              if (new Set([a, b, c, d]).size !== 4) continue;
              // B−C must be a weak link, and the pattern must not be one strong link seen twice.
              if (!sharesUnit(b, c)) continue;
              if (classify(first, second, b, c, a, d) !== technique) continue;
              const eliminations = eliminationsOf(position, commonPeers([a, d]), digitToBit(digit));
              if (eliminations.length === 0) continue;
              yield makeStep(
                technique,
                { eliminations },
                {
                  cells: [a, b, c, d],
                  digits: [digit],
                  units: [unitRef(first.unit), unitRef(second.unit)],
                  candidates: [a, b, c, d].map((cell) => ({ cell, digit })),
                  links: [
                    { from: { cell: a, digit }, to: { cell: b, digit }, kind: "strong" },
                    { from: { cell: b, digit }, to: { cell: c, digit }, kind: "weak" },
                    { from: { cell: c, digit }, to: { cell: d, digit }, kind: "strong" },
                  ],
                },
              );
            }
          }
        }
      }
    }
  };
}

const sharesUnit = (a: number, b: number): boolean =>
  rowOf(a) === rowOf(b) || columnOf(a) === columnOf(b) || boxOf(a) === boxOf(b);
