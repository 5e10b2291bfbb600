/**
 * The search engine: the working state, the deductions that narrow it without guessing (steps 1-3 of the
 * method in index.ts) and the guesses on top of them (step 4), counting solutions up to a limit within a
 * budget. Words and representation as in the glossary of index.ts.
 *
 * Tables, deduction and search stay in this one module, which exports only its entry points and the bit
 * helpers: V8 reaches imported and exported bindings through module cells, and this code split over
 * modules (bit helpers and tables imported, or the state exported) measured 10-25% slower by
 * `npm run bench:compare` against the one-file build.
 */
import type { Board } from "../board.js";
import { narrowUnits, stateIsFeasible } from "./hall.js";

// ---------------------------------------------------------------------------------------------
// Bit helpers. Candidate sets and cell sets are plain 32-bit integers.

/** The lowest set bit of `x` as a mask (0 when `x` is 0). @example lowBit(0b1100) // 0b100 */
export function lowBit(x: number): number {
  return x & -x;
}

/** The number of set bits in a 32-bit integer. @example popcount(0b1011) // 3 */
export function popcount(x: number): number {
  // Classic SWAR count: sums bits in pairs, nibbles, then bytes.
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The index (0..31) of the lowest set bit of a non-zero integer. @example bitIndex(0b1000) // 3 */
export function bitIndex(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** The digit 1..9 that a single-bit digit mask stands for (bit `1 << (d - 1)` is digit d). @example bitToDigit(0b100) // 3 */
export function bitToDigit(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** The single-bit mask of digit 1..9. @example digitToBit(3) // 0b100 */
export function digitToBit(digit: number): number {
  return 1 << (digit - 1);
}

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
 * The six configurations of a digit in a band, as triad sets: bit `row * 3 + box` (row and box
 * within the band, 0..2). Each is a 3x3 permutation: one triad per row and per box.
 */
const CONFIGURATIONS: readonly number[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
].map(([a = 0, b = 0, c = 0]) => (1 << a) | (1 << (3 + b)) | (1 << (6 + c)));

/**
 * For each triad set where a digit may still go: the union of the configurations it contains — the
 * triads the digit can actually use — or 0 when there is none (contradiction). The same rule holds
 * for the (band, column) pairs of one stack, read with bands as rows and columns as boxes.
 */
const USABLE_TRIADS: Readonly<Uint16Array> = Uint16Array.from({ length: 512 }, (_, t) =>
  CONFIGURATIONS.reduce((union, c) => ((c & t) === c ? union | c : union), 0),
);

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
function rowsTouched(x: number): number {
  return (
    (x & ROW_MASK ? ROW_MASK : 0) |
    (x & (ROW_MASK << 9) ? ROW_MASK << 9 : 0) |
    (x & (ROW_MASK << 18) ? ROW_MASK << 18 : 0)
  );
}

/** The cells of a 27-bit band mask that are alone in their row. */
function rowSinglesOf(x: number): number {
  const single = ROW_SINGLE;
  return (
    (single[x & ROW_MASK] as number) |
    ((single[(x >>> 9) & ROW_MASK] as number) << 9) |
    ((single[x >>> 18] as number) << 18)
  );
}

/** A 9-bit set of columns as the 27-bit mask of those columns in all three rows of a band. */
function columnsToCells(columns: number): number {
  return Math.imul(columns, 0x40201);
}

/** For each digit-band `k`: its band. */
const BAND_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 27 }, (_, k) => k % 3);
/** For each digit-band `k`: its digit (0-based) as a bit. */
const DIGIT_BIT_OF: Readonly<Int32Array> = Int32Array.from({ length: 27 }, (_, k) => 1 << Math.floor(k / 3));
/** For each digit-band `k`: the other two digit-bands of the same digit. */
const OTHER_BAND_1: Readonly<Uint8Array> = Uint8Array.from(
  { length: 27 },
  (_, k) => k - (k % 3) + ((k + 1) % 3),
);
const OTHER_BAND_2: Readonly<Uint8Array> = Uint8Array.from(
  { length: 27 },
  (_, k) => k - (k % 3) + ((k + 2) % 3),
);

/** Row, column and box of each cell, to check the givens for repeats. */
const ROW_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 81 }, (_, i) => (i / 9) | 0);
const COLUMN_OF: Readonly<Uint8Array> = Uint8Array.from({ length: 81 }, (_, i) => i % 9);
const BOX_OF: Readonly<Uint8Array> = Uint8Array.from(
  { length: 81 },
  (_, i) => ((i / 27) | 0) * 3 + (((i % 9) / 3) | 0),
);

