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
 * - sureness: the mean log-probability of the chosen digits over the inked cells tried (0 at best).
 * - loss: minus the sureness.
 * - close call: the best orientation's loss is more than {@link CLOSE_SHARE} of the runner-up's, so the
 *   model reads the board barely better one way than the other; read.ts then reads the board both ways
 *   and lets the rules decide.
 */
import { type DigitModel, shippedModel } from "../digits/classify.js";
import { type CellSample, PATCH_SIZE } from "../types.js";

/** A quarter turn count, clockwise. */
export type Turns = 0 | 1 | 2 | 3;

/** At most this many inked cells are tried in each orientation (enough to decide; keeps it cheap). */
const MAX_CELLS = 16;

/**
 * A call is close when the best orientation's loss is more than this share of the runner-up's.
 * Chosen on the training photos (both folders, 236 boards, runner-up always the half turn of the best):
 * the best loss is at most 0.4 of the runner-up's on all but two, image1008 the nearest (0.074 against
 * 0.188); the two are image1011, turned the wrong way (0.345 against 0.442: 0.78), and image1045, turned
 * right (0.375 against 0.441: 0.85). Both are close; no other training board is.
 * Road not taken: a plain margin between the two sureness figures. Right calls on sharp photos have
 * margins as small as 0.025 (upright digits lose little, and a half turn leaves 1 and 8 alike and turns 6
 * into 9), and 15 right calls had smaller margins than image1011's 0.097.
 */
export const CLOSE_SHARE = 0.5;

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
 * The cells of a board turned `turns` quarter turns clockwise, as they would be upright: each cell moved
 * to where it belongs, and its patches (digit, mark and lifted digit) turned back.
 */
export function turnCells(cells: readonly CellSample[], turns: Turns): readonly CellSample[] {
  if (turns === 0) return cells;
  const out: CellSample[] = new Array(cells.length);
  for (const c of cells) {
    const cell = uprightCell(c.cell, turns);
    const mark = c.mark && { ...c.mark, patch: turnPatchBack(c.mark.patch, turns) };
    const lifted = c.lifted && { ...c.lifted, patch: turnPatchBack(c.lifted.patch, turns) };
    out[cell] = {
      ...c,
      cell,
      patch: c.ink ? turnPatchBack(c.patch, turns) : c.patch,
      ...(mark && { mark }),
      ...(lifted && { lifted }),
    };
  }
  return out;
}

/**
 * Finds how the board's digits are turned.
 * @param cells the extracted cells (only inked ones are read)
 * @returns the turns, the sureness of each of the four orientations (index = turns; of a turn that
 *   cannot be among the two surest, that of the cells read until that was certain, an upper bound), and
 *   the runner-up when the call is close (see {@link CLOSE_SHARE}), else null
 * @example findTurns(cells) // { turns: 2, sureness: [-0.44, -0.78, -0.35, -1.5], rival: 0 }
 */
export function findTurns(
  cells: readonly CellSample[],
  model: DigitModel = shippedModel(),
): { turns: Turns; sureness: number[]; rival: Turns | null } {
  const inked = cells.filter((c) => c.ink).slice(0, MAX_CELLS);
  // Each cell adds a log-probability (at most 0), so a sum only falls: a turn whose sureness so far is
  // already under two turns' whole sureness can be neither of the two surest, and is read no further
  // (its sureness stays that of the cells read). Upright and the half turn (the usual runner-up) first.
  const sureness = [0, 0, 0, 0];
  const whole: number[] = [];
  for (const turns of [0, 2, 1, 3] as const) {
    if (inked.length === 0) break;
    const under = whole.length >= 2 ? (whole.sort((a, b) => b - a)[1] as number) : Number.NEGATIVE_INFINITY;
    let sum = 0;
    let read = 0;
    for (const cell of inked) {
      // Upright, the patch itself: a reader that remembers its reads of a patch (shipped.ts) reads it once.
      const patch = turns === 0 ? cell.patch : turnPatchBack(cell.patch, turns);
      const result = model.classify(patch, cell.features);
      sum += Math.log(Math.max(result.confidence, 1e-6));
      read++;
      if (sum / inked.length < under) break;
    }
    sureness[turns] = sum / inked.length;
    if (read === inked.length) whole.push(sureness[turns] as number);
  }
  const order = ([0, 1, 2, 3] as const)
    .slice()
    .sort((a, b) => (sureness[b] as number) - (sureness[a] as number));
  const [turns, second] = order as [Turns, Turns];
  const loss = (t: Turns): number => -(sureness[t] as number);
  const close = inked.length > 0 && loss(turns) > CLOSE_SHARE * loss(second);
  return { turns, sureness, rival: close ? second : null };
}
