/**
 * Reading a screenshot of a Sudoku app: the givens and the player's digits told apart by the board's own
 * ink colours, and the doubt of a photo lifted where a flat, sharp picture leaves none. An app draws every
 * given in one colour (the theme's text colour: black or near-black on a light theme, white or light grey
 * on a dark one) and the player's digits in another (blue, green, teal, grey...), error digits in red. So
 * the inked cells are grouped by colour, the group of the givens is picked, and the digit model's own
 * printed-or-handwritten answer is kept only where colour cannot decide (one colour on the whole board).
 * Ink colours are in screen-ink.ts, the kinds in screen-kinds.ts; this file ties them together.
 *
 * Glossary (see types.ts for cell, ink, printed, handwritten):
 * - screenshot: a board whose cell backgrounds are flat (`ExtractedBoard.drawn`); photos never come here.
 * - ink colour: a cell's mean ink colour as a point (value, saturation·cos hue, saturation·sin hue), so
 *   that two greys differ by brightness and two saturated colours by hue.
 * - usual polarity: whether most inked cells are dark ink on light (or light ink on dark).
 * - selected cell: an inked cell drawn in the other polarity (an app's selected cell, drawn inverted);
 *   its colour says nothing of its kind, so its stroke weight is compared with the board's.
 * - colour group: inked cells of the usual polarity whose ink colours lie close together (screen-ink.ts).
 * - given group: the colour group of the givens: the most neutral and most contrasting ink (the theme's
 *   text colour), never a red one.
 * - weight: a digit's stroke width over its height (bold givens weigh more than regular entries).
 * - same glyph: two inked cells of one kind and polarity whose patches are nearly identical; an app draws
 *   a digit the same way every time, so their digit probabilities are pooled (a digit the model misread
 *   in one cell is outvoted by its twins, and a hesitation is lifted by confident twins).
 * - settled by solving: a doubtful kind decided because only one choice leaves the givens a puzzle with
 *   exactly one solution (app puzzles have one).
 * - marked cell: a player digit in red ink, which an app draws for a mistake (a digit repeated in a row,
 *   column or box); such a repeat is in the picture, not a misread.
 * - board digit: the median height and contrast of the board's inked cells; a blank cell whose only ink
 *   is much smaller or fainter than that (a pencil mark, a dot) is surely blank.
 */

import type { CellSample, DigitKind } from "../types.js";
import { emptyFill, kindsOnOwnFills } from "./fill-blends.js";
import { blanksOnGivensFill, mixedFill } from "./given-fills.js";
import { byGlyphTwins } from "./glyph-twins.js";
import { isCross, isHollow } from "./patch-shapes.js";
import { isStrayLine } from "./screen-boxes.js";
import {
  backgroundColour,
  COLOUR_RADIUS,
  type Colour,
  distance,
  inkColour,
  isRed,
  logistic,
  median,
} from "./screen-ink.js";
import {
  decideKinds,
  type Inked,
  type KindCall,
  type ScreenResult,
  settleBySolving,
} from "./screen-kinds.js";
import { tileKinds } from "./screen-tiles.js";

export type { ScreenResult } from "./screen-kinds.js";

/**
 * Two patches of one board, kind and polarity closer than this (root mean square, ink 0..1) are the same
 * glyph: on the tuning screenshots the same digit's patches were 0.09 apart at the median and different
 * digits' never closer than 0.12.
 */
export const SAME_GLYPH = 0.1;
/**
 * A blank cell's tallest blob under this fraction of the board's digit height is surely no digit (an app
 * draws its digits at one size; pencil marks measured 0.4-0.6 of it on the tuning screenshots).
 */
const PENCIL_RATIO = 0.72;
/** The same, for small ink in a colour no digit of the board has (pencil marks in their own colour). */
const ODD_PENCIL_RATIO = 0.85;
/** An inked cell this many times taller than the board's digits is doubtful. */
const TALLER = 1.2;
/**
 * An inked cell narrower than this fraction of the board's digits' median width is doubtful: an app
 * draws no digit that thin, its 1 included (on the tune screenshots and FLTK's extra tune sets, re-saved
 * as JPEG 90 ×0.6 and WebP 80, the narrowest digit read right, a GNOME Sudoku 1, measured 0.42 of it;
 * the edge of FLTK's selection frame, read as a sure 1 in a selected cell whose 6 or 7 was lost, 0.2).
 */
