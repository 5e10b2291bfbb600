/**
 * Refining the board's lattice for paper that is curved or a warp that is slightly off: every line is
 * re-found locally, segment by segment, in the warp's ink mask, giving 10×10 lattice points that follow
 * the printed lines instead of the straight lines of one perspective transform.
 *
 * Glossary:
 * - lattice point: where horizontal line `i` (0..9, top to bottom) crosses vertical line `j` (0..9,
 *   left to right), in warp coordinates (the warp square starts at MARGIN).
 * - segment: the part of a line between two crossing lines; its position is measured at its middle.
 */
import { MARGIN, SIDE } from "./locate.js";
import type { Point } from "./types.js";

const STEP = SIDE / 9;
/** How far (warp pixels) a segment may sit from the straight lattice: a quarter of a cell. */
const REACH = Math.round(STEP / 4);
/** A segment counts as found when ink covers this fraction of it (a digit's bar rarely does). */
const LINE_COVER = 0.6;

/** Position along the search window with the most ink (sub-pixel centroid around the peak), or NaN if weak. */
function strongest(counts: Float64Array, nominal: number, span: number): number {
  let best = -1;
  let at = -1;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k] > best) [best, at] = [counts[k], k];
  }
  if (best < span * LINE_COVER) return Number.NaN;
  let sum = 0;
  let weighted = 0;
  for (let k = Math.max(0, at - 2); k <= Math.min(counts.length - 1, at + 2); k++) {
    const w = Math.max(0, counts[k] - best * 0.5);
    sum += w;
    weighted += w * k;
  }
  return nominal - REACH + weighted / sum;
}

/**
 * Finds the 10×10 lattice points in a warp's ink mask.
 * @param mask the warp's ink mask, `size × size` with `size = SIDE + 2 MARGIN`.
 * @returns `points[i * 10 + j]` for horizontal line i and vertical line j, in warp coordinates.
 */
export function refineLattice(mask: Uint8Array, size: number): Point[] {
  // rowsAt[i][k]: y of horizontal line i measured in column segment k; colsAt[j][k]: x of vertical line j in row segment k.
  const rowsAt: number[][] = [];
  const colsAt: number[][] = [];
  const counts = new Float64Array(2 * REACH + 1);
  const from = Math.round(STEP * 0.2);
  const to = Math.round(STEP * 0.8);
  for (let line = 0; line <= 9; line++) {
    const nominal = MARGIN + line * STEP;
    const rows: number[] = [];
    const cols: number[] = [];
    for (let k = 0; k < 9; k++) {
      const start = Math.round(MARGIN + k * STEP);
      for (const vertical of [false, true]) {
        counts.fill(0);
        for (let d = -REACH; d <= REACH; d++) {
          const at = Math.round(nominal + d);
          if (at < 0 || at >= size) continue;
          let n = 0;
          for (let t = start + from; t < start + to; t++)
            n += vertical ? mask[t * size + at] : mask[at * size + t];
          counts[d + REACH] = n;
        }
        const found = strongest(counts, nominal, to - from);
        (vertical ? cols : rows).push(found);
      }
    }
    rowsAt.push(fillGaps(rows, nominal));
    colsAt.push(fillGaps(cols, nominal));
  }
  const points: Point[] = [];
  for (let i = 0; i <= 9; i++) {
    for (let j = 0; j <= 9; j++) {
      const y = (rowsAt[i][Math.max(0, j - 1)] + rowsAt[i][Math.min(8, j)]) / 2;
      const x = (colsAt[j][Math.max(0, i - 1)] + colsAt[j][Math.min(8, i)]) / 2;
      points.push({ x, y });
    }
  }
  return points;
}

/** Replaces segments not found (NaN) by the mean of the found ones on that line, or the nominal position. */
function fillGaps(found: number[], nominal: number): number[] {
  const ok = found.filter((v) => !Number.isNaN(v));
  if (ok.length < 3) return found.map(() => nominal);
  // The median offset is the line's own shift; a segment far from it is text or a digit, not the line.
  const median = [...ok].sort((a, b) => a - b)[ok.length >> 1];
  return found.map((v) => (Number.isNaN(v) || Math.abs(v - median) > REACH * 0.6 ? median : v));
}
