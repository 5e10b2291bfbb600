/**
 * Cutting the board into cells and isolating each cell's digit: every cell is resampled from the
 * picture through its own four lattice points, its ink is separated from the background and from
 * remnants of grid lines, and a digit-sized blob becomes a normalized patch for the classifier.
 *
 * Glossary:
 * - cell raster: a cell resampled to CELL × CELL pixels (colour and gray), lattice lines on its edges.
 * - inkness: how much darker (or, inverted, lighter) than the cell's background a pixel is, 0..255.
 * - blob: a connected component of the cell's ink mask.
 * - digit blobs: the blob nearest the centre that is large enough, plus blobs overlapping its box
 *   (a digit broken by blur or a pen lifting).
 * - pencil marks: small candidate digits in an app; blobs shorter than {@link MIN_DIGIT_HEIGHT} of the
 *   cell, which mean the cell is empty.
 */

import { labelComponents } from "../picture/raster.js";
import { type CellSample, type InkFeatures, PATCH_DIGIT_SIZE, PATCH_SIZE } from "../types.js";
import { DETACHED_CONFIDENCE, digitCandidates, digitSized, eraseLines, isEdgeLine } from "./cell-lines.js";
import { CELL, type CellRaster, EDGE, percentile } from "./cell-raster.js";
import { ENTRY_DOUBT, entryColoured, looksLikePencilMarks, strongInkDigitSized } from "./entry-ink.js";
import { PENCIL_BLANK_CONFIDENCE } from "./photo-pencil.js";

export { backgroundNoise, CELL, type CellRaster, cellBackground, sampleCell } from "./cell-raster.js";

/** Blobs shorter than this fraction of the cell are pencil marks or noise, never a digit. */
export const MIN_DIGIT_HEIGHT = 0.24;
/** In a photo, handwriting can be this small (pens write small digits low in the cell). */
const MIN_PHOTO_DIGIT_HEIGHT = 0.14;
/** Digits shorter than this fraction of the cell may be pencil marks, judged by their layout. */
const PENCIL_HEIGHT = 0.36;
/** On a screenshot, kept blobs whose tallest is under this fraction of their box are stacked pencil marks. */
const STACKED = 0.6;
/**
 * A screenshot's blob shorter than a digit, at least half as high (no hairline), this long across and
 * twice as long as high, is a digit on its side (a board turned a quarter turn: its 1s are bars 0.23-0.25
 * of the cell high, 0.54 long on our renders, whose digits stand 0.5-0.6 high): ink, doubtful.
 */
const SIDEWAYS_LENGTH = 0.4;
const SIDEWAYS_CONFIDENCE = 0.5;
/** Ink must be at least this many gray levels from the background to count. */
const MIN_CONTRAST = 28;
/** On a screenshot, ink lies this many times farther from the fill on its own side than on the other. */
const INK_SIDE = 2;
/** The blank confidence of a photo's cell whose only marks are faint or short (see isolateDigit). */
const PHOTO_FAINT_BLANK = 0.95;
/**
 * A mark (see isolateMark in marks.ts) needs only this much contrast and height: about half of a digit's.
 * Not tuned: the training photos have no digit missed this way; chosen as half of the digit limits.
 */
const MARK_CONTRAST = 14;
const MARK_HEIGHT = 0.07;
const MARK_PERCENTILE = 0.997;
/** A photo's blob with at least this share of its ink in the edge zone is a line remnant (see preferOffLines). */
const REMNANT_SHARE = 0.5;
/** The features of a cell without ink: every measure 0, upright polarity. */
export const NO_FEATURES: InkFeatures = Object.freeze({
  hue: 0,
  saturation: 0,
  value: 0,
  contrast: 0,
  inkFraction: 0,
  height: 0,
  width: 0,
  stroke: 0,
  inverted: false,
});

/** Hue (degrees), saturation and value of an RGB colour (0..255 each). */
function toHsv(r: number, g: number, b: number): { hue: number; saturation: number; value: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue, saturation: max === 0 ? 0 : delta / max, value: max / 255 };
}

