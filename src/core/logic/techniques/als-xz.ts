/**
 * ALS-XZ (HoDoKu, SudokuWiki "Almost Locked Sets"): two almost locked sets joined by a restricted common digit.
 *
 * Glossary (as in types.ts, plus):
 * - ALS (almost locked set): N blank cells of one unit whose candidates are N + 1 digits together. Take any one
 *   digit out and the rest is locked: the N cells hold exactly the N remaining digits.
 * - restricted common (X): a digit of both ALSs whose cells in A all see its cells in B, so at most one of the
 *   two ALSs holds X. The other then is locked without X and holds every one of its other digits.
 * - Z: another digit of both ALSs. At least one of them holds Z (the one without X holds it for sure), so any
 *   cell outside both that sees every Z cell of A and of B loses Z.
 *
 * Representation: a cell set is three 27-bit band masks (cell c is bit `c % 27` of part `floor(c / 27)`), so
 * intersections and "sees all of" tests are three ANDs.
 *
 * - doubly linked: two restricted commons X and Y. Then one set lacks X and the other Y, so each holds all its
 *   other digits (a locked set on them) and exactly one holds X, exactly one Y: more eliminations (see
 *   `doublyLinkedStep`).
 *
 * Method: every ALS of every unit (a set lying in a line and a box is taken from the line only), smallest first; every pair
 * that does not overlap, each restricted common X and each other common Z. Roads not taken: overlapping ALSs (HoDoKu
 * offers them as an option).
 */
import { bitToDigit, digitToBit, popcount } from "../../solver.js";
import { digitsOf, PEERS, UNITS, unitRef } from "../grid.js";
import { effectKey, makeStep } from "../step.js";
import type { CandidateRef, Position, Step, Technique } from "../types.js";

/**
 * The largest ALS searched. Measured on magictour_top1465 (100 puzzles, the positions where ALS-XZ is tried):
 * up to 8 cells finds 241 steps at 7.0 ms p99, up to 6 finds 240 at 2.2 ms, up to 5 finds 227 at 1.1 ms.
 */
const MAX_ALS_SIZE = 6;

/** The three band masks of each cell's peers. */
const PEER_SETS: readonly Int32Array[] = PEERS.map((peers) => {
  const set = new Int32Array(3);
  for (const p of peers) set[Math.floor(p / 27)] |= 1 << (p % 27);
  return set;
});

/**
 * The almost locked sets of a position in flat arrays (no allocation per set): set `i` has its cells in
 * `cells[i]`, its cell set in `set[3i..3i+2]`, its digits in `digits[i]`; for digit d, `cellsWith[27i + 3(d-1)..]`
 * holds its cells with d and `seenBy[27i + 3(d-1)..]` the cells outside it that see all of those.
 */
interface AlsTable {
  readonly count: number;
  readonly units: readonly number[];
  readonly cells: readonly (readonly number[])[];
  readonly set: Int32Array;
  readonly digits: Int32Array;
  readonly cellsWith: Int32Array;
  readonly seenBy: Int32Array;
}

/** The cells of a band-mask set, ascending. */
function cellsOfSet(set: Int32Array): number[] {
  const out: number[] = [];
  for (let part = 0; part < 3; part++)
    for (let m = set[part]; m !== 0; m &= m - 1) out.push(part * 27 + 31 - Math.clz32(m & -m));
  return out;
}

/** Whether the cells picked by `subset` from `blanks` also form a set of a row or column (found there). */
function foundInLine(blanks: readonly number[], subset: number): boolean {
  let rows = 0;
  let columns = 0;
  for (let i = 0; i < blanks.length; i++) {
    if ((subset & (1 << i)) === 0) continue;
    rows |= 1 << Math.floor(blanks[i] / 9);
    columns |= 1 << (blanks[i] % 9);
  }
  return popcount(rows) === 1 || popcount(columns) === 1;
}

/** Scratch: the digits of each subset of a unit's blank cells (index: bit i for the i-th blank). */
const subsetDigits = new Int32Array(512);

