/**
 * Second opinions on a tile board's kinds (screen-tiles.ts decides them by the tiles' fills and relief):
 * where another sign of the board disagrees with a tile's call, the call is kept but made doubtful, so
 * that the person confirms it (or the puzzle settles it, screen-kinds.ts settleBySolving). They never
 * change a kind and never make one surer.
 *
 * Glossary (see screen.ts and screen-tiles.ts for the screenshot and tile vocabulary):
 * - contrast: a digit's ink contrast against its tile (InkFeatures.contrast).
 * - contrast classes: the median contrast of the digits called printed and of those called handwritten.
 *   On a board that draws the givens' tiles dark and the empty tiles light under the same white ink
 *   (KSudoku's abstraction theme), the two lie apart: the givens' ink stands out more.
 * - contrast position: where a digit's contrast lies between the two classes' medians, 0 at the
 *   handwritten one, 1 at the printed one.
 * - lone player's digit: the only digit of a board with a whole puzzle's givens called handwritten.
 * - empty twin: an empty cell anywhere on the board whose tile has a digit's very fill. A player's digit
 *   sits on an empty tile, so under any tint some empty tile of that tint is its twin, wherever it lies;
 *   a given's tile is the theme's given tile, no empty tile's.
 */

import type { CellSample } from "../types.js";
import { type Colour, distance, isRed, median } from "./screen-ink.js";
import type { KindCall } from "./screen-kinds.js";

/** A board with a whole puzzle has at least this many givens (17 is the proven minimum). */
const PUZZLE_GIVENS = 17;
/** Each class needs at least this many digits before its median contrast is a class's. */
const CLASS_SIZE = 3;
/**
 * The classes' medians must differ by at least this fraction of the larger before contrast is a second
 * opinion. Measured on KSudoku's tile boards (tune screenshots and the extra tune set): abstraction
 * 0.27-0.33, egyptian 0.05-0.13 (its givens' gold tiles and its empty tiles contrast alike with the ink).
 */
const CLASSES_APART = 0.2;
/**
 * A digit whose contrast position lies this far on the other class's side (under it for a printed call,
 * over 1 minus it for a handwritten one) disagrees with its call. On the abstraction tune screenshots the
 * digits called rightly lay at positions -0.4 to 0.25 (handwritten) and 0.25 to 1.4 (printed).
 */
const OTHER_SIDE = 0.2;
/** The confidence a doubted call keeps (doubtful: read.ts's threshold is 0.9). */
const DOUBTED = 0.6;
/**
 * An empty tile this close to a digit's fill is its empty twin (screen-ink.ts distance). Measured on
 * KSudoku's abstraction extra tune screenshots: an entry under a tinted column and an empty tile of the
 * tinted row 0.00 apart (their tiles are drawn alike); screen-tiles.ts calls a fill this close to an
 * empty peer's surely a player's.
 */
const TWIN = 0.02;
/**
 * A player's digit with no empty tile within this of its fill has no empty twin: screen-tiles.ts's
 * limit for a doubtful player's tile (on the same screenshots, givens' tiles lay 0.15 and more from
 * every empty tile of the board).
 */
const NO_TWIN = 0.06;

/**
 * Makes doubtful the tile board's calls that another sign contradicts:
 * - a lone player's digit (see the glossary) on a board with at least {@link PUZZLE_GIVENS} givens: the
 *   cursor draws a frame or a glow over the selected cell, whose tile then looks like no given's, and a
 *   bare puzzle has no player's digit at all (KSudoku's abstraction theme, a 700×600 window on a desktop,
 *   extra tune screenshot: the selected given 5 under its glow called handwritten at 0.97);
 * - a digit whose contrast lies on the other class's side (see the glossary), on a board whose classes
 *   lie apart: tints over a row, a column and a box can bring a tile nearer the other class's tiles than
 *   its own, but leave its contrast (extra tune screenshots of the abstraction theme: entries on a red
 *   tinted column called printed at 0.97, their contrast the entries').
 * @param inked the tile board's inked cells
 * @param kinds their kinds as the tiles call them (same order)
 * @returns the kinds, some made doubtful (at most {@link DOUBTED}); never another kind
 * @example const checked = checkTileKinds(inked, tileKinds(inked, blanks) ?? []);
 */
export function checkTileKinds(inked: readonly CellSample[], kinds: readonly KindCall[]): KindCall[] {
  const printed = kinds.filter((k) => k.kind === "printed").length;
  const lone = printed >= PUZZLE_GIVENS && kinds.length - printed === 1;
  const contrast = inked.map((c) => c.features.contrast);
  const of = (kind: KindCall["kind"]): number[] => contrast.filter((_, i) => kinds[i]?.kind === kind);
  const [ofPrinted, ofHandwritten] = [of("printed"), of("handwritten")];
  const [high, low] = [median(ofPrinted), median(ofHandwritten)];
  const apart =
    ofPrinted.length >= CLASS_SIZE &&
    ofHandwritten.length >= CLASS_SIZE &&
    Math.abs(high - low) >= CLASSES_APART * Math.max(high, low);
  return kinds.map((call, i) => {
    const position = ((contrast[i] as number) - low) / (high - low);
    const otherSide = apart && (call.kind === "printed" ? position < OTHER_SIDE : position > 1 - OTHER_SIDE);
    const alone = lone && call.kind === "handwritten";
    return otherSide || alone ? { ...call, kindConfidence: Math.min(call.kindConfidence, DOUBTED) } : call;
  });
}

/**
 * Makes doubtful the tile board's calls that the board's empty tiles contradict (see empty twin in the
 * glossary): a digit called printed that has an empty twin, and a digit called handwritten, not red (a
 * mistake's tile, which no empty cell has), that has none. The calls compare a tile with the empty
 * tiles among its peers, which share its tint but may all lie under another tint than the digit (on
 * KSudoku's abstraction extra tune screenshots: an entry on a column tinted red whose every cell holds a
 * digit, called printed at 0.97; givens under the selected box's green tint called handwritten).
 * @param fills the tile colours of the inked cells (same order as `kinds`)
 * @param emptyFills the tile colours of the board's empty cells
 * @param kinds the calls
 * @returns the kinds, some made doubtful (at most {@link DOUBTED}); never another kind
 * @example const checked = checkEmptyTwins(fills, empty.map((b) => b.fill), kinds);
 */
export function checkEmptyTwins(
  fills: readonly Colour[],
  emptyFills: readonly Colour[],
  kinds: readonly KindCall[],
): KindCall[] {
  if (emptyFills.length === 0) return [...kinds];
  return kinds.map((call, i) => {
    const fill = fills[i] as Colour;
    const nearest = Math.min(...emptyFills.map((empty) => distance(empty, fill)));
    const odd = call.kind === "printed" ? nearest <= TWIN : nearest > NO_TWIN && !isRed(fill);
    return odd ? { ...call, kindConfidence: Math.min(call.kindConfidence, DOUBTED) } : call;
  });
}
