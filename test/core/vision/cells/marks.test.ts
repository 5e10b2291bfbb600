import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boxOf } from "../../../../src/core/board.js";
import { solve } from "../../../../src/core/solver.js";
import { type CellRaster, isolateDigit } from "../../../../src/core/vision/cells/cells.js";
import {
  completeFromMarks,
  FILLED_AT_LEAST,
  forcedDigit,
  isolateMark,
  markedBlanks,
} from "../../../../src/core/vision/cells/marks.js";
import { classifyCell } from "../../../../src/core/vision/digits/classify.js";
import { type CellSample, PATCH_SIZE } from "../../../../src/core/vision/types.js";
import { cellOfCanvas } from "../../../support/cell-canvas.js";

const fontDir = fileURLToPath(new URL("../../../../assets/fonts/", import.meta.url));
GlobalFonts.registerFromPath(`${fontDir}Inter-Regular.otf`, "marks-test-inter");

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const solved = solve(Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch))));
if (solved.status !== "unique") throw new Error("fixture puzzle is not unique");
const solution = solved.solution;

const SIDE = 96;
const MARGIN = 8;

/**
 * A photographed cell: grainy paper, the grid line around it, and a blue pen digit `px` pixels high
 * written low in the cell (the cell inside the lines is 80 pixels).
 */
function penCell(digit: number, px: number): CellRaster {
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#e8e4d8";
  ctx.fillRect(0, 0, SIDE, SIDE);
  const paper = ctx.getImageData(0, 0, SIDE, SIDE);
  let seed = 7;
  for (let k = 0; k < paper.data.length; k += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    for (let c = 0; c < 3; c++) paper.data[k + c] += (seed % 9) - 4;
  }
  ctx.putImageData(paper, 0, 0);
  ctx.strokeStyle = "#333";
  ctx.lineWidth = 2;
  ctx.strokeRect(MARGIN, MARGIN, SIDE - 2 * MARGIN, SIDE - 2 * MARGIN);
  ctx.fillStyle = "#2040b0";
  ctx.font = `italic ${px}px "marks-test-inter"`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(digit), SIDE / 2, SIDE / 2 + 10);
  return cellOfCanvas(canvas, MARGIN);
}

const BACKGROUND = 220;

/** A blank cell sample, with the mark of `raster` when it has one. */
function blankWithMark(cell: number, raster: CellRaster): CellSample {
  const sample = isolateDigit(cell, raster, false, BACKGROUND, false);
  const mark = isolateMark(cell, raster, false, BACKGROUND);
  return mark === undefined ? sample : { ...sample, mark };
}

/** The solved board's cells, blank where `blank` says, each blank one holding `markOf(cell)`. */
function board(blank: (cell: number) => boolean, markOf: (cell: number) => CellRaster): CellSample[] {
  return Array.from({ length: 81 }, (_, cell) =>
    blank(cell)
      ? blankWithMark(cell, markOf(cell))
      : {
          cell,
          ink: true,
          inkConfidence: 1,
          patch: new Float32Array(PATCH_SIZE * PATCH_SIZE),
          features: blankWithMark(cell, penCell(1, 30)).features,
        },
  );
}

const gridOf = (cells: readonly CellSample[]): Uint8Array =>
  Uint8Array.from(cells, (c) => (c.ink ? (solution[c.cell] as number) : 0));
const puzzleOf = (grid: Uint8Array): Uint8Array => grid.map((d, cell) => (PUZZLE[cell] === "." ? 0 : d));
/** The digits read from `cells`: the puzzle's givens printed, the rest handwritten. */
const readOf = (cells: readonly CellSample[], handwrittenCount = 50) => {
  const grid = gridOf(cells);
  return { grid, puzzle: puzzleOf(grid), handwrittenCount };
};
const noResults = new Array(81).fill(null);

describe("isolateMark", () => {
  it("finds a pen digit too small for a digit (a tenth of the cell), which reading takes for blank", () => {
    const raster = penCell(4, 10);
    expect(isolateDigit(0, raster, false, BACKGROUND, false).ink).toBe(false);
    const mark = isolateMark(0, raster, false, BACKGROUND);
    expect(mark?.features.height).toBeGreaterThan(0.07);
    expect(mark?.features.height).toBeLessThan(0.14);
    expect(classifyCell(mark?.patch as Float32Array, mark?.features as never).digit).toBe(4);
  });

  it("finds nothing in a cell of bare paper", () => {
    const canvas = penCell(1, 1);
    expect(isolateMark(0, canvas, false, BACKGROUND)).toBeUndefined();
  });
});

