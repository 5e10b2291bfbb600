/**
 * Printed or handwritten by the cells' fills, for an app that draws givens and entries in one ink but
 * fills the givens' cells (GNOME Sudoku: grey under the givens), and the check that a fill taken for the
 * givens' is theirs: its digits in one ink.
 *
 * Glossary (see screen.ts for the screenshot vocabulary, screen-ink.ts for ink colours and fills):
 * - fill: a cell's background colour (screen-ink.ts backgroundColour).
 * - givens' fill: the largest group of fills that no blank cell has, holding enough digits for a puzzle.
 * - mixed fill: a givens' fill whose digits are in two inks (see {@link mixedFill}).
 * - lost given: a blank cell on the givens' fill, which no more than {@link MAX_LOST} blank cells
 *   have (see {@link blanksOnGivensFill}).
 */
import type { CellSample } from "../types.js";
import { backgroundColour, type Colour, colourGroups, distance, inkColour, isRed } from "./screen-ink.js";
import type { Inked, KindCall } from "./screen-kinds.js";

/** Backgrounds of one group lie within this distance of its centre (flat fills: grey #ccc and #eee differ by 0.13). */
export const BACKGROUND_RADIUS = 0.06;

/** A valid puzzle has at least this many givens, so the givens' background holds at least as many digits. */
const MIN_GIVENS = 17;

/** Kind confidence of a digit on a background of its own that is not the givens' (an error fill). */
const OWN_BACKGROUND_CONFIDENCE = 0.8;

/**
 * At most this many blank cells on the fill of {@link MIN_GIVENS} digits or more are lost givens; more
 * share it as the empty cells' fill (Solo and KSudoku draw givens, entries and blanks on one fill).
 */
const MAX_LOST = 2;

/**
 * A fill taken for the givens' (see backgroundKinds) whose digits' second ink holds at least this
 * share of them is not the givens' fill (see mixedFill).
 */
const MIXED_FILL = 0.25;

/**
 * Printed or handwritten by the cells' backgrounds, for an app that draws givens and entries in one ink
 * but fills the givens' cells (GNOME Sudoku: grey under the givens): the givens' background is the
 * largest background no blank cell has, holding at least {@link MIN_GIVENS} digits; a digit on a
 * background the blank cells share is an entry; one on another background of its own (an error fill, a
 * same-digit tint) most likely an entry, but doubtful.
 *
 * Road not taken: telling GNOME Sudoku's selected cell by its ink. GNOME Sudoku 43 fills the selected
 * cell with the selection's blue (#b3cce6), hiding a given's grey, and draws its digit in #333 whatever
 * its kind (its SudokuCellView.draw picks the colour by clash, same digit and selection only), in the
 * givens' font and size. Measured on the tune screenshots: a selected given's ink (51, 51, 51), a selected
 * entry's (51, 51, 51). Nothing in the picture tells them apart, so that cell stays doubtful unless the
 * puzzle settles it (settleBySolving).
 * @returns per cell (same order) its kind, or null when the backgrounds show no givens' fill
 * @example const byFills = backgroundKinds(usual, blanks); // null: no fill tells the givens
 */
export function backgroundKinds(usual: readonly Inked[], blanks: readonly CellSample[]): KindCall[] | null {
  const points = usual.map((c) => backgroundColour(c.cell));
  if (points.length === 0 || points.some((p) => p === null)) return null;
  // A cropped cell's fill is no evidence: a given whose digit the picture's edge hides looks blank.
  const blankPoints = blanks
    .filter((b) => !b.cropped)
    .map(backgroundColour)
    .filter((p): p is Colour => p !== null);
  // With no blank cell (a finished board) no fill can be told to be the givens' own.
  if (blankPoints.length === 0) return null;
  const { groups, centres } = colourGroups(points as Colour[], BACKGROUND_RADIUS);
  const shared = centres.map((centre) => blankPoints.some((b) => distance(b, centre) <= BACKGROUND_RADIUS));
  const sizes = centres.map((_, g) => groups.filter((x) => x === g).length);
  let given = -1;
  centres.forEach((_, g) => {
    if (
      !shared[g] &&
      (sizes[g] as number) >= MIN_GIVENS &&
      (given < 0 || (sizes[g] as number) > (sizes[given] as number))
    )
      given = g;
  });
  if (given < 0) return null;
  const givenCentre = centres[given] as Colour;
  return usual.map((_, i) => {
    const own = points[i] as Colour;
    const group = groups[i] as number;
    const others = centres.filter((__, g) => g !== given).map((centre) => distance(own, centre));
    const margin = Math.abs(Math.min(...others, 1) - distance(own, givenCentre)) / BACKGROUND_RADIUS;
    const confidence = 1 - 0.5 * Math.exp(-2 * margin);
    if (group === given) return { kind: "printed", kindConfidence: confidence };
    return {
      kind: "handwritten",
      kindConfidence: shared[group] ? confidence : Math.min(confidence, OWN_BACKGROUND_CONFIDENCE),
    };
  });
}

