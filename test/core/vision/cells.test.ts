import { describe, expect, it } from "vitest";
import { CELL, type CellRaster, isolateDigit } from "../../../src/core/vision/cells.js";

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
