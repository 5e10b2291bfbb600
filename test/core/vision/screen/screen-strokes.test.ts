import { describe, expect, it } from "vitest";
import { formatBoard } from "../../../../src/core/board.js";
import { CELL, type CellRaster, emptyRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import { measureColours } from "../../../../src/core/vision/screen/screen-colours.js";
import {
  isolateUnstruck,
  withoutFaintInk,
  withoutStrokes,
} from "../../../../src/core/vision/screen/screen-strokes.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample } from "../../../../src/core/vision/types.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

type Rgb = readonly [number, number, number];
const CREAM: Rgb = [246, 242, 225];
const BLUE: Rgb = [30, 60, 230];
const BLACK: Rgb = [20, 20, 20];
const ORANGE: Rgb = [220, 110, 60];

/**
 * A cell raster: a cream fill, a bar of `ink` in the middle (a 1-like digit), and, when `ring` is given,
 * a ring of that colour around the middle (a clashing entry's circle on KSudoku's scribble theme).
 */
function raster(ink: Rgb, ring?: Rgb): CellRaster {
  const out = emptyRaster();
  const centre = CELL / 2;
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++) {
      const k = v * CELL + u;
      let colour = CREAM;
      const r = Math.hypot(u - centre, v - centre);
      if (ring && r >= 15 && r <= 17) colour = ring;
      if (Math.abs(u - centre) <= 2 && Math.abs(v - centre) <= 11) colour = ink;
      [out.red[k], out.green[k], out.blue[k]] = colour;
      out.gray[k] = (colour[0] * 77 + colour[1] * 150 + colour[2] * 29) / 256;
    }
  return out;
}

describe("withoutStrokes", () => {
  it("paints another colour's ring around a coloured digit in the cell's fill and keeps the digit", () => {
    const struck = raster(BLUE, ORANGE);
    const clean = withoutStrokes(struck);
    if (clean === null) throw new Error("not struck");
    const centre = CELL / 2;
    // On the ring, left of the middle: now the fill.
    expect([
      clean.red[centre * CELL + 8],
      clean.green[centre * CELL + 8],
      clean.blue[centre * CELL + 8],
    ]).toEqual([...CREAM]);
    // The digit's bar is as it was.
    expect(clean.gray[centre * CELL + centre]).toBe(struck.gray[centre * CELL + centre]);
    expect(measureColours(clean)).toEqual(measureColours(raster(BLUE)));
  });

  it("leaves a coloured digit alone, and a black digit even inside a ring (not coloured ink)", () => {
    expect(withoutStrokes(raster(BLUE))).toBeNull();
    expect(withoutStrokes(raster(BLACK, ORANGE))).toBeNull();
  });
});

describe("isolateUnstruck", () => {
  const isolate = (r: CellRaster, cell: number) => isolateDigit(cell, r, false, 240, true);

  it("reads a ringed coloured digit again without its ring, and leaves the other cells as they were", () => {
    const rasters = [raster(BLUE), raster(BLACK, ORANGE), raster(BLUE, ORANGE)];
    const first = rasters.map(isolate);
    const { cells, rasters: out } = isolateUnstruck(rasters, first, isolate);
    expect(cells.slice(0, 2)).toEqual(first.slice(0, 2));
    expect(out.slice(0, 2)).toEqual(rasters.slice(0, 2));
    // The ring made the ink as wide as the cell's middle; without it, the bar's width.
    expect(first[2]?.features.width).toBeGreaterThan(0.5);
    expect(cells[2]).toEqual(isolate(raster(BLUE), 2));
  });
});

describe("withoutFaintInk", () => {
  const sample = (contrast: number, colours: boolean): CellSample => ({
    cell: 0,
    ink: true,
    inkConfidence: 0.9,
    patch: new Float32Array(4),
    features: {
      hue: 0,
      saturation: 0,
      value: 0,
      contrast,
      inkFraction: 0.1,
      height: 0.5,
      width: 0.3,
      stroke: 0.1,
      inverted: false,
    },
    ...(colours && { colours: { background: [240, 240, 240], ink: [20, 20, 20] } }),
  });

  it("marks blank a screenshot's ink far fainter than its board's digits, keeping the rest", () => {
    const cells = [sample(0.8, true), sample(0.75, true), sample(0.7, true), sample(0.12, true)];
    expect(withoutFaintInk(cells).map((c) => c.ink)).toEqual([true, true, true, false]);
  });

  it("returns a photo's cells (no measured colours) as they are", () => {
    const cells = [sample(0.8, false), sample(0.75, false), sample(0.12, false)];
    expect(withoutFaintInk(cells)).toBe(cells);
  });
});

describe("reading KSudoku's scribble theme (real tune screenshots, test/fixtures/app-screens-extra)", () => {
  it("reads the circled entry 6 at r5c5 (a clashing entry, circled in orange) as a 6", async () => {
    const name = "extra4-ksudoku-scribble-window-1040x760-21.png";
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(read.grid[40]).toBe(6);
    expect(formatBoard(read.grid)).toBe(screenLabel(EXTRA_SCREENS, name).full);
  });

  it("reads a board whose top row lies under the cursor's stripe upright, every digit right", async () => {
    const name = "extra13-ksudoku-scribble-window-1040x760-12.png";
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(formatBoard(read.grid)).toBe(screenLabel(EXTRA_SCREENS, name).full);
  });
});
