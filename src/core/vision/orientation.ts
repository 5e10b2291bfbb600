/**
 * Which way up a board is: a photo taken sideways or upside down (with no EXIF orientation to say so)
 * gives an upright-looking lattice whose digits are turned. The digit model reads upright digits
 * confidently and turned ones poorly, so trying the four quarter turns on the board's inked cells and
 * keeping the one it reads most surely finds the board's orientation.
 *
 * Glossary:
 * - turns: how many quarter turns clockwise the board was turned by in the picture (0..3). Undoing it
 *   means turning every patch the same number of quarter turns counter-clockwise and moving every cell
 *   back to where it belongs ({@link uprightCell}).
 * - sureness: the mean log-probability of the chosen digits over the inked cells tried.
 */
import { type DigitModel, shippedModel } from "./classify.js";
import { type CellSample, PATCH_SIZE } from "./types.js";

/** A quarter turn count, clockwise. */
export type Turns = 0 | 1 | 2 | 3;

/** At most this many inked cells are tried in each orientation (enough to decide; keeps it cheap). */
const MAX_CELLS = 16;

/** Turns a square patch a quarter turn counter-clockwise, `times` times, into a new array. */
export function turnPatchBack(patch: Float32Array, times: number, side = PATCH_SIZE): Float32Array {
  let current = patch;
  for (let t = 0; t < ((times % 4) + 4) % 4; t++) {
    const out = new Float32Array(side * side);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) out[y * side + x] = current[x * side + (side - 1 - y)] as number;
    }
    current = out;
  }
  return current === patch ? Float32Array.from(patch) : current;
}

/**
 * Where the cell seen at index `cell` of a board turned `turns` quarter turns clockwise really is.
 * @example uprightCell(8, 1) // 0: a board turned clockwise shows its top-left cell at the top right
 */
export function uprightCell(cell: number, turns: Turns): number {
  let row = Math.floor(cell / 9);
  let column = cell % 9;
  for (let t = 0; t < turns; t++) [row, column] = [8 - column, row];
  return row * 9 + column;
}

/**
 * Finds how the board's digits are turned.
 * @param cells the extracted cells (only inked ones are read)
 * @returns the turns, and the sureness of each of the four orientations (index = turns)
 */
export function findTurns(
  cells: readonly CellSample[],
  model: DigitModel = shippedModel(),
): { turns: Turns; sureness: number[] } {
  const inked = cells.filter((c) => c.ink).slice(0, MAX_CELLS);
  const sureness = [0, 1, 2, 3].map((turns) => {
    if (inked.length === 0) return 0;
    let sum = 0;
    for (const cell of inked) {
      const result = model.classify(turnPatchBack(cell.patch, turns), cell.features);
      sum += Math.log(Math.max(result.confidence, 1e-6));
    }
    return sum / inked.length;
  });
  let turns: Turns = 0;
  for (const t of [1, 2, 3] as const) if ((sureness[t] as number) > (sureness[turns] as number)) turns = t;
  return { turns, sureness };
}
