/**
 * Whether a board's digits look drawn by an app, told from its cell rasters before the board is known to
 * be a screenshot (extract.ts): it decides whether a board is tried as tiles (tiles.ts) and, with the
 * cells' grain, whether it is drawn.
 *
 * Glossary (see cell-raster.ts for cell raster, flat ink and light ink):
 * - flat digits: enough cells of flat ink (one exact colour): an app's font, never a camera; a JPEG
 *   re-save blurs it away.
 * - light digits: enough cells of light ink on a darker fill: an app's dark tiles or dark theme, never
 *   print or pen on paper; it survives a JPEG re-save.
 */
import { type CellRaster, hasFlatInk, hasLightInk } from "../cells/cell-raster.js";

/**
 * Boards with at least this many cells of flat ink have flat digits. An app's textured theme (KSudoku's
 * egyptian parchment) has no flat cell, but its digits are drawn in one colour. Measured: the training
 * photos at most 1 such cell; the KSudoku tune screenshots 18-59.
 */
const FLAT_INK_CELLS = 6;
/**
 * Boards with at least this many cells of light ink have light digits. Measured: the training photos
 * (236) at most 2 such cells; the KSudoku tune screenshots of the egyptian and abstraction themes saved
 * as JPEG (quality 90 and 70) 25-71.
 */
const LIGHT_INK_CELLS = 10;

/** What {@link appDigits} finds. */
export interface AppDigits {
  /** The board has flat digits (see the glossary). */
  flat: boolean;
  /** The board has light digits (see the glossary). */
  light: boolean;
}

/** Whether at least `least` of the rasters pass `test` (stops counting there). */
function atLeast(
  rasters: readonly CellRaster[],
  test: (raster: CellRaster) => boolean,
  least: number,
): boolean {
  let count = 0;
  for (const raster of rasters) if (test(raster) && ++count >= least) return true;
  return false;
}

/**
 * Whether a board's digits are flat or light (see the glossary).
 * @param rasters the board's 81 cell rasters
 * @example const { flat, light } = appDigits(rasters); if (flat || light) tryTiles();
 */
export function appDigits(rasters: readonly CellRaster[]): AppDigits {
  return {
    flat: atLeast(rasters, hasFlatInk, FLAT_INK_CELLS),
    light: atLeast(rasters, hasLightInk, LIGHT_INK_CELLS),
  };
}
