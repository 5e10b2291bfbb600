/**
 * Cells drawn as boxes, as FLTK's Sudoku draws them: each cell a sunken (entry, blank) or raised
 * (given) box, each 3×3 box framed on its own, and the digits bold.
 *
 * A bold digit that fills its cell's middle: FLTK's Sudoku draws its digits bold, the cell's height
 * less 10 pixels tall, so an 8, a 6 or a 9 covers more than half of the middle of its cell. The cell's
 * own polarity (cells.ts: the middle's median against its lightest and darkest pixels) then takes the
 * digit for the background and the holes and margins for ink, and the cell reads blank. Such a cell is
 * read again from a copy of it shrunk towards its middle, padded with its fill, where the digit covers
 * a small part of the middle as every other digit does; its measurements are scaled back to the cell.
 * The selected cell is drawn on a darker fill (FLTK: the selection colour mixed into the cell's), its
 * digit still dark: cells.ts takes that fill for a cell drawn inverted and finds no light digit on it.
 * Such a cell is read again from its shrunk copy levelled, its fill lifted to the board's background.
 * A bold digit may also read as a digit of the other polarity, its holes taken for ink (a given 4 in a
 * tall cell of a 520×700 window read as a 6): such a cell is read again the same way, and replaced
 * only by a read of a digit's weight (see {@link BOLD_WEIGHT}).
 * And its 3×3 boxes stand apart by a gap wider than the line between two cells, so at some window sizes
 * the evenly spaced lattice leaves a box's edge inside a cell: that hairline, in an empty cell's fill, is
 * no digit (screen.ts drops it with faint ink).
 * On a board of shaded boxes (FLTK's dark look, screen-shade.ts) every cell is read from its unshaded
 * copy, and the board's polarity is that of most of its digits.
 *
 * Glossary (see cell-raster.ts for the cell raster and its edge zone, screen.ts for the screenshot
 * vocabulary):
 * - flipped blank: a cell read blank whose own polarity is the other one than the board's (a bold
 *   digit read inside out, or a selected cell drawn inverted: that one stays blank when shrunk, as its
 *   middle is one flat fill).
 * - fill: a cell's background colour, the median of a thin ring just inside its edge zone (the box an
 *   app draws the cell in, clear of the digit).
 * - shrunk copy: the cell's part inside {@link KEEP} pixels of its edge scaled by {@link SHRINK} about
 *   the cell's centre, the rest of the cell painted with its fill.
 * - hairline: a cell's ink with a stroke and a width both under {@link HAIRLINE} of the board's
 *   digits' medians.
 * - levelled copy: each channel mapped linearly so that the ink's extreme (the middle's darkest, or
 *   lightest on a dark board) stays and the fill becomes the board's background level.
 */
import { CELL, type CellRaster, EDGE, mapChannels, percentile } from "../cells/cell-raster.js";
import type { CellSample, Rgb } from "../types.js";
import { isSelectedEmpty } from "./fill-blends.js";
import { backgroundColour, type Colour, distance } from "./screen-ink.js";
import { MIDDLE, middleExtreme, unshadedCopy } from "./screen-shade.js";

/** The shrunk copy's scale: a bold digit's share of the middle falls to about half of what it was. */
const SHRINK = 0.7;
/** The shrunk copy keeps the cell's part this many pixels in from its sides (its box's edges left out). */
const KEEP = MIDDLE;
/**
 * A cell's ink with both a stroke and a width under this fraction of the board's digits' medians is a
 * hairline, no digit (see isHairline). Measured on the tune screenshots: the digits of Solo, GNOME Sudoku
 * and KSudoku at least 0.28 of the median stroke and 0.45 of the median width; box edges in FLTK's
 * cells at most 0.12 and 0.05.
 */
const HAIRLINE = 0.2;
/**
 * A cell read as a digit of the other polarity is replaced by its copy's read only when that ink
 * weighs (stroke over height) between these: FLTK's bold digits weigh 0.28-0.52 on the tune
 * screenshots; in a selected blank's copy, a box's edge 0.04-0.05 and its whole frame 0.96.
 */
