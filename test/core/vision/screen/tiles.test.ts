import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { colourfulness } from "../../../../src/core/vision/screen/tiles.js";

/** A cell raster filled with one colour, a white bar (a digit) in its middle. */
function cell([r, g, b]: readonly [number, number, number]): CellRaster {
  const n = CELL * CELL;
  const out = {
    red: new Uint8Array(n).fill(r),
    green: new Uint8Array(n).fill(g),
    blue: new Uint8Array(n).fill(b),
  };
  for (let v = 14; v < 34; v++)
    for (let u = 21; u < 27; u++)
      for (const channel of [out.red, out.green, out.blue]) channel[v * CELL + u] = 255;
  const gray = Uint8Array.from(out.red, (x, k) =>
    Math.round((x + (out.green[k] as number) + (out.blue[k] as number)) / 3),
  );
  return { ...out, gray };
}

describe("colourfulness", () => {
  it("is the median cell's chroma: high for gold and dark green tiles, 0 for grey cells", () => {
    // KSudoku egyptian's tiles: a given's gold, an empty dark olive.
    const egyptian = [...Array(40).fill(cell([150, 120, 40])), ...Array(41).fill(cell([90, 100, 70]))];
    expect(colourfulness(egyptian)).toBeCloseTo(30 / 255, 5);
    const grey = Array.from({ length: 81 }, (_, i) => cell(i % 2 ? [200, 200, 200] : [240, 240, 240]));
    expect(colourfulness(grey)).toBe(0);
  });

  it("is not moved by a few coloured cells on a grey board (a highlight, a clash)", () => {
    const board = [...Array(70).fill(cell([220, 220, 220])), ...Array(11).fill(cell([250, 240, 80]))];
    expect(colourfulness(board)).toBe(0);
  });
});
