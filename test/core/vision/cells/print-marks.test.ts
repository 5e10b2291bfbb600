import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { type CellRaster, isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import { isolateMark } from "../../../../src/core/vision/cells/marks.js";
import { PRINT_MARK_LIKENESS, printMarks } from "../../../../src/core/vision/cells/print-marks.js";
import { classifyCell } from "../../../../src/core/vision/digits/classify.js";
import { likeness } from "../../../../src/core/vision/digits/twins.js";
import type { CellSample, DigitKind } from "../../../../src/core/vision/types.js";
import { cellOfCanvas } from "../../../support/cell-canvas.js";

const fontDir = fileURLToPath(new URL("../../../../assets/fonts/", import.meta.url));
GlobalFonts.registerFromPath(`${fontDir}Inter-Regular.otf`, "print-marks-test-inter");

const SIDE = 96;
const MARGIN = 8;
const PAPER = 224;
const BACKGROUND = 220;
/** The paper's grain: each channel of each pixel moved by up to half this, either way. */
const NOISE = 7;

/**
 * A photographed cell: grainy paper, the grid line around it, and what `draw` puts on it (in the
 * picture's pixels; the cell inside the lines is 80 pixels).
 */
function photoCell(
  seed: number,
  draw: (ctx: ReturnType<ReturnType<typeof createCanvas>["getContext"]>) => void,
): CellRaster {
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = `rgb(${PAPER},${PAPER - 4},${PAPER - 12})`;
  ctx.fillRect(0, 0, SIDE, SIDE);
  ctx.strokeStyle = "#333";
  ctx.lineWidth = 2;
  ctx.strokeRect(MARGIN, MARGIN, SIDE - 2 * MARGIN, SIDE - 2 * MARGIN);
  draw(ctx);
  const image = ctx.getImageData(0, 0, SIDE, SIDE);
  let state = seed;
  for (let k = 0; k < image.data.length; k += 4) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    for (let c = 0; c < 3; c++) image.data[k + c] += (state % NOISE) - (NOISE >> 1);
  }
  ctx.putImageData(image, 0, 0);
  return cellOfCanvas(canvas, MARGIN);
}

/** A printed digit in gray level `ink` (the newspaper's font: upright, 50 pixels, centred). */
const printedCell = (digit: number, ink: number, seed: number): CellRaster =>
  photoCell(seed, (ctx) => {
    ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
    ctx.font = `50px "print-marks-test-inter"`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(digit), SIDE / 2, SIDE / 2);
  });