const THIN = 0.3;
/** The ink confidence of such a thin cell (doubtful: read.ts's threshold is 0.9). */
const THIN_CONFIDENCE = 0.5;
/**
 * An inked cell whose contrast is under this fraction of the board's median is blank: an app draws its
 * digits in full contrast (on the tuning screenshots the faintest digit, a blue entry, measured 0.55 of
 * the median; KSudoku's scribble strokes and shading 0.15-0.2).
 */
export const FAINT_INK = 0.3;
/** Ink fainter than this (as InkFeatures.contrast) was not cut into blobs (cells.ts MIN_CONTRAST). */
const FAINT = 28 / 255;
/** A blank cell whose strong ink was all grid-line remnants. */
const REMNANTS_CONFIDENCE = 0.97;
/**
 * How fast a dropped cell's confidence that it is blank rises with its ink's distance from the digits'
 * ink, in colour-group radii: half at one radius, 0.9 at 1.22 (on the tune screenshots the ink of the
 * dropped empty cells lay 1.4 to 6 radii from the digits', the one dropped digit's at 0.01).
 */
const DROP_SLOPE = 10;
/**
 * A cell dropped as faint whose ink is at least this fraction of the board's median contrast...
 * (KSudoku's scribble strokes and shading measured 0.15-0.2 of it, see {@link FAINT_INK})
 */
const NEARLY_FAINT = 0.25;
/**
 * ...and whose blob is at least this fraction of the board's digit height (and no taller than
 * {@link TALLER} of it) may be a digit the picture's shrinking faded: its blank is doubtful.
 */
const DIGIT_HEIGHT = 0.85;
/** A blank that may be a faded digit is no surer than this (doubtful: read.ts's threshold is 0.9). */
const FADED_DIGIT = 0.5;
/** Fills this sure of a kind outvote the ink's other kind (see checkedByFills)... */
const FILLS_OUTVOTE = 0.9;
/** ...and the kind they give stays doubtful (read.ts's threshold is 0.9), for the person or the puzzle to settle. */
const DISPUTED_KIND = 0.6;
/** A blank cell on the givens' fill is no surer than this (doubtful: a given may be lost there). */
const LOST_GIVEN = 0.5;
/** Screen confidences are capped here: a screenshot may still be scaled, compressed or odd. */
const MAX_CONFIDENCE = 0.995;

/** What {@link settleScreen} returns. */
export interface SettledScreen {
  /** The cells with their ink confidence recalibrated against the board's own digits. */
  cells: CellSample[];
  /** The results with their kinds decided by the board's ink colours. */
  results: (ScreenResult | null)[];
  /** Player digits drawn in red: the app itself marks them as mistakes, so a repeat through them is in the picture. */
  marked: number[];
}

/** Root mean square difference of two patches. */
function patchDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) {
    const d = (a[k] as number) - (b[k] as number);
    sum += d * d;
  }
  return Math.sqrt(sum / a.length);
}

/**
 * Pools the digit probabilities of same-glyph cells (see the glossary): each cell takes the mean of its
 * own and its twins' probabilities, its digit their most probable, its confidence that mean.
 */
