/**
 * One located board to its 81 cells (extract.ts's searches find the board): its lattice refined or fitted
 * as tiles, the cells cut through it and isolated, the board told a screenshot's or a photo's. Shared by
 * every search, so each board found is cut the same way.
 */

import { clearBand, tileRelief } from "./cells/cell-raster.js";
import { type CellRaster, cellBackground, isolateDigit, sampleCell } from "./cells/cells.js";
import { isDrawn } from "./cells/drawn.js";
import { closeBlanks, doubtDimBlanks, evenLight } from "./cells/even-light.js";
import { isolateMark } from "./cells/marks.js";
import { blankPencilMarks, isPencilledSheet } from "./cells/photo-pencil.js";
import { isBlurred, sharpenBlurred } from "./cells/sharpen.js";
import { reachesBeyond } from "./locate/board-extent.js";
import { croppedCells } from "./locate/cropped-cells.js";
import { partOfLargerGrid } from "./locate/larger-grid.js";
import { refineLattice } from "./locate/lattice.js";
import { isSquare, type LocatedBoard, lineScore, MIN_LATTICE_SCORE } from "./locate/locate.js";
import { lineBands, mostBeyond } from "./locate/rescue-checks.js";
import { onBoardStrips, unshiftLattice } from "./locate/unshift.js";
import { MARGIN, SIDE } from "./locate/warp-lattice.js";
import { homography } from "./picture/homography.js";
import type { Gray } from "./picture/raster.js";
import { appDigits } from "./screen/app-digits.js";
import { isolateBoldDigits } from "./screen/screen-boxes.js";
import { measureColours, orientedColours } from "./screen/screen-colours.js";
import { isolateUnderGlow } from "./screen/screen-glow.js";
import { median } from "./screen/screen-ink.js";
import { centredOnBoxes, isShadedBoard } from "./screen/screen-shade.js";
import { isolateUnstruck } from "./screen/screen-strokes.js";
import { bandFill, colourfulness, fitTiles, fitTilesLight } from "./screen/tiles.js";
import type { CellColours, ExtractedBoard, Picture, Point } from "./types.js";

/**
 * A board of flat ink whose plain lattice scores under this may be a tile board: the tiles' frames and
 * texture cost the plain score (KSudoku's egyptian and abstraction tune screenshots score -0.03 to 0.25;
 * thin-lined boards 0.42 and more: GNOME Sudoku, Solo, KSudoku's scribble theme).
 */
const TILE_PLAIN_BELOW = 0.35;
/**
 * ...or under this on a board of app digits whose cells are coloured (see {@link COLOURED_TILES}):
 * KSudoku's egyptian boards drawn small (window 600x520) or at some sizes beside a desktop's edge
 * scored plain 0.35-0.45 on the tune screenshots (16 of 155), cut then on lines between the tiles'
 * frames, where the tiles' relief is not measured (10 of them misread, mostly kinds under the cursor's
 * tints); the grey boards scoring as low are FLTK's Sudoku's (0.29-0.55) and GNOME Sudoku's dark theme
 * (0.42 and more), whose cells are not to be cut as tiles.
 */
const COLOURED_TILE_PLAIN_BELOW = 0.47;
/**
 * A board's cells are coloured when their median chroma (tiles.ts colourfulness) is at least this:
 * KSudoku's egyptian tune screenshots 0.15-0.31; FLTK's Sudoku (its extra sets and the real tune half)
 * and GNOME Sudoku 0.02 at most, KSudoku's scribble paper 0.07 (all its boards scored plain 0.58 or more).
 */
const COLOURED_TILES = 0.1;
/**
 * ...whose bands are this much ink (tiles.ts bandFill: KSudoku's egyptian and abstraction tune
 * screenshots 0.34-0.59; thin lines 0.14-0.26, the synthetic screenshots' thick ones too)...
 */
const TILE_BAND_FILL = 0.3;
/**
 * ...or this much on a board of light digits (app-digits.ts), which is an app's: a JPEG re-save blurs
 * the bands (KSudoku's egyptian tune screenshots at jpeg:90 0.30-0.37), and this still keeps out thin
 * lines (at most 0.26).
 */
