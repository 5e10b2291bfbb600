/**
 * From a picture to the 81 cells: locate the board, refine its lattice, cut and isolate every cell.
 * This is also what the digit model's training reads photos through, so training and reading see the
 * same patches.
 */
import { backgroundNoise, type CellRaster, cellBackground, isolateDigit, sampleCell } from "./cells.js";
import { decodePicture } from "./decode.js";
import { homography } from "./homography.js";
import { refineLattice } from "./lattice.js";
import {
  type LocatedBoard,
  lineScore,
  locateBoard,
  MARGIN,
  MIN_LATTICE_SCORE,
  SIDE,
  unshiftLattice,
} from "./locate.js";
import { FILLED_AT_LEAST, isolateMark } from "./marks.js";
import { toGray } from "./raster.js";
import { measureColours } from "./screen-colours.js";
import type { ExtractedBoard, Picture, PictureProblem } from "./types.js";

/** Boards whose median cell background grain (see backgroundNoise) is below this are screenshots (measured: synthetic screenshots 0.08-0.18, the training photos 0.5-3). */
const DRAWN_NOISE = 0.3;
/**
 * A cell whose background grain is below this, on a fill that is not clipped to black or white, is flat:
 * drawn, not photographed (a camera's sensor noise and JPEG blocks leave grain on every cell).
 */
const FLAT_NOISE = 0.15;
/**
 * Boards with at least this many flat cells are screenshots, whatever their median grain: an app's
 * textured theme (KSudoku's scribble and abstraction) leaves some cells flat. Measured on the training
 * photos: at most 1 flat cell; on the KSudoku tune screenshots of those themes 4 to 22.
 */
const FLAT_CELLS = 4;
/** Gray levels this close to 0 or 255 may be clipped (an overexposed photo's paper is flat white). */
const CLIPPED = 5;

export { MIN_LATTICE_SCORE };

/** The 81 cells of a located board, resampled from the picture through the refined lattice; null when degenerate. */
function cutCells(picture: Picture, located: LocatedBoard): CellRaster[] | null {
  const size = SIDE + 2 * MARGIN;
  const points = refineLattice(located.warpMask, size);
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
    rasters.push(sampleCell(picture, quad, toPicture));
  }
  return rasters;
}

/** A drawn board (screenshot) has flat cell backgrounds; a photo has grain and shading. */
function isDrawn(rasters: readonly CellRaster[]): boolean {
  const noise = rasters.map(backgroundNoise);
  const flat = rasters.filter((raster, cell) => {
    const level = cellBackground(raster);
    return (noise[cell] as number) < FLAT_NOISE && level > CLIPPED && level < 255 - CLIPPED;
  }).length;
  return [...noise].sort((p, q) => p - q)[40] < DRAWN_NOISE || flat >= FLAT_CELLS;
}

/**
 * Finds the board in a picture and extracts its 81 cells.
 * @returns the board, or null when no 9×9 lattice is convincing enough.
 * @example const board = extractBoard(decoded.picture); board?.cells.filter((c) => c.ink).length
 */
export function extractBoard(picture: Picture): ExtractedBoard | null {
  const gray = toGray(picture.width, picture.height, picture.data);
  let located = locateBoard(gray);
  if (located === null) return null;
  // A board filled in by hand has ink between all its lines: score its lines alone before refusing it.
  if (located.score < MIN_LATTICE_SCORE) located.score = Math.max(located.score, lineScore(located));
  if (located.score < MIN_LATTICE_SCORE) return null;
  let rasters = cutCells(picture, located);
  if (rasters === null) return null;
  const drawn = isDrawn(rasters);
  if (drawn) {
    // A screenshot's board on a dark surround may be found one cell off (see unshiftLattice).
    const moved = unshiftLattice(gray, located);
    const movedRasters = moved === located ? null : cutCells(picture, moved);
    if (movedRasters !== null) {
      located = moved;
      rasters = movedRasters;
    }
  }
  const inverted = located.polarity === "light";
  const boardBackground = rasters.map(cellBackground).sort((p, q) => p - q)[40];
  const cells = rasters.map((raster, cell) => {
    const sample = isolateDigit(cell, raster, inverted, boardBackground, drawn);
    // A screenshot's flat colours tell givens from entries (screen.ts).
    return drawn ? { ...sample, colours: measureColours(raster) } : sample;
  });
  // A photo of a board filled in by hand: its blank cells may hold digits written very small or faint.
  if (!drawn && cells.filter((c) => c.ink).length >= FILLED_AT_LEAST) {
    for (const [cell, sample] of cells.entries()) {
      if (sample.ink) continue;
      const mark = isolateMark(cell, rasters[cell] as CellRaster, inverted, boardBackground);
      if (mark !== undefined) cells[cell] = { ...sample, mark };
    }
  }
  return { corners: located.corners, inverted, latticeScore: located.score, drawn, cells };
}

/** What {@link extractCells} returns. */
export type ExtractResult =
  | { ok: true; board: ExtractedBoard; picture: Picture }
  | { ok: false; problem: PictureProblem | { kind: "no-board" } };

/**
 * Decodes picture bytes and extracts the board's 81 cells (what `npm run train:digits` reads photos
 * through, so that training sees exactly the patches reading will).
 * @param bytes PNG, JPEG or WebP file content.
 * @returns the board and the decoded working picture, or why there is none.
 * @example const r = await extractCells(readFileSync("photo.jpg")); if (r.ok) r.board.cells[40].patch;
 */
export async function extractCells(bytes: Uint8Array): Promise<ExtractResult> {
  const decoded = await decodePicture(bytes);
  if (!decoded.ok) return decoded;
  const board = extractBoard(decoded.picture);
  if (board === null) return { ok: false, problem: { kind: "no-board" } };
  return { ok: true, board, picture: decoded.picture };
}
