/**
 * Cells drawn for the vision tests: a square canvas with a cell inside a margin, resampled to a cell
 * raster through the cell's own corners, as extract.ts resamples a photo's cells.
 */
import type { Canvas } from "@napi-rs/canvas";
import type { CellRaster } from "../../src/core/vision/cells/cells.js";
import { cutSquareCell } from "../../src/train/digits/cell-sample.js";

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
  return cutSquareCell(picture, [
    { x: margin, y: margin },
    { x: side - margin, y: margin },
    { x: side - margin, y: side - margin },
    { x: margin, y: side - margin },
  ]);
}
