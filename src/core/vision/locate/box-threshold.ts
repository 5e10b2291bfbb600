/**
 * The searches' adaptive threshold (raster.ts adaptiveThreshold: a pixel is ink when it differs from the
 * mean of its window by more than the offset) worked out with running sums instead of a summed-area table:
 * the same mask, pixel for pixel, for less work. A search warps and thresholds 40-60 squares of 336² pixels
 * on a turned or hand-filled photo (locate.ts fitQuad), and the table, 8 bytes a pixel, was read four times
 * a pixel and written once. The first search's thresholds of the whole (halved) picture are made so too:
 * four of a 750×1000 photo and its halved copy 78 → 48 ms with the table they shared (locate.ts search).
 *
 * Glossary:
 * - window: the `(2 r + 1)²` pixels around a pixel, cut by the raster's edges (raster.ts).
 * - column sums: for each column, the sum of the window's rows of it, moved down a row at a time (the row
 *   entering added, the row leaving taken away); the window's sum is then a run along the column sums.
 * - whole-number test: `v < sum / n - offset` is asked as `(v + offset) · n < sum` (and `v > sum / n +
 *   offset` as `(v - offset) · n > sum`). Both sides are whole numbers; the quotient `sum / n`, when not a
 *   whole number, lies at least `1 / n` from one, far more than its rounding, and when whole it is exact,
 *   so the two tests agree on every pixel.
 * - sign bit: the test's difference is a whole number well inside 32 bits (under 2^31 for any window
 *   under 2,800 pixels a side), so it is ink exactly when the difference's sign bit is set (`d >>> 31`, 1
 *   for a negative d): the mask is stored without a branch per pixel (a 336² warp square 0.94 → 0.60 ms,
 *   with the column sums moved in one loop; the same masks on 60 warps of a photo, both polarities).
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
  const dark = polarity === "dark";
  const shift = dark ? offset : -offset;
  for (let y = 0; y < Math.min(h, radius); y++)
    for (let x = 0, i = y * w; x < w; x++, i++) columns[x] = (columns[x] as number) + (data[i] as number);
  // Columns x < left have the window cut by the left edge, x ≥ right by the right edge.
  const left = Math.min(w, radius + 1);
  const right = Math.max(left, w - radius);
  const whole = 2 * radius + 1;
  // Ink where (v + shift) · n − sum is negative for dark ink, positive for light (see the glossary).
  const ink = (v: number, n: number, sum: number): number =>
    (dark ? (v + shift) * n - sum : sum - (v + shift) * n) >>> 31;
  for (let y = 0; y < h; y++) {
    const entering = y + radius;
    const leaving = y - radius - 1;
    if (entering < h && leaving >= 0)
      for (let x = 0, i = entering * w, j = leaving * w; x < w; x++, i++, j++)
        columns[x] = (columns[x] as number) + (data[i] as number) - (data[j] as number);
    else if (entering < h)
      for (let x = 0, i = entering * w; x < w; x++, i++)
        columns[x] = (columns[x] as number) + (data[i] as number);
    else if (leaving >= 0)
      for (let x = 0, j = leaving * w; x < w; x++, j++)
        columns[x] = (columns[x] as number) - (data[j] as number);
    const rows = Math.min(h, y + radius + 1) - Math.max(0, y - radius);
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(w, radius); x++) sum += columns[x] as number;
    let x = 0;
    for (; x < left; x++) {
      if (x + radius < w) sum += columns[x + radius] as number;
      mask[row + x] = ink(data[row + x] as number, Math.min(w, x + radius + 1) * rows, sum);
    }
    // The window's inner stretch, written out once per polarity (the hot loop of a warp's threshold).
    const n = whole * rows;
    if (dark)
      for (; x < right; x++) {
        sum += (columns[x + radius] as number) - (columns[x - radius - 1] as number);
        mask[row + x] = (((data[row + x] as number) + shift) * n - sum) >>> 31;
      }
    else
      for (; x < right; x++) {
        sum += (columns[x + radius] as number) - (columns[x - radius - 1] as number);
        mask[row + x] = (sum - ((data[row + x] as number) + shift) * n) >>> 31;
      }
    for (; x < w; x++) {
      if (x + radius < w) sum += columns[x + radius] as number;
      if (x - radius - 1 >= 0) sum -= columns[x - radius - 1] as number;
      mask[row + x] = ink(data[row + x] as number, (w - Math.max(0, x - radius)) * rows, sum);
    }
  }
  return mask;
}
