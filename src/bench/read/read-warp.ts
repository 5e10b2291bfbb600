/**
 * The pixel work behind the degradations of read-degrade.ts that move or light a photo: a projective
 * warp of an RGBA picture onto a new canvas, a lighting mask multiplied in, and a page of clutter
 * (text and a crossword) to set a photo on.
 *
 * Glossary (see read-degrade.ts for the degradations):
 * - rgba: a picture's pixels, 4 bytes each, row-major, as @napi-rs/canvas's ImageData holds them.
 * - map: the homography (core/vision/picture/homography.ts) from the photo's pixels to the degraded copy's.
 * - paper: the colour the uncovered part of the copy is filled with, the mean of the photo's outermost
 *   pixels (what lies around the sheet in it).
 * - light: a factor per pixel, 1 where the lighting is unchanged, lower where the copy is darker.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { samplePicture } from "../../core/vision/cells/cell-raster.js";
import { type Homography, homography, project } from "../../core/vision/picture/homography.js";
import type { Point } from "../../core/vision/types.js";
import type { Random } from "../shared/climb.js";

/** An RGBA picture. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** A random real number in [lo, hi). */
export const between = (random: Random, lo: number, hi: number): number =>
  lo + (random.next() / 4294967296) * (hi - lo);

/** The mean colour of a picture's outermost pixels (its top and bottom rows, left and right columns). */
export function paperColour({ width, height, data }: Rgba): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  const add = (x: number, y: number): void => {
    const i = 4 * (y * width + x);
    for (let c = 0; c < 3; c++) (sum[c] as number) += data[i + c] as number;
    n++;
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    add(0, y);
    add(width - 1, y);
  }
  return sum.map((s) => Math.round(s / n)) as [number, number, number];
}

/**
 * A picture warped by `map` onto a `width × height` canvas (bilinear), the part no source pixel
 * reaches filled with `paper`.
 * @returns the warped pixels, or null when `map` cannot be inverted
 */
export function warpRgba(
  source: Rgba,
  map: Homography,
  width: number,
  height: number,
  paper: readonly number[],
): Rgba | null {
  const corners = [
    { x: 0, y: 0 },
    { x: source.width, y: 0 },
    { x: source.width, y: source.height },
    { x: 0, y: source.height },
  ];
  const back = homography(
    corners.map((p) => project(map, p.x, p.y)),
    corners,
  );
  if (back === null) return null;
  const out = new Uint8ClampedArray(width * height * 4);
  const { width: w, height: h } = source;
  const rgb = new Float64Array(3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = project(back, x + 0.5, y + 0.5);
      const sx = p.x - 0.5;
      const sy = p.y - 0.5;
      const o = 4 * (y * width + x);
      out[o + 3] = 255;
      if (sx < -0.5 || sy < -0.5 || sx > w - 0.5 || sy > h - 0.5) {
        for (let c = 0; c < 3; c++) out[o + c] = paper[c] as number;
        continue;
      }
      samplePicture(source, sx, sy, rgb);
      for (let c = 0; c < 3; c++) out[o + c] = rgb[c] as number;
    }
  }
  return { width, height, data: out };
}

/** Multiplies every pixel's colour by `light(x, y)` (in place). */
export function applyLight(picture: Rgba, light: (x: number, y: number) => number): void {
  const { width, height, data } = picture;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const f = light(x + 0.5, y + 0.5);
      const o = 4 * (y * width + x);
      for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] as number) * f;
    }
  }
}

/**
 * Adds a camera's grain (in place): each channel moved by up to {@link GRAIN} gray levels, at random. A
 * photo's paper clipped to white has none, and darkened by {@link applyLight} it would be flat as an
 * app's background (which extract.ts takes for a screenshot's); under a real shadow it is not.
 */
export function addGrain(picture: Rgba, random: Random): void {
  const { data } = picture;
  for (let o = 0; o < data.length; o += 4) {
    const d = random.below(2 * GRAIN + 1) + random.below(2 * GRAIN + 1) - 2 * GRAIN;
    for (let c = 0; c < 3; c++) data[o + c] = (data[o + c] as number) + d / 2;
  }
}

/** The grain of {@link addGrain}: at most this many gray levels either way. */
const GRAIN = 4;

/** A smooth step from 0 (at `t` ≤ 0) to 1 (at `t` ≥ 1). */
export const smooth = (t: number): number => {
  const u = Math.min(1, Math.max(0, t));
  return u * u * (3 - 2 * u);
};

/** The affine map of an angle (radians) about `(cx, cy)`, then moved by `(dx, dy)`, as a homography. */
export function rotation(angle: number, cx: number, cy: number, dx: number, dy: number): Homography {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return Float64Array.of(
    cos,
    -sin,
    cx + dx - cos * cx + sin * cy,
    sin,
    cos,
    cy + dy - sin * cx - cos * cy,
    0,
    0,
    1,
  );
}

/** The homography taking a `width × height` picture's corners to `to` (clockwise from top-left). */
export function cornersTo(width: number, height: number, to: readonly Point[]): Homography {
  const from = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  return homography(from, to) as Homography;
}

/** Rows of word-sized dark bars over a region, like a newspaper column seen from afar. */
function drawText(
  ctx: SKRSContext2D,
  random: Random,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  line: number,
): void {
  for (let y = y0 + line; y + line * 0.6 < y1; y += line * 1.6) {
    let x = x0 + between(random, 0, line);
    while (x < x1) {
      const word = Math.min(x1 - x, line * between(random, 0.8, 4));
      ctx.fillRect(x, y, word, line * 0.6);
      x += word + line * 0.5;
    }
  }
}

/**
 * A crossword: a `n × n` grid of lines with some cells filled black, its top-left at `(x, y)`, cells
 * `cell` pixels. Not a Sudoku: the reader must not take it for the board.
 */
function drawCrossword(
  ctx: SKRSContext2D,
  random: Random,
  x: number,
  y: number,
  cell: number,
  n: number,
): void {
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (random.below(5) === 0) ctx.fillRect(x + c * cell, y + r * cell, cell, cell);
  ctx.lineWidth = Math.max(1, cell / 16);
  ctx.beginPath();
  for (let k = 0; k <= n; k++) {
    ctx.moveTo(x + k * cell, y);
    ctx.lineTo(x + k * cell, y + n * cell);
    ctx.moveTo(x, y + k * cell);
    ctx.lineTo(x + n * cell, y + k * cell);
  }
  ctx.stroke();
}

/** Where a page's crossword goes: its top-left corner and its cell size in pixels. */
export interface CrosswordPlace {
  x: number;
  y: number;
  cell: number;
}

/**
 * A page of clutter, `width × height`, on `paper`: columns of text with lines `line` pixels apart, and a
 * 13×13 crossword where `crossword` says, on a clear patch of the page.
 */
export function clutterPage(
  width: number,
  height: number,
  paper: readonly number[],
  line: number,
  crossword: CrosswordPlace,
  random: Random,
): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const background = `rgb(${paper.join(",")})`;
  const ink = `rgb(${paper.map((c) => Math.round(c * 0.25)).join(",")})`;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = ink;
  const column = width / 3;
  for (let k = 0; k < 3; k++)
    drawText(ctx, random, k * column + line, 0, (k + 1) * column - line, height, line);
  const { x, y, cell } = crossword;
  ctx.fillStyle = background;
  ctx.fillRect(x - cell / 2, y - cell / 2, 14 * cell, 14 * cell);
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  drawCrossword(ctx, random, x, y, cell, 13);
  return canvas;
}