// ---------------------------------------------------------------------------------------------
// Search state: module-level typed arrays, reused by every call (solve is synchronous, so calls
// never interleave). The hot functions copy module-level bindings into locals first: V8 checks a
// module-level binding for initialisation on every access, and the copies measured 7-10% faster.

/** Working candidates, `candidates[digit * 3 + band]` (see the representation above). */
const candidates = new Int32Array(27);
/** Working unplaced cells per band. */
const unplaced = new Int32Array(3);
/** Size of one saved state: 27 candidate masks and 3 unplaced masks. */
const FRAME = 30;
/** Deeper than any search. */
const MAX_DEPTH = 82 + 27; // each trial places a cell or fixes a digit-band's configuration
/** The saved state of each depth, restored on backtrack. */
const saved = new Int32Array(FRAME * MAX_DEPTH);

/** Narrow the digit-band `k` to the cells of `mask` and mark it for a band update. */
function restrict(k: number, mask: number): void {
  candidates[k] = (candidates[k] as number) & mask;
  dirty |= 1 << k;
}

/** True when every cell is placed. */
function isComplete(): boolean {
  return ((unplaced[0] as number) | (unplaced[1] as number) | (unplaced[2] as number)) === 0;
}

/** Digit-bands whose candidates changed and still need a band update: bit k for `candidates[k]`. */
let dirty = 0;
/** Bands changed since their naked singles were last looked for (bit = band). */
let bandsToCheck = 0;
/** Digits changed since their columns were last looked at (bit = digit, 0-based). */
let digitsToCheck = 0;

/**
 * Deduce until nothing more follows: band updates; then naked singles; then, per digit, hidden
 * singles in columns and locked candidates by stack. Returns false on a contradiction.
 */
function propagate(): boolean {
  const cand = candidates;
  const open = unplaced;
  const bandOf = BAND_OF;
  const digitBitOf = DIGIT_BIT_OF;
  const rowToTriads = ROW_TO_TRIADS;
  const usableTriads = USABLE_TRIADS;
  const triadsToCells = TRIADS_TO_CELLS;
  const rowSingle = ROW_SINGLE;
  const otherBand1 = OTHER_BAND_1;
  const otherBand2 = OTHER_BAND_2;
  for (;;) {
    // The band updates run in this one loop, on local copies of the bookkeeping masks: it is where
    // the solver spends most of its time.
    let pending = dirty;
    let bands = bandsToCheck;
    let digits = digitsToCheck;
    while (pending !== 0) {
      const k = bitIndex(pending);
      pending &= pending - 1;
      const band = bandOf[k] as number;
      bands |= 1 << band;
      digits |= digitBitOf[k] as number;
      let a = cand[k] as number;
      const usable = usableTriads[
        (rowToTriads[a & ROW_MASK] as number) |
          ((rowToTriads[(a >>> 9) & ROW_MASK] as number) << 3) |
          ((rowToTriads[a >>> 18] as number) << 6)
      ] as number;
      if (usable === 0) {
        dirty = pending;
        return false;
      }
      a &= triadsToCells[usable] as number;
      cand[k] = a;
      // A row of the band with one cell left holds the digit there; cells already placed repeat here.
      const unplacedHere = open[band] as number;
      const singles =
        ((rowSingle[a & ROW_MASK] as number) |
          ((rowSingle[(a >>> 9) & ROW_MASK] as number) << 9) |
          ((rowSingle[a >>> 18] as number) << 18)) &
        unplacedHere;
      if (singles === 0) continue;
      open[band] = unplacedHere & ~singles;
      // The digit leaves the same columns in the other two bands, and every other digit leaves the
      // placed cells. Which of them had those cells is unpredictable, so this is written without
      // branches (a version with branches measured 15-20% slower overall).
      const inColumns = columnsToCells((singles | (singles >>> 9) | (singles >>> 18)) & ROW_MASK);
      let j = otherBand1[k] as number;
      let old = cand[j] as number;
      cand[j] = old & ~inColumns;
      pending |= +((old & inColumns) !== 0) << j;
      j = otherBand2[k] as number;
      old = cand[j] as number;
      cand[j] = old & ~inColumns;
      pending |= +((old & inColumns) !== 0) << j;
      let woken = 0;
      for (j = band; j < 27; j += 3) {
        old = cand[j] as number;
        cand[j] = old & ~singles;
        woken |= +((old & singles) !== 0) << j;
      }
      cand[k] = a; // the loop above also took the placed cells from this digit
      pending |= woken & ~(1 << k);
    }
    dirty = 0;
    bandsToCheck = bands;
    digitsToCheck = digits;
    if (bands !== 0 && !findNakedSingles()) return false;
    if (dirty !== 0) continue;
    if (digits !== 0 && !checkColumns()) return false;
    if (dirty !== 0) continue;
    return true;
  }
}

