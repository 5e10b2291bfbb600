/**
 * Printed or handwritten by a tile's relief, on a board that draws its givens' tiles raised and its other
 * tiles flat (KSudoku's egyptian theme): a tint changes a tile's colour but not its relief, so where the
 * theme draws relief it decides before the fills do (screen-tiles.ts tileKinds, which asks this first).
 *
 * Glossary (see screen-tiles.ts for fill, peer distance, given family; screen.ts for the screenshot
 * vocabulary):
 * - relief: how raised a tile is drawn (cell-raster.ts tileBevel: its lit top and left edges against its
 *   shaded bottom and right ones); raised above {@link RAISED}, flat under {@link FLAT}.
 * - lit both ways: raised with each half of its relief (top against bottom, left against right) at least
 *   {@link LIT_BOTH}; a raised tile not lit both ways (a top-row tile taking in the board's lit frame) is
 *   lopsided.
 * - twin: another raised tile of nearly the same fill (givens under one tint have twins; the selected
 *   cell's cursor, a raised frame, has none).
 *
 * The kind thresholds both files use (a given's distance, the middle distance, sure and unsure) are
 * defined here and imported by screen-tiles.ts.
 */
import type { CellSample } from "../types.js";
import { type Colour, distance, isRed } from "./screen-ink.js";
import type { KindCall } from "./screen-kinds.js";

/** A fill this far from every empty peer's is a given's tile, surely, when it belongs to a given family. */
export const GIVEN_FAR = 0.1;
/** A tile nearer than this to an empty peer's, when no class or relief decides, is doubtfully a player's. */
export const MIDDLE = 0.06;
/** Kind confidence of a clear case. */
export const SURE = 0.97;
/** Kind confidence of a digit between the two (doubtful: read.ts's threshold is 0.9). */
export const UNSURE = 0.6;
/**
 * On a board that draws its givens raised, a flat tile's fill this close to an empty peer's is a
 * player's digit's tile, surely. Measured on the KSudoku tune screenshots: entries 0-0.048 from their
 * nearest empty peer, givens never closer than 0.031.
 */
const ENTRY_NEAR = 0.02;
/** A tile this raised (cell-raster.ts tileBevel) is a given's, on a board that draws givens raised... */
const RAISED = 20;
/** ...and a tile this flat a player's (tune: givens' tiles 18-43, entries' at most 14). */
const FLAT = 12;
/** A tile this flat is a player's even when its fill is only near an empty tile's (tune: entries' mostly 0-7). */
const VERY_FLAT = 6;
/**
 * A raised tile is lit both ways, each half of its relief (cell-raster.ts tileRelief) at least this. Tune
 * seeds 1-6, 8, 12 (egyptian): every entry's and empty tile's lesser half at most 8 and 10, 2123 of 2165
 * givens' at least 12; the 11 entries' tiles that measured raised (10 in the top row, the board's lit frame
 * in their top strip) were raised from top to bottom alone, their left-right halves -5 to 8.
 */
const LIT_BOTH = 10;
/**
 * A board whose digits' tiles measure sunken (bevel at most -{@link RAISED}) at least this many times as
 * often as raised draws no raised givens: its relief is the lines of a cell's or a box's frame falling
 * into the cell's edge strips, some sides lit and others shaded (FLTK's Sudoku: every cell a framed
 * box, bevels of about ±100 on givens and entries alike, an entry's as often raised as a given's).
 */
const SUNKEN = 0.5;
/** A board draws its givens raised when at least this many digits' tiles are raised... */
const RAISED_GIVENS = 10;
/**
 * ...and its empty tiles are flat: the median of their lesser halves (see the glossary) under this, and
 * their median bevel under {@link FLAT}. A picture shrunk and saved as JPEG lights the empty tiles' top
 * strips (egyptian 600x520 windows at 0.75 of their size, JPEG 90: the empty tiles' median bevel 6-7,
 * their top-bottom halves about 12, their left-right halves about 0); by their bevel alone the board
 * drew no raised givens, its fills decided, and tinted givens were called a player's, surely.
 */
