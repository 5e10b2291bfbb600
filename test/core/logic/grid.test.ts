import { describe, expect, it } from "vitest";
import {
  ALL_DIGITS,
  commonPeers,
  countDigits,
  digitsOf,
  PEERS,
  sees,
  subsets,
  UNITS,
  UNITS_OF_CELL,
  unitKind,
  unitRef,
} from "../../../src/core/logic/grid.js";
import { at } from "./support.js";

describe("UNITS", () => {
  it("numbers rows 0..8, columns 9..17, boxes 18..26, each its nine cells in reading order", () => {
    expect(UNITS).toHaveLength(27);
    expect(UNITS[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(UNITS[9 + 4]).toEqual([4, 13, 22, 31, 40, 49, 58, 67, 76]); // column 5
    expect(UNITS[18 + 4]).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]); // box 5
    expect(UNITS[26]).toEqual([60, 61, 62, 69, 70, 71, 78, 79, 80]); // box 9
  });
});

describe("unitKind and unitRef", () => {
  it("name a unit number by kind and 0-based index", () => {
    expect([0, 8, 9, 17, 18, 26].map(unitKind)).toEqual(["row", "row", "column", "column", "box", "box"]);
    expect(unitRef(13)).toEqual({ kind: "column", index: 4 });
    expect(unitRef(20)).toEqual({ kind: "box", index: 2 });
  });
});

describe("UNITS_OF_CELL", () => {
  it("lists a cell's row, 9 + column and 18 + box", () => {
    expect(UNITS_OF_CELL[at("r1c1")]).toEqual([0, 9, 18]);
    expect(UNITS_OF_CELL[at("r5c7")]).toEqual([4, 15, 23]);
    expect(UNITS_OF_CELL[at("r9c9")]).toEqual([8, 17, 26]);
  });
});

describe("PEERS", () => {
  it("gives every cell 20 peers, ascending, never itself", () => {
    for (let c = 0; c < 81; c++) {
      expect(PEERS[c]).toHaveLength(20);
      expect(PEERS[c]).not.toContain(c);
      expect(PEERS[c]).toEqual([...(PEERS[c] as number[])].sort((a, b) => a - b));
    }
  });

  it("gives r1c1 its row, its column and the four other cells of box 1", () => {
    expect(PEERS[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]);
  });
});

describe("sees", () => {
  it("is true for cells sharing a row, a column or a box, and false for a cell and itself", () => {
    expect(sees(at("r1c1"), at("r1c9"))).toBe(true);
    expect(sees(at("r1c1"), at("r9c1"))).toBe(true);
    expect(sees(at("r1c1"), at("r3c3"))).toBe(true);
    expect(sees(at("r1c1"), at("r4c4"))).toBe(false);
    expect(sees(at("r3c3"), at("r4c4"))).toBe(false);
    expect(sees(at("r5c5"), at("r5c5"))).toBe(false);
  });
});

describe("digitsOf and countDigits", () => {
  it("list the digits of a mask ascending and count them", () => {
    expect(digitsOf(0b101)).toEqual([1, 3]);
    expect(digitsOf(0)).toEqual([]);
    expect(digitsOf(ALL_DIGITS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(digitsOf(0b100010000)).toEqual([5, 9]);
    expect(countDigits(0b100010000)).toBe(2);
    expect(countDigits(ALL_DIGITS)).toBe(9);
  });
});

describe("commonPeers", () => {
  it("gives the cells that see every given cell, ascending, without the given cells", () => {
    // r1c1 and r5c5 see each other's row/column crossings r1c5 and r5c1 only.
    expect(commonPeers([at("r1c1"), at("r5c5")])).toEqual([at("r1c5"), at("r5c1")]);
    // r1c1 and r1c2 share row 1 and box 1: the rest of both.
    expect(commonPeers([at("r1c1"), at("r1c2")])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20]);
  });

  it("is empty for no cells and for cells nothing sees together", () => {
    expect(commonPeers([])).toEqual([]);
    expect(commonPeers([at("r1c1"), at("r5c5"), at("r9c9")])).toEqual([]);
  });

  it("gives a single cell's peers", () => {
    expect(commonPeers([at("r5c5")])).toEqual(PEERS[at("r5c5")]);
  });
});

describe("subsets", () => {
  it("yields every k-element subset in lexicographic order of indices", () => {
    expect([...subsets(["a", "b", "c", "d"], 2)]).toEqual([
      ["a", "b"],
      ["a", "c"],
      ["a", "d"],
      ["b", "c"],
      ["b", "d"],
      ["c", "d"],
    ]);
  });

  it("yields one empty subset for k = 0 and none when k exceeds the items", () => {
    expect([...subsets([1, 2], 0)]).toEqual([[]]);
    expect([...subsets([1, 2], 3)]).toEqual([]);
  });

  it("yields fresh arrays a caller may keep", () => {
    const all = [...subsets([1, 2, 3], 2)];
    expect(all).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });
});