/**
 * Naked singles in the bands marked in `bandsToCheck`: a cell with one candidate left keeps only
 * itself in its row for that digit, so the band update places it. Returns false on a contradiction.
 */
function findNakedSingles(): boolean {
  const cand = candidates;
  for (let band = 0; band < 3; band++) {
    if ((bandsToCheck & (1 << band)) === 0) continue;
    const open = unplaced[band] as number;
    if (open === 0) continue;
    // Bitwise adders across the nine digits: cells with at least one, and at least two, candidates.
    let once = 0;
    let twice = 0;
    for (let k = band; k < 27; k += 3) {
      const x = cand[k] as number;
      twice |= once & x;
      once |= x;
    }
    if ((open & ~once) !== 0) return false; // a cell with no candidate left
    let single = open & ~twice;
    for (let k = band; single !== 0; k += 3) {
      const x = (cand[k] as number) & single;
      if (x === 0) continue;
      single &= ~x;
      if (!keepInRows(k, x)) return false;
    }
  }
  bandsToCheck = 0;
  return true;
}

/**
 * Make the cells `x` of the digit-band `k` the only ones left in their rows (the band update then
 * places them). Returns false when two of them share a row: the digit cannot go in both.
 */
function keepInRows(k: number, x: number): boolean {
  if (rowSinglesOf(x) !== x) return false;
  candidates[k] = (candidates[k] as number) & (~rowsTouched(x) | x);
  dirty |= 1 << k;
  return true;
}

/** Remove `cells` from the digit-band `k`, marking it for a band update if that changed it. */
function removeCells(k: number, cells: number): void {
  const old = candidates[k] as number;
  if ((old & cells) === 0) return;
  candidates[k] = old & ~cells;
  dirty |= 1 << k;
}

/**
 * For each digit in `digitsToCheck`: hidden singles in columns (rows and boxes are covered by the
 * band update), then locked candidates by stack. Returns false on a contradiction.
 */
function checkColumns(): boolean {
  const cand = candidates;
  const usableTriads = USABLE_TRIADS;
  // Placed cells per band; nothing is placed during this pass (keepInRows only narrows candidates).
  const placed0 = ~(unplaced[0] as number);
  const placed1 = ~(unplaced[1] as number);
  const placed2 = ~(unplaced[2] as number);
  for (let digit = 0; digit < 9; digit++) {
    if ((digitsToCheck & (1 << digit)) === 0) continue;
    const d = digit * 3;
    const a = cand[d] as number;
    const b = cand[d + 1] as number;
    const c = cand[d + 2] as number;
    // Per cell position within a band (row of band, column): in at least one band, in at least two.
    const any = a | b | c;
    const many = (a & b) | (c & (a | b));
    const r0 = any & ROW_MASK;
    const r1 = (any >>> 9) & ROW_MASK;
    const r2 = any >>> 18;
    const inColumn = r0 | r1 | r2;
    if (inColumn !== ROW_MASK) return false; // a column with nowhere left for the digit
    const twiceInColumn = (many | (many >>> 9) | (many >>> 18) | (r0 & r1) | (r2 & (r0 | r1))) & ROW_MASK;
    const placed = (a & placed0) | (b & placed1) | (c & placed2);
    const lone = inColumn & ~twiceInColumn & ~(placed | (placed >>> 9) | (placed >>> 18));
    if (lone !== 0) {
      const inColumns = columnsToCells(lone);
      for (let k = d; k < d + 3; k++) {
        const x = (cand[k] as number) & inColumns;
        if (x !== 0 && !keepInRows(k, x)) return false;
      }
      continue; // the digit is looked at again once these are placed
    }
    // Locked candidates by stack: `x` packs the columns each band still allows, 9 bits per band;
    // each stack's 3x3 (band, column) set is gathered into a triad set, reduced, and scattered back.
    const x =
      ((a | (a >>> 9) | (a >>> 18)) & ROW_MASK) |
      (((b | (b >>> 9) | (b >>> 18)) & ROW_MASK) << 9) |
      (((c | (c >>> 9) | (c >>> 18)) & ROW_MASK) << 18);
    let y = 0;
    for (let stack = 0; stack < 9; stack += 3) {
      const t = ((x >>> stack) & 0o7) | ((x >>> (stack + 6)) & 0o70) | ((x >>> (stack + 12)) & 0o700);
      const u = usableTriads[t] as number;
      if (u === 0) return false;
      y |= ((u & 0o7) | ((u & 0o70) << 6) | ((u & 0o700) << 12)) << stack;
    }
    digitsToCheck &= ~(1 << digit);
    if (y === x) continue;
    removeCells(d, ~columnsToCells(y & ROW_MASK));
    removeCells(d + 1, ~columnsToCells((y >>> 9) & ROW_MASK));
    removeCells(d + 2, ~columnsToCells(y >>> 18));
  }
  return true;
}

