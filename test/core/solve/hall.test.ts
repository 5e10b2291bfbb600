import { describe, expect, it } from "vitest";
import { narrowUnits, stateIsFeasible } from "../../../src/core/solve/hall.js";

/** Cell index from `r3c7` (1-based row and column). */
const at = (name: string): number => {
  const m = /^r(\d)c(\d)$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};

/**
 * The 27 digit-band masks (solve/index.ts's representation, written out here independently): entry
 * `(digit - 1) * 3 + band` has bit `cell % 27` for each cell of `band` that may hold `digit`.
 */
function stateOf(allows: (cell: number, digit: number) => boolean): Int32Array {
  const store = new Int32Array(27);
  for (let cell = 0; cell < 81; cell++) {
    for (let digit = 1; digit <= 9; digit++) {
      if (allows(cell, digit)) store[(digit - 1) * 3 + Math.floor(cell / 27)] |= 1 << (cell % 27);
    }
  }
  return store;
}

/** A state where every digit is possible everywhere except `digits` in cells of `unit` outside `keep`. */
function confined(unit: readonly string[], keep: readonly string[], digits: readonly number[]): Int32Array {
  const banned = new Set(unit.filter((c) => !keep.includes(c)).map(at));
  return stateOf((cell, digit) => !(banned.has(cell) && digits.includes(digit)));
}

const cellsOf = (rows: number[], columns: number[]): string[] =>
  rows.flatMap((r) => columns.map((c) => `r${r}c${c}`));
/** The 27 units by name, each its nine cells in reading order. */
const UNITS: [string, string[]][] = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => {
  const band = [1, 2, 3].map((k) => 3 * Math.floor((n - 1) / 3) + k);
  const stack = [1, 2, 3].map((k) => 3 * ((n - 1) % 3) + k);
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  return [
    [`row ${n}`, cellsOf([n], all)],
    [`column ${n}`, cellsOf(all, [n])],
    [`box ${n}`, cellsOf(band, stack)],
  ] as [string, string[]][];
});
/** Places within a unit to keep digits in: spread over its bands/stacks and bunched in one. */
const TRIPLES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [2, 3, 7],
];
const PAIRS = [
  [0, 8],
  [1, 5],
  [3, 4],
];

/** Cells of `unit` at the given places. */
const pick = (unit: readonly string[], places: readonly number[]): string[] =>
  places.map((k) => unit[k] as string);

