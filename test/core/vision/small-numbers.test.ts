import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { decodePicture } from "../../../src/core/vision/decode.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { MIN_DIGITS } from "../../../src/core/vision/given-count.js";
import { readImage } from "../../../src/core/vision/read.js";
import { shippedReader } from "../../../src/core/vision/shipped.js";
import { MAX_SMALL_SHARE, numbersTooSmall, SMALL_HEIGHT } from "../../../src/core/vision/small-numbers.js";
import type { CellSample, InkFeatures } from "../../../src/core/vision/types.js";
import { grain } from "../../support/bar-cell.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SIDE = 640;
const GRID = 450;

/** A cell sample holding ink `height` of the cell's side tall, or blank when height is 0. */
function sample(cell: number, height: number): CellSample {
  const features: InkFeatures = {
    hue: 0,
    saturation: 0,
    value: 0.1,
    contrast: 0.8,
    inkFraction: height * 0.2,
    height,
    width: height * 0.6,
    stroke: 0.05,
    inverted: false,
  };
  return { cell, ink: height > 0, inkConfidence: 1, patch: new Float32Array(784), features };
}

const cellsOf = (heights: number[]): CellSample[] =>
  Array.from({ length: 81 }, (_, i) => sample(i, heights[i] ?? 0));

/**
 * A photo-like picture of a 9×9 grid: turned 8°, on a grey-brown page with grain, saved as JPEG 80, so
 * it goes down the photo path. `draw` fills the grid (left, top and cell size given).
 */
async function photographed(draw: (g: SKRSContext2D, cell: number) => void): Promise<Buffer> {
  const canvas = createCanvas(SIDE, SIDE);
  const g = canvas.getContext("2d");
  g.fillStyle = "#bcb2a4";
  g.fillRect(0, 0, SIDE, SIDE);
  g.translate(SIDE / 2, SIDE / 2);
  g.rotate((8 * Math.PI) / 180);
  g.translate(-GRID / 2, -GRID / 2);
  g.fillStyle = "#f4f1ea";
  g.fillRect(-30, -30, GRID + 60, GRID + 60);
  const cell = GRID / 9;
  g.strokeStyle = "#1b1b1b";
  for (let k = 0; k <= 9; k++) {
    g.lineWidth = k % 3 === 0 ? 4 : 1.2;
    g.beginPath();
    g.moveTo(k * cell, 0);
    g.lineTo(k * cell, GRID);
    g.moveTo(0, k * cell);
    g.lineTo(GRID, k * cell);
    g.stroke();
  }
  g.fillStyle = "#1b1b1b";
  draw(g, cell);
  g.setTransform(1, 0, 0, 1, 0, 0);
  const image = g.getImageData(0, 0, SIDE, SIDE);
  const noise = grain(10);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = noise();
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] ?? 0) + n));
  }
  g.putImageData(image, 0, 0);
  return canvas.toBuffer("image/jpeg", 80);
}

/** A Killer Sudoku's cage map: dashed cages of two cells, each with its sum small in the corner. */
const cageMap = (g: SKRSContext2D, cell: number): void => {
  g.font = `${Math.round(cell * 0.2)}px "DejaVu Sans"`;
  g.textBaseline = "top";
  g.setLineDash([4, 4]);
  g.lineWidth = 1;
  for (let i = 0; i < 81; i += 2) {
    const x = (i % 9) * cell;
    const y = Math.floor(i / 9) * cell;
    g.strokeRect(x + 5, y + 5, cell * (i % 9 === 8 ? 1 : 2) - 10, cell - 10);
    g.fillText(String(5 + ((i * 7) % 19)), x + 7, y + 7);
  }
  g.setLineDash([]);
};

