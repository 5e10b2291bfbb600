import { describe, expect, it } from "vitest";
import {
  CELL,
  type CellRaster,
  clearBand,
  hasFlatInk,
  tileBevel,
} from "../../../src/core/vision/cell-raster.js";

/** A deterministic pseudo-random grain in -amplitude..amplitude (a fixed seed: the test is repeatable). */
function grain(amplitude: number): () => number {
  let state = 12345;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.round(((state / 2 ** 31) * 2 - 1) * amplitude);
  };
}

/**
 * A cell on a textured fill (gray 110 ± 12) with a bar 8 × 24 pixels in its middle: the bar in one exact
 * colour (an app's digit), or in that colour ± `inkGrain` (a photographed digit).
 */
function cell(ink: [number, number, number], inkGrain: number): CellRaster {
  const n = CELL * CELL;
  const raster = {
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
    gray: new Uint8Array(n),
  };
  const texture = grain(12);
  const noise = grain(inkGrain);
  for (let k = 0; k < n; k++) {
    const x = k % CELL;
    const y = Math.floor(k / CELL);
    const bar = x >= 20 && x < 28 && y >= 12 && y < 36;
    const rgb = bar ? ink.map((v) => Math.min(255, Math.max(0, v + noise()))) : [110 + texture(), 110, 100];
    [raster.red[k], raster.green[k], raster.blue[k]] = rgb as [number, number, number];
    raster.gray[k] = ((rgb[0] as number) * 77 + (rgb[1] as number) * 150 + (rgb[2] as number) * 29) / 256;
  }
  return raster;
}

describe("hasFlatInk", () => {
  it("takes a digit in one exact colour on a textured fill for an app's (KSudoku's near-white digits)", () => {
    expect(hasFlatInk(cell([253, 253, 253], 0))).toBe(true);
  });

  it("does not take a digit whose colour varies by a few levels (a camera's noise) for flat", () => {
    expect(hasFlatInk(cell([253, 253, 253], 3))).toBe(false);
  });

  it("does not take pure white or pure black for flat ink: a photo clips to them", () => {
    expect(hasFlatInk(cell([255, 255, 255], 0))).toBe(false);
    expect(hasFlatInk(cell([0, 0, 0], 0))).toBe(false);
  });
});

describe("clearBand", () => {
  it("paints the outer band in the inside's median colour and keeps the inside", () => {
    const raster = cell([253, 253, 253], 0);
    for (let k = 0; k < CELL; k++) raster.gray[k] = 0; // a dark frame along the top
    const cleared = clearBand(raster, 0.14);
    const band = Math.round(CELL * 0.14);
    expect(cleared.gray[0]).toBeGreaterThan(90);
    expect(cleared.gray[(band - 1) * CELL + CELL / 2]).toBe(cleared.gray[0]);
    expect(cleared.gray[24 * CELL + 24]).toBe(raster.gray[24 * CELL + 24]);
    expect(cleared.red[24 * CELL + 24]).toBe(253);
  });
});

describe("tileBevel", () => {
  /** A flat grey tile, with its top and left edges lit and its bottom and right shaded when raised. */
  function bevelled(raised: boolean): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(120);
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < CELL; u++) {
        if (!raised) continue;
        const k = v * CELL + u;
        if (v < 12 || u < 12) gray[k] = 150;
        else if (v >= 36 || u >= 36) gray[k] = 90;
      }
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("measures a raised tile's lit top-left edges against its shaded bottom-right ones", () => {
    expect(tileBevel(bevelled(true))).toBe(60);
  });

  it("measures a flat tile as 0", () => {
    expect(tileBevel(bevelled(false))).toBe(0);
  });
});
