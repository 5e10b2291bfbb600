/**
 * The tints a tile board draws around its selected cell: KSudoku's abstraction theme lays one tint (red)
 * over the selected cell's row and column and another (green) over its box, on top of its blue tiles. A
 * tint changes the hue of every tile under it, the givens' dark tiles and the empty tiles alike, so a
 * digit's tile is only comparable with empty tiles under the same tint: a player's digit on a tinted row
 * whose every cell holds a digit has no empty peer of its own tint, and was compared with untinted ones
 * (screen-tiles.ts) and called a given, surely.
 *
 * Glossary (see screen-ink.ts for the colour space, screen-tiles.ts for the tile vocabulary):
 * - hue vector: a fill's two chroma coordinates (screen-ink.ts colour space without its value), where the
 *   tints show; a tile's lightness (its artwork, given or empty) is left out.
 * - zone: where a cell lies against a cursor: 2 in the cursor's box, 1 in its row or column outside the
 *   box, 0 elsewhere (the box's tint covers the row's and the column's inside the box).
 * - spread: the sum over the board's 81 cells of each fill's hue vector's distance from the mean hue
 *   vector of its zone (of the whole board, for the untinted spread).
 * - tinted board: one whose best cursor leaves at most {@link TINTED_SPREAD} of the untinted spread and
 *   whose three zones' mean hue vectors lie at least {@link ZONES_APART} from each other.
 * - contrast position: where a digit's ink contrast (InkFeatures.contrast) lies between the median
 *   contrast of the digits called handwritten (0) and of those called printed (1).
 */
import type { CellSample } from "../types.js";
import { type Colour, median } from "./screen-ink.js";
import type { KindCall } from "./screen-kinds.js";

/**
 * A board is tinted when its best cursor's zones leave at most this fraction of the untinted spread.
 * Measured on the KSudoku extra tune screenshots of seed 1: the abstraction boards 0.38-0.49, the
 * egyptian boards (gold and dark tiles, no such tints) 0.77-0.95.
 */
const TINTED_SPREAD = 0.6;
/**
 * The zones' mean hue vectors lie at least this far apart on a tinted board. On the same screenshots
 * the abstraction boards' zones lay 0.25-0.42 apart; the egyptian boards' best cursors left some zone
 * within 0.03-0.16 of another.
 */
const ZONES_APART = 0.2;

/** A tinted board's zones (see the glossary), one per cell, and the cursor's cell. */
export interface Tints {
  zones: number[];
  cursor: number;
}

/** A cell's zone against a cursor (see the glossary). */
export function zoneOf(cell: number, cursor: number): number {
  const [r, c, r0, c0] = [Math.floor(cell / 9), cell % 9, Math.floor(cursor / 9), cursor % 9];
  if (Math.floor(r / 3) === Math.floor(r0 / 3) && Math.floor(c / 3) === Math.floor(c0 / 3)) return 2;
  return r === r0 || c === c0 ? 1 : 0;
}

/** The spread of the fills over some zones (see the glossary), and each zone's mean hue vector. */
function spreadOver(
  fills: readonly Colour[],
  zones: readonly number[],
): { spread: number; means: number[][] } {
  const sums = [0, 1, 2].map(() => [0, 0, 0]);
  fills.forEach((fill, i) => {
    const sum = sums[zones[i] as number] as number[];
    sum[0] = (sum[0] as number) + fill[1];
    sum[1] = (sum[1] as number) + fill[2];
    sum[2] = (sum[2] as number) + 1;
  });
  const means = sums.map(([a, b, n]) => (n ? [(a as number) / n, (b as number) / n] : [0, 0]));
  let spread = 0;
  fills.forEach((fill, i) => {
    const [a, b] = means[zones[i] as number] as number[];
    spread += Math.hypot(fill[1] - (a as number), fill[2] - (b as number));
  });
  return { spread, means };
}

/**
 * The tint zone of every cell of a tinted board (see the glossary), found by trying each of the 81 cells
 * as the cursor and keeping the one whose zones leave the least spread.
 * @param fills the tile colour of each of the board's 81 cells, in order (null where not measured)
 * @returns each cell's zone and the cursor's cell, or null when a fill was not measured or the board is
 *   not tinted
 * @example tintZones(cells.map(backgroundColour)) // { zones: [0, 0, 1, 0, ...], cursor: 2 } (r1c3)
 */
