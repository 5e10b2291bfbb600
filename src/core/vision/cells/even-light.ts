/**
 * Even light: a photo's cell whose paper is lit unevenly (the soft edge of a shadow crossing it) is
 * divided by its own paper level, pixel by pixel, so that the shadow's edge is no longer darker than the
 * paper beside it and cannot be taken for ink. A cell lit evenly is left exactly as it was. A cell far
 * dimmer than the board's best-lit paper (deep in a shadow) is not changed, but a blank read there is
 * doubtful when a lifted copy of the cell shows a digit: in the dark a printed digit can fall under the
 * contrast a digit needs. An evened cell read blank is read again from its closed copy, which keeps a
 * bold, blurred digit's ink.
 *
 * Glossary (see cell-raster.ts for cell raster and edge zone):
 * - block: the mean gray of {@link BLOCK} × {@link BLOCK} pixels of a cell raster.
 * - paper level: at each pixel, an estimate of how light the paper would be there without ink: the
 *   lightest block within {@link REACH} blocks each way (a 10-pixel window, wider than a digit's stroke, so
 *   ink is passed over), smoothed by a box of the same reach, spread back over the pixels bilinearly.
 * - unevenness: how much darker the darkest paper level of the cell's inner part is than its lightest, as
 *   a fraction of the lightest; a cell is uneven when it is so both with the paper level above and with
 *   that of a wider reach ({@link WIDE_REACH}), which also passes over a grid line's remnant.
 * - evened cell: every channel multiplied by (the lightest paper level ÷ the paper level there), clipped to
 *   255: the paper comes out as light as the cell's lightest, the ink as dark as that light would show it.
 * - closed paper level: at each pixel, the blocks' morphological closing over {@link WIDE_REACH} blocks
 *   each way (the lightest block within that reach, then the darkest of those lightest within it again),
 *   box-smoothed as far, spread back bilinearly. The closing passes over a bold, blurred stroke that the
 *   10-pixel window does not (dividing by that lightened the digit's own ink), yet keeps a shadow's edge
 *   where it is (the lightest alone moves it into the dark side).
 * - closed copy: an uneven cell divided as an evened cell is, but by the closed paper level.
 * - best-lit paper: the {@link BEST_LIT} quantile of the board's cells' lightest paper levels.
 * - dim cell: one whose lightest paper level is under {@link DIM_BELOW} of the best-lit paper; its lifted
 *   copy is divided by its paper level and multiplied by the best-lit paper.
 *
 * Chosen on `npm run bench:read -- --no-real --screens 0 --split training --degrade shade` (read-degrade.ts:
 * a lamp's gradient and a soft shadow band across each training photo), against the same photos as taken,
 * which must read as before; see CHANGES.md for the figures and the roads not taken.
 */

import type { CellSample } from "../types.js";
import { CELL, type CellRaster, EDGE, emptyRaster } from "./cell-raster.js";

/**
 * Side of a block in pixels: the paper level is worked out on 24 × 24 blocks. Pixel by pixel (an
 * 11-pixel window after a 3 × 3 smoothing) it cost about 55 ms a board and read the shaded photos a little
 * worse; 3-pixel blocks with reach 1 or 2 hurt the photos as taken (a 9-pixel window does not pass over
 * bold print), reach 1 of 2-pixel blocks even more.
 */
const BLOCK = 2;
const SIDE = CELL / BLOCK;
/** Paper level reach in blocks each way (a 10-pixel window). */
const REACH = 2;
/**
 * A cell is evened when its paper's unevenness reaches this fraction; a shadow's edge halves the light
 * within a cell. At 0.2 the shaded training photos read 4 printed and 0 pen-filled boards more exactly,
 * but 2 more printed and 1 more pen-filled photo as taken lost `read` (bold print in a cell looks
 * uneven to the window); at 0.3, 6 printed and 3 pen-filled fewer.
 */
