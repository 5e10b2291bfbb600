import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../../src/bot/logger.js";
import type { ReplyJob } from "../../../src/bot/pool/job.js";
import { Lane } from "../../../src/bot/pool/lane.js";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Reading a picture: ~200 ms of CPU. */
const readJob: ReplyJob = {
  kind: "read",
  bytes: readFileSync(path.join(ROOT, "test/fixtures/pictures/puzzle.png")),
  request: { mode: "solve", spoiler: false, reveal: false, private: false },
  options: { attachFiles: true, locale: "en-US" },
};

let lane: Lane | undefined;
afterEach(async () => {
  await lane?.destroy();
  lane = undefined;
});

const laneOf = (initialJobMs: number, niceIncrement = 0): Lane =>
  new Lane({
    filename: path.join(ROOT, "dist/src/bot/pool/worker.js"),
    workers: 1,
    maxWaitMs: 30_000,
    jobTimeoutMs: 5_000,
    initialJobMs,
    niceIncrement,
    name: "test",
    logger: createLogger({ level: "silent" }),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Lane", () => {
  it("estimates from the running job's time so far once it passes the average (a starved or slow worker)", async () => {
    lane = laneOf(1);
    await lane.run({ kind: "warm-up" });
    const jobs = Array.from({ length: 3 }, () => lane?.run(readJob));
    expect(lane.pending).toBe(3);
    // The average still says a few ms a job (it started at 1 ms); the first job, once it has worked 90 ms
    // (its ~200 ms of CPU leave that window while all 3 are pending), says otherwise. Polled rather than
    // slept: on a loaded host the worker may start the job well after run() was called.
    let wait = 0;
    let estimate = 0;
    const deadline = performance.now() + 5_000;
    while (lane.pending === 3 && wait < 3 * 90 && performance.now() < deadline) {
      await sleep(5);
      wait = lane.waitMs();
      estimate = lane.estimatedMs();
    }
    expect(wait).toBeGreaterThanOrEqual(3 * 90);
    expect(estimate).toBeGreaterThanOrEqual(4 * 90);
    const results = await Promise.all(jobs);
    expect(results.every((r) => r?.ok)).toBe(true);
    expect(lane.pending).toBe(0);
    // Idle again: the estimate is the learned average alone.
    expect(lane.waitMs()).toBe(0);
  });

  it("runs its workers at a lower CPU priority when asked, and still answers", async () => {
    lane = laneOf(200, 5);
    const result = await lane.run(readJob);
    expect(result.ok && result.reply.outcome).toBe("unique");
  });
});
