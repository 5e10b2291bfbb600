/**
 * Two shapes a screenshot's inked cell can have that no digit has: a cross (an app's mark for a wrong or
 * struck cell) and a hollow frame (KSudoku's cursor drawn inside the selected tile). Both are judged on
 * the cell's 28x28 patch, inside the box of its strong ink.
 *
 * Glossary (see screen.ts for the whole screenshot vocabulary):
 * - patch: a cell's ink, 0 (none) to 1 (full), on PATCH_SIZE x PATCH_SIZE pixels (types.ts).
 * - ink box: the smallest box holding every patch pixel inked at least {@link CROSS_INK}.
 * - part of a box: a rectangle given as fractions of the ink box's width and height.
 * - squarish: an ink box at least 8 pixels each way and no more than 1/0.6 times longer one way than the
 *   other (a cross's or a frame's, not a 1's).
 */
import { PATCH_SIZE } from "../types.js";

/** Patch pixels at least this inked belong to a cross's strokes (they make its box). */
const CROSS_INK = 0.3;
/** A cross's corners and centre are inked at least this much on average. */
const CROSS_PART = 0.2;
/** The middles of a cross's sides are inked less than this on average. */
const CROSS_GAP = 0.25;

/** A box of patch pixels: its top-left pixel, width and height. */
interface Box {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

/** Mean ink of a patch over a part of a box, given as fractions of the box's width and height. */
function inkIn(
  patch: Float32Array,
  box: Box,
  [fx0, fx1]: readonly [number, number],
  [fy0, fy1]: readonly [number, number],
): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(box.y0 + fy0 * box.h); y < Math.ceil(box.y0 + fy1 * box.h); y++)
    for (let x = Math.floor(box.x0 + fx0 * box.w); x < Math.ceil(box.x0 + fx1 * box.w); x++) {
      sum += patch[y * PATCH_SIZE + x] as number;
      n++;
    }
  return n === 0 ? 0 : sum / n;
}

/**
 * Whether a patch is a cross: about as wide as tall, with ink in its four corners and its centre and
 * none in the middle of its four sides (a 0 or an 8 has ink there and none in its corners; no digit
 * has all four corners). The cross may share its patch with a pencil mark it touches or nearly touches
 * (GNOME Sudoku draws its cross over the cell's pencil marks; on extra tune seed 41 an 8 just above it
 * made the patch's ink box tall, and the cross was read as a doubtful 2): then the box of its largest
 * piece of strong ink is the cross's.
 */
export function isCross(patch: Float32Array): boolean {
  return crossIn(patch, inkBox(patch)) || crossIn(patch, largestPieceBox(patch));
}

/** Whether a patch's ink in `box` is a cross (see {@link isCross}). */
function crossIn(patch: Float32Array, box: Box): boolean {
  if (!squarish(box)) return false;
  const near = [0, 0.25] as const;
  const far = [0.75, 1] as const;
  const middle = [0.375, 0.625] as const;
  const edge = [0, 0.2] as const;
  const otherEdge = [0.8, 1] as const;
  const inked = [
    [near, near],
    [far, near],
    [near, far],
    [far, far],
    [middle, middle],
  ] as const;
  const empty = [
    [middle, edge],
    [middle, otherEdge],
    [edge, middle],
    [otherEdge, middle],
  ] as const;
  return (
    inked.every(([fx, fy]) => inkIn(patch, box, fx, fy) >= CROSS_PART) &&
    empty.every(([fx, fy]) => inkIn(patch, box, fx, fy) < CROSS_GAP)
  );
}

/** The middle of a hollow patch's box (fractions of its width and height) holds less ink than this on average. */
const HOLLOW_MIDDLE = 0.05;

/**
 * Whether a patch is hollow: about as wide as tall with no ink in the middle half of its box, a frame or
 * a corner of one (KSudoku's cursor drawn as a frame inside the selected tile). Every digit 1-9 crosses
 * its box's middle, or is narrow (a 1).
 */
export function isHollow(patch: Float32Array): boolean {
  const box = inkBox(patch);
  if (!squarish(box)) return false;
  return inkIn(patch, box, [0.25, 0.75], [0.25, 0.75]) < HOLLOW_MIDDLE;
}

/** Whether an ink box is big enough and about as wide as tall (a cross's or a frame's, not a 1's). */
function squarish(box: { w: number; h: number }): boolean {
  return box.w >= 8 && box.h >= 8 && box.w >= 0.6 * box.h && box.h >= 0.6 * box.w;
}

/** The box of a patch's strong ink (pixels at least {@link CROSS_INK}). */
function inkBox(patch: Float32Array): Box {
  let x0 = PATCH_SIZE;
  let y0 = PATCH_SIZE;
  let x1 = -1;
  let y1 = -1;
  patch.forEach((v, k) => {
    if (v < CROSS_INK) return;
    const x = k % PATCH_SIZE;
    const y = Math.floor(k / PATCH_SIZE);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  });
  return { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/**
 * The box of a patch's largest piece of strong ink: the most pixels at least {@link CROSS_INK} joined
 * through their eight neighbours (a cross's two strokes meet in its centre).
 */
function largestPieceBox(patch: Float32Array): Box {
  const seen = new Uint8Array(patch.length);
  let best: Box = { x0: 0, y0: 0, w: 0, h: 0 };
  let bestSize = 0;
  for (let start = 0; start < patch.length; start++) {
    if (seen[start] === 1 || (patch[start] as number) < CROSS_INK) continue;
    seen[start] = 1;
    const stack = [start];
    let [x0, y0, x1, y1] = [PATCH_SIZE, PATCH_SIZE, -1, -1];
    let size = 0;
    while (stack.length > 0) {
      const k = stack.pop() as number;
      const x = k % PATCH_SIZE;
      const y = Math.floor(k / PATCH_SIZE);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      size++;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= PATCH_SIZE || ny >= PATCH_SIZE) continue;
          const n = ny * PATCH_SIZE + nx;
          if (seen[n] === 1 || (patch[n] as number) < CROSS_INK) continue;
          seen[n] = 1;
          stack.push(n);
        }
    }
    if (size > bestSize) [best, bestSize] = [{ x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 }, size];
  }
  return best;
}
