/**
 * A screenshot's board found one cell off, moved back: a board drawn without an outer border on a dark
 * surround (GNOME Sudoku's dark window) matches its lattice one cell off as well as the right one.
 *
 * Glossary (see locate.ts for quad, lattice and lattice score):
 * - shifted quad: a quad moved by whole cells along its own sides.
 */

import type { Gray } from "../picture/raster.js";
import { fitTiles } from "../screen/tiles.js";
import type { Point } from "../types.js";
import { boardShift, LINES_GO_ON } from "./board-extent.js";
import { fitQuad, type LocatedBoard, settle } from "./locate.js";
import { linesBeyond } from "./rescue-checks.js";

/** A lattice moved by one cell replaces the found one when it scores this much better. */
const SHIFT_GAIN = 0.05;
/** ...and when ink covers at least this much of each of its outer lines. */
const OUTER_FOUND = 0.5;
/**
 * A move whose four outer lines are at least this inked (a drawn border, whole) replaces a lattice
 * whose weakest outer line is {@link OUTER_GAIN} less inked, when it scores no more than
 * {@link SHIFT_GAIN} worse: a board's border is four whole lines, and a board found one cell off has
 * one of its outer lines on the surround (or on a window's edge, partly inked).
 */
const WHOLE_OUTER = 0.9;
const OUTER_GAIN = 0.3;
/**
 * A lattice whose inner lines go on past one of its sides (board-extent.ts LINES_GO_ON) is moved by a
 * cell to where they end, under this (rescue-checks.ts linesBeyond), when the move finds four whole
 * outer lines ({@link WHOLE_OUTER}) and scores no more than {@link SHIFT_GAIN} worse. GNOME Sudoku's
 * light window on a desktop, shrunk to 0.75 and saved as JPEG 90 (extra tune seed 45), was found a
 * column left, the window's frame passing for the board's left line: lines going on 1.00 past its right
 * side, outer 0.91, score 0.529; moved right, they end (0.26), outer 0.99, score 0.531 (neither clearly
 * better nor more bordered, so it was not moved, and every cell was doubtful instead).
 */
const LINES_END = 0.5;
/**
 * At most this many moves, one after another: a board found one cell off in both directions is moved
 * one way, then the other (GNOME Sudoku's light window on a desktop, extra tune screenshots: found one
 * row up and one column left, the window's frame passing for the board's left line).
 */
const MAX_MOVES = 2;
/**
 * At most this many moves onto the board's strips, one after another: a lattice a row off crosses the
 * backdrop above or below the board in every column, which blurs the columns' likeness, so a lattice
 * off in both directions is moved along one axis first, and only then do its columns tell the other
 * (KSudoku's egyptian board in a 480×420 window saved as WebP 80, extra tune seed 33: found a row up and
 * two columns left, moved down a row, then read two columns left, 39 wrong cells unmarked).
 */
const STRIP_MOVES = 2;
/**
 * A move may put the lattice's corners at most this far (picture pixels) beyond the picture's edge: a
 * line drawn there is not in the picture, and the edge's pixels repeated (as a warp samples beyond it)
 * pass for a whole outer line. GNOME Sudoku's light board on a 1280×800 screen, cropped by the screen's
 * bottom (real tune screenshots saved again as jpeg:90 at 0.75 of their size), was moved one row up
 * onto such a line (outer 0.91, the board as found 0.19 with its bottom line off the picture) and read
 * a row off, every cell sure.
 */
const BEYOND_EDGE = 1;

/** A quad moved by one cell along its own sides: `dx` cells right, `dy` cells down. */
function shiftQuad(quad: readonly Point[], dx: number, dy: number): Point[] {
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const along = (p: Point, q: Point, t: number): Point => ({
    x: p.x + ((q.x - p.x) * t) / 9,
    y: p.y + ((q.y - p.y) * t) / 9,
  });
  const moveX = (p: Point, row: [Point, Point]): Point =>
    along(p, { x: p.x + row[1].x - row[0].x, y: p.y + row[1].y - row[0].y }, dx);
  const moved = [moveX(tl, [tl, tr]), moveX(tr, [tl, tr]), moveX(br, [bl, br]), moveX(bl, [bl, br])];
  const [a, b, c, d] = moved as [Point, Point, Point, Point];
  const moveY = (p: Point, column: [Point, Point]): Point =>
    along(p, { x: p.x + column[1].x - column[0].x, y: p.y + column[1].y - column[0].y }, dy);
  return [moveY(a, [a, d]), moveY(b, [b, c]), moveY(c, [b, c]), moveY(d, [a, d])];
}

/**
 * A screenshot's board with its corners moved by whole cells onto its board's strips (board-extent.ts),
 * not fitted again; `located` itself when the strips ask for no move. A tile fit started from a quad
 * whole cells off stays off (KSudoku's egyptian board fitted from its backdrop's edge), so it starts here.
 * @example const tiles = fitTiles(gray, onBoardStrips(gray, located));
 */
