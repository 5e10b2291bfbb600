import { describe, expect, it } from "vitest";
import {
  digitCandidates,
  digitSized,
  eraseLines,
  isEdgeLine,
} from "../../../../src/core/vision/cells/cell-lines.js";
import { labelComponents } from "../../../../src/core/vision/picture/raster.js";

const SIDE = 48;
const EDGE = 5;

/** A cell mask with a vertical grid line at column `line` and a 3-pixel-wide "1" touching it. */
function digitTouchingLine(line: number): Uint8Array {
  const mask = new Uint8Array(SIDE * SIDE);
  for (let v = 0; v < SIDE; v++) for (let u = line; u < line + 2; u++) mask[v * SIDE + u] = 1;
  for (let v = 12; v < 36; v++) for (let u = 30; u < 33; u++) mask[v * SIDE + u] = 1;
  for (let u = 33; u < line; u++) mask[20 * SIDE + u] = 1; // a stroke running into the line
  return mask;
}

describe("digitCandidates", () => {
  it("drops a digit welded to a grid line along with the line", () => {
    const { components } = labelComponents(digitTouchingLine(40), SIDE, SIDE);
    expect(components).toHaveLength(1);
    expect(digitCandidates(components, SIDE, EDGE)).toEqual([]);
  });
});

describe("eraseLines", () => {
  it("cuts the line away and leaves the digit whole", () => {
    const mask = digitTouchingLine(40);
    eraseLines(mask, SIDE, EDGE);
    const { components } = labelComponents(mask, SIDE, SIDE);
    const kept = digitCandidates(components, SIDE, EDGE);
    expect(kept.map((c) => [c.minX, c.minY, c.maxX, c.maxY])).toEqual([[30, 12, 39, 35]]);
    for (let v = 0; v < SIDE; v++) expect(mask[v * SIDE + 40]).toBe(0);
  });

  it("clears the edge zone and long runs, keeping strokes shorter than a line", () => {
    const mask = new Uint8Array(SIDE * SIDE).fill(0);
    for (let u = 6; u < 42; u++) mask[24 * SIDE + u] = 1; // a 36-pixel run: a line inside the cell
    for (let u = 15; u < 30; u++) mask[30 * SIDE + u] = 1; // a 15-pixel stroke
    mask[2 * SIDE + 20] = 1; // in the edge zone
    eraseLines(mask, SIDE, EDGE);
    expect(mask.reduce((n, x) => n + x, 0)).toBe(15);
    expect(mask[30 * SIDE + 15]).toBe(1);
  });
});

describe("digitSized", () => {
  it("accepts a digit's size and contrast, and refuses slivers, specks and faint ink", () => {
    expect(digitSized(150, 0.5, 0.3, 90)).toBe(true);
    expect(digitSized(40, 0.5, 0.03, 90)).toBe(false); // a line's sliver
    expect(digitSized(30, 0.2, 0.2, 90)).toBe(false); // a speck
    expect(digitSized(150, 0.5, 0.3, 30)).toBe(false); // faint
    expect(digitSized(120, 0.79, 0.15, 120)).toBe(false); // a line slanting through the whole cell
  });
});

describe("isEdgeLine", () => {
  const line = (minX: number, maxX: number, tall = 34) => ({ minX, maxX, minY: 7, maxY: 6 + tall });

  it("takes a tall line 1 or 2 pixels wide far to either side for a box's edge", () => {
    expect(isEdgeLine(line(7, 7), SIDE)).toBe(true);
    expect(isEdgeLine(line(7, 8), SIDE)).toBe(true);
    expect(isEdgeLine(line(40, 40), SIDE)).toBe(true);
  });

  it("keeps a centred 1, a wider stroke to one side and a short piece of line", () => {
    expect(isEdgeLine(line(23, 24), SIDE)).toBe(false);
    expect(isEdgeLine(line(16, 17), SIDE)).toBe(false);
    expect(isEdgeLine(line(7, 9), SIDE)).toBe(false);
    expect(isEdgeLine(line(7, 7, 7), SIDE)).toBe(false);
  });
});
