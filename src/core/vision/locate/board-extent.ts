/**
 * Where a screenshot's board ends: a lattice fitted whole cells off (KSudoku's egyptian board in a
 * 600×520 window, its lattice fitted from the dark backdrop's left edge: two cells left of the board,
 * 49 cells read wrong, most of them sure) still has its lines where the board's lines are, so its
 * lattice score says nothing. But every column of a board's cells crosses the same rows, and so shows
 * the rows' pattern (lines, tile frames, bands) at the same heights; beyond the board's edge, the
 * backdrop or the window around it does not. So each strip of cells is compared with the board's
 * typical strip, and the lattice is moved by whole cells to where the board's strips are.
 *
 * Glossary (see locate.ts for quad and lattice):
 * - strip: one column of cells (for the `x` axis) or one row of cells (`y`), of the lattice extended by
 *   {@link REACH} cells on both sides; strip 0 is the lattice's first column (row), 8 its last.
 * - strip profile: the picture's gray level along a strip, sampled {@link PER_CELL} times a cell and
 *   averaged across the strip's middle half (away from the lines along it), with its slow trend over a
 *   cell taken out (the shading of a backdrop or a vignette is no pattern of rows).
 * - typical strip: the per-sample median of the 9 lattice strips' profiles.
 * - likeness: the correlation of a strip's profile with the typical strip's (twins.ts likeness): about
 *   0.4-1 for a board's strips, under 0.35 for the backdrop and window beside it (measured on the
 *   KSudoku tune screenshots).
 */

import { likeness } from "../digits/twins.js";
import { sampleGray } from "../picture/homography.js";
import type { Gray, Polarity } from "../picture/raster.js";
import type { Point } from "../types.js";
import { linesBeyond } from "./rescue-checks.js";

/** How many cells beyond each side of the lattice are looked at (a lattice found two cells off was seen). */
const REACH = 2;
/** Samples per cell along a strip. */
const PER_CELL = 16;
/** Samples across a strip's middle half. */
const ACROSS = 8;
/**
 * A moved lattice's strips are all at least this like the typical strip... (the KSudoku tune
 * screenshots: a board's strips 0.43-0.99)
 */
const BOARD_LIKE = 0.4;
/** ...and the strips it leaves behind are all under this (beyond the board: -0.4 to 0.33). */
const NOT_BOARD = 0.25;

/** A whole-cell move of a lattice: `dx` cells right, `dy` cells down. */
export interface CellShift {
  dx: number;
  dy: number;
}

/** A point of a quad's lattice at `u` cells right and `v` cells down of its top-left corner (bilinear). */
function latticePoint([tl, tr, br, bl]: readonly Point[], u: number, v: number): Point {
  const s = u / 9;
  const t = v / 9;
  return {
    x: (1 - t) * ((1 - s) * tl.x + s * tr.x) + t * ((1 - s) * bl.x + s * br.x),
    y: (1 - t) * ((1 - s) * tl.y + s * tr.y) + t * ((1 - s) * bl.y + s * br.y),
  };
}

/**
 * The strip profile (see the glossary) of strip `index` along `axis` of a quad's lattice; null when the
 * strip leaves the picture (sampled there, the picture's edge repeats, and looks like the board's strips).
 */
function stripProfile(
  gray: Gray,
  quad: readonly Point[],
  axis: "x" | "y",
  index: number,
): Float32Array | null {
  const length = 9 * PER_CELL;
  const raw = new Float32Array(length);
  for (let k = 0; k < length; k++) {
    const along = (k + 0.5) / PER_CELL;
    let sum = 0;
    for (let m = 0; m < ACROSS; m++) {
      const across = index + 0.25 + (m + 0.5) / (2 * ACROSS);
      const p = axis === "x" ? latticePoint(quad, across, along) : latticePoint(quad, along, across);
      if (p.x < 0 || p.y < 0 || p.x > gray.width - 1 || p.y > gray.height - 1) return null;
      sum += sampleGray(gray, p.x, p.y);
    }
    raw[k] = sum / ACROSS;
  }
  // The slow trend: the mean over one cell around each sample.
  const half = PER_CELL / 2;
  const profile = new Float32Array(length);
  for (let k = 0; k < length; k++) {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, k - half); j <= Math.min(length - 1, k + half); j++) {
      sum += raw[j] as number;
      n++;
    }
    profile[k] = (raw[k] as number) - sum / n;
  }
  return profile;
}

/**
 * The likeness (see the glossary) of every strip along `axis`, from {@link REACH} cells before the
 * lattice to {@link REACH} cells after it.
 * @returns `likeness[i + REACH]` for strip i, i from -REACH to 8 + REACH; NaN for a strip that leaves
 *   the picture, and all NaN when one of the lattice's own strips does
 */
export function stripLikeness(gray: Gray, quad: readonly Point[], axis: "x" | "y"): number[] {
  const profiles: (Float32Array | null)[] = [];
  for (let i = -REACH; i < 9 + REACH; i++) profiles.push(stripProfile(gray, quad, axis, i));
  const own = profiles.slice(REACH, REACH + 9);
  if (own.some((p) => p === null)) return profiles.map(() => Number.NaN);
  const typical = new Float32Array(9 * PER_CELL);
  const column = new Float32Array(9);
  for (let k = 0; k < typical.length; k++) {
    for (let i = 0; i < 9; i++) column[i] = (own[i] as Float32Array)[k] as number;
    column.sort();
    typical[k] = column[4] as number;
  }
  return profiles.map((p) => (p === null ? Number.NaN : likeness(p, typical)));
}

