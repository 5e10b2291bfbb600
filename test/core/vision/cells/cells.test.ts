import { describe, expect, it } from "vitest";
import { CELL, type CellRaster, isolateDigit } from "../../../../src/core/vision/cells/cells.js";

/**
 * A cell raster filled with gray `fill`, a bar of gray `ink` in its middle (a "1", 6 × 24 pixels) and a
 * strip of gray `strip` along its top, inside the cell (the dark gap between two tiles of a theme).
 */
function cellRaster(fill: number, ink: number, strip: number): CellRaster {
  const gray = new Uint8Array(CELL * CELL).fill(fill);
  for (let y = 12; y < 36; y++) for (let x = 21; x < 27; x++) gray[y * CELL + x] = ink;
  for (let y = 5; y < 8; y++) for (let x = 0; x < CELL; x++) gray[y * CELL + x] = strip;
  return { red: gray, green: gray, blue: gray, gray };
}

describe("isolateDigit", () => {
  it("finds a screenshot's light digit on a mid fill though the board's ink is dark (KSudoku's tiles)", () => {
    const sample = isolateDigit(0, cellRaster(110, 250, 25), false, 110, true);
    expect(sample.ink).toBe(true);
    expect(sample.features.inverted).toBe(true);
    expect(sample.features.height).toBeCloseTo(24 / CELL, 1);
  });

  it("finds a screenshot's dark digit on a light fill though the board's ink is light", () => {
    const sample = isolateDigit(0, cellRaster(200, 20, 200), true, 200, true);
    expect(sample.ink).toBe(true);
    expect(sample.features.inverted).toBe(false);
  });

  it("keeps the board's polarity in a photo, where a cell's own extremes may be shading", () => {
    expect(isolateDigit(0, cellRaster(110, 250, 25), false, 110, false).features.inverted).toBe(false);
  });
});

describe("isolateDigit on a screenshot's pencil marks", () => {
  /** Dark ink on white: a stroke in the cell's top-left corner and, low in the cell, two small marks. */
  function marksBesideStroke(): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(245);
    const paint = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) gray[y * CELL + x] = 30;
    };
    paint(0, 0, 12, 17);
    paint(21, 32, 26, 41);
    paint(34, 32, 39, 41);
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("judges the marks and not a stroke touching the cell's edge (KSudoku's scribble highlight)", () => {
    const sample = isolateDigit(0, marksBesideStroke(), false, 245, true);
    expect(sample.ink).toBe(false);
    // The marks' height, which settleScreen weighs against the board's digits (the stroke's is 18).
    expect(sample.features.height).toBeCloseTo(10 / CELL, 5);
  });
});

describe("isolateDigit on stacked pencil marks", () => {
  /** Dark ink on white: marks 6 wide and 9 tall at the given tops, one above the other in the middle. */
  function stacked(tops: readonly number[], tall = 9): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(245);
    for (const top of tops)
      for (let y = top; y < top + tall; y++) for (let x = 21; x < 27; x++) gray[y * CELL + x] = 30;
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("takes two small marks one above the other for pencil marks on a screenshot, not for a digit", () => {
    const sample = isolateDigit(0, stacked([12, 23]), false, 245, true);
    expect(sample.ink).toBe(false);
    expect(sample.features.height).toBeCloseTo(9 / CELL, 5);
  });

  it("keeps a digit drawn as one tall blob", () => {
    expect(isolateDigit(0, stacked([12], 22), false, 245, true).ink).toBe(true);
  });
});

describe("isolateDigit on a digit lying on its side", () => {
  /** Dark ink on white: a bar `wide` × `high` pixels in the cell's middle (a 1 on a board turned a quarter turn). */
  function bar(wide: number, high: number): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(245);
    const [x0, y0] = [Math.round((CELL - wide) / 2), Math.round((CELL - high) / 2)];
    for (let y = y0; y < y0 + high; y++) for (let x = x0; x < x0 + wide; x++) gray[y * CELL + x] = 30;
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("takes a screenshot's bar as long as a digit is tall for ink, doubtful: the board may be turned", () => {
    const sample = isolateDigit(0, bar(26, 10), false, 245, true);
    expect(sample.ink).toBe(true);
    expect(sample.inkConfidence).toBeLessThan(0.9);
    expect(sample.features.width).toBeCloseTo(26 / CELL, 5);
  });

  it("leaves a hairline, or a bar no longer than a pencil mark, blank", () => {
    expect(isolateDigit(0, bar(26, 3), false, 245, true).ink).toBe(false);
    expect(isolateDigit(0, bar(14, 10), false, 245, true).ink).toBe(false);
  });
});

