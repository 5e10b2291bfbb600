/**
 * Whether a board draws a Sudoku's nine 3×3 boxes. A Sudoku app marks them (thicker lines, a wider gap
 * between tiles, or boxes filled in turn), so the lines between boxes look alike and unlike the lines
 * inside boxes. Other puzzles' 9×9 grids (sgt-puzzles' Singles, Filling, Net, Mosaic, Towers) draw every
 * line alike, and a Jigsaw Sudoku draws its thick lines around irregular regions, across the boxes.
 *
 * Glossary (see locate.ts for warp):
 * - segment: one cell's length of one of the board's 8 inner lines (8 × 9 across each axis, 144 in all).
 * - look of a segment: the warp's gray levels across it, averaged along the middle of its length, folded
 *   about the line so that it does not matter which side is which: the mean of the two sides at each
 *   distance (how dark or thick the line is) and their difference (a step between two fills).
 * - box segment at phase p: a segment of the inner lines whose number is p modulo 3 (p = 0: lines 3
 *   and 6, the boxes' own; p = 1 or 2: lines 1, 4, 7 or 2, 5, 8, where a lattice found a cell or two
 *   off a boxed board has its box lines and its border); the others are inner segments.
 * - misplaced segment: a box segment whose look is nearer the inner segments' mean look than the box
 *   segments', or an inner segment nearer the box segments' mean.
 * - box misfit: the least, over the three phases, of the misplaced segments' share: 0 on a board whose
 *   box lines are drawn unlike its other lines, about a third to a half on a grid whose lines are all
 *   alike, and far from 0 on a Jigsaw's regions.
 * - unboxed board: a screenshot's board, upright ({@link isUpright}), not drawn as tiles and its lattice
 *   not known to lie off it, whose box misfit is at least {@link UNBOXED_FROM} ({@link isUnboxed}).
 */
import { homography, warpGray } from "../picture/homography.js";
import { type Gray, toGray } from "../picture/raster.js";
import type { ExtractedBoard, Picture, Point } from "../types.js";

/**
 * A board whose box misfit is at least this draws no 3×3 boxes (an unboxed board). Measured on tune
 * pictures, boards found on screenshots and not drawn as tiles: the real tune screenshots',
 * app-screens-extra's, KSudoku seeds 42-50's and Solo and FLTK seeds 48-51 and 116-119's 313 boards as
 * taken at most 0.208 (GNOME Sudoku's highlighted light theme at 1280×800), every other one at most 0.069;
 * 92 of them halved and saved as JPEG 80 at most 0.076. The 29 9×9 boards of other puzzles that the four
 * tune sets of sgt-puzzles' pictures were read as (`unsure`), 0.278 to 0.451 as taken, and 0.264 and more
 * for the 11 still found on a screenshot when halved as JPEG 80. Tile boards (KSudoku, FLTK's shaded
 * look) are left out: their fills vary from cell to cell, and reached 0.313 as taken and 0.361 halved.
 */
export const UNBOXED_FROM = 0.24;

/**
 * How far from upright a board may lie to be weighed, as a share of its side: an app draws its board as an
 * upright square, and a board found tilted or in perspective is a photo's, taken for a drawing (a training
 * photo made faint, its paper flat: 0.024 off).
 */
const UPRIGHT_WITHIN = 0.01;

/**
 * Whether a quad is an upright rectangle (see {@link UPRIGHT_WITHIN}): its top and bottom level, its
 * left and right plumb.
 * @example isUpright(board.corners) // true for an app's board found on its screenshot
 */
export function isUpright(quad: readonly Point[]): boolean {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const side = Math.max(1, (Math.abs(b.x - a.x) + Math.abs(c.y - b.y)) / 2);
  const off = Math.max(Math.abs(a.y - b.y), Math.abs(d.y - c.y), Math.abs(a.x - d.x), Math.abs(b.x - c.x));
  return off <= Math.max(1, UPRIGHT_WITHIN * side);
}

/** The warp's pixels per cell: about the picture's own (so a one-pixel line is kept), within these. */
const CELL_LEAST = 16;
const CELL_MOST = 48;
/** How far across a line its look is taken, as a fraction of a cell (the lattice may be off a pixel or two). */
const ACROSS = 0.3;
/** The part of a segment's length averaged, as fractions of a cell: its middle, away from crossing lines. */
const ALONG_FROM = 0.2;
const ALONG_TO = 0.8;

