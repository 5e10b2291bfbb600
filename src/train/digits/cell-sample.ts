/**
 * Synthetic cells through the vision module's own cell cutting (sampleCell) and digit isolation
 * (isolateDigit), so that training patches and features are made exactly as reading makes them.
 * The cell's four corners are jittered a little (about a pixel), as an imperfectly refined lattice puts them.
 */
import { type CellRaster, isolateDigit, sampleCell } from "../../core/vision/cells/cells.js";
import { homography } from "../../core/vision/picture/homography.js";
import type { CellSample, Picture, Point } from "../../core/vision/types.js";
import type { Random } from "./random.js";
import type { Sample } from "./render.js";

/**
 * The cell sample the extraction makes of a synthetic cell picture.
 * @param random when given, the cell's corners are jittered by ~1% of its side
 */
export function extractSample(
  sample: Pick<Sample, "picture" | "margin" | "inverted">,
  random?: Random,
): CellSample {
  const side = sample.picture.width;
  const m = sample.margin;
  const jitter = (side - 2 * m) * 0.012;
  const at = (x: number, y: number): Point =>
    random ? { x: x + random.normal() * jitter, y: y + random.normal() * jitter } : { x, y };
  const quad = [at(m, m), at(side - m, m), at(side - m, side - m), at(m, side - m)];
  return isolateDigit(0, cutSquareCell(sample.picture, quad), sample.inverted);
}

/**
 * The cell raster of a square picture of one cell (its grid lines around it), resampled through the
 * cell's four corners, given in the picture's own pixels, as extract.ts resamples a photo's cells.
 * @example cutSquareCell(picture, [{ x: 8, y: 8 }, { x: 56, y: 8 }, { x: 56, y: 56 }, { x: 8, y: 56 }])
 */
export function cutSquareCell(picture: Picture, quad: readonly Point[]): CellRaster {
  const side = picture.width;
  const square: Point[] = [
    { x: 0, y: 0 },
    { x: side, y: 0 },
    { x: side, y: side },
    { x: 0, y: side },
  ];
  const identity = homography(square, square);
  if (identity === null) throw new Error("identity homography is degenerate");
  return sampleCell(picture, quad, identity);
}