export const UNEVEN_FROM = 0.25;
/**
 * The wide reach in blocks each way (an 18-pixel window): it passes over a grid line's remnant too, and
 * the closed paper level is worked out with it (closing and smoothing over 2-6 blocks: see CHANGES.md).
 */
const WIDE_REACH = 4;
/**
 * ...and its unevenness with the wide reach reaches this fraction: a thick line's remnant along a cell's
 * side (the lattice a little off) looks uneven to the 10-pixel window, and evened it became a digit (a
 * half-size training photo read a 5 in a blank cell); a shadow's edge is uneven to both. Alone, the wide
 * reach tracked the shadows' edges worse (shaded printed 54 exact at 0.15, against 66).
 */
const WIDE_UNEVEN_FROM = 0.1;
/** The board's best-lit paper: this quantile of its cells' lightest paper levels. */
const BEST_LIT = 0.9;
/** The blank confidence of a dim cell whose lifted copy holds a digit: doubtful (under the doubt line). */
const DIM_BLANK_CONFIDENCE = 0.5;
/**
 * A cell whose lightest paper is under this fraction of the board's best-lit paper is dim. Reading the
 * lifted copies instead of the cells gained 7 printed and 13 pen-filled shaded boards at 0.9 but lost 5
 * and 2 of the photos as taken (stains lifted into digits), and lost some at 0.6 too; so they only doubt
 * a blank. At 0.6 that left 58 wrong cells unmarked in 29 shaded printed boards, at 0.85 30 in 18 (the
 * pixel-by-pixel paper level), for 2 printed photos as taken no longer `read`.
 */
export const DIM_BELOW = 0.85;

/**
 * Box mean (`box`), maximum (`max`) or minimum (`min`) over a (2r+1)-wide window of a SIDE × SIDE grid
 * along one axis, the window cut at the grid's sides (the box mean over what is left, summed in order).
 */
function pass(src: Float32Array, r: number, axis: "x" | "y", how: "box" | "max" | "min"): Float32Array {
  const out = new Float32Array(src.length);
  const step = axis === "x" ? 1 : SIDE;
  for (let v = 0; v < SIDE; v++) {
    for (let u = 0; u < SIDE; u++) {
      const along = axis === "x" ? u : v;
      const first = Math.max(-r, -along);
      const last = Math.min(r, SIDE - 1 - along);
      const at = v * SIDE + u;
      let value: number;
      if (how === "max") {
        value = 0;
        for (let d = first; d <= last; d++) value = Math.max(value, src[at + d * step] as number);
      } else if (how === "min") {
        value = 255;
        for (let d = first; d <= last; d++) value = Math.min(value, src[at + d * step] as number);
      } else {
        let sum = 0;
        for (let d = first; d <= last; d++) sum += src[at + d * step] as number;
        value = sum / (last - first + 1);
      }
      out[at] = value;
    }
  }
  return out;
}

/** The block means of a cell raster. */
function blockMeans(raster: CellRaster): Float32Array {
  const blocks = new Float32Array(SIDE * SIDE);
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++)
      blocks[Math.floor(v / BLOCK) * SIDE + Math.floor(u / BLOCK)] +=
        (raster.gray[v * CELL + u] as number) / BLOCK ** 2;
  return blocks;
}

/** `how` along both axes, `reach` blocks each way. */
const both = (blocks: Float32Array, reach: number, how: "box" | "max" | "min"): Float32Array =>
  pass(pass(blocks, reach, "x", how), reach, "y", how);

/** The block means of a cell raster, their lightest within `reach` blocks each way, box-smoothed as far. */
function paperBlocks(raster: CellRaster, reach: number): Float32Array {
  return both(both(blockMeans(raster), reach, "max"), reach, "box");
}

/** The closed paper level's blocks (see the glossary). */
function closedBlocks(raster: CellRaster): Float32Array {
  const closed = both(both(blockMeans(raster), WIDE_REACH, "max"), WIDE_REACH, "min");
  return both(closed, WIDE_REACH, "box");
}

