import { describe, expect, it } from "vitest";
import {
  fitLattice,
  MARGIN,
  peakNear,
  profile,
  SIDE,
} from "../../../../src/core/vision/locate/warp-lattice.js";

const SIZE = SIDE + 2 * MARGIN;

/** A warp mask with `lines + 1` full-length lines each way, evenly spaced over the warp square. */
function gridMask(lines: number, options: { border?: boolean; width?: number } = {}): Uint8Array {
  const { border = true, width = 2 } = options;
  const mask = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i <= lines; i++) {
    if (!border && (i === 0 || i === lines)) continue;
    const at = Math.round(MARGIN + (i * SIDE) / lines);
    for (let w = 0; w < width; w++) {
      for (let k = MARGIN; k < MARGIN + SIDE; k++) {
        mask[(at + w) * SIZE + k] = 1;
        mask[k * SIZE + at + w] = 1;
      }
    }
  }
  return mask;
}

describe("profile", () => {
  it("counts a row's ink over the square's inner span only", () => {
    const mask = new Uint8Array(SIZE * SIZE);
    for (let k = 0; k < SIZE; k++) mask[100 * SIZE + k] = 1; // a row inked margin to margin
    const rows = profile(mask, SIZE, "y");
    expect(rows[100]).toBe(1);
    expect(rows[99]).toBe(0);
    const cols = profile(mask, SIZE, "x");
    expect(cols[MARGIN]).toBeCloseTo(1 / SIDE);
  });

  it("gives each row and column its ink count over the inner span divided by the span, margins left out", () => {
    const sparse = Uint8Array.from({ length: SIZE * SIZE }, (_, k) => ((k * 7919) % 13 < 4 ? 1 : 0));
    const dense = Uint8Array.from({ length: SIZE * SIZE }, (_, k) => ((k * 104729) % 17 < 15 ? 1 : 0));
    // All ink: every count at its most (288), past what one byte of a word holds.
    const full = new Uint8Array(SIZE * SIZE).fill(1);
    // A mask starting one byte into its buffer, not read as words.
    const shifted = new Uint8Array(SIZE * SIZE + 1).subarray(1);
    shifted.set(dense);
    for (const mask of [sparse, dense, full, shifted]) {
      for (const axis of ["x", "y"] as const) {
        const expected = Array.from({ length: SIZE }, (_, i) => {
          let n = 0;
          for (let k = MARGIN; k < MARGIN + SIDE; k++)
            n += (axis === "y" ? mask[i * SIZE + k] : mask[k * SIZE + i]) as number;
          return n / SIDE;
        });
        expect(Array.from(profile(mask, SIZE, axis))).toEqual(expected);
      }
    }
  });
});

describe("peakNear", () => {
  it("takes the highest value within one position of a real position, inside the profile", () => {
    const p = Float64Array.from([0, 0.2, 0.9, 0.1, 0]);
    expect(peakNear(p, 3.4)).toBe(0.9);
    expect(peakNear(p, 0.2)).toBe(0.2);
    expect(peakNear(p, 3.6)).toBe(0.1);
    expect(peakNear(p, 4.6)).toBe(0); // rounds to 5: positions 4 to 6, only 4 inside
  });
});

describe("fitLattice", () => {
  it("finds a 9×9 grid's ten lines where they are drawn, with a high score and its border's coverage", () => {
    const fit = fitLattice(profile(gridMask(9), SIZE, "y"));
    expect(Math.abs(fit.a - MARGIN)).toBeLessThanOrEqual(1);
    expect(Math.abs(fit.s - SIDE / 9)).toBeLessThanOrEqual(0.5);
    expect(fit.score).toBeGreaterThan(0.9);
    expect(fit.outer).toBe(1);
  });

  it("scores a 16×16 grid low: a full line runs inside most of its cells", () => {
    const sudoku = fitLattice(profile(gridMask(9), SIZE, "y"));
    const sixteen = fitLattice(profile(gridMask(16), SIZE, "y"));
    expect(sixteen.score).toBeLessThan(0.5);
    expect(sixteen.score).toBeLessThan(sudoku.score - 0.4);
  });

  it("fits a board drawn without an outer border by its eight inner lines (outer coverage near 0: the inner lines' ends only)", () => {
    const fit = fitLattice(profile(gridMask(9, { border: false }), SIZE, "x"));
    expect(Math.abs(fit.a - MARGIN)).toBeLessThanOrEqual(1);
    expect(fit.score).toBeGreaterThan(0.9);
    expect(fit.outer).toBeLessThan(0.1);
  });
});
