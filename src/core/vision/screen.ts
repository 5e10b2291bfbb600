/**
 * Reading a screenshot of a Sudoku app: the givens and the player's digits told apart by the board's own
 * ink colours, and the doubt of a photo lifted where a flat, sharp picture leaves none. An app draws every
 * given in one colour (the theme's text colour: black or near-black on a light theme, white or light grey
 * on a dark one) and the player's digits in another (blue, green, teal, grey...), error digits in red. So
 * the inked cells are grouped by colour, the group of the givens is picked, and the digit model's own
 * printed-or-handwritten answer is kept only where colour cannot decide (one colour on the whole board).
 *
 * Glossary (see types.ts for cell, ink, printed, handwritten):
 * - screenshot: a board whose cell backgrounds are flat (`ExtractedBoard.drawn`); photos never come here.
 * - ink colour: a cell's mean ink colour as a point (value, saturation·cos hue, saturation·sin hue), so
 *   that two greys differ by brightness and two saturated colours by hue.
 * - usual polarity: whether most inked cells are dark ink on light (or light ink on dark).
 * - selected cell: an inked cell drawn in the other polarity (an app's selected cell, drawn inverted);
 *   its colour says nothing of its kind, so its stroke weight is compared with the board's.
 * - colour group: inked cells of the usual polarity whose ink colours lie within {@link COLOUR_RADIUS}
 *   of the group's centre.
 * - given group: the colour group of the givens: the most neutral and most contrasting ink (the theme's
 *   text colour), never a red one.
 * - weight: a digit's stroke width over its height (bold givens weigh more than regular entries).
 * - marked cell: a player digit in red ink, which an app draws for a mistake (a digit repeated in a row,
 *   column or box); such a repeat is in the picture, not a misread.
 * - board digit: the median height and contrast of the board's inked cells; a blank cell whose only ink
 *   is much smaller or fainter than that (a pencil mark, a dot) is surely blank.
 */
import type { CellClassification, CellSample, DigitKind } from "./types.js";

/** Ink colours of one colour group lie within this distance of its centre (value and chroma, 0..1). */
export const COLOUR_RADIUS = 0.15;
/** A group whose chroma (saturation) is above this is not neutral, so unlikely to be the givens' ink. */
const NEUTRAL_CHROMA = 0.1;
/**
 * A selected cell's weight over the same digit's in the board's usual polarity, measured on the tuning
 * screenshots: light on dark in a light theme measures bolder (×1.15), dark on light in a dark theme
 * lighter (×0.92).
 */
const SELECTED_IN_LIGHT_THEME = 1.15;
const SELECTED_IN_DARK_THEME = 0.92;
/** Kind confidence of a board in one colour and one weight (every digit a given). */
const ONE_INK_CONFIDENCE = 0.97;
/** Ink fainter than this (as InkFeatures.contrast) was not cut into blobs (cells.ts MIN_CONTRAST). */
const FAINT = 28 / 255;
/** A blank cell whose strong ink was all grid-line remnants. */
const REMNANTS_CONFIDENCE = 0.97;
/** Screen confidences are capped here: a screenshot may still be scaled, compressed or odd. */
const MAX_CONFIDENCE = 0.995;

/** A classification as read.ts receives it (the model adds the probabilities of all 10 classes). */
export type ScreenResult = CellClassification & { probabilities?: Float32Array };

/** What {@link settleScreen} returns. */
export interface SettledScreen {
  /** The cells with their ink confidence recalibrated against the board's own digits. */
  cells: CellSample[];
  /** The results with their kinds decided by the board's ink colours. */
  results: (ScreenResult | null)[];
  /** Player digits drawn in red: the app itself marks them as mistakes, so a repeat through them is in the picture. */
  marked: number[];
}

type Colour = readonly [number, number, number];

/** A cell's ink colour (see the glossary). */
export function inkColour(cell: CellSample): Colour {
  const { hue, saturation, value } = cell.features;
  const angle = (hue * Math.PI) / 180;
  return [value, saturation * Math.cos(angle), saturation * Math.sin(angle)];
}

const distance = (a: Colour, b: Colour): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const chroma = (c: Colour): number => Math.hypot(c[1], c[2]);
const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function mean(colours: readonly Colour[]): Colour {
  const sum = [0, 0, 0];
  for (const c of colours) for (let k = 0; k < 3; k++) (sum[k] as number) += c[k] as number;
  return [sum[0] / colours.length, sum[1] / colours.length, sum[2] / colours.length] as Colour;
}

/**
 * Groups ink colours: each colour joins the first group whose centre is within {@link COLOUR_RADIUS},
 * or starts a new one; then a few rounds of moving every colour to its nearest centre.
 * @returns the group index of each colour, and the groups' centres
 * @example colourGroups([[0.2, 0, 0], [0.21, 0, 0], [0.7, 0.3, 0.4]]).groups // [0, 0, 1]
 */
