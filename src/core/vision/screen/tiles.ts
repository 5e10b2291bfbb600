/**
 * Tile boards: an app that draws a tile per cell (KSudoku's egyptian and abstraction themes) leaves a
 * band between the tiles, a gap with each tile's own frame on both sides, and textures its tiles, so the
 * plain lattice fit of locate.ts hesitates between a band's gap and its frames and counts the frames
 * and the texture as ink between lines. Here the lattice is fitted to the bands' middles and scored on
 * the cells' middles.
 *
 * Glossary (see locate.ts for warp square, profile, lattice and lattice score):
 * - tile board: a board drawn as one tile per cell with a band between tiles, about a quarter of a cell
 *   wide.
 * - band middle: the centre of a band's ink, where the lattice line of a tile board lies.
 */

import { type CellRaster, EDGE, innerMedian } from "../cells/cell-raster.js";
import { fitQuad, isSquare, LINE_RUN_CELLS, type LocatedBoard, warpQuad } from "../locate/locate.js";
import { fitLattice, type LatticeFit, MARGIN, peakNear, profile, SIDE } from "../locate/warp-lattice.js";
import { type Gray, longRuns } from "../picture/raster.js";

/** The middle of each cell, as fractions of the cell, where a tile board has no line: see {@link tileScore}. */
const TILE_MIDDLE = [0.25, 0.75] as const;

/**
 * The lattice score of a tile board (see the glossary): the lattice as fitted, but the ink between
 * lines counted only over the middle half of each cell. The plain score counts the tiles' frames beside
 * each band as ink between lines, and a textured theme's speckle as well (KSudoku's egyptian theme
 * scores about 0); a grid of another size still has lines through the middle of most cells.
 * @example if (drawn && located.score < MIN_LATTICE_SCORE) located.score = tileScore(located);
 */
export function tileScore(located: LocatedBoard): number {
  const size = SIDE + 2 * MARGIN;
  const score = (p: Float64Array): number => {
    const { a, s } = fitLattice(p);
    let lines = 0;
    for (let i = 1; i <= 8; i++) lines += peakNear(p, a + i * s);
    let middles = 0;
    for (let i = 0; i < 9; i++) {
      let most = 0;
      const from = Math.ceil(a + (i + TILE_MIDDLE[0]) * s);
      const to = Math.floor(a + (i + TILE_MIDDLE[1]) * s);
      for (let k = from; k <= to; k++) most = Math.max(most, p[k] as number);
      middles += most;
    }
    return lines / 8 - middles / 9;
  };
  // On a busy board (a digit in most cells, their outlines and the texture around them) the middles
  // hold ink all along: counted also over ink in runs of most of a cell (lines, not digits or grain).
  const run = Math.round((SIDE / 9) * LINE_RUN_CELLS);
  const along = (axis: "x" | "y"): number => {
    const across = axis === "x" ? "y" : "x";
    return Math.max(
      score(profile(located.warpMask, size, across)),
      score(profile(longRuns(located.warpMask, size, axis, run), size, across)),
    );
  };
  return Math.min(along("x"), along("y"));
}

/**
 * The lattice of a tile board's profile, from the middles of its 8 inner bands: each band's middle is
 * the centre of the profile's mass above its median (the mid-cell level of ink) within a quarter of a
 * cell of the warp square's lattice (the quad is already close), and the lattice is the least-squares
 * line through them. A band's gap and the tile frames beside it weigh alike on both sides of its
 * middle, where the plain fit settles on one of the three. The outer bands are left out: beyond them
 * lies the window's own texture, which would pull them outwards.
 */
function fitBands(p: Float64Array): LatticeFit {
  const nominal = SIDE / 9;
  const reach = Math.round(nominal / 4);
  const inner = Array.from(p.subarray(MARGIN, MARGIN + SIDE)).sort((x, y) => x - y);
  const level = inner[inner.length >> 1] as number;
  const middles: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const at = Math.round(MARGIN + i * nominal);
    let mass = 0;
    let moment = 0;
    for (let k = at - reach; k <= at + reach; k++) {
      const w = Math.max(0, (p[k] as number) - level) ** 2;
      mass += w;
      moment += w * k;
    }
    middles.push(mass > 0 ? moment / mass : at);
  }
  // Least squares: middle_i = a + i s, over i = 1..8.
  const mean = middles.reduce((sum, m) => sum + m, 0) / 8;
  let covariance = 0;
  let variance = 0;
  for (const [k, m] of middles.entries()) {
    covariance += (k + 1 - 4.5) * (m - mean);
    variance += (k + 1 - 4.5) ** 2;
  }
  const s = covariance / variance;
  return { a: mean - 4.5 * s, s, score: 0, outer: 1 };
}

/**
 * The lattice of a tile board (see the glossary), fitted to the middles of its bands (where the plain
 * fit hesitates between a band's gap and the two tile frames beside it), twice as locate.ts settles a board,
 * and scored by {@link tileScore}.
 * @param tolerance how far from square the tile board may be (isSquare; a stretched board's, STRETCHED)
 * @returns the board with `tiles` set, or `located` itself when the quad is degenerate or not square
 */
