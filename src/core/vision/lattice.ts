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

/**
 * On a screenshot's outer lines, positions next to the first peak with at least this fraction of its ink are its
 * plateau, and the one nearest the straight lattice is taken: a band of ink wider than a line (a dark
 * theme's surround along the board's border, GNOME Sudoku's in the tune screenshots: 8 warp pixels of
 * full ink) would otherwise give its first position, half a band off the border, and stretch the outer
 * row or column.
 */
const PLATEAU = 0.95;

/** Position along the search window with the most ink (sub-pixel centroid around the peak), or NaN if weak. */
function strongest(counts: Float64Array, nominal: number, span: number, plateau: boolean): number {
  let best = -1;
  for (let k = 0; k < counts.length; k++) best = Math.max(best, counts[k] as number);
  if (best < span * LINE_COVER) return Number.NaN;
  // The plateau of the first peak, and its position nearest the straight lattice (the window's middle).
  let first = 0;
  while ((counts[first] as number) < best) first++;
  let last = first;
  while (last + 1 < counts.length && (counts[last + 1] as number) >= best * PLATEAU) last++;
  const at = plateau ? Math.min(Math.max(REACH, first), last) : first;
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
 * @param drawn true for a screenshot: an outer line is taken on its plateau's position nearest the
 *   straight lattice (see {@link PLATEAU}). Photos keep the plateau's first position, which the digit
 *   model's training patches were cut with (taken on photos too, it cost 4 printed and 5 pen-filled
 *   training photos of 118 each, and made one printed one a silent misread); inner lines keep it too
 *   (taken on them, KSudoku's textured themes read worse: scribble window-540x460-1, tune).
 * @returns `points[i * 10 + j]` for horizontal line i and vertical line j, in warp coordinates.
 */
export function refineLattice(mask: Uint8Array, size: number, drawn = false): Point[] {
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
        // Only the border can have a band of surround along it (see PLATEAU).
        const found = strongest(counts, nominal, to - from, drawn && (line === 0 || line === 9));
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
