/**
 * Telling a cell's digit from the grid lines around it (used by cells.ts on each cell's ink mask).
 *
 * Glossary (see cells.ts for cell raster, blob, inkness):
 * - side: the cell raster's side in pixels; edge: the width of the zone along its sides where the grid
 *   lines run.
 * - line remnant: a blob that hugs a side and is thin, or that lies mostly in the edge zone.
 * - detached digit: a digit that touched a grid line (a pen stroke running into it, or a line blurred
 *   into the digit), so that both made one blob; it is found again once the lines are cut away.
 */
import { longRuns } from "../picture/raster.js";

/** A straight run of ink longer than this fraction of the cell is a grid line, not a digit's stroke. */
export const LINE_RUN = 0.7;

/**
 * The ink confidence of a detached digit: cutting the lines may have taken part of the digit, so such
 * a cell is shown as doubtful.
 */
export const DETACHED_CONFIDENCE = 0.85;

/** The box and area of a blob, as labelComponents gives them. */
interface Blob {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  area: number;
}

/**
 * The blobs that may be (part of) a digit: not line remnants.
 * @param components the blobs of a cell's ink mask
 * @param side the cell raster's side in pixels
 * @param edge the width of the edge zone in pixels
 */
export function digitCandidates<C extends Blob>(components: readonly C[], side: number, edge: number): C[] {
  return components.filter((c) => {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    const touches =
      c.minX < edge / 2 || c.minY < edge / 2 || c.maxX >= side - edge / 2 || c.maxY >= side - edge / 2;
    if (touches && (w < side * 0.15 || h < side * 0.15 || w > side * 0.85 || h > side * 0.85)) return false;
    const cx = (c.minX + c.maxX) / 2;
    const cy = (c.minY + c.maxY) / 2;
    if (cx < edge || cx > side - edge || cy < edge || cy > side - edge) return false;
    return c.area >= 6;
  });
}

/**
 * Whether what is left once the grid lines are cut away is a whole digit rather than a line's remnant
 * or shading: tall but not spanning the cell (a line slanting through a curved page does), neither a
 * sliver nor a line, with enough ink of enough contrast. Measured on the training photos' cells: 17 of
 * 18 digits touching a line pass (the tallest is 0.63 of the cell), and 3 of 181 blank cells.
 * @param area the kept blobs' ink pixels; height and width as fractions of the cell; contrast 0..255
 */
export function digitSized(area: number, height: number, width: number, contrast: number): boolean {
  return height >= 0.3 && height <= 0.7 && width >= 0.12 && width <= 0.7 && area >= 60 && contrast >= 40;
}

/**
 * Removes grid lines from a cell's ink mask, in place: the edge zone, and every straight run of ink
 * longer than {@link LINE_RUN} of the cell along a row or a column (a lattice a little off puts a line
 * inside the cell; a digit's strokes are shorter).
 * @param mask the cell's ink mask, `side × side`, row-major, 1 = ink
 * @example eraseLines(mask, 48, 5); labelComponents(mask, 48, 48)
 */
export function eraseLines(mask: Uint8Array, side: number, edge: number): void {
  const long = Math.round(side * LINE_RUN);
  for (let v = 0; v < side; v++)
    for (let u = 0; u < side; u++)
      if (u < edge || v < edge || u >= side - edge || v >= side - edge) mask[v * side + u] = 0;
  const rows = longRuns(mask, side, "x", long);
  const columns = longRuns(mask, side, "y", long);
  for (let k = 0; k < mask.length; k++) if (rows[k] || columns[k]) mask[k] = 0;
}
