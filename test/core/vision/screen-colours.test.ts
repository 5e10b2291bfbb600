import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../src/core/vision/cells.js";
import { measureColours } from "../../../src/core/vision/screen-colours.js";

/** A cell raster filled with `fill`, with a bar of `ink` down its middle and anti-aliased edges. */
function raster(fill: [number, number, number], ink: [number, number, number] | null): CellRaster {
  const n = CELL * CELL;
  const out = {
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
    gray: new Uint8Array(n),
  };
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++) {
      const k = v * CELL + u;
      // Full ink in the bar's core, half blended on its edges.
      const weight =
        ink === null || v < 12 || v > 36 ? 0 : u >= 22 && u <= 26 ? 1 : u === 21 || u === 27 ? 0.5 : 0;
      const mix = (c: number) => Math.round(fill[c] * (1 - weight) + (ink?.[c] ?? 0) * weight);
      out.red[k] = mix(0);
      out.green[k] = mix(1);
      out.blue[k] = mix(2);
      out.gray[k] = Math.round((out.red[k] * 77 + out.green[k] * 150 + out.blue[k] * 29) / 256);
    }
  return out;
}

describe("measureColours", () => {
  it("finds a black digit black on a grey fill and on a white one alike", () => {
    for (const fill of [
      [204, 204, 204],
      [255, 255, 255],
    ] as [number, number, number][]) {
      const { background, ink } = measureColours(raster(fill, [10, 10, 10]));
      expect(background).toEqual(fill);
      expect(ink.map(Math.round)).toEqual([10, 10, 10]);
    }
  });

  it("finds a blue digit's own blue, not its blend with the background", () => {
    const { ink } = measureColours(raster([255, 255, 255], [50, 90, 175]));
    expect(ink.map(Math.round)).toEqual([50, 90, 175]);
  });

  it("gives the background as the ink of an empty cell", () => {
    expect(measureColours(raster([30, 30, 30], null))).toEqual({
      background: [30, 30, 30],
      ink: [30, 30, 30],
    });
  });
});