function poolGlyphs(inked: readonly Inked[], kinds: readonly { kind: DigitKind }[]): ScreenResult[] {
  return inked.map((c, i) => {
    const own = c.result.probabilities;
    if (own === undefined || own.length !== 10) return c.result;
    const pooled = Float32Array.from(own);
    let twins = 1;
    inked.forEach((other, j) => {
      const theirs = other.result.probabilities;
      if (j === i || theirs === undefined || theirs.length !== 10) return;
      if (kinds[j]?.kind !== kinds[i]?.kind || other.cell.features.inverted !== c.cell.features.inverted)
        return;
      if (patchDistance(c.cell.patch, other.cell.patch) >= SAME_GLYPH) return;
      twins++;
      for (let d = 0; d < 10; d++) (pooled[d] as number) += theirs[d] as number;
    });
    if (twins === 1) return c.result;
    for (let d = 0; d < 10; d++) (pooled[d] as number) /= twins;
    let digit = 1;
    for (let d = 2; d <= 9; d++) if ((pooled[d] as number) > (pooled[digit] as number)) digit = d;
    return { ...c.result, digit, confidence: pooled[digit] as number, probabilities: pooled };
  });
}

/**
 * The ink confidence of a screenshot cell, against the board's own digits: a blank cell whose ink is
 * far smaller or fainter than a digit, or an inked cell as tall and contrasting as the others, is sure.
 */
function screenInkConfidence(
  cell: CellSample,
  digit: { height: number; width: number; contrast: number },
  digitInks: readonly Colour[],
): number {
  const { height, contrast } = cell.features;
  const { height: digitHeight, contrast: digitContrast } = digit;
  if (cell.ink) {
    // Far narrower than the board's digits: a line (a frame's edge) found where a digit was lost.
    if (cell.features.width < THIN * digit.width) return Math.min(cell.inkConfidence, THIN_CONFIDENCE);
    const tall = height / digitHeight;
    const strong = contrast / digitContrast;
    // Far taller than the board's digits (an app draws them at one size): pencil marks stacked into
    // one blob, or something else that is no digit.
    if (tall > TALLER) return Math.min(cell.inkConfidence, logistic((TALLER + 0.1 - tall) * 30));
    return Math.max(
      cell.inkConfidence,
      Math.min(MAX_CONFIDENCE, logistic((tall - 0.7) * 30), logistic((strong - 0.4) * 30)),
    );
  }
  // Blank: its tallest blob against the board's digits; with no blob measured, its ink too faint to
  // be a digit (or, when it was not faint, only grid-line remnants were found).
  // Small ink in a colour no digit of the board has is a pencil mark (Solo draws them lavender).
  const own = inkColour(cell);
  const odd = cell.colours !== undefined && digitInks.every((ink) => distance(ink, own) > COLOUR_RADIUS);
  const sure =
    height > 0
      ? logistic(((odd ? ODD_PENCIL_RATIO : PENCIL_RATIO) - height / digitHeight) * 30)
      : contrast < FAINT
        ? logistic((0.35 - contrast / digitContrast) * 30)
        : REMNANTS_CONFIDENCE;
  return Math.max(cell.inkConfidence, Math.min(MAX_CONFIDENCE, sure));
}

/**
 * How sure a blank is a cell whose ink was dropped as faint or hollow (or a cross), given the ink
 * colours of the board's digits: a cross is a shape no digit has, surely blank; faint or hollow ink is
 * surely blank when the cell's own ink is in no digit's colour group (a theme's stroke, shading or
 * glow), but a cell that holds ink of a digit's own colour may hide a digit under what was measured (the
 * selected cell's glow in KSudoku's abstraction theme: its ring was measured, not the digit inside).
 * With its ink colour not measured there is no such evidence, and the drop stands.
 */
function droppedConfidence(cell: CellSample, digitInks: readonly Colour[]): number {
  if (isCross(cell.patch) || cell.colours === undefined || digitInks.length === 0) return 1;
  const own = inkColour(cell);
  const nearest = Math.min(...digitInks.map((ink) => distance(ink, own)));
  return logistic((nearest / COLOUR_RADIUS - 1) * DROP_SLOPE);
}

/**
 * How sure a blank is a cell dropped as faint whose ink is nearly a digit's: its contrast from
 * {@link NEARLY_FAINT} of the board's median up to {@link FAINT_INK}, its blob as tall as the board's
 * digits (from {@link DIGIT_HEIGHT} to {@link TALLER} of their height), and no cross, hollow frame or
 * stray line. Shrunk and saved again, a digit in a faint ink on a fill of its own fades under the line:
 * synthetic dark screenshots (tune seeds 1023 and 1219) halved and saved as JPEG 80 draw an error
 * entry in pink on the selected cell's blue blend at 0.294-0.296 of the board's contrast, as tall as
 * every digit, and it was read surely blank in a board read `read`. Such a cell is doubtful
 * ({@link FADED_DIGIT}); any other dropped cell keeps its confidence (1).
 */
