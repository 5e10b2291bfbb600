/**
 * The kind of a digit on a fill of its own, told by what that fill can be a blend of. FLTK's Sudoku
 * draws its selected cell on its own colour mixed half and half with the selection's (`fl_color_average
 * (FL_SELECTION_COLOR, color(), 0.5)`, FLTK's selection a dark blue, 0, 0, 128), over a given's fill or
 * an entry's alike, and the digit in the same ink either way; and it paints a clashing entry's cell
 * yellow (its check skips the read-only givens). So the selection's colour taken back out of a selected
 * cell's fill is a blue over its own kind's fill only: a selected given on FLTK's grey (192) is
 * (96, 96, 160), which unmixed over the light entries' fill (245) needs -53 of red and green; a selected
 * entry of the dark look (102, 103, 167) unmixed over the dark givens' fill (51, 54, 59) needs 275 of
 * blue. A vivid fill that unmixes to no blue over either (FLTK's yellow) is an error fill, an entry's,
 * as backgroundKinds (given-fills.ts) takes a fill of its own: doubtfully.
 *
 * Glossary (see screen.ts for the screenshot vocabulary):
 * - own fill: a digit's background colour at least {@link OWN_FILL} levels (RGB) from both the givens'
 *   fill and the empty cells' (the median over the digits called givens surely, over the blank cells).
 * - unmixed colour: the colour c for which a fill is the half-and-half blend of c and another fill f,
 *   2 × fill - f per channel.
 * - excess: how far a colour lies outside 0-255, its worst channel's overshoot (0 for a colour).
 * - selection blue: an unmixed colour with no excess to speak of ({@link IN_GAMUT}) whose blue exceeds
 *   its red and green by {@link BLUE} (toolkits' selections are blue: FLTK's, GNOME's #b3cce6 too).
 * - no selection: an unmixed colour with an excess of {@link OUT_OF_GAMUT} or more, or whose blue
 *   is no more than its red or green.
 */
import type { CellSample, Rgb } from "../types.js";
import type { Inked, KindCall } from "./screen-kinds.js";

/** A fill at least this far (RGB levels) from both the givens' and the empty cells' is a fill of its own. */
const OWN_FILL = 30;
/** An unmixed colour whose excess is at most this is a colour (flat fills measure within a few levels). */
const IN_GAMUT = 8;
/** ...and one whose excess is at least this is none (an entry selected on FLTK's dark look: 20). */
const OUT_OF_GAMUT = 16;
/**
 * The givens' and the empty cells' fills must be greys, their channels this close (FLTK's 192 and 245,
 * its dark look's #33363b and 201, 203, 206: 8 at most); KSudoku egyptian's tinted tiles are none (a
 * mauve tile unmixed over them to a blue, and an entry was called a given surely).
 */
const GREY = 20;
/** A selection blue's blue exceeds its red and green by this many levels (see the glossary). */
const BLUE = 40;
/** Kind confidence of a selected cell whose fill unmixes to a selection blue over one kind's fill only. */
const BLEND_CONFIDENCE = 0.95;
/** Kind confidence of a digit on an error fill (as screen-kinds.ts OWN_BACKGROUND_CONFIDENCE). */
const ERROR_FILL_CONFIDENCE = 0.8;
/**
 * An error fill is this vivid (its channels this many levels apart: FLTK's yellow 255). A duller own
 * fill is left to the kinds decided so far: a selected yellow cell's olive (127, 127, 64) is as dull as
 * KSudoku egyptian's olive row of givens (133, 134, 87; called entries by this, 5 tune pictures lost).
 */
const VIVID = 160;
/** A sure given's fill is that of a digit called printed this surely. */
const DOUBTFUL = 0.9;

const rgbDistance = (a: Rgb, b: Rgb): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The per-channel median of some colours (null for none). */
function medianRgb(colours: readonly Rgb[]): Rgb | null {
  if (colours.length === 0) return null;
  const channel = (k: number): number => {
    const sorted = colours.map((c) => c[k] as number).sort((p, q) => p - q);
    return sorted[sorted.length >> 1] as number;
  };
  return [channel(0), channel(1), channel(2)];
}

/**
 * The excess of the colour unmixed from `fill` over `under` (see the glossary).
 * @example unmixedExcess([96, 96, 160], [245, 245, 245]) // 53: no selection's colour over an entry's fill
 */
export function unmixedExcess(fill: Rgb, under: Rgb): number {
  let excess = 0;
  for (let k = 0; k < 3; k++) {
    const level = 2 * (fill[k] as number) - (under[k] as number);
    excess = Math.max(excess, -level, level - 255);
  }
  return excess;
}

