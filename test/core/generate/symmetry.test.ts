import { describe, expect, it } from "vitest";
import { isSymmetric, orbitsOf, SYMMETRIES, type Symmetry } from "../../../src/core/generate/symmetry.js";

/** Cell index from `r3c7` (1-based row and column). */
const at = (name: string): number => {
  const m = /^r(\d)c(\d)$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};

/** A board with a 5 in each named cell and blanks elsewhere. */
function boardWith(...names: string[]): Uint8Array {
  const board = new Uint8Array(81);
  for (const name of names) board[at(name)] = 5;
  return board;
}

/** The orbit holding `cell`. */
const orbitOf = (symmetry: Symmetry, name: string): number[] | undefined =>
  orbitsOf(symmetry).find((orbit) => orbit.includes(at(name)));

describe("orbitsOf", () => {
  it.each(SYMMETRIES)(
    "%s: covers every cell exactly once, each orbit ascending, orbits in cell order",
    (s) => {
      const orbits = orbitsOf(s);
      expect(orbits.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, k) => k));
      for (const orbit of orbits) expect(orbit).toEqual([...orbit].sort((a, b) => a - b));
      const firsts = orbits.map((o) => o[0] as number);
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    },
  );

  it("counts the orbits of each symmetry: pairs, plus the cells the move leaves in place", () => {
    const counts = Object.fromEntries(SYMMETRIES.map((s) => [s, orbitsOf(s).length]));
    expect(counts).toEqual({
      rotational: 41, // 40 pairs and the centre cell
      none: 81,
      horizontal: 45, // 36 pairs and the 9 cells of column 5
      vertical: 45, // 36 pairs and the 9 cells of row 5
      diagonal: 45, // 36 pairs and the 9 cells of the main diagonal
      "anti-diagonal": 45, // 36 pairs and the 9 cells of the other diagonal
    });
  });

  it("pairs each cell with its image under the move", () => {
    expect(orbitOf("rotational", "r1c2")).toEqual([at("r1c2"), at("r9c8")]);
    expect(orbitOf("rotational", "r5c5")).toEqual([at("r5c5")]);
    expect(orbitOf("none", "r3c4")).toEqual([at("r3c4")]);
    expect(orbitOf("horizontal", "r2c1")).toEqual([at("r2c1"), at("r2c9")]);
    expect(orbitOf("horizontal", "r7c5")).toEqual([at("r7c5")]);
    expect(orbitOf("vertical", "r2c3")).toEqual([at("r2c3"), at("r8c3")]);
    expect(orbitOf("vertical", "r5c8")).toEqual([at("r5c8")]);
    expect(orbitOf("diagonal", "r1c2")).toEqual([at("r1c2"), at("r2c1")]);
    expect(orbitOf("diagonal", "r4c4")).toEqual([at("r4c4")]);
    expect(orbitOf("anti-diagonal", "r1c2")).toEqual([at("r1c2"), at("r8c9")]);
    expect(orbitOf("anti-diagonal", "r3c7")).toEqual([at("r3c7")]);
  });
});

describe("isSymmetric", () => {
  it.each(SYMMETRIES)("%s: holds for the empty board and for the centre cell alone", (s) => {
    expect(isSymmetric(new Uint8Array(81), s)).toBe(true);
    expect(isSymmetric(boardWith("r5c5"), s)).toBe(true);
  });

  it("holds for a given and its image, whatever digits they hold, and only for that symmetry", () => {
    const board = boardWith("r1c2", "r9c8");
    board[at("r9c8")] = 7;
    expect(SYMMETRIES.filter((s) => isSymmetric(board, s))).toEqual(["rotational", "none"]);
    expect(SYMMETRIES.filter((s) => isSymmetric(boardWith("r2c1", "r2c9"), s))).toEqual([
      "none",
      "horizontal",
    ]);
    expect(SYMMETRIES.filter((s) => isSymmetric(boardWith("r2c3", "r8c3"), s))).toEqual(["none", "vertical"]);
    expect(SYMMETRIES.filter((s) => isSymmetric(boardWith("r1c2", "r2c1"), s))).toEqual(["none", "diagonal"]);
    expect(SYMMETRIES.filter((s) => isSymmetric(boardWith("r1c2", "r8c9"), s))).toEqual([
      "none",
      "anti-diagonal",
    ]);
  });

  it("fails for a lone given off every axis, except the symmetry 'none'", () => {
    expect(SYMMETRIES.filter((s) => isSymmetric(boardWith("r1c2"), s))).toEqual(["none"]);
  });
});
