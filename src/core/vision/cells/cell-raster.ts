/**
 * Cell rasters: each cell of the board resampled from the picture through its own four lattice points
 * (bilinear, so a tilted or curved board gives upright cells), and the two measures of a raster's
 * background that tell a photo from a screenshot (its level and its grain).
 *
 * Glossary:
 * - cell raster: a cell resampled to {@link CELL} × {@link CELL} pixels (colour and gray), lattice lines
 *   on its edges.
 * - edge zone: the {@link EDGE} pixels along the raster's sides, where the grid lines lie.
 * - flat ink: a digit whose inside is one exact colour, as an app's font draws it; a camera's noise
 *   and JPEG blocks never leave that many ink pixels exactly alike, except where they clip to pure black
 *   or white.
 * - light ink: a digit far lighter than the fill around it (light on dark); print and pen on paper are
 *   darker than the paper.
 */
import { type Homography, project } from "../picture/homography.js";
import type { Picture, Point } from "../types.js";

/** Side of a cell raster in pixels. */
export const CELL = 48;
/** Pixels this close to the cell's edge belong to the grid lines' zone. */
export const EDGE = Math.round(CELL * 0.1);

/** A cell resampled from the picture. */
export interface CellRaster {
  red: Uint8Array;
  green: Uint8Array;
  blue: Uint8Array;
  gray: Uint8Array;
}

/**
 * A cell raster of zeros, to be filled.
 * @example const raster = emptyRaster(); raster.gray.length === CELL * CELL
 */
export function emptyRaster(): CellRaster {
  const n = CELL * CELL;
  return {
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
    gray: new Uint8Array(n),
  };
}

/**
 * Bilinear sample of a picture's red, green and blue at a real position (clamped to the edge), into `out`.
 * @example const rgb = new Float64Array(3); samplePicture(picture, 10.5, 3.25, rgb)
 */
export function samplePicture(picture: Picture, x: number, y: number, out: Float64Array): void {
  const { width: w, height: h, data } = picture;
  const cx = Math.min(Math.max(x, 0), w - 1.001);
  const cy = Math.min(Math.max(y, 0), h - 1.001);
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = (y0 * w + x0) * 4;
  const j = i + w * 4;
  for (let c = 0; c < 3; c++) {
    const top = data[i + c] + (data[i + 4 + c] - data[i + c]) * fx;
    const bottom = data[j + c] + (data[j + 4 + c] - data[j + c]) * fx;
    out[c] = top + (bottom - top) * fy;
  }
}

/**
 * Resamples one cell: `quad` is the cell's four lattice points (warp coordinates, clockwise from
 * top-left) and `toPicture` maps warp coordinates to picture pixels.
 */
export function sampleCell(picture: Picture, quad: readonly Point[], toPicture: Homography): CellRaster {
  const raster = emptyRaster();
  const rgb = new Float64Array(3);
  const [a, b, c, d] = quad;
  for (let v = 0; v < CELL; v++) {
    const t = (v + 0.5) / CELL;
    for (let u = 0; u < CELL; u++) {
      const s = (u + 0.5) / CELL;
      const x = (1 - t) * ((1 - s) * a.x + s * b.x) + t * ((1 - s) * d.x + s * c.x);
      const y = (1 - t) * ((1 - s) * a.y + s * b.y) + t * ((1 - s) * d.y + s * c.y);
      const p = project(toPicture, x, y);
      samplePicture(picture, p.x - 0.5, p.y - 0.5, rgb);
      const k = v * CELL + u;
      raster.red[k] = rgb[0];
      raster.green[k] = rgb[1];
      raster.blue[k] = rgb[2];
      raster.gray[k] = (rgb[0] * 77 + rgb[1] * 150 + rgb[2] * 29) / 256;
    }
  }
  return raster;
}

/** The median level of one channel of a cell raster over its pixels at least `margin` from every side. */
export function innerMedian(channel: Uint8Array, margin: number): number {
  const inner = new Uint8Array((CELL - 2 * margin) ** 2);
  for (let v = margin, k = 0; v < CELL - margin; v++)
    for (let u = margin; u < CELL - margin; u++) inner[k++] = channel[v * CELL + u] as number;
  return percentile(inner, 0.5);
}

/** The median gray level of a cell raster's inner part (its background, as most of a cell is background). */
export function cellBackground(raster: CellRaster): number {
  return innerMedian(raster.gray, EDGE);
}

/**
 * How grainy a cell's background is: the mean difference between horizontally adjacent pixels that
 * both lie near the cell's median level. A screenshot's flat fills give ~0, a photo's paper grain more.
 */
export function backgroundNoise(raster: CellRaster): number {
  const grain = grainIn(raster, cellBackground(raster), EDGE, CELL - EDGE, EDGE, CELL - EDGE);
  return grain.pairs === 0 ? 0 : grain.sum / grain.pairs;
}

