/**
 * The solver: counts the solutions of a board up to a limit and returns the first two.
 *
 * Glossary (each word means exactly this everywhere in this file):
 * - cell: one of the 81 squares; index `i = row * 9 + column` as in board.ts.
 * - row, column, box: the three kinds of unit; a box is one of the nine 3x3 squares.
 * - unit: a row, a column or a box — 9 cells that must hold each digit once.
 * - peer: another cell sharing a unit with a cell (20 per cell).
 * - given: a cell filled in the puzzle as posed.
 * - candidate: a digit that a blank cell may still hold, given everything deduced so far.
 * - band: three consecutive rows (rows 1-3, 4-6, 7-9), i.e. 27 consecutive cells.
 * - triad: the three cells where one row of a band crosses one box of that band.
 * - placed: a cell whose digit is decided (a given, a deduction or a guess).
 *
 * Representation: `candidates[digit * 3 + band]` is a 27-bit mask of the cells of `band` where `digit`
 * (0-based here, 0..8 for the digits 1..9) is still a candidate or is placed. Bit `p` is the cell
 * `band * 27 + p`, so bits 0-8 are the band's first row, 9-17 its second, 18-26 its third, and the
 * row-major cell index splits as `band = floor(i / 27)`, `p = i % 27`. A band fits in JavaScript's
 * 32-bit integer operations, so one operation updates a digit across a whole band.
 * `unplaced[band]` is the 27-bit mask of the band's cells not yet placed.
 *
 * The method (after JCZSolve, fsss2 and tdoku; our own code):
 * 1. Band update, for each digit-band that changed: within a band a digit occupies exactly one triad
 *    per row and one per box, so the triads it occupies form a 3x3 permutation. A table maps the set
 *    of triads still possible to the union of the permutations it contains (locked candidates and
 *    more in one look-up); a row left with a single cell places the digit there, which removes it
 *    from that column in the other bands and removes every other digit from the cell.
 * 2. Naked singles: counting candidates per cell with bitwise adders across the nine digits.
 * 3. Guess on a cell with the fewest candidates, saving the state in a preallocated stack indexed by
 *    depth (no allocation per step), and restoring it on backtrack.
 */
import type { Board } from "./board.js";

/** Options for {@link solve}. */
export interface SolveOptions {
  /** Count solutions up to this many (default 2, which both solves and proves uniqueness); `limit >= 1`. */
  limit?: number;
}

/**
 * What {@link solve} found.
 * - `none`: no solution (this includes boards whose givens repeat a digit in a unit).
 * - `solved`: one solution found with `limit: 1`; whether it is the only one was not examined.
 * - `unique`: exactly one solution (`limit >= 2`).
 * - `multiple`: at least two solutions; `count` is how many were found, from 2 up to `limit`.
 * `guesses` is the number of branching decisions the search made (trial digits that were not forced).
 */
export type SolveResult =
  | { status: "none"; count: 0; guesses: number }
  | { status: "solved"; count: 1; solution: Board; guesses: number }
  | { status: "unique"; count: 1; solution: Board; guesses: number }
  | { status: "multiple"; count: number; solution: Board; second: Board; guesses: number };

// ---------------------------------------------------------------------------------------------
// Bit helpers. Candidate sets and cell sets are plain 32-bit integers.

/** The lowest set bit of `x` as a mask (0 when `x` is 0). @example lowBit(0b1100) // 0b100 */
export const lowBit = (x: number): number => x & -x;