export function fitTiles(gray: Gray, located: LocatedBoard, tolerance?: number): LocatedBoard {
  // An app draws its board upright: the quad is squared to a rectangle first (a plain fit thrown off by
  // the tiles' frames may leave it leaning).
  const [tl, tr, br, bl] = located.corners;
  const [x0, x1] = [(tl.x + bl.x) / 2, (tr.x + br.x) / 2];
  const [y0, y1] = [(tl.y + tr.y) / 2, (bl.y + br.y) / 2];
  const upright = [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const first = fitQuad(gray, upright, located.polarity, located.offset, fitBands);
  const second = first && fitQuad(gray, first.corners, first.polarity, first.offset, fitBands);
  const final = second && warpQuad(gray, second.corners, second.polarity, second.offset);
  if (!second || !final || !isSquare(second.corners, tolerance)) return located;
  const tiles = { ...second, outer: located.outer, warp: final.warp, warpMask: final.mask, tiles: true };
  return { ...tiles, score: tileScore(tiles) };
}

/**
 * A light fit replaces a dark one when its tile score is at least this much higher (see
 * {@link fitTilesLight}). Tune (KSudoku seeds 1-8, 12, 31-37): the three egyptian boards it moved gained
 * 0.25-0.41; of the 26 light fits that scored higher, the others gained 0.00-0.16, and four abstraction
 * boards among them (0.00-0.09) read worse light. Their light fit's corners under their own dark polarity
 * read as before: it is the polarity (extract-located.ts inverted, and what follows from it) that costs.
 */
const LIGHT_GAIN = 0.15;

/**
 * {@link fitTiles} for a board whose digits are light (app-digits.ts): a board found as dark ink on light
 * is fitted as light ink too, and that fit kept when it scores clearly better ({@link LIGHT_GAIN}), its
 * polarity with it. Found dark, a tile board's light frames beside each band are blank in the mask and
 * its tiles' texture is ink, so the bands' middles are taken at the tiles' edges: KSudoku's egyptian
 * board in a 400×360 window, found only at full size (tune seeds 34 and 35, shot 25), was cut about 2
 * pixels up and left of where its tiles' relief reads (tile score 0.36 and 0.46), and nine entries read
 * as givens; fitted as light ink it lies where the same window's other shots do (0.61 and 0.71). Those
 * corners under the dark polarity misread its digits: the polarity goes with them.
 * @example const tiles = fitTilesLight(gray, onBoardStrips(gray, located), digits.light);
 */
export function fitTilesLight(
  gray: Gray,
  located: LocatedBoard,
  lightDigits: boolean,
  tolerance?: number,
): LocatedBoard {
  const as = fitTiles(gray, located, tolerance);
  if (!lightDigits || located.polarity !== "dark") return as;
  const light = fitTiles(gray, { ...located, polarity: "light" }, tolerance);
  return light.tiles === true && (as.tiles !== true || light.score >= as.score + LIGHT_GAIN) ? light : as;
}

/**
 * How much of a tile board's bands is ink: the mean of the profile within an eighth of a cell of each of
 * the 8 inner lines of the warp square's lattice, the smaller of the two directions. A band a quarter of
 * a cell wide fills most of that; a thin line, even a thick one, less than half.
 */
export function bandFill(located: LocatedBoard): number {
  const size = SIDE + 2 * MARGIN;
  const nominal = SIDE / 9;
  const reach = Math.round(nominal / 8);
  const fill = (p: Float64Array): number => {
    let sum = 0;
    let n = 0;
    for (let i = 1; i <= 8; i++) {
      const at = Math.round(MARGIN + i * nominal);
      for (let k = at - reach; k <= at + reach; k++) {
        sum += p[k] as number;
        n++;
      }
    }
    return sum / n;
  };
  return Math.min(fill(profile(located.warpMask, size, "y")), fill(profile(located.warpMask, size, "x")));
}

/**
 * How colourful a board's cells are: the median over its cells of the spread of each cell's median
 * colour's channels (highest less lowest, over 255: 0 for a grey; not screen-ink.ts's chroma, which
 * measures ink colours in another space). A tile theme's artwork is coloured (KSudoku's
 * egyptian gold and dark green tiles), an app's plain cells grey or nearly (FLTK's Sudoku, GNOME Sudoku).
 * @example colourfulness(rasters) // about 0.2 for KSudoku's egyptian board, under 0.05 for a grey one
 */
export function colourfulness(rasters: readonly CellRaster[]): number {
  const chromas = rasters
    .map((r) => {
      const rgb = [r.red, r.green, r.blue].map((channel) => innerMedian(channel, EDGE));
      return (Math.max(...rgb) - Math.min(...rgb)) / 255;
    })
    .sort((a, b) => a - b);
  return chromas[chromas.length >> 1] ?? 0;
}
