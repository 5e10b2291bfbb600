import { readFileSync } from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { CROPPED_CONFIDENCE, croppedCells } from "../../../../src/core/vision/locate/cropped-cells.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import { screenLabel } from "../../../support/screen-fixtures.js";

const SCREENS = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens");

/** The corners of an upright board `side` pixels wide with its top-left corner at (left, top). */
const square = (left: number, top: number, side: number) => [
  { x: left, y: top },
  { x: left + side, y: top },
  { x: left + side, y: top + side },
  { x: left, y: top + side },
];

/** The cells marked true, as indices. */
const indices = (cropped: boolean[]): number[] => cropped.flatMap((c, i) => (c ? [i] : []));

describe("croppedCells", () => {
  it("crops no cell of a board inside the picture", () => {
    expect(indices(croppedCells(square(10, 10, 90 * 9), { width: 900, height: 900 }, 0.4))).toEqual([]);
  });

  it("crops the last row when the picture ends inside its digits", () => {
    // Cells of 90 pixels from y 0: the last row runs from 720 to 810, its digits (0.4 tall) from 747 to
    // 783, and the picture ends at 780.
    const cropped = croppedCells(square(0, 0, 810), { width: 810, height: 781 }, 0.4);
    expect(indices(cropped)).toEqual([72, 73, 74, 75, 76, 77, 78, 79, 80]);
  });

  it("keeps a last row whose digits all show, though its cells run past the edge", () => {
    // The same board in a picture ending at 800: the digits' box, margin included, ends at 787.
    expect(indices(croppedCells(square(0, 0, 810), { width: 810, height: 801 }, 0.4))).toEqual([]);
  });

  it("crops the first column when the board starts left of the picture", () => {
    const cropped = croppedCells(square(-30, 0, 810), { width: 900, height: 900 }, 0.4);
    expect(indices(cropped)).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 72]);
  });

  it("assumes a tall digit when the board showed none to measure", () => {
    // Digits 0.4 tall would show (picture to 0.8 of the last row); 0.7 tall (with margin) would not.
    const picture = { width: 810, height: 793 };
    expect(indices(croppedCells(square(0, 0, 810), picture, 0.4))).toEqual([]);
    expect(indices(croppedCells(square(0, 0, 810), picture, Number.NaN))).toHaveLength(9);
  });
});

describe("reading a board cropped by the picture's edge", () => {
  it("leaves a GNOME Sudoku screenshot cut inside its last row unsure, the rest read right", async () => {
    // Tune half: read exactly as taken (1280×800); here its bottom 32 rows are cut off, so the last
    // row's digits are gone. Before cropped cells, that read was `read` with 19 digits wrong: the grey
    // fill of the hidden givens' cells looked like a blank cell's fill, so no fill marked the givens.
    const name = "gnome-sudoku-dark-highlight-screen-1280x800-2.png";
    const full = PNG.sync.read(readFileSync(path.join(SCREENS, name)));
    const cut = new PNG({ width: full.width, height: full.height - 32 });
    full.data.copy(cut.data, 0, 0, cut.data.length);
    const read = await readPicture(PNG.sync.write(cut));
    if (read.status !== "unsure") throw new Error(read.status);
    const lastRow = [72, 73, 74, 75, 76, 77, 78, 79, 80];
    expect(lastRow.filter((cell) => read.doubtful.includes(cell))).toEqual(lastRow);
    expect(Math.max(...lastRow.map((cell) => read.confidence[cell] as number))).toBeLessThanOrEqual(
      CROPPED_CONFIDENCE,
    );
    const label = screenLabel(SCREENS, name);
    const shown = (digits: Uint8Array) =>
      Array.from(digits.slice(0, 72), (d) => (d ? String(d) : ".")).join("");
    expect(shown(read.puzzle)).toBe(label.givens.slice(0, 72));
    expect(shown(read.handwritten)).toBe(label.entries.slice(0, 72));
  });
});
