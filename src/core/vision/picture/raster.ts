/**
 * Pixel operations on one-channel rasters: grayscale conversion, adaptive threshold and connected
 * components. Written by hand on typed arrays (no OpenCV): the WASM builds of OpenCV cost 0.3–0.4 s to
 * load and ~100 MB of memory, more than the whole read of a photo takes here.
 *
 * Glossary:
 * - gray: a `Uint8Array` of `width * height` luminances (0 black .. 255 white), row-major.
 * - mask: a `Uint8Array` of the same shape holding 1 for ink and 0 for background.
 * - polarity: `dark` finds ink darker than its surroundings (paper, light themes), `light` finds
 *   ink lighter than its surroundings (dark themes).
 * - component: a set of ink pixels connected through their 8 neighbours.
 * - run: a straight stretch of consecutive ink pixels along a row (`x`) or a column (`y`).
 */

/** A one-channel raster. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Which ink to look for. */
export type Polarity = "dark" | "light";

/**
 * Converts RGBA to luminance (ITU-R BT.601 weights, integer arithmetic).
 * @returns a gray raster of the same size.
 */
export function toGray(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

/** Summed-area table with one extra row and column of zeros: sum of [0,x)×[0,y) at `(y * (w + 1) + x)`. */
export function integral(gray: Gray): Float64Array {
  const { width: w, height: h, data } = gray;
  const table = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += data[y * w + x];
      table[(y + 1) * (w + 1) + x + 1] = table[y * (w + 1) + x + 1] + row;
    }
  }
  return table;
}

/**
 * Marks pixels that differ from the mean of their `(2 r + 1)²` neighbourhood by more than `offset`
 * gray levels in the direction of `polarity` (a mean-C adaptive threshold).
 * @param sums the table from {@link integral} for `gray` (computed once, shared by both polarities).
 */
export function adaptiveThreshold(
  gray: Gray,
  sums: Float64Array,
  radius: number,
  offset: number,
  polarity: Polarity,
): Uint8Array {
  const { width: w, height: h, data } = gray;
  const mask = new Uint8Array(w * h);
  const stride = w + 1;
  // Each column's window edges, worked out once rather than per pixel.
  const left = new Int32Array(w);
  const right = new Int32Array(w);
  for (let x = 0; x < w; x++) {
    left[x] = Math.max(0, x - radius);
    right[x] = Math.min(w, x + radius + 1);
  }
  const dark = polarity === "dark";
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    const top = y0 * stride;
    const bottom = y1 * stride;
    const rows = y1 - y0;
    for (let x = 0; x < w; x++) {
      const x0 = left[x] as number;
      const x1 = right[x] as number;
      const sum = sums[bottom + x1] - sums[top + x1] - sums[bottom + x0] + sums[top + x0];
      const mean = sum / ((x1 - x0) * rows);
      const v = data[y * w + x];
      mask[y * w + x] = dark ? (v < mean - offset ? 1 : 0) : v > mean + offset ? 1 : 0;
    }
  }
  return mask;
}

/** One connected component of a mask. */
export interface Component {
  /** Label in the label raster (1-based). */
  label: number;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Labels the 8-connected components of a mask by flood fill.
 * @returns the label raster (`Int32Array`, 0 for background) and one {@link Component} per label
 *   (`components[label - 1]`).
 */
export function labelComponents(
  mask: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; components: Component[] } {
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] === 0 || labels[start] !== 0) continue;
    const label = components.length + 1;
    const c: Component = { label, area: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      c.area++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (mask[q] !== 0 && labels[q] === 0) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    components.push(c);
  }
  return { labels, components };
}

/** Grows a mask by one pixel in each of the 8 directions (3×3 dilation), joining lines broken by blur. */
export function dilate(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - 1);
    const y1 = Math.min(height - 1, y + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - 1);
      const x1 = Math.min(width - 1, x + 1);
      let on = 0;
      for (let yy = y0; yy <= y1 && on === 0; yy++)
        for (let xx = x0; xx <= x1; xx++) on |= mask[yy * width + xx];
      out[y * width + x] = on;
    }
  }
  return out;
}

/**
 * The ink of a square mask that lies in runs at least `run` pixels long along `axis` ("x": rows,
 * "y": columns): grid lines are long runs, digits' strokes short ones.
 * @param mask a `size × size` mask
 * @returns a new mask holding only those runs
 * @example longRuns(mask, 48, "x", 34) // the horizontal lines of a 48-pixel cell
 */
export function longRuns(mask: Uint8Array, size: number, axis: "x" | "y", run: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  const at = (a: number, b: number): number => (axis === "x" ? a * size + b : b * size + a);
  for (let a = 0; a < size; a++) {
    let start = 0;
    for (let b = 0; b <= size; b++) {
      if (b < size && mask[at(a, b)]) continue;
      if (b - start >= run) for (let t = start; t < b; t++) out[at(a, t)] = 1;
      start = b + 1;
    }
  }
  return out;
}