/** The unevenness of a cell's paper (see the glossary) with the paper level of the wide reach. */
export function wideUnevenness(raster: CellRaster): number {
  const { lightest, darkest } = innerRange(paperBlocks(raster, WIDE_REACH), SIDE, Math.ceil(EDGE / BLOCK));
  return lightest <= 0 ? 0 : (lightest - darkest) / lightest;
}

/**
 * The paper level of each pixel of a cell raster (see the glossary).
 * @example paperLevel(raster)[24 * CELL + 24] // about the paper's gray at the cell's centre, digit or not
 */
export function paperLevel(raster: CellRaster): Float32Array {
  return spread(paperBlocks(raster, REACH));
}

/**
 * The closed paper level of each pixel of a cell raster (see the glossary): what a closed copy is divided by.
 * @example closedPaperLevel(raster)[24 * CELL + 24] // the paper's gray under a bold digit's stroke too
 */
export function closedPaperLevel(raster: CellRaster): Float32Array {
  return spread(closedBlocks(raster));
}

/** Block values spread back over a cell's pixels bilinearly. */
function spread(blocks: Float32Array): Float32Array {
  const level = new Float32Array(CELL * CELL);
  for (let v = 0; v < CELL; v++) {
    const y = Math.min(Math.max((v + 0.5) / BLOCK - 0.5, 0), SIDE - 1);
    const y0 = Math.min(Math.floor(y), SIDE - 2);
    const fy = y - y0;
    for (let u = 0; u < CELL; u++) {
      const x = Math.min(Math.max((u + 0.5) / BLOCK - 0.5, 0), SIDE - 1);
      const x0 = Math.min(Math.floor(x), SIDE - 2);
      const fx = x - x0;
      const at = (dx: number, dy: number): number => blocks[(y0 + dy) * SIDE + x0 + dx] as number;
      level[v * CELL + u] =
        (1 - fy) * ((1 - fx) * at(0, 0) + fx * at(1, 0)) + fy * ((1 - fx) * at(0, 1) + fx * at(1, 1));
    }
  }
  return level;
}

/** The lightest and darkest value of a `side` × `side` grid, `margin` cells in from its sides. */
function innerRange(
  values: Float32Array,
  side: number,
  margin: number,
): { lightest: number; darkest: number } {
  let lightest = 0;
  let darkest = 255;
  for (let v = margin; v < side - margin; v++)
    for (let u = margin; u < side - margin; u++) {
      const p = values[v * side + u] as number;
      lightest = Math.max(lightest, p);
      darkest = Math.min(darkest, p);
    }
  return { lightest, darkest };
}

/** Every channel of the raster times `target` over its paper level there, clipped to 255. */
function divide(raster: CellRaster, level: Float32Array, target: number): CellRaster {
  const n = CELL * CELL;
  const evened = emptyRaster();
  for (let k = 0; k < n; k++) {
    const gain = target / Math.max(1, level[k] as number);
    evened.red[k] = Math.min(255, Math.round((raster.red[k] as number) * gain));
    evened.green[k] = Math.min(255, Math.round((raster.green[k] as number) * gain));
    evened.blue[k] = Math.min(255, Math.round((raster.blue[k] as number) * gain));
    evened.gray[k] = Math.min(255, Math.round((raster.gray[k] as number) * gain));
  }
  return evened;
}

/** What {@link evenLight} makes of a board's cells. */
export interface EvenedCells {
  /** Each cell, evened when its paper is lit unevenly, else the very same raster. */
  rasters: CellRaster[];
  /** For a dim cell, its lifted copy (read only for a blank, see {@link doubtDimBlanks}); else null. */
  lifted: (CellRaster | null)[];
  /** For an evened cell, its copy divided by the closed paper level (see {@link closeBlanks}); else null. */
  closed: (CellRaster | null)[];
}

/**
 * The board's cells evened (see the glossary) where their paper is lit unevenly, and a lifted copy of
 * each dim cell. For photos of paper (dark ink on light paper) only: a screenshot's fills are flat by design.
 * @example evenLight(rasters).rasters // a shadow's edge across a cell no longer looks like ink
 */
