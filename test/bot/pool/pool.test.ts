import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../../src/bot/logger.js";
import type { ReplyJob } from "../../../src/bot/pool/job.js";
import { laneOf, ReplyPool } from "../../../src/bot/pool/pool.js";
import { readSolveText } from "../../../src/core/answer/solve-report.js";
import { EASY } from "../puzzles.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** 17 givens on which a search without a budget takes seconds (see the issue on the solver's worst case). */
const STALLING = ".....8.................2........7............9....45.....1..............47....28.";

const solveJob = (text: string): ReplyJob => ({
  kind: "solve",
  input: readSolveText(text),
  options: { attachFiles: true, locale: "en-US" },
});

/** Reading a picture: ~200 ms of CPU, the longest common job. */
const readJob: ReplyJob = {
  kind: "read",
  bytes: readFileSync(path.resolve(import.meta.dirname, "../../fixtures/pictures/puzzle.png")),
  request: { mode: "solve", spoiler: false, reveal: false, private: false },
  options: { attachFiles: true, locale: "en-US" },
};

let pool: ReplyPool | undefined;
afterEach(async () => {
  await pool?.destroy();
  pool = undefined;
});

const logger = () => createLogger({ level: "silent" });

describe("ReplyPool", () => {
  it("builds the same reply on a worker thread as on the main thread, with the PNG as a Buffer", async () => {
    pool = new ReplyPool({ workers: 1, logger: logger() });
    const inline = new ReplyPool({ workers: 0, logger: logger() });
    const [onWorker, onMain] = await Promise.all([pool.run(solveJob(EASY)), inline.run(solveJob(EASY))]);
    if (!onWorker.ok || !onMain.ok) throw new Error("expected replies");
    expect(onWorker.reply.outcome).toBe("unique");
    expect(onWorker.reply.textOnly.replace(/solved in [^\n]*/, "")).toBe(
      onMain.reply.textOnly.replace(/solved in [^\n]*/, ""),
    );
    const [file] = onWorker.reply.files;
    expect(Buffer.isBuffer(file?.data)).toBe(true);
    expect(file?.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(file?.name).toBe(onMain.reply.files[0]?.name);
  });

  it("refuses at once (busy) when the estimated wait passes the limit", async () => {
    pool = new ReplyPool({ workers: 1, maxWaitMs: 0, logger: logger() });
    const first = pool.run(solveJob(EASY));
    expect(await pool.run(solveJob(EASY))).toEqual({ ok: false, reason: "busy" });
    expect((await first).ok).toBe(true);
  });

  it("stops a job past the time limit, replaces its worker, and keeps answering", async () => {
    pool = new ReplyPool({ workers: 1, jobTimeoutMs: 500, logger: logger() });
    await pool.warmUp();
    const started = performance.now();
    const stalled = await pool.run(solveJob(STALLING));
    // Unless the solver decides this board within its own budget, the pool stops it at the limit.
    if (!stalled.ok) {
      expect(stalled.reason).toBe("timeout");
      expect(performance.now() - started).toBeLessThan(5000);
    }
    const next = await pool.run(solveJob(EASY));
    expect(next.ok && next.reply.outcome).toBe("unique");
    expect(pool.pending).toBe(0);
  });

  it("keeps other jobs going while one worker is stuck on a slow board", async () => {
    pool = new ReplyPool({ workers: 2, jobTimeoutMs: 3000, logger: logger() });
    await pool.warmUp();
    const slow = pool.run(solveJob(STALLING));
    const started = performance.now();
    const quick = await Promise.all(Array.from({ length: 5 }, () => pool?.run(solveJob(EASY))));
    expect(quick.every((r) => r?.ok)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2500);
    await slow;
  });

  it("sends pictures and new puzzles to the slow lane, answers to text to the quick one", () => {
    expect(laneOf("read")).toBe("slow");
    expect(laneOf("new")).toBe("slow");
    for (const kind of ["solve", "check", "hint", "solution", "warm-up"] as const)
      expect(laneOf(kind)).toBe("quick");
  });

  it("answers a text board at once while the slow lane works through pictures", async () => {
    pool = new ReplyPool({ workers: 1, slowWorkers: 1, logger: logger() });
    await pool.warmUp();
    expect([pool.workers, pool.slowWorkers]).toEqual([1, 1]);
    const done: string[] = [];
    const reads = Array.from({ length: 3 }, (_, i) =>
      pool?.run(readJob).then((r) => {
        done.push(`read ${i}`);
        return r;
      }),
    );
    // The pictures queue in the slow lane only: a text answer has nothing to wait for.
    expect(pool.waitMs("slow")).toBeGreaterThan(0);
    expect(pool.waitMs("quick")).toBe(0);
    const solved = await pool.run(solveJob(EASY));
    done.push("solve");
    expect(solved.ok && solved.reply.outcome).toBe("unique");
    const read = await Promise.all(reads);
    expect(read.every((r) => r?.ok && r.reply.outcome === "unique")).toBe(true);
    // One slow worker reads the three pictures one after another (~200 ms each): the solve came first.
    expect(done.indexOf("solve")).toBeLessThan(done.indexOf("read 1"));
  });

  it("holds a picture back while the quick lane has a burst's backlog, then reads it", async () => {
    pool = new ReplyPool({ workers: 1, slowWorkers: 1, logger: logger() });
    await pool.warmUp();
    const done: string[] = [];
    const solves = Array.from({ length: 8 }, (_, i) =>
      pool?.run(solveJob(EASY)).then((r) => {
        done.push(`solve ${i}`);
        return r;
      }),
    );
    const read = pool.run(readJob).then((r) => {
      done.push("read");
      return r;
    });
    // Eight pending on one quick worker is a backlog: the picture is not handed to the slow lane yet.
    expect(pool.waitMs("slow")).toBe(0);
    expect((await read).ok).toBe(true);
    await Promise.all(solves);
    // It started only once the backlog was down to four a worker, so at least four solves came first.
    expect(done.indexOf("read")).toBeGreaterThanOrEqual(4);
  });

  it("runs the slow lane with half the quick lane's workers, at least one", async () => {
    pool = new ReplyPool({ workers: 1, logger: logger() });
    expect([pool.workers, pool.slowWorkers]).toEqual([1, 1]);
    const inline = new ReplyPool({ workers: 0, logger: logger() });
    expect([inline.workers, inline.slowWorkers, inline.waitMs("slow")]).toEqual([0, 0, 0]);
  });
});
