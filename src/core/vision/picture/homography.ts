/**
 * Perspective transforms (homographies) between the board's square and the picture.
 *
 * Representation: a homography is a `Float64Array(9)` `[a, b, c, d, e, f, g, h, 1]` mapping
 * `(u, v)` to `((a u + b v + c) / w, (d u + e v + f) / w)` with `w = g u + h v + 1`.
 */

import type { Point } from "../types.js";
import type { Gray } from "./raster.js";

/** A 3×3 projective transform, row-major, last entry 1. */
export type Homography = Float64Array;

/** Solves `A x = b` (n×n, row-major) by Gaussian elimination with partial pivoting; null if singular. */
function solveLinear(a: Float64Array, b: Float64Array, n: number): Float64Array | null {
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]) > Math.abs(a[pivot * n + col])) pivot = r;
    if (Math.abs(a[pivot * n + col]) < 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) [a[col * n + k], a[pivot * n + k]] = [a[pivot * n + k], a[col * n + k]];
      [b[col], b[pivot]] = [b[pivot], b[col]];
    }
    for (let r = col + 1; r < n; r++) {
      const f = a[r * n + col] / a[col * n + col];
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[r * n + k] -= f * a[col * n + k];
      b[r] -= f * b[col];
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let k = r + 1; k < n; k++) s -= a[r * n + k] * x[k];
    x[r] = s / a[r * n + r];
  }
  return x;
}

/**
 * The homography taking four source points to four destination points (in the same order).
 * @returns null when the points are degenerate (three in a line).
 */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a = new Float64Array(64);
  const b = new Float64Array(8);
  for (let i = 0; i < 4; i++) {
    const { x: u, y: v } = from[i];
    const { x, y } = to[i];
    a.set([u, v, 1, 0, 0, 0, -u * x, -v * x], i * 16);
    a.set([0, 0, 0, u, v, 1, -u * y, -v * y], i * 16 + 8);
    b[i * 2] = x;
    b[i * 2 + 1] = y;
  }
  const x = solveLinear(a, b, 8);
  if (x === null || !x.every(Number.isFinite)) return null;
  return Float64Array.of(...x, 1);
}

/** Applies a homography to a point. */
export function project(h: Homography, u: number, v: number): Point {
  const w = h[6] * u + h[7] * v + 1;
  return { x: (h[0] * u + h[1] * v + h[2]) / w, y: (h[3] * u + h[4] * v + h[5]) / w };
}

/**
 * Whether every sample of a warp (pixel centres `(u + 0.5, v + 0.5)`, u and v below `size`) falls at
 * least a pixel inside `[0, maxX] × [0, maxY]`: true when the four corner samples do and `w` is positive
 * at each. `w` is affine in u and v, so it is positive over the whole square; there the homography maps
 * the square onto the convex quad of its corners' images, and every sample lands in that quad (its
 * rounding, about 1e-13 of a pixel, is far inside the pixel of slack).
 */
function inside(h: Homography, size: number, maxX: number, maxY: number): boolean {
  for (const u of [0.5, size - 0.5]) {
    for (const v of [0.5, size - 0.5]) {
      const w = (h[6] as number) * u + (h[7] as number) * v + 1;
      if (!(w > 0)) return false;
      const x = ((h[0] as number) * u + (h[1] as number) * v + (h[2] as number)) / w - 0.5;
      const y = ((h[3] as number) * u + (h[4] as number) * v + (h[5] as number)) / w - 0.5;
      if (!(x >= 1 && x <= maxX - 1 && y >= 1 && y <= maxY - 1)) return false;
    }
  }
  return true;
}

/** Bilinear sample of a gray raster at a real position (clamped to the edge). */
export function sampleGray(gray: Gray, x: number, y: number): number {
  const { width: w, height: h, data } = gray;
  const cx = Math.min(Math.max(x, 0), w - 1.001);
  const cy = Math.min(Math.max(y, 0), h - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = y0 * w + x0;
  const top = data[i] + (data[i + 1] - data[i]) * fx;
  const bottom = data[i + w] + (data[i + w + 1] - data[i + w]) * fx;
  return top + (bottom - top) * fy;
}

/**
 * Resamples the picture region that `h` maps the square `[0, size)²` onto (bilinear).
 * @returns a `size × size` gray raster.
 */
export function warpGray(gray: Gray, h: Homography, size: number): Gray {
  const data = new Uint8Array(size * size);
  // The products of h's columns with u, worked out once per column and once per row (each sum below
  // adds the same products in the same order as the formula written out, so every pixel is as it was).
  const ux = new Float64Array(size);
  const uy = new Float64Array(size);
  const uw = new Float64Array(size);
  for (let u = 0; u < size; u++) {
    ux[u] = h[0] * (u + 0.5);
    uy[u] = h[3] * (u + 0.5);
    uw[u] = h[6] * (u + 0.5);
  }
  // sampleGray written out: the same clamps and sums, without a call and the raster's fields per pixel.
  const { width: gw, height: gh, data: gd } = gray;
  const maxX = gw - 1.001;
  const maxY = gh - 1.001;
  const [h2, h5] = [h[2], h[5]];
  // Every sample well inside the picture (see inside): the clamps would change nothing, and are left out
  // (a warp of 336² pixels 1.16 → 1.01 ms; this flag fixed for the whole loop costs no more than a second
  // copy of the loop without clamps, measured side by side).
  const clamp = !inside(h, size, maxX, maxY);
  for (let v = 0; v < size; v++) {
    const vx = h[1] * (v + 0.5);
    const vy = h[4] * (v + 0.5);
    const vw = h[7] * (v + 0.5);
    const row = v * size;
    for (let u = 0; u < size; u++) {
      const w = (uw[u] as number) + vw + 1;
      let x = ((ux[u] as number) + vx + h2) / w - 0.5;
      let y = ((uy[u] as number) + vy + h5) / w - 0.5;
      if (clamp) {
        x = Math.min(Math.max(x, 0), maxX);
        y = Math.min(Math.max(y, 0), maxY);
      }
      // x and y are at least 0 (clamped, or a pixel inside): truncation is Math.floor, and gives the whole
      // numbers the index is worked out in (a warp 1.17 → 1.10 ms, the same pixels). Where w is 0 a sample
      // can be 0 / 0, NaN: truncated to 0, but its fraction fx or fy is NaN, so the pixel is NaN, stored
      // as 0, as the floor's NaN index made it.
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * gw + x0;
      const a = gd[i] as number;
      const b = gd[i + gw] as number;
      const top = a + ((gd[i + 1] as number) - a) * fx;
      const bottom = b + ((gd[i + gw + 1] as number) - b) * fx;
      data[row + u] = top + (bottom - top) * fy;
    }
  }
  return { width: size, height: size, data };
}