export function colourGroups(colours: readonly Colour[]): { groups: number[]; centres: Colour[] } {
  let centres: Colour[] = [];
  const members: Colour[][] = [];
  for (const c of colours) {
    const near = centres.findIndex((centre) => distance(centre, c) <= COLOUR_RADIUS);
    if (near < 0) {
      centres.push(c);
      members.push([c]);
    } else {
      members[near]?.push(c);
      centres[near] = mean(members[near] as Colour[]);
    }
  }
  let groups = colours.map(() => 0);
  for (let round = 0; round < 3; round++) {
    groups = colours.map((c) => {
      let best = 0;
      for (let g = 1; g < centres.length; g++) {
        if (distance(c, centres[g] as Colour) < distance(c, centres[best] as Colour)) best = g;
      }
      return best;
    });
    const used = [...new Set(groups)].sort((a, b) => a - b);
    centres = used.map((g) => mean(colours.filter((_, i) => groups[i] === g)));
    groups = groups.map((g) => used.indexOf(g));
  }
  return { groups, centres };
}

/** Red ink (an app's error digits): never the givens. */
const isRed = (c: Colour): boolean => {
  const hue = ((Math.atan2(c[2], c[1]) * 180) / Math.PI + 360) % 360;
  return chroma(c) > 0.35 && (hue < 20 || hue > 340);
};

/**
 * How much a group looks like the givens' ink: contrasting with the background (dark on a light
 * theme, light on a dark one) and neutral; a red group scores lowest.
 */
function givenScore(centre: Colour, darkInk: boolean): number {
  if (isRed(centre)) return -2;
  const contrast = darkInk ? 1 - centre[0] : centre[0];
  return contrast - 1.5 * Math.max(0, chroma(centre) - NEUTRAL_CHROMA);
}

/** One inked cell under consideration. */
interface Inked {
  index: number;
  cell: CellSample;
  result: ScreenResult;
}

const weight = (cell: CellSample): number => cell.features.stroke / Math.max(0.05, cell.features.height);

/**
 * Printed or handwritten for every inked cell of a screenshot, from the board's ink colours.
 * @param darkInk the usual polarity (dark ink on a light background)
 * @returns per inked cell (same order), its kind and the confidence in it
 */
function decideKinds(
  inked: readonly Inked[],
  darkInk: boolean,
): { kind: DigitKind; kindConfidence: number }[] {
  const usual = inked.filter((c) => c.cell.features.inverted !== darkInk);
  const colours = usual.map((c) => inkColour(c.cell));
  const { groups, centres } = colourGroups(colours);
  const out = new Map<Inked, { kind: DigitKind; kindConfidence: number }>();
  const scores = centres.map((c) => givenScore(c, darkInk));
  const given = scores.reduce((best, s, g) => (s > (scores[best] as number) ? g : best), 0);
  const givenCells = usual.filter((_, i) => groups[i] === given);
  const playerCells = usual.filter((_, i) => groups[i] !== given);
  const givenWeight = median(givenCells.map((c) => weight(c.cell)));
  const playerWeight = median(playerCells.map((c) => weight(c.cell)));
  if (centres.length === 1) {
    // One ink: every digit a given, unless the weights split in two (an app drawing entries in the
    // givens' colour but lighter); then the model's own answer stands, as colour cannot decide.
    const split = weightsSplit(usual.map((c) => weight(c.cell)));
    for (const c of usual) {
      out.set(
        c,
        split
          ? { kind: c.result.kind, kindConfidence: c.result.kindConfidence }
          : { kind: "printed", kindConfidence: ONE_INK_CONFIDENCE },
      );
    }
  } else {
    // How sure the choice of the given group is: the gap between its score and the runner-up's.
    const runnerUp = Math.max(...scores.filter((_, g) => g !== given));
    const choice = logistic(((scores[given] as number) - runnerUp) / 0.05);
    const givenCentre = centres[given] as Colour;
    usual.forEach((c, i) => {
      const own = colours[i] as Colour;
      const toGiven = distance(own, givenCentre);
      const toPlayer = Math.min(
        ...centres.filter((_, g) => g !== given).map((centre) => distance(own, centre)),
      );
      const margin = Math.abs(toPlayer - toGiven) / COLOUR_RADIUS;
      const confidence = Math.min(choice, 1 - 0.5 * Math.exp(-2 * margin));
      out.set(c, { kind: groups[i] === given ? "printed" : "handwritten", kindConfidence: confidence });
    });
  }
  // Selected cells: their colour is the selection's, so their weight decides, measured in the usual
  // polarity (light ink on dark measures bolder).
  for (const c of inked) {
    if (out.has(c)) continue;
    const w = weight(c.cell) / (darkInk ? SELECTED_IN_LIGHT_THEME : SELECTED_IN_DARK_THEME);
    if (Number.isNaN(givenWeight)) {
      out.set(c, { kind: c.result.kind, kindConfidence: c.result.kindConfidence });
      continue;
    }
    const fromGiven = Math.abs(Math.log(w / givenWeight));
    if (Number.isNaN(playerWeight)) {
      // Only givens on the board: a selected digit of their weight is one of them.
      out.set(c, { kind: "printed", kindConfidence: logistic((0.25 - fromGiven) / 0.05) });
      continue;
    }
    const fromPlayer = Math.abs(Math.log(w / playerWeight));
    const spread = Math.max(0.05, Math.abs(Math.log(givenWeight / playerWeight)));
    const margin = (fromPlayer - fromGiven) / spread;
    out.set(c, {
      kind: margin >= 0 ? "printed" : "handwritten",
      kindConfidence: logistic(Math.abs(margin) * 6),
    });
  }
  return inked.map((c) => out.get(c) ?? { kind: c.result.kind, kindConfidence: c.result.kindConfidence });
}