/** The puzzle's digits, printed as a newspaper prints a Sudoku. */
const printedPuzzle = (g: SKRSContext2D, cell: number): void => {
  g.font = `bold ${Math.round(cell * 0.62)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  [...PUZZLE].forEach((c, i) => {
    if (c !== ".") g.fillText(c, ((i % 9) + 0.5) * cell, (Math.floor(i / 9) + 0.55) * cell);
  });
};

/** Pencilled candidates, small, in every blank cell of the puzzle: three each, in their keypad places. */
const candidates = (g: SKRSContext2D, cell: number): void => {
  g.fillStyle = "#555";
  g.font = `${Math.round(cell * 0.24)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  [...PUZZLE].forEach((c, i) => {
    if (c !== ".") return;
    for (const d of [1 + (i % 3), 4 + (i % 2), 8]) {
      const x = (i % 9) + (((d - 1) % 3) + 0.5) / 3;
      const y = Math.floor(i / 9) + (Math.floor((d - 1) / 3) + 0.55) / 3;
      g.fillText(String(d), x * cell, y * cell);
    }
  });
};

describe("numbersTooSmall", () => {
  const small = SMALL_HEIGHT - 0.08;
  const digit = 0.5;

  it("holds when most inked cells are small numbers, not when most are digit-sized", () => {
    // 30 inked cells: 16 small (over half) against 15 small (exactly half).
    const mostlySmall = Array.from({ length: 30 }, (_, i) => (i < 16 ? small : digit));
    const halfSmall = Array.from({ length: 30 }, (_, i) => (i < 15 ? small : digit));
    expect(16 / 30).toBeGreaterThan(MAX_SMALL_SHARE);
    expect(numbersTooSmall(cellsOf(mostlySmall))).toBe(true);
    expect(numbersTooSmall(cellsOf(halfSmall))).toBe(false);
  });

  it("never holds with a puzzle's worth of digit-sized cells, however many small numbers surround them", () => {
    // 17 digits (the fewest a puzzle has) among 64 small numbers; 16 digits among 65 is refused.
    expect(
      numbersTooSmall(cellsOf(Array.from({ length: 81 }, (_, i) => (i < MIN_DIGITS ? digit : small)))),
    ).toBe(false);
    expect(
      numbersTooSmall(cellsOf(Array.from({ length: 81 }, (_, i) => (i < MIN_DIGITS - 1 ? digit : small)))),
    ).toBe(true);
  });

  it("counts only inked cells, and says nothing about a nearly empty grid", () => {
    // 8 small numbers and nothing else: too few inked cells to judge (the digit count refuses it).
    expect(numbersTooSmall(cellsOf(Array.from({ length: 8 }, () => 0.15)))).toBe(false);
    // 10 small numbers among 71 blanks: judged on the 10.
    expect(numbersTooSmall(cellsOf(Array.from({ length: 10 }, () => 0.15)))).toBe(true);
  });
});

describe("a photographed grid of small numbers", () => {
  it("refuses a Killer Sudoku's cage map photographed, naming why", async () => {
    const read = await readImage(await photographed(cageMap), shippedReader());
    expect(read).toMatchObject({ status: "no-board", reason: "small-numbers" });
  });

  it("finds the cage map's grid on the photo path (the refusal is for its numbers, not for no grid)", async () => {
    const decoded = await decodePicture(await photographed(cageMap));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const board = extractBoard(decoded.picture);
    expect(board?.drawn).toBe(false);
    expect(numbersTooSmall(board?.cells ?? [])).toBe(true);
  });

  it("does not refuse a printed puzzle with pencilled candidates in every blank cell", async () => {
    const picture = await photographed((g, cell) => {
      printedPuzzle(g, cell);
      candidates(g, cell);
    });
    const decoded = await decodePicture(picture);
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const cells = extractBoard(decoded.picture)?.cells ?? [];
    // The candidates are taken for ink and are small: more than half the inked cells, yet not refused.
    const inked = cells.filter((c) => c.ink);
    expect(inked.filter((c) => c.features.height < SMALL_HEIGHT).length).toBeGreaterThan(inked.length / 2);
    expect(numbersTooSmall(cells)).toBe(false);
    expect((await readImage(picture, shippedReader())).status).not.toBe("no-board");
  });

  it("still reads a printed puzzle photographed the same way", async () => {
    const read = await readImage(await photographed(printedPuzzle), shippedReader());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect([...read.puzzle].map((d) => (d === 0 ? "." : String(d))).join("")).toBe(PUZZLE);
  });
});