describe("isolateDigit beside a photo's line remnant", () => {
  /**
   * A photo's cell, dark ink on paper: a digit (a ring 14 × 24, strokes 3 wide) in the middle and, when
   * asked, the remnant of the grid line a lattice a little off leaves inside the cell: 2 pixels along
   * the right side, 38 tall, with a foot along the bottom (taller than the digit, mostly in the edge zone).
   */
  function photoCell(digit: boolean, remnant: boolean): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(200);
    const paint = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) gray[y * CELL + x] = 60;
    };
    if (digit) {
      paint(17, 12, 30, 14);
      paint(17, 33, 30, 35);
      paint(17, 12, 19, 35);
      paint(28, 12, 30, 35);
    }
    if (remnant) {
      paint(45, 10, 46, 47);
      paint(36, 46, 47, 47);
    }
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("takes the digit, not the taller remnant", () => {
    const sample = isolateDigit(0, photoCell(true, true), false, 200, false);
    expect(sample.ink).toBe(true);
    expect(sample.features.height).toBeCloseTo(24 / CELL, 5);
    expect(sample.features.width).toBeCloseTo(14 / CELL, 5);
  });

  it("measures the digit as it would without the remnant", () => {
    const alone = isolateDigit(0, photoCell(true, false), false, 200, false);
    const beside = isolateDigit(0, photoCell(true, true), false, 200, false);
    expect(beside.patch).toEqual(alone.patch);
  });
});

/**
 * A screenshot's cell as FLTK's Sudoku draws it: a flat fill and, when asked, a digit in ink 0: a ring
 * 14 × 24 with strokes 3 wide (`ring`), or a bold one 18 × 30 (`bold`, an 8: its two holes 8 × 8, and
 * an anti-aliased rim of ink 60 down its sides), which covers more than half of the cell's middle; and
 * a box's edge left inside the cell by the lattice (a line 1 pixel wide, 34 tall, at x 7: taller than
 * the digit) in gray `edge`.
 */
function fltkCell(fill: number, options: { digit?: "ring" | "bold"; edge?: number }): CellRaster {
  const gray = new Uint8Array(CELL * CELL).fill(fill);
  const paint = (x0: number, y0: number, x1: number, y1: number, level: number): void => {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) gray[y * CELL + x] = level;
  };
  if (options.digit === "ring") {
    paint(17, 12, 30, 35, 0);
    paint(20, 15, 27, 32, fill);
  }
  if (options.digit === "bold") {
    paint(14, 9, 33, 38, 60);
    paint(16, 9, 31, 38, 0);
    paint(20, 14, 27, 21, fill);
    paint(20, 26, 27, 33, fill);
  }
  if (options.edge !== undefined) paint(7, 7, 7, 40, options.edge);
  return { red: gray, green: gray, blue: gray, gray };
}

describe("isolateDigit beside a box's edge (FLTK's Sudoku)", () => {
  it("takes the digit, not the taller edge line far to one side", () => {
    const sample = isolateDigit(0, fltkCell(245, { digit: "ring", edge: 120 }), false, 245, true);
    expect(sample.ink).toBe(true);
    expect(sample.features.width).toBeCloseTo(14 / CELL, 5);
    expect(sample.features.height).toBeCloseTo(24 / CELL, 5);
  });

  it("reads an empty cell with only the edge line in it as blank, light or dark", () => {
    expect(isolateDigit(0, fltkCell(245, { edge: 120 }), false, 245, true).ink).toBe(false);
    expect(isolateDigit(0, fltkCell(129, { edge: 201 }), false, 245, true).ink).toBe(false);
  });

  it("keeps the line when only ink shorter than a digit is left beside it (a tile's shading)", () => {
    const raster = fltkCell(245, { edge: 120 });
    for (let y = 32; y <= 40; y++) for (let x = 26; x <= 40; x++) raster.gray[y * CELL + x] = 120;
    const sample = isolateDigit(0, raster, false, 245, true);
    expect(sample.ink).toBe(true);
    expect(sample.features.height).toBeCloseTo(34 / CELL, 5);
  });

  it("keeps a photo's thin stroke to one side (only an app centres its digits)", () => {
    const sample = isolateDigit(0, fltkCell(200, { edge: 60 }), false, 200, false);
    expect(sample.ink).toBe(true);
  });
});

describe("isolateDigit on a selected cell's darker fill (FLTK's Sudoku)", () => {
  it("finds the bold dark digit that covers more than half of the cell's middle", () => {
    // The olive of a clashing entry's yellow mixed with the selection, on a board of light cells.
    const sample = isolateDigit(0, fltkCell(119, { digit: "bold" }), false, 245, true);
    expect(sample.ink).toBe(true);
    expect(sample.features.inverted).toBe(false);
    expect(sample.features.height).toBeCloseTo(30 / CELL, 5);
  });
});
