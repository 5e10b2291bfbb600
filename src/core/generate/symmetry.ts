/**
 * Symmetries a generated puzzle can keep: the givens form a pattern that looks the same after the
 * symmetry's move, as newspaper puzzles do (180° rotation is the tradition).
 *
 * Glossary: an orbit is a set of cells the symmetry maps onto each other (one cell, or two); the
 * generator removes or keeps a whole orbit at once, so the givens stay symmetric.
 */
import { CELL_COUNT, columnOf, rowOf } from "../board.js";

/** The symmetries, named by the move that maps the pattern onto itself. */
export const SYMMETRIES = [
  "rotational",
  "none",
  "horizontal",
  "vertical",
  "diagonal",
  "anti-diagonal",
] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** Where a cell goes under each symmetry (row and column counted from 0). */
const MOVES: Readonly<Record<Symmetry, (row: number, column: number) => number>> = {
  rotational: (r, c) => (8 - r) * 9 + (8 - c), // a half turn about the centre
  none: (r, c) => r * 9 + c,
  horizontal: (r, c) => r * 9 + (8 - c), // mirrored left to right
  vertical: (r, c) => (8 - r) * 9 + c, // mirrored top to bottom
  diagonal: (r, c) => c * 9 + r, // mirrored in the main diagonal
  "anti-diagonal": (r, c) => (8 - c) * 9 + (8 - r), // mirrored in the other diagonal
};

/**
 * The orbits of a symmetry, each listed once (ascending cells), in cell order.
 *
 * @example orbitsOf("rotational").length // 41: 40 pairs and the centre cell
 */
export function orbitsOf(symmetry: Symmetry): number[][] {
  const seen = new Uint8Array(CELL_COUNT);
  const orbits: number[][] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (seen[cell]) continue;
    const image = MOVES[symmetry](rowOf(cell), columnOf(cell));
    const orbit = image === cell ? [cell] : [cell, image].sort((a, b) => a - b);
    for (const c of orbit) seen[c] = 1;
    orbits.push(orbit);
  }
  return orbits;
}

/** True when the givens of `board` look the same after the symmetry's move. */
export function isSymmetric(board: Uint8Array, symmetry: Symmetry): boolean {
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const image = MOVES[symmetry](rowOf(cell), columnOf(cell));
    if ((board[cell] === 0) !== (board[image] === 0)) return false;
  }
  return true;
}