export function tintZones(fills: readonly (Colour | null)[]): Tints | null {
  if (fills.length !== 81 || fills.some((f) => f === null)) return null;
  const all = fills as Colour[];
  const untinted = spreadOver(
    all,
    all.map(() => 0),
  ).spread;
  let best: { spread: number; means: number[][]; zones: number[]; cursor: number } | null = null;
  for (let cursor = 0; cursor < 81; cursor++) {
    const zones = all.map((_, cell) => zoneOf(cell, cursor));
    const found = spreadOver(all, zones);
    if (best === null || found.spread < best.spread) best = { ...found, zones, cursor };
  }
  if (best === null || best.spread > TINTED_SPREAD * untinted) return null;
  const [rest, line, box] = best.means as [number[], number[], number[]];
  const apart = (a: number[], b: number[]): number =>
    Math.hypot((a[0] as number) - (b[0] as number), (a[1] as number) - (b[1] as number));
  if (Math.min(apart(rest, line), apart(rest, box), apart(line, box)) < ZONES_APART) return null;
  return { zones: best.zones, cursor: best.cursor };
}

/** Each kind needs at least this many digits before its median contrast is a class's. */
const CONTRAST_CLASS = 3;
/**
 * The classes' median contrasts differ by at least this fraction of the larger on a board that draws its
 * givens' tiles dark and its empty tiles light under one white ink (KSudoku abstraction 0.27-0.33).
 */
const CONTRAST_APART = 0.2;
/**
 * A digit called printed outside the box's tint whose contrast position is under this is a player's.
 * Measured on the KSudoku extra tune screenshots (seeds 1-8 and 12-14, abstraction): in zones 0 and 1,
 * the entries called givens (under a tinted row or column with no empty tile of its own, the entries
 * there make a given family) lay at -0.46 to 0.26, every given at 0.2 or more; in the box's zone, where
 * the green tint dims the givens' contrast, givens lay as low as -0.35, so it is left alone there.
 */
const ENTRY_SIDE = 0.2;

/**
 * Turns into a player's digit, doubtfully, a call of printed on a tinted board (see the glossary)
 * outside the box's tint whose ink contrasts like the player's digits' (contrast position under
 * {@link ENTRY_SIDE}): a tint changes a tile's colour, so a row tinted red with no empty tile of its
 * own has its entries' tiles compared with other tints' and taken for a given family, but the white
 * ink on a light empty tile stands out less than on a given's dark tile under any tint.
 * @param inked the tile board's inked cells
 * @param kinds their calls (same order)
 * @param tints the board's tints, or null for an untinted board (then the calls are returned as they are)
 * @returns the calls, some printed ones turned handwritten at `doubtful`
 * @example const kinds = entriesByContrast(inked, calls, tintZones(fills), 0.6);
 */
export function entriesByContrast(
  inked: readonly CellSample[],
  kinds: readonly KindCall[],
  tints: Tints | null,
  doubtful: number,
): KindCall[] {
  if (tints === null) return [...kinds];
  const contrast = inked.map((c) => c.features.contrast);
  const of = (kind: KindCall["kind"]): number[] => contrast.filter((_, i) => kinds[i]?.kind === kind);
  const [printed, handwritten] = [of("printed"), of("handwritten")];
  if (printed.length < CONTRAST_CLASS || handwritten.length < CONTRAST_CLASS) return [...kinds];
  const [high, low] = [median(printed), median(handwritten)];
  if (high - low < CONTRAST_APART * high) return [...kinds];
  return kinds.map((call, i) => {
    const position = ((contrast[i] as number) - low) / (high - low);
    const outsideBox = tints.zones[(inked[i] as CellSample).cell] !== 2;
    return call.kind === "printed" && outsideBox && position < ENTRY_SIDE
      ? { kind: "handwritten", kindConfidence: Math.min(call.kindConfidence, doubtful) }
      : call;
  });
}
