/**
 * Boxes shaded from row to row, as FLTK's Sudoku draws them in its dark look (`-scheme gleam`): every
 * box a gradient over its top and its own colour below, so a light entry's box is dark grey at its top
 * and a light given's box light grey there, and no one polarity reads either (cells.ts judges a cell's
 * polarity on its middle). A board whose cells are mostly such boxes is read from copies of its cells
 * with each row levelled to one flat fill (screen-boxes.ts isolateBoldDigits, told so by extract.ts), and
 * its boxes' colours are measured on copies levelled to their own colour (screen-colours.ts).
 *
 * Glossary (see cell-raster.ts for the cell raster and its edge zone, screen.ts for the screenshot
 * vocabulary):
 * - middle: the cell's part {@link MIDDLE} pixels in from its sides, clear of its box's edges.
 * - shaded box: a cell whose fill changes from row to row but not along a row (FLTK's gleam scheme:
 *   a gradient over the top of each box, the box's own colour below it), so that its fill is neither
 *   light nor dark and one polarity reads its digit half away (a light entry on a light box whose top
 *   is dark grey, a light given on a dark box whose top is light grey).
 * - board of shaded boxes: a board most of whose cells are shaded boxes with flat lower parts (see
 *   isShadedBoard).
 * - row fill: per channel, the median of a row's margins ({@link MARGIN} pixels inside the edge zone on
 *   each side, clear of the digit).
 * - digit's columns: those at least {@link DIGIT_FROM} from the cell's sides, where an app centres its
 *   digit; the cell's margins lie outside them.
 * - line: a column in the cell's margins departing from its rows' fills along nearly the cell's whole
 *   height ({@link LINE_ROWS}): a box's frame, light or dark, or the gap between 3×3 boxes standing in
 *   the cell, which levelled reads as a 1.
 * - unshaded copy: each row of a shaded box mapped linearly so that the ink's extreme stays and the
 *   row fill becomes one level {@link SPAN} levels from the ink, as if the box were flat (anti-aliasing
 *   blends ink and fill linearly, so the digit's edges come back as drawn); its lines painted with that
 *   level.
 * - frame: a column of a cell near its sides departing from the row's level (the box's fill) along
 *   nearly the cell's whole height: a box's lit or dark edge, or the surround beside it.
 * - box centring: the cells of a lattice column moved sideways, each by the same whole number of
 *   pixels, so that their boxes' interior (the longest run of columns no frame, judged over the column's
 *   9 cells) lies in the cell's middle; an interior cut by one side of the cell is placed by the width
 *   of the boxes seen whole. A board fitted as tiles (extract.ts) is cut on a lattice spaced evenly, but
 *   FLTK sets its 3×3 boxes apart by a wider gap, so the boxes of some columns (mostly the first of a
 *   3×3 box) lay up to 6 pixels off their cells: the box's frame stood in the cell's margin and its far
 *   side, with the digit's stroke beside it, under the band cleared inside the tile's edge. The margins
 *   then measured the frame or the stroke as the row's fill, and a 4, 8 or 9 read as a 1, a 2 or a 6,
 *   or an empty box as a 1.
 *
 * Road not taken: lines sought across the whole cell. A bold digit's stroke stands along as much of a
 * stretched cell's height (a 3's right side in a 900×700 window: 31 of its 38 inner rows), so a given 3
 * was painted out and read blank, surely: a wrong cell left unmarked (FLTK extra tune set, seed 105).
 * On the tune sets, every line found in a margin lay within 9 pixels of a side (at most 11), every
 * digit's stroke 17 or more.
 */
import { CELL, type CellRaster, EDGE, mapChannels, percentile } from "../cells/cell-raster.js";

