/**
 * The searches' adaptive threshold (raster.ts adaptiveThreshold: a pixel is ink when it differs from the
 * mean of its window by more than the offset) worked out with running sums instead of a summed-area table:
 * the same mask, pixel for pixel, for less work. A search warps and thresholds 40-60 squares of 336² pixels
 * on a turned or hand-filled photo (locate.ts fitQuad), and the table, 8 bytes a pixel, was read four times
 * a pixel and written once.
 *
 * Glossary:
 * - window: the `(2 r + 1)²` pixels around a pixel, cut by the raster's edges (raster.ts).
 * - column sums: for each column, the sum of the window's rows of it, moved down a row at a time (the row
 *   entering added, the row leaving taken away); the window's sum is then a run along the column sums.
 * - whole-number test: `v < sum / n - offset` is asked as `(v + offset) · n < sum` (and `v > sum / n +
 *   offset` as `(v - offset) · n > sum`). Both sides are whole numbers; the quotient `sum / n`, when not a
 *   whole number, lies at least `1 / n` from one, far more than its rounding, and when whole it is exact,
 *   so the two tests agree on every pixel.
 */
import type { Gray, Polarity } from "../picture/raster.js";

/**
 * The mask of raster.ts `adaptiveThreshold(gray, integral(gray), radius, offset, polarity)`, the same pixel
 * for pixel (see the glossary), without the summed-area table.
 * @param offset a whole number of gray levels
 * @example const mask = boxThreshold(warp, 9, WARP_OFFSET, "dark");
 */
export function boxThreshold(gray: Gray, radius: number, offset: number, polarity: Polarity): Uint8Array {
  const { width: w, height: h, data } = gray;
  const mask = new Uint8Array(w * h);
  const columns = new Int32Array(w);
  // Ink is where sign · ((v + sign · offset) · n − sum) < 0: sign 1 for dark ink, −1 for light.
  const sign = polarity === "dark" ? 1 : -1;
  const shift = sign * offset;
  for (let y = 0; y < Math.min(h, radius); y++)
    for (let x = 0, i = y * w; x < w; x++, i++) columns[x] = (columns[x] as number) + (data[i] as number);
  // Columns x < left have the window cut by the left edge, x ≥ right by the right edge.
  const left = Math.min(w, radius + 1);
  const right = Math.max(left, w - radius);
  const whole = 2 * radius + 1;
  for (let y = 0; y < h; y++) {
    const entering = y + radius;
    if (entering < h)
      for (let x = 0, i = entering * w; x < w; x++, i++)
        columns[x] = (columns[x] as number) + (data[i] as number);
    const leaving = y - radius - 1;
    if (leaving >= 0)
      for (let x = 0, i = leaving * w; x < w; x++, i++)
        columns[x] = (columns[x] as number) - (data[i] as number);
    const rows = Math.min(h, y + radius + 1) - Math.max(0, y - radius);
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(w, radius); x++) sum += columns[x] as number;
    let x = 0;
    for (; x < left; x++) {
      if (x + radius < w) sum += columns[x + radius] as number;
      const n = Math.min(w, x + radius + 1) * rows;
      mask[row + x] = sign * (((data[row + x] as number) + shift) * n - sum) < 0 ? 1 : 0;
    }
    const n = whole * rows;
    for (; x < right; x++) {
      sum += (columns[x + radius] as number) - (columns[x - radius - 1] as number);
      mask[row + x] = sign * (((data[row + x] as number) + shift) * n - sum) < 0 ? 1 : 0;
    }
    for (; x < w; x++) {
      if (x + radius < w) sum += columns[x + radius] as number;
      if (x - radius - 1 >= 0) sum -= columns[x - radius - 1] as number;
      const cut = (w - Math.max(0, x - radius)) * rows;
      mask[row + x] = sign * (((data[row + x] as number) + shift) * cut - sum) < 0 ? 1 : 0;
    }
  }
  return mask;
}