describe("forcedDigit", () => {
  it("is the one digit no peer holds, and 0 when two are left", () => {
    const grid = Uint8Array.from(solution);
    grid[40] = 0;
    expect(forcedDigit(grid, 40)).toBe(solution[40]);
    grid[41] = 0; // same row: both cells still see their own column and box
    expect(forcedDigit(grid, 40)).toBe(solution[40]);
    const sparse = new Uint8Array(81);
    sparse[0] = 5;
    expect(forcedDigit(sparse, 40)).toBe(0);
  });
});

describe("completeFromMarks", () => {
  const missing = 40; // r5c5
  const digit = solution[missing] as number;

  it("gives a hand-filled board's small pen digit the digit the rules leave its cell", () => {
    const cells = board(
      (cell) => cell === missing,
      () => penCell(digit, 10),
    );
    const completed = completeFromMarks(cells, readOf(cells), noResults, classifyCell);
    expect(completed).toEqual([{ cell: missing, digit, kind: expect.any(String) }]);
  });

  it("leaves the cell blank when the model reads another digit in the mark", () => {
    const other = digit === 1 ? 7 : 1;
    const cells = board(
      (cell) => cell === missing,
      () => penCell(other, 12),
    );
    expect(completeFromMarks(cells, readOf(cells), noResults, classifyCell)).toEqual([]);
  });

  it("reads a cell's lifted digit before its mark: in a shadow the mark may read another digit", () => {
    const other = digit === 1 ? 7 : 1;
    const dark = board(
      (cell) => cell === missing,
      () => penCell(other, 12),
    );
    const lifted = blankWithMark(missing, penCell(digit, 40));
    expect(lifted.ink).toBe(true);
    const cells = dark.map((c) =>
      c.cell === missing ? { ...c, lifted: { patch: lifted.patch, features: lifted.features } } : c,
    );
    expect(completeFromMarks(dark, readOf(dark), noResults, classifyCell)).toEqual([]);
    expect(completeFromMarks(cells, readOf(cells), noResults, classifyCell)).toEqual([
      { cell: missing, digit, kind: expect.any(String) },
    ]);
  });

  it("takes the printed puzzle's solution where the peers leave several digits", () => {
    // Rows 4 and 5 without their handwriting: some of their cells have several digits left by their peers.
    const open = (cell: number): boolean => cell >= 27 && cell < 45 && PUZZLE[cell] === ".";
    const cells = board(open, (cell) => penCell(solution[cell] as number, 12));
    const read = readOf(cells);
    const blank = [...read.grid.keys()].filter(open);
    expect(read.grid.filter((d) => d > 0).length).toBeGreaterThanOrEqual(FILLED_AT_LEAST);
    expect(blank.some((cell) => forcedDigit(read.grid, cell) === 0)).toBe(true);
    const completed = completeFromMarks(cells, read, noResults, classifyCell);
    expect(completed.length).toBeGreaterThan(
      blank.filter((cell) => forcedDigit(read.grid, cell) !== 0).length,
    );
    for (const c of completed) expect(c.digit).toBe(solution[c.cell]);
  });

  it("completes a cell whose peers leave it one digit only once another blank peer is completed", () => {
    // x's cell, the same row's y (in its box too) and the same column's y blank: x's cell has x and y
    // left until the row's y is completed. No printed puzzle to solve: only the peers say.
    const at = (cell: number, digit: number, inRow: boolean): number => {
      const line = Array.from({ length: 9 }, (_, k) => (inRow ? cell - (cell % 9) + k : (cell % 9) + 9 * k));
      return line.find((other) => solution[other] === digit) as number;
    };
    const x = Array.from({ length: 81 }, (_, cell) => cell).find((cell) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].some(
        (d) => d !== solution[cell] && boxOf(at(cell, d, true)) === boxOf(cell),
      ),
    ) as number;
    const y = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== solution[x] && boxOf(at(x, d, true)) === boxOf(x),
    ) as number;
    const rowY = at(x, y, true);
    const columnY = at(x, y, false);
    const blanks = [x, rowY, columnY];
    const cells = board(
      (cell) => blanks.includes(cell),
      (cell) => penCell(solution[cell] as number, 12),
    );
    const read = { ...readOf(cells), puzzle: new Uint8Array(81) };
    expect(forcedDigit(read.grid, x)).toBe(0);
    expect(completeFromMarks(cells, read, noResults, classifyCell).map((c) => [c.cell, c.digit])).toEqual(
      [...blanks].sort((a, b) => a - b).map((cell) => [cell, solution[cell]]),
    );
  });

  it("gives the expected digit to ink the model read as not a digit, when it finds that digit plausible", () => {
    const cells = board(
      (cell) => cell === missing,
      () => penCell(digit, 10),
    );
    const read = readOf(cells);
    cells[missing] = { ...(cells[missing] as CellSample), ink: true };
    const results = new Array(81).fill(null);
    const probabilities = new Float32Array(10).fill(0.01);
    probabilities[0] = 0.6;
    probabilities[digit] = 0.1;
    results[missing] = { digit, kind: "handwritten", confidence: 0.1, kindConfidence: 0.9, probabilities };
    expect(completeFromMarks(cells, read, results, classifyCell)).toEqual([
      { cell: missing, digit, kind: "handwritten" },
    ]);
    probabilities[digit] = 0.01;
    expect(completeFromMarks(cells, read, results, classifyCell)).toEqual([]);
  });

  it("weighs the expected digit of ink read as not a digit among the nine digits, of a mark among all ten", () => {
    const cells = board(
      (cell) => cell === missing,
      () => penCell(digit, 10),
    );
    const read = readOf(cells);
    // The model's "not a digit" at 0.95, the expected digit 0.02 of the ten classes: 0.4 of the digits'.
    const probabilities = new Float32Array(10).fill(0.03 / 8);
    probabilities[0] = 0.95;
    probabilities[digit] = 0.02;
    const result = {
      digit,
      kind: "handwritten" as const,
      confidence: 0.02,
      kindConfidence: 0.9,
      probabilities,
    };
    const inked = { ...(cells[missing] as CellSample), ink: true, mark: undefined };
    const results = new Array(81).fill(null);
    results[missing] = result;
    const withInk = cells.map((c) => (c.cell === missing ? inked : c));
    expect(completeFromMarks(withInk, read, results, classifyCell)).toEqual([
      { cell: missing, digit, kind: "handwritten" },
    ]);
    // The same reading of a mark (no digit-sized ink) is not enough.
    const mark = { patch: new Float32Array(PATCH_SIZE * PATCH_SIZE), features: inked.features };
    const withMark = cells.map((c) => (c.cell === missing ? { ...inked, ink: false, mark } : c));
    expect(completeFromMarks(withMark, read, noResults, () => result)).toEqual([]);
    // Nor ink whose digits give the expected one less than a twentieth.
    probabilities[digit] = 0.001;
    expect(completeFromMarks(withInk, read, results, classifyCell)).toEqual([]);
  });

  it("reads no marks on a board that is not hand-filled, nor on one without handwriting", () => {
    const sparse = board(
      (cell) => cell >= FILLED_AT_LEAST - 1,
      () => penCell(digit, 10),
    );
    expect(completeFromMarks(sparse, readOf(sparse, 30), noResults, classifyCell)).toEqual([]);
    const full = board(
      (cell) => cell === missing,
      () => penCell(digit, 10),
    );
    expect(completeFromMarks(full, readOf(full, 0), noResults, classifyCell)).toEqual([]);
  });
});