/** Every ALS of the position, smallest first (ties in order of unit, then cells), each once. */
function almostLockedSets(position: Position): AlsTable {
  const { values, candidates } = position;
  const found: { unit: number; cells: number[]; digits: number }[] = [];
  for (let u = 0; u < 27; u++) {
    const blanks = UNITS[u].filter((c) => values[c] === 0);
    const n = blanks.length;
    for (let subset = 1; subset < 1 << n; subset++) {
      // the subset's digits: those of the subset without its lowest cell, plus that cell's
      const low = subset & -subset;
      const digits = subsetDigits[subset ^ low] | candidates[blanks[31 - Math.clz32(low)]];
      subsetDigits[subset] = digits;
      const size = popcount(subset);
      if (size >= n || size > MAX_ALS_SIZE) continue; // all the unit's blanks: locked, not almost locked
      if (size === 1 && u >= 9) continue; // a single cell is found in its row
      if (popcount(digits) !== size + 1) continue;
      if (u >= 18 && foundInLine(blanks, subset)) continue;
      found.push({ unit: u, cells: blanks.filter((_, i) => subset & (1 << i)), digits });
    }
  }
  found.sort((a, b) => a.cells.length - b.cells.length);
  const count = found.length;
  const table: AlsTable = {
    count,
    units: found.map((f) => f.unit),
    cells: found.map((f) => f.cells),
    set: new Int32Array(count * 3),
    digits: Int32Array.from(found, (f) => f.digits),
    cellsWith: new Int32Array(count * 27),
    seenBy: new Int32Array(count * 27),
  };
  for (let i = 0; i < count; i++) {
    for (const c of found[i].cells) table.set[i * 3 + Math.floor(c / 27)] |= 1 << (c % 27);
    for (let digit = 1; digit <= 9; digit++) {
      const bit = digitToBit(digit);
      const at = i * 27 + (digit - 1) * 3;
      table.seenBy.fill(-1, at, at + 3);
      let any = false;
      for (const c of found[i].cells) {
        if ((candidates[c] & bit) === 0) continue;
        any = true;
        table.cellsWith[at + Math.floor(c / 27)] |= 1 << (c % 27);
        for (let part = 0; part < 3; part++) table.seenBy[at + part] &= PEER_SETS[c][part];
      }
      for (let part = 0; part < 3; part++) table.seenBy[at + part] &= any ? ~table.set[i * 3 + part] : 0;
    }
  }
  return table;
}

/** The band masks of the cells where each digit is still a candidate: digit d at `[3(d-1)..3(d-1)+2]`. */
function candidateSets(position: Position): Int32Array {
  const sets = new Int32Array(27);
  for (let c = 0; c < 81; c++) {
    if (position.values[c] !== 0) continue;
    for (let m = position.candidates[c]; m !== 0; m &= m - 1) {
      sets[(bitToDigit(m & -m) - 1) * 3 + Math.floor(c / 27)] |= 1 << (c % 27);
    }
  }
  return sets;
}

/**
 * The ALS-XZ steps of a position: pairs in order (smaller sets first), each restricted common X, each Z. A plain
 * loop rather than a generator: measured about twice as fast on this hot path.
 */
function scanAlsXz(position: Position, firstOnly: boolean): Step[] {
  const t = almostLockedSets(position);
  const { set, digits, cellsWith, seenBy } = t;
  const cand = candidateSets(position);
  const steps: Step[] = [];
  for (let i = 0; i < t.count; i++) {
    const digitsA = digits[i];
    const ia = i * 3;
    const a0 = set[ia];
    const a1 = set[ia + 1];
    const a2 = set[ia + 2];
    for (let j = i + 1; j < t.count; j++) {
      const common = digitsA & digits[j];
      if ((common & (common - 1)) === 0) continue; // fewer than two common digits
      const ib = j * 3;
      if ((a0 & set[ib]) | (a1 & set[ib + 1]) | (a2 & set[ib + 2])) continue; // overlap
      for (let xm = common; xm !== 0; xm &= xm - 1) {
        const xo = (bitToDigit(xm & -xm) - 1) * 3;
        const a = i * 27 + xo;
        const b = j * 27 + xo;
        // X is restricted: every X cell of B sees every X cell of A
        if (
          (cellsWith[b] & ~seenBy[a]) |
          (cellsWith[b + 1] & ~seenBy[a + 1]) |
          (cellsWith[b + 2] & ~seenBy[a + 2])
        ) {
          continue;
        }
        for (let zm = common & ~(xm & -xm); zm !== 0; zm &= zm - 1) {
          const zo = (bitToDigit(zm & -zm) - 1) * 3;
          const za = i * 27 + zo;
          const zb = j * 27 + zo;
          const t0 = seenBy[za] & seenBy[zb] & cand[zo] & ~set[ib];
          const t1 = seenBy[za + 1] & seenBy[zb + 1] & cand[zo + 1] & ~set[ib + 1];
          const t2 = seenBy[za + 2] & seenBy[zb + 2] & cand[zo + 2] & ~set[ib + 2];
          if ((t0 | t1 | t2) === 0) continue;
          steps.push(alsXzStep(t, i, j, xo / 3 + 1, zo / 3 + 1, cellsOfSet(Int32Array.of(t0, t1, t2))));
          if (firstOnly) return steps;
        }
        // a second restricted common digit (taken once, from the lower X): doubly linked
        for (let ym = common & ~((xm & -xm) * 2 - 1); ym !== 0; ym &= ym - 1) {
          const y = bitToDigit(ym & -ym);
          if (!isRestricted(t, i, j, y)) continue;
          const step = doublyLinkedStep(t, cand, i, j, xo / 3 + 1, y);
          if (step === undefined) continue;
          steps.push(step);
          if (firstOnly) return steps;
        }
      }
    }
  }
  return steps;
}

