/**
 * Synthetic cells through the vision module's own cell cutting (sampleCell) and digit isolation
 * (isolateDigit), so that training patches and features are made exactly as reading makes them.
 * The cell's four corners are jittered a little, as an imperfectly refined lattice puts them.
 */
import { isolateDigit, sampleCell } from "../../core/vision/cells.js";
import { homography } from "../../core/vision/homography.js";
import type { CellSample, Point } from "../../core/vision/types.js";
import type { Random } from "./random.js";
import type { Sample } from "./render.js";

/** The cell sample the extraction makes of a synthetic cell picture. */
export function extractSample(sample: Sample, random: Random): CellSample {
  const side = sample.picture.width;
  const m = sample.margin;
  const jitter = (side - 2 * m) * 0.025;
  const at = (x: number, y: number): Point => ({ x: x + random.normal() * jitter, y: y + random.normal() * jitter });
  const square: Point[] = [
    { x: 0, y: 0 },
    { x: side, y: 0 },
    { x: side, y: side },
    { x: 0, y: side },
  ];
  const identity = homography(square, square);
  if (identity === null) throw new Error("identity homography is degenerate");
  const quad = [at(m, m), at(side - m, m), at(side - m, side - m), at(m, side - m)];
  return isolateDigit(0, sampleCell(sample.picture, quad, identity), sample.inverted);
}