/**
 * Decides whether a cell holds a digit and, if so, builds its patch and features.
 * @param raster the cell resampled by {@link sampleCell}.
 * @param inverted true on dark themes (ink lighter than the background).
 * @param boardBackground the board's typical background gray level (see {@link cellBackground}); a cell
 *   far from it is drawn in the other polarity.
 * @param drawn true for a screenshot (flat background), where small blobs are pencil marks; false for
 *   a photo, where small handwriting is common and pencil marks are rare.
 * @param relaxed true to take fainter, shorter ink as a digit (a mark, see isolateMark in marks.ts)
 */
export function isolateDigit(
  cell: number,
  raster: CellRaster,
  inverted: boolean,
  boardBackground?: number,
  drawn = true,
  relaxed = false,
): CellSample {
  const n = CELL * CELL;
  const blank = (inkConfidence: number, contrast = 0, height = 0): CellSample => ({
    cell,
    ink: false,
    inkConfidence,
    patch: new Float32Array(PATCH_SIZE * PATCH_SIZE),
    features: { ...NO_FEATURES, inverted, contrast: contrast / 255, height },
  });
  // Background: the typical level of the cell's inner part (most of a cell is background, even with a digit).
  const inner = new Uint8Array((CELL - 2 * EDGE) ** 2);
  for (let v = EDGE, k = 0; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) inner[k++] = raster.gray[v * CELL + u];
  // A selected cell drawn inverted (dark fill in a light theme, light fill in a dark one) has its own polarity.
  const level50 = percentile(inner, 0.5);
  const flipped = boardBackground !== undefined && Math.abs(level50 - boardBackground) > 90;
  if (flipped) inverted = level50 < boardBackground;
  if (drawn) inverted = drawnPolarity(raster.gray, flipped ? level50 : null) ?? inverted;
  const background = inverted ? percentile(inner, 0.3) : percentile(inner, 0.7);
  // Ink is darker (lighter, inverted) than the background, or more colourful: red pen on shaded paper
  // can be as light as the paper in gray, but not in chroma (max - min of the channels).
  const chroma = new Uint8Array(n);
  const innerChroma = new Uint8Array(inner.length);
  for (let k = 0; k < n; k++) {
    const r = raster.red[k];
    const g = raster.green[k];
    const b = raster.blue[k];
    chroma[k] = Math.max(r, g, b) - Math.min(r, g, b);
  }
  for (let v = EDGE, k = 0; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) innerChroma[k++] = chroma[v * CELL + u];
  const backgroundChroma = percentile(innerChroma, 0.5);
  const inkness = new Float32Array(n);
  const signal = new Uint8Array(inner.length);
  for (let k = 0; k < n; k++) {
    const d = inverted ? raster.gray[k] - background : background - raster.gray[k];
    inkness[k] = Math.max(0, d, chroma[k] - backgroundChroma);
  }
  for (let v = EDGE, k = 0; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) signal[k++] = Math.min(255, inkness[v * CELL + u]);
  // A mark may cover less than 1 % of the cell: its contrast is taken nearer the darkest pixels.
  const contrast = percentile(signal, relaxed ? MARK_PERCENTILE : 0.99);
  // In a photo a faint or short mark is paper, shading or a line's remnant, not a missed digit
  // (measured on the training photos: 0 of 307 such blank cells held a digit; the digits missed were
  // cut off with a grid line, see eraseLines). On a screenshot it may be a light digit: doubtful.
  const faint = (confidence: number, height = 0): CellSample =>
    blank(drawn ? confidence : Math.max(confidence, PHOTO_FAINT_BLANK), contrast, height);
  const minContrast = relaxed ? MARK_CONTRAST : MIN_CONTRAST;
  if (contrast < minContrast) return faint(Math.min(1, 0.5 + (minContrast - contrast) / 10));
  const mask = new Uint8Array(n);
  const level = contrast * 0.45;
  for (let k = 0; k < n; k++) mask[k] = inkness[k] > level ? 1 : 0;
  let { labels, components } = labelComponents(mask, CELL, CELL);
  // An app draws its digits clear of the cell's edges: beside ink that is, ink touching them is a line,
  // a frame or a stroke of the theme's artwork (a photo's handwriting may run into a line; a screenshot's
  // digit may merge with a thick border, and is kept when nothing else is found).
  const found = digitCandidates(components, CELL, EDGE);
  const inside = found.filter((c) => !touchesEdge(c));
  let candidates = drawn && inside.length > 0 ? inside : found;
  let detached = false;
  if (candidates.length === 0 && components.some((c) => c.area >= CELL)) {
    // A digit touching a grid line (a pen stroke running into it, or a line blurred into the digit) is
    // one blob with the line and was dropped with it: cut the lines away and look again.
    eraseLines(mask, CELL, EDGE);
    ({ labels, components } = labelComponents(mask, CELL, CELL));
    candidates = digitCandidates(components, CELL, EDGE);
    detached = true;
  }
  // An app centres its digits: a thin straight line far to one side is a box's edge (cell-lines.ts
  // isEdgeLine), dropped when a digit's height of ink is left beside it, or none (an empty cell's edge).
  if (drawn) {
    const solid = candidates.filter((c) => !isEdgeLine(c, CELL));
    const tallest = Math.max(0, ...solid.map((c) => c.maxY - c.minY + 1)) / CELL;
    if (solid.length === 0 || tallest >= MIN_DIGIT_HEIGHT) candidates = solid;
  }
  if (candidates.length === 0) return blank(0.95, contrast);
  // A photo's line remnant (a blob lying mostly along the cell's sides) is a digit only when nothing else is.
  if (!drawn && !relaxed) candidates = preferOffLines(candidates, labels);
  // The main blob: the tallest near the centre.
  const centre = CELL / 2;
  const rank = (c: (typeof candidates)[number]): number =>
    c.maxY - c.minY + 1 - 0.5 * Math.hypot((c.minX + c.maxX) / 2 - centre, (c.minY + c.maxY) / 2 - centre);
  const main = candidates.reduce((p, q) => (rank(q) > rank(p) ? q : p));
  let box = { minX: main.minX, minY: main.minY, maxX: main.maxX, maxY: main.maxY };
  const kept = new Set([main.label]);
  for (const c of candidates) {
    if (kept.has(c.label)) continue;
    const overlapsX = c.minX <= box.maxX + 2 && c.maxX >= box.minX - 2;
    const overlapsY = c.minY <= box.maxY + 3 && c.maxY >= box.minY - 3;
    if (overlapsX && overlapsY) {
      kept.add(c.label);
      box = {
        minX: Math.min(box.minX, c.minX),
        minY: Math.min(box.minY, c.minY),
        maxX: Math.max(box.maxX, c.maxX),
        maxY: Math.max(box.maxY, c.maxY),
      };
    }
  }
  const height = (box.maxY - box.minY + 1) / CELL;
  const width = (box.maxX - box.minX + 1) / CELL;
  if (detached && !relaxed) {
    const area = candidates.reduce((sum, c) => sum + (kept.has(c.label) ? c.area : 0), 0);
    // Too tall for a digit may be an entry on a band of artwork (entry-ink.ts): doubtful.
    if (!digitSized(area, height, width, contrast)) {
      const entry = drawn && strongInkDigitSized(inkness, labels, kept, contrast);
      return blank(entry ? ENTRY_DOUBT : 0.95, contrast, height);
    }
  }
  const minHeight = relaxed ? MARK_HEIGHT : drawn ? MIN_DIGIT_HEIGHT : MIN_PHOTO_DIGIT_HEIGHT;
  // Before the board's orientation is known (orientation.ts), a bar as long as a digit is tall may be one.
  const long = width >= Math.max(SIDEWAYS_LENGTH, 2 * height) && height >= minHeight / 2;
  const sideways = drawn && !relaxed && height < minHeight && long;
  if (height < minHeight && !sideways) return faint(Math.min(1, 0.5 + (minHeight - height) * 5), height);
  const pencilled = height < PENCIL_HEIGHT ? looksLikePencilMarks(candidates, kept, box) : null;
  if (drawn && pencilled !== null) return blank(PENCIL_BLANK_CONFIDENCE, contrast, height);
  // Pencil marks stacked in a column look like one tall digit, but each blob is small (an app's digit
  // is one blob as tall as the whole): blank, as tall as its tallest mark; in an entry's colour, pieces of
  // an entry maybe (entry-ink.ts): doubtful, as tall as the whole (screen.ts takes a short blank as sure).
  const tallest = Math.max(...found.filter((c) => kept.has(c.label)).map((c) => c.maxY - c.minY + 1)) / CELL;
  if (drawn && kept.size > 1 && tallest < STACKED * height)
    return entryColoured(raster, labels, kept)
      ? blank(ENTRY_DOUBT, contrast, height)
      : blank(PENCIL_BLANK_CONFIDENCE, contrast, tallest);
  // Ink statistics over the kept blobs.
  let area = 0;
  let runs = 0;
  let r = 0;
  let g = 0;
  let b = 0;
  for (let v = box.minY; v <= box.maxY; v++) {
    let inRun = false;
    for (let u = box.minX; u <= box.maxX; u++) {
      const k = v * CELL + u;
      const on = kept.has(labels[k]);
      if (on) {
        area++;
        r += raster.red[k];
        g += raster.green[k];
        b += raster.blue[k];
        if (!inRun) runs++;
      }
      inRun = on;
    }
  }
  const hsv = toHsv(r / area, g / area, b / area);
  const features: InkFeatures = {
    ...hsv,
    contrast: contrast / 255,
    inkFraction: area / n,
    height,
    width,
    stroke: area / Math.max(1, runs) / CELL,
    inverted,
  };
  return {
    cell,
    ink: true,
    // A photo's small marks laid out as candidates (a screenshot's returned blank above): blank when the
    // board has many (photo-pencil.ts).
    ...(!relaxed && pencilled !== null && { pencil: pencilled }),
    inkConfidence: Math.min(
      detached ? DETACHED_CONFIDENCE : 1,
      sideways ? SIDEWAYS_CONFIDENCE : 0.5 + (height - minHeight) * 4,
      0.5 + (contrast - minContrast) / 20,
    ),
    patch: buildPatch(inkness, labels, kept, box, contrast),
    features,
  };
}