/** A cell of paper with a faint shadow blotch and a short stroke of a neighbouring line's remnant. */
const smudgedCell = (seed: number): CellRaster =>
  photoCell(seed, (ctx) => {
    ctx.fillStyle = `rgb(${PAPER - 16},${PAPER - 18},${PAPER - 24})`;
    ctx.beginPath();
    ctx.ellipse(40, 52, 18, 12, 0.4, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = `rgb(${PAPER - 22},${PAPER - 22},${PAPER - 22})`;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(60, 30);
    ctx.lineTo(61, 66);
    ctx.stroke();
  });

/** The sample reading takes from a raster, with its mark when blank (as extract.ts does for a photo). */
function sample(cell: number, raster: CellRaster): CellSample {
  const s = isolateDigit(cell, raster, false, BACKGROUND, false);
  if (s.ink) return s;
  const mark = isolateMark(cell, raster, false, BACKGROUND);
  return mark === undefined ? s : { ...s, mark };
}

/**
 * A board of three printed 7s and three printed 4s (cells 0-2 and 10-12), a faint printed 7 at cell
 * 80, and blank cells elsewhere, some with paper smudges; with the grid and kinds as read.
 */
function board(faintInk: number) {
  const cells: CellSample[] = Array.from({ length: 81 }, (_, cell) => {
    if ([0, 1, 2].includes(cell)) return sample(cell, printedCell(7, 40, cell + 1));
    if ([10, 11, 12].includes(cell)) return sample(cell, printedCell(4, 40, cell + 1));
    if (cell === 80) return sample(cell, printedCell(7, faintInk, 99));
    return sample(cell, cell % 5 === 0 ? smudgedCell(cell + 1) : photoCell(cell + 1, () => {}));
  });
  const grid = new Uint8Array(81);
  const kinds: (DigitKind | null)[] = new Array(81).fill(null);
  for (const c of cells) {
    if (!c.ink) continue;
    grid[c.cell] = classifyCell(c.patch, c.features).digit;
    kinds[c.cell] = "printed";
  }
  return { cells, grid, kinds };
}

describe("printMarks", () => {
  // Paper at 224, so ink at 200 is 24 gray levels from it: under the 28 a digit needs.
  const faint = board(200);

  it("reads the board's clear print, and the faint given as a blank cell with a mark", () => {
    expect([...faint.grid.slice(0, 3), ...faint.grid.slice(10, 13)]).toEqual([7, 7, 7, 4, 4, 4]);
    const given = faint.cells[80] as CellSample;
    expect(given.ink).toBe(false);
    expect(given.mark).toBeDefined();
  });

  it("finds the faint given's mark as alike to the printed 7s as print is to print", () => {
    const mark = faint.cells[80]?.mark?.patch as Float32Array;
    const seven = faint.cells[0]?.patch as Float32Array;
    expect(likeness(mark, seven)).toBeGreaterThanOrEqual(PRINT_MARK_LIKENESS);
  });

  it("flags the faint given and proposes its digit, and leaves the smudged and bare blank cells alone", () => {
    expect(printMarks(faint.cells, faint.grid, faint.kinds, classifyCell)).toEqual([{ cell: 80, digit: 7 }]);
    const smudged = faint.cells.filter((c) => !c.ink && c.cell !== 80 && c.mark !== undefined);
    expect(smudged.length).toBeGreaterThan(0);
  });

  it("flags the cell without proposing a digit when a peer already holds it", () => {
    const grid = Uint8Array.from(faint.grid);
    grid[79] = 7; // same row as cell 80
    expect(printMarks(faint.cells, grid, faint.kinds, classifyCell)).toEqual([{ cell: 80, digit: 0 }]);
  });

  it("flags the cell without proposing a digit when no classifier is given", () => {
    expect(printMarks(faint.cells, faint.grid, faint.kinds)).toEqual([{ cell: 80, digit: 0 }]);
  });

  it("finds nothing when the board has no printed digit to compare the marks with", () => {
    const kinds = faint.kinds.map((k) => (k === null ? null : "handwritten"));
    expect(printMarks(faint.cells, faint.grid, kinds, classifyCell)).toEqual([]);
  });
});

/** The digit-sized ink of a cell, as even-light.ts keeps a dim cell's lifted copy's. */
const liftedOf = (cell: number, raster: CellRaster): NonNullable<CellSample["lifted"]> => {
  const s = isolateDigit(cell, raster, false, BACKGROUND, false);
  return { patch: s.patch, features: s.features };
};

describe("printMarks on a dim cell's lifted digit", () => {
  const faint = board(200);
  // Cell 60 (row 7, column 7) read blank in a shadow; lifted, it shows a clear printed 4.
  const blank = faint.cells[60] as CellSample;
  const dim: CellSample = { ...blank, lifted: liftedOf(60, printedCell(4, 40, 61)) };
  const cells = faint.cells.map((c) => (c.cell === 60 ? dim : c));

  it("proposes the lifted digit the model reads printed and sure, like the board's copies of it", () => {
    expect(blank.ink).toBe(false);
    expect(printMarks(cells, faint.grid, faint.kinds, classifyCell)).toEqual([
      { cell: 60, digit: 4 },
      { cell: 80, digit: 7 },
    ]);
  });

  it("proposes nothing for it when a peer holds that digit, or with no classifier", () => {
    const grid = Uint8Array.from(faint.grid);
    grid[62] = 4; // same row as cell 60
    expect(printMarks(cells, grid, faint.kinds, classifyCell)).toEqual([{ cell: 80, digit: 7 }]);
    expect(printMarks(cells, faint.grid, faint.kinds)).toEqual([{ cell: 80, digit: 0 }]);
  });

  it("proposes nothing for lifted ink that is no digit (a stain)", () => {
    const stain = photoCell(61, (ctx) => {
      ctx.fillStyle = "rgb(90,80,70)";
      ctx.beginPath();
      ctx.ellipse(46, 50, 16, 11, 0.5, 0, 2 * Math.PI);
      ctx.fill();
    });
    const smudge = isolateDigit(60, stain, false, BACKGROUND, false);
    expect(smudge.ink).toBe(true);
    const smudged = faint.cells.map((c) =>
      c.cell === 60 ? { ...blank, lifted: { patch: smudge.patch, features: smudge.features } } : c,
    );
    expect(printMarks(smudged, faint.grid, faint.kinds, classifyCell)).toEqual([{ cell: 80, digit: 7 }]);
  });
});

describe("printMarks after a lifted digit", () => {
  // A puzzle with one solution; its givens printed clear, but for two read blank: r1c1's 5 in a shadow
  // (its lifted copy shows it) and r1c5's 7 printed so faint that only a mark is left, drawn in strokes
  // unlike the board's print.
  const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const strokedSeven = photoCell(5, (ctx) => {
    ctx.strokeStyle = "rgb(204,204,204)";
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(32, 28);
    ctx.lineTo(62, 28);
    ctx.lineTo(44, 70);
    ctx.stroke();
  });
  const cells: CellSample[] = Array.from({ length: 81 }, (_, cell) => {
    const digit = Number(puzzle[cell] === "." ? 0 : puzzle[cell]);
    if (cell === 4) return sample(cell, strokedSeven);
    if (cell === 0 || digit === 0)
      return sample(
        cell,
        photoCell(cell + 1, () => {}),
      );
    return sample(cell, printedCell(digit, 40, cell + 1));
  });
  const grid = Uint8Array.from(cells, (c) => (c.ink ? classifyCell(c.patch, c.features).digit : 0));
  const kinds: (DigitKind | null)[] = cells.map((c) => (c.ink ? "printed" : null));
  const lifted = cells.map((c) => (c.cell === 0 ? { ...c, lifted: liftedOf(0, printedCell(5, 40, 1)) } : c));

  it("reads the clear givens, and the faint 7 as a blank cell whose mark is not like print", () => {
    expect(Array.from(grid, (d) => (d === 0 ? "." : String(d))).join("")).toBe(
      `.${puzzle.slice(1, 4)}.${puzzle.slice(5)}`,
    );
    expect(cells[4]?.mark).toBeDefined();
    expect(printMarks(cells, grid, kinds, classifyCell)).toEqual([]);
  });

  it("marks the faint 7 once the lifted 5 leaves the puzzle one solution, which has a 7 there", () => {
    expect(printMarks(lifted, grid, kinds, classifyCell)).toEqual([
      { cell: 0, digit: 5 },
      { cell: 4, digit: 0 },
    ]);
  });
});