/** The cell's middle lies this many pixels in from its sides (see the glossary). */
export const MIDDLE = EDGE + 2;
/** A shaded box's lower part, below its top's gradient: its rows from half to four fifths down. */
const LOWER = [Math.round(CELL * 0.5), Math.round(CELL * 0.8)] as const;
/** A row fill is measured over this many pixels on each side of the cell, inside its edge zone. */
const MARGIN = 5;
/** A shaded box's row fills (gray) span at least this many levels... */
const SHADE = 40;
/** ...while its two margins agree within this many levels in most rows (a flat fill along each row). */
const ROW_FLAT = 12;
/** ...and the median change of their lower parts' row fills is at most this (see isShadedBoard). */
const FLAT_BELOW = 3;
/** A board is of shaded boxes when at least this many of its cells are. */
const SHADED_CELLS = 54;
/** An unshaded copy's fill lies this many levels from the ink (about a given's contrast on a flat theme). */
const SPAN = 160;
/** The gain of an unshaded row is at most this (a row whose fill is almost the ink's colour). */
const MAX_GAIN = 20;
/** A margin's column departing from its rows' fills in at least this fraction of the inner rows is a line (digits: 0.6). */
const LINE_ROWS = 0.8;
/** ...by more than this many levels (FLTK's gap between 3×3 boxes: about 190 from a light box). */
const LINE_LEVELS = 60;
/** A line's columns this many on each side go with it (its anti-aliased edges, and the box's frame beside the gap). */
const LINE_PAD = 2;
/** The digit's columns lie this far from the cell's sides (see the glossary); the ink's side is judged there. */
const DIGIT_FROM = Math.round(CELL * 0.2);
/** Ink below this many levels from the row fills (cells.ts MIN_CONTRAST) is none: the cell is blank. */
const MIN_INK = 28;

/**
 * The lowest (or, `lightest`, highest) level of a channel over the cell's middle, off the `skip` columns.
 * @example middleExtreme(raster.gray, false) // 0 for a black digit on any fill
 */
export function middleExtreme(channel: Uint8Array, lightest: boolean, skip?: ReadonlySet<number>): number {
  let extreme = lightest ? 0 : 255;
  for (let v = MIDDLE; v < CELL - MIDDLE; v++)
    for (let u = MIDDLE; u < CELL - MIDDLE; u++) {
      if (skip?.has(u)) continue;
      const level = channel[v * CELL + u] as number;
      extreme = lightest ? Math.max(extreme, level) : Math.min(extreme, level);
    }
  return extreme;
}

/** How much a side's margin changes along its rows (a box's edge or gap standing in it), summed. */
function sideRoughness(channel: Uint8Array, from: number): number {
  let sum = 0;
  for (let v = EDGE; v < CELL - EDGE; v++) {
    let lo = 255;
    let hi = 0;
    for (let k = 0; k < MARGIN; k++) {
      const level = channel[v * CELL + from + k] as number;
      lo = Math.min(lo, level);
      hi = Math.max(hi, level);
    }
    sum += hi - lo;
  }
  return sum;
}

/**
 * The row fills of one channel (see the glossary), and how many rows' two margins disagree. A margin
 * much rougher along its rows than the other (a box's edge or the gap between 3×3 boxes standing in
 * it) is left out.
 */
function rowFills(channel: Uint8Array): { fills: Float32Array; uneven: number } {
  const fills = new Float32Array(CELL);
  const left = EDGE;
  const right = CELL - EDGE - MARGIN;
  const roughLeft = sideRoughness(channel, left);
  const roughRight = sideRoughness(channel, right);
  const sides =
    roughLeft > 2 * roughRight + CELL ? [right] : roughRight > 2 * roughLeft + CELL ? [left] : [left, right];
  let uneven = 0;
  for (let v = EDGE; v < CELL - EDGE; v++) {
    const medians = sides.map((from) =>
      percentile(channel.subarray(v * CELL + from, v * CELL + from + MARGIN), 0.5),
    );
    if (Math.max(...medians) - Math.min(...medians) > ROW_FLAT) uneven++;
    fills[v] = medians.reduce((a, b) => a + b, 0) / medians.length;
  }
  for (let v = 0; v < EDGE; v++) fills[v] = fills[EDGE] as number;
  for (let v = CELL - EDGE; v < CELL; v++) fills[v] = fills[CELL - EDGE - 1] as number;
  return { fills, uneven };
}

