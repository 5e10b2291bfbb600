/**
 * A second search for a photo's board, run only when the usual one (locate.ts) found none: a board
 * turned 10-25° whose ink joins a heading or the page's edge (its component's extreme points are then
 * not its corners), a board shrunk onto a busy page inside a larger component, or a board in
 * perspective whose first quad is a little off (its warped lines slant, and the lattice's profiles
 * blur). Boards the usual search finds never come here.
 *
 * Glossary (see locate.ts for candidate, quad, warp square, profile and lattice):
 * - slant: the angle (degrees) at which one family of a candidate's lines runs, found as the angle
 *   whose projection of the candidate's pixels is peakiest (sum of squared histogram counts).
 * - slanted box: the parallelogram bounding a candidate along its two slants.
 * - wide lattice: a lattice fitted anywhere in the warp square, its spacing from {@link WIDE_FROM} of a
 *   cell up: the board may fill only part of a slanted box.
 * - straighten: the warp's lines re-found segment by segment (lattice.ts), a straight line fitted to
 *   each outer line, and the quad moved to their crossings: it turns a warp whose lines slant.
 * - near-peak table: for each position of a profile, its peak within ±1 (what `peakNear` answers at a
 *   rounded position), so a wide lattice's many trial lines are looked up, not searched.
 * - The checks a board it finds must pass (lines beyond, inner lines) are in rescue-checks.ts.
 */
import { homography, project } from "../picture/homography.js";
import { type Gray, labelComponents, type Polarity } from "../picture/raster.js";
import type { Point } from "../types.js";
import { boxThreshold } from "./box-threshold.js";
import { refineLattice } from "./lattice.js";
import {
  fitQuad,
  halve,
  isLarge,
  type LocatedBoard,
  lineScore,
  MAX_CANDIDATES,
  MIN_LATTICE_SCORE,
  PASSES,
  settle,
  WARP_OFFSET,
  warpQuad,
} from "./locate.js";
import { BEYOND, INNER_LINES, innerLines, linesBeyond, squareCorners } from "./rescue-checks.js";
import { MARGIN, peakNear, profile, SIDE } from "./warp-lattice.js";

const SIZE = SIDE + 2 * MARGIN;
const CELL = SIDE / 9;
/** A wide lattice's spacing is at least this fraction of a cell of the warp square. */
const WIDE_FROM = 0.3;
/** Of a candidate's pixels, every this-many-th is projected to find its slant. */
const SAMPLE = 3;
/** Slants looked at, either way from the picture's axes (degrees; tilt is at most 25°). */
const MAX_SLANT = 30;
/**
 * How many of a pass's slanted boxes, the best-scoring first, are polished, of those whose first fit
 * scores at least {@link PROMISING} (the boards found on the degraded training photos: 0.27 and more).
 */
const POLISHED = 2;
const PROMISING = 0.15;
/**
 * The usual search's quad is polished only when it scores (plainly or by its lines) at least this: of
 * those on the degraded training photos, the ones polishing made a board scored 0.136-0.18, and none
 * under 0.06 came near one (0.04 at best); the refused pictures' grids score under 0.
 */
const POLISH_FIRST_FROM = 0.1;
/** How many times a quad is straightened (a board in perspective gained on the third). */
const STRAIGHTEN = 3;
/** A line `along = c + d · t` (y of x for a horizontal line, x of y for a vertical one). */
type Line = [number, number];

/** The least-squares line through points, as y of x (`vertical` false) or x of y. */
function fitLine(points: readonly Point[], vertical: boolean): Line {
  let st = 0;
  let sa = 0;
  let stt = 0;
  let sta = 0;
  for (const p of points) {
    const t = vertical ? p.y : p.x;
    const a = vertical ? p.x : p.y;
    st += t;
    sa += a;
    stt += t * t;
    sta += t * a;
  }
  const n = points.length;
  const d = (n * sta - st * sa) / (n * stt - st * st);
  return [(sa - d * st) / n, d];
}

/** Where a horizontal line (y of x) crosses a vertical one (x of y). */
function crossing([c, d]: Line, [e, f]: Line): Point {
  const y = (c + d * e) / (1 - d * f);
  return { x: e + f * y, y };
}