/** The look of every segment (see the glossary), by axis, inner line 1..8 and cell 0..8. */
function segmentLooks(warp: Gray, cell: number): Float64Array[] {
  const reach = Math.max(2, Math.round(ACROSS * cell));
  const from = Math.round(ALONG_FROM * cell);
  const to = Math.max(from + 1, Math.round(ALONG_TO * cell));
  const { width: size, data } = warp;
  const looks: Float64Array[] = [];
  for (const vertical of [true, false]) {
    for (let line = 1; line <= 8; line++) {
      const at = line * cell;
      for (let k = 0; k < 9; k++) {
        // The mean gray at each signed distance across the line, over the segment's middle.
        const across = new Float64Array(2 * reach + 1);
        for (let along = k * cell + from; along < k * cell + to; along++)
          for (let d = -reach; d <= reach; d++) {
            const x = Math.min(size - 1, Math.max(0, vertical ? at + d : along));
            const y = Math.min(size - 1, Math.max(0, vertical ? along : at + d));
            (across[d + reach] as number) += data[y * size + x] as number;
          }
        const look = new Float64Array(2 * reach + 1);
        const n = to - from;
        for (let d = 0; d <= reach; d++) {
          const before = (across[reach - d] as number) / n;
          const after = (across[reach + d] as number) / n;
          look[d] = (before + after) / 2;
          if (d > 0) look[reach + d] = Math.abs(before - after);
        }
        looks.push(look);
      }
    }
  }
  return looks;
}

/** Squared distance between two looks. */
function distance(a: Float64Array, b: Float64Array, weights: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++)
    sum += (weights[i] as number) * ((a[i] as number) - (b[i] as number)) ** 2;
  return sum;
}

/** The mean of some looks. */
function meanLook(looks: readonly Float64Array[]): Float64Array {
  const mean = new Float64Array(looks[0]?.length ?? 0);
  for (const look of looks) for (let i = 0; i < mean.length; i++) (mean[i] as number) += look[i] as number;
  for (let i = 0; i < mean.length; i++) (mean[i] as number) /= Math.max(1, looks.length);
  return mean;
}

/** Whether a segment (index into {@link segmentLooks}) lies on a box line at a phase (see the glossary). */
const onBoxLine = (segment: number, phase: number): boolean => {
  const line = (Math.floor(segment / 9) % 8) + 1;
  return line % 3 === phase;
};

/** The share of misplaced segments at one phase (see the glossary). */
function misplacedShare(looks: readonly Float64Array[], phase: number): number {
  const box = meanLook(looks.filter((_, s) => onBoxLine(s, phase)));
  const inner = meanLook(looks.filter((_, s) => !onBoxLine(s, phase)));
  // Each gray level of a look weighed by the inverse of its spread within the two groups: a tile
  // board's fills vary from cell to cell, its lines do not.
  const weights = new Float64Array(box.length);
  for (const [s, look] of looks.entries()) {
    const mean = onBoxLine(s, phase) ? box : inner;
    for (let i = 0; i < look.length; i++)
      (weights[i] as number) += ((look[i] as number) - (mean[i] as number)) ** 2;
  }
  for (let i = 0; i < weights.length; i++) weights[i] = looks.length / Math.max(1, weights[i] as number);
  let misplaced = 0;
  for (const [s, look] of looks.entries()) {
    const nearerBox = distance(look, box, weights) < distance(look, inner, weights);
    if (nearerBox !== onBoxLine(s, phase)) misplaced++;
  }
  return misplaced / looks.length;
}

/**
 * The box misfit of a board (see the glossary): 0 when its box lines are drawn unlike its other lines,
 * about 0.5 when every line looks alike.
 * @param gray the picture's gray levels
 * @param quad the board's corners in it, clockwise from top-left
 * @returns the misfit, 0..1 (1 when the quad is degenerate)
 * @example boxMisfit(gray, board.corners) < UNBOXED_FROM // a Sudoku app's board
 */
export function boxMisfit(gray: Gray, quad: readonly Point[]): number {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const side = (Math.hypot(b.x - a.x, b.y - a.y) + Math.hypot(c.x - d.x, c.y - d.y)) / 2;
  const cell = Math.min(CELL_MOST, Math.max(CELL_LEAST, Math.round(side / 9)));
  const size = 9 * cell;
  const square = [
    { x: 0, y: 0 },
    { x: size, y: 0 },
    { x: size, y: size },
    { x: 0, y: size },
  ];
  const toPicture = homography(square, quad);
  if (toPicture === null) return 1;
  const looks = segmentLooks(warpGray(gray, toPicture, size), cell);
  return Math.min(...[0, 1, 2].map((phase) => misplacedShare(looks, phase)));
}

/**
 * Whether a board is unboxed (see the glossary). Asked by read.ts only of a read that breaks the rules,
 * the one case it refuses, so that no other read pays for the warp (3-9 ms a screenshot's board, measured
 * under load when the check was added). Tile boards are left out: their fills vary from cell to cell (see
 * {@link UNBOXED_FROM}); so is a lattice off its board (board-extent.ts), a Sudoku's read badly, whose box
 * lines fall elsewhere.
 * @param picture the picture the board was found in (its corners are in its pixels)
 * @example if (read.breaks.length > 0 && isUnboxed(decoded.picture, board)) // another puzzle's grid
 */
export function isUnboxed(picture: Picture, board: ExtractedBoard): boolean {
  if (!board.drawn || board.tiles || board.beyondLattice || !isUpright(board.corners)) return false;
  const gray = toGray(picture.width, picture.height, picture.data);
  return boxMisfit(gray, board.corners) >= UNBOXED_FROM;
}