/** Save the working state at `depth`. */
function saveState(depth: number): void {
  const cand = candidates;
  const store = saved;
  const base = depth * FRAME;
  for (let i = 0; i < 27; i++) store[base + i] = cand[i] as number;
  store[base + 27] = unplaced[0] as number;
  store[base + 28] = unplaced[1] as number;
  store[base + 29] = unplaced[2] as number;
}

/** Restore the working state saved at `depth`. */
function restoreState(depth: number): void {
  const cand = candidates;
  const store = saved;
  const base = depth * FRAME;
  for (let i = 0; i < 27; i++) cand[i] = store[base + i] as number;
  unplaced[0] = store[base + 27] as number;
  unplaced[1] = store[base + 28] as number;
  unplaced[2] = store[base + 29] as number;
  // The state was saved after propagation had finished, with nothing left to look at.
  dirty = 0;
  bandsToCheck = 0;
  digitsToCheck = 0;
}

const seenInRow = new Uint16Array(9);
const seenInColumn = new Uint16Array(9);
const seenInBox = new Uint16Array(9);

/** How many givens the board loaded last has. */
let givenCount = 0;

/** Load the givens into the working state; returns false when a digit repeats in a unit. */
function loadGivens(board: Board): boolean {
  const cand = candidates;
  const inRow = seenInRow;
  const inColumn = seenInColumn;
  const inBox = seenInBox;
  inRow.fill(0);
  inColumn.fill(0);
  inBox.fill(0);
  cand.fill(BAND_MASK);
  unplaced.fill(BAND_MASK);
  let changed = 0;
  let givens = 0;
  for (let i = 0; i < 81; i++) {
    const digit = board[i] as number;
    if (digit === 0) continue;
    givens++;
    if (digit > 9) throw new TypeError(`solve: cell ${i} holds ${digit}, not a digit 0..9`);
    const bit = 1 << digit;
    const r = ROW_OF[i] as number;
    const c = COLUMN_OF[i] as number;
    const b = BOX_OF[i] as number;
    if (((inRow[r] as number) | (inColumn[c] as number) | (inBox[b] as number)) & bit) return false;
    inRow[r] = (inRow[r] as number) | bit;
    inColumn[c] = (inColumn[c] as number) | bit;
    inBox[b] = (inBox[b] as number) | bit;
    // Keep only the given's cell in its row for this digit; the band update places it.
    const band = (i / 27) | 0;
    const cellBit = 1 << (i - band * 27);
    const k = (digit - 1) * 3 + band;
    cand[k] = (cand[k] as number) & (~rowsTouched(cellBit) | cellBit);
    changed |= 1 << k;
  }
  givenCount = givens;
  dirty = changed;
  bandsToCheck = 7;
  digitsToCheck = 0x1ff;
  return true;
}

/** Solutions counted so far, and the limit at which the search stops. */
let solutionCount = 0;
let solutionLimit = 2;
/** Guesses made so far. */
let guessCount = 0;
/** The search stops when `guessCount` passes this or the clock passes `deadline` (see {@link SolveBudget}). */
let guessLimit = Number.POSITIVE_INFINITY;
let deadline = Number.POSITIVE_INFINITY;
/** Set when the budget ran out: the search unwinds without deciding. */
let outOfBudget = false;
/** The clock is read when `guessCount & CLOCK_EVERY` is 0 (every 1,024 guesses: ~30 ns a read, ~1 µs a guess). */
const CLOCK_EVERY = 1023;
/** The first two solutions found (valid once counted). */
const firstSolution = new Uint8Array(81);
const secondSolution = new Uint8Array(81);