export function onBoardStrips(gray: Gray, located: LocatedBoard): LocatedBoard {
  const { dx, dy } = boardShift(gray, located.corners);
  if (dx === 0 && dy === 0) return located;
  return { ...located, corners: shiftQuad(located.corners, dx, dy) as LocatedBoard["corners"] };
}

/**
 * A screenshot's lattice moved by whole cells onto its board's strips and fitted again there (a tile
 * board as tiles); null when the strips ask for no move or the quad is degenerate.
 */
function moveOntoStrips(gray: Gray, located: LocatedBoard): LocatedBoard | null {
  const shifted = onBoardStrips(gray, located);
  if (shifted === located) return null;
  if (located.tiles) {
    const tiles = fitTiles(gray, shifted);
    return tiles === shifted ? null : tiles;
  }
  const moved = fitQuad(gray, shifted.corners, located.polarity, located.offset);
  return moved === null ? null : settle(gray, moved);
}

/**
 * A board drawn without an outer border, on a dark surround (GNOME Sudoku's dark window), matches its
 * lattice one cell off as well as the right one: the surround's edge passes for a line. The right one
 * has no line's worth of ink inside a cell, so the lattice moved by one cell each way is scored too,
 * and kept when it scores clearly better with all four outer lines found (moved off a bordered board,
 * a lattice can score better by taking the thick border for an inner line, but then an outer line
 * falls on the blank surround). A bordered board found one cell off has an outer line on the surround:
 * a move that finds four whole outer lines is kept when it scores nearly as well ({@link WHOLE_OUTER}).
 * GNOME Sudoku's windows at 620×600 and 640×600 (extra tune screenshots; fitQuad's outer and score,
 * printed by a throwaway script, not in the repository) were found one row up, an outer line on the
 * header bar: 0.11 inked and scoring 0.529 (moved down: all four 1.00, 0.559, under the
 * clear gain); on a dark desktop, 0.61 inked and 0.570 (moved: 1.00, 0.585); 0.11 and 0.592 (moved:
 * 1.00, 0.570).
 *
 * For drawn boards (screenshots) only: on photos of paper the shadow and text beside a sheet made a
 * moved lattice score better on four training photos (three pen-filled, one printed), read one cell off.
 *
 * First, though, the lattice is moved onto the board's strips when they ask for it (board-extent.ts: a
 * lattice found whole cells off a tile board, whose score cannot tell), again when the moved lattice's
 * strips ask for another ({@link STRIP_MOVES}), and the moves by one cell start from there.
 * @returns the moved lattice, or `located` itself when no move is better
 */
export function unshiftLattice(gray: Gray, located: LocatedBoard): LocatedBoard {
  let current = located;
  for (let round = 0; round < STRIP_MOVES; round++) {
    const moved = moveOntoStrips(gray, current);
    if (moved === null) break;
    current = moved;
  }
  for (let round = 0; round < MAX_MOVES; round++) {
    const moved = bestMove(gray, current);
    if (moved === current) break;
    current = settle(gray, moved);
  }
  return current;
}

/** Whether a quad's corners all lie in the picture, or within {@link BEYOND_EDGE} of it. */
function inPicture(gray: Gray, quad: readonly Point[]): boolean {
  return quad.every(
    (p) =>
      p.x >= -BEYOND_EDGE &&
      p.y >= -BEYOND_EDGE &&
      p.x <= gray.width - 1 + BEYOND_EDGE &&
      p.y <= gray.height - 1 + BEYOND_EDGE,
  );
}

/**
 * One round of {@link unshiftLattice}: the best lattice moved by one cell, or `located` itself. A move
 * whose lattice leaves the picture is not taken (see {@link BEYOND_EDGE}); one whose lines end at its
 * border is, from a lattice whose lines go on (see {@link LINES_END}).
 */
function bestMove(gray: Gray, located: LocatedBoard): LocatedBoard {
  let best = located;
  const goesOn = linesBeyond(gray, located.corners, located.polarity) >= LINES_GO_ON;
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const moved = fitQuad(gray, shiftQuad(located.corners, dx, dy), located.polarity, located.offset);
    if (moved === null || moved.outer < OUTER_FOUND || !inPicture(gray, moved.corners)) continue;
    // Clearly better; or nearly as good and finding four whole outer lines where the found lattice
    // has a weak one.
    const clearer = moved.score > best.score + SHIFT_GAIN;
    const bordered =
      moved.outer >= WHOLE_OUTER &&
      best.outer <= moved.outer - OUTER_GAIN &&
      moved.score >= best.score - SHIFT_GAIN;
    // Or its lines go on past a side and the move's end at its border (see LINES_END).
    const ends =
      goesOn &&
      moved.outer >= WHOLE_OUTER &&
      moved.score >= located.score - SHIFT_GAIN &&
      linesBeyond(gray, moved.corners, moved.polarity) < LINES_END;
    if (clearer || bordered || ends) best = moved;
  }
  return best;
}
