/**
 * The reader with the shipped digit model: classification of the whole board (printed versus
 * handwritten decided per board, kinds.ts), sideways boards turned upright (orientation.ts), and the
 * marks of a hand-filled board's blank cells read (marks.ts).
 */
import { classifyBoard, classifyCell } from "./classify.js";
import { findTurns, turnCells } from "./orientation.js";
import { type ImageRead, type ReadOptions, readImage } from "./read.js";
import type { CellSample } from "./types.js";

/** The cells of a board as they would be upright, the likeliest way first, then the runner-up of a close call. */
function upright(cells: readonly CellSample[]): readonly (readonly CellSample[])[] {
  const { turns, rival } = findTurns(cells);
  return (rival === null ? [turns] : [turns, rival]).map((t) => turnCells(cells, t));
}

/** The {@link ReadOptions} of the shipped model. */
export const shippedReader = (): ReadOptions => ({ classifyBoard, upright, classifyMark: classifyCell });

/**
 * Reads a picture with the shipped model (see read.ts for the statuses).
 * @example const read = await readPicture(readFileSync("photo.jpg"));
 */
export const readPicture = (bytes: Uint8Array): Promise<ImageRead> => readImage(bytes, shippedReader());
