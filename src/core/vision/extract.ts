/**
 * From a picture to the 81 cells: the searches for the board, in the order they are made, each board
 * found cut into its cells by extract-located.ts. This is also what the digit model's training reads
 * photos through, so training and reading see the same patches.
 */

import { isDrawn } from "./cells/drawn.js";
import { type Extraction, extractLocated } from "./extract-located.js";
import {
  isLarge,
  isSquare,
  type LocatedBoard,
  locateBoard,
  MIN_LATTICE_SCORE,
  STRETCHED,
} from "./locate/locate.js";
import { rescueBoard } from "./locate/rescue.js";
import { decodePicture } from "./picture/decode.js";
import { type Gray, toGray } from "./picture/raster.js";
import type { ExtractedBoard, Picture, PictureProblem } from "./types.js";

export { MIN_LATTICE_SCORE };

/** The board searches {@link extractBoard} makes (locate.ts, rescue.ts); passed in only by a test watching them. */
export interface Searches {
  locate: typeof locateBoard;
  rescue: typeof rescueBoard;
}

/**
 * Finds the board in a picture and extracts its 81 cells.
 * @returns the board, or null when no 9×9 lattice is convincing enough.
 * @example const board = extractBoard(decoded.picture); board?.cells.filter((c) => c.ink).length
 */
export function extractBoard(
  picture: Picture,
  { locate, rescue }: Searches = { locate: locateBoard, rescue: rescueBoard },
): ExtractedBoard | null {
  const gray = toGray(picture.width, picture.height, picture.data);
  // A board too small to be found in the halved picture is looked for at full size (locateBoard), and
  // a board neither search finds is looked for again (rescue.ts: turned, in perspective, on a busy page).
  // A screenshot's board that is not square is taken last, stretched (FLTK's Sudoku stretches its board
  // with its window), when the square searches found nothing: KSudoku abstraction's backdrop on a
  // desktop is as far from square, and its board is found at full size.
  // Tried stretched only when the first try saw an app's digits or board: otherwise it would cut the same
  // cells and refuse them again (only a screenshot's board may be stretched). Nor is the full size
  // searched when the first try's cells were a photo's (mayBeScreenshot).
  const first = locate(gray);
  const tried = extractLocated(picture, gray, first, false);
  if (tried.board !== null) return tried.board;
  const stretched =
    tried.appDrawn && first !== null && !isSquare(first.corners) && isSquare(first.corners, STRETCHED);
  const atFullSize = () =>
    isLarge(gray) && mayBeScreenshot(tried)
      ? extractLocated(picture, gray, locate(gray, true), true).board
      : null;
  const rescued = () => extractLocated(picture, gray, rescue(gray, first), false).board;
  if (!tried.appDrawn) {
    // No app digits or board seen: the second search first, and a photo's board it finds (not drawn) is
    // the read. The search at full size takes only a drawn board; it ran when refused cells were flat, as
    // a photo's turned on a plain page are (`--degrade tilt`): 9 times on the training photos and their
    // degraded copies, 90-175 ms each, for nothing (see CHANGES.md). No stretched board without app digits.
    const board = rescued();
    if (board !== null && !board.drawn) return board;
    return atFullSize() ?? board ?? boardInBackdrop(picture, gray, first, locate);
  }
  return (
    atFullSize() ??
    (stretched ? extractLocated(picture, gray, first, false, STRETCHED).board : null) ??
    rescued() ??
    boardInBackdrop(picture, gray, first, locate)
  );
}

/**
 * A small screenshot's board inside its backdrop: KSudoku's egyptian board in a 480×420 or 400×360 window
 * saved as JPEG 90 scored 0.13-0.22 as a lattice, the textured backdrop around it (wider than tall) nearly
 * as much, and the larger was chosen (locate.ts choose: several boards on a page), then refused. The
 * search at full size keeps square candidates only, as an app draws its board; a picture over 720 pixels
 * a side was searched so already. Looked for last, and taken only as a screenshot's board
 * (extractLocated at full size), so a photo's read stays as it was.
 */
function boardInBackdrop(
  picture: Picture,
  gray: Gray,
  first: LocatedBoard | null,
  locate: typeof locateBoard,
): ExtractedBoard | null {
  if (first === null || isLarge(gray) || isSquare(first.corners)) return null;
  return extractLocated(picture, gray, locate(gray, true), true).board;
}

/**
 * Whether the search at full size is worth making after a first try that found no board: it takes only a
 * screenshot's board (extractLocated), so not when the first try refused cells that were a photo's (no
 * app digits, and grain on their paper or blurred edges: {@link isDrawn}). A photo found only by the
 * second search (rescue.ts) spent more time in it than in any other step, for nothing.
 * @example if (mayBeScreenshot(tried)) extractLocated(picture, gray, locateBoard(gray, true), true);
 */
export function mayBeScreenshot(tried: Extraction): boolean {
  return tried.refused === undefined || tried.appDrawn || isDrawn(tried.refused, false);
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