export function evenLight(rasters: readonly CellRaster[]): EvenedCells {
  const levels = rasters.map(paperLevel);
  const ranges = levels.map((level) => innerRange(level, CELL, EDGE));
  const lights = ranges.map((r) => r.lightest).sort((p, q) => p - q);
  const best = lights[Math.floor(lights.length * BEST_LIT)] ?? 0;
  const uneven = rasters.map((raster, k) => {
    const { lightest, darkest } = ranges[k] as { lightest: number; darkest: number };
    if (lightest <= 0 || (lightest - darkest) / lightest < UNEVEN_FROM) return false;
    return wideUnevenness(raster) >= WIDE_UNEVEN_FROM;
  });
  const lightestOf = (k: number): number => (ranges[k] as { lightest: number }).lightest;
  const evened = rasters.map((raster, k) =>
    uneven[k] ? divide(raster, levels[k] as Float32Array, lightestOf(k)) : raster,
  );
  const closed = rasters.map((raster, k) =>
    uneven[k] ? divide(raster, closedPaperLevel(raster), lightestOf(k)) : null,
  );
  const lifted = rasters.map((raster, k) => {
    const { lightest } = ranges[k] as { lightest: number };
    return lightest > 0 && lightest < DIM_BELOW * best
      ? divide(raster, levels[k] as Float32Array, best)
      : null;
  });
  return { rasters: evened, lifted, closed };
}

/**
 * The cells read blank in a dim part of the board whose lifted copy holds a digit, made doubtful (their
 * blank confidence {@link DIM_BLANK_CONFIDENCE}), that digit kept as the cell's `lifted` ink: in a
 * shadow a printed digit can fall under the contrast a digit needs, while lifting every dim cell made
 * stains into digits on evenly lit photos (see CHANGES.md). The cell stays blank; the person is asked to
 * look, and print-marks.ts may propose the lifted digit (still doubtful).
 * @example doubtDimBlanks(cells, evenLight(rasters).lifted, (r, k) => isolateDigit(k, r, false))
 */
export function doubtDimBlanks(
  cells: readonly CellSample[],
  lifted: readonly (CellRaster | null)[],
  isolate: (raster: CellRaster, cell: number) => CellSample,
): CellSample[] {
  return cells.map((sample, k) => {
    const copy = lifted[k];
    if (sample.ink || copy === null || copy === undefined) return sample;
    const digit = isolate(copy, k);
    if (!digit.ink) return sample;
    return {
      ...sample,
      inkConfidence: Math.min(sample.inkConfidence, DIM_BLANK_CONFIDENCE),
      lifted: { patch: digit.patch, features: digit.features },
    };
  });
}

/**
 * The evened cells read blank whose copy divided by the closed paper level holds a digit, read from that
 * copy instead: the paper level of the 10-pixel window does not pass over a bold, blurred stroke, and
 * dividing by it lightened the digit's own ink until it was cut away or fell under the contrast a digit
 * needs (see CHANGES.md). A cell read with ink, or still blank in the closed copy, is left as it was.
 * @returns the cells and their rasters, the ones read again replaced
 * @example ({ cells, rasters } = closeBlanks(cells, rasters, evenLight(raw).closed, isolate));
 */
export function closeBlanks(
  cells: readonly CellSample[],
  rasters: readonly CellRaster[],
  closed: readonly (CellRaster | null)[],
  isolate: (raster: CellRaster, cell: number) => CellSample,
): { cells: CellSample[]; rasters: CellRaster[] } {
  const out = { cells: [...cells], rasters: [...rasters] };
  for (const [k, sample] of cells.entries()) {
    const copy = closed[k];
    if (sample.ink || copy === null || copy === undefined) continue;
    const again = isolate(copy, k);
    if (!again.ink) continue;
    out.cells[k] = again;
    out.rasters[k] = copy;
  }
  return out;
}
