/**
 * The hill climb behind `npm run bench:worst`: it looks for the sparse boards that cost a solver the most.
 *
 * Glossary (as in the solver): a board is 81 cells, a given is a filled cell; a board "repeats" when a
 * digit appears twice in one row, column or box (such a board is rejected by the reader before it reaches
 * the solver, so the climb never makes one).
 * - cost: what one solve of a board spent, as the climb scores it (guesses, or microseconds).
 * - step: one mutation of the current board (move a given, change its digit, add or remove a given); kept
 *   when the new board costs at least as much (sideways moves let the climb cross plateaus).
 * - restart: after `patience` steps without a new high for this climb, start again from a fresh random
 *   board; the worst boards of every climb are pooled.
 *
 * Everything random comes from one seeded generator, so a run is repeatable with the same seed (the costs in
 * time are not, but the guesses are).
 */
import { type Board, boxOf, CELL_COUNT, columnOf, rowOf } from "../../core/board.js";

/** A seeded pseudo-random generator (SplitMix32-style): `next()` gives an integer in [0, 2^32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** The next 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }
  /** A whole number in [0, n). */
  below(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }
}

/** True when `digit` may go in `cell` of `board` without repeating in its row, column or box. */
export function fits(board: Board, cell: number, digit: number): boolean {
  const r = rowOf(cell);
  const c = columnOf(cell);
  const b = boxOf(cell);
  for (let i = 0; i < CELL_COUNT; i++) {
    if (i === cell || board[i] !== digit) continue;
    if (rowOf(i) === r || columnOf(i) === c || boxOf(i) === b) return false;
  }
  return true;
}

/** How many givens a board has. */
export const givensOf = (board: Board): number => board.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);

/** A random board of `givens` givens that repeats no digit (random cells, random digits that fit). */
export function randomBoard(random: Random, givens: number): Board {
  const board = new Uint8Array(CELL_COUNT);
  let placed = 0;
  for (let tries = 0; placed < givens && tries < 10_000; tries++) {
    const cell = random.below(CELL_COUNT);
    const digit = 1 + random.below(9);
    if (board[cell] === 0 && fits(board, cell, digit)) {
      board[cell] = digit;
      placed++;
    }
  }
  return board;
}

/** The range of givens the climb keeps to. */
export interface GivensRange {
  readonly min: number;
  readonly max: number;
}

/**
 * One random mutation of `board` within the givens range, or null when the chosen one did not fit (the
 * caller simply draws again). Never returns a board that repeats a digit.
 */
export function mutate(random: Random, board: Board, range: GivensRange): Board | null {
  const next = board.slice();
  const givens: number[] = [];
  const blanks: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) (board[i] === 0 ? blanks : givens).push(i);
  const pick = (cells: number[]) => cells[random.below(cells.length)] as number;
  const kind = random.below(4);
  if (kind === 0 && givens.length > 0 && blanks.length > 0) {
    // Move a given to a blank cell.
    const from = pick(givens);
    const to = pick(blanks);
    const digit = next[from] as number;
    next[from] = 0;
    if (!fits(next, to, digit)) return null;
    next[to] = digit;
  } else if (kind === 1 && givens.length > 0) {
    // Change a given's digit.
    const cell = pick(givens);
    const digit = 1 + random.below(9);
    if (digit === next[cell] || !fits(next, cell, digit)) return null;
    next[cell] = digit;
  } else if (kind === 2 && givens.length < range.max && blanks.length > 0) {
    const cell = pick(blanks);
    const digit = 1 + random.below(9);
    if (!fits(next, cell, digit)) return null;
    next[cell] = digit;
  } else if (kind === 3 && givens.length > range.min) {
    next[pick(givens)] = 0;
  } else return null;
  return next;
}

/** A board with its cost. */
export interface Scored {
  readonly board: Board;
  readonly cost: number;
}

/** The knobs of {@link climb}. */
export interface ClimbSettings {
  readonly random: Random;
  readonly givens: GivensRange;
  /** Steps without a new high before a restart. */
  readonly patience: number;
  /** How many of the worst boards to keep. */
  readonly keep: number;
  /** Stop when this returns true (checked before every step). */
  readonly done: () => boolean;
  /** The cost of one board (higher is worse for the solver). */
  readonly cost: (board: Board) => number;
  /** Boards to start the first climbs from (e.g. the regression boards), before random ones. */
  readonly starts?: readonly Board[];
}

/** What a climb did. */
export interface ClimbReport {
  /** The worst distinct boards seen, worst first. */
  readonly worst: readonly Scored[];
  readonly steps: number;
  readonly restarts: number;
}

const keyOf = (board: Board): string => board.join("");

/**
 * Climb until `settings.done()`: from a start board, mutate and keep each mutation that costs at least as
 * much; restart after `patience` steps without a new high.
 *
 * @returns the `keep` worst distinct boards seen, with the number of steps and restarts.
 * @example climb({ random: new Random(1), givens: { min: 8, max: 16 }, patience: 300, keep: 10, done, cost })
 */
export function climb(settings: ClimbSettings): ClimbReport {
  const { random, givens, patience, keep, done, cost } = settings;
  const worst = new Map<string, Scored>();
  let floor = Number.NEGATIVE_INFINITY; // the cost a board needs to enter `worst` once it is full
  const remember = (scored: Scored) => {
    const key = keyOf(scored.board);
    if (worst.has(key) || (worst.size >= keep && scored.cost <= floor)) return;
    worst.set(key, scored);
    if (worst.size > keep) {
      let lowest: string | undefined;
      let lowestCost = Number.POSITIVE_INFINITY;
      for (const [k, s] of worst) if (s.cost < lowestCost) [lowest, lowestCost] = [k, s.cost];
      if (lowest !== undefined) worst.delete(lowest);
    }
    if (worst.size >= keep) floor = Math.min(...Array.from(worst.values(), (s) => s.cost));
  };
  const starts = [...(settings.starts ?? [])];
  let steps = 0;
  let restarts = 0;
  while (!done()) {
    const first =
      starts.shift() ?? randomBoard(random, givens.min + random.below(givens.max - givens.min + 1));
    let current: Scored = { board: first, cost: cost(first) };
    remember(current);
    let best = current.cost;
    let sinceBest = 0;
    while (sinceBest < patience && !done()) {
      const next = mutate(random, current.board, givens);
      if (next === null) continue;
      steps++;
      sinceBest++;
      const scored: Scored = { board: next, cost: cost(next) };
      remember(scored);
      if (scored.cost < current.cost) continue;
      current = scored;
      if (scored.cost > best) {
        best = scored.cost;
        sinceBest = 0;
      }
    }
    restarts++;
  }
  const sorted = Array.from(worst.values()).sort((a, b) => b.cost - a.cost);
  return { worst: sorted, steps, restarts };
}
