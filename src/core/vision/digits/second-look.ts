/**
 * A second look at the cells the model is not sure of: the patch is read again moved by one pixel up,
 * down, left and right, and the five reads are averaged. A digit the model half-recognizes often reads
 * differently when nudged, so the average is doubtful where a single read was wrongly sure, and sure where
 * the nudged reads agree. Cells read surely at first are left as they were, so the extra cost is paid only
 * where it can change something.
 *
 * Glossary (see classify.ts for confidence, kind confidence):
 * - look: one read of a patch; the first look is the patch as extracted, the second look is the average of
 *   the first and four shifted copies.
 * - sure: both the digit's and the kind's confidence at least {@link SECOND_LOOK_BELOW}.
 * - shift: the patch moved by one pixel, ink leaving one edge dropped, the other edge blank.
 *
 * Chosen on the sheet folds (training photos of sheets the fold's model never saw; README "Sheets the model
 * never saw"): the second look on every cell and on cells below 0.999 gave the same boards, and below 0.99
 * fewer. Only photos get it (read.ts): on screenshots, whose digits are drawn in an app's font, it changed
 * nothing overall (synthetic tune one board better, KSudoku's extra tune screenshots one worse, their JPEG
 * copies two better and three worse).
 */
import type { DigitModel } from "./classify.js";
import { averageReads } from "./ensemble.js";

/** A first look at or above this confidence, for both the digit and its kind, is kept as it is. */
export const SECOND_LOOK_BELOW = 0.999;

/** The four one-pixel moves of the second look: right, left, down, up. */
const SHIFTS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/**
 * The square patch moved by (dx, dy) pixels into a new array, blank where nothing moved in.
 * @example shiftPatch(patch, 1, 0)[y * side + 1] === patch[y * side]
 */
export function shiftPatch(patch: Float32Array, dx: number, dy: number): Float32Array {
  const side = Math.round(Math.sqrt(patch.length));
  const out = new Float32Array(patch.length);
  for (let y = Math.max(0, dy); y < Math.min(side, side + dy); y++) {
    for (let x = Math.max(0, dx); x < Math.min(side, side + dx); x++) {
      out[y * side + x] = patch[(y - dy) * side + (x - dx)] as number;
    }
  }
  return out;
}

/**
 * `model` with a second look at the cells it is not sure of (see the glossary).
 * @example const model = withSecondLook(shippedModel()); model.classify(patch, features).confidence
 */
export function withSecondLook(model: DigitModel): DigitModel {
  return {
    note: model.note,
    classify(patch, features) {
      const first = model.classify(patch, features);
      if (first.confidence >= SECOND_LOOK_BELOW && first.kindConfidence >= SECOND_LOOK_BELOW) return first;
      const looks = [first, ...SHIFTS.map(([dx, dy]) => model.classify(shiftPatch(patch, dx, dy), features))];
      return averageReads(looks);
    },
  };
}
