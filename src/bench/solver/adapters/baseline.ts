/** The textbook backtracking baseline (src/bench/solver/baseline.ts) in the bench's adapter shape. */
import type { Board } from "../../../core/board.js";
import { type BaselineResult, solveBaseline } from "../baseline.js";
import { decode as decodeSolved } from "./ours.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

function decode(result: BaselineResult): Answer {
  return result.status === "timeout" ? { verdict: "timeout", guesses: result.guesses } : decodeSolved(result);
}

function mode(limit: 1 | 2): SolverMode<Board, BaselineResult> {
  return {
    id: `limit${limit}`,
    label: limit === 2 ? "limit 2" : "limit 1",
    comparesWith: limit,
    interruptible: true,
    encode: (puzzle) => puzzle,
    run: (puzzle, deadline) => solveBaseline(puzzle, { limit, deadline }),
    decode,
  };
}

/** Row-major, digits 1..9, row/column/box flags; guesses = digits placed (it deduces nothing). */
export const adapter: SolverAdapter = {
  modes: [mode(2), mode(1)],
};
