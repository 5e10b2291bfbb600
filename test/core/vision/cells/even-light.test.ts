import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boardCells, renderBoard } from "../../../../src/core/render/index.js";
import { CELL, type CellRaster, EDGE, emptyRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import {
  closeBlanks,
  closedPaperLevel,
  DIM_BELOW,
  doubtDimBlanks,
  evenLight,
  paperLevel,
} from "../../../../src/core/vision/cells/even-light.js";
import { extractBoard } from "../../../../src/core/vision/extract.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { grain } from "../../../support/bar-cell.js";

/**
 * A photographed paper cell: gray paper (230 ± 4) times `light(x, y)`, with an optional dark bar
 * 6 × 24 pixels in the middle (a printed 1), ink 40 times the same light.
 */
function paperCell(light: (x: number, y: number) => number, bar: boolean, paper = 230, ink = 40): CellRaster {
  const n = CELL * CELL;
  const raster = emptyRaster();
  const noise = grain(4, 99);
  for (let k = 0; k < n; k++) {
    const x = k % CELL;
    const y = Math.floor(k / CELL);
    const inBar = bar && x >= 21 && x < 27 && y >= 12 && y < 36;
    const value = Math.max(0, Math.min(255, Math.round((inBar ? ink : paper + noise()) * light(x, y))));
    raster.red[k] = value;
    raster.green[k] = value;
    raster.blue[k] = value;
    raster.gray[k] = value;
  }
  return raster;
}

/**
 * A bold, blurred printed stroke in gray print (a phone's photo of a small sheet): 12 pixels of ink
 * `ink` in the middle of the cell, fading into the paper over 3 pixels on each side, all times `light(x, y)`.
 */
function boldStrokeCell(light: (x: number, y: number) => number, ink: number): CellRaster {
  const raster = emptyRaster();
  const noise = grain(4, 99);
  for (let k = 0; k < CELL * CELL; k++) {
    const x = k % CELL;
    const y = Math.floor(k / CELL);
    const share = y >= 10 && y < 38 ? Math.min(1, Math.max(0, (9 - Math.abs(x + 0.5 - 24)) / 3)) : 0;
    const value = Math.round(((230 + noise()) * (1 - share) + ink * share) * light(x, y));
    [raster.red[k], raster.green[k], raster.blue[k], raster.gray[k]] = [value, value, value, value];
  }
  return raster;
}

/** A shadow's soft edge across the cell: full light in its top left corner, half light in the bottom right. */
const shadowEdge = (x: number, y: number): number => 1 - 0.5 * Math.min(1, Math.max(0, (x + y - 24) / 48));
const even = (): number => 1;

describe("paperLevel", () => {
  it("passes over a digit's stroke: the paper level at the stroke is the paper's", () => {
    const level = paperLevel(paperCell(even, true));
    expect(level[24 * CELL + 24]).toBeGreaterThan(215);
  });
});

describe("closedPaperLevel", () => {
  it("passes over a bold, blurred stroke that the 10-pixel window does not", () => {
    const cell = boldStrokeCell(even, 40);
    expect(paperLevel(cell)[24 * CELL + 24]).toBeLessThan(150);
    expect(closedPaperLevel(cell)[24 * CELL + 24]).toBeGreaterThan(215);
  });

  it("keeps a shadow's edge where it is: the level on each side is the paper's there", () => {
    const level = closedPaperLevel(paperCell(shadowEdge, false));
    // Full light at the top left, half light at the bottom right (the paper 230 ± 4).
    expect(level[8 * CELL + 8]).toBeGreaterThan(215);
    expect(level[40 * CELL + 40]).toBeGreaterThan(100);
    expect(level[40 * CELL + 40]).toBeLessThan(135);
  });
});

describe("evenLight", () => {
  it("leaves evenly lit cells exactly as they were (the same rasters)", () => {
    const rasters = [paperCell(even, true), paperCell(even, false)];
    const { rasters: evened, lifted } = evenLight(rasters);
    expect(evened[0]).toBe(rasters[0]);
    expect(evened[1]).toBe(rasters[1]);
    expect(lifted).toEqual([null, null]);
  });

  it("evens a blank cell crossed by a shadow's edge, which was taken for ink", () => {
    const shaded = paperCell(shadowEdge, false);
    expect(isolateDigit(0, shaded, false, undefined, false).ink).toBe(true);
    const [evened] = evenLight([shaded]).rasters as [CellRaster];
    expect(evened).not.toBe(shaded);
    expect(isolateDigit(0, evened, false, undefined, false).ink).toBe(false);
    // The paper comes out about as light on both sides of the edge.
    let darkest = 255;
    for (let v = EDGE; v < CELL - EDGE; v++)
      for (let u = EDGE; u < CELL - EDGE; u++)
        darkest = Math.min(darkest, evened.gray[v * CELL + u] as number);
    expect(darkest).toBeGreaterThan(190);
  });

  it("leaves a cell with a grid line's remnant along its side as it was", () => {
    // A thick line along the left side reaching 4 pixels into the inner part (the lattice a little off it).
    const remnant = paperCell(even, false);
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < EDGE + 4; u++) {
        const k = v * CELL + u;
        [remnant.red[k], remnant.green[k], remnant.blue[k], remnant.gray[k]] = [40, 40, 40, 40];
      }
    expect(evenLight([remnant]).rasters[0]).toBe(remnant);
  });

  it("keeps a digit in a cell crossed by a shadow's edge", () => {
    const [evened] = evenLight([paperCell(shadowEdge, true)]).rasters as [CellRaster];
    const sample = isolateDigit(0, evened, false, undefined, false);
    expect(sample.ink).toBe(true);
    expect(sample.features.height).toBeGreaterThan(0.45);
  });

  it("gives a lifted copy of the cells far dimmer than the board's best-lit paper, and only of those", () => {
    const dim = (): number => DIM_BELOW - 0.3;
    const rasters = [...Array.from({ length: 9 }, () => paperCell(even, false)), paperCell(dim, false)];
    const { rasters: evened, lifted } = evenLight(rasters);
    expect(lifted.slice(0, 9)).toEqual(Array(9).fill(null));
    expect(evened[9]).toBe(rasters[9]);
    const copy = lifted[9] as CellRaster;
    expect(copy.gray[24 * CELL + 10]).toBeGreaterThan(200);
  });
});