/** A box's own colour in one channel: the median row fill over the flat part below its top's gradient. */
function boxLevel(fills: Float32Array): number {
  return percentile(Uint8Array.from(fills.subarray(...LOWER), Math.round), 0.5);
}

/**
 * Whether a cell is a shaded box (see the glossary): its gray row fills span at least {@link SHADE}
 * levels and its margins agree along at least three quarters of its rows.
 * @example isShadedBox(raster) // true for an FLTK gleam cell
 */
export function isShadedBox(raster: CellRaster): boolean {
  return shadedFills(raster) !== null;
}

/** A shaded box's gray row fills (see {@link isShadedBox}), or null for a cell that is none. */
function shadedFills(raster: CellRaster): Float32Array | null {
  const { fills, uneven } = rowFills(raster.gray);
  const inner = fills.subarray(EDGE, CELL - EDGE);
  const span = Math.max(...inner) - Math.min(...inner);
  return span >= SHADE && uneven * 4 <= inner.length ? fills : null;
}

/**
 * The columns of a cell that are lines (see the glossary): in its margins, departing from their rows'
 * fills by more than {@link LINE_LEVELS} in {@link LINE_ROWS} of the inner rows, and {@link LINE_PAD}
 * beside them.
 */
function lineColumns(gray: Uint8Array, fills: Float32Array): Set<number> {
  const lines = new Set<number>();
  const rows = CELL - 2 * EDGE;
  for (let u = EDGE; u < CELL - EDGE; u++) {
    if (u >= DIGIT_FROM && u < CELL - DIGIT_FROM) continue;
    let inked = 0;
    for (let v = EDGE; v < CELL - EDGE; v++)
      if (Math.abs((gray[v * CELL + u] as number) - (fills[v] as number)) > LINE_LEVELS) inked++;
    if (inked >= LINE_ROWS * rows) for (let du = -LINE_PAD; du <= LINE_PAD; du++) lines.add(u + du);
  }
  return lines;
}

/** How much a shaded box's gray row fills change over its lower part (half to four fifths down). */
function lowerSpan(fills: Float32Array): number {
  const lower = fills.subarray(...LOWER);
  return Math.max(...lower) - Math.min(...lower);
}

/**
 * Whether a board is of shaded boxes: at least {@link SHADED_CELLS} of its cells are, and their
 * lower parts are flat (median change at most {@link FLAT_BELOW}: the box's own colour below its
 * top's gradient). KSudoku's egyptian tiles are shaded too, but all the way down (median 6 to 14 on
 * the extra tune sets, FLTK's gleam boxes 0 or 1); read as shaded boxes, 5 of its extra pictures
 * were no longer exact.
 * @example if (isShadedBoard(rasters)) rasters = rasters.map((raster) => unshadedCopy(raster));
 */
export function isShadedBoard(rasters: readonly CellRaster[]): boolean {
  const shaded = rasters.map(shadedFills).filter((fills) => fills !== null);
  if (shaded.length < SHADED_CELLS) return false;
  const spans = shaded.map(lowerSpan).sort((a, b) => a - b);
  return (spans[spans.length >> 1] as number) <= FLAT_BELOW;
}

/** The largest light and dark departures of a cell's digit's columns off its `lines` from their row fills, over the rows `from` to `to`. */
function departures(
  gray: Uint8Array,
  fills: Float32Array,
  lines: ReadonlySet<number>,
  [from, to]: readonly [number, number],
): { light: number; dark: number } {
  let light = 0;
  let dark = 0;
  for (let v = from; v < to; v++)
    for (let u = DIGIT_FROM; u < CELL - DIGIT_FROM; u++) {
      if (lines.has(u)) continue;
      const d = (gray[v * CELL + u] as number) - (fills[v] as number);
      light = Math.max(light, d);
      dark = Math.max(dark, -d);
    }
  return { light, dark };
}

