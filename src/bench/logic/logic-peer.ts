/**
 * Worker for `npm run bench:logic` and `bench:generate`: runs the peer package `sudoku-core` (analyze or
 * hint on puzzles sent by the main thread, or its own generator) and posts one result per puzzle, so the
 * main thread can stop it at its time budget (the package's uniqueness check is textbook backtracking,
 * which can take seconds on one hard puzzle, and one call of its generator minutes on the hard levels).
 */
import { parentPort } from "node:worker_threads";
import { analyze, generate, hint } from "sudoku-core";
import { solve } from "../../core/solve/index.js";

/** One puzzle's result as posted to the main thread. */
export interface PeerResult {
  ms: number;
  /** sudoku-core's difficulty ("easy" … "master"), or its hint's strategy name. */
  label: string;
  /** Whether it solved the puzzle with its strategies (analyze) or gave a step (hint). */
  ok: boolean;
}

/** What the main thread asks: analyze or hint on `puzzles`, or `count` puzzles of each difficulty made. */
export type PeerRequest =
  | { mode: "analyze" | "hint"; puzzles: string[] }
  | { mode: "generate"; difficulties: readonly PeerDifficulty[]; count: number };

/** sudoku-core's difficulties, easiest first. */
export type PeerDifficulty = "easy" | "medium" | "hard" | "expert" | "master";

/** Its generator's puzzles: one result each, labelled with the difficulty; `ok` when exactly one solution. */
function generatePuzzles(difficulties: readonly PeerDifficulty[], count: number): void {
  for (const difficulty of difficulties) {
    for (let k = 0; k < count; k++) {
      const started = performance.now();
      const board = generate(difficulty);
      const ms = performance.now() - started;
      const unique =
        solve(
          Uint8Array.from(board, (v) => v ?? 0),
          { limit: 2 },
        ).status === "unique";
      parentPort?.postMessage({ ms, label: difficulty, ok: unique } satisfies PeerResult);
    }
  }
  parentPort?.postMessage("done");
}

parentPort?.on("message", (message: PeerRequest) => {
  if (message.mode === "generate") {
    generatePuzzles(message.difficulties, message.count);
    return;
  }
  for (const line of message.puzzles) {
    const board = Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : null));
    const started = performance.now();
    let result: PeerResult;
    try {
      if (message.mode === "analyze") {
        const data = analyze(board);
        result = { ms: 0, label: String(data.difficulty ?? "none"), ok: data.hasSolution === true };
      } else {
        const data = hint(board);
        const strategy = data.steps?.[0]?.strategy;
        result = { ms: 0, label: strategy ?? "none", ok: data.solved === true && strategy !== undefined };
      }
    } catch (error) {
      result = { ms: 0, label: `error: ${String(error).slice(0, 40)}`, ok: false };
    }
    result.ms = performance.now() - started;
    parentPort?.postMessage(result);
  }
  parentPort?.postMessage("done");
});
