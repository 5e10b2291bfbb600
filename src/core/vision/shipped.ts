/**
 * The reader with the shipped digit model: classification of the whole board (printed versus
 * handwritten decided per board, kinds.ts), sideways boards turned upright (orientation.ts), and the
 * marks of a hand-filled board's blank cells read (marks.ts). {@link modelReader} does the same with
 * another model (a model file under trial, `npm run bench:read -- --model FILE`).
 */
import { classifyBoard, classifyBoardWith, classifyCell, type DigitModel } from "./classify.js";
import { findTurns, turnCells } from "./orientation.js";
import { type ImageRead, type ReadOptions, readImage } from "./read.js";
import type { CellSample } from "./types.js";

/** The cells of a board as they would be upright, the likeliest way first, then the runner-up of a close call. */
function upright(cells: readonly CellSample[], model?: DigitModel): readonly (readonly CellSample[])[] {
  const { turns, rival } = findTurns(cells, model);
  return (rival === null ? [turns] : [turns, rival]).map((t) => turnCells(cells, t));
}

/** The {@link ReadOptions} of the shipped model. */
export const shippedReader = (): ReadOptions => ({
  classifyBoard,
  upright: (cells) => upright(cells),
  classifyMark: classifyCell,
});

/**
 * The {@link ReadOptions} of `model`: the shipped reader's steps, each asking `model` instead.
 * @example readImage(bytes, modelReader(loadDigitModel(JSON.parse(text))))
 */
export const modelReader = (model: DigitModel): ReadOptions => ({
  classifyBoard: (cells) => classifyBoardWith(model, cells),
  upright: (cells) => upright(cells, model),
  classifyMark: (patch, features) => model.classify(patch, features),
});

/**
 * Reads a picture with the shipped model (see read.ts for the statuses).
 * @example const read = await readPicture(readFileSync("photo.jpg"));
 */
export const readPicture = (bytes: Uint8Array): Promise<ImageRead> => readImage(bytes, shippedReader());