/**
 * The unshaded copy of a cell (see the glossary). Its lines (a gap between 3×3 boxes standing in the
 * cell, see {@link LINE_ROWS}) are painted with the copy's fill; the ink's side is the one whose largest
 * departure from the row fills, over the digit's columns ({@link DIGIT_FROM}) and off those lines, is
 * the larger over the box's lower part ({@link LOWER}; over the whole middle when no ink reaches it);
 * with none of {@link MIN_INK} levels the copy is the box's own colour throughout (a blank, flat: a
 * faint line in its margins, an empty box's lit frame too faint to be a line, read as a 1), or, on
 * its own fill, each row's fill replaced by it.
 * @param onOwnFill true to level the rows to the box's own colour (the median row fill of its lower
 *   part) rather than {@link SPAN} from the ink: the colours as drawn on a flat box, for measuring them
 * @example const flat = unshadedCopy(raster); // a light digit on a box dark at its top, on a flat dark fill
 */
export function unshadedCopy(raster: CellRaster, onOwnFill = false): CellRaster {
  return unshadedFrom(raster, rowFills(raster.gray).fills, onOwnFill);
}

/**
 * A shaded box's copy levelled to its own colour (see {@link unshadedCopy}), or null for a cell that is
 * no shaded box ({@link isShadedBox}): its gray row fills measured once for both.
 * @example const flat = ownFillCopy(raster) ?? raster; // measure its colours on this
 */
export function ownFillCopy(raster: CellRaster): CellRaster | null {
  const fills = shadedFills(raster);
  return fills === null ? null : unshadedFrom(raster, fills, true);
}

/** {@link unshadedCopy} from the cell's gray row fills. */
function unshadedFrom(raster: CellRaster, gray: Float32Array, onOwnFill: boolean): CellRaster {
  const lines = lineColumns(raster.gray, gray);
  const { light, dark } = departures(raster.gray, gray, lines, [MIDDLE, CELL - MIDDLE]);
  const lower = departures(raster.gray, gray, lines, LOWER);
  // The ink's side as its lower part has it, where the row fills are the box's own colour (a row fill
  // on its gradient may be measured off the box, beside it), unless no ink reaches it (pencil marks).
  const lightInk = lower.light + lower.dark > 0 ? lower.light >= lower.dark : light >= dark;
  const blank = Math.max(light, dark) < MIN_INK;
  const onLine = new Uint8Array(CELL);
  for (const u of lines) if (u >= 0 && u < CELL) onLine[u] = 1;
  const channels = [raster.red, raster.green, raster.blue, raster.gray];
  const out = channels.map((channel) => {
    const fills = channel === raster.gray ? gray : rowFills(channel).fills;
    const ink = middleExtreme(channel, lightInk, lines);
    const target = blank || onOwnFill ? boxLevel(fills) : clamp(lightInk ? ink - SPAN : ink + SPAN);
    const copy = new Uint8Array(CELL * CELL);
    for (let v = 0; v < CELL; v++) {
      const fill = fills[v] as number;
      const gain = (target - ink) / (fill - ink);
      for (let u = 0, k = v * CELL; u < CELL; u++, k++) {
        const level = channel[k] as number;
        if (onLine[u] === 1) copy[k] = target;
        else if (blank) copy[k] = onOwnFill ? clamp(target + level - fill) : target;
        else if (!(gain > 0) || gain > MAX_GAIN) copy[k] = target;
        else copy[k] = clamp(ink + (level - ink) * gain);
      }
    }
    return copy;
  });
  const [red, green, blue, gray2] = out as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { red, green, blue, gray: gray2 };
}

const clamp = (level: number): number => Math.max(0, Math.min(255, Math.round(level)));

/** A frame's column departs from its rows' levels (their medians across the whole cell) by more than this... */
const FRAME_DEPART = 30;
/** ...in at least this fraction of the rows {@link FRAME_ROWS}. */
const FRAME_ALONG = 0.8;
/** A column of a lattice column's cells is a frame (or the gap beside it) when this many of its 9 cells say so. */
const FRAME_CELLS = 6;
/** The rows over which a column is judged a frame, clear of the cell's top and foot (another box's frame). */
const FRAME_ROWS = [Math.round(CELL * 0.2), Math.round(CELL * 0.8)] as const;
/** A box found this many pixels or more off its cell's centre is taken for a misfit, and its column left as cut. */
const MAX_SHIFT = 12;
/** Frames are sought only this far from the cell's sides (a digit's stroke may stand as long as a frame). */
const FRAME_FROM_SIDE = 12;

