/** Our solver (src/core/solver.ts) in the bench's adapter shape: `solve(board, { limit })`. */
import type { Board } from "../../../core/board.js";
import { type SolveOptions, type SolveResult, solve } from "../../../core/solver.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

/** The verdict of a `SolveResult`-shaped answer (the baseline returns the same shapes, plus a timeout). */
export function decode(result: SolveResult): Answer {
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
    case "undecided":
      return { verdict: "gave-up", guesses: result.guesses };
  }
}

function mode(limit: 1 | 2): SolverMode<Board, SolveResult> {
  // One options object per mode, so the timed call allocates nothing of the harness's own.
  const options: SolveOptions = { limit };
  return {
    id: `limit${limit}`,
    label: limit === 2 ? "limit 2" : "limit 1",
    comparesWith: limit,
    interruptible: false,
    encode: (puzzle) => puzzle,
    run: (puzzle) => solve(puzzle, options),
    decode,
  };
}

export const adapter: SolverAdapter = {
  modes: [mode(2), mode(1)],
};
