/**
 * The flat colours of a screenshot cell: its background and its ink. An app fills a cell with one colour
 * and draws its digit in another; anti-aliasing blends them only along the strokes' edges, so the ink's
 * own colour is that of the pixels farthest from the background, not the mean over the digit (which
 * drifts with the background: black on grey measures lighter than black on white).
 *
 * Glossary (see screen.ts for the screenshot vocabulary):
 * - background: per channel, the median over the cell's inner part (most of a cell is background);
 *   when {@link HEAVY_INK} or more of that part lies nearer the ink colour than the median (a bold
 *   digit stretched with its cell: FLTK's Sudoku draws its digits the cell's height less 10 pixels, so
 *   an 8 in a tall cell covers half of it), the median of the pixels nearer the median than the ink,
 *   and the ink colour measured again from it. A given's grey 8 in a 520×700 window measured 129 (the
 *   grey is 192) and was called an entry's fill; box corners with the gap between 3×3 boxes in them
 *   measured 214-225 on a 245 fill.
 * - distance: how far a pixel's colour is from the background (Euclidean, RGB 0..255).
 * - digit window: the middle of the cell ({@link WINDOW} of its side on each edge left out), where an
 *   app centres its digit; what lies outside it but inside the inner part may be something else (the
 *   dark surround over a board's outer row when the lattice sits a little outside the board).
 * - ink colour: the mean colour of the pixels whose distance is at least {@link CORE} of the largest
 *   one, among the digit window's pixels farther than {@link MIN_INK}; with none there (ink only near
 *   the edges: pencil marks), among the whole inner part's; with none at all, the background itself.
 *
 * - shaded box: a cell filled with a vertical gradient on a board of such boxes (screen-shade.ts); it
 *   is measured on its copy levelled to its own colour, so its background is the box's colour, not a
 *   mix of gradient and box. A cell that looks shaded on a board that is not (KSudoku's egyptian tiles)
 *   is measured as it is: measured flat, a tune picture's kinds went unsure.
 *
 * Road not taken: the farthest pixels of the whole inner part. A strip of dark surround in a top-row
 * cell (8 of 48 rows in a GNOME Sudoku desktop picture) is farther from a grey or pink fill than a red
 * digit is, so red clashes measured dark grey and their repeat looked like a misread.
 */
import { CELL, type CellRaster, EDGE, innerMedian } from "../cells/cell-raster.js";
import type { CellColours, Rgb } from "../types.js";
import { ownFillCopy } from "./screen-shade.js";

/** A pixel nearer the background than this is not ink. */
const MIN_INK = 40;
/** The ink colour is taken from pixels at least this fraction of the farthest pixel's distance. */
const CORE = 0.85;
/**
 * When at least this share of the inner part lies nearer the ink than the median, the median is the
 * fill's no longer (a bold digit stretched with its cell) and the fill is measured beside the ink.
 */
const HEAVY_INK = 0.25;
/** Colours are swapped back when their ink contradicts the cell's polarity by this much (see orientedColours). */
const SWAPPED_GAP = 64;
/** The digit window leaves out this many pixels on each side (a quarter of the cell). */
const WINDOW = Math.round(CELL * 0.25);

/** The largest distance over the raster's pixels at least `margin` pixels from every edge. */
function farthestIn(distance: Float32Array, margin: number): number {
  let farthest = 0;
  for (let v = margin; v < CELL - margin; v++)
    for (let u = margin; u < CELL - margin; u++)
      farthest = Math.max(farthest, distance[v * CELL + u] as number);
  return farthest;
}

/**
 * Measures a cell raster's background and ink colours.
 * @param cellRaster a cell resampled by cells.ts's sampleCell
 * @param board whether the cell's board is of shaded boxes (screen-shade.ts isShadedBoard)
 * @returns the background, and the ink's own colour (the background again when there is no ink)
 * @example measureColours(raster).ink // [28, 28, 28] for a black digit on any fill
 */
export function measureColours(cellRaster: CellRaster, board = { shaded: false }): CellColours {
  // A shaded box (FLTK's gleam scheme) is measured as if drawn flat in its own colour (see the glossary).
  const raster = (board.shaded && ownFillCopy(cellRaster)) || cellRaster;
  const median: Rgb = [
    innerMedian(raster.red, EDGE),
    innerMedian(raster.green, EDGE),
    innerMedian(raster.blue, EDGE),
  ];
  let { distance, farthest, margin } = distancesFrom(raster, median);
  if (farthest < MIN_INK) return { background: median, ink: median };
  // A digit covering much of the cell pulls the median towards its ink: the fill is measured again
  // on the pixels nearer the median than the ink (see the glossary: background).
  const background = fillBeside(raster, median, inkOf(raster, distance, farthest, margin));
  if (background !== median) ({ distance, farthest, margin } = distancesFrom(raster, background));
  if (farthest < MIN_INK) return { background, ink: background };
  return { background, ink: inkOf(raster, distance, farthest, margin) };
}

