/**
 * Telling a cell's digit from the grid lines around it (used by cells.ts on each cell's ink mask).
 *
 * Glossary (see cells.ts for cell raster, blob, inkness):
 * - side: the cell raster's side in pixels; edge: the width of the zone along its sides where the grid
 *   lines run.
 * - line remnant: a blob that hugs a side and is thin, or that lies mostly in the edge zone.
 * - detached digit: a digit that touched a grid line (a pen stroke running into it, or a line blurred
 *   into the digit), so that both made one blob; it is found again once the lines are cut away.
 * - edge line: on a screenshot, a blob as thin as a line and far to one side of the cell (see isEdgeLine).
 */
import { longRuns } from "../picture/raster.js";

/** A straight run of ink longer than this fraction of the cell is a grid line, not a digit's stroke. */
export const LINE_RUN = 0.7;

/**
 * The ink confidence of a detached digit: cutting the lines may have taken part of the digit, so such
 * a cell is shown as doubtful.
 */
export const DETACHED_CONFIDENCE = 0.85;

/**
 * An edge line is at most this many pixels wide (of a 48-pixel cell raster), its middle at least this far
 * from the cell's (a fraction of the side), and at least this tall (a fraction of the side). On FLTK's
 * tune screenshots the edges were 1-2 pixels wide, 0.7-0.9 of the cell tall, their middles 0.32-0.39 of
 * the cell off; the digits at least 0.2 of the cell wide.
 */
const EDGE_LINE_WIDTH = 2;
const EDGE_LINE_OFFSET = 0.25;
const EDGE_LINE_HEIGHT = 0.5;

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

/**
 * Whether a screenshot's blob is an edge line: at most {@link EDGE_LINE_WIDTH} pixels wide, at least
 * {@link EDGE_LINE_HEIGHT} of the side tall, its middle at least {@link EDGE_LINE_OFFSET} of the side
 * from the cell's middle. FLTK's Sudoku frames each cell as
 * a box of its own, and its 3×3 boxes stand apart by a wider gap, so the evenly spaced lattice leaves a
 * box's light or dark edge a few pixels inside some cells, as tall as the cell: beside a digit it was
 * taken for the digit (the tallest blob near the centre), a 1, and alone it was read as a 1. An app
 * centres its digits, its 1 included, and draws them wider.
 * A short piece of such a line is left to the digit beside it (a dark look's selected cell, extra tune
 * seed 103: dropping a piece 7 pixels tall beside a misread 9 made its wrong 5 surer).
 * @param blob a blob's box; @param side the cell raster's side in pixels
 * @example isEdgeLine({ minX: 7, maxX: 7, minY: 7, maxY: 40 }, 48) // true: 1 pixel wide, 34 tall, 0.34 off
 */
export function isEdgeLine(
  blob: { minX: number; maxX: number; minY: number; maxY: number },
  side: number,
): boolean {
  const offset = Math.abs((blob.minX + blob.maxX + 1) / 2 - side / 2) / side;
  const thin = blob.maxX - blob.minX + 1 <= EDGE_LINE_WIDTH;
  return thin && blob.maxY - blob.minY + 1 >= EDGE_LINE_HEIGHT * side && offset >= EDGE_LINE_OFFSET;
}
