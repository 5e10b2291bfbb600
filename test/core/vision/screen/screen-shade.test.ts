import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import {
  centredOnBoxes,
  isShadedBoard,
  isShadedBox,
  unshadedCopy,
} from "../../../../src/core/vision/screen/screen-shade.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import { SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** A cell raster of one gray level per pixel, as `level` says (every channel alike). */
function rasterOf(level: (u: number, v: number) => number): CellRaster {
  const gray = new Uint8Array(CELL * CELL);
  for (let v = 0; v < CELL; v++) for (let u = 0; u < CELL; u++) gray[v * CELL + u] = level(u, v);
  return { red: gray.slice(), green: gray.slice(), blue: gray.slice(), gray };
}

/**
 * An FLTK gleam box: its rows' fill `top` at the top, rising evenly to `fill` by a third of the cell,
 * then flat; `ink` where `at` says.
 */
function shadedBox(
  top: number,
  fill: number,
  ink: number,
  at: (u: number, v: number) => boolean,
): CellRaster {
  const third = CELL / 3;
  return rasterOf((u, v) =>
    at(u, v) ? ink : Math.round(v < third ? top + ((fill - top) * v) / third : fill),
  );
}

/** A bar in the middle, 4 pixels wide and 28 tall (a 1). */
const bar = (u: number, v: number): boolean => u >= 22 && u < 26 && v >= 10 && v < 38;

describe("isShadedBox", () => {
  it("tells a box shaded from row to row from a flat one", () => {
    expect(isShadedBox(shadedBox(130, 201, 236, bar))).toBe(true);
    expect(isShadedBox(rasterOf((u, v) => (bar(u, v) ? 236 : 201)))).toBe(false);
  });
});

describe("isShadedBoard", () => {
  it("takes a board of boxes shaded over their tops, not one of flat boxes", () => {
    expect(isShadedBoard(Array.from({ length: 81 }, () => shadedBox(130, 201, 236, bar)))).toBe(true);
    const flat = rasterOf((u, v) => (bar(u, v) ? 236 : 201));
    expect(isShadedBoard(Array.from({ length: 81 }, () => flat))).toBe(false);
  });
});

describe("unshadedCopy", () => {
  it("keeps a light digit on a light box whose top is dark, on one flat fill far from its ink", () => {
    const copy = unshadedCopy(shadedBox(130, 201, 236, bar));
    // The bar stays the ink's level from its top (on the gradient) to its bottom (on the flat fill)...
    expect([copy.gray[12 * CELL + 23], copy.gray[36 * CELL + 23]]).toEqual([236, 236]);
    // ...and the fill is one level, SPAN from the ink, on the gradient and below it alike.
    expect([copy.gray[8 * CELL + 10], copy.gray[30 * CELL + 10]]).toEqual([76, 76]);
  });

  it("levels the rows to the box's own colour when asked (for measuring its colours)", () => {
    const copy = unshadedCopy(shadedBox(224, 51, 236, bar), true);
    expect([copy.gray[8 * CELL + 10], copy.gray[30 * CELL + 10], copy.gray[20 * CELL + 23]]).toEqual([
      51, 51, 236,
    ]);
  });

  it("paints a gap standing along the cell's whole height in its margin with the fill: it is no 1", () => {
    const gap = (u: number): boolean => u >= 6 && u < 8;
    const copy = unshadedCopy(shadedBox(130, 201, 10, (u) => gap(u)));
    expect(new Set(Array.from({ length: CELL }, (_, v) => copy.gray[v * CELL + 7])).size).toBe(1);
  });

  it("keeps a bold stroke standing along the cell's whole height in the digit's columns", () => {
    // A stretched cell's given 3: its right side, 4 pixels wide, from the top of the inner rows to their
    // bottom (seen painted out as a line, and the 3 read a sure blank).
    const side = (u: number, v: number): boolean => u >= 29 && u < 33 && v >= 5 && v < 43;
    const copy = unshadedCopy(shadedBox(224, 51, 236, side));
    expect([copy.gray[20 * CELL + 30], copy.gray[30 * CELL + 30]]).toEqual([236, 236]);
    expect(copy.gray[30 * CELL + 20]).toBe(76);
  });

  it("makes a blank flat, a faint line in its margin (an empty box's lit frame) painted out: it is no 1", () => {
    // Too faint to be a line (50 levels from the fill, over 30 of the 38 inner rows), but read as a 1.
    const cell = rasterOf((u, v) => (u === 7 && v >= 10 && v < 40 ? 160 : 110));
    expect(new Set(unshadedCopy(cell).gray)).toEqual(new Set([110]));
    // Its colours are measured as drawn.
    expect(unshadedCopy(cell, true).gray[20 * CELL + 7]).toBe(160);
  });

  it("takes the ink's side from the box's lower part when its margins lie beside the box", () => {
    // A light entry on a light box drawn a little inside the cell: the margins see the surround (202),
    // as light as the box's lower part, so the box's dark top (159) departs further than the digit does.
    const seven = (u: number, v: number): boolean => u >= 24 && u < 29 && v >= 20 && v < 40;
    const cell = rasterOf((u, v) => {
      if (u < 10 || u >= 38 || v < 7) return 202;
      if (seven(u, v)) return 238;
      return v < 17 ? Math.round(159 + ((202 - 159) * (v - 7)) / 10) : 202;
    });
    const copy = unshadedCopy(cell);
    // The digit stays light ink, its fill far darker (read dark ink, the digit had been left a blank).
    expect(copy.gray[30 * CELL + 26]).toBe(238);
    expect(copy.gray[30 * CELL + 18]).toBe(78);
  });
});