/** The number of set bits in a 32-bit integer. @example popcount(0b1011) // 3 */
export function popcount(x: number): number {
  // Classic SWAR count: sums bits in pairs, nibbles, then bytes.
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** The index (0..31) of the lowest set bit of a non-zero integer. @example bitIndex(0b1000) // 3 */
export const bitIndex = (x: number): number => 31 - Math.clz32(x & -x);

/** The digit 1..9 that a single-bit digit mask stands for (bit `1 << (d - 1)` is digit d). @example bitToDigit(0b100) // 3 */
export const bitToDigit = (bit: number): number => 32 - Math.clz32(bit);

/** The single-bit mask of digit 1..9. @example digitToBit(3) // 0b100 */
export const digitToBit = (digit: number): number => 1 << (digit - 1);

// ---------------------------------------------------------------------------------------------
// Lookup tables, built once at module load.

const BAND_MASK = 0x7ffffff; // the 27 cells of a band
const ROW_MASK = 0x1ff; // the 9 cells of a band's first row

/** For a 9-bit row of one band: bit k set when the row has a cell in box k of the band (3 bits). */
const ROW_TO_TRIADS: Readonly<Uint8Array> = (() => {
  const table = new Uint8Array(512);
  for (let x = 0; x < 512; x++) {
    table[x] = (x & 0o7 ? 1 : 0) | (x & 0o70 ? 2 : 0) | (x & 0o700 ? 4 : 0);
  }
  return table;
})();

/** A 9-bit row mapped to itself when it has exactly one bit, else to 0. */
const ROW_SINGLE: Readonly<Uint16Array> = (() => {
  const table = new Uint16Array(512);
  for (let x = 0; x < 512; x++) table[x] = x !== 0 && (x & (x - 1)) === 0 ? x : 0;
  return table;
})();

/**
 * Triad sets: bit `row * 3 + box` (row and box within the band, 0..2). For each set of triads where
 * a digit may still go, the union of the 3x3 permutations it contains — the triads the digit can
 * actually use — or 0 when there is none (the digit cannot be placed in this band: contradiction).
 */
const TRIAD_PERMUTATIONS: Readonly<Uint16Array> = (() => {
  const perms: number[] = [];
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (const [a, b, c] of orders)
    perms.push((1 << a) | (1 << (3 + (b as number))) | (1 << (6 + (c as number))));
  const table = new Uint16Array(512);
  for (let t = 0; t < 512; t++) {
    let union = 0;
    for (const p of perms) if ((p & t) === p) union |= p;
    table[t] = union;
  }
  return table;
})();

/** A triad set expanded to the 27-bit cell mask it covers. */
const TRIADS_TO_CELLS: Readonly<Int32Array> = (() => {
  const table = new Int32Array(512);
  for (let t = 0; t < 512; t++) {
    let cells = 0;
    for (let k = 0; k < 9; k++) if (t & (1 << k)) cells |= 7 << (Math.floor(k / 3) * 9 + (k % 3) * 3);
    table[t] = cells;
  }
  return table;
})();

/** For a 27-bit band mask, each row that has any bit filled with all 9 bits. */
const rowsTouched = (x: number): number =>
  (x & ROW_MASK ? ROW_MASK : 0) |
  (x & (ROW_MASK << 9) ? ROW_MASK << 9 : 0) |
  (x & (ROW_MASK << 18) ? ROW_MASK << 18 : 0);

/** For each digit-band index `k = digit * 3 + band`: its band. */
const BAND_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 27 }, (_, k) => k % 3);
/** For each digit-band index `k = digit * 3 + band`: the other two digit-bands of the same digit. */
const OTHER_BAND_1: Readonly<Uint8Array> = Uint8Array.from(
  { length: 27 },
  (_, k) => k - (k % 3) + ((k + 1) % 3),
);
const OTHER_BAND_2: Readonly<Uint8Array> = Uint8Array.from(
  { length: 27 },
  (_, k) => k - (k % 3) + ((k + 2) % 3),
);

// ---------------------------------------------------------------------------------------------
// Search state: module-level typed arrays, reused by every call (solve is synchronous, so calls
// never interleave).

/** Working candidates, `candidates[digit * 3 + band]` (see the representation above). */
const candidates = new Int32Array(27);
/** Working unplaced cells per band. */
const unplaced = new Int32Array(3);
/** Size of one saved state: 27 candidate masks, 3 unplaced masks, the dirty mask. */
const FRAME = 31;
/** A search deeper than the number of cells is impossible: each guess places at least one cell. */
const MAX_DEPTH = 82;
/** The saved state of each depth, restored on backtrack. */
const saved = new Int32Array(FRAME * MAX_DEPTH);

/** Digit-bands whose candidates changed and still need a band update: bit k for `candidates[k]`. */
let dirty = 0;
let solutionCount = 0;
let solutionLimit = 2;
let guessCount = 0;
const firstSolution = new Uint8Array(81);
const secondSolution = new Uint8Array(81);

