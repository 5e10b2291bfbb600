/**
 * A stand-in for the extraction's cell normalization, used on synthetic cells until the vision module's
 * own function is used instead: cell picture → patch (28×28, ink = 1, digit's bounding box centred with
 * its longer side 20 px) and ink features.
 *
 * Glossary: *ink map* = per-pixel darkness relative to the cell's background, 0..1; *blob* = a connected
 * group of ink pixels; blobs touching the cell's edge band are grid-line remnants or neighbours, not digit.
 */
import { type InkFeatures, PATCH_DIGIT_SIZE, PATCH_SIZE, type Picture } from "../../core/vision/types.js";

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** Resamples `src` (w×h) into a `size`×`size` box-filtered grid (area averaging). */
function resample(src: Float32Array, w: number, h: number, outW: number, outH: number): Float32Array {
  const out = new Float32Array(outW * outH);
  const sx = w / outW;
  const sy = h / outH;
  for (let oy = 0; oy < outH; oy++) {
    const y0 = oy * sy;
    const y1 = y0 + sy;
    for (let ox = 0; ox < outW; ox++) {
      const x0 = ox * sx;
      const x1 = x0 + sx;
      let sum = 0;
      let area = 0;
      for (let y = Math.floor(y0); y < Math.min(h, Math.ceil(y1)); y++) {
        const wy = Math.min(y + 1, y1) - Math.max(y, y0);
        for (let x = Math.floor(x0); x < Math.min(w, Math.ceil(x1)); x++) {
          const wx = Math.min(x + 1, x1) - Math.max(x, x0);
          sum += (src[y * w + x] as number) * wx * wy;
          area += wx * wy;
        }
      }
      out[oy * outW + ox] = area > 0 ? sum / area : 0;
    }
  }
  return out;
}

/** The patch and features of a cell, or null when no digit-sized ink is found. */
export function normalizeCell(
  picture: Picture,
  margin: number,
  inverted: boolean,
): { patch: Float32Array; features: InkFeatures } | null {
  const side = picture.width - 2 * margin;
  const gray = new Float32Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = ((y + margin) * picture.width + x + margin) * 4;
      const v =
        0.299 * (picture.data[i] as number) +
        0.587 * (picture.data[i + 1] as number) +
        0.114 * (picture.data[i + 2] as number);
      gray[y * side + x] = inverted ? 255 - v : v;
    }
  }
  const background = percentile(gray, 0.7);
  const darkest = percentile(gray, 0.01);
  const contrast = (background - darkest) / 255;
  if (contrast < 0.08) return null;
  const ink = new Float32Array(side * side);
  for (let i = 0; i < ink.length; i++) {
    ink[i] = Math.max(0, Math.min(1, (background - (gray[i] as number)) / (background - darkest) / 0.6));
  }
  // Grid-line remnants: rows and columns near the edge that are mostly ink are cleared.
  const edge = Math.max(1, Math.round(side * 0.2));
  for (let k = 0; k < side; k++) {
    if (k >= edge && k < side - edge) continue;
    let rowInk = 0;
    let columnInk = 0;
    for (let j = 0; j < side; j++) {
      if ((ink[k * side + j] as number) >= 0.5) rowInk++;
      if ((ink[j * side + k] as number) >= 0.5) columnInk++;
    }
    if (rowInk > side * 0.5) for (let j = 0; j < side; j++) ink[k * side + j] = 0;
    if (columnInk > side * 0.5) for (let j = 0; j < side; j++) ink[j * side + k] = 0;
  }
  // Blobs of ink ≥ 0.5; keep those that reach into the cell's central area and are not long thin lines.
  const label = new Int32Array(side * side).fill(-1);
  const keep = new Uint8Array(side * side);
  const band = Math.max(1, Math.round(side * 0.12));
  const stack: number[] = [];
  let blobs = 0;
  for (let start = 0; start < ink.length; start++) {
    if ((ink[start] as number) < 0.5 || (label[start] as number) >= 0) continue;
    const members: number[] = [];
    stack.push(start);
    label[start] = blobs;
    let minX = side;
    let minY = side;
    let maxX = 0;
    let maxY = 0;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      members.push(p);
      const x = p % side;
      const y = (p - x) / side;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const q of [p - 1, p + 1, p - side, p + side]) {
        if (q < 0 || q >= ink.length) continue;
        if (Math.abs((q % side) - x) > 1) continue;
        if ((ink[q] as number) >= 0.5 && (label[q] as number) < 0) {
          label[q] = blobs;
          stack.push(q);
        }
      }
    }
    blobs++;
    const w = maxX - minX + 1;
    const h = maxY - minY + 1;
    const central = maxX >= band && minX < side - band && maxY >= band && minY < side - band;
    const lineLike = (w > side * 0.8 && h < side * 0.15) || (h > side * 0.8 && w < side * 0.15);
    const touchesEdge = minX === 0 || minY === 0 || maxX === side - 1 || maxY === side - 1;
    if (!central || lineLike || (touchesEdge && members.length < side * 0.5)) continue;
    if (members.length < Math.max(3, side * side * 0.004)) continue;
    for (const p of members) keep[p] = 1;
  }
  let minX = side;
  let minY = side;
  let maxX = -1;
  let maxY = -1;
  for (let i = 0; i < keep.length; i++) {
    if (!keep[i]) continue;
    const x = i % side;
    const y = (i - x) / side;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (maxX < 0) return null;
  // Grow the box by a pixel to keep the anti-aliased rim; zero ink outside kept blobs' neighbourhood.
  minX = Math.max(0, minX - 1);
  minY = Math.max(0, minY - 1);
  maxX = Math.min(side - 1, maxX + 1);
  maxY = Math.min(side - 1, maxY + 1);
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const crop = new Float32Array(w * h);
  let r = 0;
  let g = 0;
  let b = 0;
  let inkArea = 0;
  let inkPixels = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = (y + minY) * side + x + minX;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -1; dx <= 1 && !near; dx++) {
          const q = p + dy * side + dx;
          if (q >= 0 && q < keep.length && keep[q]) near = true;
        }
      }
      const v = near ? (ink[p] as number) : 0;
      crop[y * w + x] = v;
      inkArea += v;
      if (keep[p]) {
        const i = ((y + minY + margin) * picture.width + x + minX + margin) * 4;
        r += picture.data[i] as number;
        g += picture.data[i + 1] as number;
        b += picture.data[i + 2] as number;
        inkPixels++;
      }
    }
  }
  const scale = PATCH_DIGIT_SIZE / Math.max(w, h);
  const outW = Math.max(1, Math.round(w * scale));
  const outH = Math.max(1, Math.round(h * scale));
  const digit = resample(crop, w, h, outW, outH);
  const patch = new Float32Array(PATCH_SIZE * PATCH_SIZE);
  const ox = Math.floor((PATCH_SIZE - outW) / 2);
  const oy = Math.floor((PATCH_SIZE - outH) / 2);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) patch[(y + oy) * PATCH_SIZE + x + ox] = digit[y * outW + x] as number;
  }
  const features = inkFeatures(r / inkPixels, g / inkPixels, b / inkPixels, {
    contrast,
    inkFraction: inkArea / (side * side),
    height: h / side,
    width: w / side,
    stroke: inkArea / Math.max(1, h) / side,
    inverted,
  });
  return { patch, features };
}

/** HSV of a mean ink colour, merged with the shape measurements. */
export function inkFeatures(
  r: number,
  g: number,
  b: number,
  rest: Omit<InkFeatures, "hue" | "saturation" | "value">,
): InkFeatures {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue, saturation: max > 0 ? delta / max : 0, value: max / 255, ...rest };
}
