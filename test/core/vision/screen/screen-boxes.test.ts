import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import {
  isolateBoldDigits,
  isStrayLine,
  levelledCopy,
  shrunkCopy,
} from "../../../../src/core/vision/screen/screen-boxes.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample, InkFeatures } from "../../../../src/core/vision/types.js";
import { SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** A cell raster of one gray `fill`, with `ink` where `at` says (every channel alike). */
function raster(fill: number, ink: number, at: (u: number, v: number) => boolean): CellRaster {
  const gray = new Uint8Array(CELL * CELL);
  for (let v = 0; v < CELL; v++) for (let u = 0; u < CELL; u++) gray[v * CELL + u] = at(u, v) ? ink : fill;
  return { red: gray.slice(), green: gray.slice(), blue: gray.slice(), gray };
}

const FEATURES: InkFeatures = {
  hue: 0,
  saturation: 0,
  value: 0.1,
  contrast: 0.8,
  inkFraction: 0.17,
  height: 0.42,
  width: 0.3,
  stroke: 0.14,
  inverted: false,
};

const sample = (cell: number, ink: boolean, inverted: boolean): CellSample => ({
  cell,
  ink,
  inkConfidence: 0.9,
  patch: new Float32Array(784),
  features: { ...FEATURES, inverted },
});

describe("shrunkCopy", () => {
  it("shrinks a block filling the middle towards the centre and pads the cell with its fill", () => {
    const block = raster(192, 0, (u, v) => u >= 10 && u < 38 && v >= 10 && v < 38);
    const copy = shrunkCopy(block);
    expect(copy.gray[24 * CELL + 24]).toBe(0);
    // 11 pixels in was inside the block; shrunk by 0.7 about the centre it is the fill now.
    expect(copy.gray[24 * CELL + 11]).toBe(192);
    expect(copy.gray[0]).toBe(192);
    expect(copy.red[24 * CELL + 24]).toBe(0);
  });
});

describe("levelledCopy", () => {
  it("lifts a dark fill to the board's background and keeps the ink's darkest level", () => {
    const selected = raster(130, 0, (u, v) => u >= 20 && u < 28 && v >= 14 && v < 34);
    const copy = levelledCopy(selected, 245, false);
    expect(copy?.gray[2 * CELL + 2]).toBe(245);
    expect(copy?.gray[24 * CELL + 24]).toBe(0);
  });

  it("leaves a cell of one flat fill alone (nothing to level)", () => {
    expect(
      levelledCopy(
        raster(130, 130, () => false),
        245,
        false,
      ),
    ).toBeNull();
  });
});

describe("isolateBoldDigits", () => {
  const rasters = Array.from({ length: 81 }, () => raster(192, 192, () => false));
  const cells = Array.from({ length: 81 }, (_, cell) => sample(cell, cell < 20, false));
  // Cell 30 reads blank inside out (a bold 8), cell 31 blank in the board's polarity.
  cells[30] = sample(30, false, true);
  cells[31] = sample(31, false, false);
  const retried: number[] = [];
  const isolate = (_: CellRaster, cell: number): CellSample => {
    retried.push(cell);
    return sample(cell, true, false);
  };

  it("reads again only the flipped blanks, and scales the copy's measurements back to the cell", () => {
    const out = isolateBoldDigits(
      rasters,
      cells,
      { inverted: false, background: 192, shaded: false },
      isolate,
    );
    expect(retried).toEqual([30]);
    expect(out[30]?.ink).toBe(true);
    expect(out[30]?.features.height).toBeCloseTo(0.6);
    expect(out[30]?.features.inkFraction).toBeCloseTo(0.17 / 0.49);
    expect(out[31]).toBe(cells[31]);
  });

  it("keeps a flipped blank whose copy shows no digit in the board's polarity", () => {
    const inside = (_: CellRaster, cell: number): CellSample => sample(cell, true, true);
    const out = isolateBoldDigits(
      rasters,
      cells,
      { inverted: false, background: 192, shaded: false },
      inside,
    );
    expect(out[30]).toBe(cells[30]);
  });

  it("reads again a digit read inside out, replaced only by a copy of a digit's weight", () => {
    const flipped = [...cells];
    flipped[40] = sample(40, true, true);
    const copyOf =
      (stroke: number) =>
      (_: CellRaster, cell: number): CellSample => ({
        ...sample(cell, true, false),
        features: { ...FEATURES, stroke },
      });
    const board = { inverted: false, background: 192, shaded: false };
    // A bold 4 (weight 0.14 / 0.42) replaces the 6 read from its holes; a hairline (a selected
    // cell's frame, 0.02 / 0.42) or a solid frame (0.4 / 0.42) does not.
    expect(isolateBoldDigits(rasters, flipped, board, copyOf(0.14))[40]?.features.inverted).toBe(false);
    expect(isolateBoldDigits(rasters, flipped, board, copyOf(0.02))[40]).toBe(flipped[40]);
    expect(isolateBoldDigits(rasters, flipped, board, copyOf(0.4))[40]).toBe(flipped[40]);
  });
});

describe("isStrayLine", () => {
  const light = {
    background: [245, 245, 245] as [number, number, number],
    ink: [90, 90, 90] as [number, number, number],
  };
  const line = (stroke: number, width: number, background = light.background): CellSample => ({
    ...sample(0, true, false),
    colours: { ...light, background },
    features: { ...FEATURES, stroke, width },
  });
  const board = { stroke: 0.19, width: 0.44, emptyFills: [[0.96, 0, 0] as const] };

  it("takes a box's edge in an empty cell's fill for no digit", () => {
    expect(isStrayLine(line(0.02, 0.02), board)).toBe(true);
  });

  it("takes the light edge of a selected empty cell (FLTK's selection over an empty fill) for no digit", () => {
    const emptyRgb = light.background;
    expect(isStrayLine(line(0.02, 0.02, [122, 122, 186]), { ...board, emptyRgb })).toBe(true);
    // A selected given's fill (the selection over the givens' grey) is none: what was found is kept.
    expect(isStrayLine(line(0.02, 0.02, [96, 96, 160]), { ...board, emptyRgb })).toBe(false);
    expect(isStrayLine(line(0.02, 0.02, [122, 122, 186]), board)).toBe(false);
  });

  it("keeps an app's thin 1, and a hairline on a given's fill (what was found of a digit)", () => {
    expect(isStrayLine(line(0.06, 0.14), board)).toBe(false);
    expect(isStrayLine(line(0.02, 0.02, [192, 192, 192]), board)).toBe(false);
  });
});

describe("a real FLTK Sudoku screenshot (test/fixtures/app-screens, tune)", () => {
  it("reads its bold 8s, which fill their cells' middles, as 8s", async () => {
    const name = "fltk-sudoku-plastic-window-720x760-1.png";
    const { full } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    // r1c5 and r2c1: given 8s on raised grey boxes, read blank before the shrunk copies.
    expect([read.grid[4], read.grid[9]]).toEqual([8, 8]);
    expect(Array.from(read.grid, (d) => (d === 0 ? "." : String(d))).join("")).toBe(full);
  });

  it("reads a tall window's stretched bold digits and their kinds exactly", async () => {
    // Its given 8s cover half their cells (their grey measured 129 and 156, called entries' fills),
    // and its given 4 at r6c2 read inside out as a 6.
    const name = "fltk-sudoku-gtk-window-520x700-1.png";
    const { givens, full } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(Array.from(read.grid, (d) => (d === 0 ? "." : String(d))).join("")).toBe(full);
    expect(Array.from(read.puzzle, (d) => (d === 0 ? "." : String(d))).join("")).toBe(givens);
  });

  it("reads a board with a selected entry and bold 6s, 8s and 9s exactly, sure", async () => {
    const name = "fltk-sudoku-gtk-window-600x630-2.png";
    const { givens, full } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read") throw new Error(read.status);
    expect(Array.from(read.grid, (d) => (d === 0 ? "." : String(d))).join("")).toBe(full);
    expect(Array.from(read.puzzle, (d) => (d === 0 ? "." : String(d))).join("")).toBe(givens);
  });
});