/** Place every row-single of the digit-band `k`; returns false on a contradiction. */
function updateBand(k: number): boolean {
  let a = candidates[k] as number;
  const triads =
    (ROW_TO_TRIADS[a & ROW_MASK] as number) |
    ((ROW_TO_TRIADS[(a >>> 9) & ROW_MASK] as number) << 3) |
    ((ROW_TO_TRIADS[a >>> 18] as number) << 6);
  const usable = TRIAD_PERMUTATIONS[triads] as number;
  if (usable === 0) return false;
  a &= TRIADS_TO_CELLS[usable] as number;
  candidates[k] = a;
  const band = BAND_OF[k] as number;
  // A row of the band with one cell left holds the digit there; cells already placed repeat here.
  const singles =
    ((ROW_SINGLE[a & ROW_MASK] as number) |
      ((ROW_SINGLE[(a >>> 9) & ROW_MASK] as number) << 9) |
      ((ROW_SINGLE[a >>> 18] as number) << 18)) &
    (unplaced[band] as number);
  if (singles === 0) return true;
  unplaced[band] = (unplaced[band] as number) & ~singles;
  // The digit leaves the same columns in the other two bands.
  const columns = (singles | (singles >>> 9) | (singles >>> 18)) & ROW_MASK;
  const notColumns = ~(columns | (columns << 9) | (columns << 18));
  let j = OTHER_BAND_1[k] as number;
  let old = candidates[j] as number;
  let now = old & notColumns;
  if (now !== old) {
    candidates[j] = now;
    dirty |= 1 << j;
  }
  j = OTHER_BAND_2[k] as number;
  old = candidates[j] as number;
  now = old & notColumns;
  if (now !== old) {
    candidates[j] = now;
    dirty |= 1 << j;
  }
  // Every other digit leaves the placed cells.
  for (j = band; j < 27; j += 3) {
    if (j === k) continue;
    old = candidates[j] as number;
    now = old & ~singles;
    if (now !== old) {
      candidates[j] = now;
      dirty |= 1 << j;
    }
  }
  return true;
}

/**
 * Deduce until nothing more follows: band updates, then naked singles. Returns false on a
 * contradiction.
 */
function propagate(): boolean {
  for (;;) {
    while (dirty !== 0) {
      const k = 31 - Math.clz32(dirty & -dirty);
      dirty &= dirty - 1;
      if (!updateBand(k)) return false;
    }
    // Naked singles: per band, `once` = cells with at least one candidate, `twice` = at least two.
    let progress = false;
    for (let band = 0; band < 3; band++) {
      const open = unplaced[band] as number;
      if (open === 0) continue;
      let once = 0;
      let twice = 0;
      for (let k = band; k < 27; k += 3) {
        const x = candidates[k] as number;
        twice |= once & x;
        once |= x;
      }
      if ((open & ~once) !== 0) return false; // a cell with no candidate left
      let single = open & ~twice;
      if (single === 0) continue;
      progress = true;
      for (let k = band; single !== 0; k += 3) {
        const x = (candidates[k] as number) & single;
        if (x === 0) continue;
        single &= ~x;
        // Two cells of one row that can only hold the same digit: contradiction.
        const rowSingles =
          (ROW_SINGLE[x & ROW_MASK] as number) |
          ((ROW_SINGLE[(x >>> 9) & ROW_MASK] as number) << 9) |
          ((ROW_SINGLE[x >>> 18] as number) << 18);
        if (rowSingles !== x) return false;
        // Keep only these cells in their rows; the band update then places them.
        candidates[k] = (candidates[k] as number) & (~rowsTouched(x) | x);
        dirty |= 1 << k;
      }
    }
    if (progress) continue;
    // Hidden singles in columns (rows and boxes are covered by the band update).
    for (let d = 0; d < 27; d += 3) {
      const a = candidates[d] as number;
      const b = candidates[d + 1] as number;
      const c = candidates[d + 2] as number;
      // Per 27-bit position (row of band, column): in at least one band, in at least two bands.
      const any = a | b | c;
      const many = (a & b) | (c & (a | b));
      const r0 = any & ROW_MASK;
      const r1 = (any >>> 9) & ROW_MASK;
      const r2 = any >>> 18;
      const manyRows = many | (many >>> 9) | (many >>> 18);
      const twiceInColumn = (manyRows | (r0 & r1) | (r2 & (r0 | r1))) & ROW_MASK;
      const inColumn = r0 | r1 | r2;
      if (inColumn !== ROW_MASK) return false; // a column with nowhere left for the digit
      let lone = inColumn & ~twiceInColumn;
      // Leave out columns where the digit is already placed.
      const placed =
        (a & ~(unplaced[0] as number)) | (b & ~(unplaced[1] as number)) | (c & ~(unplaced[2] as number));
      lone &= ~(placed | (placed >>> 9) | (placed >>> 18));
      if (lone === 0) continue;
      progress = true;
      const inColumns = lone | (lone << 9) | (lone << 18);
      for (let k = d; k < d + 3; k++) {
        const x = (candidates[k] as number) & inColumns;
        if (x === 0) continue;
        const rowSingles =
          (ROW_SINGLE[x & ROW_MASK] as number) |
          ((ROW_SINGLE[(x >>> 9) & ROW_MASK] as number) << 9) |
          ((ROW_SINGLE[x >>> 18] as number) << 18);
        if (rowSingles !== x) return false; // one row would need the digit twice
        candidates[k] = (candidates[k] as number) & (~rowsTouched(x) | x);
        dirty |= 1 << k;
      }
    }
    if (progress) continue;
    return true;
  }
}