describe("doubtDimBlanks", () => {
  const isolate = (raster: CellRaster, cell: number) => isolateDigit(cell, raster, false, undefined, false);

  it("doubts a blank in a shadow whose lifted copy holds a digit, and only that one", () => {
    // Deep in a shadow, a gray print's 1 is under the contrast a digit needs (paper 60, ink 40 × 0.25).
    const deep = (): number => 0.26;
    const faintDigit = paperCell(deep, true, 230, 150);
    const dimBlank = paperCell(deep, false);
    const rasters = [...Array.from({ length: 9 }, () => paperCell(even, false)), faintDigit, dimBlank];
    const { rasters: evened, lifted } = evenLight(rasters);
    const cells = evened.map(isolate);
    expect(cells[9]?.ink).toBe(false);
    expect(cells[9]?.inkConfidence).toBeGreaterThan(0.9);
    const doubted = doubtDimBlanks(cells, lifted, isolate);
    expect(doubted[9]?.ink).toBe(false);
    expect(doubted[9]?.inkConfidence).toBeLessThan(0.9);
    // ...keeping the lifted copy's digit-sized ink: the bar, about half the cell tall.
    expect(doubted[9]?.lifted?.features.height).toBeCloseTo(24 / CELL, 1);
    expect(doubted[10]).toBe(cells[10]);
    expect(doubted.slice(0, 9)).toEqual(cells.slice(0, 9));
  });
});

describe("closeBlanks", () => {
  const isolate = (raster: CellRaster, cell: number) => isolateDigit(cell, raster, false, undefined, false);

  it("reads an evened cell's bold, blurred digit from its closed copy when the evened cell reads blank", () => {
    // Gray print 30 levels under the paper: divided by the 10-pixel window's paper level, which the
    // stroke pulls down, it falls under the contrast a digit needs.
    const rasters = [boldStrokeCell(shadowEdge, 200)];
    const { rasters: evened, closed } = evenLight(rasters);
    const cells = evened.map(isolate);
    expect(cells[0]?.ink).toBe(false);
    const again = closeBlanks(cells, evened, closed, isolate);
    expect(again.cells[0]?.ink).toBe(true);
    expect(again.rasters[0]).toBe(closed[0]);
  });

  it("leaves a blank crossed by a shadow's edge blank, and cells read with ink or lit evenly as they were", () => {
    const rasters = [paperCell(shadowEdge, false), paperCell(shadowEdge, true), boldStrokeCell(even, 200)];
    const { rasters: evened, closed } = evenLight(rasters);
    expect(closed[2]).toBeNull();
    const cells = evened.map(isolate);
    expect(cells.map((c) => c.ink)).toEqual([false, true, true]);
    const again = closeBlanks(cells, evened, closed, isolate);
    expect(again.cells).toEqual(cells);
    expect(again.rasters).toEqual(evened);
  });
});

describe("a photographed board under a shadow band", () => {
  const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const puzzle = Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));

  /**
   * The render as a camera sees it (no pure black, grain), with a soft diagonal shadow band (half the
   * light), saved as PNG.
   */
  async function shadedPhoto(): Promise<Buffer> {
    const image = await loadImage(renderBoard({ cells: boardCells(puzzle, puzzle), theme: "light" }));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height);
    const noise = grain(12, 99);
    const diagonal = Math.hypot(image.width, image.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const x = (i / 4) % image.width;
      const y = Math.floor(i / 4 / image.width);
      // Distance from the band's middle line (x + y = width), soft over most of a cell at each edge.
      const distance = Math.abs(x + y - image.width) / Math.SQRT2;
      const inside = Math.min(1, Math.max(0, (diagonal * 0.08 - distance) / (diagonal * 0.06) + 0.5));
      const light = 1 - 0.45 * inside;
      const n = noise();
      for (let c = 0; c < 3; c++)
        pixels.data[i + c] = Math.min(
          255,
          Math.max(0, Math.round((pixels.data[i + c] as number) * light + n)),
        );
    }
    context.putImageData(pixels, 0, 0);
    return canvas.toBuffer("image/png");
  }

  it("finds ink exactly in the cells with digits: the band's edges are not taken for digits", async () => {
    const decoded = await decodePicture(await shadedPhoto());
    if (!decoded.ok) throw new Error("shaded photo did not decode");
    const board = extractBoard(decoded.picture);
    expect(board).not.toBeNull();
    expect(board?.drawn).toBe(false);
    const inked = board?.cells.map((c) => (c.ink ? 1 : 0)).join("");
    expect(inked).toBe(Array.from(puzzle, (d) => (d === 0 ? 0 : 1)).join(""));
  });
});
