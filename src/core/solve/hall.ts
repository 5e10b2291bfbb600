/**
 * Hall's condition, step 5 of the method in index.ts (words and representation as in its glossary): in a
 * unit, any n of the digits not yet placed need n cells between them. Checked by finding a matching of
 * those digits to different cells of the unit: each digit takes a free cell of its own if it has one, else
 * an augmenting path moves earlier digits along (9-bit cell sets throughout). {@link stateIsFeasible} only
 * checks (the first strategy, from time to time); {@link narrowUnits} also finds the cells each digit can
 * no longer take (the strong strategy, before every guess).
 */
import { popcount } from "./engine.js";

const ROW_MASK = 0x1ff; // the 9 cells of a band's first row

/** Positions (9-bit, cell order within the unit) of each digit not yet placed in the unit being checked. */
const unitPositions = new Int32Array(9);
/** How many digits of that unit are in `unitPositions`, and the fewest cells any of them has. */
let digitCount = 0;
let fewestCells = 9;
/** For each cell of that unit: the digit (index into `unitPositions`) matched to it. */
const cellMatch = new Int32Array(9);
/** Cells of that unit matched so far, and those already visited by the current augmenting path. */
let matchedCells = 0;
let visitedCells = 0;
/** The 27 digit-band masks of the band being checked, `bandCells[digit]`. */
const bandCells = new Int32Array(9);

/** Find a cell for digit `i`: a free one, else one whose digit can move along an augmenting path. */
function augment(i: number): boolean {
  const positions = unitPositions[i] as number;
  const free = positions & ~matchedCells;
  if (free !== 0) {
    const bit = free & -free;
    matchedCells |= bit;
    cellMatch[31 - Math.clz32(bit)] = i;
    return true;
  }
  let options = positions & ~visitedCells;
  while (options !== 0) {
    const bit = options & -options;
    options ^= bit;
    visitedCells |= bit;
    const cell = 31 - Math.clz32(bit);
    if (augment(cellMatch[cell] as number)) {
      cellMatch[cell] = i;
      return true;
    }
  }
  return false;
}

/** Add a digit's positions in the unit being gathered (skipped when it is placed: one cell). */
function addDigit(p: number): void {
  if ((p & (p - 1)) === 0) return;
  unitPositions[digitCount++] = p;
  const n = popcount(p);
  if (n < fewestCells) fewestCells = n;
}

/** Whether the digits gathered for one unit can each have a cell of their own. */
function unitIsFeasible(): boolean {
  const m = digitCount;
  digitCount = 0;
  const fewest = fewestCells;
  fewestCells = 9;
  if (fewest >= m) return true; // every digit has as many cells as there are digits
  matchedCells = 0;
  for (let i = 0; i < m; i++) {
    visitedCells = 0;
    if (!augment(i)) return false;
  }
  return true;
}

/**
 * Hall's condition in every unit of the state stored at `store[base]..store[base + 26]` (the 27
 * digit-band masks): the digits not yet placed in a unit can each be given a different cell of it. It
 * finds the pigeonholes the other rules miss, such as four digits left with three cells of a box. Returns
 * false when some unit breaks it. The state must be one that propagation finished on (then a digit with
 * one cell left in a unit is placed there, and that cell has no other candidate).
 */
export function stateIsFeasible(store: Int32Array, base: number): boolean {
  const cells = bandCells;
  for (let band = 0; band < 3; band++) {
    for (let d = 0; d < 9; d++) cells[d] = store[base + d * 3 + band] as number;
    for (let row = 0; row < 27; row += 9) {
      for (let d = 0; d < 9; d++) addDigit(((cells[d] as number) >>> row) & ROW_MASK);
      if (!unitIsFeasible()) return false;
    }
    for (let stack = 0; stack < 9; stack += 3) {
      for (let d = 0; d < 9; d++) {
        const x = (cells[d] as number) >>> stack;
        addDigit((x & 7) | ((x >>> 6) & 0o70) | ((x >>> 12) & 0o700));
      }
      if (!unitIsFeasible()) return false;
    }
  }
  for (let column = 0; column < 9; column++) {
    for (let d = base; d < base + 27; d += 3) {
      const a = (store[d] as number) >>> column;
      const b = (store[d + 1] as number) >>> column;
      const c = (store[d + 2] as number) >>> column;
      addDigit(
        (a & 1) |
          ((a >>> 8) & 2) |
          ((a >>> 16) & 4) |
          ((b << 3) & 8) |
          ((b >>> 5) & 16) |
          ((b >>> 13) & 32) |
          ((c << 6) & 64) |
          ((c >>> 2) & 128) |
          ((c >>> 10) & 256),
      );
    }
    if (!unitIsFeasible()) return false;
  }
  return true;
}

/** For each digit gathered: the one cell bit it is matched to. */
const digitCell = new Int32Array(9);
/** For each digit gathered: the digits it can displace (those matched to its other cells), then closed. */
const reach = new Int32Array(9);

/**
 * After a perfect matching of the gathered digits (see {@link unitIsFeasible}): the cells each digit can
 * really take. A digit may take another digit's cell only if that digit can move on round a cycle back
 * to a cell of the first (Régin's rule for all-different); other cells are written to `lost[i]`.
 */
