/**
 * Cell rasters for the raster tests: a textured fill (gray 110 ± 12, a fixed seed: repeatable) with a bar
 * 8 × 24 pixels in the middle, standing for a digit.
 */
import { CELL, type CellRaster } from "../../src/core/vision/cells/cell-raster.js";

/**
 * A deterministic pseudo-random grain in -amplitude..amplitude (a fixed seed: the test is repeatable).
 * @example const noise = grain(4); noise() // an integer in -4..4
 */
export function grain(amplitude: number, seed = 12345): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.round(((state / 2 ** 31) * 2 - 1) * amplitude);
  };
}

/**
 * A cell on a textured fill with a bar in one exact colour (an app's digit), or in that colour ±
 * `inkGrain` (a photographed digit), or no bar (`ink` null: a blank cell).
 * @example barCell([253, 253, 253]) // KSudoku's near-white digit on a tile
 */
export function barCell(ink: [number, number, number] | null, inkGrain = 0): CellRaster {
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
    const bar = ink !== null && x >= 20 && x < 28 && y >= 12 && y < 36;
    const rgb = bar ? ink.map((v) => Math.min(255, Math.max(0, v + noise()))) : [110 + texture(), 110, 100];
    [raster.red[k], raster.green[k], raster.blue[k]] = rgb as [number, number, number];
    raster.gray[k] = ((rgb[0] as number) * 77 + (rgb[1] as number) * 150 + (rgb[2] as number) * 29) / 256;
  }
  return raster;
}
