import { describe, expect, it } from "vitest";
import { candidateCentre } from "../../../src/core/render/candidates.js";

/** A 60 px grid whose top-left corner is at (10, 20): each candidate's mini-cell is 20 px. */
const GRID = { gridLeft: 10, gridTop: 20, cellSize: 60 };

describe("candidateCentre", () => {
  it("puts digit 1 at the centre of the top-left mini-cell of r1c1", () => {
    expect(candidateCentre(GRID, 0, 1)).toEqual({ x: 20, y: 30 });
  });

  it("lays the digits out 1 2 3 / 4 5 6 / 7 8 9 inside a cell, as pencil marks are written", () => {
    const centres = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => candidateCentre(GRID, 0, d));
    expect(centres).toEqual([
      { x: 20, y: 30 },
      { x: 40, y: 30 },
      { x: 60, y: 30 },
      { x: 20, y: 50 },
      { x: 40, y: 50 },
      { x: 60, y: 50 },
      { x: 20, y: 70 },
      { x: 40, y: 70 },
      { x: 60, y: 70 },
    ]);
  });

  it("moves by one cell per column and per row", () => {
    // r2c2 (cell 10), digit 6: one cell right and down, then the right mini-cell of the middle row.
    expect(candidateCentre(GRID, 10, 6)).toEqual({ x: 10 + 60 + 40 + 10, y: 20 + 60 + 20 + 10 });
    // r9c9 (cell 80), digit 9: the grid's bottom-right mini-cell.
    expect(candidateCentre(GRID, 80, 9)).toEqual({ x: 10 + 480 + 40 + 10, y: 20 + 480 + 40 + 10 });
  });
});