/**
 * Reset the counters before a search: stop at `limit` solutions, after `maxGuesses` guesses, or once
 * `performance.now()` passes `until` (Infinity: no deadline).
 */
function startSearch(limit: number, maxGuesses: number, until: number): void {
  solutionCount = 0;
  solutionLimit = limit;
  guessCount = 0;
  guessLimit = maxGuesses;
  deadline = until;
  outOfBudget = false;
  lastGuessDigit = -1;
  verifiedDepth = 0;
  failedDepth = NO_DEPTH;
}

/** Record the current (complete) state as a solution. */
function recordSolution(): void {
  const target = solutionCount === 0 ? firstSolution : solutionCount === 1 ? secondSolution : null;
  solutionCount++;
  if (target === null) return;
  for (let k = 0; k < 27; k++) {
    const digit = ((k / 3) | 0) + 1;
    const base = (BAND_OF[k] as number) * 27;
    let x = candidates[k] as number;
    while (x !== 0) {
      target[base + bitIndex(x)] = digit;
      x &= x - 1;
    }
  }
}

/** Cells with exactly two candidates (`bivalue`) and with at most three (`fewValues`), per band. */
const bivalue = new Int32Array(3);
const fewValues = new Int32Array(3);
/** The cells a guess may be taken from, per band (see {@link pickGuess}). */
const guessPool = new Int32Array(3);
/** The guess chosen by {@link pickGuess}: its digit-band, and the cell's bit within that band. */
let guessIndex = 0;
let guessBit = 0;
/** The digit (0-based) of the most recent guess, or -1 before the first one. */
let lastGuessDigit = -1;

/**
 * Choose the next guess, in `guessIndex` and `guessBit`. The cell comes from the pool: the cells
 * with the fewest candidates (two, else three, else any unplaced cell). The digit is the one guessed
 * last if it still has a cell in the pool, else the digit with the most cells in the pool (the
 * lowest on a tie); then its first such cell in reading order. Staying on one digit lets its other
 * placements follow quickly from the band update (see the roads not taken for the rules measured).
 */
function pickGuess(): void {
  const cand = candidates;
  const pool = guessPool;
  let anyTwo = 0;
  let anyThree = 0;
  for (let band = 0; band < 3; band++) {
    const open = unplaced[band] as number;
    // Bitwise adders across the nine digits: cells with at least 1, 2, 3 and 4 candidates.
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    for (let k = band; k < 27; k += 3) {
      const x = cand[k] as number;
      c4 |= c3 & x;
      c3 |= c2 & x;
      c2 |= c1 & x;
      c1 |= x;
    }
    anyTwo |= open & ~c3;
    anyThree |= open & ~c4;
    bivalue[band] = open & ~c3;
    fewValues[band] = open & ~c4;
  }
  for (let band = 0; band < 3; band++) {
    pool[band] =
      anyTwo !== 0
        ? (bivalue[band] as number)
        : anyThree !== 0
          ? (fewValues[band] as number)
          : (unplaced[band] as number);
  }
  const last = lastGuessDigit;
  if (last >= 0) {
    for (let k = last * 3; k < last * 3 + 3; k++) {
      const x = (cand[k] as number) & (pool[BAND_OF[k] as number] as number);
      if (x !== 0) {
        guessIndex = k;
        guessBit = lowBit(x);
        return;
      }
    }
  }
  let most = 0;
  for (let d = 0; d < 27; d += 3) {
    // The pool is never empty here and every pool cell has a candidate, so some digit wins.
    const n =
      popcount((cand[d] as number) & (pool[0] as number)) +
      popcount((cand[d + 1] as number) & (pool[1] as number)) +
      popcount((cand[d + 2] as number) & (pool[2] as number));
    if (n <= most) continue;
    most = n;
    for (let k = d; k < d + 3; k++) {
      const x = (cand[k] as number) & (pool[BAND_OF[k] as number] as number);
      if (x !== 0) {
        guessIndex = k;
        guessBit = lowBit(x);
        break;
      }
    }
  }
  lastGuessDigit = (guessIndex / 3) | 0;
}

/**
 * Depth-first search from the working state; stops once `solutionLimit` solutions are counted.
 * A guess tries the digit one level deeper; ruling it out afterwards needs no saved state and
 * continues at the same depth.
 */