const BOLD_WEIGHT = [0.15, 0.7] as const;
const isBold = (sample: CellSample): boolean => {
  const weight = sample.features.stroke / Math.max(0.05, sample.features.height);
  return weight >= BOLD_WEIGHT[0] && weight <= BOLD_WEIGHT[1];
};
/** A stray line's cell has an empty cell's fill this close (FLTK's boxes are flat: the same fill exactly). */
const EMPTY_FILL = 0.03;
/** The fill's ring: this many pixels wide, just inside the edge zone. */
const RING = 2;
/** A levelled copy needs its fill this many levels from its ink in every channel. */
const MIN_SPAN = 40;

/** The median of one channel over the ring just inside the edge zone (see the glossary: fill). */
function ringMedian(channel: Uint8Array): number {
  const values: number[] = [];
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const depth = Math.min(u - EDGE, v - EDGE, CELL - EDGE - 1 - u, CELL - EDGE - 1 - v);
      if (depth < RING) values.push(channel[v * CELL + u] as number);
    }
  return percentile(Uint8Array.from(values), 0.5);
}

/**
 * The shrunk copy of a cell (see the glossary): bilinear, about the cell's centre.
 * @example const copy = shrunkCopy(raster); // the digit 0.7 as tall, in the middle, on the cell's fill
 */
export function shrunkCopy(raster: CellRaster): CellRaster {
  const centre = (CELL - 1) / 2;
  return mapChannels(raster, (channel) => {
    const out = new Uint8Array(CELL * CELL).fill(ringMedian(channel));
    const at = (xx: number, yy: number): number => channel[yy * CELL + xx] as number;
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < CELL; u++) {
        const x = centre + (u - centre) / SHRINK;
        const y = centre + (v - centre) / SHRINK;
        if (x < KEEP || y < KEEP || x > CELL - 1 - KEEP || y > CELL - 1 - KEEP) continue;
        const [x0, y0] = [Math.floor(x), Math.floor(y)];
        const [fx, fy] = [x - x0, y - y0];
        const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
        const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
        out[v * CELL + u] = Math.round(top * (1 - fy) + bottom * fy);
      }
    return out;
  });
}

/**
 * The levelled copy of a cell (see the glossary), or null when its fill lies no farther from its ink
 * than {@link MIN_SPAN} levels in some channel (nothing to level).
 * @param background the board's background gray level; @param inverted the board's polarity.
 * @example const copy = levelledCopy(shrunkCopy(raster), 245, false);
 */
export function levelledCopy(raster: CellRaster, background: number, inverted: boolean): CellRaster | null {
  const channels = [raster.red, raster.green, raster.blue, raster.gray];
  const out: Uint8Array[] = [];
  for (const channel of channels) {
    const fill = ringMedian(channel);
    const ink = middleExtreme(channel, inverted);
    if (Math.abs(fill - ink) < MIN_SPAN) return null;
    const gain = (background - ink) / (fill - ink);
    out.push(channel.map((level) => Math.max(0, Math.min(255, Math.round(ink + (level - ink) * gain)))));
  }
  const [red, green, blue, gray] = out as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { red, green, blue, gray };
}

/**
 * Reads the flipped blanks of a screenshot again from their shrunk copies (see the file's comment); a
 * copy that shows a digit in the board's polarity replaces the cell, its height, width and stroke
 * scaled back by {@link SHRINK} (its ink share by its square). A cell read as a digit of the other
 * polarity is read again alike, and replaced only when the copy's digit has a digit's weight
 * ({@link BOLD_WEIGHT}). Every other cell is kept as it was.
 * A shrunk copy still blank is tried levelled (see the file's comment). The cells' rasters stay as they
 * were: the cell's colours are measured on its own pixels (a levelled copy would give the selected
 * cell an empty cell's fill, and its kind would be called surely from it).
 * On a board of shaded boxes every cell is first read again from its unshaded copy (screen-shade.ts).
 * @param isolated the cells as isolated from `cellRasters` (not read on a board of shaded boxes, which
 *   extract.ts leaves empty); @param board the board's polarity (`inverted`: light digits on dark),
 *   background gray level and whether it is of shaded boxes (screen-shade.ts isShadedBoard);
 *   @param isolate cells.ts isolateDigit with the board's settings.
 * @example isolated = isolateBoldDigits(rasters, isolated, { inverted, background, shaded }, isolate);
 */
