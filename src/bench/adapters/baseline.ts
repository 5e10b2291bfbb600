/** The textbook backtracking baseline (src/bench/baseline.ts) in the bench's adapter shape. */
import type { Board } from "../../core/board.js";
import { type BaselineResult, solveBaseline } from "../baseline.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

function decode(result: BaselineResult): Answer {
  switch (result.status) {
    case "none":
      return { verdict: "none", guesses: result.guesses };
    case "solved":
      return { verdict: "found", solution: result.solution, guesses: result.guesses };
    case "unique":
      return { verdict: "unique", solution: result.solution, guesses: result.guesses };
    case "multiple":
      return {
        verdict: "multiple",
        solution: result.solution,
        second: result.second,
        guesses: result.guesses,
      };
    case "timeout":
      return { verdict: "timeout", guesses: result.guesses };
  }
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