/**
 * Whether each column of a cell is a frame (see the glossary): it departs from its rows' levels (the
 * median of each row across the cell, the box's fill: the box fills most of its cell) along nearly all
 * of {@link FRAME_ROWS}.
 */
function frameColumns(gray: Uint8Array): boolean[] {
  const [from, to] = FRAME_ROWS;
  const levels = Array.from({ length: to - from }, (_, k) =>
    percentile(gray.subarray((from + k) * CELL, (from + k + 1) * CELL), 0.5),
  );
  return Array.from({ length: CELL }, (_, u) => {
    if (u >= FRAME_FROM_SIDE && u < CELL - FRAME_FROM_SIDE) return false;
    let departing = 0;
    for (let v = from; v < to; v++)
      if (Math.abs((gray[v * CELL + u] as number) - (levels[v - from] as number)) > FRAME_DEPART) departing++;
    return departing >= FRAME_ALONG * (to - from);
  });
}

/** The longest run of columns that are no frame: a lattice column's boxes' interior, [first, last]. */
function interiorRun(frame: readonly boolean[]): [number, number] {
  let best: [number, number] = [0, -1];
  for (let u = 0; u < frame.length; ) {
    if (frame[u]) {
      u++;
      continue;
    }
    let end = u;
    while (end + 1 < frame.length && !frame[end + 1]) end++;
    if (end - u > best[1] - best[0]) best = [u, end];
    u = end + 1;
  }
  return best;
}

/**
 * The cells of a board of shaded boxes, each moved sideways so that its box's middle lies at the cell's
 * (see the glossary: box centring). `raw` are the cells cut from the lattice without their band cleared
 * (extract.ts), row by row; a lattice column whose boxes' interior is cut by both sides, or found
 * {@link MAX_SHIFT} or more off, is left as cut.
 * @example rasters = centredOnBoxes(raw).map((raster) => clearBand(raster, TILE_INSET));
 */
export function centredOnBoxes(raw: readonly CellRaster[]): CellRaster[] {
  const frames = raw.map((raster) => frameColumns(raster.gray));
  const runs = Array.from({ length: 9 }, (_, c) => {
    const votes = Array.from(
      { length: CELL },
      (_, u) => Array.from({ length: 9 }, (_, r) => frames[r * 9 + c]?.[u]).filter(Boolean).length,
    );
    return interiorRun(votes.map((n) => n >= FRAME_CELLS));
  });
  const whole = runs.filter(([a, b]) => a > 0 && b < CELL - 1).map(([a, b]) => b - a + 1);
  if (whole.length === 0) return [...raw];
  const width = whole.sort((p, q) => p - q)[whole.length >> 1] as number;
  const shifts = runs.map(([a, b]) => {
    const middle =
      a > 0 && b < CELL - 1
        ? (a + b) / 2
        : a > 0
          ? a + (width - 1) / 2
          : b < CELL - 1
            ? b - (width - 1) / 2
            : NaN;
    const shift = Math.round(middle - (CELL - 1) / 2);
    return Number.isNaN(shift) || Math.abs(shift) >= MAX_SHIFT ? 0 : shift;
  });
  return raw.map((raster, cell) => {
    const shift = shifts[cell % 9] as number;
    if (shift === 0) return raster;
    // Each row moved by `shift`, its last (or first) pixel repeated into the part left uncovered.
    return mapChannels(raster, (channel) => {
      const moved = new Uint8Array(CELL * CELL);
      for (let row = 0; row < CELL * CELL; row += CELL) {
        if (shift > 0) {
          moved.set(channel.subarray(row + shift, row + CELL), row);
          moved.fill(channel[row + CELL - 1] as number, row + CELL - shift, row + CELL);
        } else {
          moved.set(channel.subarray(row, row + CELL + shift), row - shift);
          moved.fill(channel[row] as number, row, row - shift);
        }
      }
      return moved;
    });
  });
}