/** One straightening (see the glossary) of a located board; null when degenerate. */
function straighten(gray: Gray, located: LocatedBoard): LocatedBoard | null {
  const points = refineLattice(located.warpMask, SIZE);
  const row = (i: number) => fitLine(points.slice(i * 10, i * 10 + 10), false);
  const column = (j: number) =>
    fitLine(
      [...Array(10).keys()].map((i) => points[i * 10 + j] as Point),
      true,
    );
  const toPicture = homography(squareCorners(), located.corners);
  if (toPicture === null) return null;
  const [top, bottom, left, right] = [row(0), row(9), column(0), column(9)];
  const quad = [crossing(top, left), crossing(top, right), crossing(bottom, right), crossing(bottom, left)];
  if (quad.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return null;
  const fitted = fitQuad(
    gray,
    quad.map((p) => project(toPicture, p.x, p.y)),
    located.polarity,
    located.offset,
  );
  return fitted === null ? null : settle(gray, fitted);
}

/** A located board settled and straightened up to {@link STRAIGHTEN} times: the best-scoring of them. */
function polish(gray: Gray, located: LocatedBoard): LocatedBoard {
  const settled = settle(gray, located);
  let best = settled.score >= located.score ? settled : located;
  let current = settled;
  for (let k = 0; k < STRAIGHTEN; k++) {
    const next = straighten(gray, current);
    if (next === null) break;
    if (next.score > best.score) best = next;
    current = next;
  }
  return best;
}

/**
 * The slant (see the glossary) of a candidate's horizontal lines (`horizontal`) or vertical ones.
 * @param points the candidate's pixels, x and y interleaved
 */
export function slantOf(points: Int32Array, horizontal: boolean): number {
  let span = 0;
  for (let k = 0; k < points.length; k++) span = Math.max(span, points[k] as number);
  const counts = new Int32Array(Math.ceil(span * 2) + 4);
  const peakiness = (degrees: number): number => {
    const t = (degrees * Math.PI) / 180;
    const cos = Math.cos(t);
    const sin = Math.sin(t);
    counts.fill(0);
    const shift = Math.ceil(span) + 1;
    for (let k = 0; k < points.length; k += 2 * SAMPLE) {
      const x = points[k] as number;
      const y = points[k + 1] as number;
      counts[Math.round((horizontal ? y * cos - x * sin : x * cos + y * sin) + shift)]++;
    }
    let sum = 0;
    for (let k = 0; k < counts.length; k++) sum += (counts[k] as number) * (counts[k] as number);
    return sum;
  };
  let best = 0;
  let bestValue = -1;
  const look = (degrees: number) => {
    const value = peakiness(degrees);
    if (value > bestValue) {
      best = degrees;
      bestValue = value;
    }
  };
  for (let d = -MAX_SLANT; d <= MAX_SLANT; d += 3) look(d);
  const coarse = best;
  // The coarse slant itself is not looked at again: its sum is the one already kept, and only a larger
  // sum wins. (Steps of half a degree from a whole one reach it exactly.)
  for (let d = coarse - 1.5; d <= coarse + 1.5; d += 0.5) if (d !== coarse) look(d);
  return best;
}

/** The slanted box (see the glossary) of a candidate's pixels, clockwise from top-left. */
function slantedBox(points: Int32Array): Point[] {
  const ry = (slantOf(points, true) * Math.PI) / 180;
  const rx = (slantOf(points, false) * Math.PI) / 180;
  let v0 = Infinity;
  let v1 = -Infinity;
  let u0 = Infinity;
  let u1 = -Infinity;
  // The four sines and cosines once, not per pixel; the bounds in plain variables (a destructuring per
  // pixel allocated until V8 optimized it, and cost it long to optimize).
  const [cosY, sinY, cosX, sinX] = [Math.cos(ry), Math.sin(ry), Math.cos(rx), Math.sin(rx)];
  for (let k = 0; k < points.length; k += 2) {
    const x = points[k] as number;
    const y = points[k + 1] as number;
    const v = y * cosY - x * sinY;
    const u = x * cosX + y * sinX;
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
  }
  const det = cosX * cosY + sinX * sinY;
  const at = (u: number, v: number): Point => ({
    x: (u * cosY - v * sinX) / det,
    y: (v * cosX + u * sinY) / det,
  });
  return [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)];
}

