/**
 * Fixed lookup tables and small helpers the techniques share: units, peers, digit masks.
 *
 * Glossary: as in types.ts. A "house" in HoDoKu's texts is what this project calls a unit.
 *
 * Representation: units are numbered 0..26 — rows 0..8, columns 9..17, boxes 18..26 — so
 * `UNITS[u]` lists a unit's nine cells in reading order; a candidate set is a 9-bit digit mask
 * (digit d ↔ bit `1 << (d - 1)`). All tables are built once at module load.
 */
import { ALL_UNITS, boxOf, columnOf, rowOf, type UnitKind } from "../board.js";
import { bitToDigit, popcount } from "../solver.js";
import type { UnitRef } from "./types.js";

/** The 27 units: rows 0..8, columns 9..17, boxes 18..26; each its nine cells in reading order. */
export const UNITS: readonly (readonly number[])[] = ALL_UNITS.map((u) => u.cells);

/** The kind of unit number `u` (0..26). */
export const unitKind = (u: number): UnitKind => (u < 9 ? "row" : u < 18 ? "column" : "box");

/** The unit number `u` (0..26) as a reference a step's pattern can carry. */
export const unitRef = (u: number): UnitRef => ({ kind: unitKind(u), index: u % 9 });

/** For each cell, its three unit numbers: [row, 9 + column, 18 + box]. */
export const UNITS_OF_CELL: readonly (readonly [number, number, number])[] = Array.from(
  { length: 81 },
  (_, c) => [rowOf(c), 9 + columnOf(c), 18 + boxOf(c)],
);

/** For each cell, the 20 peers (cells sharing a unit with it), ascending. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, c) => {
  const set = new Set<number>();
  for (const u of UNITS_OF_CELL[c]) for (const p of UNITS[u]) if (p !== c) set.add(p);
  return [...set].sort((a, b) => a - b);
});

/** Whether two different cells share a unit. */
export const sees = (a: number, b: number): boolean =>
  a !== b && (rowOf(a) === rowOf(b) || columnOf(a) === columnOf(b) || boxOf(a) === boxOf(b));

/** All nine digits as a mask. */
export const ALL_DIGITS = 0x1ff;

/** The digits (ascending) of a digit mask. @example digitsOf(0b101) // [1, 3] */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(bitToDigit(m & -m));
  return out;
}

/** The number of digits in a mask (re-exported so techniques import bit helpers from one place). */
export const countDigits = popcount;

/** The cells common to the peers of all the given cells (cells that see every one of them), ascending. */
export function commonPeers(cells: readonly number[]): number[] {
  if (cells.length === 0) return [];
  return PEERS[cells[0]].filter((p) => !cells.includes(p) && cells.every((c) => sees(c, p)));
}

/** Every k-element subset of `items` (in lexicographic order of indices). */
export function* subsets<T>(items: readonly T[], k: number, start = 0, chosen: T[] = []): Generator<T[]> {
  if (chosen.length === k) {
    yield chosen.slice();
    return;
  }
  for (let i = start; i <= items.length - (k - chosen.length); i++) {
    chosen.push(items[i]);
    yield* subsets(items, k, i + 1, chosen);
    chosen.pop();
  }
}