export function isolateBoldDigits(
  cellRasters: readonly CellRaster[],
  isolated: readonly CellSample[],
  board: { inverted: boolean; background: number; shaded: boolean },
  isolate: (raster: CellRaster, cell: number) => CellSample,
): CellSample[] {
  // A board of shaded boxes: every cell read from its unshaded copy (screen-shade.ts), the board's
  // polarity then that of most of its inked cells (FLTK's dark look: light digits on every box).
  const { shaded } = board;
  const rasters = shaded ? cellRasters.map((raster) => unshadedCopy(raster)) : cellRasters;
  const cells = shaded ? rasters.map((raster, cell) => isolate(raster, cell)) : isolated;
  const inked = cells.filter((c) => c.ink);
  const inverted = shaded
    ? inked.filter((c) => c.features.inverted).length * 2 > inked.length
    : board.inverted;
  const out = [...cells];
  const inBoardPolarity = (sample: CellSample): boolean =>
    sample.ink && sample.features.inverted === inverted;
  for (const [cell, sample] of cells.entries()) {
    if (sample.features.inverted === inverted) continue;
    let copy: CellRaster | null = shrunkCopy(rasters[cell] as CellRaster);
    let again = isolate(copy, cell);
    if (!inBoardPolarity(again)) {
      copy = levelledCopy(copy, board.background, inverted);
      if (copy === null) continue;
      again = isolate(copy, cell);
      if (!inBoardPolarity(again)) continue;
    }
    // A digit read inside out is replaced only by a digit's weight (no hairline, no solid frame).
    if (sample.ink && !isBold(again)) continue;
    const f = again.features;
    out[cell] = {
      ...again,
      features: {
        ...f,
        height: f.height / SHRINK,
        width: f.width / SHRINK,
        stroke: f.stroke / SHRINK,
        inkFraction: f.inkFraction / SHRINK ** 2,
      },
    };
  }
  return out;
}

/**
 * Whether a cell's ink is a stray line: a hairline (see the glossary), as a box's edge left inside a
 * cell is (see the file's comment), in a cell whose fill is an empty cell's (within {@link EMPTY_FILL}).
 * An app draws no digit that thin, its 1 included; but in a cell of another fill (a given's tile, a
 * mistake's) the hairline may be all that was found of a digit, which the rules may still fit. A
 * selected empty cell's fill (fill-blends.ts isSelectedEmpty: FLTK's selection blended over an empty
 * cell's fill, inset from its box, the box's light edge beside it) is an empty cell's too.
 * @param board the board's digits' median stroke and width, and its empty cells' fills (as colour
 *   points, and their median RGB)
 * @example isStrayLine(cell, { stroke: 0.19, width: 0.44, emptyFills }) // a stroke and width of 0.02
 */
export function isStrayLine(
  cell: CellSample,
  board: { stroke: number; width: number; emptyFills: readonly Colour[]; emptyRgb?: Rgb | null },
): boolean {
  const { stroke, width } = cell.features;
  if (stroke >= HAIRLINE * board.stroke || width >= HAIRLINE * board.width) return false;
  const fill = backgroundColour(cell);
  if (fill !== null && board.emptyFills.some((empty) => distance(empty, fill) <= EMPTY_FILL)) return true;
  // A selected empty cell (fill-blends.ts): the hairline is its blended fill's edge.
  const own = cell.colours?.background;
  return own !== undefined && board.emptyRgb != null && isSelectedEmpty(own, board.emptyRgb);
}