const LIGHT_TILE_BAND_FILL = 0.28;
/** ...and a tile fit (tiles.ts fitTiles) then replaces the plain one when it scores this much better. */
const TILE_GAIN = 0.02;
/**
 * A tile board's cells are cleared this far (a fraction of the cell) inside their lattice lines: half a
 * band, the gap and the tile's frame (KSudoku's bands measured 0.2-0.25 of a cell on the tune screenshots).
 */
const TILE_INSET = 0.14;

/**
 * The refined 10×10 lattice of a located board (`drawn`: a screenshot's, see refineLattice). A tile board
 * is drawn regular; its bands would pull a refined lattice onto the tiles' frames.
 */
function latticeOf(located: LocatedBoard, drawn = false): Point[] {
  return located.tiles ? straightLattice() : refineLattice(located.warpMask, SIDE + 2 * MARGIN, drawn);
}

/**
 * The 81 cells of a located board, resampled from the picture through its lattice; null when degenerate.
 * A tile board's cells have their band cleared unless `raw`.
 */
function cutCells(
  picture: Picture,
  located: LocatedBoard,
  points: readonly Point[],
  raw = false,
): CellRaster[] | null {
  // Warp coordinates (with margin) to picture pixels.
  const m = MARGIN;
  const toPicture = homography(
    [
      { x: m, y: m },
      { x: m + SIDE, y: m },
      { x: m + SIDE, y: m + SIDE },
      { x: m, y: m + SIDE },
    ],
    located.corners,
  );
  if (toPicture === null) return null;
  const rasters: CellRaster[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const quad = [
      points[r * 10 + c],
      points[r * 10 + c + 1],
      points[(r + 1) * 10 + c + 1],
      points[(r + 1) * 10 + c],
    ];
    const raster = sampleCell(picture, quad, toPicture);
    rasters.push(located.tiles && !raw ? clearBand(raster, TILE_INSET) : raster);
  }
  return rasters;
}

/** The 10×10 lattice points of the warp square, equally spaced (warp coordinates, as refineLattice gives them). */
function straightLattice(): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= 9; i++)
    for (let j = 0; j <= 9; j++) points.push({ x: MARGIN + (j * SIDE) / 9, y: MARGIN + (i * SIDE) / 9 });
  return points;
}

/** What {@link extractLocated} made of a located board, and whether it saw an app's digits or board. */
export interface Extraction {
  board: ExtractedBoard | null;
  appDrawn: boolean;
  /** The cells cut from a board refused for its lattice's score, when it was (to tell a photo's). */
  refused?: CellRaster[];
}

/** No board, and no sign of an app's. */
const NOTHING: Extraction = { board: null, appDrawn: false };

/**
 * extract.ts's extractBoard for a board located halved or at full size (`fullSize`, see locateBoard), or by
 * the second search; a screenshot's board may be as far from square as `aspect` (isSquare). Returns the
 * board (or null) and whether an app's digits or board were seen on the way (see {@link Extraction}).
 */