/** A colour's luminance (Rec. 601 weights, 0..255). */
const luminance = ([r, g, b]: Rgb): number => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * An inked cell's colours the way round its polarity says: the ink lighter than the background on a
 * cell of light ink on dark (`inverted`), darker on one of dark ink on light. Halved, a bold light 8
 * on FLTK's dark given tile covers more of the cell than its tile does, and the median (the fill's
 * first measure) is its ink: the ink was then measured as the tile's dark grey and the fill as the
 * digit's near white, an entry's fill (the real tune fltk-sudoku-dark-desktop-560x590-2 saved as JPEG 80
 * at half size, its selected given 8 called an entry, surely). The colours are swapped back when they
 * contradict the polarity by at least {@link SWAPPED_GAP} levels of luminance.
 * @param colours the cell's colours as {@link measureColours} measured them
 * @param inverted the cell's polarity (InkFeatures.inverted)
 * @returns the colours, swapped when they contradict the polarity
 * @example orientedColours({ background: [195, 197, 198], ink: [52, 55, 60] }, true) // background [52, 55, 60]
 */
export function orientedColours(colours: CellColours, inverted: boolean): CellColours {
  const lighterInk = luminance(colours.ink) - luminance(colours.background);
  const contradicts = inverted ? lighterInk <= -SWAPPED_GAP : lighterInk >= SWAPPED_GAP;
  return contradicts ? { background: colours.ink, ink: colours.background } : colours;
}

/** Each inner pixel's distance from `background`, the farthest in the digit window (or the inner part), and which margin that was. */
function distancesFrom(
  raster: CellRaster,
  background: Rgb,
): { distance: Float32Array; farthest: number; margin: number } {
  const distance = new Float32Array(CELL * CELL);
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const k = v * CELL + u;
      distance[k] = Math.hypot(
        (raster.red[k] as number) - background[0],
        (raster.green[k] as number) - background[1],
        (raster.blue[k] as number) - background[2],
      );
    }
  const inWindow = farthestIn(distance, WINDOW);
  const margin = inWindow >= MIN_INK ? WINDOW : EDGE;
  const farthest = margin === WINDOW ? inWindow : farthestIn(distance, EDGE);
  return { distance, farthest, margin };
}

/**
 * The median of the inner pixels nearer `median` than `ink` (see the glossary: background), or
 * `median` itself when the ink's side holds under {@link HEAVY_INK} of them (the median was the fill's).
 */
function fillBeside(raster: CellRaster, median: Rgb, ink: Rgb): Rgb {
  // Counts of each level per channel over the pixels nearer the median, so that their median is found
  // without sorting (the channels are bytes); squared distances order pixels as the distances do.
  const levels = new Uint32Array(3 * 256);
  const [mr, mg, mb] = median;
  const [ir, ig, ib] = ink;
  let count = 0;
  let nearCount = 0;
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const k = v * CELL + u;
      const r = raster.red[k] as number;
      const g = raster.green[k] as number;
      const b = raster.blue[k] as number;
      count++;
      const toMedian = (r - mr) ** 2 + (g - mg) ** 2 + (b - mb) ** 2;
      const toInk = (r - ir) ** 2 + (g - ig) ** 2 + (b - ib) ** 2;
      if (toMedian > toInk) continue;
      nearCount++;
      (levels[r] as number)++;
      (levels[256 + g] as number)++;
      (levels[512 + b] as number)++;
    }
  if (count - nearCount < HEAVY_INK * count || nearCount === 0) return median;
  // The level at index nearCount >> 1 of the channel's sorted values.
  const middle = (channel: number): number => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += levels[channel * 256 + level] as number;
      if (seen > nearCount >> 1) return level;
    }
    return 255;
  };
  return [middle(0), middle(1), middle(2)];
}

/** The ink colour (see the glossary) from the pixels' distances to the background. */
function inkOf(raster: CellRaster, distance: Float32Array, farthest: number, margin: number): Rgb {
  const sum = [0, 0, 0];
  let n = 0;
  for (let v = margin; v < CELL - margin; v++)
    for (let u = margin; u < CELL - margin; u++) {
      const k = v * CELL + u;
      if ((distance[k] as number) < farthest * CORE) continue;
      sum[0] += raster.red[k] as number;
      sum[1] += raster.green[k] as number;
      sum[2] += raster.blue[k] as number;
      n++;
    }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}