/**
 * The empty cells' fill: the per-channel median of the blank cells' backgrounds (the picture's edge
 * may hide a cropped cell's digit: left out), null when none was measured.
 * @example emptyFill(cells.filter((c) => !c.ink)) // [245, 245, 245] on FLTK's light looks
 */
export function emptyFill(blanks: readonly CellSample[]): Rgb | null {
  return medianRgb(blanks.flatMap((b) => (b.cropped || !b.colours ? [] : [b.colours.background])));
}

/**
 * Whether a fill is a selected empty cell's (see the file's comment): it unmixes to a selection blue
 * over the empty cells' fill (a grey), being none itself.
 * @example isSelectedEmpty([122, 122, 186], [245, 245, 245]) // true: FLTK's selection over #f5f5f5
 */
export function isSelectedEmpty(fill: Rgb, empty: Rgb): boolean {
  return isGrey(empty) && rgbDistance(fill, empty) >= OWN_FILL && selectionOver(fill, empty) === 1;
}

/** Whether a fill is a grey: its channels within {@link GREY} levels. */
const isGrey = (fill: Rgb): boolean => Math.max(...fill) - Math.min(...fill) <= GREY;

/** Whether the colour unmixed from `fill` over `under` is a selection blue (1), no selection (-1), or neither (0). */
function selectionOver(fill: Rgb, under: Rgb): -1 | 0 | 1 {
  const excess = unmixedExcess(fill, under);
  const [red, green, blue] = [0, 1, 2].map((k) => 2 * (fill[k] as number) - (under[k] as number)) as [
    number,
    number,
    number,
  ];
  const bluer = blue - Math.max(red, green);
  if (excess >= OUT_OF_GAMUT || (excess <= IN_GAMUT && bluer <= 0)) return -1;
  return excess <= IN_GAMUT && bluer >= BLUE ? 1 : 0;
}

/**
 * The kinds of the digits on fills of their own (see the file's comment), the others as they were: a
 * fill that unmixes to a selection blue over one kind's fill and to no selection over the other's is a
 * selected cell of that kind (surely); one that unmixes to no selection over either is an error fill,
 * an entry's (doubtfully) when the fill is vivid ({@link VIVID}). Unchanged when the board has no blank
 * cell or no sure given to measure the fills on, or when those fills are no greys ({@link GREY}).
 * @param kinds per inked cell (same order), as decided so far
 * @param blanks the board's blank cells
 * @example kinds = kindsOnOwnFills(inked, kinds, cells.filter((c) => !c.ink));
 */
export function kindsOnOwnFills(
  inked: readonly Inked[],
  kinds: readonly KindCall[],
  blanks: readonly CellSample[],
): KindCall[] {
  const fillOf = (cell: CellSample): Rgb | null => cell.colours?.background ?? null;
  const empty = emptyFill(blanks);
  const given = medianRgb(
    inked.flatMap((c, i) => {
      const kind = kinds[i];
      const fill = fillOf(c.cell);
      return kind?.kind === "printed" && kind.kindConfidence >= DOUBTFUL && fill !== null ? [fill] : [];
    }),
  );
  if (empty === null || given === null || rgbDistance(empty, given) < OWN_FILL) return [...kinds];
  // Only over grey fills: a tinted theme's tiles (KSudoku egyptian) are no blends of a selection.
  if (!isGrey(empty) || !isGrey(given)) return [...kinds];
  return inked.map((c, i) => {
    const now = kinds[i] as KindCall;
    const fill = fillOf(c.cell);
    if (fill === null || rgbDistance(fill, empty) < OWN_FILL || rgbDistance(fill, given) < OWN_FILL)
      return now;
    const overGiven = selectionOver(fill, given);
    const overEmpty = selectionOver(fill, empty);
    if (overGiven === 1 && overEmpty === -1) return { kind: "printed", kindConfidence: BLEND_CONFIDENCE };
    if (overEmpty === 1 && overGiven === -1) return { kind: "handwritten", kindConfidence: BLEND_CONFIDENCE };
    const vivid = Math.max(...fill) - Math.min(...fill) >= VIVID;
    if (overGiven === -1 && overEmpty === -1 && vivid)
      return {
        kind: "handwritten",
        kindConfidence: Math.max(ERROR_FILL_CONFIDENCE, now.kind === "handwritten" ? now.kindConfidence : 0),
      };
    return now;
  });
}
