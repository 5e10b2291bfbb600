import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import { isolateUnderGlow, measureGlow, unglow } from "../../../../src/core/vision/screen/screen-glow.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample } from "../../../../src/core/vision/types.js";

/**
 * A cell raster: a tile of gray level `tile`, a light disc around the middle rising to `glow` at its
 * centre (none when 0), and a white bar (a 1-like digit, level 255) in the middle.
 */
function raster(tile: number, glow: number, bar: readonly [number, number] = [3, 12]): CellRaster {
  const gray = new Uint8Array(CELL * CELL);
  const centre = CELL / 2;
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++) {
      const r = Math.hypot(u - centre, v - centre) / (CELL * 0.42);
      let level = tile + (glow > 0 ? Math.max(0, 1 - r) * (glow - tile) : 0);
      if (Math.abs(u - centre) <= bar[0] && Math.abs(v - centre) <= bar[1]) level = 255;
      gray[v * CELL + u] = Math.round(level);
    }
  return { red: gray, green: Uint8Array.from(gray), blue: Uint8Array.from(gray), gray };
}

describe("measureGlow", () => {
  it("finds a halo around light ink under a glow, and none around light ink on a flat tile", () => {
    expect(measureGlow(raster(100, 200)).halo).toBeGreaterThan(0.25);
    expect(measureGlow(raster(100, 0)).halo).toBeLessThan(0.05);
  });

  it("finds no light ink in a cell of dark ink on a light background", () => {
    const gray = new Uint8Array(CELL * CELL).fill(240);
    for (let v = 12; v < 36; v++) for (let u = 21; u < 27; u++) gray[v * CELL + u] = 20;
    expect(measureGlow({ red: gray, green: gray, blue: gray, gray }).halo).toBe(0);
  });
});

describe("unglow", () => {
  it("paints the glow in the tile's level and keeps the digit", () => {
    const flat = unglow(raster(100, 200));
    const centre = CELL / 2;
    expect(flat.gray[(centre - 8) * CELL + centre]).toBe(255);
    // Beside the bar, where the glow was brightest: now the tile.
    expect(flat.gray[centre * CELL + centre + 7]).toBe(100);
    expect(measureGlow(flat).halo).toBeLessThan(0.05);
  });
});

describe("isolateUnderGlow", () => {
  const isolate = (r: CellRaster, cell: number) => isolateDigit(cell, r, true, 100, true);
  // A board of light digits on flat tiles, one of them under a glow.
  const rasters = [raster(100, 0), raster(100, 0), raster(100, 0), raster(100, 200)];

  // The first readings as on KSudoku's board: light digits, and the glowing cell read as dark ink (the
  // tile's corners around its glow, measured so on the tune screenshot's r4c1).
  const firstReadings = (all: readonly CellRaster[]) =>
    all.map((r, cell) => {
      const sample = isolate(r, cell);
      return measureGlow(r).halo > 0.15
        ? { ...sample, ink: true, features: { ...sample.features, inverted: false } }
        : sample;
    });

  it("reads the digit under the glow again as light ink, and leaves the other cells as they were", () => {
    const first = firstReadings(rasters);
    const { cells, rasters: out } = isolateUnderGlow(rasters, first, isolate);
    expect(cells.slice(0, 3)).toEqual(first.slice(0, 3));
    expect(out.slice(0, 3)).toEqual(rasters.slice(0, 3));
    expect(cells[3]?.ink).toBe(true);
    expect(cells[3]?.features.inverted).toBe(true);
    expect(cells[3]?.features.height).toBeGreaterThan(0.4);
    expect(out[3]).toEqual(unglow(rasters[3] as CellRaster));
  });

  it("reads the digit under the glow again when the first reading found no ink there (a faint blob)", () => {
    const first = firstReadings(rasters);
    first[3] = { ...(first[3] as CellSample), ink: false };
    const { cells } = isolateUnderGlow(rasters, first, isolate);
    expect(cells[3]?.ink).toBe(true);
    expect(cells[3]?.features.inverted).toBe(true);
  });

  it("reads none again when several cells glow (an app has one cursor)", () => {
    const twice = [...rasters, raster(100, 200)];
    const first = firstReadings(twice);
    expect(isolateUnderGlow(twice, first, isolate).cells).toEqual(first);
  });

  // A faint glow (KSudoku's over the box's green tint): halo about 0.1, under the clear glow's 0.15.
  const faint = () => raster(100, 140);
  const blank = (all: readonly CellRaster[], cell: number) => {
    const first = firstReadings(all);
    first[cell] = { ...(first[cell] as CellSample), ink: false };
    return first;
  };

  it("reads a digit under a faint glow again when no cell glows clearly", () => {
    expect(measureGlow(faint()).halo).toBeGreaterThan(0.08);
    expect(measureGlow(faint()).halo).toBeLessThan(0.15);
    const all = [...rasters.slice(0, 3), faint()];
    const { cells } = isolateUnderGlow(all, blank(all, 3), isolate);
    expect(cells[3]?.ink).toBe(true);
    expect(cells[3]?.features.inverted).toBe(true);
  });

  it("takes no faint glow around light ink as small as a pencil mark's", () => {
    const mark = raster(100, 125, [1, 3]);
    expect(measureGlow(mark).halo).toBeGreaterThan(0.08);
    expect(measureGlow(mark).share).toBeLessThan(0.14);
    const all = [...rasters.slice(0, 3), mark];
    const first = blank(all, 3);
    expect(isolateUnderGlow(all, first, isolate).cells).toEqual(first);
  });

  it("takes a faint glow only when no cell glows clearly", () => {
    const all = [...rasters, faint()];
    const first = blank(all, 4);
    const { cells } = isolateUnderGlow(all, first, isolate);
    expect(cells[3]?.features.inverted).toBe(true);
    expect(cells[4]).toEqual(first[4]);
  });

  it("reads none again on a board of dark digits", () => {
    const first = firstReadings(rasters).map((c) => ({ ...c, features: { ...c.features, inverted: false } }));
    expect(isolateUnderGlow(rasters, first, isolate).cells).toEqual(first);
  });
});

describe("reading KSudoku's abstraction theme with the cursor on a digit (real tune screenshots)", () => {
  const fixtures = path.join(import.meta.dirname, "..", "..", "..", "fixtures");
  for (const [dir, name, cell, digit] of [
    ["app-screens", "ksudoku-abstraction-window-900x700-2.png", 27, 3],
    ["app-screens-extra", "extra1-ksudoku-abstraction-window-760x620-20.png", 17, 6],
    ["app-screens-extra", "extra3-ksudoku-abstraction-screen-1280x800-5.png", 29, 8],
    // Under the box's green tint the glow is faint (halo 0.10): read blank, surely, before.
    ["app-screens-extra", "extra24-ksudoku-abstraction-screen-1280x800-5.png", 42, 8],
  ] as const) {
    it(`reads the ${digit} under the glow of ${name}`, async () => {
      const read = await readPicture(readFileSync(path.join(fixtures, dir, name)));
      if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
      expect(read.grid[cell]).toBe(digit);
    });
  }
});
