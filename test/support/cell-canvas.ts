/**
 * Cells drawn for the vision tests: a square canvas with a cell inside a margin, resampled to a cell
 * raster through the cell's own corners, as extract.ts resamples a photo's cells.
 */
import type { Canvas } from "@napi-rs/canvas";
import { type CellRaster, sampleCell } from "../../src/core/vision/cells.js";
import { homography } from "../../src/core/vision/homography.js";
import type { Point } from "../../src/core/vision/types.js";

/**
 * The cell raster of a canvas whose cell lies `margin` pixels inside each side (its grid lines there).
 * @example const raster = cellOfCanvas(canvas, 8);
 */
export function cellOfCanvas(canvas: Canvas, margin: number): CellRaster {
  const side = canvas.width;
  const picture = {
    width: side,
    height: side,
    data: canvas.getContext("2d").getImageData(0, 0, side, side).data,
  };
  const square: Point[] = [
    { x: 0, y: 0 },
    { x: side, y: 0 },
    { x: side, y: side },
    { x: 0, y: side },
  ];
  const identity = homography(square, square);
  if (identity === null) throw new Error("identity homography is degenerate");
  const quad = [
    { x: margin, y: margin },
    { x: side - margin, y: margin },
    { x: side - margin, y: side - margin },
    { x: margin, y: side - margin },
  ];
  return sampleCell(picture, quad, identity);
}
