/**
 * The shared vocabulary of reading a board from a picture: what the extraction hands to the digit
 * classifier, and what the classifier answers.
 *
 * Glossary (each word means exactly this in src/core/vision/):
 * - picture: the decoded image (RGBA, row-major, 4 bytes per pixel).
 * - board: the 9×9 Sudoku found in the picture; corners: its four outer corners in picture pixels,
 *   clockwise from top-left.
 * - warp: the board resampled to a square of fixed size after a perspective transform.
 * - cell: one of the 81 squares, index `row * 9 + column` as in ../board.ts.
 * - ink: the pixels of a cell darker (or, on a dark theme, lighter) than its background, after grid
 *   lines have been removed.
 * - patch: a cell's ink normalized for the classifier: S×S grayscale (S = {@link PATCH_SIZE}),
 *   `Float32Array`, row-major, ink = 1, background = 0, the digit centred and scaled so that its
 *   bounding box's longer side is {@link PATCH_DIGIT_SIZE} pixels (aspect kept).
 * - printed: a digit set in type (a given in a newspaper, a given in an app).
 * - handwritten: a digit written by a person (pen on paper) or entered by the player in an app.
 *
 * Who provides what: decode.ts turns bytes into a {@link Picture} (`decodePicture`), extract.ts finds
 * the board and cuts the 81 cells (`extractBoard(picture) → ExtractedBoard | null`), classify.ts
 * names the digit of each inked cell ({@link ClassifyCell}), read.ts ties them into `readImage`.
 */

/** Side of a patch in pixels. */
export const PATCH_SIZE = 28;

/** Longer side of the digit's bounding box inside a patch, in pixels (the rest is margin). */
export const PATCH_DIGIT_SIZE = 20;

