/**
 * Cells of a tile board for the screenshot tests: a white digit (or nothing) on a tile of a given colour,
 * with the features the kind decisions read (screen-tiles.ts, screen-tile-checks.ts).
 */
import type { CellSample, Rgb } from "../../src/core/vision/types.js";

/**
 * A cell of a tile board: its tile's colour, inked (a white digit) or empty, how raised its tile is, how
 * much its ink contrasts with the tile, and the lesser half of its relief (as raised both ways unless given).
 * @example tileCell(4, [153, 134, 53], true, 30) // a given on a raised gold tile
 */
export function tileCell(
  cell: number,
  fill: Rgb,
  ink: boolean,
  bevel = 0,
  contrast = 0.5,
  bevelLeast = bevel,
): CellSample {
  return {
    cell,
    bevel,
    bevelLeast,
    ink,
    inkConfidence: 1,
    patch: new Float32Array(784),
    features: {
      hue: 0,
      saturation: 0,
      value: 1,
      contrast,
      inkFraction: 0.1,
      height: 0.5,
      width: 0.3,
      stroke: 0.1,
      inverted: true,
    },
    colours: { background: fill, ink: ink ? [253, 253, 253] : fill },
  };
}
