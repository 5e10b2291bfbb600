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
import { type Homography, homography, project, warpGray } from "../picture/homography.js";
import { dilate, type Gray, labelComponents, longRuns, type Polarity } from "../picture/raster.js";
import type { Point } from "../types.js";
import { boxThreshold } from "./box-threshold.js";
import { area, boxCorners, extremeCorners } from "./quad-corners.js";
import { fitLattice, type LatticeFit, MARGIN, profile, SIDE } from "./warp-lattice.js";

/** A located board before cell extraction. */
export interface LocatedBoard {
  /** Corners of the fitted lattice in picture pixels, clockwise from top-left. */
  corners: [Point, Point, Point, Point];
  polarity: Polarity;
  /** How much of the weakest of the four outer lines is ink (0 for a board drawn without a border). */
  outer: number;
  /** The gray-level offset of the warp's threshold (higher for a textured board). */
  offset: number;
  score: number;
  /** The warp of the final quad with margin (`SIDE + 2 MARGIN` square) and its ink mask. */
  warp: Gray;
  warpMask: Uint8Array;
  /** True for a tile board (tiles.ts), whose lattice is regular: its cells are cut without refining it. */
  tiles?: boolean;
}

export const MAX_CANDIDATES = 4;
/** Threshold passes tried in order: gray-level offset and whether to dilate the mask. */
export const PASSES = [
  { offset: 7, grow: false },
  { offset: 4, grow: true },
] as const;
/** The warp's threshold offset (gray levels) for the passes above. */
export const WARP_OFFSET = 6;
/** Lattice scores below this are not a 9×9 grid (text, other grids, nothing). */
export const MIN_LATTICE_SCORE = 0.18;
/** Ink runs at least this many cells long count as lines in {@link lineScore}. */
export const LINE_RUN_CELLS = 0.75;
/** A lattice score that ends the search early. */
const CONVINCING = 0.4;
/** Scores within this of the best count as equally good when choosing among several boards. */
const NEARLY = 0.15;

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

/**
 * The lattice score of a located board counting only line-like ink: runs longer than
 * {@link LINE_RUN_CELLS} of a cell. A board filled in by hand has ink between every pair of lines,
 * which the plain score counts against it (the training photos' pen-filled boards score a median 0.47
 * against 0.61 printed, some near the threshold); digits' strokes are shorter than a cell, lines longer.
 * @example if (located.score < MIN_LATTICE_SCORE) located.score = Math.max(located.score, lineScore(located));
 */
export function lineScore(located: LocatedBoard): number {
  const size = SIDE + 2 * MARGIN;
  const run = Math.round((SIDE / 9) * LINE_RUN_CELLS);
  const rows = fitLattice(profile(longRuns(located.warpMask, size, "x", run), size, "y"));
  const cols = fitLattice(profile(longRuns(located.warpMask, size, "y", run), size, "x"));
  return Math.min(rows.score, cols.score);
}

/** Warps a quad with margin and thresholds the warp in the given polarity. */
export function warpQuad(
  gray: Gray,
  quad: readonly Point[],
  polarity: Polarity,
  offset: number,
): { h: Homography; warp: Gray; mask: Uint8Array } | null {
  const h = squareToQuad(quad);
  if (h === null) return null;
  const size = SIDE + 2 * MARGIN;
  const warp = warpGray(gray, h, size);
  const mask = boxThreshold(warp, 9, offset, polarity);
  return { h, warp, mask };
}

/**
 * Fits the lattice inside a quad: warp, threshold, fit 10 lines in each direction (with `lattice`), and
 * move the corners onto the fitted lattice. Null when the quad is degenerate.
 */
export function fitQuad(
  gray: Gray,
  quad: readonly Point[],
  polarity: Polarity,
  offset: number,
  lattice: (p: Float64Array) => LatticeFit = fitLattice,
): LocatedBoard | null {
  const warped = warpQuad(gray, quad, polarity, offset);
  if (warped === null) return null;
  const size = SIDE + 2 * MARGIN;
  const rows = lattice(profile(warped.mask, size, "y"));
  const cols = lattice(profile(warped.mask, size, "x"));
  const map = (x: number, y: number): Point => project(warped.h, x, y);
  const x0 = cols.a;
  const x1 = cols.a + 9 * cols.s;
  const y0 = rows.a;
  const y1 = rows.a + 9 * rows.s;
  const corners: [Point, Point, Point, Point] = [map(x0, y0), map(x1, y0), map(x1, y1), map(x0, y1)];
  return {
    corners,
    polarity,
    outer: Math.min(rows.outer, cols.outer),
    offset,
    score: Math.min(rows.score, cols.score),
    warp: warped.warp,
    warpMask: warped.mask,
  };
}

