/**
 * New puzzles on demand: `generate({ level, seed, symmetry, minimal })` makes a puzzle with exactly one
 * solution whose grade from the logical solver is the level asked for.
 *
 * Glossary (as in solver.ts and logic/types.ts, plus):
 * - solution grid: a completely filled valid board, the answer the puzzle will have;
 * - orbit: cells the symmetry keeps together (symmetry.ts); givens are removed an orbit at a time;
 * - attempt: one solution grid dug into one puzzle; attempt `k` of seed `s` always yields the same puzzle;
 * - dig: remove givens while the puzzle stays unique and its level stays at most the target.
 *
 * Method (our own):
 * 1. A random solution grid: the three boxes on the main diagonal filled with random permutations (they
 *    share no unit, so any fill is consistent), the rest completed by the fast solver.
 * 2. Dig: try the orbits in a random order; a removal stays when the fast solver still proves exactly one
 *    solution. The grade is not asked while digging (grading costs more than a uniqueness check).
 * 3. Settle: while the grade is above the target, put back removed orbits (random order) one at a time:
 *    givens only make a puzzle easier. Keep the puzzle when its grade is exactly the target; a puzzle
 *    below the target goes, and the next attempt starts.
 * With `minimal`, no given may be removable at the end, so nothing is put back: the dig itself keeps the
 * grade at most the target at every removal, then tries single cells the same way (a minimal puzzle may
 * lose its symmetry).
 * Work is bounded twice: by a count of attempts (deterministic, so a seed's answer does not depend on the
 * machine) and by a time budget (so a slow machine says "not in time" rather than hang a chat command).
 */
import { type Board, CELL_COUNT, countFilled } from "../board.js";
import { gradePuzzle } from "../logic/grade.js";
import { LEVELS, type Level, type TechniqueId } from "../logic/types.js";
import { solve } from "../solve/index.js";
import { createRandom, type Random } from "./random.js";
import { orbitsOf, type Symmetry } from "./symmetry.js";

export { SYMMETRIES, type Symmetry } from "./symmetry.js";

/** What to generate. */
export interface GenerateOptions {
  /** The grade the puzzle must have (default "medium"). */
  level?: Level;
  /** Any 32-bit integer; the same seed and options give the same puzzle (default: a random seed). */
  seed?: number;
  /** Default "rotational", as newspapers print them. */
  symmetry?: Symmetry;
  /** True: no given can be removed without losing uniqueness (default false). */
  minimal?: boolean;
  /** Give up after this many attempts (default 400). */
  maxAttempts?: number;
  /** Give up after this many milliseconds (default 2,000: a chat command must answer in time). */
  budgetMs?: number;
}

/** A generated puzzle. */
export interface GeneratedPuzzle {
  readonly ok: true;
  readonly puzzle: Board;
  readonly solution: Board;
  readonly level: Level;
  readonly score: number;
  readonly hardest: TechniqueId | undefined;
  readonly seed: number;
  readonly symmetry: Symmetry;
  /** Attempts used, this one included. */
  readonly attempts: number;
  readonly ms: number;
}

/** No puzzle of the level within the bounds: say so, with what was tried. */
export interface GenerateFailure {
  readonly ok: false;
  readonly reason: "out-of-time" | "out-of-attempts";
  readonly level: Level;
  readonly seed: number;
  readonly attempts: number;
  readonly ms: number;
}

export type GenerateResult = GeneratedPuzzle | GenerateFailure;

/** Below this many givens a puzzle is graded while digging; above it every puzzle is solved by singles. */
const GRADE_BELOW_GIVENS = 46;

const levelIndex = (level: Level): number => LEVELS.indexOf(level);

/** A random 32-bit seed, for callers that did not choose one. */
export const randomSeed = (): number => Math.floor(Math.random() * 0x1_0000_0000) | 0;

/**
 * Generate a puzzle of the level asked for; never throws on valid options.
 *
 * @returns the puzzle with its solution, grade and seed, or why none came within the bounds.
 * @example
 * const result = generate({ level: "hard", seed: 7 });
 * if (result.ok) formatBoard(result.puzzle); // the same 81 characters on every machine
 */
