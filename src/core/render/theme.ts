/**
 * The renderer's theme: colours per theme and the picture's sizes. Everything a person might want to tune
 * about how a board looks, and nothing about how it is drawn (draw.ts).
 */

/** Colour scheme; "dark" matches Discord's dark theme, "light" its light theme. */
export type Theme = "dark" | "light";

/** The colours of one theme, each `#rrggbb`. */
export interface ThemeColours {
  /** The picture's background, also the background of an unmarked cell. */
  readonly background: string;
  /** Digits of the puzzle (drawn bold). */
  readonly given: string;
  /** Digits placed by the solver (drawn regular weight). */
  readonly filled: string;
  /** The user's own digits (regular weight). */
  readonly entry: string;
  /** The user's digits that are wrong (regular weight), and changed givens (bold). */
  readonly wrong: string;
  /** Lines between cells inside a box. */
  readonly thinLine: string;
  /** Lines between boxes and the outer frame. */
  readonly thickLine: string;
  /** Ring of a "conflict" mark. */
  readonly conflict: string;
  /** Cell background under a "conflict" mark. */
  readonly conflictFill: string;
  /** Dashed outline and corner dot of a "differs" mark. */
  readonly differs: string;
  /** Cross of a "wrong" sign and triangle of a "changed-given" sign. */
  readonly wrongMark: string;
  /** Cell background under a "wrong" or "changed-given" mark. */
  readonly wrongFill: string;
  /** Dotted outline and "?" badge of a "doubtful" mark (a cell the picture reader is not sure of). */
  readonly doubtful: string;
  /** Cell background under a "doubtful" mark. */
  readonly doubtfulFill: string;
  /** Outline of a "hint" mark. */
  readonly hint: string;
  /** Cell background under a "hint" mark. */
  readonly hintFill: string;
  /** Cell background of a highlighted unit (a step's row, column or box). */
  readonly unitFill: string;
  /** Cell background of a step's pattern cells (stronger than `unitFill`). */
  readonly patternFill: string;
  /** Accent band for `frame: "correct"`. */
  readonly frameCorrect: string;
  /** Accent band for `frame: "wrong"`. */
  readonly frameWrong: string;
  /** Caption text. */
  readonly caption: string;
}

/**
 * The colours of each theme, exported so tests can assert them.
 *
 * Chosen so that givens and filled digits differ in lightness as well as hue (they stay apart under
 * protanopia and deuteranopia, which keep the blue–yellow axis and lightness), and every digit colour
 * has a contrast of at least 4.5:1 on its background.
 */
export const PALETTE: Readonly<Record<Theme, ThemeColours>> = Object.freeze({
  dark: Object.freeze({
    background: "#1e1f22",
    given: "#f2f3f5",
    filled: "#5ca8ff",
    entry: "#f0b44c",
    wrong: "#ff6f91",
    thinLine: "#4f525a",
    thickLine: "#aeb2ba",
    conflict: "#ff5c5c",
    conflictFill: "#4a2427",
    differs: "#d08cff",
    wrongMark: "#ff6f91",
    wrongFill: "#40242e",
    doubtful: "#f0b232",
    doubtfulFill: "#3b3222",
    hint: "#3ddc97",
    hintFill: "#1f3a30",
    unitFill: "#262a33",
    patternFill: "#2f3a4f",
    frameCorrect: "#23a55a",
    frameWrong: "#f23f43",
    caption: "#b5bac1",
  }),
  light: Object.freeze({
    background: "#ffffff",
    given: "#15171a",
    filled: "#1f63d6",
    entry: "#7a5000",
    wrong: "#c2255c",
    thinLine: "#c4c8cf",
    thickLine: "#2e3035",
    conflict: "#cf222e",
    conflictFill: "#fbd9dc",
    differs: "#8a3ffc",
    wrongMark: "#c2255c",
    wrongFill: "#fbe3eb",
    doubtful: "#9a6700",
    doubtfulFill: "#fff1c2",
    hint: "#0f8a55",
    hintFill: "#d6f5e6",
    unitFill: "#f1f4f9",
    patternFill: "#dbe6f7",
    frameCorrect: "#1a7f37",
    frameWrong: "#cf222e",
    caption: "#4e5058",
  }),
});

/**
 * The picture's sizes, in pixels. 60 px cells make a 540 px grid: crisp when Discord scales it to a phone's
 * width (about 0.6×), and small to encode. Marks are sized for that phone view: at 0.6× a 16 px cross is still
 * ~10 px, where the old 9 px one shrank to 5.
 */
export const SIZES = Object.freeze({
  cell: 60,
  margin: 16,
  thinLine: 1,
  boxLine: 3,
  frameLine: 4,
  /** The accent band of `frame` sits this far outside the frame line and is this wide. */
  accentGap: 3,
  accentWidth: 6,
  captionStrip: 44,
  captionFontMax: 20,
  captionFontMin: 14,
  /** Digit font size; Inter's digits are ~0.73 em tall, so the ink is ~55% of the cell height. */
  digitFont: 45,
  /** Side of the cross of a "wrong" mark, and its stroke. */
  wrongCross: 16,
  wrongStroke: 4,
  /** Radius of the dot of a "differs" mark, and the dashed outline's stroke. */
  differsDot: 6,
  differsStroke: 3,
  /** Side of the triangle of a "changed-given" sign. */
  changedFlag: 18,
  /** Radius of the "?" badge of a "doubtful" sign, and the dotted outline's stroke. */
  doubtfulBadge: 10,
  doubtfulStroke: 3,
});

/** Side of the 9×9 grid, in pixels. */
export const GRID_SIZE = 9 * SIZES.cell;