describe("markedBlanks", () => {
  const missing = 40; // r5c5
  const other = solution[missing] === 1 ? 7 : 1;

  it("names a hand-filled board's blank cells that hold a mark, whatever the mark reads, and not bare ones", () => {
    const bare = 41;
    const cells = board(
      (cell) => cell === missing || cell === bare,
      (cell) => (cell === missing ? penCell(other, 12) : penCell(1, 1)),
    );
    expect(cells[bare]?.mark).toBeUndefined();
    expect(markedBlanks(cells, readOf(cells))).toEqual([missing]);
  });

  it("names a hand-filled board's blank cells whose digit-sized ink the model read as not a digit", () => {
    const cells = board(
      (cell) => cell === missing,
      () => penCell(1, 1),
    );
    const read = readOf(cells);
    expect(markedBlanks(cells, read)).toEqual([]);
    // The grid read leaves the cell blank, but the extraction found a digit's ink there.
    cells[missing] = { ...(cells[missing] as CellSample), ink: true };
    expect(read.grid[missing]).toBe(0);
    expect(markedBlanks(cells, read)).toEqual([missing]);
  });

  it("names none on a board that is not hand-filled, nor on one without handwriting", () => {
    const sparse = board(
      (cell) => cell >= FILLED_AT_LEAST - 1,
      () => penCell(other, 12),
    );
    expect(markedBlanks(sparse, readOf(sparse, 30))).toEqual([]);
    const full = board(
      (cell) => cell === missing,
      () => penCell(other, 12),
    );
    expect(markedBlanks(full, readOf(full, 0))).toEqual([]);
  });
});