/**
 * The wide lattice (see the glossary) of a profile: its offset and spacing, chosen for its lines'
 * coverage less the most ink between them and the line one spacing beyond either end.
 * @example const { a, s } = wideLattice(profile(mask, SIZE, "y")); // rows at a, a + s, …, a + 9s
 */
export function wideLattice(p: Float64Array): { a: number; s: number } {
  const { table, log } = rangeMaxTable(p);
  const n = p.length;
  const near = nearPeaks(p);
  // Every position looked up lies in the profile (a ≥ 0, a + 9s ≤ its last, before and after checked),
  // where the table answers as peakNear does.
  let best = { a: MARGIN, s: CELL, value: -Infinity };
  for (let s = CELL * WIDE_FROM; s <= CELL * 1.15; s += 0.25) {
    const inset = Math.max(2, s * 0.12);
    for (let a = 0; a + 9 * s <= n - 1; a += 1) {
      let lines = 0;
      for (let i = 0; i <= 9; i++) lines += near[Math.round(a + i * s)] as number;
      // The gaps and the lines beyond only lower the value (each at least 0, the profile a fraction of
      // ink; every sum and difference rounds the same way): a lattice whose lines alone, or with the
      // gaps added so far, do not beat the best cannot, and is scored no further.
      if (lines / 10 <= best.value) continue;
      let gaps = 0;
      let beaten = false;
      for (let i = 0; i < 9 && !beaten; i++) {
        // The most ink from `from` to `to` (0 when empty): the larger of two overlapping spans' maxima.
        const from = Math.ceil(a + i * s + inset);
        const to = Math.floor(a + (i + 1) * s - inset);
        if (to < from) continue;
        const level = log[to - from + 1] as number;
        const row = level * n;
        gaps += Math.max(table[row + from] as number, table[row + to - (1 << level) + 1] as number);
        beaten = lines / 10 - gaps / 9 <= best.value;
      }
      if (beaten) continue;
      const before = a - s >= 0 ? (near[Math.round(a - s)] as number) : 0;
      const after = a + 10 * s < n ? (near[Math.round(a + 10 * s)] as number) : 0;
      const value = lines / 10 - gaps / 9 - 0.5 * Math.max(before, after);
      if (value > best.value) best = { a, s, value };
    }
  }
  return { a: best.a, s: best.s };
}

/** The near-peak table (see the glossary) of a profile: `peakNear(p, k)` for each position k, one past its end too. */
function nearPeaks(p: Float64Array): Float64Array {
  const near = new Float64Array(p.length + 1);
  for (let k = 0; k <= p.length; k++) near[k] = peakNear(p, k);
  return near;
}

/**
 * A sparse table of a profile's maxima: row `level` (from `level · n`) holds at k the largest of the
 * `2^level` values from k; `log[m]` is the row whose spans cover m values with two of them.
 */
function rangeMaxTable(p: Float64Array): { table: Float64Array; log: Uint8Array } {
  const n = p.length;
  let levels = 1;
  while (1 << levels <= n) levels++;
  const table = new Float64Array(levels * n);
  table.set(p);
  for (let level = 1; level < levels; level++) {
    const half = 1 << (level - 1);
    const [row, below] = [level * n, (level - 1) * n];
    for (let k = 0; k + 2 * half <= n; k++)
      table[row + k] = Math.max(table[below + k] as number, table[below + k + half] as number);
  }
  const log = new Uint8Array(n + 1);
  for (let m = 2; m <= n; m++) log[m] = (log[m >> 1] as number) + 1;
  return { table, log };
}

/** The board a slanted box holds, as a wide lattice fitted in its warp first puts it; null when degenerate. */
function fromSlantedBox(gray: Gray, box: readonly Point[], polarity: Polarity): LocatedBoard | null {
  const warped = warpQuad(gray, box, polarity, WARP_OFFSET);
  if (warped === null) return null;
  const rows = wideLattice(profile(warped.mask, SIZE, "y"));
  const cols = wideLattice(profile(warped.mask, SIZE, "x"));
  const x1 = cols.a + 9 * cols.s;
  const y1 = rows.a + 9 * rows.s;
  const quad = [
    project(warped.h, cols.a, rows.a),
    project(warped.h, x1, rows.a),
    project(warped.h, x1, y1),
    project(warped.h, cols.a, y1),
  ];
  return fitQuad(gray, quad, polarity, WARP_OFFSET);
}

