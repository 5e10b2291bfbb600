/**
 * Printed or handwritten on a tile board (an app that draws a tile per cell, KSudoku): the givens and the
 * player's digits are drawn in one ink, but a given sits on a tile of its own (gold in KSudoku's egyptian
 * theme, dark in its abstraction theme) and a player's digit on the tile an empty cell has. The tiles are
 * textured and tinted (the selected cell's row, column and box; lighter and darker across the artwork), so
 * a digit's tile is compared with the empty tiles among its peers, which share its tint and its part of
 * the artwork, and with the givens' tiles, each in units of how much that class's tiles differ on the
 * board itself: only a clear margin is sure. Where the theme draws the givens' tiles raised (egyptian),
 * the relief decides first, as a tint changes a tile's colour but not its relief.
 *
 * Glossary (see screen.ts for the screenshot vocabulary, tiles.ts for the tile board):
 * - fill: a cell's background colour (screen-ink.ts backgroundColour), here its tile's colour.
 * - peer distance: how far a digit's fill lies from the nearest fill of an empty cell among its peers
 *   (row, column, box), or among all empty cells when none of its peers is empty; on a tinted board
 *   (screen-tints.ts) among the empty cells under its own tint, its peers first.
 * - tinted kind: under the cursor's tints, a digit's kind by how much darker its tile is than its
 *   tint's empty tiles (see tintedKind).
 * - given family: three or more digits' fills far from every empty peer's and close together, not red
 *   (the givens' tile, or the givens' tile under one tint); a lone odd fill is the selected cell's or an
 *   error's.
 * - relief, lit both ways, twin: see tile-relief.ts, which decides by the relief where a theme draws it.
 * - class spread: how much the tiles of one class differ among themselves on this board: for the empty
 *   tiles (the class of a player's digit's tile) the distance from each to its nearest empty peer, for
 *   the given families from each member to the nearest other member (a high quantile of those).
 * - margin: a digit's distances from the two classes (its peer distance, and from the nearest member of
 *   a given family), each in units of that class's spread, weighed as the likelihoods of two round
 *   normal spreads; a tile far from both classes (a mistake's, the selected cell's) is doubtful.
 * - highlight: a colourful fill, not red, on a board of grey empty tiles (see isHighlightTile).
 */
import { PEERS } from "../../logic/grid.js";
import type { CellSample, DigitKind } from "../types.js";
import {
  backgroundColour,
  type Colour,
  chroma,
  colourGroups,
  distance,
  fromRed,
  isRed,
  logistic,
} from "./screen-ink.js";
import type { KindCall } from "./screen-kinds.js";
import { checkEmptyTwins, checkTileKinds } from "./screen-tile-checks.js";
import { entriesByContrast, type Tints, tintZones } from "./screen-tints.js";
import { GIVEN_FAR, MIDDLE, raisedKinds, SURE, UNSURE } from "./tile-relief.js";

/** The fills of a given family lie within this distance of its centre. */
export const FAMILY_RADIUS = 0.12;
/** A valid puzzle has at least this many givens (see tileKinds). */
const MIN_GIVENS = 17;
/** A given family has at least this many digits. */
export const FAMILY_SIZE = 3;
/**
 * A class's spread is taken as at least this: the flat tiles of one tint measure this close (the
 * entries' tiles 0-0.048 from their nearest empty peer on the tune screenshots, most under 0.02).
 */
const SPREAD_FLOOR = 0.02;
/** A class's spread: this quantile of its members' distances from their nearest fellow member. */
const SPREAD_QUANTILE = 0.9;
/** A tile this many spreads from both classes belongs to neither (see marginKind). */
const OUTLIER = 3;
/**
 * A tile of neither class whose fill is this colourful (chroma, screen-ink.ts)... (KSudoku abstraction's
 * mistake tiles on the tune screenshots 0.23-0.40; its red tints over givens' dark tiles about 0.2)
 */
const MISTAKE_CHROMA = 0.2;
/** ...within this many degrees of red's hue, and lighter than the board's empty tiles, is a mistake's. */
const MISTAKE_HUE = 25;
/** A board's empty tiles are grey when their median chroma is at most this (FLTK's Sudoku: 0 to 0.02). */
const GREY_EMPTY = 0.04;
/** Under a tint (see tintedKind), a tile at most this much darker than its tint's empty tiles is a player's... */
const TINT_ENTRY = 0.02;
/** ...one at least this much darker a given's... */
const TINT_GIVEN = 0.1;
/** ...and one between the two doubtful, a player's when less darker than this. */
const TINT_CUT = 0.07;

