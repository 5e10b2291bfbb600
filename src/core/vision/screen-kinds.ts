/**
 * Printed or handwritten for the digits of a screenshot, decided by the board's own inks: the given
 * colour group is printed and every other colour group handwritten; a selected cell (drawn inverted, so
 * its colour is the selection's) by its weight; one ink on the whole board means only givens, unless the
 * weights split in two. A kind still doubtful is settled by solving where only one choice leaves the
 * givens a proper puzzle.
 *
 * Glossary (see screen.ts for the whole screenshot vocabulary, screen-ink.ts for ink colours):
 * - usual polarity: whether most inked cells are dark ink on light (or light ink on dark).
 * - selected cell: an inked cell drawn in the other polarity (an app's selected cell, drawn inverted).
 * - weight: a digit's stroke width over its height (bold givens weigh more than regular entries).
 * - settled by solving: a doubtful kind decided because only one choice leaves the givens a puzzle with
 *   exactly one solution (app puzzles have one).
 */
import type { Board } from "../board.js";
import { solve } from "../solver.js";
import {
  COLOUR_RADIUS,
  type Colour,
  colourGroups,
  distance,
  givenScore,
  inkColour,
  isRed,
  logistic,
  median,
} from "./screen-ink.js";
import type { CellClassification, CellSample, DigitKind } from "./types.js";

/**
 * A selected cell's weight over the same digit's in the board's usual polarity, measured on the tuning
 * screenshots: light on dark in a light theme measures bolder (×1.15), dark on light in a dark theme
 * lighter (×0.92).
 */
const SELECTED_IN_LIGHT_THEME = 1.15;
const SELECTED_IN_DARK_THEME = 0.92;
/** Kind confidence of a board in one colour and one weight (every digit a given). */
const ONE_INK_CONFIDENCE = 0.97;
/** Cells whose kind is less sure than this are doubtful (read.ts's threshold). */
const DOUBTFUL = 0.9;
/** At most this many doubtful kinds are settled by the puzzle's uniqueness (a solve each way). */
const MAX_SETTLED_BY_SOLVING = 3;
/** Kind confidence when only one choice leaves the givens a puzzle with exactly one solution. */
const SOLVED_CONFIDENCE = 0.97;
/** A search budget for those solves (a misread board may be far from a puzzle). */
const SOLVE_BUDGET = { guesses: 20_000 };
/** A classification as read.ts receives it (the model adds the probabilities of all 10 classes). */
export type ScreenResult = CellClassification & { probabilities?: Float32Array };

/** A kind and the confidence in it. */
export interface KindCall {
  kind: DigitKind;
  kindConfidence: number;
}

/** One inked cell under consideration. */
export interface Inked {
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
export function decideKinds(inked: readonly Inked[], darkInk: boolean): KindCall[] {
  const usual = inked.filter((c) => c.cell.features.inverted !== darkInk);
  const colours = usual.map((c) => inkColour(c.cell));
  const { groups, centres } = colourGroups(colours);
  const out = new Map<Inked, KindCall>();
  const scores = centres.map((c) => givenScore(c, darkInk));
  const given = scores.reduce((best, s, g) => (s > (scores[best] as number) ? g : best), 0);
  const givenCells = usual.filter((_, i) => groups[i] === given);
  const playerCells = usual.filter((_, i) => groups[i] !== given);
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
  // Selected cells: their colour is the selection's, so their weight decides.
  for (const c of inked) {
    if (!out.has(c)) out.set(c, selectedKind(c, givenCells, playerCells, darkInk));
  }
  return inked.map((c) => out.get(c) ?? { kind: c.result.kind, kindConfidence: c.result.kindConfidence });
}

/**
 * The kind of a selected cell, from its weight (measured in the usual polarity: light ink on dark
 * measures bolder) against the givens' and the entries' weight for the same digit, as a digit's weight
 * depends on its shape (a 1 is not an 8); a digit missing from one kind is scaled from the other by the
 * two kinds' overall ratio.
 */
function selectedKind(
  c: Inked,
  givenCells: readonly Inked[],
  playerCells: readonly Inked[],
  darkInk: boolean,
): KindCall {
  const w = weight(c.cell) / (darkInk ? SELECTED_IN_LIGHT_THEME : SELECTED_IN_DARK_THEME);
  const weightOf = (cells: readonly Inked[], digit?: number): number =>
    median(cells.filter((o) => digit === undefined || o.result.digit === digit).map((o) => weight(o.cell)));
  const ratio = weightOf(playerCells) / weightOf(givenCells);
  let given = weightOf(givenCells, c.result.digit);
  let player = weightOf(playerCells, c.result.digit);
  if (Number.isNaN(given)) given = Number.isNaN(player) ? weightOf(givenCells) : player / ratio;
  if (Number.isNaN(player)) player = Number.isNaN(ratio) ? Number.NaN : given * ratio;
  if (Number.isNaN(given)) return { kind: c.result.kind, kindConfidence: c.result.kindConfidence };
  const fromGiven = Math.abs(Math.log(w / given));
  // Only givens on the board: a selected digit of their weight is one of them.
  if (Number.isNaN(player)) return { kind: "printed", kindConfidence: logistic((0.25 - fromGiven) / 0.05) };
  const fromPlayer = Math.abs(Math.log(w / player));
  const margin = (fromPlayer - fromGiven) / Math.max(0.05, Math.abs(Math.log(given / player)));
  return { kind: margin >= 0 ? "printed" : "handwritten", kindConfidence: logistic(Math.abs(margin) * 6) };
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
 * Decides doubtful kinds, and the kinds of red digits, by the puzzle: when one choice leaves the givens
 * with exactly one solution and the other with none or several, the first is taken (the other cells as
 * read).
 */
export function settleBySolving(
  inked: readonly Inked[],
  results: readonly ScreenResult[],
  kinds: KindCall[],
): void {
  // Red digits too: some apps draw a clashing given in red like a clashing entry.
  const doubtful = kinds
    .map((k, i) => ({ k, i }))
    .filter(({ k, i }) => k.kindConfidence < DOUBTFUL || isRed(inkColour((inked[i] as Inked).cell)))
    .slice(0, MAX_SETTLED_BY_SOLVING);
  if (doubtful.length === 0) return;
  const givens = (except: number, as: DigitKind): Board => {
    const board = new Uint8Array(81);
    inked.forEach((c, i) => {
      const kind = i === except ? as : kinds[i]?.kind;
      const probabilities = results[i]?.probabilities;
      const blank =
        probabilities !== undefined && probabilities.length === 10 && (probabilities[0] as number) > 0.5;
      if (kind === "printed" && !blank) board[c.index] = results[i]?.digit ?? 0;
    });
    return board;
  };
  for (const { i } of doubtful) {
    const asGiven = solve(givens(i, "printed"), { budget: SOLVE_BUDGET }).status;
    const asEntry = solve(givens(i, "handwritten"), { budget: SOLVE_BUDGET }).status;
    if (asGiven === "unique" && (asEntry === "multiple" || asEntry === "none"))
      kinds[i] = { kind: "printed", kindConfidence: SOLVED_CONFIDENCE };
    else if (asEntry === "unique" && (asGiven === "none" || asGiven === "multiple"))
      kinds[i] = { kind: "handwritten", kindConfidence: SOLVED_CONFIDENCE };
  }
}
