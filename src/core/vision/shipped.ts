/**
 * The reader with the shipped digit model: classification of the whole board (printed versus
 * handwritten decided per board, kinds.ts), sideways boards turned upright (orientation.ts), the marks of
 * a hand-filled board's blank cells read (marks.ts), and, when that read is unsure, a second look at
 * every cell the model is not sure of (second-look.ts). {@link modelReader} does the same with another
 * model (a model file under trial, `npm run bench:read -- --model FILE`).
 */
import { classifyBoardWith, type DigitModel, shippedModel } from "./digits/classify.js";
import { withSecondLook } from "./digits/second-look.js";
import { findTurns, turnCells } from "./locate/orientation.js";
import { type ImageRead, type ReadOptions, readImage } from "./read.js";
import { withoutFaintInk } from "./screen/screen-strokes.js";
import type { CellSample } from "./types.js";

/** The cells of a board as they would be upright, the likeliest way first, then the runner-up of a close call. */
function upright(cells: readonly CellSample[], model: DigitModel): readonly (readonly CellSample[])[] {
  // A screenshot's faint ink (a theme's stripe across an empty cell) takes no part (screen-strokes.ts).
  const { turns, rival } = findTurns(withoutFaintInk(cells), model);
  return (rival === null ? [turns] : [turns, rival]).map((t) => turnCells(cells, t));
}

/** How a reader looks at cells. */
export interface LookOptions {
  /** False to read every cell once (the reader before second-look.ts, for side-by-side figures). */
  secondLook?: boolean;
}

/**
 * The {@link ReadOptions} of `model`: every step asks `model`, and a board read `unsure` is read again
 * with a second look at the cells the model is not sure of (second-look.ts), unless told otherwise. A
 * board read sure stays as it was: looking again at every board lowered the share read sure (sheet
 * folds: printed 85 → 74 of 118, pen-filled 29 → 20) for the same boards read exactly. The turns of a
 * sideways board and the marks of blank cells are read once (a turned patch is seldom sure, and looking
 * again at each would double a screenshot's time for nothing).
 * @example readImage(bytes, modelReader(loadDigitModel(JSON.parse(text))))
 */
export const modelReader = (model: DigitModel, { secondLook = true }: LookOptions = {}): ReadOptions => {
  // The second pass reads the same cells: their first looks are kept rather than computed again (a
  // cell's patch and features never change once extracted).
  const firstLooks = new WeakMap<Float32Array, ReturnType<DigitModel["classify"]>>();
  const once: DigitModel = {
    note: model.note,
    classify(patch, features) {
      const known = firstLooks.get(patch);
      if (known !== undefined) return known;
      const read = model.classify(patch, features);
      firstLooks.set(patch, read);
      return read;
    },
  };
  const closer = withSecondLook(once);
  return {
    classifyBoard: (cells) => classifyBoardWith(once, cells),
    // Upright, a board's patches are read by the turns' trial and the first look alike: once.
    upright: (cells) => upright(cells, once),
    classifyMark: (patch, features) => model.classify(patch, features),
    ...(secondLook ? { lookAgain: (cells: readonly CellSample[]) => classifyBoardWith(closer, cells) } : {}),
  };
};

let shipped: ReadOptions | undefined;

/** The {@link ReadOptions} of the shipped model (see {@link modelReader}), made once. */
export const shippedReader = (): ReadOptions => {
  shipped ??= modelReader(shippedModel());
  return shipped;
};

/**
 * Reads a picture with the shipped model (see read.ts for the statuses).
 * @example const read = await readPicture(readFileSync("photo.jpg"));
 */
export const readPicture = (bytes: Uint8Array): Promise<ImageRead> => readImage(bytes, shippedReader());