/**
 * Looks again for a photo's board the usual search did not find (see the module comment): the usual
 * search's best quad straightened, and every large candidate's slanted box searched with a wide
 * lattice, in dark ink (paper). A quad whose lines go on beyond it is part of a larger grid, never a board;
 * nor is one reaching out of the picture taken (a line outside it is cut from the picture's repeated edge:
 * a blurred training photo, image76, its top line 2 pixels above the picture, had its first row read with
 * 4 wrong cells left unmarked).
 * @param gray the picture
 * @param first the usual search's best candidate, if any
 * @returns the best-scoring board found, or null when none scores {@link MIN_LATTICE_SCORE}
 * @example const located = locateBoard(gray); if (located === null || located.score < MIN_LATTICE_SCORE) rescueBoard(gray, located);
 */
export function rescueBoard(gray: Gray, first: LocatedBoard | null): LocatedBoard | null {
  const boards: { located: LocatedBoard; score: number }[] = [];
  const keep = (located: LocatedBoard) => {
    // A hand-filled board is scored by its lines too, as extract.ts does before refusing one.
    const score = Math.max(located.score, lineScore(located));
    if (
      score >= MIN_LATTICE_SCORE &&
      located.corners.every((p) => p.x >= 0 && p.y >= 0 && p.x <= gray.width - 1 && p.y <= gray.height - 1) &&
      innerLines(located) >= INNER_LINES &&
      linesBeyond(gray, located.corners, located.polarity) < BEYOND
    )
      boards.push({ located, score });
  };
  // Polishing costs a dozen warps: a quad whose lines already go on past it (a larger grid's), or that
  // lacks more than two inner lines (a smaller grid's), is not polished.
  const worth = (located: LocatedBoard) =>
    innerLines(located) >= INNER_LINES - 1 && linesBeyond(gray, located.corners, located.polarity) < BEYOND;
  if (first !== null && Math.max(first.score, lineScore(first)) >= POLISH_FIRST_FROM && worth(first))
    keep(polish(gray, first));
  const small = isLarge(gray) ? halve(gray) : gray;
  const factor = gray.width / small.width;
  // The usual search's strict threshold only: its lenient pass (dilated, run when the strict one gave no
  // board) gave none on any degraded copy of the training photos, and cost 30-90 ms a refused picture.
  const found: LocatedBoard[] = [];
  for (const box of slantedBoxes(small, PASSES[0].offset)) {
    const quad = box.map((p) => ({ x: (p.x + 0.5) * factor - 0.5, y: (p.y + 0.5) * factor - 0.5 }));
    const located = fromSlantedBox(gray, quad, "dark");
    if (located !== null) found.push(located);
  }
  const promising = found.filter((f) => f.score >= PROMISING).sort((p, q) => q.score - p.score);
  for (const located of promising.filter(worth).slice(0, POLISHED)) keep(polish(gray, located));
  return (
    boards.reduce<(typeof boards)[number] | null>((b, x) => (b === null || x.score > b.score ? x : b), null)
      ?.located ?? null
  );
}

/** The slanted boxes of the largest candidates of a threshold at `offset` (dark ink), in the small picture's pixels. */
function slantedBoxes(small: Gray, offset: number): Point[][] {
  const { width, height } = small;
  const radius = Math.max(4, Math.round(Math.min(width, height) * 0.015));
  const minSide = Math.min(width, height);
  const mask = boxThreshold(small, radius, offset, "dark");
  const { labels, components } = labelComponents(mask, width, height);
  return components
    .filter((c) => c.maxX - c.minX >= minSide * 0.2 && c.maxY - c.minY >= minSide * 0.2)
    .sort((p, q) => (q.maxX - q.minX) * (q.maxY - q.minY) - (p.maxX - p.minX) * (p.maxY - p.minY))
    .slice(0, MAX_CANDIDATES)
    .map((c) => {
      const points = new Int32Array(2 * c.area);
      let n = 0;
      for (let y = c.minY; y <= c.maxY; y++) {
        for (let x = c.minX; x <= c.maxX; x++) {
          if (labels[y * width + x] !== c.label) continue;
          points[n++] = x;
          points[n++] = y;
        }
      }
      return slantedBox(points);
    });
}