const BOX_1 = cellsOf([1, 2, 3], [1, 2, 3]);
const BOX_5 = cellsOf([4, 5, 6], [4, 5, 6]);
const BOX_9 = cellsOf([7, 8, 9], [7, 8, 9]);
const ROW_1 = cellsOf([1], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
const COLUMN_5 = cellsOf([1, 2, 3, 4, 5, 6, 7, 8, 9], [5]);
const COLUMN_9 = cellsOf([1, 2, 3, 4, 5, 6, 7, 8, 9], [9]);

/** Removals expected when every digit but `pair` loses `cells`. */
function removalsOf(cells: readonly string[], pair: readonly number[]): Int32Array {
  const out = new Int32Array(27);
  for (let digit = 1; digit <= 9; digit++) {
    if (pair.includes(digit)) continue;
    for (const name of cells) out[(digit - 1) * 3 + Math.floor(at(name) / 27)] |= 1 << (at(name) % 27);
  }
  return out;
}

describe("stateIsFeasible", () => {
  it("accepts the open state, every digit possible in every cell", () => {
    expect(
      stateIsFeasible(
        stateOf(() => true),
        0,
      ),
    ).toBe(true);
  });

  it("reads the state at the given base of a larger store", () => {
    const bad = confined(BOX_1, ["r1c1", "r1c2", "r1c3"], [1, 2, 3, 4]);
    const store = new Int32Array(54);
    store.set(
      stateOf(() => true),
      0,
    );
    store.set(bad, 27);
    expect(stateIsFeasible(store, 0)).toBe(true);
    expect(stateIsFeasible(store, 27)).toBe(false);
  });

  it("rejects four digits left with three cells of box 1", () => {
    expect(stateIsFeasible(confined(BOX_1, ["r1c1", "r1c2", "r1c3"], [1, 2, 3, 4]), 0)).toBe(false);
  });

  it("accepts three digits left with three cells of box 1 (a hidden triple is no contradiction)", () => {
    expect(stateIsFeasible(confined(BOX_1, ["r1c1", "r2c2", "r3c3"], [1, 2, 3]), 0)).toBe(true);
  });

  it("rejects four digits left with three cells of box 9", () => {
    expect(stateIsFeasible(confined(BOX_9, ["r7c7", "r8c9", "r9c8"], [6, 7, 8, 9]), 0)).toBe(false);
  });

  it("rejects three digits left with two cells of row 1", () => {
    expect(stateIsFeasible(confined(ROW_1, ["r1c4", "r1c9"], [2, 5, 8]), 0)).toBe(false);
  });

  it("rejects four digits left with three cells of column 5, one in each band", () => {
    expect(stateIsFeasible(confined(COLUMN_5, ["r2c5", "r5c5", "r8c5"], [1, 2, 3, 4]), 0)).toBe(false);
  });

  it("accepts three digits left with three cells of column 5, one in each band", () => {
    expect(stateIsFeasible(confined(COLUMN_5, ["r2c5", "r5c5", "r8c5"], [1, 2, 3]), 0)).toBe(true);
  });

  it.each(UNITS)("in %s: rejects four digits left with three of its cells, accepts three", (_, unit) => {
    for (const places of TRIPLES) {
      const keep = pick(unit, places);
      expect(stateIsFeasible(confined(unit, keep, [2, 4, 6, 9]), 0), keep.join(" ")).toBe(false);
      expect(stateIsFeasible(confined(unit, keep, [2, 4, 6]), 0), keep.join(" ")).toBe(true);
    }
  });
});

describe("narrowUnits", () => {
  it("finds nothing to remove in the open state", () => {
    const removals = new Int32Array(27);
    expect(
      narrowUnits(
        stateOf(() => true),
        removals,
      ),
    ).toBe(true);
    expect(removals).toEqual(new Int32Array(27));
  });

  it("GIVEN 1 and 2 only at r1c1, r1c2 in row 1 THEN every other digit loses r1c1 and r1c2", () => {
    const removals = new Int32Array(27);
    expect(narrowUnits(confined(ROW_1, ["r1c1", "r1c2"], [1, 2]), removals)).toBe(true);
    expect(removals).toEqual(removalsOf(["r1c1", "r1c2"], [1, 2]));
  });

  it("GIVEN 5 and 6 only at r4c9, r8c9 in column 9 THEN every other digit loses r4c9 and r8c9", () => {
    const removals = new Int32Array(27);
    expect(narrowUnits(confined(COLUMN_9, ["r4c9", "r8c9"], [5, 6]), removals)).toBe(true);
    expect(removals).toEqual(removalsOf(["r4c9", "r8c9"], [5, 6]));
  });

  it("GIVEN 7 and 8 only at r4c4, r6c6 in box 5 THEN every other digit loses r4c4 and r6c6", () => {
    const removals = new Int32Array(27);
    expect(narrowUnits(confined(BOX_5, ["r4c4", "r6c6"], [7, 8]), removals)).toBe(true);
    expect(removals).toEqual(removalsOf(["r4c4", "r6c6"], [7, 8]));
  });

  it.each(UNITS)("in %s: a hidden pair takes its two cells from every other digit", (_, unit) => {
    for (const places of PAIRS) {
      const keep = pick(unit, places);
      const removals = new Int32Array(27);
      expect(narrowUnits(confined(unit, keep, [3, 8]), removals), keep.join(" ")).toBe(true);
      expect(removals, keep.join(" ")).toEqual(removalsOf(keep, [3, 8]));
    }
  });

  it("adds to the removals it is given instead of overwriting them", () => {
    const removals = new Int32Array(27);
    removals[26] = 1 << 20; // digit 9, band 2: r9c3, set by an earlier unit
    narrowUnits(confined(ROW_1, ["r1c1", "r1c2"], [1, 2]), removals);
    const expected = removalsOf(["r1c1", "r1c2"], [1, 2]);
    expected[26] |= 1 << 20;
    expect(removals).toEqual(expected);
  });

  it("returns false when a unit breaks Hall's condition", () => {
    expect(narrowUnits(confined(BOX_1, ["r1c1", "r1c2", "r1c3"], [1, 2, 3, 4]), new Int32Array(27))).toBe(
      false,
    );
  });
});
