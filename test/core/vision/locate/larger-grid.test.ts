import { readFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { EDGE_LINED, GOES_ON, partOfLargerGrid } from "../../../../src/core/vision/locate/larger-grid.js";
import { lineBands } from "../../../../src/core/vision/locate/rescue-checks.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { type Gray, toGray } from "../../../../src/core/vision/picture/raster.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { Point } from "../../../../src/core/vision/types.js";
import { gridPicture } from "../../../support/grid-picture.js";

async function grayPicture(png: Buffer): Promise<Gray> {
  const decoded = await decodePicture(png);
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  return toGray(decoded.picture.width, decoded.picture.height, decoded.picture.data);
}

/** The quad over columns [c0, c1) and rows [r0, r1) of gridPicture(n, …)'s grid. */
function cellsQuad(n: number, c0: number, c1: number, r0: number, r1: number): Point[] {
  const at = (k: number) => 30 + (k * 440) / n;
  return [
    { x: at(c0), y: at(r0) },
    { x: at(c1), y: at(r0) },
    { x: at(c1), y: at(r1) },
    { x: at(c0), y: at(r1) },
  ];
}

/**
 * A 10×10 puzzle as sgt-puzzles draws its Mosaic or Singles: a grid of 36-pixel cells on a grey surround,
 * thin lines, bold digits in some of the cells.
 */
function tenByTen(): Buffer {
  const cell = 36;
  const canvas = createCanvas(20 + 10 * cell + 20, 20 + 10 * cell + 20);
  const g = canvas.getContext("2d");
  g.fillStyle = "#e6e6e6";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#8fc1bb";
  g.fillRect(20, 20, 10 * cell, 10 * cell);
  g.fillStyle = "#111";
  g.font = `bold ${Math.round(cell * 0.55)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  for (let i = 0; i < 100; i++) {
    if ((i * 7) % 5 >= 2) continue;
    const digit = 1 + ((i * 4 + Math.floor(i / 10)) % 9);
    g.fillText(String(digit), 20 + (i % 10) * cell + cell / 2, 20 + Math.floor(i / 10) * cell + cell / 2);
  }
  g.strokeStyle = "#134";
  g.lineWidth = 1.5;
  for (let k = 0; k <= 10; k++) {
    g.beginPath();
    g.moveTo(20 + k * cell, 20);
    g.lineTo(20 + k * cell, 20 + 10 * cell);
    g.moveTo(20, 20 + k * cell);
    g.lineTo(20 + 10 * cell, 20 + k * cell);
    g.stroke();
  }
  return canvas.toBuffer("image/png");
}

/** A white picture with a grid of `cols` × `rows` cells of 40 pixels from (30, 30), every third line thick. */
function rectGrid(cols: number, rows: number): Buffer {
  const canvas = createCanvas(60 + cols * 40, 60 + rows * 40);
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let k = 0; k <= Math.max(cols, rows); k++) {
    g.lineWidth = k % 3 === 0 ? 4 : 1.5;
    g.beginPath();
    if (k <= cols) {
      g.moveTo(30 + k * 40, 30);
      g.lineTo(30 + k * 40, 30 + rows * 40);
    }
    if (k <= rows) {
      g.moveTo(30, 30 + k * 40);
      g.lineTo(30 + cols * 40, 30 + k * 40);
    }
    g.stroke();
  }
  return canvas.toBuffer("image/png");
}

describe("lineBands", () => {
  it("sees a 10×10 grid's lines go on past the right and bottom of its top-left 9×9 part, and end at the top and left", async () => {
    const sides = lineBands(await grayPicture(gridPicture(10, 5)), cellsQuad(10, 0, 9, 0, 9), "dark").beyond;
    expect(sides.right).toBeGreaterThan(0.9);
    expect(sides.bottom).toBeGreaterThan(0.9);
    expect(sides.top).toBeLessThan(0.1);
    expect(sides.left).toBeLessThan(0.1);
  });
});

describe("partOfLargerGrid", () => {
  it("is true for 9×9 parts of larger grids, across both axes", async () => {
    const ten = await grayPicture(gridPicture(10, 5));
    expect(partOfLargerGrid(lineBands(ten, cellsQuad(10, 0, 9, 0, 9), "dark"))).toBe(true);
    expect(partOfLargerGrid(lineBands(ten, cellsQuad(10, 1, 10, 1, 10), "dark"))).toBe(true);
    const fifteen = await grayPicture(gridPicture(15, 5));
    expect(partOfLargerGrid(lineBands(fifteen, cellsQuad(15, 3, 12, 3, 12), "dark"))).toBe(true);
  });

  it("is false for a Sudoku's grid, and for a lattice whose lines go on across one axis only", async () => {
    expect(
      partOfLargerGrid(lineBands(await grayPicture(gridPicture(9, 3)), cellsQuad(9, 0, 9, 0, 9), "dark")),
    ).toBe(false);
    // A 9×9 grid with a tenth column beside it (a number pad of its height): its lines go on past the
    // right side only.
    const wide = await grayPicture(rectGrid(10, 9));
    const quad = [
      { x: 30, y: 30 },
      { x: 30 + 9 * 40, y: 30 },
      { x: 30 + 9 * 40, y: 30 + 9 * 40 },
      { x: 30, y: 30 + 9 * 40 },
    ];
    const sides = lineBands(wide, quad, "dark").beyond;
    expect(sides.right).toBeGreaterThanOrEqual(GOES_ON);
    expect(Math.max(sides.top, sides.bottom)).toBeLessThan(GOES_ON);
    expect(partOfLargerGrid(lineBands(wide, quad, "dark"))).toBe(false);
  });

  it("is false for a Sudoku's lattice found a row up and a column left of its grid (its board goes on past it)", async () => {
    const nine = await grayPicture(gridPicture(9, 3));
    const off = cellsQuad(9, -1, 8, -1, 8);
    const { beyond, edge } = lineBands(nine, off, "dark");
    expect(Math.min(beyond.right, beyond.bottom)).toBeGreaterThanOrEqual(GOES_ON);
    expect(Math.min(edge.top, edge.left)).toBeLessThan(EDGE_LINED);
    expect(partOfLargerGrid(lineBands(nine, off, "dark"))).toBe(false);
  });

  it.each(["sgt-mosaic-10x10.png", "sgt-singles-10x10.png"])(
    "makes the reader refuse sgt-puzzles' 10×10 %s, not read its corner as an unsure board",
    async (file) => {
      const png = readFileSync(new URL(`../../../fixtures/not-sudoku/${file}`, import.meta.url));
      expect(await readPicture(png)).toMatchObject({ status: "no-board", reason: "no-grid" });
    },
  );

  it("makes the reader refuse a 10×10 puzzle drawn as an app draws it, rather than read its corner as a board", async () => {
    const read = await readPicture(tenByTen());
    expect(read).toMatchObject({ status: "no-board", reason: "no-grid" });
  });
});
