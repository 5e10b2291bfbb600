import { describe, expect, it } from "vitest";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { MIN_DIGITS } from "../../../src/core/vision/given-count.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import { readImage } from "../../../src/core/vision/read.js";
import { shippedReader } from "../../../src/core/vision/shipped.js";
import { MAX_SMALL_SHARE, numbersTooSmall, SMALL_HEIGHT } from "../../../src/core/vision/small-numbers.js";
import type { CellSample, InkFeatures } from "../../../src/core/vision/types.js";
import {
  cageMap,
  PHOTO_PUZZLE,
  pencilledCandidates,
  photographed,
  printedPuzzle,
} from "../../support/photographed-grid.js";

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
      pencilledCandidates(g, cell);
    });
    expect((await readImage(picture, shippedReader())).status).not.toBe("no-board");
  });

  it("still reads a printed puzzle photographed the same way", async () => {
    const read = await readImage(await photographed(printedPuzzle), shippedReader());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect([...read.puzzle].map((d) => (d === 0 ? "." : String(d))).join("")).toBe(PHOTO_PUZZLE);
  });
});