function search(depth: number): void {
  for (;;) {
    if (!propagate()) return;
    if (isComplete()) {
      recordSolution();
      return;
    }
    if (
      guessCount >= guessLimit ||
      ((guessCount & CLOCK_EVERY) === 0 &&
        deadline !== Number.POSITIVE_INFINITY &&
        performance.now() > deadline)
    ) {
      outOfBudget = true;
      return;
    }
    if (strong) {
      // Hall's condition with its eliminations in every unit; deduce again when it removed anything.
      const removals = hallRemovals;
      removals.fill(0);
      if (!narrowUnits(candidates, removals)) return;
      let changed = false;
      for (let j = 0; j < 27; j++) {
        const cut = (removals[j] as number) & (candidates[j] as number);
        if (cut === 0) continue;
        restrict(j, ~cut);
        changed = true;
      }
      if (changed) continue;
    }
    pickGuess();
    const k = guessIndex;
    const bit = guessBit;
    saveState(depth);
    if (!strong) {
      // The strong strategy narrowed this state above; the first checks its path from time to time.
      if (depth < verifiedDepth) verifiedDepth = depth;
      if (
        (guessCount & CHECK_EVERY) === FIRST_CHECK &&
        !pathIsFeasible(guessCount < CHECK_EVERY ? 0 : depth, depth)
      )
        return;
    }
    guessCount++;
    restrict(k, ~rowsTouched(bit) | bit);
    search(depth + 1);
    if (solutionCount >= solutionLimit || outOfBudget) return;
    if (failedDepth <= depth) {
      if (failedDepth === depth) failedDepth = NO_DEPTH;
      return;
    }
    restoreState(depth);
    // The trial failed or was explored: the digit is not there in the remaining solutions.
    restrict(k, ~bit);
  }
}

/**
 * Hall's condition is checked on the root state once the search has made `FIRST_CHECK` guesses, then on
 * every state along the current path each `CHECK_EVERY + 1` guesses: a board with few givens can hide a
 * pigeonhole that only Hall's condition sees, while the guesses go elsewhere and multiply. A check costs
 * a few microseconds per state, so it waits until a board has proved expensive. Saved states below
 * `verifiedDepth` passed and have not changed since.
 */
const FIRST_CHECK = 127;
const CHECK_EVERY = 1023;
let verifiedDepth = 0;
/** The depth whose state was found infeasible: the search unwinds to it and abandons it. */
let failedDepth = 0;
const NO_DEPTH = 1 << 30;

/**
 * Check the saved states from `verifiedDepth` up to `upTo` (at most `depth`, the current one). Returns
 * false when one is infeasible: the current one, or a shallower one (then `failedDepth` is set and the
 * search unwinds to it).
 */
function pathIsFeasible(upTo: number, depth: number): boolean {
  for (let d = verifiedDepth; d <= upTo; d++) {
    if (!stateIsFeasible(saved, d * FRAME)) {
      if (d < depth) failedDepth = d;
      return false;
    }
  }
  if (upTo >= verifiedDepth) verifiedDepth = upTo + 1;
  return true;
}

/** Cells each digit-band loses to Hall's condition in the strong strategy. */
const hallRemovals = new Int32Array(27);

/** The strong strategy: every state narrowed by Hall's condition with its eliminations (see index.ts). */
let strong = false;

/** Solutions counted by the last search. */
export function solutionsFound(): number {
  return solutionCount;
}
/** Guesses made by the last search. */
export function guessesMade(): number {
  return guessCount;
}
/** True when the last search stopped on its budget. */
export function ranOutOfBudget(): boolean {
  return outOfBudget;
}

/**
 * Load `board` and search it, with the strong strategy or not, within `maxGuesses` guesses, or
 * `sparseGuesses` when the board has fewer than 17 givens, and until `until` (see startSearch). A board
 * whose givens repeat a digit has no solution and needs no search.
 */
export function runSearch(
  board: Board,
  limit: number,
  maxGuesses: number,
  until: number,
  strongly: boolean,
  sparseGuesses: number,
): void {
  strong = strongly;
  startSearch(limit, maxGuesses, until);
  if (!loadGivens(board)) return;
  if (givenCount < 17 && sparseGuesses < guessLimit) guessLimit = sparseGuesses;
  search(0);
}
/** The first two solutions found (valid once counted). */
export const solutions = [firstSolution, secondSolution] as const;
