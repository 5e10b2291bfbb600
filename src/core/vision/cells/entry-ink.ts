/**
 * The layout of a screenshot cell's small ink: pencil marks, or an entry that only looks like them. An
 * app's pencil marks are small candidate digits, side by side or stacked in a column (cells.ts blanks
 * them); an entry drawn in a small window can break into pieces as small (KSudoku's scribble theme draws
 * its entries in blue pen strokes, and its 9 falls apart into a loop and a tail), or sit on a band of
 * the theme's artwork that runs into the cell's edges and merges with it into one tall blob.
 *
 * Glossary (see types.ts for cell, ink, pencil):
 * - kept blobs: the blobs cells.ts cut out as the cell's digit (its main blob and those overlapping it).
 * - entry colour: a kept ink whose mean colour is saturated (its channels at least {@link ENTRY_CHROMA}
 *   apart): a coloured pen's entry. The apps' pencil marks measured are gray or pale.
 * - strong ink: the kept blobs' pixels at least {@link STRONG} of the cell's contrast from the background.
 *
 * Measured on the KSudoku tune shots of extra seeds 31-33 as taken: 184 cells blanked as stacked marks,
 * the mean colour of their kept blobs at most 36 apart in its channels but for one blue 9 (137 apart).
 */
import type { PencilLook } from "../types.js";
import { digitSized } from "./cell-lines.js";
import { CELL, type CellRaster } from "./cell-raster.js";

/** Kept ink whose mean colour's channels lie this far apart is an entry's colour (see the glossary). */
const ENTRY_CHROMA = 80;
/** Strong ink is at least this fraction of the cell's contrast. */
const STRONG = 0.75;
/** The strong ink of a digit on a band is at most this share of the blob (a band alone is strong all over). */
const STRONG_SHARE = 0.5;
/** How sure a blank is when its ink may be an entry (under the 0.9 doubt line: looked at again). */
export const ENTRY_DOUBT = 0.6;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Pencil marks: several small blobs side by side (candidates in a 3×3 layout), or one small blob far
 * from the centre. A handwritten digit is one blob, or a few overlapping ones, and rarely sits in a corner.
 * @param candidates the cell's blobs large enough to be part of a digit
 * @param kept the labels of the blobs cut out as the digit
 * @param box the kept blobs' joint box
 * @returns which of the two the ink looks like, or null for neither
 * @example looksLikePencilMarks(candidates, new Set([1]), box) // "several" when another small blob stands beside
 */
export function looksLikePencilMarks(
  candidates: readonly (Box & { label: number })[],
  kept: Set<number>,
  box: Box,
): PencilLook | null {
  const others = candidates.filter((c) => !kept.has(c.label) && c.maxY - c.minY + 1 >= CELL * 0.1);
  if (others.length > 0) return "several";
  const height = (box.maxY - box.minY + 1) / CELL;
  const offX = Math.abs((box.minX + box.maxX + 1) / 2 - CELL / 2) / CELL;
  const offY = Math.abs((box.minY + box.maxY + 1) / 2 - CELL / 2) / CELL;
  return height < 0.3 && Math.max(offX, offY) > 0.2 ? "off-centre" : null;
}

/**
 * Whether the kept blobs are in an entry's colour (see the glossary): pieces of a coloured entry
 * rather than gray pencil marks stacked in a column.
 * @param raster the cell's colours
 * @param labels the cell's blob labels
 * @param kept the labels of the kept blobs
 * @example entryColoured(raster, labels, kept) // true for a blue pen's broken 9
 */
export function entryColoured(raster: CellRaster, labels: Int32Array, kept: Set<number>): boolean {
  let [r, g, b, area] = [0, 0, 0, 0];
  for (let k = 0; k < labels.length; k++) {
    if (!kept.has(labels[k] as number)) continue;
    r += raster.red[k];
    g += raster.green[k];
    b += raster.blue[k];
    area++;
  }
  if (area === 0) return false;
  return (Math.max(r, g, b) - Math.min(r, g, b)) / area >= ENTRY_CHROMA;
}

/**
 * Whether the strong ink of the kept blobs (see the glossary) is digit-sized: an entry on a band of the
 * theme's artwork, the two one blob too tall for a digit, whose darker part is the digit.
 * @param inkness the cell's inkness, row-major
 * @param labels the cell's blob labels
 * @param kept the labels of the kept blobs
 * @param contrast the cell's contrast
 * @example strongInkDigitSized(inkness, labels, kept, 76) // true for a blue 5 on KSudoku scribble's band
 */
export function strongInkDigitSized(
  inkness: Float32Array,
  labels: Int32Array,
  kept: Set<number>,
  contrast: number,
): boolean {
  const box = { minX: CELL, minY: CELL, maxX: -1, maxY: -1 };
  let [area, all] = [0, 0];
  for (let k = 0; k < labels.length; k++) {
    if (kept.has(labels[k] as number)) all++;
    if (!kept.has(labels[k] as number) || (inkness[k] as number) < STRONG * contrast) continue;
    const [u, v] = [k % CELL, Math.floor(k / CELL)];
    box.minX = Math.min(box.minX, u);
    box.minY = Math.min(box.minY, v);
    box.maxX = Math.max(box.maxX, u);
    box.maxY = Math.max(box.maxY, v);
    area++;
  }
  // A band alone is strong all over (its inkness is flat): the digit must be the smaller part.
  if (area === 0 || area > STRONG_SHARE * all) return false;
  return digitSized(area, (box.maxY - box.minY + 1) / CELL, (box.maxX - box.minX + 1) / CELL, contrast);
}