const FLAT_EMPTY = 6;
/**
 * A raised tile is surely a given's by its fill when another member of its given family lies this close
 * (tune seeds 1-6, 8, 12: 1163 of 1175 raised givens' tiles in a family within 0.06 of another member; a
 * top-row entry's tile that measured raised, in a family through the cursor's green box tint, 0.09).
 */
const FAMILY_NEAR = 0.06;
/** Two raised tiles with fills this close are alike (the selected cell's raised frame has no twin). */
const TWIN_FILL = 0.03;

/**
 * Printed or handwritten by how raised the tiles are, on a board that draws its givens' tiles raised and
 * its other tiles flat (KSudoku's egyptian theme; a tint changes a tile's colour, not its relief): a
 * raised tile is a given's, a flat one a player's. The selected cell's cursor is a raised frame, so a
 * raised tile is surely a given's only when its fill is in a given family or another raised tile shares
 * it (givens under one tint), it is lit both ways (on artwork tiles, not grey ones), and its fill is not
 * also an empty peer's: an entry's tile may measure
 * raised (11 entries' tiles on tune seeds 1-6, 8, 12, 10 of them in the top row, all but one within
 * 0.045 of an empty peer; 36 of 1950 raised givens' tiles lie so near, tinted ones, left doubtful for
 * the puzzle to settle); a lopsided tile (see the glossary) whose fill is near an empty peer's, in no
 * given family and shared by no tile lit both ways, is a player's, surely when its fill is an empty
 * tile's; a half-raised lopsided tile is a player's, doubtfully; a tile the relief leaves undecided is
 * never sure; a flat tile is a player's, surely when its fill is an empty tile's or red (KSudoku marks a
 * mistake, and only a player's digit, with a red tile), doubtfully otherwise (tinted entries' tiles may
 * look alike, and a given's tile may measure flat at the board's edge).
 * @returns per inked cell a kind, or undefined where the relief does not decide; null when the board
 *   does not draw its givens raised
 */