/** Refits a promising candidate once more from its fitted corners, then warps the final corners. */
export function settle(gray: Gray, first: LocatedBoard): LocatedBoard {
  return warpSettled(gray, refit(gray, first));
}

/** {@link settle} up to its final warp: the board it settles on, and whether its corners are to be warped. */
type Refit = { board: LocatedBoard; warpAgain: boolean };

function refit(gray: Gray, first: LocatedBoard): Refit {
  const second = fitQuad(gray, first.corners, first.polarity, first.offset) ?? first;
  // The final warp fails exactly when the square-to-quad homography does: then the first fit stands.
  const warpAgain = squareToQuad(second.corners) !== null;
  return { board: warpAgain ? second : first, warpAgain };
}

/** A {@link refit} board with its final warp: what {@link settle} returns. */
function warpSettled(gray: Gray, { board, warpAgain }: Refit): LocatedBoard {
  const final = warpAgain ? warpQuad(gray, board.corners, board.polarity, board.offset) : null;
  return final === null ? board : { ...board, warp: final.warp, warpMask: final.mask };
}

/**
 * Halves a gray raster by 2×2 averaging (detection does not need more than ~600 pixels a side).
 * @example const small = isLarge(gray) ? halve(gray) : gray;
 */
export function halve(gray: Gray): Gray {
  const width = gray.width >> 1;
  const height = gray.height >> 1;
  const data = new Uint8Array(width * height);
  const w = gray.width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = 2 * y * w + 2 * x;
      data[y * width + x] =
        (gray.data[i] + gray.data[i + 1] + gray.data[i + w] + gray.data[i + w + 1] + 2) >> 2;
    }
  }
  return { width, height, data };
}

/** A picture prepared for finding boards: at most ~720 pixels a side, and its threshold's window radius. */
interface Search {
  gray: Gray;
  small: Gray;
  radius: number;
  factor: number;
}

/**
 * Fits lattices on the largest components of one threshold mask of the small picture, in both
 * polarities (light ink only when dark found nothing convincing), adding them to `found`.
 */
function searchPass(search: Search, pass: { offset: number; grow: boolean }, found: LocatedBoard[]): void {
  const { gray, small, radius, factor } = search;
  const { width, height } = small;
  const minSide = Math.min(width, height);
  const up = (quad: Point[]): Point[] =>
    quad.map((p) => ({ x: (p.x + 0.5) * factor - 0.5, y: (p.y + 0.5) * factor - 0.5 }));
  for (const polarity of ["dark", "light"] as const) {
    const raw = boxThreshold(small, radius, pass.offset, polarity);
    const mask = pass.grow ? dilate(raw, width, height) : raw;
    const { labels, components } = labelComponents(mask, width, height);
    const candidates = components
      .filter((c) => c.maxX - c.minX >= minSide * 0.2 && c.maxY - c.minY >= minSide * 0.2)
      .sort((p, q) => (q.maxX - q.minX) * (q.maxY - q.minY) - (p.maxX - p.minX) * (p.maxY - p.minY))
      .slice(0, MAX_CANDIDATES);
    for (const c of candidates) {
      // Extreme points find a tilted board's corners; a board drawn without an outer border leaves a
      // "#" of lines whose extreme points are line ends, but whose bounding box is the board (screenshots).
      const extreme = extremeCorners(labels, width, c);
      const box = boxCorners(c);
      const same = extreme.every((p, i) => Math.hypot(p.x - box[i].x, p.y - box[i].y) < 3);
      for (const quad of same ? [extreme] : [extreme, box]) {
        const located = fitQuad(gray, up(quad), polarity, WARP_OFFSET);
        if (located !== null) found.push(located);
      }
    }
    if (found.some((f) => f.score >= CONVINCING)) return;
  }
}

/**
 * Refits the three best candidates (a first fit from rough corners underrates a board) and picks one.
 * Only the one picked is warped again (settle's last step): a warp and its threshold cost about as much
 * as a fit, and the others' were thrown away.
 */
function choose(gray: Gray, found: readonly LocatedBoard[]): LocatedBoard | null {
  const settled = [...found]
    .sort((p, q) => q.score - p.score)
    .slice(0, 3)
    .map((f) => refit(gray, f));
  // Several boards on a page (yesterday's solution beside today's puzzle): the largest of those that
  // score nearly as well as the best is the one photographed.
  const top = Math.max(...settled.map((f) => f.board.score));
  const chosen = settled
    .filter((f) => f.board.score >= top - NEARLY)
    .reduce<Refit | null>(
      (b, f) => (b === null || area(f.board.corners) > area(b.board.corners) ? f : b),
      null,
    );
  return chosen === null ? null : warpSettled(gray, chosen);
}

