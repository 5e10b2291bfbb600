/**
 * Finding the board in a picture: adaptive threshold in both polarities, connected components large
 * enough to be a grid, corners from each component's extreme points, then a perspective warp in which a
 * 9×9 lattice is fitted to the line profiles and scored. The best-scoring candidate wins.
 *
 * Glossary:
 * - candidate: a connected component of ink big enough to be the board's grid lines.
 * - quad: four picture points, clockwise from top-left.
 * - warp square: the candidate's quad warped to `[0, SIDE)²` inside a margin of `MARGIN` pixels.
 * - profile: for each row (or column) of the warp, the fraction of its pixels that are ink.
 * - lattice: 10 equally spaced positions (offset `a`, spacing `s`) where the board's lines should be.
 * - lattice score: mean profile on the 8 inner lines minus mean profile half-way between lines, the
 *   smaller of the two directions; near 1 for a clean 9×9 grid, low for text, 4×4, 6×6 or 16×16 grids.
 */
import { type Homography, homography, warpGray } from "./homography.js";
import {
  adaptiveThreshold,
  type Component,
  dilate,
  type Gray,
  integral,
  labelComponents,
  type Polarity,
} from "./raster.js";
import type { Point } from "./types.js";

/** Side of the warp square in pixels (32 per cell). */
export const SIDE = 288;
/** Margin around the warp square, so lines just outside the first guess can still be found. */
export const MARGIN = 24;

/** A located board before cell extraction. */
export interface LocatedBoard {
  /** Corners of the fitted lattice in picture pixels, clockwise from top-left. */
  corners: [Point, Point, Point, Point];
  polarity: Polarity;
  score: number;
  /** Maps warp-square coordinates (0..SIDE, no margin) to picture pixels. */
  toPicture: Homography;
  /** The warp of the final quad with margin (`SIDE + 2 MARGIN` square) and its ink mask. */
  warp: Gray;
  warpMask: Uint8Array;
}

const MAX_CANDIDATES = 4;
/** Threshold passes tried in order: gray-level offset and whether to dilate the mask. */
const PASSES = [
  { offset: 7, grow: false },
  { offset: 4, grow: true },
] as const;
/** A lattice score that ends the search early. */
const CONVINCING = 0.4;

/** Corners of a component: the pixels extreme along the two diagonals. */
function extremeCorners(labels: Int32Array, width: number, c: Component): [Point, Point, Point, Point] {
  let tl = Infinity;
  let br = -Infinity;
  let tr = -Infinity;
  let bl = Infinity;
  const best = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ] as [Point, Point, Point, Point];
  for (let y = c.minY; y <= c.maxY; y++) {
    for (let x = c.minX; x <= c.maxX; x++) {
      if (labels[y * width + x] !== c.label) continue;
      const sum = x + y;
      const diff = x - y;
      if (sum < tl) [tl, best[0]] = [sum, { x, y }];
      if (diff > tr) [tr, best[1]] = [diff, { x, y }];
      if (sum > br) [br, best[2]] = [sum, { x, y }];
      if (diff < bl) [bl, best[3]] = [diff, { x, y }];
    }
  }
  return best;
}

/** Homography from the warp square (with margin) to a quad: square corners at MARGIN..MARGIN+SIDE. */
function squareToQuad(quad: readonly Point[]): Homography | null {
  const m = MARGIN;
  return homography(
    [
      { x: m, y: m },
      { x: m + SIDE, y: m },
      { x: m + SIDE, y: m + SIDE },
      { x: m, y: m + SIDE },
    ],
    quad,
  );
}

/** Row profile (`axis` "y") or column profile ("x") of a square mask, counted over the square's inner span. */
function profile(mask: Uint8Array, size: number, axis: "x" | "y"): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    let n = 0;
    for (let k = MARGIN; k < MARGIN + SIDE; k++) n += axis === "y" ? mask[i * size + k] : mask[k * size + i];
    out[i] = n / SIDE;
  }
  return out;
}

/** Max of a profile within ±1 of a real position. */
function peakNear(p: Float64Array, at: number): number {
  const c = Math.round(at);
  let best = 0;
  for (let k = c - 1; k <= c + 1; k++) if (k >= 0 && k < p.length && p[k] > best) best = p[k];
  return best;
}