/** The fills of a board's digits and empty cells, and each digit's peer distance (see the glossary). */
interface PeerDistances {
  fills: Colour[];
  empty: { cell: number; fill: Colour }[];
  peerDistance: number[];
}

/**
 * The empty tiles a cell's tile is compared with: on a tinted board (screen-tints.ts), those under its
 * own tint, its peers among them when it has any; else its peers, else all empty tiles.
 */
function comparedWith<T extends { cell: number }>(cell: number, empty: readonly T[], zones: Zones): T[] {
  const peers = new Set(PEERS[cell]);
  const own = zones === null ? empty : empty.filter((b) => zones[b.cell] === zones[cell]);
  const ownPeers = own.filter((b) => peers.has(b.cell));
  if (ownPeers.length > 0) return ownPeers;
  if (zones !== null && own.length > 0) return [...own];
  const near = empty.filter((b) => peers.has(b.cell));
  return near.length > 0 ? near : [...empty];
}

/** Each cell's tint zone on a tinted board (screen-tints.ts), or null. */
type Zones = readonly number[] | null;

/** The tints of the board these cells come from (see screen-tints.ts), or null. */
function boardTints(inked: readonly CellSample[], blanks: readonly CellSample[]): Tints | null {
  const fills: (Colour | null)[] = Array.from({ length: 81 }, () => null);
  for (const cell of [...inked, ...blanks]) fills[cell.cell] = backgroundColour(cell);
  return tintZones(fills);
}

/** See {@link PeerDistances}; null when a fill was not measured or the board has no empty cell. */
function peerDistances(
  inked: readonly CellSample[],
  blanks: readonly CellSample[],
  zones: Zones,
): PeerDistances | null {
  const fills = inked.map(backgroundColour);
  const empty = blanks
    .map((cell) => ({ cell: cell.cell, fill: backgroundColour(cell) }))
    .filter((b): b is { cell: number; fill: Colour } => b.fill !== null);
  if (empty.length === 0 || fills.some((f) => f === null)) return null;
  const peerDistance = inked.map((cell, i) => {
    const fill = fills[i] as Colour;
    return Math.min(...comparedWith(cell.cell, empty, zones).map((b) => distance(b.fill, fill)));
  });
  return { fills: fills as Colour[], empty, peerDistance };
}

/**
 * Decides printed or handwritten for the inked cells of a tile board by their tiles (see the glossary).
 * A board not found as tiles is judged by its fills only when it fills its givens' cells as a tile board
 * does: at least {@link MIN_GIVENS} digits' fills far from every empty peer's (a valid puzzle has that
 * many givens; an app's same-digit highlight covers 9 digits at most, a selected cell 1).
 * @param inked the inked cells (their `colours` measured)
 * @param blanks the board's empty cells
 * @param requireFilledGivens true for a board not found as tiles (see above)
 * @returns per inked cell (same order) its kind and the confidence in it, or null when the fills were not
 *   measured, the board has no empty cell (no empty tile to compare with), or, with `requireFilledGivens`,
 *   it does not fill its givens' cells
 * @example tileKinds(inked.map((c) => c.cell), cells.filter((c) => !c.ink))
 */
