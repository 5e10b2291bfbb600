/**
 * The warp square and the lattice fitted in it: a candidate board is warped to a square of {@link SIDE}
 * pixels inside a margin, each row and column of its ink mask is counted, and a 9×9 lattice of ten equally
 * spaced lines is fitted to those counts and scored (locate.ts, rescue-checks.ts).
 *
 * Glossary:
 * - warp square: the candidate's quad warped to `[MARGIN, MARGIN + SIDE)²` inside a margin of `MARGIN` pixels.
 * - profile: for each row (or column) of the warp, the fraction of the square's inner span that is ink.
 * - lattice: 10 equally spaced positions (offset `a`, spacing `s`) where the board's lines should be.
 * - lattice score: mean profile on the 8 inner lines minus the mean of each cell's highest profile between
 *   its lines; near 1 for a clean 9×9 grid, low for text, 4×4, 6×6 or 16×16 grids.
 * - outer coverage: the profile at the weaker of the two outer lines (0 for a board drawn without a border).
 */

/** Side of the warp square in pixels (32 per cell). */
export const SIDE = 288;
/** Margin around the warp square, so lines just outside the first guess can still be found. */
export const MARGIN = 24;

/** Whether this machine stores a Uint32Array's words low byte first (every common one does). */
const LOW_BYTE_FIRST = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/**
 * Row profile (`axis` "y") or column profile ("x") of a square mask of 0s and 1s, counted over the square's
 * inner span. The counts are taken four pixels at a time, from the mask's bytes read as 32-bit words (each
 * byte of a sum of words is the count of its own column of pixels, up to 255; the column counts are split
 * into two 16-bit lanes first): whole numbers, so the same profile as counting pixel by pixel (held to it in
 * the tests), for about a third of the time (both profiles of a warp square 0.25 → 0.09 ms).
 */
export function profile(mask: Uint8Array, size: number, axis: "x" | "y"): Float64Array {
  const counts = new Float64Array(size);
  const words = mask.byteOffset % 4 === 0 && size % 4 === 0 && MARGIN % 4 === 0 && LOW_BYTE_FIRST;
  if (!words) countPixels(mask, size, axis, counts);
  else if (axis === "y") {
    const w = new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2);
    // A row's 288 pixels are 72 words: each byte of their sum counts at most 72.
    for (let i = 0; i < size; i++) {
      let sum = 0;
      for (let k = (i * size + MARGIN) >> 2, end = k + SIDE / 4; k < end; k++) sum += w[k] as number;
      const pairs = (sum & 0x00ff00ff) + ((sum >>> 8) & 0x00ff00ff);
      counts[i] = (pairs & 0xffff) + (pairs >>> 16);
    }
  } else {
    const w = new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2);
    const across = size >> 2;
    // Columns 4j and 4j + 2 in `even[j]`'s two 16-bit lanes, 4j + 1 and 4j + 3 in `odd[j]`'s.
    const even = new Int32Array(across);
    const odd = new Int32Array(across);
    for (let k = MARGIN; k < MARGIN + SIDE; k++)
      for (let j = 0, at = (k * size) >> 2; j < across; j++, at++) {
        const word = w[at] as number;
        even[j] = (even[j] as number) + (word & 0x00ff00ff);
        odd[j] = (odd[j] as number) + ((word >>> 8) & 0x00ff00ff);
      }
    for (let j = 0; j < across; j++) {
      counts[4 * j] = (even[j] as number) & 0xffff;
      counts[4 * j + 1] = (odd[j] as number) & 0xffff;
      counts[4 * j + 2] = (even[j] as number) >>> 16;
      counts[4 * j + 3] = (odd[j] as number) >>> 16;
    }
  }
  for (let i = 0; i < size; i++) counts[i] = (counts[i] as number) / SIDE;
  return counts;
}

/** {@link profile}'s counts taken pixel by pixel (a mask not laid out in whole words). */
function countPixels(mask: Uint8Array, size: number, axis: "x" | "y", counts: Float64Array): void {
  if (axis === "y") {
    for (let i = 0; i < size; i++) {
      let n = 0;
      for (let k = i * size + MARGIN, end = k + SIDE; k < end; k++) n += mask[k] as number;
      counts[i] = n;
    }
  } else {
    for (let k = MARGIN; k < MARGIN + SIDE; k++)
      for (let i = 0, at = k * size; i < size; i++, at++) counts[i] += mask[at] as number;
  }
}

/** Max of a profile within ±1 of a real position. */
export function peakNear(p: Float64Array, at: number): number {
  const c = Math.round(at);
  let best = 0;
  for (let k = c - 1; k <= c + 1; k++) if (k >= 0 && k < p.length && p[k] > best) best = p[k];
  return best;
}

/** A lattice fitted to a profile: offset, spacing, score and the coverage of its weaker outer line. */
export interface LatticeFit {
  a: number;
  s: number;
  score: number;
  outer: number;
}

/**
 * The best 10-line lattice for a profile, its score (inner-line coverage minus mid-cell coverage) and
 * the coverage of its weaker outer line.
 */
export function fitLattice(p: Float64Array): LatticeFit {
  const nominal = SIDE / 9;
  // peakNear at each whole position, worked out once: the search below asks it about 35,000 times.
  const near = new Float64Array(p.length);
  for (let k = 0; k < p.length; k++) near[k] = peakNear(p, k);
  let best = { a: MARGIN, s: nominal, fit: -Infinity };
  for (let s = nominal * 0.85; s <= nominal * 1.15; s += 0.25) {
    for (let a = MARGIN - nominal * 0.7; a <= MARGIN + nominal * 0.7; a += 0.5) {
      if (a < 0 || a + 9 * s > p.length - 1) continue;
      let fit = 0;
      // (a ≥ 0 and a + 9 s ≤ p.length − 1, so every line rounds to a position of the profile.)
      for (let i = 0; i <= 9; i++) fit += near[Math.round(a + i * s)] as number;
      // A small pull towards the first guess breaks ties between lattices shifted by one cell (boards
      // with no outer border match their 8 inner lines either way).
      fit -= 0.3 * ((Math.abs(a - MARGIN) + Math.abs(a + 9 * s - MARGIN - SIDE)) / nominal);
      if (fit > best.fit) best = { a, s, fit };
    }
  }
  let lines = 0;
  let gaps = 0;
  for (let i = 1; i <= 8; i++) lines += peakNear(p, best.a + i * best.s);
  // Between two lattice lines a Sudoku has digits, never another full line (a 15×15 or 16×16 grid has).
  for (let i = 0; i < 9; i++) {
    let most = 0;
    const from = Math.ceil(best.a + i * best.s + 3);
    const to = Math.floor(best.a + (i + 1) * best.s - 3);
    for (let k = from; k <= to; k++) most = Math.max(most, p[k]);
    gaps += most;
  }
  const outer = Math.min(peakNear(p, best.a), peakNear(p, best.a + 9 * best.s));
  return { a: best.a, s: best.s, score: lines / 8 - gaps / 9, outer };
}