/** A quarter's grain counts in {@link quietQuarterNoise} when it has at least this many background pairs. */
const QUARTER_PAIRS = 50;

/**
 * The grain (as in {@link backgroundNoise}) of the cell's quietest quarter: a screenshot saved as JPEG
 * keeps ringing around its digits and lines, but the 8×8 blocks away from them stay flat, so one quarter
 * of the cell is flat even where the whole cell's grain is not; a photo's grain is in every quarter.
 * @returns Infinity when no quarter has enough background.
 */
export function quietQuarterNoise(raster: CellRaster): number {
  const median = cellBackground(raster);
  const half = CELL / 2;
  let quietest = Number.POSITIVE_INFINITY;
  for (const [v0, u0] of [
    [EDGE, EDGE],
    [EDGE, half],
    [half, EDGE],
    [half, half],
  ] as const) {
    const grain = grainIn(raster, median, v0, v0 + half - EDGE, u0, u0 + half - EDGE);
    if (grain.pairs >= QUARTER_PAIRS) quietest = Math.min(quietest, grain.sum / grain.pairs);
  }
  return quietest;
}

/** Sum and count of the differences between horizontally adjacent background pixels in rows v0..v1, columns u0..u1 (ends excluded). */
function grainIn(
  raster: CellRaster,
  median: number,
  v0: number,
  v1: number,
  u0: number,
  u1: number,
): { sum: number; pairs: number } {
  let pairs = 0;
  let sum = 0;
  for (let v = v0; v < v1; v++) {
    for (let u = u0; u < u1 - 1; u++) {
      const a = raster.gray[v * CELL + u];
      const b = raster.gray[v * CELL + u + 1];
      if (Math.abs(a - median) > 12 || Math.abs(b - median) > 12) continue;
      pairs++;
      sum += Math.abs(a - b);
    }
  }
  return { sum, pairs };
}

/** Pixels at least this far (gray levels) from a cell's background are taken for its ink in {@link hasFlatInk}. */
const FLAT_INK_CONTRAST = 60;
/** A cell has flat ink when one exact colour covers this fraction of its ink pixels... */
const FLAT_INK_SHARE = 0.2;
/**
 * ...and at least this many of them (a CELL-pixel raster). Measured: where one colour covered a fifth of
 * a training photo's cell's ink, it was at most 10 pixels; KSudoku egyptian window-540x460-2's (tune)
 * white digits 66-83. With both limits, 1 cell at most on a training photo (236 of them).
 */
const FLAT_INK_PIXELS = 30;

/**
 * Whether a cell's ink is flat (see the glossary): one exact colour, not pure black or white, covers a
 * good share of the pixels far from the cell's background. An app's textured theme (KSudoku's parchment)
 * leaves no flat background, but its digits are still drawn in one colour.
 * @example rasters.filter(hasFlatInk).length
 */
export function hasFlatInk(raster: CellRaster): boolean {
  const median = cellBackground(raster);
  const colours = new Int32Array((CELL - 2 * EDGE) ** 2);
  let inked = 0;
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const k = v * CELL + u;
      if (Math.abs((raster.gray[k] as number) - median) < FLAT_INK_CONTRAST) continue;
      colours[inked++] =
        ((raster.red[k] as number) << 16) | ((raster.green[k] as number) << 8) | (raster.blue[k] as number);
    }
  if (inked < FLAT_INK_PIXELS) return false;
  // The longest run of one colour once sorted, pure black and white left out.
  const sorted = colours.subarray(0, inked).sort();
  let most = 0;
  for (let start = 0, k = 1; k <= inked; k++) {
    if (k < inked && sorted[k] === sorted[start]) continue;
    const colour = sorted[start] as number;
    if (colour !== 0 && colour !== 0xffffff) most = Math.max(most, k - start);
    start = k;
  }
  return most >= FLAT_INK_PIXELS && most >= FLAT_INK_SHARE * inked;
}

/** Pixels at least this much lighter than a cell's background are light ink in {@link hasLightInk}. */
const LIGHT_INK_CONTRAST = 60;
/** A cell has light ink when at least this many pixels are light ink... */
const LIGHT_INK_PIXELS = 30;
/** ...and this many times as many as are dark ink (as far below the background). */
const LIGHT_INK_SHARE = 3;

/**
 * Whether a cell holds light ink on a darker fill: at least {@link LIGHT_INK_PIXELS} pixels far lighter
 * than the cell's background and few far darker. Printed and pen digits on paper are darker than the
 * paper; an app's dark tiles carry light digits (KSudoku's egyptian and abstraction themes), and unlike
 * flat ink ({@link hasFlatInk}) that survives a JPEG re-save.
 * @example rasters.filter(hasLightInk).length
 */
