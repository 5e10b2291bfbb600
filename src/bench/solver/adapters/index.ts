/**
 * The solvers the bench knows. Their names and descriptions are plain data here, so the parent process can
 * print and plan without loading any solver; each worker process then loads only the one it measures (its
 * JIT and heap hold nothing of the others).
 */
import type { SolverAdapter } from "./types.js";

/** Solver ids in the order the bench runs them (ours first: every ratio is taken against it). */
export const SOLVER_IDS = [
  "ours",
  "baseline",
  "dancing-links",
  "algorithm-ts",
  "sudoku",
  "sudoku-core",
] as const;

/** One of {@link SOLVER_IDS}. */
export type SolverId = (typeof SOLVER_IDS)[number];

/** What the bench says about a solver before loading it. */
export interface SolverInfo {
  /** What the table shows: the package name, or "ours"/"baseline". */
  readonly name: string;
  readonly description: string;
  /** Slow solvers (textbook backtracking inside) get the short time cap and no allocation probe. */
  readonly slow: boolean;
}

/** Name, description and speed class of every solver. */
export const SOLVER_INFO: Readonly<Record<SolverId, SolverInfo>> = {
  ours: { name: "ours", description: "src/core/solver.ts: solve(board, { limit })", slow: false },
  baseline: {
    name: "baseline",
    description:
      "textbook backtracking written for the bench (row-major, digits 1..9, row/column/box flags); guesses = digits placed",
    slow: true,
  },
  "dancing-links": {
    name: "dancing-links",
    description:
      "dancing-links 4.3 (Knuth's DLX, generic exact cover): findOne() / find(2); exact-cover rows (pre-filtered by the givens, which favours it) built untimed, solver construction + search timed",
    slow: false,
  },
  "algorithm-ts": {
    name: "@algorithm.ts/sudoku",
    description:
      "@algorithm.ts/sudoku 4.0 (DLX Sudoku solver): SudokuSolver.solve() finds the first solution only",
    slow: false,
  },
  sudoku: {
    name: "sudoku",
    description:
      "sudoku 0.0.3 (D. Bau's solver: singles + random guesses): solvepuzzle() finds the first solution only",
    slow: false,
  },
  "sudoku-core": {
    name: "sudoku-core",
    description:
      "sudoku-core 3.0 (human strategies): solve() = textbook-backtracking uniqueness check + logic only (gives up when logic stalls); isUniqueSolution() = that count to 2 alone",
    slow: true,
  },
};

/** True when `id` names a solver the bench knows. */
export const isSolverId = (id: string): id is SolverId => (SOLVER_IDS as readonly string[]).includes(id);

/**
 * Import one solver's adapter.
 *
 * @example const { modes } = await loadAdapter("dancing-links");
 */
export async function loadAdapter(id: SolverId): Promise<SolverAdapter> {
  switch (id) {
    case "ours":
      return (await import("./ours.js")).adapter;
    case "baseline":
      return (await import("./baseline.js")).adapter;
    case "dancing-links":
      return (await import("./dancing-links.js")).adapter;
    case "algorithm-ts":
      return (await import("./algorithm-ts.js")).adapter;
    case "sudoku":
      return (await import("./sudoku.js")).adapter;
    case "sudoku-core":
      return (await import("./sudoku-core.js")).adapter;
  }
}
