/**
 * `sudoku-core`: a logic solver for people. Read from its code (dist/cjs):
 * - `solve(board)` first runs `isUniqueSolution` (textbook backtracking, row-major, digits 1..9, stopping at a
 *   second solution), then fills the board with human strategies only (singles, naked/hidden pairs, pointing).
 *   When the strategies stall it returns `solved: false` with "No solution for provided board!", even for a
 *   puzzle that has one; the bench counts that as "gave up".
 * - `isUniqueSolution(board)` (not re-exported from the package root; imported from its file) is that
 *   backtracking count alone: true for exactly one solution, no solution returned.
 * Boards are arrays of null (blank) or 1..9.
 */
import { solve } from "sudoku-core";
import { isUniqueSolution } from "sudoku-core/dist/cjs/sudoku-solver.js";
import { CELL_COUNT } from "../../../core/board.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

type PackageBoard = (number | null)[];
// The package declares its result type but does not export it.
type SolvingResult = ReturnType<typeof solve>;

const encode = (puzzle: Uint8Array): PackageBoard =>
  Array.from(puzzle, (digit) => (digit === 0 ? null : digit));

function toBoard(board: PackageBoard): Uint8Array {
  const out = new Uint8Array(CELL_COUNT);
  for (let i = 0; i < CELL_COUNT; i++) out[i] = board[i] ?? 0;
  return out;
}

const solveMode: SolverMode<PackageBoard, SolvingResult> = {
  id: "solve",
  label: "solve(): logic + uniqueness check",
  comparesWith: 2,
  interruptible: false,
  encode,
  run: (board) => solve(board),
  decode: (result): Answer => {
    if (!result.solved || result.board === undefined) return { verdict: "gave-up" };
    const solution = toBoard(result.board);
    return result.analysis?.hasUniqueSolution === false
      ? { verdict: "multiple", solution }
      : { verdict: "unique", solution };
  },
};

const uniqueMode: SolverMode<PackageBoard, boolean> = {
  id: "unique",
  label: "isUniqueSolution(): count to 2, no solution",
  comparesWith: 2,
  interruptible: false,
  encode,
  run: (board) => isUniqueSolution(board),
  decode: (unique): Answer => ({ verdict: unique ? "unique" : "not-unique" }),
};

export const adapter: SolverAdapter = {
  modes: [solveMode, uniqueMode],
};
