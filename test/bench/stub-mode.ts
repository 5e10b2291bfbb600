/** A stand-in solver mode for the bench's tests: what it does when run and how its output reads, the rest fixed. */
import type { Answer, SolverMode } from "../../src/bench/solver/adapters/types.js";
import type { Board } from "../../src/core/board.js";

/** A mode named `id` that takes boards as they are, runs `run` and reads its output with `decode`. */
export function stubMode<O>(
  id: string,
  run: (puzzle: Board) => O,
  decode: (output: O) => Answer,
): SolverMode<Board, O> {
  return { id, label: id, comparesWith: 2, interruptible: false, encode: (p) => p, run, decode };
}