export function extractLocated(
  picture: Picture,
  gray: Gray,
  found: LocatedBoard | null,
  fullSize: boolean,
  aspect?: number,
): Extraction {
  if (found === null) return NOTHING;
  // Scored again below: the board as found is kept for the second search.
  let located = { ...found };
  // A board filled in by hand has ink between all its lines: score its lines alone before refusing it.
  // (A tile board's plain score is low too, and its lines' score may be high: the plain one says
  // whether to try it as tiles.)
  const plainScore = located.score;
  if (located.score < MIN_LATTICE_SCORE) located.score = Math.max(located.score, lineScore(located));
  let points = latticeOf(located);
  let rasters = cutCells(picture, located, points);
  if (rasters === null) return NOTHING;
  // An app's board drawn as tiles (its digits flat or light): its lattice fitted and scored by the tiles.
  // A board about to be refused is tried as tiles too: saved as JPEG, a tile board's digits are no
  // longer flat ink (KSudoku's egyptian tune screenshots at jpeg:90 had no grid). Road not taken: trying
  // every board under TILE_PLAIN_BELOW: a photo of thick lines fits as tiles too (training photos under
  // it: tile scores 0.27-0.97, bands 0.21-0.48), and 8 photos of all splits read worse.
  // Flat or light digits (app-digits.ts) say screenshot, even one saved as JPEG (light digits).
  const digits = appDigits(rasters);
  const drawnDigits = digits.flat || digits.light;
  // A photo out of focus has no app digits, and its lines blurred into bands fit as tiles (sharpen.ts).
  const appTiles = drawnDigits || (located.score < MIN_LATTICE_SCORE && !isBlurred(rasters));
  // A coloured tile theme's small boards score higher plain (see COLOURED_TILE_PLAIN_BELOW).
  const tryTiles =
    plainScore < TILE_PLAIN_BELOW ||
    (drawnDigits && plainScore < COLOURED_TILE_PLAIN_BELOW && colourfulness(rasters) >= COLOURED_TILES);
  if (tryTiles && appTiles) {
    // App digits say screenshot: a quad whole cells off the board is moved onto it first (unshift.ts).
    // Only a board with app digits may be stretched (a photo's tiles stay square).
    // Light digits on a board found as dark ink: fitted as light ink too (tiles.ts fitTilesLight).
    const tiles = drawnDigits
      ? fitTilesLight(gray, onBoardStrips(gray, located), digits.light, aspect)
      : fitTiles(gray, located);
    // With app digits, the tile fit is weighed against the plain fit: the lines-only score is for a
    // hand-filled board, and outscored the tiles of KSudoku abstraction's busy full-screen boards at jpeg:90.
    const against = drawnDigits ? plainScore : located.score;
    const better =
      tiles.score >= MIN_LATTICE_SCORE &&
      tiles.score > against + TILE_GAIN &&
      bandFill(tiles) >= (digits.light ? LIGHT_TILE_BAND_FILL : TILE_BAND_FILL);
    if (better) {
      const tilePoints = latticeOf(tiles);
      const tileRasters = cutCells(picture, tiles, tilePoints);
      if (tileRasters !== null) [located, rasters, points] = [tiles, tileRasters, tilePoints];
    }
  }
  if (located.score < MIN_LATTICE_SCORE) return { board: null, appDrawn: drawnDigits, refused: rasters };
  // A tile board is an app's (paper has no such bands), whatever JPEG did to its flat colours.
  const drawn = located.tiles === true || isDrawn(rasters, drawnDigits);
  // An app's board is square: a screenshot's lattice that is not took in its surround. The search at
  // full size and the stretched board are for a screenshot's board only: photos read as they did.
  if ((drawn && !isSquare(located.corners, aspect)) || ((fullSize || aspect !== undefined) && !drawn))
    return { board: null, appDrawn: drawn || drawnDigits };
  if (drawn) {
    // A screenshot's board on a dark surround may be found one cell off (see unshiftLattice), and its
    // lines are cut again as drawn (lattice.ts: a band of ink along the border), unless neither
    // changes the lattice.
    const moved = unshiftLattice(gray, located);
    const movedPoints = latticeOf(moved, true);
    const same =
      moved === located && movedPoints.every((p, k) => p.x === points[k]?.x && p.y === points[k]?.y);
    const movedRasters = same ? null : cutCells(picture, moved, movedPoints);
    if (movedRasters !== null) {
      located = moved;
      rasters = movedRasters;
      points = movedPoints;
    }
  }
  // A 9×9 part of a larger grid (a 10×10 puzzle's corner, a crossword) is no Sudoku (larger-grid.ts);
  // the lines beyond its lattice are measured once, for this and for reachesBeyond below.
  const bands = lineBands(gray, located.corners, located.polarity);
  if (partOfLargerGrid(bands)) return { board: null, appDrawn: drawn || drawnDigits };
  const inverted = located.polarity === "light";
  // A photo out of focus has its cells sharpened before their ink is isolated (sharpen.ts).
  if (!drawn && !inverted) rasters = sharpenBlurred(rasters);
  // A photo's cells lit unevenly (a shadow's soft edge across them) are evened first (even-light.ts).
  const even = !drawn && !inverted ? evenLight(rasters) : null;
  if (even !== null) rasters = even.rasters;
  // A board of shaded boxes (FLTK's dark look) is read from unshaded copies (screen-shade.ts). Fitted as
  // tiles, its cells are cut again centred on their boxes: FLTK's wider gap between 3×3 boxes leaves a
  // box's frame inside the cell and its far side (and the digit's) under the cleared band.
  const shaded = drawn && isShadedBoard(rasters);
  if (shaded && located.tiles) {
    const raw = cutCells(picture, located, points, true);
    if (raw !== null) rasters = centredOnBoxes(raw).map((raster) => clearBand(raster, TILE_INSET));
  }
  const boardBackground = rasters.map(cellBackground).sort((p, q) => p - q)[40];
  const isolate = (raster: CellRaster, cell: number) =>
    isolateDigit(cell, raster, inverted, boardBackground, drawn);
  // A board of shaded boxes is isolated from its cells' unshaded copies alone (isolateBoldDigits).
  let isolated = shaded ? [] : rasters.map(isolate);
  // ...and those read blank read again evened by their paper's closing, a bold digit's ink kept (even-light.ts).
  if (even !== null) ({ cells: isolated, rasters } = closeBlanks(isolated, rasters, even.closed, isolate));
  // A photo's blank cells in a shadow may hide a digit too faint to count there: doubtful (even-light.ts).
  if (even !== null) isolated = doubtDimBlanks(isolated, even.lifted, isolate);
  // A board of shaded boxes has no glow: a light box's dark top looks like one's halo.
  // A screenshot's selected cell under a glow: its digit read with the glow painted out (screen-glow.ts).
  if (drawn && !shaded) ({ cells: isolated, rasters } = isolateUnderGlow(rasters, isolated, isolate));
  // ...and a bold digit that fills its cell's middle, read inside out as blank, read from a shrunk copy.
  if (drawn)
    isolated = isolateBoldDigits(
      rasters,
      isolated,
      { inverted, background: boardBackground, shaded },
      isolate,
    );
  // A screenshot's cell colours, measured once per raster: the stroke check below and the kinds use them.
  const measured = new Map<CellRaster, CellColours>();
  const coloursOf = (raster: CellRaster): CellColours => {
    const known = measured.get(raster);
    if (known !== undefined) return known;
    const colours = measureColours(raster, { shaded });
    measured.set(raster, colours);
    return colours;
  };
  // A coloured digit under another colour's stroke (KSudoku scribble's circle) is read without it.
  if (drawn && !shaded && !located.tiles)
    ({ cells: isolated, rasters } = isolateUnstruck(rasters, isolated, isolate, coloursOf));
  // A board cropped by the picture's edge: those cells' rasters repeat the edge (cropped-cells.ts).
  const heights = isolated.filter((c) => c.ink).map((c) => c.features.height);
  const cropped = croppedCells(located.corners, picture, median(heights));
  const cells = isolated.map((sample, cell) => {
    const marked = cropped[cell] ? { ...sample, cropped: true } : sample;
    // A screenshot's flat colours tell givens from entries (screen.ts), and on a tile board its tiles.
    const raster = rasters[cell] as CellRaster;
    const bevel = located.tiles ? tileRelief(raster) : {};
    return drawn
      ? {
          ...marked,
          // Not on a tile board: KSudoku's white digits on gold tiles measure dark on light.
          colours:
            marked.ink && !located.tiles
              ? orientedColours(coloursOf(raster), marked.features.inverted)
              : coloursOf(raster),
          ...bevel,
        }
      : { ...marked, fill: cellBackground(raster) };
  });
  // A photo's blank cells may hold digits written very small or faint (a hand-filled board), or a
  // given printed faint (marks.ts).
  if (!drawn) {
    for (const [cell, sample] of cells.entries()) {
      if (sample.ink) continue;
      const mark = isolateMark(cell, rasters[cell] as CellRaster, inverted, boardBackground);
      if (mark !== undefined) cells[cell] = { ...sample, mark };
    }
  }
  // A pencilled sheet's candidates are blank cells, not digits (photo-pencil.ts): judged once, here.
  const pencilled = !drawn && isPencilledSheet(cells);
  // A screenshot's lattice whole cells off its board, which no move put right (board-extent.ts).
  const beyond = drawn && reachesBeyond(gray, located.corners, located.polarity, mostBeyond(bands.beyond));
  const board: ExtractedBoard = {
    corners: located.corners,
    inverted,
    latticeScore: located.score,
    drawn,
    ...(located.tiles && { tiles: true }),
    ...(beyond && { beyondLattice: true }),
    ...(pencilled && { pencilled: true }),
    cells: pencilled ? blankPencilMarks(cells) : cells,
  };
  return { board, appDrawn: drawn || drawnDigits };
}
