import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import {
  BLURRED_SPREAD,
  boardSpread,
  edgeSpread,
  isBlurred,
  sharpenBlurred,
  unsharpMask,
} from "../../../../src/core/vision/cells/sharpen.js";

const PAPER = 200;
const INK = 60;

/** A raster of one gray level everywhere (its colour channels alike). */
function rasterOf(gray: Uint8Array): CellRaster {
  return { red: gray.slice(), green: gray.slice(), blue: gray.slice(), gray };
}

/** A "0": a dark ring 4 pixels thick on paper, its hole 8 pixels across, in the middle of the cell. */
function ring(): Uint8Array {
  const gray = new Uint8Array(CELL * CELL).fill(PAPER);
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++) {
      const r = Math.hypot(u + 0.5 - CELL / 2, v + 0.5 - CELL / 2);
      if (r >= 4 && r < 8) gray[v * CELL + u] = INK;
    }
  return gray;
}

/** `gray` blurred by three passes of a box of side 2·half+1 (near a Gaussian), edges clamped. */
function boxBlurred(gray: Uint8Array, half: number): Uint8Array {
  let level = Float64Array.from(gray);
  const at = (i: number): number => Math.min(CELL - 1, Math.max(0, i));
  for (let pass = 0; pass < 3; pass++)
    for (const across of [true, false]) {
      const next = new Float64Array(CELL * CELL);
      for (let v = 0; v < CELL; v++)
        for (let u = 0; u < CELL; u++) {
          let sum = 0;
          for (let i = -half; i <= half; i++)
            sum += across ? (level[v * CELL + at(u + i)] as number) : (level[at(v + i) * CELL + u] as number);
          next[v * CELL + u] = sum / (2 * half + 1);
        }
      level = next;
    }
  return Uint8Array.from(level, Math.round);
}

/** A board of `inked` cells holding `raster`, the rest blank paper (a pen-filled sheet has 81, a printed puzzle 23-39). */
const board = (raster: CellRaster, inked = 81): CellRaster[] =>
  Array.from({ length: 81 }, (_, cell) =>
    cell < inked ? raster : rasterOf(new Uint8Array(CELL * CELL).fill(PAPER)),
  );

const middle = (raster: CellRaster): number => raster.gray[(CELL / 2) * CELL + CELL / 2] as number;

describe("sharpen", () => {
  const sharp = rasterOf(ring());
  // Three passes of a box 5 wide: a Gaussian of σ 2.45, about the 2-pixel blur of a 640×480 photo.
  const blurred = rasterOf(boxBlurred(ring(), 2));

  it("measures a sharp ring's edges as short and a blurred one's as long, and a blank cell not at all", () => {
    expect(edgeSpread(sharp)).toBeLessThan(2.5);
    expect(edgeSpread(blurred)).toBeGreaterThan(BLURRED_SPREAD);
    expect(edgeSpread(rasterOf(new Uint8Array(CELL * CELL).fill(PAPER)))).toBeNull();
  });

  it("measures a board from its inked cells, and not at all from fewer than five", () => {
    expect(boardSpread(board(blurred))).toBe(edgeSpread(blurred));
    expect(boardSpread(board(blurred, 4))).toBeNull();
    expect(isBlurred(board(blurred))).toBe(true);
    expect(isBlurred(board(sharp))).toBe(false);
    expect(isBlurred(board(blurred, 4))).toBe(false);
  });

  it("leaves a sharp board as it is (the same rasters)", () => {
    const rasters = board(sharp);
    expect(sharpenBlurred(rasters)).toBe(rasters);
  });

  it("leaves a printed puzzle's board (30 inked cells) blurred this much as it is, but not one blurred more", () => {
    const rasters = board(blurred, 30);
    expect(sharpenBlurred(rasters)).toBe(rasters);
    const moreBlurred = board(rasterOf(boxBlurred(ring(), 3)), 30);
    expect(edgeSpread(moreBlurred[0] as CellRaster)).toBeGreaterThan(6);
    expect(sharpenBlurred(moreBlurred)).not.toBe(moreBlurred);
  });

  it("opens a blurred ring's hole again: its middle lighter against the ring than before sharpening", () => {
    const [sharpened] = sharpenBlurred(board(blurred));
    if (sharpened === undefined) throw new Error("no raster");
    const darkest = (raster: CellRaster): number => Math.min(...raster.gray);
    const hole = (raster: CellRaster): number => middle(raster) - darkest(raster);
    expect(hole(sharpened)).toBeGreaterThan(hole(blurred) * 1.5);
    expect(sharpened.red).toEqual(sharpened.gray);
  });

  it("gives what a Gaussian summed one output at a time gives, edges clamped, level for level", () => {
    let seed = 5;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const gray = Uint8Array.from({ length: CELL * CELL }, () => Math.floor(next() * 256));
    const [sigma, amount] = [2.3, 1.5];
    const radius = Math.ceil(3 * sigma);
    const weights = new Float32Array(2 * radius + 1);
    let total = 0;
    for (let i = -radius; i <= radius; i++)
      total += weights[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
    for (let i = 0; i < weights.length; i++) (weights[i] as number) /= total;
    const at = (k: number): number => Math.min(CELL - 1, Math.max(0, k));
    const across = new Float32Array(CELL * CELL);
    const down = new Float32Array(CELL * CELL);
    for (let y = 0; y < CELL; y++)
      for (let x = 0; x < CELL; x++) {
        let sum = 0;
        for (let i = 0; i < weights.length; i++)
          sum += (weights[i] as number) * (gray[y * CELL + at(x + i - radius)] as number);
        across[y * CELL + x] = sum;
      }
    for (let y = 0; y < CELL; y++)
      for (let x = 0; x < CELL; x++) {
        let sum = 0;
        for (let i = 0; i < weights.length; i++)
          sum += (weights[i] as number) * (across[at(y + i - radius) * CELL + x] as number);
        down[y * CELL + x] = sum;
      }
    const expected = Array.from(gray, (level, k) =>
      Math.round(Math.min(255, Math.max(0, level + amount * (level - (down[k] as number))))),
    );
    expect(Array.from(unsharpMask(rasterOf(gray), sigma, amount).gray)).toEqual(expected);
  });

  it("leaves a flat raster flat", () => {
    const flat = rasterOf(new Uint8Array(CELL * CELL).fill(PAPER));
    expect(unsharpMask(flat, 2, 1.5)).toEqual(flat);
  });
});