function fadedConfidence(cell: CellSample, boardContrast: number, digitHeight: number): number {
  if (isCross(cell.patch) || isHollow(cell.patch)) return 1;
  const { contrast, height } = cell.features;
  const strong = contrast / boardContrast;
  const tall = height / digitHeight;
  const nearlyDigit = strong >= NEARLY_FAINT && strong < FAINT_INK && tall >= DIGIT_HEIGHT && tall <= TALLER;
  return nearlyDigit ? FADED_DIGIT : 1;
}

/**
 * The kinds decided by ink, checked against the kinds the cells' fills give (screen-tiles.ts) on a board
 * that fills its givens' cells though it was not found as a tile board: the ink's kind is kept, no surer
 * than the fills' confidence in it where they agree, nor than their doubt of it where they disagree. A
 * tile board taken for a flat one reads its entries, drawn in the givens' ink, as sure givens (KSudoku's
 * egyptian and abstraction tune screenshots with the tiles forced off: 79 wrong kinds called sure in 6
 * boards, 0 with this check). Where the fills are sure of the other kind, theirs is taken, doubtfully:
 * such a board draws every digit in one ink, which then cannot tell the kinds (KSudoku's egyptian
 * boards not found as tiles, extra tune seeds 1-6: 4 of 304 digits' kinds called wrong by the fills,
 * 3 of them surely, where the ink called every entry a given).
 * @returns the kinds (the ink's, unchanged when there are no fills' kinds)
 */
function checkedByFills(byInk: readonly KindCall[], byFills: readonly KindCall[] | null): KindCall[] {
  if (byFills === null) return [...byInk];
  return byInk.map((own, k) => {
    const other = byFills[k] as KindCall;
    if (other.kind !== own.kind && other.kindConfidence >= FILLS_OUTVOTE)
      return { kind: other.kind, kindConfidence: Math.min(other.kindConfidence, DISPUTED_KIND) };
    const doubt = other.kind === own.kind ? other.kindConfidence : 1 - other.kindConfidence;
    return { kind: own.kind, kindConfidence: Math.min(own.kindConfidence, doubt) };
  });
}

/**
 * Settles the read of a screenshot: printed versus handwritten from the board's ink colours (the
 * model's kind kept only where colour cannot decide, a doubtful kind settled by solving), digits pooled
 * over same-glyph cells, and the blank-or-digit confidence of every cell against the board's own digits.
 * @param cells the board's cells as extracted (a board with `drawn` true)
 * @param results the classifier's answer per cell, null for blank cells
 * @param tiles true for a tile board (tiles.ts), whose kinds are told by the cells' tiles
 * @returns the cells with recalibrated `inkConfidence`, and the results with their kinds decided
 * @example const { cells, results } = settleScreen(board.cells, classifyBoard(board.cells));
 */
