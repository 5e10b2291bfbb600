/**
 * Worker for `npm run bench:logic`: runs the peer package `sudoku-core` (analyze or hint) on puzzles sent by
 * the main thread and posts one result per puzzle, so the main thread can stop it at its time budget (the
 * package's uniqueness check is textbook backtracking, which can take seconds on one hard puzzle).
 */
import { parentPort } from "node:worker_threads";
import { analyze, hint } from "sudoku-core";

/** One puzzle's result as posted to the main thread. */
export interface PeerResult {
  ms: number;
  /** sudoku-core's difficulty ("easy" … "master"), or its hint's strategy name. */
  label: string;
  /** Whether it solved the puzzle with its strategies (analyze) or gave a step (hint). */
  ok: boolean;
}

parentPort?.on("message", (message: { mode: "analyze" | "hint"; puzzles: string[] }) => {
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
