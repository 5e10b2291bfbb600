/**
 * Sharpening a blurred photo's cells before their ink is isolated: a shot a little out of focus spreads
 * every stroke into a wide gray band, fills the holes of 6, 8, 9 and 0, and handwriting is then read as
 * a blob (mostly 8). The blur is measured from the board's own ink edges, and only a board measured
 * blurred is sharpened, so a sharp photo is read exactly as before.
 *
 * Glossary:
 * - edge spread: in a cell raster, the ink's contrast (gray levels between its lightest and darkest
 *   inner pixels) over its steepest step between neighbouring pixels: how many pixels an edge takes to
 *   rise, about 2.5 σ for a step blurred by a Gaussian of width σ, less for a thin stroke.
 * - board spread: the median edge spread of the board's cells with enough contrast to measure.
 * - unsharp mask: the raster plus `amount` times its difference from a Gaussian-smoothed copy of itself.
 *
 * Not tuned: the mask's width and amount ({@link unsharpMask}) are the one setting tried. Roads not
 * taken, for want of time: a few Richardson–Lucy steps with the Gaussian the spread gives; a lower ink
 * threshold for faint blurred strokes. Some sheets blurred at 640×480 keep no hole in their 9s at all
 * (a printed 9 measured 41 gray levels from paper, its hole 0): no sharpening brings that back, and
 * their reads are left to doubt (read.ts: a read breaking the rules with most digits doubtful).
 */
import { CELL, type CellRaster, EDGE, mapChannels, percentile } from "./cell-raster.js";

/** A cell's edges are measured when its inner gray levels span at least this much. */
const MEASURED_CONTRAST = 40;
/** A board's spread is measured from at least this many cells (else it is taken as sharp). */
const MEASURED_CELLS = 5;

/**
 * The edge spread of one cell raster (see the glossary), or null when it has too little contrast.
 * @example edgeSpread(raster) // 1.8 for a sharp printed digit, 5 for one blurred by 2 pixels
 */
export function edgeSpread(raster: CellRaster): number | null {
  const gray = raster.gray;
  const inner = new Uint8Array((CELL - 2 * EDGE) ** 2);
  const steps = new Uint8Array((CELL - 2 * EDGE) ** 2);
  for (let v = EDGE, k = 0; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++, k++) {
      const at = v * CELL + u;
      inner[k] = gray[at] as number;
      const across = Math.abs((gray[at + 1] as number) - (gray[at - 1] as number));
      const down = Math.abs((gray[at + CELL] as number) - (gray[at - CELL] as number));
      steps[k] = Math.max(across, down) >> 1;
    }
  const contrast = percentile(inner, 0.99) - percentile(inner, 0.01);
  if (contrast < MEASURED_CONTRAST) return null;
  const steepest = Math.max(1, percentile(steps, 0.995));
  return contrast / steepest;
}

/**
 * The board spread (see the glossary): the median edge spread of its measurable cells.
 * @returns null when fewer than {@link MEASURED_CELLS} cells can be measured
 * @example boardSpread(rasters) > 3 // blurred
 */
export function boardSpread(rasters: readonly CellRaster[]): number | null {
  return medianSpread(measuredSpreads(rasters));
}

/**
 * Each board's measured spreads, by its rasters: extract.ts asks about one board's rasters up to three
 * times (is it drawn, are its bands tiles, is it to be sharpened), and a measure walks all 81 cells.
 */
const spreadsOf = new WeakMap<readonly CellRaster[], number[]>();

/** The edge spreads of the cells that can be measured (measured once per rasters array). */
function measuredSpreads(rasters: readonly CellRaster[]): number[] {
  const known = spreadsOf.get(rasters);
  if (known !== undefined) return known;
  const spreads = rasters.map(edgeSpread).filter((s): s is number => s !== null);
  spreadsOf.set(rasters, spreads);
  return spreads;
}

