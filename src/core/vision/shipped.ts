/**
 * The reader with the shipped digit model: classification of the whole board (printed versus
 * handwritten decided per board, kinds.ts), sideways boards turned upright (orientation.ts), and the
 * marks of a hand-filled board's blank cells read (marks.ts).
 */
import { classifyBoard, classifyCell } from "./classify.js";
import { findTurns, turnPatchBack, uprightCell } from "./orientation.js";
import { type ImageRead, type ReadOptions, readImage } from "./read.js";
import type { CellSample } from "./types.js";

/** The cells of a board as they would be upright, when the model reads them better turned. */
function upright(cells: readonly CellSample[]): readonly CellSample[] {
  const { turns } = findTurns(cells);
  if (turns === 0) return cells;
  const out: CellSample[] = new Array(81);
  for (const c of cells) {
    const cell = uprightCell(c.cell, turns);
    const mark = c.mark && { ...c.mark, patch: turnPatchBack(c.mark.patch, turns) };
    out[cell] = { ...c, cell, patch: c.ink ? turnPatchBack(c.patch, turns) : c.patch, ...(mark && { mark }) };
  }
  return out;
}

/** The {@link ReadOptions} of the shipped model. */
export const shippedReader = (): ReadOptions => ({ classifyBoard, upright, classifyMark: classifyCell });

/**
 * Reads a picture with the shipped model (see read.ts for the statuses).
 * @example const read = await readPicture(readFileSync("photo.jpg"));
 */
export const readPicture = (bytes: Uint8Array): Promise<ImageRead> => readImage(bytes, shippedReader());