/**
 * The candidates that are not line remnants, when there are any (else all of them). A remnant lies with
 * at least {@link REMNANT_SHARE} of its ink in the edge zone: the piece of a grid line a lattice a little
 * off leaves inside the cell, often with a foot along the next side, can be taller than the digit and
 * would be taken for it (the tallest near the centre wins), alone or with the digit inside its box (a
 * patch 0.7-0.8 of the cell tall and wide). On the training photos as taken, this changed the digit cut
 * out in 63 cells of the 118 printed sheets and 122 of the 118 pen-filled ones; the pen digit replaced
 * by a thin grey stroke was then taken for print. `npm run bench:read -- --split training --no-real
 * --screens 0 [--degrade small|faint|blur]`, boards exact, printed / pen-filled: as taken 115 / 114 →
 * 115 / 116 (`read` 98 / 64 → 107 / 77); half size 104 / 77 → 110 / 91; faint 104 / 91 → 109 / 94;
 * `--split calibration` (never trained on) 14 / 14 → 15 / 15 (`read` 11 / 1 → 14 / 5). Marks (relaxed)
 * are cut as before: print-marks.ts's likeness line was measured on them.
 */
function preferOffLines<C extends { label: number; area: number }>(candidates: C[], labels: Int32Array): C[] {
  const inEdge = new Map<number, number>();
  for (let v = 0; v < CELL; v++)
    for (let u = 0; u < CELL; u++) {
      if (u >= EDGE && v >= EDGE && u < CELL - EDGE && v < CELL - EDGE) continue;
      const label = labels[v * CELL + u] as number;
      if (label > 0) inEdge.set(label, (inEdge.get(label) ?? 0) + 1);
    }
  const off = candidates.filter((c) => (inEdge.get(c.label) ?? 0) < REMNANT_SHARE * c.area);
  return off.length > 0 ? off : candidates;
}