/** A decoded picture: RGBA bytes, row-major, `data.length === width * height * 4`. */
export interface Picture {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * What a board was read from: a photo of paper, whose two kinds of digit are printed and handwritten, or
 * an app's drawing (a screenshot), whose two kinds are the puzzle's givens and the player's entries.
 */
export type PictureSource = "photo" | "screenshot";

/** A point in picture pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Measurements of a cell's ink besides its shape, for telling printed from handwritten digits.
 * Colours are the mean over the ink pixels of the original (unwarped colours, warped geometry).
 */
export interface InkFeatures {
  /** Mean hue of the ink in degrees 0..360 (meaningless when `saturation` is near 0). */
  hue: number;
  /** Mean HSV saturation of the ink, 0..1: pen (red/blue) and app player digits are high, print is low. */
  saturation: number;
  /** Mean HSV value (brightness) of the ink, 0..1. */
  value: number;
  /** Contrast between the ink and the cell's background, 0..1. */
  contrast: number;
  /** Fraction of the cell's area that is ink, 0..1. */
  inkFraction: number;
  /** Height of the digit's bounding box as a fraction of the cell side, 0..1. */
  height: number;
  /** Width of the digit's bounding box as a fraction of the cell side, 0..1. */
  width: number;
  /** Mean stroke width as a fraction of the cell side (ink area / skeleton length estimate). */
  stroke: number;
  /** True when the board was read in the inverted polarity (light digits on a dark background). */
  inverted: boolean;
}

/** An RGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number];

/** A screenshot cell's flat colours (measured only on drawn boards, see screen-colours.ts). */
export interface CellColours {
  /** The cell's background: the median of each channel over its inner part. */
  background: Rgb;
  /** The ink's own colour: the mean of the pixels farthest from the background (0 when there is none). */
  ink: Rgb;
}

/** One cell as the extraction sees it. */
export interface CellSample {
  /** The cell index 0..80. */
  cell: number;
  /** Whether the cell holds a digit-sized blob of ink (false: blank, or only pencil marks). */
  ink: boolean;
  /** How sure the blank/ink decision is, 0..1. */
  inkConfidence: number;
  /** On a drawn board (a screenshot), the cell's background and ink colours. */
  colours?: CellColours;
  /** On a tile board (tiles.ts), how raised the cell's tile is drawn (cell-raster.ts tileBevel). */
  bevel?: number;
  /** With `bevel`, the lesser of its two halves (top against bottom, left against right; cell-raster.ts tileRelief). */
  bevelLeast?: number;
  /** The normalized patch; all zeros when `ink` is false. */
  patch: Float32Array;
  /**
   * The ink measurements; meaningful only when `ink` is true, except `contrast` and `height`, which a
   * blank cell also carries: the contrast of the faint ink, and the height of the tallest blob (a pencil
   * mark), 0 when there was none (screen.ts weighs them against the board's own digits).
   */
  features: InkFeatures;
  /**
   * In a photo's blank cell, fainter or smaller ink than a digit's, isolated as a digit would be
   * (marks.ts): perhaps a digit written very small or faint. Absent when there is none.
   */
  mark?: { patch: Float32Array; features: InkFeatures };
  /**
   * In a photo's blank cell in a shadow, the digit-sized ink its lifted copy shows (even-light.ts
   * doubtDimBlanks), isolated as a digit is: perhaps a given too dark to count there. Absent otherwise.
   */
  lifted?: { patch: Float32Array; features: InkFeatures };
  /** True when the picture's edge may cut the cell's digit (cropped-cells.ts): nothing sure there. */
  cropped?: boolean;
  /**
   * In a photo, ink that looks like pencilled candidates (cells.ts: several small blobs side by side, or
   * one small blob off the centre); photo-pencil.ts decides on the whole board whether they are.
   */
  pencil?: PencilLook;
  /**
   * On a photo, the median gray level of the cell's inner part (cell-raster.ts cellBackground): its paper, or
   * the fill an app drew it on when a screenshot was taken for a photo (print-fills.ts).
   */
  fill?: number;
}

/** How a cell's small ink looks like pencilled candidates: several small blobs, or one off the centre. */
export type PencilLook = "several" | "off-centre";

/** What kind of digit a cell holds. */
export type DigitKind = "printed" | "handwritten";

/** The classifier's answer for one patch. */
export interface CellClassification {
  /** The digit 1..9. */
  digit: number;
  /** Printed (a given) or handwritten (the person's or player's entry). */
  kind: DigitKind;
  /** Probability of `digit` (softmax or calibrated), 0..1. */
  confidence: number;
  /** Probability that `kind` is right, 0..1. */
  kindConfidence: number;
}

/** The classifier's 10 class probabilities (index 0 = not a digit), when it reports them. */
export function probabilitiesOf(result: CellClassification): Float32Array | undefined {
  const probabilities = (result as CellClassification & { probabilities?: Float32Array }).probabilities;
  return probabilities !== undefined && probabilities.length === 10 ? probabilities : undefined;
}

/** The classifier's signature, implemented in classify.ts. */
export type ClassifyCell = (patch: Float32Array, features: InkFeatures) => CellClassification;

/** Why a picture could not be examined at all (as opposed to "examined, no board in it"). */
export type PictureProblem =
  | { kind: "not-an-image" }
  | { kind: "unsupported-format"; format: string }
  | { kind: "too-large"; width: number; height: number; maxPixels: number }
  | { kind: "too-many-bytes"; bytes: number; maxBytes: number }
  | { kind: "corrupt"; detail: string };

/** The board located in a picture, with its 81 cells extracted (see extract.ts). */
export interface ExtractedBoard {
  /** The board's outer corners in the original picture's pixels, clockwise from top-left. */
  corners: [Point, Point, Point, Point];
  /** True when the board was found in the inverted polarity (dark theme). */
  inverted: boolean;
  /** How well the found lines match a 9×9 lattice, 0..1. */
  latticeScore: number;
  /** True when the cells' backgrounds are flat, as in a screenshot (drawn, not photographed). */
  drawn: boolean;
  /** True when the board is drawn as a tile per cell (tiles.ts, KSudoku). */
  tiles?: boolean;
  /** True when a screenshot's board reaches beyond its lattice (board-extent.ts reachesBeyond): no cell sure. */
  beyondLattice?: boolean;
  /** True when a photo's board is a pencilled sheet (photo-pencil.ts), its candidates' cells made blank. */
  pencilled?: boolean;
  /** The 81 cells, index = cell. */
  cells: CellSample[];
}
