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
  const stride = w + 1;
  const table = new Float64Array(stride * (h + 1));
  for (let y = 0; y < h; y++) {
    // The same sums as `table[(y + 1) * stride + x + 1] = table[y * stride + x + 1] + row`, the
    // positions stepped along the row rather than worked out per pixel.
    let row = 0;
    let at = (y + 1) * stride + 1;
    for (let i = y * w, end = i + w; i < end; i++, at++) {
      row += data[i] as number;
      table[at] = (table[at - stride] as number) + row;
    }
  }
  return table;
}

/**
 * Marks pixels that differ from the mean of their `(2 r + 1)²` neighbourhood by more than `offset`
 * gray levels in the direction of `polarity` (a mean-C adaptive threshold). The definition the searches'
 * threshold (locate/box-threshold.ts boxThreshold, the same mask for less work) is held to in its tests.
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

/** Grows an Int32Array to twice its length, keeping its values. */
function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * Labels the 8-connected components of a mask, numbered in the order of their first pixel (row by row).
 * Run by run: each row's runs of ink take the provisional label of the runs above them that they touch
 * (overlapping, or meeting at a corner), joining those runs' sets when there are several, or a new label;
 * then every set is numbered by its first run (the first pixel's), and each run's pixels written once.
 * The same labels and components as labelling pixel by pixel (held to a flood fill in the tests), for
 * about half the time (the first search's masks of a 750×1000 photo and its halved copy 3.7 → 1.9 ms):
 * a row's background is skipped without looking above it, and the label raster is not read again.
 * @returns the label raster (`Int32Array`, 0 for background) and one {@link Component} per label
 *   (`components[label - 1]`).
 */
export function labelComponents(
  mask: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; components: Component[] } {
  // The runs in raster order: first and last x, and provisional label; `rowRuns[y]` is row y's first run.
  let runFrom = new Int32Array(4096);
  let runTo = new Int32Array(4096);
  let runLabel = new Int32Array(4096);
  const rowRuns = new Int32Array(height + 1);
  let runs = 0;
  // Provisional labels' sets: each set's root is its smallest label, the one its first run took.
  let parent = new Int32Array(1024);
  let next = 1;
  const root = (label: number): number => {
    let l = label;
    while (parent[l] !== l) {
      const up = parent[parent[l] as number] as number;
      parent[l] = up;
      l = up;
    }
    return l;
  };
  let aboveFrom = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const aboveTo = runs;
    rowRuns[y] = runs;
    // The first run above that can still touch this row's runs (runs ending left of a run's reach are passed).
    let above = aboveFrom;
    let x = 0;
    while (x < width) {
      if (mask[row + x] === 0) {
        x++;
        continue;
      }
      const from = x;
      while (x < width && mask[row + x] !== 0) x++;
      const to = x - 1;
      while (above < aboveTo && (runTo[above] as number) < from - 1) above++;
      let label = 0;
      for (let k = above; k < aboveTo && (runFrom[k] as number) <= to + 1; k++) {
        const r = root(runLabel[k] as number);
        if (label === 0) label = r;
        else if (r < label) {
          parent[label] = r;
          label = r;
        } else if (r > label) parent[r] = label;
      }
      if (label === 0) {
        if (next === parent.length) parent = grown(parent);
        label = next++;
        parent[label] = label;
      }
      if (runs === runFrom.length) {
        runFrom = grown(runFrom);
        runTo = grown(runTo);
        runLabel = grown(runLabel);
      }
      runFrom[runs] = from;
      runTo[runs] = to;
      runLabel[runs] = label;
      runs++;
    }
    aboveFrom = aboveTo;
  }
  rowRuns[height] = runs;
  // Each set numbered in the order of its root, which is the order of its first pixel.
  const final = new Int32Array(next);
  let count = 0;
  for (let l = 1; l < next; l++) {
    const r = root(l);
    final[l] = r === l ? ++count : (final[r] as number);
  }
  const labels = new Int32Array(width * height);
  const area = new Int32Array(count + 1);
  const minX = new Int32Array(count + 1).fill(width);
  const minY = new Int32Array(count + 1).fill(height);
  const maxX = new Int32Array(count + 1).fill(-1);
  const maxY = new Int32Array(count + 1).fill(-1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let k = rowRuns[y] as number, end = rowRuns[y + 1] as number; k < end; k++) {
      const label = final[runLabel[k] as number] as number;
      const from = runFrom[k] as number;
      const to = runTo[k] as number;
      for (let i = row + from, last = row + to; i <= last; i++) labels[i] = label;
      area[label] = (area[label] as number) + to - from + 1;
      if (from < (minX[label] as number)) minX[label] = from;
      if (to > (maxX[label] as number)) maxX[label] = to;
      if (y < (minY[label] as number)) minY[label] = y;
      if (y > (maxY[label] as number)) maxY[label] = y;
    }
  }
  const components: Component[] = [];
  for (let label = 1; label <= count; label++)
    components.push({
      label,
      area: area[label] as number,
      minX: minX[label] as number,
      minY: minY[label] as number,
      maxX: maxX[label] as number,
      maxY: maxY[label] as number,
    });
  return { labels, components };
}

/**
 * Grows a mask of 0s and 1s by one pixel in each of the 8 directions (3×3 dilation), joining lines
 * broken by blur: each row's pixels grown along the row, then those rows grown down the columns.
 */
export function dilate(mask: Uint8Array, width: number, height: number): Uint8Array {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const at = row + x;
      across[at] =
        (mask[at] as number) |
        (x > 0 ? (mask[at - 1] as number) : 0) |
        (x < width - 1 ? (mask[at + 1] as number) : 0);
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const above = y > 0 ? row - width : row;
    const below = y < height - 1 ? row + width : row;
    for (let x = 0; x < width; x++)
      out[row + x] =
        (across[above + x] as number) | (across[row + x] as number) | (across[below + x] as number);
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
