/**
 * Whether a board's cells were drawn by an app (a screenshot) or photographed: an app fills its cells
 * flat, a camera leaves grain on every one.
 *
 * Glossary (see types.ts for cell and raster):
 * - grain: a cell background's noise (cells.ts backgroundNoise; cell-raster.ts quietQuarterNoise for its
 *   quietest quarter).
 * - flat cell: a cell whose grain is under {@link FLAT_NOISE} on a fill that is not clipped.
 * - clipped: a fill within {@link CLIPPED} levels of black or white (an overexposed photo's paper).
 * - quiet cell: a cell whose quietest quarter's grain is under {@link QUIET_NOISE} (a screenshot saved as
 *   JPEG keeps flat blocks away from its ink).
 * - app digits: digits drawn in one exact colour or light ink (screen/app-digits.ts), which say
 *   screenshot by themselves.
 */
import { quietQuarterNoise } from "./cell-raster.js";
import { backgroundNoise, type CellRaster, cellBackground } from "./cells.js";
import { isBlurred } from "./sharpen.js";

/** Boards whose median cell background grain (see backgroundNoise) is below this are screenshots (measured: synthetic screenshots 0.08-0.18, the training photos 0.5-3). */
const DRAWN_NOISE = 0.3;
/**
 * A cell whose background grain is below this, on a fill that is not clipped to black or white, is flat:
 * drawn, not photographed (a camera's sensor noise and JPEG blocks leave grain on every cell).
 */
const FLAT_NOISE = 0.15;
/**
 * Boards with at least this many flat cells are screenshots, whatever their median grain: an app's
 * textured theme (KSudoku's scribble and abstraction) leaves some cells flat. Measured on the training
 * photos: at most 1 flat cell; on the KSudoku tune screenshots of those themes 4 to 22.
 */
const FLAT_CELLS = 4;
/**
 * A cell is quiet when its quietest quarter's grain (cell-raster.ts quietQuarterNoise) is below this,
 * clipped or not: a screenshot saved as JPEG (its ringing lifts the whole cell's grain above FLAT_NOISE)...
 */
const QUIET_NOISE = 0.1;
/**
 * ...and boards with at least this many quiet cells are screenshots. Measured on the training photos
 * (236): at most 5 quiet cells, none of them clipped; on the tune screenshots saved as JPEG (quality 90
 * and 70, full size and ×0.75) that the other rules took for photos: GNOME Sudoku's light theme 19-39,
 * the synthetic white ones (even seeds) 6-38, mostly 10-15.
 */
const QUIET_CELLS = 8;
/** Gray levels this close to 0 or 255 may be clipped (an overexposed photo's paper is flat white). */
const CLIPPED = 5;

/**
 * A drawn board (screenshot) has flat cell backgrounds; a photo has grain and shading. Saved as JPEG, a
 * screenshot keeps flat blocks away from its ink (see {@link QUIET_CELLS}).
 * @param drawnDigits whether the board's digits are an app's (screen/app-digits.ts), which says drawn
 * @example if (isDrawn(rasters, digits.flat || digits.light)) // read as a screenshot
 */
export function isDrawn(rasters: readonly CellRaster[], drawnDigits: boolean): boolean {
  // A photo out of focus is as smooth as a screenshot, but no app draws its edges that soft (sharpen.ts).
  if (!drawnDigits && isBlurred(rasters)) return false;
  const noise = rasters.map(backgroundNoise);
  const flat = rasters.filter((raster, cell) => {
    const level = cellBackground(raster);
    return (noise[cell] as number) < FLAT_NOISE && level > CLIPPED && level < 255 - CLIPPED;
  }).length;
  if ([...noise].sort((p, q) => p - q)[40] < DRAWN_NOISE || flat >= FLAT_CELLS || drawnDigits) return true;
  return rasters.filter((raster) => quietQuarterNoise(raster) < QUIET_NOISE).length >= QUIET_CELLS;
}