export function raisedKinds(
  inked: readonly CellSample[],
  blanks: readonly CellSample[],
  fills: readonly Colour[],
  {
    peerDistance,
    inFamily,
    toGivens,
    greyEmpty = false,
  }: {
    peerDistance: readonly number[];
    inFamily: readonly boolean[];
    toGivens: readonly number[];
    /** The board's empty tiles are grey (screen-tiles.ts isHighlightTile): no artwork's half-raised tiles. */
    greyEmpty?: boolean;
  },
): (KindCall | undefined)[] | null {
  const bevel = (c: CellSample): number => c.bevel ?? 0;
  const leastHalf = (c: CellSample): number => c.bevelLeast ?? bevel(c);
  const litBoth = (c: CellSample): boolean => bevel(c) >= RAISED && leastHalf(c) >= LIT_BOTH;
  const middle = (xs: number[]): number => xs.sort((a, b) => a - b)[xs.length >> 1] ?? 0;
  const flatEmpty = middle(blanks.map(leastHalf)) < FLAT_EMPTY && middle(blanks.map(bevel)) < FLAT;
  const raisedCount = inked.filter((c) => bevel(c) >= RAISED).length;
  if (raisedCount < RAISED_GIVENS || !flatEmpty) return null;
  // Boxes framed by lines, not raised tiles: as many digits' cells measure sunken as raised (see SUNKEN).
  if (inked.filter((c) => bevel(c) <= -RAISED).length >= SUNKEN * raisedCount) return null;
  return inked.map((c, i) => {
    const fill = fills[i] as Colour;
    const d = peerDistance[i] as number;
    const twin = inked.some(
      (o, j) => j !== i && bevel(o) >= RAISED && distance(fills[j] as Colour, fill) <= TWIN_FILL,
    );
    // Raised and with a given's fill, but not when the fill is also an empty peer's: a top-row entry's
    // tile may measure raised (see FAMILY_NEAR), and then only its fill tells it from a tinted given's.
    const familiar = inFamily[i] === true && (toGivens[i] as number) <= FAMILY_NEAR;
    const givenFill = (familiar || twin) && d >= MIDDLE;
    // Raised from top to bottom alone (see LIT_BOTH): the relief does not say, the fill does, when it
    // is near an empty peer's and no tile lit both ways shares it.
    if (bevel(c) >= RAISED && !litBoth(c) && !familiar && d < MIDDLE) {
      const litTwin = inked.some(
        (o, j) => j !== i && litBoth(o) && distance(fills[j] as Colour, fill) <= TWIN_FILL,
      );
      if (!litTwin) return { kind: "handwritten", kindConfidence: d <= ENTRY_NEAR ? SURE : UNSURE };
    }
    // Sure only when lit both ways, on a theme's artwork tiles: a top-row entry's lopsided tile may
    // share a given family's fill, as near it as the family's own members (extra tune seed 2 at 0.75 of
    // its size, JPEG 90: 0.059, its lesser half -1, called a given, surely). Not on grey empty tiles
    // (FLTK's dark look, whose givens' frames measure raised one way only: its clashing entries on
    // yellow were then called givens).
    if (bevel(c) >= RAISED)
      return { kind: "printed", kindConfidence: givenFill && (greyEmpty || litBoth(c)) ? SURE : UNSURE };
    // A flat tile with a raised given's very fill, far from every empty peer's, is a given's tile
    // measured flat (at the board's edge: egyptian desktop-900x700-1 r2c1, tune, bevel 9): the fill
    // outvotes the relief, doubtfully; not when both halves of the relief are flat (within VERY_FLAT):
    // an entry's tile may share a tinted given's fill, far from its empty peers' (extra tune seed 12's
    // top row, halves -1 to 1), and the 5 tiles so flat that the rule took on the tune sets were all
    // entries'. That given's tile measures one half flat and the other raised (19; JPEG 90: -29 and 17).
    const flatBothWays =
      Math.abs(leastHalf(c)) <= VERY_FLAT && Math.abs(2 * bevel(c) - leastHalf(c)) <= VERY_FLAT;
    if (twin && d >= GIVEN_FAR && (greyEmpty || !flatBothWays))
      return { kind: "printed", kindConfidence: UNSURE };
    // Half raised (between FLAT and RAISED) and lopsided: the board's lit frame in an entry's top
    // strip. A given's tile this little raised is still lit both ways (tune seeds 1-8, 12-14: 10 such
    // givens' lesser halves 10-19, 10 entries' -4 to 8), so the relief says a player's, doubtfully. Not
    // on grey empty tiles (FLTK's Sudoku, whose cells' frames fall into the strips, see SUNKEN), nor is
    // the flat tile's relief trusted there: both only for a theme's artwork tiles (KSudoku's egyptian).
    if (!greyEmpty && bevel(c) > FLAT && leastHalf(c) < LIT_BOTH)
      return { kind: "handwritten", kindConfidence: UNSURE };
    if (bevel(c) <= FLAT) {
      // Sure when the fill agrees (an empty tile's, or a mistake's red), or nearly and the tile is
      // clearly flat, neither half sunken as deep as a given's is raised (a given's tile measured as
      // flat as 9 once, at a scaled board's edge; desktop-900x700-1's r2c1 above, saved as JPEG 90:
      // halves -29 and 17, bevel -6, its fill 0.046 from an empty tile's, a given missed as blank
      // having lent its gold tile to the empty ones, was called a player's, surely). Not both halves
      // within VERY_FLAT: a board cut as lines, not tiles, measures its entries' halves wider.
      const sure =
        d <= ENTRY_NEAR || isRed(fill) || (d < MIDDLE && bevel(c) <= VERY_FLAT && leastHalf(c) > -RAISED);
      return { kind: "handwritten", kindConfidence: sure ? SURE : UNSURE };
    }
    return undefined;
  });
}
