import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peerResults } from "../../../src/bench/logic/peer.js";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
// A worker thread runs built JavaScript: the worker as `npm run build` (npm test's first step) makes it.
const workerFile = path.join(repoRoot, "dist/src/bench/logic/logic-peer.js");
const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

describe.skipIf(!existsSync(workerFile))("peerResults (sudoku-core in a worker)", () => {
  it("gives one result per puzzle analysed, in order, when the worker finishes within its budget", async () => {
    const results = await peerResults({ mode: "analyze", puzzles: [EASY, EASY] }, 30, workerFile);
    expect(results.map((r) => [r.label, r.ok])).toEqual([
      ["easy", true],
      ["easy", true],
    ]);
  });

  it("labels each generated puzzle with its difficulty and whether it has exactly one solution", async () => {
    const results = await peerResults({ mode: "generate", difficulties: ["easy"], count: 1 }, 30, workerFile);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ label: "easy", ok: true });
    expect(results[0]?.ms).toBeGreaterThan(0);
  });

  it("stops a worker stuck in one long synchronous call at the budget, keeping what came before", async () => {
    // sudoku-core's master level takes minutes a puzzle here: the budget must end it mid-call.
    const started = performance.now();
    const results = await peerResults(
      { mode: "generate", difficulties: ["easy", "master"], count: 1 },
      3,
      workerFile,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(10);
    expect(results.map((r) => r.label)).toEqual(results.length === 2 ? ["easy", "master"] : ["easy"]);
  }, 20_000);
});
