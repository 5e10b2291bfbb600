/**
 * `@algorithm.ts/sudoku`: a DLX Sudoku solver. Its `SudokuSolver.solve(puzzle, solution)` returns whether a
 * solution exists and writes the first one found; it cannot count solutions, so only the first-solution mode.
 * Its boards are arrays of -1 (blank) or 0..8 (digit - 1).
 */
import { SudokuSolver } from "@algorithm.ts/sudoku";
import { CELL_COUNT } from "../../../core/board.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

// One solver reused for every puzzle, as the package intends (it preallocates its DLX arrays).
const solver = new SudokuSolver({ childMatrixWidth: 3 });

interface Input {
  readonly puzzle: number[];
  /** Preallocated here (untimed): the API writes the solution into a caller-supplied array. */
  readonly solution: number[];
}

const limit1: SolverMode<Input, { ok: boolean; solution: number[] }> = {
  id: "limit1",
  label: "limit 1: solve()",
  comparesWith: 1,
  interruptible: false,
  encode: (puzzle) => ({
    puzzle: Array.from(puzzle, (digit) => digit - 1),
    solution: new Array<number>(CELL_COUNT).fill(-1),
  }),
  run: (input) => ({ ok: solver.solve(input.puzzle, input.solution), solution: input.solution }),
  decode: ({ ok, solution }): Answer =>
    ok ? { verdict: "found", solution: Uint8Array.from(solution, (v) => v + 1) } : { verdict: "none" },
};

export const adapter: SolverAdapter = {
  modes: [limit1],
};
