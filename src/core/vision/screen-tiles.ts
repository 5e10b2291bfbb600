/**
 * Printed or handwritten on a tile board (an app that draws a tile per cell, KSudoku): the givens and the
 * player's digits are drawn in one ink, but a given sits on a tile of its own (gold in KSudoku's egyptian
 * theme, dark in its abstraction theme) and a player's digit on the tile an empty cell has. The tiles are
 * textured and tinted (the selected cell's row, column and box; lighter and darker across the artwork), so
 * a digit's tile is compared with the empty tiles among its peers, which share its tint and its part of
 * the artwork, and only clear cases are sure. Where the theme draws the givens' tiles raised (egyptian),
 * the relief decides first, as a tint changes a tile's colour but not its relief.
 *
 * Glossary (see screen.ts for the screenshot vocabulary, tiles.ts for the tile board):
 * - fill: a cell's background colour (screen-ink.ts backgroundColour), here its tile's colour.
 * - peer distance: how far a digit's fill lies from the nearest fill of an empty cell among its peers
 *   (row, column, box), or among all empty cells when none of its peers is empty.
 * - given family: three or more digits' fills far from every empty peer's and close together, not red
 *   (the givens' tile, or the givens' tile under one tint); a lone odd fill is the selected cell's or an
 *   error's.
 * - relief: how raised a tile is drawn (cell-raster.ts tileBevel: its lit top and left edges against its
 *   shaded bottom and right ones); raised above {@link RAISED}, flat under {@link FLAT}.
 * - twin: another raised tile of nearly the same fill (givens under one tint have twins; the selected
 *   cell's cursor, a raised frame, has none).
 */
import { PEERS } from "../logic/grid.js";
import { backgroundColour, type Colour, colourGroups, distance, isRed } from "./screen-ink.js";
import type { KindCall } from "./screen-kinds.js";
import type { CellSample } from "./types.js";

/**
 * A fill this close to an empty peer's is a player's digit's tile, surely. Measured on the KSudoku tune
 * screenshots: entries 0-0.048 from their nearest empty peer, givens never closer than 0.031.
 */
const ENTRY_NEAR = 0.02;
/** A fill this far from every empty peer's is a given's tile, surely, when it belongs to a given family. */
const GIVEN_FAR = 0.1;
/** Between the two, the nearer side is taken, doubtfully: nearer than this, a player's digit. */
const MIDDLE = 0.06;
/** The fills of a given family lie within this distance of its centre. */
const FAMILY_RADIUS = 0.12;
/** A given family has at least this many digits. */
const FAMILY_SIZE = 3;
/** A tile this raised (cell-raster.ts tileBevel) is a given's, on a board that draws givens raised... */
const RAISED = 20;
/** ...and a tile this flat a player's (tune: givens' tiles 18-43, entries' at most 14). */
const FLAT = 12;
/** A tile this flat is a player's even when its fill is only near an empty tile's (tune: entries' mostly 0-7). */
const VERY_FLAT = 6;
/** A board draws its givens raised when at least this many digits' tiles are raised... */
const RAISED_GIVENS = 10;
/** ...and its empty tiles are flat: their median bevel under this. */
const FLAT_EMPTY = 6;
/** Two raised tiles with fills this close are alike (the selected cell's raised frame has no twin). */
const TWIN_FILL = 0.03;
/** Kind confidence of a clear case. */
const SURE = 0.97;
/** Kind confidence of a digit between the two (doubtful: read.ts's threshold is 0.9). */
const UNSURE = 0.6;

/**
 * Decides printed or handwritten for the inked cells of a tile board by their tiles (see the glossary).
 * @param inked the inked cells (their `colours` measured)
 * @param blanks the board's empty cells
 * @returns per inked cell (same order) its kind and the confidence in it, or null when the fills were not
 *   measured or the board has no empty cell (no empty tile to compare with)
 * @example tileKinds(inked.map((c) => c.cell), cells.filter((c) => !c.ink))
 */
