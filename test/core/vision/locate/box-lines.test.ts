import { readFileSync } from "node:fs";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boxMisfit, isUpright, UNBOXED_FROM } from "../../../../src/core/vision/locate/box-lines.js";
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

/** Where line k of a 9×9 grid from (30, 30) to (470, 470) lies, across and down. */
const at = (k: number) => 30 + (k * 440) / 9;

/** The quad over columns and rows [from, from + 9) of gridPicture(9, …)'s grid. */
function nineQuad(from: number): Point[] {
  return [
    { x: at(from), y: at(from) },
    { x: at(from + 9), y: at(from) },
    { x: at(from + 9), y: at(from + 9) },
    { x: at(from), y: at(from + 9) },
  ];
}

/** A white 500×500 canvas with the 9×9 grid's lines drawn black, line k `width(k)` wide. */
function latticeCanvas(width: (k: number) => number, paint?: (g: SKRSContext2D) => void) {
  const canvas = createCanvas(500, 500);
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, 500, 500);
  paint?.(g);
  g.strokeStyle = "#000";
  for (let k = 0; k <= 9; k++) {
    g.lineWidth = width(k);
    g.beginPath();
    g.moveTo(at(k), at(0));
    g.lineTo(at(k), at(9));
    g.moveTo(at(0), at(k));
    g.lineTo(at(9), at(k));
    g.stroke();
  }
  return { canvas, g };
}

/**
 * The 9×9 grid in thin lines, and thick lines drawn along the given cell sides only: `[column, row,
 * "v" | "h"]`, the side left of or above that cell.
 */
function sidesPicture(thick: readonly (readonly [number, number, "v" | "h"])[]): Buffer {
  const { canvas, g } = latticeCanvas(() => 1.5);
  g.lineWidth = 5;
  for (const [column, row, side] of thick) {
    g.beginPath();
    g.moveTo(at(column), at(row));
    g.lineTo(side === "v" ? at(column) : at(column + 1), side === "v" ? at(row + 1) : at(row));
    g.stroke();
  }
  return canvas.toBuffer("image/png");
}

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/** A puzzle's givens drawn in bold on a 9×9 grid whose inner lines are all alike (no 3×3 boxes drawn). */
function unboxedSudoku(puzzle: string): Buffer {
  const { canvas, g } = latticeCanvas((k) => (k % 9 === 0 ? 4 : 1.5));
  g.fillStyle = "#000";
  g.font = 'bold 30px "DejaVu Sans"';
  g.textAlign = "center";
  g.textBaseline = "middle";
  for (const [cell, digit] of [...puzzle].entries())
    if (digit !== ".") g.fillText(digit, at(cell % 9) + 440 / 18, at(Math.floor(cell / 9)) + 440 / 18 + 1);
  return canvas.toBuffer("image/png");
}

/** A 9×9 grid of thin lines whose 3×3 boxes are told apart by their fills only, in turn grey and white. */
function filledBoxes(): Buffer {
  const { canvas } = latticeCanvas(
    () => 1.5,
    (g) => {
      g.fillStyle = "#c8c8c8";
      for (let box = 0; box < 9; box++)
        if (box % 2 === 0)
          g.fillRect(at((box % 3) * 3), at(Math.floor(box / 3) * 3), (3 * 440) / 9, (3 * 440) / 9);
    },
  );
  return canvas.toBuffer("image/png");
}

describe("boxMisfit", () => {
  it("is 0 on a grid whose box lines are thick, also on a lattice found a cell off its boxes", async () => {
    const sudoku = await grayPicture(gridPicture(9, 3));
    expect(boxMisfit(sudoku, nineQuad(0))).toBe(0);
    const ten = await grayPicture(gridPicture(10, 3));
    // Over columns and rows 1..9 of a 10×10 grid thick every third line: its thick lines fall on inner lines 2 and 5.
    const tenth = (k: number) => 30 + (k * 440) / 10;
    const shifted = [
      { x: tenth(1), y: tenth(1) },
      { x: tenth(10), y: tenth(1) },
      { x: tenth(10), y: tenth(10) },
      { x: tenth(1), y: tenth(10) },
    ];
    expect(boxMisfit(ten, shifted)).toBe(0);
  });

  it("is under the line on boxes told apart by their fills alone", async () => {
    expect(boxMisfit(await grayPicture(filledBoxes()), nineQuad(0))).toBeLessThan(UNBOXED_FROM);
  });

  it("is at least the line on a 9×9 grid whose inner lines are all alike", async () => {
    expect(boxMisfit(await grayPicture(gridPicture(9, 9)), nineQuad(0))).toBeGreaterThanOrEqual(UNBOXED_FROM);
  });

  it("is at least the line on a Jigsaw's regions, thick lines across the boxes", async () => {
    // Nine irregular regions' borders, as a Jigsaw Sudoku draws them (a few sides of each inner line).
    const sides: [number, number, "v" | "h"][] = [];
    for (let k = 1; k <= 8; k++)
      for (let cell = 0; cell < 9; cell++)
        if ((k * 5 + cell * 3) % 7 < 2) {
          sides.push([k, cell, "v"]);
          sides.push([cell, k, "h"]);
        }
    expect(boxMisfit(await grayPicture(sidesPicture(sides)), nineQuad(0))).toBeGreaterThanOrEqual(
      UNBOXED_FROM,
    );
  });

  it.each(["sgt-singles-9x9.png", "sgt-net-9x9.png", "sgt-towers-9.png", "sgt-solo-3x3j.png"])(
    "makes the reader refuse sgt-puzzles' 9×9 %s, read before as an unsure board breaking the rules",
    async (file) => {
      const png = readFileSync(new URL(`../../../fixtures/not-sudoku/${file}`, import.meta.url));
      expect(await readPicture(png)).toMatchObject({ status: "no-board", reason: "no-boxes" });
    },
  );

  it("leaves a board without boxes read when its digits keep the rules, and refuses it when they break them", async () => {
    expect(await readPicture(unboxedSudoku(PUZZLE))).toMatchObject({ status: "read", source: "screenshot" });
    // The same grid with a 5 repeated in the first row: nothing but the lines says Sudoku, and they do not.
    const repeated = `${PUZZLE.slice(0, 8)}5${PUZZLE.slice(9)}`;
    expect(await readPicture(unboxedSudoku(repeated))).toMatchObject({
      status: "no-board",
      reason: "no-boxes",
    });
  });
});

describe("isUpright", () => {
  it("is true for an upright square, also a pixel off, and false for a quad tilted or in perspective", () => {
    expect(isUpright(nineQuad(0))).toBe(true);
    const [a, b, c, d] = nineQuad(0) as [Point, Point, Point, Point];
    expect(isUpright([a, { x: b.x, y: b.y + 1 }, c, d])).toBe(true);
    // A training photo made faint and taken for a drawing: its top 8 pixels from level on a side of 330.
    expect(isUpright([a, { x: b.x, y: b.y + 0.024 * 440 }, c, d])).toBe(false);
    expect(isUpright([{ x: a.x + 10, y: a.y }, b, c, d])).toBe(false);
  });
});