/**
 * A cell of FLTK's gleam board cut off its box: the box 41 pixels wide, its lit frame (240) on its left
 * and its dark one (20) on its right, `off` pixels right of the cell's middle, on a black surround (5);
 * a shaded fill (dark top, 201 below) with a 1 in its middle.
 */
function boxOff(off: number): CellRaster {
  const left = 3 + off;
  const right = left + 41;
  return rasterOf((u, v) => {
    if (u === left - 1) return 240;
    if (u === right) return 20;
    if (u < left - 1 || u > right) return 5;
    if (u >= left + 19 && u < left + 23 && v >= 10 && v < 38) return 236;
    return v < 16 ? 130 + 4 * v : 201;
  });
}

describe("centredOnBoxes", () => {
  it("moves each lattice column's cells so that their boxes lie in their middle", () => {
    // Column 0's boxes 6 pixels right of their cells' middle (FLTK's wider gap between 3×3 boxes beside
    // a lattice fitted evenly), column 8's 3 left, the others centred.
    const offs = [6, 0, 0, 0, 0, 0, 0, 0, -3];
    const raw = Array.from({ length: 81 }, (_, cell) => boxOff(offs[cell % 9] as number));
    const centred = centredOnBoxes(raw);
    // The 1 at columns 22-25, as in a centred box...
    const at = (cell: number, u: number): number | undefined => centred[cell]?.gray[20 * CELL + u];
    for (const cell of [0, 40, 80])
      expect([at(cell, 21), at(cell, 22), at(cell, 25), at(cell, 26)]).toEqual([201, 236, 236, 201]);
    // ...the lit frame at 2 and the dark one at 44 (where the raw cell had them: column 0's dark frame
    // and column 8's lit one lay off their cells).
    expect([at(0, 2), at(40, 2), at(40, 44), at(80, 44)]).toEqual([240, 240, 20, 20]);
    expect(centred[40]).toBe(raw[40]);
  });

  it("leaves a board whose boxes show no frames as cut", () => {
    const raw = Array.from({ length: 81 }, () => shadedBox(130, 201, 236, bar));
    expect(centredOnBoxes(raw)).toEqual(raw);
  });
});

describe("a real FLTK Sudoku screenshot (test/fixtures/app-screens, tune)", () => {
  it("reads a dark look whose boxes stand off the lattice's cells: the givens in the first columns of its 3×3 boxes", async () => {
    // Before its cells were centred on their boxes, the givens r1c4 and r7c1 were read as entries.
    const name = "fltk-sudoku-dark-window-600x630-2.png";
    const { givens } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(Array.from(read.puzzle, (d) => (d === 0 ? "." : String(d))).join("")).toBe(givens);
  });

  it("reads its dark look's shaded boxes: light givens on dark boxes, light entries on light ones", async () => {
    // Before the unshaded copies: 36 cells wrong, empty cells read as digits and entries as blanks.
    const name = "fltk-sudoku-dark-screen-1280x800-2.png";
    const { full } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(Array.from(read.grid, (d) => (d === 0 ? "." : String(d))).join("")).toBe(full);
  });
});