export function hasLightInk(raster: CellRaster): boolean {
  const median = cellBackground(raster);
  let light = 0;
  let dark = 0;
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const level = raster.gray[v * CELL + u] as number;
      if (level >= median + LIGHT_INK_CONTRAST) light++;
      else if (level <= median - LIGHT_INK_CONTRAST) dark++;
    }
  return light >= LIGHT_INK_PIXELS && light >= LIGHT_INK_SHARE * dark;
}

/**
 * A raster with its outer band (`fraction` of its side along each side) painted in the median colour of
 * the rest: a tile board's cell without the gap and the tile's frame around it (tiles.ts).
 * @returns a new raster
 */
export function clearBand(raster: CellRaster, fraction: number): CellRaster {
  const band = Math.round(CELL * fraction);
  const clear = (channel: Uint8Array): Uint8Array => {
    const out = new Uint8Array(CELL * CELL).fill(innerMedian(channel, band));
    for (let v = band; v < CELL - band; v++)
      out.set(channel.subarray(v * CELL + band, v * CELL + CELL - band), v * CELL + band);
    return out;
  };
  return mapChannels(raster, clear);
}

/**
 * A new raster whose every channel (red, green, blue and gray) is `change` of the raster's.
 * @example const inverted = mapChannels(raster, (channel) => channel.map((level) => 255 - level));
 */
export function mapChannels(raster: CellRaster, change: (channel: Uint8Array) => Uint8Array): CellRaster {
  return {
    red: change(raster.red),
    green: change(raster.green),
    blue: change(raster.blue),
    gray: change(raster.gray),
  };
}

/** The strip along a tile's edge where {@link tileBevel} looks, as fractions of the cell (inside the band). */
const BEVEL_STRIP = [0.16, 0.22] as const;

/**
 * How raised a tile is drawn: how much lighter its top and left edges are than its bottom and right ones
 * (gray levels, the median of a strip along each edge inside the tile, away from the digit). KSudoku's
 * egyptian theme draws its givens' tiles raised, lit from the top left, and the other tiles flat: on the
 * tune screenshots givens' tiles measured 18-43, entries' -37 to 14, empty tiles -11 to 10 (but the
 * selected one, 36: the cursor is a raised frame). Its abstraction theme draws every tile flat (-11 to 21).
 * @param raster a tile board's cell raster (its band cleared, see clearBand)
 */
export function tileBevel(raster: CellRaster): number {
  return tileRelief(raster).bevel;
}

/**
 * {@link tileBevel} and the lesser of its two halves: top against bottom, and left against right. A
 * tile drawn raised is lit on both; a flat tile whose top strip takes in the board's lit frame above it
 * (KSudoku egyptian's top row) measures raised from top to bottom alone.
 * @param raster a tile board's cell raster (its band cleared, see clearBand)
 * @example const { bevel, bevelLeast } = tileRelief(raster); // a raised tile: both 18 or more
 */
export function tileRelief(raster: CellRaster): { bevel: number; bevelLeast: number } {
  const strip = (u0: number, u1: number, v0: number, v1: number): number => {
    const values: number[] = [];
    for (let v = Math.round(CELL * v0); v < Math.round(CELL * v1); v++)
      for (let u = Math.round(CELL * u0); u < Math.round(CELL * u1); u++)
        values.push(raster.gray[v * CELL + u] as number);
    return percentile(Uint8Array.from(values), 0.5);
  };
  const [near, far] = [BEVEL_STRIP, [1 - BEVEL_STRIP[1], 1 - BEVEL_STRIP[0]] as const] as const;
  const top = strip(0.3, 0.7, near[0], near[1]);
  const bottom = strip(0.3, 0.7, far[0], far[1]);
  const left = strip(near[0], near[1], 0.3, 0.7);
  const right = strip(far[0], far[1], 0.3, 0.7);
  return { bevel: (top - bottom + left - right) / 2, bevelLeast: Math.min(top - bottom, left - right) };
}

/** Up to this many values, {@link percentile} sorts a copy rather than counting a histogram of 256 levels. */
const SORT_AT_MOST = 64;

/**
 * The value below which `fraction` of the values lie: the least level `v` with at least `fraction` of the
 * values at or below it (0 for no values or no fraction, 255 for a fraction over 1). A few values (a row of a
 * cell's margin, which screen-shade.ts asks for every row of every cell) are sorted instead of counted, with
 * the same answer: clearing the 256 counts cost more than the values.
 */
export function percentile(values: Uint8Array, fraction: number): number {
  const target = fraction * values.length;
  if (values.length <= SORT_AT_MOST) {
    // As the count below has it: level 0 already meets a target of 0, and a target over every value falls to 255.
    if (target <= 0) return 0;
    if (target > values.length) return 255;
    return values.slice().sort()[Math.ceil(target) - 1] as number;
  }
  const histogram = new Uint32Array(256);
  for (const v of values) histogram[v]++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= target) return v;
  }
  return 255;
}