/**
 * Whether the digits a board's fills call givens are in two inks, each at least {@link MIXED_FILL} of
 * them (red left out): an app that fills its givens' cells draws its givens in one ink, so such fills
 * are something else (a highlighted row, column and box with no blank cell in it: synthetic
 * screenshots, seed 1515, whose highlight held 14 givens and 6 yellow entries).
 * @param inked the board's inked cells
 * @param darkInk the usual polarity (only its cells are weighed)
 * @param byFills per inked cell (same order), the kind its fill gives
 * @example if (mixedFill(inked, darkInk, byFills)) byFills = null;
 */
export function mixedFill(inked: readonly Inked[], darkInk: boolean, byFills: readonly KindCall[]): boolean {
  const given = inked.filter(
    (c, i) => c.cell.features.inverted !== darkInk && byFills[i]?.kind === "printed",
  );
  const colours = given.map((c) => inkColour(c.cell)).filter((colour) => !isRed(colour));
  if (colours.length === 0) return false;
  const { groups, centres } = colourGroups(colours);
  const counts = centres.map((_, g) => groups.filter((x) => x === g).length);
  return colours.length - Math.max(...counts) >= MIXED_FILL * colours.length;
}

/**
 * The blank cells whose fill is that of the board's digits, where at least {@link MIN_GIVENS} digits
 * share one fill and at most {@link MAX_LOST} blank cells have it: an app that fills its givens' cells
 * (FLTK's raised boxes, GNOME Sudoku's grey) fills a blank cell so only where a given was lost (FLTK's
 * dark look shrunk to 60 % and saved as JPEG 90: a white 5 on its dark box read as a sure blank, its
 * blob measured 0.02 of the cell, extra tune seed 103). Where most blanks share the fill (one fill for
 * every cell), or every blank does (a board nearly finished: no blank shows the empty cells' own fill),
 * nothing is returned.
 * @param inked the board's inked cells
 * @param blanks the board's blank cells
 * @returns the cell indices of the blanks on the givens' fill, ascending
 * @example for (const cell of blanksOnGivensFill(inked, blanks)) doubt(cell);
 */
export function blanksOnGivensFill(inked: readonly CellSample[], blanks: readonly CellSample[]): number[] {
  const fills = inked.map(backgroundColour).filter((p): p is Colour => p !== null);
  if (fills.length < MIN_GIVENS) return [];
  const { groups, centres } = colourGroups(fills, BACKGROUND_RADIUS);
  const sizes = centres.map((_, g) => groups.filter((x) => x === g).length);
  const largest = sizes.indexOf(Math.max(...sizes));
  if ((sizes[largest] as number) < MIN_GIVENS) return [];
  const centre = centres[largest] as Colour;
  const filled = blanks
    .map((b) => ({ cell: b.cell, fill: b.cropped ? null : backgroundColour(b) }))
    .filter((b): b is { cell: number; fill: Colour } => b.fill !== null);
  const lost = filled.filter((b) => distance(b.fill, centre) <= BACKGROUND_RADIUS);
  // Only a blank on a fill of its own shows that the app fills its givens' cells apart: a board nearly
  // finished, its last one or two blanks on the one fill every cell has, has lost nothing.
  if (lost.length > MAX_LOST || lost.length === filled.length) return [];
  return lost.map((b) => b.cell).sort((a, b) => a - b);
}
