import { describe, expect, it } from "vitest";
import { reencode } from "../../../../src/bench/read/read-reencode.js";
import { RED_TWIN_LIKENESS, redTwinSuspects } from "../../../../src/core/vision/screen/red-twins.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample } from "../../../../src/core/vision/types.js";
import { PLAIN_INK } from "../../../support/ink-features.js";
import { EXTRA_SCREENS, screenBytes, screenLabel, unmarkedCells } from "../../../support/screen-fixtures.js";

const features = PLAIN_INK;

/** A 28×28 patch of pseudo-random strokes from a seed, with `noise` of another seed mixed in. */
function patch(seed: number, noise = 0, noiseSeed = 99): Float32Array {
  const out = new Float32Array(28 * 28);
  let a = seed;
  let b = noiseSeed;
  for (let i = 0; i < out.length; i++) {
    a = (a * 1103515245 + 12345) % 2147483648;
    b = (b * 1103515245 + 12345) % 2147483648;
    out[i] = (1 - noise) * (a / 2147483648) + noise * (b / 2147483648);
  }
  return out;
}

const ONE = 11;
const TWO = 22;
/** 81 cells: a 1-glyph at cells 0 and 30, 2-glyphs at cells 10, 40 and 60, and cell 70 drawn as `at70`. */
function board(at70: Float32Array): { cells: CellSample[]; grid: Uint8Array } {
  const glyphs = new Map<number, Float32Array>([
    [0, patch(ONE)],
    [30, patch(ONE, 0.05, 7)],
    [10, patch(TWO)],
    [40, patch(TWO, 0.05, 8)],
    [60, patch(TWO, 0.05, 9)],
    [70, at70],
  ]);
  const grid = new Uint8Array(81);
  for (const [cell, digit] of [
    [0, 1],
    [30, 1],
    [10, 2],
    [40, 2],
    [60, 2],
    [70, 2],
  ] as const)
    grid[cell] = digit;
  const cells = Array.from({ length: 81 }, (_, cell) => ({
    cell,
    ink: glyphs.has(cell),
    inkConfidence: 1,
    patch: glyphs.get(cell) ?? new Float32Array(28 * 28),
    features,
  }));
  return { cells, grid };
}

describe("redTwinSuspects", () => {
  it("names a red digit read as 2 whose glyph is the board's 1s'", () => {
    const { cells, grid } = board(patch(ONE, 0.1, 5));
    expect(redTwinSuspects(cells, grid, [70])).toEqual([70]);
  });

  it("leaves a red 2 drawn as the board's 2s, and a digit that is not red", () => {
    const twos = board(patch(TWO, 0.1, 5));
    expect(redTwinSuspects(twos.cells, twos.grid, [70])).toEqual([]);
    const ones = board(patch(ONE, 0.1, 5));
    expect(redTwinSuspects(ones.cells, ones.grid, [])).toEqual([]);
  });

  it("leaves a red digit like no other digit's copies enough", () => {
    const { cells, grid } = board(patch(ONE, 0.6, 5));
    expect(redTwinSuspects(cells, grid, [70])).toEqual([]);
    expect(RED_TWIN_LIKENESS).toBe(0.9);
  });
});

describe("Solo's light window 420×450 halved and saved as JPEG 80 (test/fixtures/app-screens-extra, tune)", () => {
  const name = "extra52-sgt-puzzles-light-window-420x450-25.png";

  it("is unsure, with no wrong cell unmarked: its red 1 at r8c8, read as a 2, is doubtful", async () => {
    const bytes = await reencode(screenBytes(EXTRA_SCREENS, name), {
      format: "jpeg",
      quality: 80,
      scale: 0.5,
    });
    const read = await readPicture(bytes);
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const unmarked = unmarkedCells(read, screenLabel(EXTRA_SCREENS, name));
    expect(read.status).toBe("unsure");
    expect(unmarked).toEqual([]);
  });
});
