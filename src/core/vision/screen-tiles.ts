/**
 * Printed or handwritten on a tile board (an app that draws a tile per cell, KSudoku): the givens and the
 * player's digits are drawn in one ink, but a given sits on a tile of its own (gold in KSudoku's egyptian
 * theme, dark in its abstraction theme) and a player's digit on the tile an empty cell has. The tiles are
 * textured and tinted (the selected cell's row, column and box; lighter and darker across the artwork), so
 * a digit's tile is compared with the empty tiles among its peers, which share its tint and its part of
 * the artwork, and only clear cases are sure.
 *
 * Glossary (see screen.ts for the screenshot vocabulary, tiles.ts for the tile board):
 * - fill: a cell's background colour (screen-ink.ts backgroundColour), here its tile's colour.
 * - peer distance: how far a digit's fill lies from the nearest fill of an empty cell among its peers
 *   (row, column, box), or among all empty cells when none of its peers is empty.
 * - given family: three or more digits' fills far from every empty peer's and close together, not red
 *   (the givens' tile, or the givens' tile under one tint); a lone odd fill is the selected cell's or an
 *   error's.
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
  return inked.map((_, i) => {
    const d = peerDistance[i] as number;
    if (far[i]) {
      const inFamily = family[groups[k++] as number] === true;
      return { kind: "printed", kindConfidence: inFamily ? SURE : UNSURE };
    }
    if (d <= ENTRY_NEAR) return { kind: "handwritten", kindConfidence: SURE };
    return { kind: d < MIDDLE ? "handwritten" : "printed", kindConfidence: UNSURE };
  });
}
