/**
 * Cells of a board cropped by the picture's edge. A full-screen screenshot may end inside the board's
 * last row (GNOME Sudoku at 1280×800 shows about 60 of its last row's 83 pixels), and a photo may leave a
 * corner out. A cell's raster repeats the picture's last pixels where it runs past the edge, so a digit
 * cut there is streaked or gone: such a cell says nothing sure, and a blank one is no sign of the fill
 * blank cells have (screen-kinds.ts).
 *
 * Glossary (see types.ts for board, corners, cell):
 * - board square: the board as the square [0, 9] × [0, 9], one unit per cell, mapped onto the picture
 *   through its four corners.
 * - digit box: where a cell's digit may lie: a square centred in the cell, as tall as the board's
 *   digits (their median height) and {@link MARGIN} more on each side.
 * - cropped cell: a cell whose digit box runs past the picture's edge.
 */
import { homography, project } from "../picture/homography.js";
import type { Point } from "../types.js";

/** The digit box reaches this fraction of a cell's side beyond the board's digit height, on each side. */
const MARGIN = 0.04;
/** The digit height assumed when the board shows no digit to measure (a printed digit's, at most). */
const TALLEST_DIGIT = 0.7;
/** A cropped cell's confidence at most (below read.ts's doubt threshold: its read is never sure). */
export const CROPPED_CONFIDENCE = 0.5;

/**
 * Which cells of a board are cropped (see the glossary).
 * @param corners the board's corners in picture pixels, clockwise from top-left
 * @param picture the picture's width and height in pixels
 * @param digitHeight the board's digit height as a fraction of a cell's side (NaN: none measured)
 * @returns per cell (index `row * 9 + column`), true when cropped; all false when the corners are degenerate
 * @example croppedCells(board.corners, picture, 0.375).filter(Boolean).length // 9 when the last row is cut
 */
export function croppedCells(
  corners: readonly Point[],
  picture: { width: number; height: number },
  digitHeight: number,
): boolean[] {
  const toPicture = homography(
    [
      { x: 0, y: 0 },
      { x: 9, y: 0 },
      { x: 9, y: 9 },
      { x: 0, y: 9 },
    ],
    corners,
  );
  if (toPicture === null) return new Array(81).fill(false);
  const half = Math.min(0.5, (Number.isNaN(digitHeight) ? TALLEST_DIGIT : digitHeight) / 2 + MARGIN);
  const inside = ({ x, y }: Point): boolean =>
    x >= 0 && y >= 0 && x <= picture.width - 1 && y <= picture.height - 1;
  const cropped: boolean[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const x = (cell % 9) + 0.5;
    const y = Math.floor(cell / 9) + 0.5;
    // The box is a convex quadrilateral in the picture, so it lies inside the picture's rectangle when
    // its four corners do.
    const box = [
      project(toPicture, x - half, y - half),
      project(toPicture, x + half, y - half),
      project(toPicture, x + half, y + half),
      project(toPicture, x - half, y + half),
    ];
    cropped.push(!box.every(inside));
  }
  return cropped;
}
