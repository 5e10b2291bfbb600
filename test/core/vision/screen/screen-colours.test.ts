import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cells.js";
import { extractBoard } from "../../../../src/core/vision/extract.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { measureColours, orientedColours } from "../../../../src/core/vision/screen/screen-colours.js";
import { inkColour, isRed } from "../../../../src/core/vision/screen/screen-ink.js";
import type { CellColours } from "../../../../src/core/vision/types.js";

const SCREENS = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens");

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

  it("finds the fill of a cell whose bold digit covers more of it than the fill does", () => {
    // A given's grey 8 stretched with a tall cell: ink over 44 % of the inner part and its blurred
    // edges over 13 % more, so that the median is a blend (FLTK, 520x700: 129 on a 192 fill).
    const heavy = raster([192, 192, 192], null);
    for (let v = 8; v < 40; v++)
      for (let u = 6; u < 32; u++) {
        const k = v * CELL + u;
        heavy.red[k] = heavy.green[k] = heavy.blue[k] = heavy.gray[k] = u < 26 ? 2 : 130;
      }
    const { background, ink } = measureColours(heavy);
    expect(background).toEqual([192, 192, 192]);
    expect(ink.map(Math.round)).toEqual([2, 2, 2]);
  });

  it("finds a blue digit's own blue, not its blend with the background", () => {
    const { ink } = measureColours(raster([255, 255, 255], [50, 90, 175]));
    expect(ink.map(Math.round)).toEqual([50, 90, 175]);
  });

  it("measures a shaded box on a board of shaded boxes as drawn flat in its own colour", () => {
    // FLTK's gleam box: dark at its top (60), its own light grey (201) from half way down; a light digit.
    const gray = new Uint8Array(CELL * CELL);
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < CELL; u++)
        gray[v * CELL + u] =
          u >= 22 && u < 27 && v >= 12 && v < 37 ? 236 : v < 24 ? Math.round(60 + (141 * v) / 24) : 201;
    const box = { red: gray.slice(), green: gray.slice(), blue: gray.slice(), gray };
    // As it is, the box's dark top is farther from its fill than the digit: the ink measures dark.
    expect((measureColours(box).ink[0] as number) < 201).toBe(true);
    expect(measureColours(box, { shaded: true })).toEqual({
      background: [201, 201, 201],
      ink: [236, 236, 236],
    });
  });

  it("gives the background as the ink of an empty cell", () => {
    expect(measureColours(raster([30, 30, 30], null))).toEqual({
      background: [30, 30, 30],
      ink: [30, 30, 30],
    });
  });

  it("finds a red digit red when dark surround intrudes on the cell's top (a top-row cell a little off)", () => {
    const pink: [number, number, number] = [255, 153, 153];
    const cell = raster(pink, [255, 0, 0]);
    // Eight rows of the window's dark grey above the board, as in a GNOME Sudoku desktop picture.
    for (let k = 0; k < 8 * CELL; k++) {
      cell.red[k] = 53;
      cell.green[k] = 53;
      cell.blue[k] = 53;
    }
    const { background, ink } = measureColours(cell);
    expect(background).toEqual(pink);
    expect(ink.map(Math.round)).toEqual([255, 0, 0]);
  });

  it("still finds the colour of ink only near the cell's edges (pencil marks in a corner)", () => {
    const cell = raster([255, 255, 255], null);
    for (let v = 6; v < 11; v++)
      for (let u = 6; u < 11; u++) {
        const k = v * CELL + u;
        cell.red[k] = 150;
        cell.green[k] = 120;
        cell.blue[k] = 220;
      }
    expect(measureColours(cell).ink.map(Math.round)).toEqual([150, 120, 220]);
  });

  it("finds GNOME Sudoku's red clashes red in the top row of a dark desktop picture", async () => {
    // Tune half. Row 1 holds a given 4 drawn red on grey (r1c1) and a wrong entry 4 drawn red on the
    // pink of an error fill (r1c6); their cells, as cut, start with the dark window above the board.
    const decoded = await decodePicture(
      readFileSync(path.join(SCREENS, "gnome-sudoku-dark-highlight-desktop-730x630-2.png")),
    );
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const board = extractBoard(decoded.picture);
    expect(board?.drawn).toBe(true);
    const red = board?.cells.filter((c) => c.ink && isRed(inkColour(c))).map((c) => c.cell);
    // r1c1, r1c6 and r3c6 (the other 4 of the clash), and nothing else.
    expect(red).toEqual([0, 5, 23]);
  });
});

describe("orientedColours", () => {
  // Halved, FLTK's bold light 8 on its dark given tile covers more of the cell than the tile: measured
  // the other way round, ink (52, 55, 60) on a (195, 197, 198) fill, an entry's fill.
  const swapped = { background: [195, 197, 198], ink: [52, 55, 60] } as CellColours;
  it("swaps colours that contradict the cell's polarity", () => {
    expect(orientedColours(swapped, true)).toEqual({ background: [52, 55, 60], ink: [195, 197, 198] });
  });
  it("keeps colours that agree with it, or contradict it by a little only", () => {
    expect(orientedColours(swapped, false)).toBe(swapped);
    // White on yellow (FLTK's same-digit tint): lighter by luminance, though yellow's brightest channel is higher.
    const onYellow = { background: [254, 253, 17], ink: [246, 244, 226] } as CellColours;
    expect(orientedColours(onYellow, true)).toBe(onYellow);
    const near = { background: [120, 120, 120], ink: [100, 100, 100] } as CellColours;
    expect(orientedColours(near, true)).toBe(near);
  });
});
