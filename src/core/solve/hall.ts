/**
 * Hall's condition, step 5 of the method in index.ts (words and representation as in its glossary): in a
 * unit, any n of the digits not yet placed need n cells between them. Checked by finding a matching of
 * those digits to different cells of the unit: each digit takes a free cell of its own if it has one, else
 * an augmenting path moves earlier digits along (9-bit cell sets throughout).
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