/** Record the current (complete) state as a solution. */
function recordSolution(): void {
  const target = solutionCount === 0 ? firstSolution : solutionCount === 1 ? secondSolution : null;
  solutionCount++;
  if (target === null) return;
  for (let k = 0; k < 27; k++) {
    const digit = ((k / 3) | 0) + 1;
    const base = (k % 3) * 27;
    let x = candidates[k] as number;
    while (x !== 0) {
      target[base + 31 - Math.clz32(x & -x)] = digit;
      x &= x - 1;
    }
  }
}

/** Cells with exactly two candidates (`bivalue`) and with at most three (`fewValues`), per band. */
const bivalue = new Int32Array(3);
const fewValues = new Int32Array(3);
/** The guess chosen by {@link pickGuess}: digit-band index and the cell's bit within the band. */
let guessIndex = 0;
let guessBit = 0;

/**
 * Choose the next guess: a digit and a cell for it, in `guessIndex` and `guessBit`.
 *
 * Fewest candidates first (a cell with two, else three, else any), and among those the lowest
 * digit first, then the first cell in reading order. Taking the digit first (after fsss2) keeps
 * successive guesses on one digit, whose placements then follow quickly from the band update.
 */
function pickGuess(): void {
  for (let band = 0; band < 3; band++) {
    const open = unplaced[band] as number;
    // Bitwise adders across the nine digits: cells with at least 1, 2, 3 and 4 candidates.
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    for (let k = band; k < 27; k += 3) {
      const x = candidates[k] as number;
      c4 |= c3 & x;
      c3 |= c2 & x;
      c2 |= c1 & x;
      c1 |= x;
    }
    bivalue[band] = open & ~c3;
    fewValues[band] = open & ~c4;
  }
  const pool = (bivalue[0] as number) | (bivalue[1] as number) | (bivalue[2] as number) ? bivalue : fewValues;
  for (let pass = 0; pass < 2; pass++) {
    const cells = pass === 0 ? pool : unplaced;
    for (let k = 0; k < 27; k++) {
      const x = (candidates[k] as number) & (cells[BAND_OF[k] as number] as number);
      if (x !== 0) {
        guessIndex = k;
        guessBit = x & -x;
        return;
      }
    }
  }
}

/** Save the working state at `depth`. */
function saveState(depth: number): void {
  const base = depth * FRAME;
  for (let i = 0; i < 27; i++) saved[base + i] = candidates[i] as number;
  saved[base + 27] = unplaced[0] as number;
  saved[base + 28] = unplaced[1] as number;
  saved[base + 29] = unplaced[2] as number;
  saved[base + 30] = dirty;
}

/** Restore the working state saved at `depth`. */
function restoreState(depth: number): void {
  const base = depth * FRAME;
  for (let i = 0; i < 27; i++) candidates[i] = saved[base + i] as number;
  unplaced[0] = saved[base + 27] as number;
  unplaced[1] = saved[base + 28] as number;
  unplaced[2] = saved[base + 29] as number;
  dirty = saved[base + 30] as number;
}