/** Whether digit `x` is a restricted common of sets i and j (every x cell of one sees every x cell of the other). */
function isRestricted(t: AlsTable, i: number, j: number, x: number): boolean {
  const a = i * 27 + (x - 1) * 3;
  const b = j * 27 + (x - 1) * 3;
  const { cellsWith, seenBy } = t;
  return (
    ((cellsWith[b] & ~seenBy[a]) |
      (cellsWith[b + 1] & ~seenBy[a + 1]) |
      (cellsWith[b + 2] & ~seenBy[a + 2])) ===
    0
  );
}

/**
 * Doubly linked ALS-XZ (two restricted commons X and Y): one set lacks X and the other Y, so each holds all its
 * other digits, and exactly one of them holds X (and Y). Eliminated: each other digit from the cells outside
 * that see all of its cells in its set, and X and Y from the cells that see all their cells in both sets.
 */
function doublyLinkedStep(
  t: AlsTable,
  cand: Int32Array,
  i: number,
  j: number,
  x: number,
  y: number,
): Step | undefined {
  const removed = new Map<number, number>();
  const remove = (digit: number, mask: Int32Array) => {
    for (const cell of cellsOfSet(mask)) removed.set(cell, (removed.get(cell) ?? 0) | digitToBit(digit));
  };
  const pair = digitToBit(x) | digitToBit(y);
  const outside = (k: number, other: number, digit: number, both: boolean) => {
    const at = k * 27 + (digit - 1) * 3;
    const bt = other * 27 + (digit - 1) * 3;
    const mask = new Int32Array(3);
    for (let part = 0; part < 3; part++) {
      const seen = both ? t.seenBy[at + part] & t.seenBy[bt + part] : t.seenBy[at + part];
      mask[part] = seen & cand[(digit - 1) * 3 + part] & ~t.set[k * 3 + part] & ~t.set[other * 3 + part];
    }
    return mask;
  };
  for (const [k, other] of [
    [i, j],
    [j, i],
  ]) {
    for (let m = t.digits[k] & ~pair; m !== 0; m &= m - 1) {
      const digit = bitToDigit(m & -m);
      remove(digit, outside(k, other, digit, false));
    }
  }
  for (const digit of [x, y]) remove(digit, outside(i, j, digit, true));
  if (removed.size === 0) return undefined;
  const eliminations = [...removed.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([cell, mask]) => ({ cell, digits: digitsOf(mask) }));
  return makeStep(
    "als-xz",
    { eliminations },
    {
      cells: [...t.cells[i], ...t.cells[j]],
      candidates: markedCandidates(t, i, j, [x, y]),
      units: [unitRef(t.units[i]), unitRef(t.units[j])],
      digits: [x, y],
    },
  );
}

/** Every ALS-XZ step, each distinct effect once. */
function findAllAlsXz(position: Position): Step[] {
  const seen = new Set<string>();
  return scanAlsXz(position, false).filter((step) => {
    const key = effectKey(step);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The candidates of the given digits in the cells of sets i and j (the pattern's marked candidates). */
function markedCandidates(t: AlsTable, i: number, j: number, digits: readonly number[]): CandidateRef[] {
  const holders = (k: number, digit: number) =>
    cellsOfSet(t.cellsWith.subarray(k * 27 + (digit - 1) * 3, k * 27 + digit * 3));
  return digits.flatMap((digit) =>
    [...holders(i, digit), ...holders(j, digit)].map((cell) => ({ cell, digit })),
  );
}

function alsXzStep(t: AlsTable, i: number, j: number, x: number, z: number, targets: number[]): Step {
  const marked = markedCandidates(t, i, j, [x, z]);
  return makeStep(
    "als-xz",
    { eliminations: targets.map((cell) => ({ cell, digits: [z] })) },
    {
      cells: [...t.cells[i], ...t.cells[j]],
      candidates: marked,
      units: [unitRef(t.units[i]), unitRef(t.units[j])],
      digits: [x, z],
    },
  );
}

/** ALS-XZ (expert — HoDoKu "unfair" — score 300). */
export const alsXz: Technique = {
  id: "als-xz",
  name: "ALS-XZ",
  level: "expert",
  score: 300,
  find: (position) => scanAlsXz(position, true)[0],
  findAll: findAllAlsXz,
};