export function tileKinds(
  inked: readonly CellSample[],
  blanks: readonly CellSample[],
  requireFilledGivens = false,
): KindCall[] | null {
  const tints = boardTints(inked, blanks);
  const zones = tints?.zones ?? null;
  const measured = peerDistances(inked, blanks, zones);
  if (measured === null) return null;
  const { fills, empty, peerDistance } = measured;
  // Given families among the fills far from every empty peer's.
  const far = inked.map((_, i) => (peerDistance[i] as number) >= GIVEN_FAR);
  if (requireFilledGivens && far.filter(Boolean).length < MIN_GIVENS) return null;
  const farFills = fills.filter((_, i) => far[i]) as Colour[];
  const { groups, centres } = colourGroups(farFills, FAMILY_RADIUS);
  const emptyChromas = empty.map((b) => chroma(b.fill)).sort((a, b) => a - b);
  const emptyChroma = emptyChromas[emptyChromas.length >> 1] as number;
  // Not red, nor a highlight (three clashing entries on FLTK's yellow are no givens' tiles).
  const family = centres.map(
    (centre, g) =>
      !isRed(centre) &&
      !isHighlightTile(centre, emptyChroma) &&
      groups.filter((x) => x === g).length >= FAMILY_SIZE,
  );
  let k = 0;
  const inFamily = far.map((isFar) => isFar && family[groups[k++] as number] === true);
  const members = inked.map((_, i) => i).filter((i) => inFamily[i]);
  // A digit's distance from the given class: from the nearest fill of another family member.
  const toGivens = inked.map((_, i) =>
    Math.min(...members.filter((j) => j !== i).map((j) => distance(fills[j] as Colour, fills[i] as Colour))),
  );
  const greyEmpty = emptyChroma <= GREY_EMPTY;
  const raised = raisedKinds(inked, blanks, fills, { peerDistance, inFamily, toGivens, greyEmpty });
  const spreads = classSpreads(
    empty,
    members.map((j) => toGivens[j] as number),
    zones,
  );
  const emptyValues = empty.map((b) => b.fill[0]).sort((a, b) => a - b);
  const emptyValue = emptyValues[emptyValues.length >> 1] as number;
  const kinds = inked.map((_, i) => {
    const byBevel = raised?.[i];
    if (byBevel) return byBevel;
    const mistake =
      isMistakeTile(fills[i] as Colour, emptyValue) || isHighlightTile(fills[i] as Colour, emptyChroma);
    const tinted =
      tints === null ? undefined : tintedKind(inked[i] as CellSample, fills[i] as Colour, empty, tints);
    const call = tinted ?? marginKind(peerDistance[i] as number, toGivens[i] as number, spreads, mistake);
    // On a board that draws its givens raised, a tile neither raised nor flat is one the relief could
    // not settle, and its fill alone never makes it sure: a given missed as blank lends its gold tile to
    // the empty ones (extra tune seed 1, JPEG 90: a given at bevel 19.5 called a player's, surely), and
    // a top-row entry's tile measures half raised (seed 2: bevel 13.5, called a given, surely).
    return raised === null ? call : { ...call, kindConfidence: Math.min(call.kindConfidence, UNSURE) };
  });
  // A tile board's calls get second opinions (screen-tile-checks.ts); a board not found as tiles is
  // only checked by its fills (screen.ts checkedByFills).
  if (requireFilledGivens) return kinds;
  const twins = checkEmptyTwins(
    fills,
    empty.map((b) => b.fill),
    kinds,
  );
  // A tinted board's entries taken for a given family are told by their ink's contrast (screen-tints.ts).
  return entriesByContrast(inked, checkTileKinds(inked, twins), tints, UNSURE);
}

/** The spread of each class of tiles on a board (see the glossary), floored at {@link SPREAD_FLOOR}. */
interface Spreads {
  entry: number;
  given: number;
}

/**
 * The spread within each class of tiles, measured on the board: for the empty tiles (the class of a
 * player's digit's tile) the distance from each to its nearest empty peer, for the given families from
 * each member to the nearest other member, at the {@link SPREAD_QUANTILE} quantile (a class of clumps,
 * the givens' tiles over lighter and darker artwork, has a median of 0 but is no tighter for it).
 */
function classSpreads(
  empty: readonly { cell: number; fill: Colour }[],
  givenNearest: readonly number[],
  zones: Zones,
): Spreads {
  const nearestEmpty = empty.flatMap((b) => {
    const peers = new Set(PEERS[b.cell]);
    const others = empty.filter(
      (o) => peers.has(o.cell) && (zones === null || zones[o.cell] === zones[b.cell]),
    );
    return others.length > 0 ? [Math.min(...others.map((o) => distance(o.fill, b.fill)))] : [];
  });
  const spread = (xs: readonly number[]): number => {
    const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
    const at = sorted[Math.floor(SPREAD_QUANTILE * (sorted.length - 1))];
    return at === undefined ? SPREAD_FLOOR : Math.max(SPREAD_FLOOR, at);
  };
  return { entry: spread(nearestEmpty), given: spread(givenNearest) };
}

/**
 * A digit's kind under a tint (screen-tints.ts zones 1 and 2: the cursor's row, column and box) by how
 * much darker its tile is than the empty tiles under the same tint (the median value of those among its
 * peers, else of all of them): a tint's translucent colour shifts the hue of its tiles with the artwork
 * beneath (the green box's empty tiles measured 72-141 degrees on one board), but leaves the givens'
 * tiles darker than the empty ones. Measured on the KSudoku extra tune screenshots (seeds 1-6,
 * abstraction): under the row's and column's tint, entries' tiles at most 0.012 darker, givens' at
 * least 0.141; under the box's tint, entries' at most 0.082 and givens' at least 0.035 (the cursor's
 * glow lightens its tile), most above 0.11. The cursor's own empty tile, lightened by its glow, is left
 * out (an entry beside it was called a given on a JPEG-90 copy of a tune screenshot).
 * @returns the kind, or undefined for an untinted cell or a tint with no empty tile but the cursor's
 */