/** Depth-first search from the working state; stops once `solutionLimit` solutions are counted. */
function search(depth: number): void {
  for (;;) {
    if (!propagate()) return;
    if (((unplaced[0] as number) | (unplaced[1] as number) | (unplaced[2] as number)) === 0) {
      recordSolution();
      return;
    }
    pickGuess();
    const k = guessIndex;
    const bit = guessBit;
    guessCount++;
    saveState(depth);
    candidates[k] = (candidates[k] as number) & (~rowsTouched(bit) | bit);
    dirty |= 1 << k;
    search(depth + 1);
    if (solutionCount >= solutionLimit) return;
    restoreState(depth);
    // The trial failed or was explored: the digit is not there in the remaining solutions.
    candidates[k] = (candidates[k] as number) & ~bit;
    dirty |= 1 << k;
  }
}

/** Row, column and box of each cell, to check the givens for repeats. */
const ROW_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 81 }, (_, i) => (i / 9) | 0);
const COLUMN_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 81 }, (_, i) => i % 9);
const BOX_OF: Readonly<Uint8Array> = Uint8Array.from(
  { length: 81 },
  (_, i) => ((i / 27) | 0) * 3 + (((i % 9) / 3) | 0),
);
const seenInRow = new Uint16Array(9);
const seenInColumn = new Uint16Array(9);
const seenInBox = new Uint16Array(9);

/** Load the givens into the working state; returns false when a digit repeats in a unit. */
function loadGivens(board: Board): boolean {
  seenInRow.fill(0);
  seenInColumn.fill(0);
  seenInBox.fill(0);
  candidates.fill(BAND_MASK);
  unplaced.fill(BAND_MASK);
  dirty = 0;
  for (let i = 0; i < 81; i++) {
    const digit = board[i] as number;
    if (digit === 0) continue;
    if (digit > 9) throw new TypeError(`solve: cell ${i} holds ${digit}, not a digit 0..9`);
    const bit = 1 << digit;
    const r = ROW_OF[i] as number;
    const c = COLUMN_OF[i] as number;
    const b = BOX_OF[i] as number;
    if (((seenInRow[r] as number) | (seenInColumn[c] as number) | (seenInBox[b] as number)) & bit)
      return false;
    seenInRow[r] = (seenInRow[r] as number) | bit;
    seenInColumn[c] = (seenInColumn[c] as number) | bit;
    seenInBox[b] = (seenInBox[b] as number) | bit;
    // Keep only the given's cell in its row for this digit; the band update places it.
    const band = (i / 27) | 0;
    const cellBit = 1 << (i - band * 27);
    const k = (digit - 1) * 3 + band;
    candidates[k] = (candidates[k] as number) & (~rowsTouched(cellBit) | cellBit);
    dirty |= 1 << k;
  }
  return true;
}

/**
 * Solve a board, counting its solutions up to `options.limit` (default 2).
 *
 * With the default limit of 2 one call both solves and proves uniqueness. The input board is not
 * modified; `solution` and `second` are fresh copies. Never throws on a board of 81 digits 0..9
 * (repeated givens give `none`).
 *
 * @param board 81 cells, row-major, 0 for a blank (see board.ts).
 * @param options `limit`: stop after this many solutions (an integer >= 1).
 * @returns a {@link SolveResult}; `multiple` carries the first two solutions found.
 * @throws TypeError when `board` does not have 81 cells of 0..9, or `limit` is not an integer >= 1.
 * @example
 * const result = solve(parsed);
 * if (result.status === "unique") console.log(formatBoard(result.solution));
 */
export function solve(board: Board, options?: SolveOptions): SolveResult {
  if (board.length !== 81) throw new TypeError(`solve: a board has 81 cells, got ${board.length}`);
  const limit = options?.limit ?? 2;
  if (!Number.isInteger(limit) || limit < 1)
    throw new TypeError(`solve: limit must be an integer >= 1, got ${limit}`);
  solutionCount = 0;
  solutionLimit = limit;
  guessCount = 0;
  if (loadGivens(board)) search(0);
  const guesses = guessCount;
  if (solutionCount === 0) return { status: "none", count: 0, guesses };
  const solution = firstSolution.slice();
  if (solutionCount === 1) {
    return limit === 1
      ? { status: "solved", count: 1, solution, guesses }
      : { status: "unique", count: 1, solution, guesses };
  }
  return { status: "multiple", count: solutionCount, solution, second: secondSolution.slice(), guesses };
}