/** The best 10-line lattice for a profile, and its score (inner-line coverage minus mid-cell coverage). */
function fitLattice(p: Float64Array): { a: number; s: number; score: number } {
  const nominal = SIDE / 9;
  let best = { a: MARGIN, s: nominal, fit: -Infinity };
  for (let s = nominal * 0.85; s <= nominal * 1.15; s += 0.25) {
    for (let a = MARGIN - nominal * 0.7; a <= MARGIN + nominal * 0.7; a += 0.5) {
      if (a < 0 || a + 9 * s > p.length - 1) continue;
      let fit = 0;
      for (let i = 0; i <= 9; i++) fit += peakNear(p, a + i * s);
      // A small pull towards the first guess breaks ties between lattices shifted by one cell (boards
      // with no outer border match their 8 inner lines either way).
      fit -= 0.3 * ((Math.abs(a - MARGIN) + Math.abs(a + 9 * s - MARGIN - SIDE)) / nominal);
      if (fit > best.fit) best = { a, s, fit };
    }
  }
  let lines = 0;
  let gaps = 0;
  for (let i = 1; i <= 8; i++) lines += peakNear(p, best.a + i * best.s);
  // Between two lattice lines a Sudoku has digits, never another full line (a 15×15 or 16×16 grid has).
  for (let i = 0; i < 9; i++) {
    let most = 0;
    const from = Math.ceil(best.a + i * best.s + 3);
    const to = Math.floor(best.a + (i + 1) * best.s - 3);
    for (let k = from; k <= to; k++) most = Math.max(most, p[k]);
    gaps += most;
  }
  return { a: best.a, s: best.s, score: lines / 8 - gaps / 9 };
}

/** Warps a quad with margin and thresholds the warp in the given polarity. */
function warpQuad(
  gray: Gray,
  quad: readonly Point[],
  polarity: Polarity,
): { h: Homography; warp: Gray; mask: Uint8Array } | null {
  const h = squareToQuad(quad);
  if (h === null) return null;
  const size = SIDE + 2 * MARGIN;
  const warp = warpGray(gray, h, size);
  const mask = adaptiveThreshold(warp, integral(warp), 9, 6, polarity);
  return { h, warp, mask };
}

/** Fits the lattice inside a quad and returns the refined board, or null when the quad is degenerate. */
function fitQuad(gray: Gray, quad: readonly Point[], polarity: Polarity): LocatedBoard | null {
  let current = quad;
  let located: LocatedBoard | null = null;
  for (let round = 0; round < 2; round++) {
    const warped = warpQuad(gray, current, polarity);
    if (warped === null) return null;
    const size = SIDE + 2 * MARGIN;
    const rows = fitLattice(profile(warped.mask, size, "y"));
    const cols = fitLattice(profile(warped.mask, size, "x"));
    const map = (x: number, y: number): Point => {
      const h = warped.h;
      const w = h[6] * x + h[7] * y + 1;
      return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
    };
    const x0 = cols.a;
    const x1 = cols.a + 9 * cols.s;
    const y0 = rows.a;
    const y1 = rows.a + 9 * rows.s;
    const corners: [Point, Point, Point, Point] = [map(x0, y0), map(x1, y0), map(x1, y1), map(x0, y1)];
    const score = Math.min(rows.score, cols.score);
    const toPicture = homography(
      [
        { x: 0, y: 0 },
        { x: SIDE, y: 0 },
        { x: SIDE, y: SIDE },
        { x: 0, y: SIDE },
      ],
      corners,
    );
    if (toPicture === null) return located;
    located = { corners, polarity, score, toPicture, warp: warped.warp, warpMask: warped.mask };
    current = corners;
  }
  // The last fit moved the corners; warp once more so that warp and mask match the final corners.
  if (located === null) return null;
  const final = warpQuad(gray, located.corners, polarity);
  if (final === null) return null;
  return { ...located, warp: final.warp, warpMask: final.mask };
}

/**
 * Finds the most Sudoku-like grid in a gray picture.
 * @returns the best candidate with its lattice score (the caller decides whether it is a board), or
 *   null when nothing grid-sized is in the picture.
 */
export function locateBoard(gray: Gray): LocatedBoard | null {
  const { width, height } = gray;
  const minSide = Math.min(width, height);
  const sums = integral(gray);
  const radius = Math.max(4, Math.round(minSide * 0.015));
  let best: LocatedBoard | null = null;
  // A strict threshold first (clean lines, fewer merged components); a lenient one, dilated to join
  // lines broken by blur, only when the first found no convincing lattice.
  for (const { offset, grow } of PASSES) {
    for (const polarity of ["dark", "light"] as const) {
      const raw = adaptiveThreshold(gray, sums, radius, offset, polarity);
      const mask = grow ? dilate(raw, width, height) : raw;
      const { labels, components } = labelComponents(mask, width, height);
      const candidates = components
        .filter((c) => c.maxX - c.minX >= minSide * 0.2 && c.maxY - c.minY >= minSide * 0.2)
        .sort((p, q) => (q.maxX - q.minX) * (q.maxY - q.minY) - (p.maxX - p.minX) * (p.maxY - p.minY))
        .slice(0, MAX_CANDIDATES);
      for (const c of candidates) {
        const located = fitQuad(gray, extremeCorners(labels, width, c), polarity);
        if (located !== null && (best === null || located.score > best.score)) best = located;
      }
    }
    if ((best as LocatedBoard | null) !== null && (best as LocatedBoard).score >= CONVINCING) break;
  }
  return best;
}
