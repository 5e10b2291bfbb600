import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractBoard } from "../../../../src/core/vision/extract.js";
import { refineLattice } from "../../../../src/core/vision/locate/lattice.js";
import { MARGIN, SIDE } from "../../../../src/core/vision/locate/warp-lattice.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";

const SIZE = SIDE + 2 * MARGIN;
const STEP = SIDE / 9;

/** A warp's ink mask with the 10 × 10 lattice lines one pixel wide, and rows `from..to` (ends included) all ink. */
function mask(band: readonly [number, number] | null): Uint8Array {
  const out = new Uint8Array(SIZE * SIZE);
  for (let line = 0; line <= 9; line++) {
    const at = Math.round(MARGIN + line * STEP);
    for (let t = 0; t < SIZE; t++) {
      out[at * SIZE + t] = 1;
      out[t * SIZE + at] = 1;
    }
  }
  if (band !== null) for (let y = band[0]; y <= band[1]; y++) out.fill(1, y * SIZE, (y + 1) * SIZE);
  return out;
}

describe("refineLattice", () => {
  it("finds thin lines where they are drawn", () => {
    const points = refineLattice(mask(null), SIZE);
    for (let i = 0; i <= 9; i++)
      expect(Math.abs((points[i * 10 + 4]?.y ?? 0) - (MARGIN + i * STEP))).toBeLessThan(1);
  });

  it("keeps a screenshot's outer line at the board's edge of a band of ink along it (a dark theme's surround)", () => {
    // GNOME Sudoku's dark theme: 8 warp pixels of full ink outside and on the border.
    const points = refineLattice(mask([MARGIN - 6, MARGIN + 1]), SIZE, true);
    for (let j = 0; j <= 9; j++) expect(Math.abs((points[j]?.y ?? 0) - MARGIN)).toBeLessThan(1.5);
  });

  it("keeps a photo's line on the first position of its plateau, as the digit model was trained", () => {
    const points = refineLattice(mask([MARGIN - 6, MARGIN + 1]), SIZE);
    for (let j = 0; j <= 9; j++) expect(points[j]?.y ?? 0).toBeLessThan(MARGIN - 3);
  });

  it("finds a photo's outer line on the board, not on a heading's rule just above it", () => {
    // A thick rule 5-8 warp pixels above the board's top line, paper between (training sheet image1020).
    const points = refineLattice(mask([MARGIN - 8, MARGIN - 5]), SIZE);
    for (let j = 0; j <= 9; j++) expect(Math.abs((points[j]?.y ?? 0) - MARGIN)).toBeLessThan(1);
  });

  it("keeps a photo's outer line at the first position of a band of ink that reaches the board (a line blurred)", () => {
    const points = refineLattice(mask([MARGIN - 8, MARGIN + 1]), SIZE);
    for (let j = 0; j <= 9; j++) expect(points[j]?.y ?? 0).toBeLessThan(MARGIN - 5);
  });
});

describe("the lattice of GNOME Sudoku's dark theme (test/fixtures/app-screens, tune half)", () => {
  // Its first row and column were stretched by half the dark band around the board: their digits
  // measured 0.77 of the others' height.
  it("cuts the first row's and column's cells as tall as the others", async () => {
    const name = "gnome-sudoku-dark-window-730x630-1.png";
    const file = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens", name);
    const decoded = await decodePicture(readFileSync(file));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const board = extractBoard(decoded.picture);
    if (board === null) throw new Error("no board found");
    const mean = (cells: number[]): number => {
      const heights = cells
        .filter((c) => board.cells[c]?.ink)
        .map((c) => board.cells[c]?.features.height ?? 0);
      if (heights.length === 0) throw new Error("no digit there");
      return heights.reduce((a, b) => a + b, 0) / heights.length;
    };
    const all = Array.from({ length: 81 }, (_, c) => c);
    const rest = mean(all.filter((c) => c >= 9 && c % 9 !== 0));
    expect(mean(all.filter((c) => c < 9))).toBeGreaterThan(0.93 * rest);
    expect(mean(all.filter((c) => c % 9 === 0))).toBeGreaterThan(0.93 * rest);
  });
});