export function generate(options: GenerateOptions = {}): GenerateResult {
  const level = options.level ?? "medium";
  const seed = (options.seed ?? randomSeed()) | 0;
  const symmetry = options.symmetry ?? "rotational";
  const maxAttempts = options.maxAttempts ?? 400;
  const budgetMs = options.budgetMs ?? 2000;
  const started = performance.now();
  const orbits = orbitsOf(symmetry);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    // Each attempt has its own stream, so attempt k does not depend on how much randomness k−1 used.
    const random = createRandom(seed ^ Math.imul(attempt, 0x9e3779b1));
    const solution = randomSolution(random);
    const minimal = options.minimal ?? false;
    const puzzle = dig(solution, random, orbits, minimal ? level : undefined);
    if (minimal) digCells(puzzle, solution, random, level);
    const grade = minimal ? gradePuzzle(puzzle) : settle(puzzle, solution, random, orbits, level);
    if (grade.level === level) {
      return {
        ok: true,
        puzzle,
        solution,
        level,
        score: grade.score,
        hardest: grade.hardest,
        seed,
        symmetry,
        attempts: attempt,
        ms: performance.now() - started,
      };
    }
    if (performance.now() - started > budgetMs) {
      return {
        ok: false,
        reason: "out-of-time",
        level,
        seed,
        attempts: attempt,
        ms: performance.now() - started,
      };
    }
  }
  return {
    ok: false,
    reason: "out-of-attempts",
    level,
    seed,
    attempts: maxAttempts,
    ms: performance.now() - started,
  };
}

/** A random solution grid: random diagonal boxes, completed by the fast solver. */
function randomSolution(random: Random): Board {
  const board = new Uint8Array(CELL_COUNT);
  for (const box of [0, 4, 8]) {
    const digits = random.shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const top = Math.floor(box / 3) * 3;
    const left = (box % 3) * 3;
    for (let k = 0; k < 9; k++) board[(top + Math.floor(k / 3)) * 9 + left + (k % 3)] = digits[k] as number;
  }
  const result = solve(board, { limit: 1 });
  // Three independent boxes always complete: a board with only them has many solutions.
  if (result.status !== "solved") throw new Error("generate: diagonal boxes did not complete");
  return result.solution;
}

/**
 * Removes orbits while the puzzle stays unique and, when `cap` is given, graded at most `cap`.
 * @returns the dug puzzle (a new board).
 */
function dig(solution: Board, random: Random, orbits: readonly number[][], cap: Level | undefined): Board {
  const puzzle = solution.slice();
  for (const orbit of random.shuffled(orbits)) tryRemove(puzzle, solution, orbit, cap);
  return puzzle;
}

/** Minimal puzzles: tries every given alone, in a random order, under the same rule as {@link dig}. */
function digCells(puzzle: Board, solution: Board, random: Random, cap: Level): void {
  for (const cell of random.shuffled(Array.from({ length: CELL_COUNT }, (_, i) => i)))
    tryRemove(puzzle, solution, [cell], cap);
}

/** Removes `cells` if the puzzle stays unique (and at most `cap`); otherwise leaves it as it was. */
function tryRemove(puzzle: Board, solution: Board, cells: readonly number[], cap: Level | undefined): void {
  if (cells.some((c) => puzzle[c] === 0)) return;
  for (const c of cells) puzzle[c] = 0;
  let keep = solve(puzzle, { limit: 2 }).status === "unique";
  if (keep && cap !== undefined && cap !== "extreme" && countFilled(puzzle) < GRADE_BELOW_GIVENS)
    keep = levelIndex(gradePuzzle(puzzle).level) <= levelIndex(cap);
  if (!keep) for (const c of cells) puzzle[c] = solution[c] as number;
}

/** Puts removed orbits back, one at a time, while the grade is above `level`; returns the last grade. */
function settle(puzzle: Board, solution: Board, random: Random, orbits: readonly number[][], level: Level) {
  let grade = gradePuzzle(puzzle);
  const removed = random.shuffled(orbits.filter((orbit) => puzzle[orbit[0] as number] === 0));
  for (const orbit of removed) {
    if (levelIndex(grade.level) <= levelIndex(level)) break;
    for (const c of orbit) puzzle[c] = solution[c] as number;
    grade = gradePuzzle(puzzle);
  }
  return grade;
}
