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
 *   exactly one solution (app puzzles have one); when both do, the choice whose givens are minimal or
 *   symmetric (puzzle-shape.ts) is taken, still doubtful.
 */
import type { Board } from "../../board.js";
import { PEERS } from "../../logic/grid.js";
import { solve } from "../../solver.js";
import { kindByShape } from "../puzzle-shape.js";
import type { CellClassification, CellSample, DigitKind } from "../types.js";
import { BACKGROUND_RADIUS, backgroundKinds, mixedFill } from "./given-fills.js";
import {
  backgroundColour,
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

/**
 * A selected cell's weight over the same digit's in the board's usual polarity, measured on the tuning
 * screenshots: light on dark in a light theme measures bolder (×1.15), dark on light in a dark theme
 * lighter (×0.92).
 */
const SELECTED_IN_LIGHT_THEME = 1.15;
const SELECTED_IN_DARK_THEME = 0.92;
/**
 * How far a selected cell's log weight strays from the same digit's of its kind once the polarity factor
 * above is applied, as a normal deviation: on the tune screenshots (24 selected cells of flat boards, as
 * taken) the median stray was 0.047 (so 0.047 / 0.6745), the largest 0.19; 0.059 and 0.34 after JPEG 70.
 */
const SELECTED_DEVIATION = 0.07;
/** A normal spread's median absolute deviation over its standard deviation. */
const MAD_PER_DEVIATION = 0.6745;
/**
 * The least deviation of a kind's log weights (a flat, sharp screenshot measures near 0: the same
 * digit drawn the same way; a pixel of stroke at a small size is still some).
 */
const MIN_DEVIATION = 0.02;
/** Kind confidence of a digit on a board in one ink whose colour is odd but not unlike the givens'. */
const ODD_INK_CONFIDENCE = 0.8;
/** A colour whose given score is this far below the givens' ink is nothing like it (blue, red, yellow). */
const UNLIKE_GIVENS = 0.3;
/** Kind confidence of a board in one colour and one weight (every digit a given). */
const ONE_INK_CONFIDENCE = 0.97;
/** Cells whose kind is less sure than this are doubtful (read.ts's threshold). */
const DOUBTFUL = 0.9;
/** At most this many kinds (the most doubtful first) are settled by the puzzle's uniqueness (a solve each way). */
const MAX_SETTLED_BY_SOLVING = 8;
/** At most this many passes over the doubtful kinds (another only when the last one settled some). */
const MAX_SOLVING_PASSES = 3;
/** Kind confidence when only one choice leaves the givens a puzzle with exactly one solution. */
const SOLVED_CONFIDENCE = 0.97;
/**
 * Kind confidence of a kind chosen by the puzzle's shape (puzzle-shape.ts): a likelihood, never a proof,
 * so below {@link DOUBTFUL} and the person confirms it.
 */
const SHAPE_CONFIDENCE = 0.75;
/** At most this many kinds are chosen by shape (a minimality check is a solve per given). */
const MAX_BY_SHAPE = 2;
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
 * Printed or handwritten for every inked cell of a screenshot: by the cells' backgrounds when the
 * givens' cells are filled (see {@link backgroundKinds}), else by the board's ink colours when it has
 * two inks or more (besides red), else all printed (one ink, one weight: a puzzle with nothing entered).
 * @param darkInk the usual polarity (dark ink on a light background)
 * @param blanks the board's blank cells (their backgrounds are those of empty cells)
 * @returns per inked cell (same order), its kind and the confidence in it
 */
export function decideKinds(
  inked: readonly Inked[],
  darkInk: boolean,
  blanks: readonly CellSample[] = [],
): KindCall[] {
  const usual = inked.filter((c) => c.cell.features.inverted !== darkInk);
  const colours = usual.map((c) => inkColour(c.cell));
  const { groups, centres } = colourGroups(colours);
  const out = new Map<Inked, KindCall>();
  const sizes = centres.map((_, g) => groups.filter((x) => x === g).length);
  // An ink needs two cells: a lone odd colour is as likely a selection's blend as an ink of its own.
  const inks = centres.filter((c, g) => !isRed(c) && (sizes[g] as number) >= 2).length;
  // A fill under the givens is the surer sign: an app that fills them may colour digits for other
  // reasons (GNOME Sudoku: the selected digit's twins in blue, clashes in red). Not a fill whose
  // digits are in two inks, though (given-fills.ts mixedFill).
  const filled = backgroundKinds(usual, blanks);
  const byBackground = filled !== null && inks >= 2 && mixedFill(usual, darkInk, filled) ? null : filled;
  if (byBackground !== null) {
    usual.forEach((c, i) => {
      out.set(c, byBackground[i] as KindCall);
    });
  } else if (inks >= 2) {
    const byInk = inkKinds(colours, groups, centres, darkInk);
    usual.forEach((c, i) => {
      out.set(c, byInk[i] as KindCall);
    });
  } else {
    // One ink: every digit a given, unless the weights split in two (an app drawing entries in the
    // givens' colour but lighter: the model's own answer stands). A red digit, or a lone digit in
    // another colour, is an entry: surely when its colour is nothing like the givens', else doubtfully.
    const main = sizes.indexOf(Math.max(...sizes));
    const mainScore = givenScore(centres[main] as Colour, darkInk);
    const split = weightsSplit(
      usual
        .filter((_, i) => groups[i] === main)
        .map((c) => ({ digit: c.result.digit, weight: weight(c.cell) })),
    );
    // A finished board in one ink on two fills may be an app that fills its givens: doubtful then.
    const fills = usual.map((c) => backgroundColour(c.cell)).filter((p): p is Colour => p !== null);
    const fillSizes = fills.length > 0 ? colourGroups(fills, BACKGROUND_RADIUS).groups : [];
    const twoFills =
      blanks.length === 0 &&
      new Set(fillSizes).size > 1 &&
      [...new Set(fillSizes)].filter((g) => fillSizes.filter((x) => x === g).length >= 3).length > 1;
    usual.forEach((c, i) => {
      if (groups[i] !== main) {
        const unlike =
          mainScore - givenScore(centres[groups[i] as number] as Colour, darkInk) > UNLIKE_GIVENS;
        out.set(c, { kind: "handwritten", kindConfidence: unlike ? ONE_INK_CONFIDENCE : ODD_INK_CONFIDENCE });
      } else if (split) out.set(c, { kind: c.result.kind, kindConfidence: c.result.kindConfidence });
      else
        out.set(c, { kind: "printed", kindConfidence: twoFills ? ODD_INK_CONFIDENCE : ONE_INK_CONFIDENCE });
    });
  }
  const givenCells = usual.filter((c) => out.get(c)?.kind === "printed");
  const playerCells = usual.filter((c) => out.get(c)?.kind === "handwritten");
  // Selected cells: their colour is the selection's, so their weight decides.
  for (const c of inked) {
    if (!out.has(c)) out.set(c, selectedKind(c, givenCells, playerCells, darkInk));
  }
  return inked.map((c) => out.get(c) ?? { kind: c.result.kind, kindConfidence: c.result.kindConfidence });
}

/**
 * Printed or handwritten by the board's ink colours (two inks or more, besides red): the most
 * neutral and most contrasting ink group is the givens' (screen-ink.ts givenScore).
 * @returns per usual cell (in the order of `colours`), its kind and the confidence in it
 */
function inkKinds(
  colours: readonly Colour[],
  groups: readonly number[],
  centres: readonly Colour[],
  darkInk: boolean,
): KindCall[] {
  const sizes = centres.map((_, g) => groups.filter((x) => x === g).length);
  // Inks are groups of two cells or more, or red; a lone cell in another colour (a dark ink whose
  // hue JPEG shifted, a selection's blend) takes the kind of the ink nearest it, not one of its own.
  const isInk = (g: number): boolean => (sizes[g] as number) >= 2 || isRed(centres[g] as Colour);
  const inkGroups = centres.map((_, g) => g).filter(isInk);
  const scores = centres.map((c) => givenScore(c, darkInk));
  const given = inkGroups.reduce((best, g) => ((scores[g] as number) > (scores[best] as number) ? g : best));
  // How sure the choice of the given group is: the gap between its score and the runner-up's.
  const runnerUp = Math.max(...inkGroups.filter((g) => g !== given).map((g) => scores[g] as number));
  const choice = logistic(((scores[given] as number) - runnerUp) / 0.05);
  const givenCentre = centres[given] as Colour;
  return colours.map((own, i) => {
    const toGiven = distance(own, givenCentre);
    const toPlayer = Math.min(
      ...inkGroups.filter((g) => g !== given).map((g) => distance(own, centres[g] as Colour)),
    );
    const margin = Math.abs(toPlayer - toGiven) / COLOUR_RADIUS;
    const confidence = Math.min(choice, 1 - 0.5 * Math.exp(-2 * margin));
    const group = groups[i] as number;
    const printed = isInk(group) ? group === given : toGiven <= toPlayer;
    return { kind: printed ? "printed" : "handwritten", kindConfidence: confidence };
  });
}

/**
 * The kind of a selected cell, from its weight (measured in the usual polarity: light ink on dark
 * measures bolder) against the givens' and the entries' weight for the same digit, as a digit's weight
 * depends on its shape (a 1 is not an 8); a digit missing from one kind is scaled from the other by the
 * two kinds' overall ratio. It is no surer than the two weights' separation allows against their spread
 * (see {@link weightSpread} and {@link SELECTED_DEVIATION}): saved as JPEG, a board's weights stray more
 * and a given's and an entry's may differ little (a selected given 6 of a synthetic dark screen, tune
 * half, JPEG 70: called an entry at 0.998, now 0.74).
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
  // No surer than the two weights' separation allows against their spread (each kind's log weights
  // normal: the log odds of the nearer): the board's own spread, which JPEG widens, and the polarity
  // factor's own stray.
  const spread = weightSpread([givenCells, playerCells]);
  const onBoard = Number.isNaN(spread) ? MIN_DEVIATION : Math.max(MIN_DEVIATION, spread / MAD_PER_DEVIATION);
  const deviation = Math.hypot(onBoard, SELECTED_DEVIATION);
  const logOdds = Math.abs(fromPlayer ** 2 - fromGiven ** 2) / (2 * deviation ** 2);
  return {
    kind: margin >= 0 ? "printed" : "handwritten",
    kindConfidence: Math.min(logistic(Math.abs(margin) * 6), logistic(logOdds)),
  };
}

/**
 * How far a digit's weight strays from its kind's on this board: the median of |log(weight / the
 * median weight of the same digit and kind)| over digits drawn twice or more in one kind (NaN for none).
 */
function weightSpread(kinds: readonly (readonly Inked[])[]): number {
  const strays: number[] = [];
  for (const cells of kinds)
    for (let digit = 1; digit <= 9; digit++) {
      const weights = cells.filter((o) => o.result.digit === digit).map((o) => weight(o.cell));
      if (weights.length < 2) continue;
      const middle = median(weights);
      for (const w of weights) strays.push(Math.abs(Math.log(w / middle)));
    }
  return median(strays);
}

/**
 * True when the digits' weights fall in two clear groups of at least 3 (bold givens beside regular
 * entries) that share a digit: a digit's weight depends on its shape, so groups of different digits
 * are no sign of two kinds (a 1 measures light in every font: Solo's bare puzzles split 1s from the
 * rest, 0.20-0.25 against 0.29-0.38, on the tuning screenshots).
 */
function weightsSplit(digits: readonly { digit: number; weight: number }[]): boolean {
  const sorted = [...digits].sort((a, b) => a.weight - b.weight);
  const weights = sorted.map((d) => d.weight);
  for (let k = 3; k <= sorted.length - 3; k++) {
    const light = median(weights.slice(0, k));
    const bold = median(weights.slice(k));
    const gap = (weights[k] as number) - (weights[k - 1] as number);
    if (!(bold / light > 1.3 && gap > 0.25 * (bold - light))) continue;
    const lightDigits = new Set(sorted.slice(0, k).map((d) => d.digit));
    if (sorted.slice(k).some((d) => lightDigits.has(d.digit))) return true;
  }
  return false;
}

/**
 * Decides doubtful kinds, and the kinds of red digits, by the puzzle: when one choice leaves the givens
 * with exactly one solution and the other with none or several, the first is taken (the other cells as
 * read, with the kinds settled so far); tried again while a pass settles some. A doubtful kind left
 * with one solution both ways takes the choice the puzzle's shape favours ({@link kindByShape}), still
 * doubtful: GNOME Sudoku's selected cell, drawn alike for a given and an entry.
 */
export function settleBySolving(
  inked: readonly Inked[],
  results: readonly ScreenResult[],
  kinds: KindCall[],
): void {
  // Red digits too: some apps draw a clashing given in red like a clashing entry. A digit that would
  // repeat a peer's given is tried first: givens never clash, so the puzzle settles it as surely as any
  // (KSudoku's mistakes sit on a red tile, their ink the givens').
  const givenAt = new Map<number, number>();
  inked.forEach((c, i) => {
    if (kinds[i]?.kind === "printed") givenAt.set(c.index, results[i]?.digit ?? 0);
  });
  const repeatsGiven = (i: number): boolean => {
    const c = inked[i] as Inked;
    return PEERS[c.index]?.some((p) => givenAt.get(p) === results[i]?.digit) ?? false;
  };
  const doubtful = kinds
    .map((k, i) => ({ k, i, first: repeatsGiven(i) ? 0 : 1 }))
    .filter(({ k, i }) => k.kindConfidence < DOUBTFUL || isRed(inkColour((inked[i] as Inked).cell)))
    .sort((a, b) => a.first - b.first || a.k.kindConfidence - b.k.kindConfidence)
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
  // Another pass when one settled: a kind settled late may settle one tried before it (a wrong entry
  // tried while a given beside it was still doubtful: the givens had several solutions either way).
  let pending = doubtful.map(({ i }) => i);
  const bothUnique = new Set<number>();
  for (let pass = 0; pass < MAX_SOLVING_PASSES && pending.length > 0; pass++) {
    const left = pending.filter((i) => {
      const asGiven = solve(givens(i, "printed"), { budget: SOLVE_BUDGET }).status;
      const asEntry = solve(givens(i, "handwritten"), { budget: SOLVE_BUDGET }).status;
      if (asGiven === "unique" && asEntry === "unique") bothUnique.add(i);
      else bothUnique.delete(i);
      if (asGiven === "unique" && (asEntry === "multiple" || asEntry === "none"))
        kinds[i] = { kind: "printed", kindConfidence: SOLVED_CONFIDENCE };
      else if (asEntry === "unique" && (asGiven === "none" || asGiven === "multiple"))
        kinds[i] = { kind: "handwritten", kindConfidence: SOLVED_CONFIDENCE };
      else return true;
      return false;
    });
    if (left.length === pending.length) break;
    pending = left;
  }
  // Left undecided with one solution either way: the puzzle's shape may still favour one (a guess,
  // so the cell stays doubtful).
  const unsettled = pending.filter((i) => bothUnique.has(i) && (kinds[i]?.kindConfidence ?? 1) < DOUBTFUL);
  for (const i of unsettled.slice(0, MAX_BY_SHAPE)) {
    const kind = kindByShape(givens(i, "printed"), givens(i, "handwritten"));
    const now = kinds[i] as KindCall;
    if (kind === null || (kind === now.kind && now.kindConfidence >= SHAPE_CONFIDENCE)) continue;
    kinds[i] = { kind, kindConfidence: SHAPE_CONFIDENCE };
  }
}