function tintedKind(
  cell: CellSample,
  fill: Colour,
  empty: readonly { cell: number; fill: Colour }[],
  { zones, cursor }: Tints,
): KindCall | undefined {
  const zone = zones[cell.cell];
  if (zone === undefined || zone === 0) return undefined;
  // The cursor's own empty tile is lightened by its glow: no measure of its tint's empty tiles.
  const own = empty.filter((b) => zones[b.cell] === zone && b.cell !== cursor);
  if (own.length === 0) return undefined;
  const peers = new Set(PEERS[cell.cell]);
  const near = own.filter((b) => peers.has(b.cell));
  const values = (near.length > 0 ? near : own).map((b) => b.fill[0]).sort((a, b) => a - b);
  const darker = (values[values.length >> 1] as number) - fill[0];
  if (darker <= TINT_ENTRY) return { kind: "handwritten", kindConfidence: SURE };
  if (darker >= TINT_GIVEN) return { kind: "printed", kindConfidence: SURE };
  return { kind: darker < TINT_CUT ? "handwritten" : "printed", kindConfidence: UNSURE };
}

/**
 * Whether a tile's fill is a mistake's: red (see {@link MISTAKE_HUE}, {@link MISTAKE_CHROMA}) and lighter
 * than the board's empty tiles (`emptyValue`, their median value). KSudoku marks a player's wrong digit,
 * and only a player's, with a light red tile; a red tint over a given's dark tile stays darker. On the
 * tune screenshots' abstraction boards, 31 of the 33 tiles of neither class that this takes were
 * mistakes' (the other two pencil-mark cells), and the 3 it leaves, red tints over givens.
 */
function isMistakeTile(fill: Colour, emptyValue: number): boolean {
  return chroma(fill) >= MISTAKE_CHROMA && fromRed(fill) <= MISTAKE_HUE && fill[0] > emptyValue;
}

/**
 * Whether a tile's fill is a highlight's: on a board whose empty tiles are grey (their median chroma at
 * most {@link GREY_EMPTY}), a fill as colourful as a mistake's (see {@link MISTAKE_CHROMA}) but not red.
 * Of neither class, it marks a player's digit (FLTK's Sudoku: a clashing entry filled yellow by its
 * _Check Game_, the selected cell in the selection's blue or, clashing too, olive; a given cannot take
 * the focus there). KSudoku's tiles are coloured artwork (empty tiles' median chroma 0.07-0.22 on its
 * extra tune sets), where such a fill is as likely a tinted given's: not there.
 */
function isHighlightTile(fill: Colour, emptyChroma: number): boolean {
  return emptyChroma <= GREY_EMPTY && chroma(fill) >= MISTAKE_CHROMA && fromRed(fill) > MISTAKE_HUE;
}

/**
 * A digit's kind by its tile's distances from the two classes, each in units of that class's spread
 * on the board (a margin, not a fixed threshold): the likelier class under a round normal spread of
 * each (3 colour dimensions) is taken, as sure as the likelihoods say, up to {@link SURE}; a tile more
 * than {@link OUTLIER} spreads from both classes (a mistake's or the selected cell's tile, or a tile
 * compared with another tint's) is doubtful whichever is nearer, and taken for a player's when it is a
 * mistake's or a highlight's (`mistake`, see isMistakeTile and isHighlightTile); a given's call on a
 * tile nearer than {@link MIDDLE} to an empty peer's is doubtful.
 */
function marginKind(toEmpty: number, toGivens: number, spreads: Spreads, mistake: boolean): KindCall {
  const zEntry = toEmpty / spreads.entry;
  const zGiven = toGivens / spreads.given;
  const logOdds = (zEntry ** 2 - zGiven ** 2) / 2 + 3 * Math.log(spreads.entry / spreads.given);
  // Neither class: a mistake's tile is a player's, else the nearer side by the tile's own distance
  // from its empty peers; doubtfully either way.
  if (Math.min(zEntry, zGiven) > OUTLIER)
    return { kind: mistake || toEmpty < MIDDLE ? "handwritten" : "printed", kindConfidence: UNSURE };
  const kind: DigitKind = logOdds > 0 ? "printed" : "handwritten";
  // A given's tile this near an empty peer's is never sure: on an abstraction board saved as JPEG 90
  // (extra tune seed 14, screen-1280x800-5), entries' light tiles in a row with no empty cell made a
  // given family of their own, and an entry's tile 0.024 from an empty peer's, 0.022 from that family,
  // was called a given at 0.94.
  const sure = kind === "printed" && toEmpty < MIDDLE ? UNSURE : SURE;
  return { kind, kindConfidence: Math.min(sure, logistic(Math.abs(logOdds))) };
}