/** Whether a blob reaches into the outer half of the cell's edge zone. */
function touchesEdge(c: { minX: number; minY: number; maxX: number; maxY: number }): boolean {
  const near = EDGE / 2;
  return c.minX < near || c.minY < near || c.maxX >= CELL - near || c.maxY >= CELL - near;
}

/**
 * The polarity of a screenshot cell's own ink: an app may draw light digits on some fills and dark
 * ones on others (KSudoku's abstraction theme: white digits on light and on dark tiles), so the ink is
 * whichever side of the flat fill reaches {@link INK_SIDE} times farther than the other, in the cell's
 * middle (where the digit is, away from the gaps between tiles). The fill is the middle's median; when
 * neither side reaches twice the other from it, the inner part's median: a bold digit may cover half
 * of the middle (FLTK's Sudoku draws its digits bold, the cell's height less 10 pixels), whose median
 * then lies between the digit and the fill.
 * @param fill the median of the cell's inner part (inside the edge zone), given for a cell whose fill
 *   is far from the board's background (a selected cell's), or null
 * @returns true for light ink, false for dark, null when neither side stands out (a blank cell)
 */
function drawnPolarity(gray: Uint8Array, fill: number | null): boolean | null {
  const from = Math.round(CELL * 0.2);
  const to = CELL - from;
  const middle = new Uint8Array((to - from) ** 2);
  for (let v = from, k = 0; v < to; v++) for (let u = from; u < to; u++) middle[k++] = gray[v * CELL + u];
  const [lightest, darkest] = [percentile(middle, 0.99), percentile(middle, 0.01)];
  const level50 = percentile(middle, 0.5);
  const [light, dark] = [lightest - level50, level50 - darkest];
  if (Math.max(light, dark) < MIN_CONTRAST) return null;
  if (light > INK_SIDE * dark) return true;
  if (dark > INK_SIDE * light) return false;
  // Neither side twice the other: the middle's median may lie on a bold digit, the inner part's on the fill.
  if (fill === null) return null;
  const [lightOfFill, darkOfFill] = [lightest - fill, fill - darkest];
  if (lightOfFill > INK_SIDE * darkOfFill) return true;
  if (darkOfFill > INK_SIDE * lightOfFill) return false;
  return null;
}