/**
 * The whole-cell move along one axis that puts the lattice on the board's strips: a move is taken
 * when every strip of the moved lattice is board-like and every strip it leaves is not (see
 * {@link BOARD_LIKE}, {@link NOT_BOARD}); of several, the one whose strips are likest. A strip
 * outside the picture (NaN) is neither: no move keeps or leaves one.
 */
function shiftAlong(strips: readonly number[]): number {
  let best = 0;
  let bestSum = Number.NEGATIVE_INFINITY;
  for (let shift = -REACH; shift <= REACH; shift++) {
    if (shift === 0) continue;
    const kept = strips.slice(REACH + shift, REACH + shift + 9);
    const left = strips.slice(REACH, REACH + 9).filter((_, i) => i < shift || i >= 9 + shift);
    if (kept.length < 9 || kept.some((x) => !(x >= BOARD_LIKE)) || left.some((x) => !(x < NOT_BOARD)))
      continue;
    const sum = kept.reduce((a, b) => a + b, 0);
    if (sum > bestSum) [best, bestSum] = [shift, sum];
  }
  return best;
}

/**
 * How many whole cells a screenshot's lattice must move to lie on its board (see the module comment).
 * @param gray the picture
 * @param quad the lattice's corners in picture pixels, clockwise from top-left
 * @returns the move (0, 0 when the lattice's strips are the board's, or no move makes them so)
 * @example const { dx, dy } = boardShift(gray, located.corners);
 */
export function boardShift(gray: Gray, quad: readonly Point[]): CellShift {
  return {
    dx: shiftAlong(stripLikeness(gray, quad, "x")),
    dy: shiftAlong(stripLikeness(gray, quad, "y")),
  };
}

/**
 * A strip just beyond the lattice (one cell past its first or last row or column) this like the typical
 * strip is the board's own: the lattice lies whole cells off its board. Measured on the drawn boards of
 * KSudoku's extra tune seeds 31-33 (as taken, JPEG 90 ×0.75, ×0.6 and JPEG 80 ×0.5), ks-extra 1 and 4
 * and FLTK's extra set 2: the boards found whole cells off 0.66-0.88; every other at most 0.46 (FLTK's
 * Sudoku on a desktop, whose window's frame runs beside the board).
 */
const BEYOND_LIKE = 0.6;

/**
 * A lattice whose inner lines go on this far past one of its sides (rescue-checks.ts linesBeyond: the
 * fraction of the band one cell out that they ink) has the board's own cells there: the lattice lies a whole
 * cell off its board. GNOME Sudoku's light window on a desktop, shrunk to 0.75 and saved as JPEG 90 (extra
 * tune seed 45), was found a row up and a column left, moved down a row but not right (the window's frame
 * passing for the board's left line), and read a column off: 40 wrong cells unmarked, its lines going on 1.0
 * past its right side. Its strips (above) cannot tell: the board's column just past the lattice is only 0.27
 * like the typical strip (GNOME's columns differ in which cells are grey). Every other drawn board of
 * GNOME's extra tune seeds 41, 44 and 45, Solo's 43, the real tune screenshots (as taken, JPEG 90, WebP 80,
 * JPEG 90 ×0.75) and KSudoku's and FLTK's extra sets 1 and 2 (as taken, WebP 80, JPEG 90 ×0.75): at most
 * 0.52 (1200 boards).
 */
export const LINES_GO_ON = 0.75;

/**
 * Whether a screenshot's board reaches beyond its lattice: a strip just past one of its sides is as like
 * the board's strips as they are (see {@link BEYOND_LIKE}), or the lattice's inner lines go on past one
 * of its sides (see {@link LINES_GO_ON}), so the lattice is whole cells off the board and none of its
 * cells is sure (KSudoku's egyptian 480×420 window shrunk to 0.6 of its size and saved as JPEG 90, extra
 * tune seed 32: found a row up and two columns left, 36 wrong cells unmarked; its strips ask for no
 * move, the strips it would leave behind being over the board's textured backdrop).
 * @param gray the picture
 * @param quad the lattice's corners in picture pixels, clockwise from top-left
 * @param polarity the board's ink (dark lines on light, or light on dark)
 * @param beyond the lattice's lines beyond (rescue-checks.ts linesBeyond), when already measured
 * @example if (reachesBeyond(gray, board.corners, board.polarity)) // every cell doubtful
 */
export function reachesBeyond(
  gray: Gray,
  quad: readonly Point[],
  polarity: Polarity,
  beyond?: number,
): boolean {
  const byStrips = (["x", "y"] as const).some((axis) => {
    const strips = stripLikeness(gray, quad, axis);
    return [strips[REACH - 1], strips[REACH + 9]].some((x) => (x as number) >= BEYOND_LIKE);
  });
  return byStrips || (beyond ?? linesBeyond(gray, quad, polarity)) >= LINES_GO_ON;
}
