import { readFileSync } from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { CELL, type CellRaster, isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import { entryColoured, looksLikePencilMarks } from "../../../../src/core/vision/cells/entry-ink.js";

/** KSudoku scribble cells as sampled from tune screenshots (extra seeds 31, 32): RGB, the gray raster in alpha. */
const CELLS = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "cells");

function fixture(name: string): CellRaster {
  const png = PNG.sync.read(readFileSync(path.join(CELLS, name)));
  const raster = {
    red: new Uint8Array(CELL * CELL),
    green: new Uint8Array(CELL * CELL),
    blue: new Uint8Array(CELL * CELL),
    gray: new Uint8Array(CELL * CELL),
  };
  for (let k = 0; k < CELL * CELL; k++) {
    raster.red[k] = png.data[4 * k] as number;
    raster.green[k] = png.data[4 * k + 1] as number;
    raster.blue[k] = png.data[4 * k + 2] as number;
    raster.gray[k] = png.data[4 * k + 3] as number;
  }
  return raster;
}

describe("isolateDigit on a KSudoku scribble entry that looks like pencil marks", () => {
  it("doubts a blue 9 broken into a loop and a tail (a 480x420 window), as tall as both", () => {
    const sample = isolateDigit(79, fixture("ksudoku-scribble-broken-9.png"), false, 242, true);
    expect(sample.ink).toBe(false);
    expect(sample.inkConfidence).toBeLessThan(0.9);
    expect(sample.features.height).toBeGreaterThan(0.45);
  });

  it("doubts a blue digit merged with the theme's band into one blob too tall for a digit", () => {
    for (const [name, cell] of [
      ["ksudoku-scribble-5-on-band.png", 10],
      ["ksudoku-scribble-7-on-band.png", 0],
    ] as const) {
      const sample = isolateDigit(cell, fixture(name), false, 244, true);
      expect(sample.ink).toBe(false);
      expect(sample.inkConfidence).toBeLessThan(0.9);
    }
  });
});

describe("isolateDigit on stacked marks, by their colour", () => {
  /** Two marks 6 wide and 9 tall, one above the other, in `ink` on a light fill. */
  function stacked(ink: readonly [number, number, number]): CellRaster {
    const channels = [245, 245, 245].map((fill) => new Uint8Array(CELL * CELL).fill(fill));
    for (const top of [12, 23])
      for (let y = top; y < top + 9; y++)
        for (let x = 21; x < 27; x++)
          for (let c = 0; c < 3; c++) (channels[c] as Uint8Array)[y * CELL + x] = ink[c];
    const [red, green, blue] = channels as [Uint8Array, Uint8Array, Uint8Array];
    const gray = red.map(
      (r, k) => ((r * 77 + (green[k] as number) * 150 + (blue[k] as number) * 29) / 256) | 0,
    );
    return { red, green, blue, gray };
  }

  it("keeps gray stacked marks a sure blank", () => {
    const sample = isolateDigit(0, stacked([30, 30, 30]), false, 245, true);
    expect(sample.ink).toBe(false);
    expect(sample.inkConfidence).toBeGreaterThanOrEqual(0.9);
  });

  it("doubts the same pieces in an entry's blue", () => {
    const sample = isolateDigit(0, stacked([60, 90, 220]), false, 245, true);
    expect(sample.ink).toBe(false);
    expect(sample.inkConfidence).toBeLessThan(0.9);
  });
});

describe("entryColoured", () => {
  it("tells a saturated ink from a gray one", () => {
    const labels = new Int32Array(CELL * CELL).fill(1);
    const fill = (v: number) => new Uint8Array(CELL * CELL).fill(v);
    const raster = { red: fill(100), green: fill(137), blue: fill(236), gray: fill(140) };
    expect(entryColoured(raster, labels, new Set([1]))).toBe(true);
    const gray = fill(140);
    expect(entryColoured({ red: gray, green: gray, blue: gray, gray }, labels, new Set([1]))).toBe(false);
    expect(entryColoured(raster, labels, new Set([2]))).toBe(false);
  });
});

describe("looksLikePencilMarks", () => {
  const blob = (label: number, minX: number, minY: number, maxX: number, maxY: number) => ({
    label,
    minX,
    minY,
    maxX,
    maxY,
  });

  it("takes a small blob beside the kept one for several marks, and a lone small one in a corner as off-centre", () => {
    const kept = blob(1, 10, 10, 15, 18);
    expect(looksLikePencilMarks([kept, blob(2, 30, 10, 35, 18)], new Set([1]), kept)).toBe("several");
    expect(looksLikePencilMarks([kept], new Set([1]), kept)).toBe("off-centre");
    const centred = blob(1, 20, 18, 27, 30);
    expect(looksLikePencilMarks([centred], new Set([1]), centred)).toBeNull();
  });
});
