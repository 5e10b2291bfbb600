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

import type { Point } from "../types.js";
import { MARGIN, SIDE } from "./warp-lattice.js";

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

/**
 * A photo's outer line found this far (warp pixels: a fifth of a cell) from where the two inner lines
 * next to it put it (one spacing beyond them) lies on other ink, and is looked for again within
 * {@link OUTER_REACH} of that place (see {@link alignOuterLines}).
 */
const OUTER_SLIP = STEP / 5;
const OUTER_REACH = Math.round(STEP / 6);

/**
 * Position along the search window with the most ink (sub-pixel centroid around the peak), or NaN if weak.
 * @param reach how far the window reaches on either side of `nominal` (`counts` has 2 reach + 1 entries)
 */
function strongest(
  counts: Float64Array,
  nominal: number,
  span: number,
  plateau: boolean,
  reach = REACH,
): number {
  let best = -1;
  for (let k = 0; k < counts.length; k++) best = Math.max(best, counts[k] as number);
  if (best < span * LINE_COVER) return Number.NaN;
  // The plateau of the first peak, and its position nearest the straight lattice (the window's middle).
  let first = 0;
  while ((counts[first] as number) < best) first++;
  let last = first;
  while (last + 1 < counts.length && (counts[last + 1] as number) >= best * PLATEAU) last++;
  const at = plateau ? Math.min(Math.max(reach, first), last) : first;
  let sum = 0;
  let weighted = 0;
  for (let k = Math.max(0, at - 2); k <= Math.min(counts.length - 1, at + 2); k++) {
    const w = Math.max(0, counts[k] - best * 0.5);
    sum += w;
    weighted += w * k;
  }
  return nominal - reach + weighted / sum;
}

/** The part of each segment measured: its middle, away from the crossing lines. */
const FROM = Math.round(STEP * 0.2);
const TO = Math.round(STEP * 0.8);

/** The ink across segment `k` (of a vertical line when `vertical`) at position `at`: pixels of it inked. */
function inkAcross(mask: Uint8Array, size: number, vertical: boolean, k: number, at: number): number {
  if (at < 0 || at >= size) return 0;
  const start = Math.round(MARGIN + k * STEP);
  let n = 0;
  for (let t = start + FROM; t < start + TO; t++)
    n += vertical ? (mask[t * size + at] as number) : (mask[at * size + t] as number);
  return n;
}

/** Where segment `k` of a line near `nominal` lies (see {@link strongest}), searched `reach` either side. */
function findSegment(
  mask: Uint8Array,
  size: number,
  vertical: boolean,
  k: number,
  nominal: number,
  reach: number,
  plateau: boolean,
): number {
  const counts = new Float64Array(2 * reach + 1);
  const centre = Math.round(nominal);
  for (let d = -reach; d <= reach; d++) counts[d + reach] = inkAcross(mask, size, vertical, k, centre + d);
  return strongest(counts, centre, TO - FROM, plateau, reach);
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
  for (let line = 0; line <= 9; line++) {
    const nominal = MARGIN + line * STEP;
    const rows: number[] = [];
    const cols: number[] = [];
    for (let k = 0; k < 9; k++) {
      for (const vertical of [false, true]) {
        // Only the border can have a band of surround along it (see PLATEAU).
        const found = findSegment(
          mask,
          size,
          vertical,
          k,
          nominal,
          REACH,
          drawn && (line === 0 || line === 9),
        );
        (vertical ? cols : rows).push(found);
      }
    }
    rowsAt.push(fillGaps(rows, nominal));
    colsAt.push(fillGaps(cols, nominal));
  }
  if (!drawn) {
    alignOuterLines(mask, size, rowsAt, false);
    alignOuterLines(mask, size, colsAt, true);
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

/**
 * A photo's outer lines re-found where the inner lines put them, in place: a segment of line 0 (9) more
 * than {@link OUTER_SLIP} from one spacing beyond lines 1 and 2 (8 and 7) is looked for again within
 * {@link OUTER_REACH} of that place, when paper parts the two (a band of ink from one to the other is a
 * thick line, blurred: its first position is kept, see refineLattice), and kept as found when nothing is
 * there. A heading's thick rule just above a board (a training sheet, image1020: the board located about
 * a fifth of a cell high) was taken for the border's line, and the first row was cut from it a third of
 * a cell too tall; paper blurred or at half size can do the same with a rule farther off.
 *
 * Chosen on the training photos (the held-out quarter never looked at): `npm run bench:read -- --split
 * training --no-real --screens 0 [--degrade KIND]`, boards exact printed / pen-filled: as taken 115 / 116
 * → 116 / 117 (`read` 107 / 77 → 108 / 78); half size 110 / 94 → 110 / 96; 3/4 size and fainter 109 / 98
 * → 109 / 99; blurred 92 / 33 → 96 / 34, wrong cells unmarked printed 8 in 6 → 6 in 5, pen-filled 147 in
 * 25 → 151 in 26 (a sheet no longer a close call between two ways up, and so no longer doubted
 * throughout, shows its pen digits taken for print: given-count.ts doubts those). One blurred pen-filled
 * sheet, image195, was lost: its first row cut from its line rather than from the rule's edge reads
 * worse. `--split calibration` and the screenshots' rows (`--no-photos`) unchanged.
 * @param lines per line 0..9, its position in each of the 9 segments (changed in place)
 */
function alignOuterLines(mask: Uint8Array, size: number, lines: number[][], vertical: boolean): void {
  for (const [outer, near, next] of [
    [0, 1, 2],
    [9, 8, 7],
  ] as const) {
    const nominal = MARGIN + outer * STEP;
    const moved = (lines[outer] as number[]).map((found, k) => {
      const expected = 2 * (lines[near]?.[k] as number) - (lines[next]?.[k] as number);
      if (Math.abs(found - expected) <= OUTER_SLIP) return found;
      // One band of ink from there to here (a thick line blurred) is the line itself.
      let apart = false;
      for (let at = Math.round(Math.min(found, expected)); at <= Math.max(found, expected) && !apart; at++)
        apart = inkAcross(mask, size, vertical, k, at) < ((TO - FROM) * LINE_COVER) / 2;
      if (!apart) return found;
      // Searched no nearer the ink found than halfway, so as not to find it again.
      const reach = Math.min(OUTER_REACH, Math.floor(Math.abs(found - expected) / 2));
      const again = findSegment(mask, size, vertical, k, expected, reach, false);
      return Number.isNaN(again) ? found : again;
    });
    lines[outer] = fillGaps(moved, nominal);
  }
}

/** Replaces segments not found (NaN) by the mean of the found ones on that line, or the nominal position. */
function fillGaps(found: number[], nominal: number): number[] {
  const ok = found.filter((v) => !Number.isNaN(v));
  if (ok.length < 3) return found.map(() => nominal);
  // The median offset is the line's own shift; a segment far from it is text or a digit, not the line.
  const median = [...ok].sort((a, b) => a - b)[ok.length >> 1];
  return found.map((v) => (Number.isNaN(v) || Math.abs(v - median) > REACH * 0.6 ? median : v));
}