/** The median of a board's measured spreads, or null when fewer than {@link MEASURED_CELLS}. */
function medianSpread(spreads: number[]): number | null {
  if (spreads.length < MEASURED_CELLS) return null;
  const sorted = [...spreads].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The weights of a Gaussian of width `sigma` (pixels), 3 σ either side, summing to 1. */
function gaussian(sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const weights = new Float32Array(2 * radius + 1);
  let total = 0;
  for (let i = -radius; i <= radius; i++)
    total += weights[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < weights.length; i++) (weights[i] as number) /= total;
  return weights;
}

/**
 * A channel smoothed by the Gaussian `weights` across, then down, its edges clamped: each row (then
 * column) is copied once into a line padded with its end values, so the inner loop has no bounds to test.
 * Four neighbouring outputs are summed at once (a cell's side, 48, is a multiple of 4), each weight read
 * once for the four and the line's values passed along between them; each sum still adds its taps in
 * order from the first, so every output is what one sum at a time gives, bit for bit.
 */
function smoothChannel(channel: Uint8Array, weights: Float32Array): Float32Array {
  const radius = (weights.length - 1) / 2;
  const taps = weights.length;
  const line = new Float32Array(CELL + 2 * radius);
  const pass = (from: Float32Array, step: number, stride: number): Float32Array => {
    const out = new Float32Array(CELL * CELL);
    for (let row = 0; row < CELL; row++) {
      const base = row * stride;
      for (let j = 0; j < line.length; j++)
        line[j] = from[base + Math.min(CELL - 1, Math.max(0, j - radius)) * step] as number;
      for (let u = 0; u < CELL; u += 4) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        let a = line[u] as number;
        let b = line[u + 1] as number;
        let c = line[u + 2] as number;
        for (let i = 0; i < taps; i++) {
          const w = weights[i] as number;
          const d = line[u + i + 3] as number;
          s0 += w * a;
          s1 += w * b;
          s2 += w * c;
          s3 += w * d;
          a = b;
          b = c;
          c = d;
        }
        out[base + u * step] = s0;
        out[base + (u + 1) * step] = s1;
        out[base + (u + 2) * step] = s2;
        out[base + (u + 3) * step] = s3;
      }
    }
    return out;
  };
  return pass(pass(Float32Array.from(channel), 1, CELL), CELL, 1);
}

/**
 * A raster sharpened by an unsharp mask (see the glossary) of width `sigma`, each channel on its own.
 * @returns a new raster
 * @example unsharpMask(raster, 2, 1.5)
 */
export function unsharpMask(raster: CellRaster, sigma: number, amount: number): CellRaster {
  const weights = gaussian(sigma);
  const sharpen = (channel: Uint8Array): Uint8Array => {
    const smooth = smoothChannel(channel, weights);
    const out = new Uint8Array(CELL * CELL);
    for (let k = 0; k < out.length; k++) {
      const level = channel[k] as number;
      out[k] = Math.round(Math.min(255, Math.max(0, level + amount * (level - (smooth[k] as number)))));
    }
    return out;
  };
  return mapChannels(raster, sharpen);
}

/**
 * A board spread from which a board is blurred, not drawn: its lines blurred into bands are not an app's
 * tiles, and its smooth cells not an app's flat fills. Measured (a throwaway script, training photos less
 * the calibration ones): the tune app screenshots as taken, saved as JPEG at quality 70, and at 90 scaled
 * to three quarters 1.92-3.39; the photos as taken 2.03-5.70 (printed) and 2.18-3.57 (pen-filled);
 * blurred by 2 pixels 3.00-7.67, a pen-filled sheet among them (6.0) read as a screenshot.
 */
export const BLURRED_SPREAD = 4.5;
/**
 * A photo's board with at least {@link FILLED_CELLS} measured cells (a sheet filled in by hand) is
 * sharpened from this board spread: the pen-filled photos as taken measured at most 3.57, those blurred
 * at 640×480 at least 3.95 (their 960×1280 ones 3.02-4.24 mostly stay as they are: with more pixels a
 * cell, the blur takes less of a stroke).
 */
const SHARPEN_FROM = 4.3;
/**
 * A board with fewer measured cells (a printed puzzle, 23-39 givens on the training sheets) is sharpened
 * only from this spread: its bold print measures wider, and the printed photos as taken reach 5.70
 * (sharpened from 4.3, two of them were no longer read exactly and eleven no longer `read`).
 */
const SHARPEN_SPARSE_FROM = 6;
/** Boards with at least this many measured cells (see {@link edgeSpread}) are filled in. */
const FILLED_CELLS = 45;
/** The unsharp mask's Gaussian, as a share of the board spread (about σ / 2.5, see the glossary)... */
const MASK_WIDTH = 0.4;
/** ...and how much of the difference is added back. */
const MASK_AMOUNT = 1.5;

/**
 * Whether a board's cells are blurred: its board spread is at least {@link BLURRED_SPREAD}.
 * @example isBlurred(rasters) // false for a screenshot
 */
export function isBlurred(rasters: readonly CellRaster[]): boolean {
  return (boardSpread(rasters) ?? 0) >= BLURRED_SPREAD;
}

/**
 * A photo's cell rasters sharpened by an unsharp mask when the board is blurred (its board spread at
 * least {@link SHARPEN_FROM} on a filled-in board, {@link SHARPEN_SPARSE_FROM} on a printed puzzle), the
 * mask's width from the spread; else the rasters as they are.
 * @example const rasters = sharpenBlurred(cut); // the same array for a sharp photo
 */
export function sharpenBlurred(rasters: CellRaster[]): CellRaster[] {
  const spreads = measuredSpreads(rasters);
  const from = spreads.length >= FILLED_CELLS ? SHARPEN_FROM : SHARPEN_SPARSE_FROM;
  const spread = medianSpread(spreads);
  if (spread === null || spread < from) return rasters;
  return rasters.map((raster) => unsharpMask(raster, MASK_WIDTH * spread, MASK_AMOUNT));
}