/**
 * The patch: the kept blobs' inkness (scaled so that the ink's full contrast is 1), cropped to their
 * box, resized so the longer side is PATCH_DIGIT_SIZE, centred in PATCH_SIZE × PATCH_SIZE.
 */
function buildPatch(
  inkness: Float32Array,
  labels: Int32Array,
  kept: Set<number>,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  contrast: number,
): Float32Array {
  const patch = new Float32Array(PATCH_SIZE * PATCH_SIZE);
  // Inkness restricted to the kept blobs and their immediate surroundings (anti-aliased edges).
  const near = (u: number, v: number): boolean => {
    for (let dv = -1; dv <= 1; dv++)
      for (let du = -1; du <= 1; du++) {
        const x = u + du;
        const y = v + dv;
        if (x >= 0 && y >= 0 && x < CELL && y < CELL && kept.has(labels[y * CELL + x])) return true;
      }
    return false;
  };
  const bw = box.maxX - box.minX + 1;
  const bh = box.maxY - box.minY + 1;
  const scale = PATCH_DIGIT_SIZE / Math.max(bw, bh);
  const ow = bw * scale;
  const oh = bh * scale;
  const ox = (PATCH_SIZE - ow) / 2;
  const oy = (PATCH_SIZE - oh) / 2;
  const full = contrast * 0.8;
  for (let py = 0; py < PATCH_SIZE; py++) {
    for (let px = 0; px < PATCH_SIZE; px++) {
      // Average the source pixels this patch pixel covers (box filter; the patch is smaller or similar).
      const sx0 = box.minX + (px - ox) / scale;
      const sy0 = box.minY + (py - oy) / scale;
      const sx1 = sx0 + 1 / scale;
      const sy1 = sy0 + 1 / scale;
      let sum = 0;
      let count = 0;
      for (let v = Math.floor(sy0); v < Math.ceil(sy1); v++) {
        for (let u = Math.floor(sx0); u < Math.ceil(sx1); u++) {
          count++;
          if (u < Math.max(0, box.minX - 1) || v < Math.max(0, box.minY - 1)) continue;
          if (u > Math.min(CELL - 1, box.maxX + 1) || v > Math.min(CELL - 1, box.maxY + 1)) continue;
          if (!near(u, v)) continue;
          sum += Math.min(1, inkness[v * CELL + u] / full);
        }
      }
      patch[py * PATCH_SIZE + px] = count > 0 ? sum / count : 0;
    }
  }
  return patch;
}
