/**
 * The main thread's side of the peer worker (logic-peer.ts) that `bench:logic` and `bench:generate` run
 * the npm package `sudoku-core` in: one request, a time budget, and the results posted within it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PeerRequest, PeerResult } from "./logic-peer.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs `request` in a fresh peer worker and stops it when it is done or after `seconds`, in the middle of
 * a puzzle if need be (the package's calls are synchronous and some take minutes).
 * @param workerFile the built worker (default: logic-peer.js beside this module)
 * @returns the results posted before it stopped, in order; those of a worker that failed, up to the failure
 * @example await peerResults({ mode: "analyze", puzzles: lines }, 10) // one PeerResult per puzzle analysed in 10 s
 */
export function peerResults(
  request: PeerRequest,
  seconds: number,
  workerFile = path.join(here, "logic-peer.js"),
): Promise<PeerResult[]> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile);
    const results: PeerResult[] = [];
    const stop = () => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(results);
    };
    const timer = setTimeout(stop, seconds * 1000);
    worker.on("message", (message: PeerResult | "done") =>
      message === "done" ? stop() : results.push(message),
    );
    worker.on("error", stop);
    worker.postMessage(request);
  });
}