/** True when weights fall in two clear groups of at least 3 (bold givens beside regular entries). */
function weightsSplit(weights: readonly number[]): boolean {
  const sorted = [...weights].sort((a, b) => a - b);
  for (let k = 3; k <= sorted.length - 3; k++) {
    const light = median(sorted.slice(0, k));
    const bold = median(sorted.slice(k));
    const gap = (sorted[k] as number) - (sorted[k - 1] as number);
    if (bold / light > 1.3 && gap > 0.25 * (bold - light)) return true;
  }
  return false;
}

/**
 * The ink confidence of a screenshot cell, against the board's own digits: a blank cell whose ink is
 * far smaller or fainter than a digit, or an inked cell as tall and contrasting as the others, is sure.
 */
function screenInkConfidence(cell: CellSample, digitHeight: number, digitContrast: number): number {
  const { height, contrast } = cell.features;
  if (cell.ink) {
    const tall = height / digitHeight;
    const strong = contrast / digitContrast;
    return Math.max(
      cell.inkConfidence,
      Math.min(MAX_CONFIDENCE, logistic((tall - 0.7) * 30), logistic((strong - 0.4) * 30)),
    );
  }
  // Blank: its tallest blob against the board's digits; with no blob measured, its ink too faint to
  // be a digit (or, when it was not faint, only grid-line remnants were found).
  const sure =
    height > 0
      ? logistic((0.65 - height / digitHeight) * 30)
      : contrast < FAINT
        ? logistic((0.35 - contrast / digitContrast) * 30)
        : REMNANTS_CONFIDENCE;
  return Math.max(cell.inkConfidence, Math.min(MAX_CONFIDENCE, sure));
}

/**
 * Settles the read of a screenshot: printed versus handwritten from the board's ink colours (the
 * model's kind kept only where colour cannot decide), and the blank-or-digit confidence of every cell
 * against the board's own digits.
 * @param cells the board's cells as extracted (a board with `drawn` true)
 * @param results the classifier's answer per cell, null for blank cells
 * @returns the cells with recalibrated `inkConfidence`, and the results with their kinds decided
 * @example const { cells, results } = settleScreen(board.cells, classifyBoard(board.cells));
 */
export function settleScreen(
  cells: readonly CellSample[],
  results: readonly (ScreenResult | null)[],
): SettledScreen {
  const inked: Inked[] = [];
  cells.forEach((cell, index) => {
    const result = results[index];
    if (cell.ink && result) inked.push({ index, cell, result });
  });
  if (inked.length === 0) return { cells: [...cells], results: [...results], marked: [] };
  const darkInk = inked.filter((c) => !c.cell.features.inverted).length * 2 >= inked.length;
  const kinds = decideKinds(inked, darkInk);
  const settled = [...results];
  inked.forEach((c, k) => {
    settled[c.index] = { ...c.result, ...(kinds[k] as { kind: DigitKind; kindConfidence: number }) };
  });
  const digitHeight = median(inked.map((c) => c.cell.features.height));
  const digitContrast = median(inked.map((c) => c.cell.features.contrast));
  const recalibrated = cells.map((cell) => ({
    ...cell,
    inkConfidence: screenInkConfidence(cell, digitHeight, digitContrast),
  }));
  const marked = inked
    .filter((c, k) => kinds[k]?.kind === "handwritten" && isRed(inkColour(c.cell)))
    .map((c) => c.index);
  return { cells: recalibrated, results: settled, marked };
}