export function tileKinds(inked: readonly CellSample[], blanks: readonly CellSample[]): KindCall[] | null {
  const fills = inked.map(backgroundColour);
  const empty = blanks
    .map((cell) => ({ cell: cell.cell, fill: backgroundColour(cell) }))
    .filter((b): b is { cell: number; fill: Colour } => b.fill !== null);
  if (empty.length === 0 || fills.some((f) => f === null)) return null;
  const peerDistance = inked.map((cell, i) => {
    const fill = fills[i] as Colour;
    const peers = new Set(PEERS[cell.cell]);
    const near = empty.filter((b) => peers.has(b.cell));
    return Math.min(...(near.length > 0 ? near : empty).map((b) => distance(b.fill, fill)));
  });
  // Given families among the fills far from every empty peer's.
  const far = inked.map((_, i) => (peerDistance[i] as number) >= GIVEN_FAR);
  const farFills = fills.filter((_, i) => far[i]) as Colour[];
  const { groups, centres } = colourGroups(farFills, FAMILY_RADIUS);
  const family = centres.map(
    (centre, g) => !isRed(centre) && groups.filter((x) => x === g).length >= FAMILY_SIZE,
  );
  let k = 0;
  const inFamily = far.map((isFar) => isFar && family[groups[k++] as number] === true);
  const raised = raisedKinds(inked, blanks, fills as Colour[], { peerDistance, inFamily });
  return inked.map((_, i) => {
    const byBevel = raised?.[i];
    if (byBevel) return byBevel;
    const d = peerDistance[i] as number;
    if (far[i]) return { kind: "printed", kindConfidence: inFamily[i] ? SURE : UNSURE };
    if (d <= ENTRY_NEAR) return { kind: "handwritten", kindConfidence: SURE };
    return { kind: d < MIDDLE ? "handwritten" : "printed", kindConfidence: UNSURE };
  });
}

/**
 * Printed or handwritten by how raised the tiles are, on a board that draws its givens' tiles raised and
 * its other tiles flat (KSudoku's egyptian theme; a tint changes a tile's colour, not its relief): a
 * raised tile is a given's, a flat one a player's. The selected cell's cursor is a raised frame, so a
 * raised tile is surely a given's only when its fill is in a given family or another raised tile shares
 * it (givens under one tint); a flat tile is a player's, surely when its fill is an empty tile's or red
 * (KSudoku marks a mistake, and only a player's digit, with a red tile), doubtfully otherwise (tinted
 * entries' tiles may look alike, and a given's tile may measure flat at the board's edge).
 * @returns per inked cell a kind, or undefined where the relief does not decide; null when the board
 *   does not draw its givens raised
 */
function raisedKinds(
  inked: readonly CellSample[],
  blanks: readonly CellSample[],
  fills: readonly Colour[],
  { peerDistance, inFamily }: { peerDistance: readonly number[]; inFamily: readonly boolean[] },
): (KindCall | undefined)[] | null {
  const bevel = (c: CellSample): number => c.bevel ?? 0;
  const emptyBevels = blanks.map(bevel).sort((a, b) => a - b);
  const raisedCount = inked.filter((c) => bevel(c) >= RAISED).length;
  if (raisedCount < RAISED_GIVENS || (emptyBevels[emptyBevels.length >> 1] ?? 0) >= FLAT_EMPTY) return null;
  return inked.map((c, i) => {
    const fill = fills[i] as Colour;
    const d = peerDistance[i] as number;
    if (bevel(c) >= RAISED) {
      const twin = inked.some(
        (o, j) => j !== i && bevel(o) >= RAISED && distance(fills[j] as Colour, fill) <= TWIN_FILL,
      );
      return { kind: "printed", kindConfidence: inFamily[i] || twin ? SURE : UNSURE };
    }
    if (bevel(c) <= FLAT) {
      // Sure when the fill agrees (an empty tile's, or a mistake's red), or nearly and the tile is
      // clearly flat (a given's tile measured as flat as 9 once, at a scaled board's edge).
      const sure = d <= ENTRY_NEAR || isRed(fill) || (d < MIDDLE && bevel(c) <= VERY_FLAT);
      return { kind: "handwritten", kindConfidence: sure ? SURE : UNSURE };
    }
    return undefined;
  });
}