function unusableCells(m: number, lost: Int32Array): void {
  const pos = unitPositions;
  for (let cell = 0; cell < 9; cell++) {
    if ((matchedCells & (1 << cell)) !== 0) digitCell[cellMatch[cell] as number] = 1 << cell;
  }
  for (let i = 0; i < m; i++) {
    let next = 0;
    let others = (pos[i] as number) & ~(digitCell[i] as number);
    while (others !== 0) {
      const bit = others & -others;
      others ^= bit;
      next |= 1 << (cellMatch[31 - Math.clz32(bit)] as number);
    }
    reach[i] = next;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < m; i++) {
      let r = reach[i] as number;
      let todo = r;
      while (todo !== 0) {
        const j = 31 - Math.clz32(todo & -todo);
        todo &= todo - 1;
        r |= reach[j] as number;
      }
      if (r !== reach[i]) {
        reach[i] = r;
        changed = true;
      }
    }
  }
  for (let i = 0; i < m; i++) {
    let cut = 0;
    let others = (pos[i] as number) & ~(digitCell[i] as number);
    while (others !== 0) {
      const bit = others & -others;
      others ^= bit;
      const j = cellMatch[31 - Math.clz32(bit)] as number;
      if (((reach[j] as number) & (1 << i)) === 0) cut |= bit;
    }
    lost[i] = cut;
  }
}

/** The digit (0..8) of each gathered digit, to map eliminations back. */
const digitOf = new Int32Array(9);
/** Cells each gathered digit cannot take, from {@link unusableCells}. */
const lostCells = new Int32Array(9);

/** Gather a digit's positions for {@link narrowUnits}, remembering which digit it is. */
function addDigitOf(digit: number, p: number): void {
  if ((p & (p - 1)) === 0) return;
  digitOf[digitCount] = digit;
  unitPositions[digitCount++] = p;
}

/** Match the gathered digits (all of them, no shortcut); false when some digit finds no cell. */
function matchAll(m: number): boolean {
  digitCount = 0;
  fewestCells = 9;
  matchedCells = 0;
  for (let i = 0; i < m; i++) {
    visitedCells = 0;
    if (!augment(i)) return false;
  }
  return true;
}

/**
 * Hall's condition with its eliminations, in every unit of the working state `cand` (27 digit-band
 * masks): returns false when a unit breaks the condition, else adds to `removals[k]` the cells the
 * digit-band `k` cannot have (a digit whose cell in the unit would leave the other digits too few).
 */
export function narrowUnits(cand: Int32Array, removals: Int32Array): boolean {
  const cells = bandCells;
  const lost = lostCells;
  for (let band = 0; band < 3; band++) {
    for (let d = 0; d < 9; d++) cells[d] = cand[d * 3 + band] as number;
    for (let row = 0; row < 27; row += 9) {
      for (let d = 0; d < 9; d++) addDigitOf(d, ((cells[d] as number) >>> row) & ROW_MASK);
      const m = digitCount;
      if (!matchAll(m)) return false;
      unusableCells(m, lost);
      for (let i = 0; i < m; i++) {
        const cut = lost[i] as number;
        if (cut !== 0) {
          const k = (digitOf[i] as number) * 3 + band;
          removals[k] = (removals[k] as number) | (cut << row);
        }
      }
    }
    for (let stack = 0; stack < 9; stack += 3) {
      for (let d = 0; d < 9; d++) {
        const x = (cells[d] as number) >>> stack;
        addDigitOf(d, (x & 7) | ((x >>> 6) & 0o70) | ((x >>> 12) & 0o700));
      }
      const m = digitCount;
      if (!matchAll(m)) return false;
      unusableCells(m, lost);
      for (let i = 0; i < m; i++) {
        const cut = lost[i] as number;
        if (cut !== 0) {
          const k = (digitOf[i] as number) * 3 + band;
          removals[k] =
            (removals[k] as number) | (((cut & 7) | ((cut & 0o70) << 6) | ((cut & 0o700) << 12)) << stack);
        }
      }
    }
  }
  for (let column = 0; column < 9; column++) {
    for (let d = 0; d < 9; d++) {
      const a = (cand[d * 3] as number) >>> column;
      const b = (cand[d * 3 + 1] as number) >>> column;
      const c = (cand[d * 3 + 2] as number) >>> column;
      addDigitOf(
        d,
        (a & 1) |
          ((a >>> 8) & 2) |
          ((a >>> 16) & 4) |
          ((b << 3) & 8) |
          ((b >>> 5) & 16) |
          ((b >>> 13) & 32) |
          ((c << 6) & 64) |
          ((c >>> 2) & 128) |
          ((c >>> 10) & 256),
      );
    }
    const m = digitCount;
    if (!matchAll(m)) return false;
    unusableCells(m, lost);
    for (let i = 0; i < m; i++) {
      const cut = lost[i] as number;
      if (cut === 0) continue;
      for (let band = 0; band < 3; band++) {
        const part = (cut >>> (3 * band)) & 7;
        if (part === 0) continue;
        const k = (digitOf[i] as number) * 3 + band;
        removals[k] =
          (removals[k] as number) | (((part & 1) | ((part & 2) << 8) | ((part & 4) << 16)) << column);
      }
    }
  }
  return true;
}