/**
 * Finds the most Sudoku-like grid in a gray picture.
 * @param gray the picture
 * @param fullSize search the picture at its own size (default: a picture over 720 pixels a side is
 *   searched halved, which is enough for a board filling much of it). A board drawn small in a large
 *   screenshot (KSudoku's abstraction theme in a 700×600 window on a 1280×800 desktop: 2-pixel gaps
 *   between its tiles once halved) is found only at full size, where square candidates are preferred.
 * @returns the best candidate with its lattice score (the caller decides whether it is a board), or
 *   null when nothing grid-sized is in the picture.
 */
export function locateBoard(gray: Gray, fullSize = false): LocatedBoard | null {
  const small = !fullSize && isLarge(gray) ? halve(gray) : gray;
  // A picture searched at its own size twice (a small one, then at "full size": extract.ts's board in
  // its backdrop) finds the same candidates: they are kept from the first search (see searchedAtSize).
  const known = small === gray ? searchedAtSize.get(gray) : undefined;
  const searched = known ?? { found: search(gray, small) };
  if (small === gray && known === undefined) searchedAtSize.set(gray, searched);
  const { found } = searched;
  // The second look at full size is for a screenshot's small board: square, as an app draws it (the
  // backdrop around KSudoku's abstraction board fits a lattice of its own, wider than tall).
  const square = found.filter((f) => isSquare(f.corners));
  if (fullSize && square.length > 0 && square.length < found.length) return choose(gray, square);
  // Every candidate (or every one square): the same choice as from all of them, made once.
  if (searched.chosen === undefined) searched.chosen = choose(gray, found);
  return searched.chosen;
}

/**
 * The candidates found in a picture searched at its own size, and the one chosen of them all: a small
 * picture is searched so by extract.ts's first try and again for its board in its backdrop, which
 * found the same candidates for about 40-90 ms of CPU on KSudoku's small windows. Neither the picture
 * nor a candidate is changed once found (extract-located.ts copies a board before scoring it again).
 */
const searchedAtSize = new WeakMap<Gray, { found: LocatedBoard[]; chosen?: LocatedBoard | null }>();

/** The candidates of one picture's search (see {@link locateBoard}). */
function search(gray: Gray, small: Gray): LocatedBoard[] {
  const search: Search = {
    gray,
    small,
    radius: Math.max(4, Math.round(Math.min(small.width, small.height) * 0.015)),
    factor: gray.width / small.width,
  };
  const found: LocatedBoard[] = [];
  // A strict threshold first (clean lines, fewer merged components); a lenient one, dilated to join
  // lines broken by blur, only when the first found no convincing lattice. Dark ink first (paper and
  // light themes), light ink (dark themes) only when dark found nothing convincing.
  for (const pass of PASSES) {
    searchPass(search, pass, found);
    if (found.some((f) => f.score >= CONVINCING)) break;
  }
  return found;
}

/** Whether {@link locateBoard} searches a picture halved unless asked for its full size. */
export const isLarge = (gray: Gray): boolean => Math.max(gray.width, gray.height) > 720;

/** Sides of an app's board differ by at most this fraction: an app draws square cells. */
const SQUARE = 0.06;
/**
 * Sides of a stretched app board differ by at most this fraction: FLTK's Sudoku stretches its board
 * with its window (full screen 1280×775, 0.39; a 520×700 window, 0.23). Allowed only for a screenshot's
 * board that no square search found (extract.ts).
 */
export const STRETCHED = 0.45;

/**
 * Whether a quad's width and height agree within `tolerance` ({@link SQUARE} unless given), as an app's
 * board's do. A screenshot's quad that does not takes in more than the board (KSudoku's abstraction
 * theme on a desktop: its dark backdrop, 454×335 pixels at full size, 405×341 halved), and a lattice
 * fitted to it reads nothing right.
 * @example isSquare(located.corners) || isSquare(located.corners, STRETCHED)
 */
export function isSquare([tl, tr, br, bl]: readonly Point[], tolerance = SQUARE): boolean {
  const width = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) / 2;
  const height = (Math.hypot(bl.x - tl.x, bl.y - tl.y) + Math.hypot(br.x - tr.x, br.y - tr.y)) / 2;
  return Math.abs(width - height) <= tolerance * Math.max(width, height);
}