export function settleScreen(
  cells: readonly CellSample[],
  results: readonly (ScreenResult | null)[],
  tiles = false,
): SettledScreen {
  const all: Inked[] = [];
  cells.forEach((cell, index) => {
    const result = results[index];
    if (cell.ink && result) all.push({ index, cell, result });
  });
  // Ink far fainter than the board's digits is no digit (a theme's stroke or shading across a cell),
  // nor is a cross (GNOME Sudoku's mark on a cell whose pencil marks leave no digit), a hollow frame or
  // a stray line (screen-boxes.ts).
  const allContrast = median(all.map((c) => c.cell.features.contrast));
  const lines = {
    stroke: median(all.map((c) => c.cell.features.stroke)),
    width: median(all.map((c) => c.cell.features.width)),
    emptyFills: cells.flatMap((c) => {
      const fill = c.ink ? null : backgroundColour(c);
      return fill === null ? [] : [fill];
    }),
    emptyRgb: emptyFill(cells.filter((c) => !c.ink)),
  };
  const stray = new Set(all.filter((c) => isStrayLine(c.cell, lines)).map((c) => c.index));
  const inked = all.filter(
    (c) =>
      c.cell.features.contrast >= FAINT_INK * allContrast &&
      !isCross(c.cell.patch) &&
      !isHollow(c.cell.patch) &&
      !stray.has(c.index),
  );
  if (inked.length < all.length) {
    const faint = new Set(all.filter((c) => !inked.includes(c)).map((c) => c.index));
    // Blank, its ink no blob to weigh against the board's digits (see screenInkConfidence).
    const blanked = cells.map((cell, index) =>
      faint.has(index) ? { ...cell, ink: false, features: { ...cell.features, height: 0 } } : cell,
    );
    const dropped = results.map((result, index) => (faint.has(index) ? null : result));
    const settled = settleScreen(blanked, dropped, tiles);
    // A dropped cell stays only as sure a blank as the evidence for dropping it (see droppedConfidence).
    const digitInks = inked.map((c) => inkColour(c.cell));
    const digitHeight = median(inked.map((c) => c.cell.features.height));
    settled.cells = settled.cells.map((cell, index) =>
      faint.has(index)
        ? {
            ...cell,
            inkConfidence: Math.min(
              cell.inkConfidence,
              droppedConfidence(cells[index] as CellSample, digitInks),
              stray.has(index) ? 1 : fadedConfidence(cells[index] as CellSample, allContrast, digitHeight),
            ),
          }
        : cell,
    );
    return settled;
  }
  if (inked.length === 0) return { cells: [...cells], results: [...results], marked: [] };
  const darkInk = inked.filter((c) => !c.cell.features.inverted).length * 2 >= inked.length;
  const blanks = cells.filter((c) => !c.ink);
  // A tile board draws givens and entries in one ink: their tiles tell them apart (screen-tiles.ts).
  // Another board whose fills show a tile board's givens (one not found as tiles) is checked by them.
  const digitCells = inked.map((c) => c.cell);
  // Not fills whose givens are in two inks, though (given-fills.ts mixedFill).
  const tileFills = tileKinds(digitCells, blanks, !tiles);
  const byFills = tileFills !== null && !tiles && mixedFill(inked, darkInk, tileFills) ? null : tileFills;
  // A digit on a fill of its own: a selected cell's blend, or an error fill (fill-blends.ts).
  const kinds = kindsOnOwnFills(
    inked,
    tiles && byFills !== null ? byFills : checkedByFills(decideKinds(inked, darkInk, blanks), byFills),
    blanks,
  );
  const pooled = poolGlyphs(inked, kinds);
  settleBySolving(inked, pooled, kinds);
  const settled = [...results];
  inked.forEach((c, k) => {
    settled[c.index] = {
      ...(pooled[k] as ScreenResult),
      ...(kinds[k] as KindCall),
    };
  });
  const digit = {
    height: median(inked.map((c) => c.cell.features.height)),
    width: median(inked.map((c) => c.cell.features.width)),
    contrast: median(inked.map((c) => c.cell.features.contrast)),
  };
  // A blank cell on the givens' own fill may be a given lost (given-fills.ts blanksOnGivensFill).
  const lost = new Set(blanksOnGivensFill(digitCells, blanks));
  const recalibrated = cells.map((cell) => {
    const sure = screenInkConfidence(
      cell,
      digit,
      inked.map((c) => inkColour(c.cell)),
    );
    return { ...cell, inkConfidence: lost.has(cell.cell) ? Math.min(sure, LOST_GIVEN) : sure };
  });
  const marked = inked
    .filter((c, k) => kinds[k]?.kind === "handwritten" && isRed(inkColour(c.cell)))
    .map((c) => c.index);
  // A doubtful digit much more like another digit's glyph than its own takes it, doubtful (glyph-twins.ts).
  return { cells: recalibrated, results: byGlyphTwins(cells, settled).results, marked };
}
