/**
 * The reply pool: builds board replies (solving, wording, drawing the PNG) on worker threads, so the bot's
 * event loop only receives interactions and sends answers, and one slow board holds up one worker, never the
 * bot. Sized to the machine's cores by default.
 *
 * Glossary: a job is one reply to build (./job.ts); a lane is a set of workers with its own queue (./lane.ts);
 * the queue holds jobs no worker has started; the wait is how long a new job would queue, estimated from the
 * jobs ahead and the recent time per job.
 *
 * Two lanes: the quick lane (one worker per core) builds the answers to text (solve, check, hint, a new puzzle's
 * solution: milliseconds each), the slow lane (half as many workers, at least one) the jobs known to be long
 * (reading a picture: ~200 ms of CPU; generating a new puzzle: tens of ms, up to its 2.5 s budget). Those kinds
 * are answered "thinking…" first anyway, and in one queue they held both workers at once (the load test's two
 * pictures in a row) while the quick answers behind them waited: head-of-line blocking, most of the p99 at 50/s.
 *
 * Limits, each answered politely instead of growing without bound:
 * - admission: a job whose estimated wait passes {@link ReplyPoolOptions.maxWaitMs} (30 s: a deferred answer may
 *   come within 15 min, but nobody waits that long) is refused at once ("busy");
 * - time: a job working longer than {@link ReplyPoolOptions.jobTimeoutMs} has its worker terminated and
 *   replaced ("timeout"); the other workers carry on.
 *
 * Roads not taken: a hand-written pool on node:worker_threads (piscina already replaces a terminated worker
 * and keeps the queue; the "started" message on a broadcast channel is all it lacked); `maxQueue` by count (a count says nothing about
 * time when jobs range from 1 ms to seconds); with `workers: 0` the jobs run on the main thread (the old way,
 * kept for measuring against and for machines where threads are unwelcome); workers at a lower CPU priority
 * (piscina's `niceIncrement: 10`, so the main thread wins the CPU for deferring): measured with two CPU-bound
 * processes beside the bot, the workers then got almost no CPU at all and no deferred answer was edited in
 * within 10 s (0 of 300, against 300 of 300 at the same priority); one queue ordered by expected cost instead
 * of two lanes (a long job already started still holds its worker, so a burst of pictures fills every worker).
 */

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger, type Logger } from "../logger.js";
import type { BoardReply } from "../shared/board-reply.js";
import { buildJobReply, type ReplyJob } from "./job.js";
import { type JobResult, Lane } from "./lane.js";

export type { JobResult } from "./lane.js";

/** Why a job has no reply: refused at once (the queue is too long), or stopped (it worked too long). */
export type PoolRefusal = "busy" | "timeout";

/** The pool's lanes: "quick" for answers to text, "slow" for the kinds known to take long. */
export type LaneName = "quick" | "slow";

/** Which lane builds a job of this kind. */
export function laneOf(kind: ReplyJob["kind"]): LaneName {
  return kind === "read" || kind === "new" ? "slow" : "quick";
}

/** Settings of a pool. */
export interface ReplyPoolOptions {
  /** Worker threads of the quick lane; 0 = build every reply on the main thread (and no slow lane). */
  workers: number;
  /** Worker threads of the slow lane (default: half the quick lane's, at least 1). */
  slowWorkers?: number;
  /** Refuse a job whose estimated wait in the queue is longer than this (default 30 s). */
  maxWaitMs?: number;
  /** Stop a job that has worked this long (default 5 s), replacing its worker. */
  jobTimeoutMs?: number;
  logger: Logger;
}

/** The first estimate of a job's time in each lane, before any job finished (a typical job on a busy core). */
const INITIAL_JOB_MS: Readonly<Record<LaneName, number>> = { quick: 15, slow: 200 };

/**
 * Each lane's CPU priority below the main thread's (nice increments). The slow lane's worker is one thread more
 * than there are cores: at the same priority it took a share of the CPU from the main thread (which must
 * acknowledge every interaction of a burst within 3 s) and from the quick lane; its answers are "thinking…"
 * first anyway. Only a little lower, though: at 10 (weight 110 against 1,024) workers beside two CPU-bound
 * processes got almost no CPU (see the roads not taken); at 5 (weight 335) it still gets about a third of a
 * normal thread's share, so pictures keep coming, later.
 */
const NICE_INCREMENT: Readonly<Record<LaneName, number>> = { quick: 0, slow: 5 };

/** The quick lane's backlog is long (a burst) above this many pending jobs per worker: slow jobs wait. */
const BACKLOG_PER_WORKER = 4;
/** The longest a slow job waits for the quick lane's backlog to clear before starting anyway. */
const SLOW_HOLD_MS = 10_000;
/** How often a held slow job looks at the quick lane's backlog again. */
const SLOW_HOLD_POLL_MS = 25;

/**
 * The worker's compiled file. Under the test runner this module is TypeScript source, so the worker comes from
 * the build (`npm test` builds first).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return path.join(path.dirname(here), "worker.js");
  const root = path.resolve(path.dirname(here), "../../..");
  return path.join(root, "dist/src/bot/pool/worker.js");
}

/** Builds replies on worker threads, in two lanes (or inline with `workers: 0`). */
export class ReplyPool {
  private readonly lanes: Readonly<Record<LaneName, Lane>> | undefined;

  constructor(options: ReplyPoolOptions) {
    if (options.workers > 0) {
      const filename = workerFile();
      if (!existsSync(filename))
        throw new Error(`the reply worker ${filename} is missing: run npm run build`);
      const lane = (name: LaneName, workers: number) =>
        new Lane({
          filename,
          workers,
          name,
          maxWaitMs: options.maxWaitMs ?? 30_000,
          jobTimeoutMs: options.jobTimeoutMs ?? 5_000,
          initialJobMs: INITIAL_JOB_MS[name],
          niceIncrement: NICE_INCREMENT[name],
          logger: options.logger,
        });
      const slowWorkers = options.slowWorkers ?? Math.max(1, Math.floor(options.workers / 2));
      this.lanes = { quick: lane("quick", options.workers), slow: lane("slow", slowWorkers) };
    }
  }

  /** Worker threads of the quick lane (0 when replies are built on the main thread). */
  get workers(): number {
    return this.lanes?.quick.workers ?? 0;
  }

  /** Worker threads of the slow lane (0 when replies are built on the main thread). */
  get slowWorkers(): number {
    return this.lanes?.slow.workers ?? 0;
  }

  /** Jobs queued or working, in both lanes. */
  get pending(): number {
    return this.lanes === undefined ? 0 : this.lanes.quick.pending + this.lanes.slow.pending;
  }

  /**
   * How long a job handed to a lane now would take to come back, estimated (0 on the main thread: it runs at
   * once).
   */
  estimatedMs(lane: LaneName = "quick"): number {
    return this.lanes?.[lane].estimatedMs() ?? 0;
  }

  /** How long a job handed to a lane now would queue before a worker starts it, estimated (0 on the main thread). */
  waitMs(lane: LaneName = "quick"): number {
    return this.lanes?.[lane].waitMs() ?? 0;
  }

  /**
   * Loads every worker of both lanes (fonts, code) before the first interaction; resolves when they have drawn
   * once. The workers that read pictures (the slow lane's, or the main thread without workers) also read a
   * practice photo (practice.ts), about a second of CPU each, unless `reader` is false.
   */
  async warmUp({ reader = true }: { reader?: boolean } = {}): Promise<void> {
    if (this.lanes === undefined) {
      await this.run({ kind: "warm-up", reader });
      return;
    }
    const warm = (lane: Lane, reader: boolean) =>
      Array.from({ length: lane.workers }, () => lane.run({ kind: "warm-up", reader }));
    await Promise.all([...warm(this.lanes.quick, false), ...warm(this.lanes.slow, reader)]);
  }

  /**
   * Builds a job's reply, in the job kind's lane ({@link laneOf}).
   *
   * @param job - the job
   * @returns the reply, or `busy` (refused: the wait would be too long) or `timeout` (stopped after the time limit)
   */
  async run(job: ReplyJob): Promise<JobResult> {
    if (this.lanes === undefined) return { ok: true, reply: await buildJobReply(job) };
    const lane = laneOf(job.kind);
    if (lane === "slow" && this.quickBacklogged()) await this.quickBacklogCleared();
    return this.lanes[lane].run(job);
  }

  /**
   * Resolves once the quick lane's backlog is short (or after {@link SLOW_HOLD_MS}): a burst's answers to text
   * go first, and the slow lane's jobs (already answered "thinking…") start after them. Without the hold, a
   * burst of 300 beside two CPU-bound processes lost more first responses with the two lanes than with one
   * queue (the pictures' work and edits took CPU from the main thread while it still had interactions to
   * acknowledge): see README, "Running at scale".
   */
  private async quickBacklogCleared(): Promise<void> {
    const until = performance.now() + SLOW_HOLD_MS;
    while (this.quickBacklogged() && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, SLOW_HOLD_POLL_MS));
    }
  }

  /** True while the quick lane has a burst's backlog (more than {@link BACKLOG_PER_WORKER} jobs a worker). */
  private quickBacklogged(): boolean {
    const quick = this.lanes?.quick;
    return quick !== undefined && quick.pending > quick.workers * BACKLOG_PER_WORKER;
  }

  /** Stops the workers (after the bot drained its interactions). Safe to call twice. */
  async destroy(): Promise<void> {
    if (this.lanes !== undefined) await Promise.all([this.lanes.quick.destroy(), this.lanes.slow.destroy()]);
    if (current === this) current = undefined;
  }
}

let current: ReplyPool | undefined;

/** Makes `pool` the one every answer uses (the bot sets it at start-up). */
export function useReplyPool(pool: ReplyPool | undefined): void {
  current = pool;
}

/** The pool answers use: the one the bot set, or one that builds replies on the main thread. */
export function replyPool(): ReplyPool {
  current ??= new ReplyPool({ workers: 0, logger: createLogger({ level: "silent" }) });
  return current;
}

/**
 * The reply for a job that got none: a private "busy, try again" (sent at once, before any deferral), or "took
 * too long" (sent after a deferral, so as private as the answer was meant to be). A `BoardReply` like any other,
 * so it is sent the same way.
 *
 * @param reason - why the job has no reply
 * @param text - the catalogue's sentence for it
 */
export function refusalReply(reason: "busy" | "timeout", text: string): BoardReply<"busy" | "timeout"> {
  return { outcome: reason, content: text, files: [], ephemeral: reason === "busy", textOnly: text };
}

/**
 * How long a reply handed to the current pool now would take, estimated (see {@link ReplyPool.estimatedMs}).
 *
 * @param lane - the lane the job goes to (default: quick, the answers to text)
 */
export function estimatedReplyMs(lane: LaneName = "quick"): number {
  return replyPool().estimatedMs(lane);
}

/**
 * How long a job handed to a lane of the current pool now would queue before it starts, estimated (see
 * {@link ReplyPool.waitMs}).
 */
export function estimatedWaitMs(lane: LaneName): number {
  return replyPool().waitMs(lane);
}

/**
 * Builds a job's reply on the current pool; a job refused or stopped becomes its polite refusal.
 *
 * @param job - the reply to build
 * @param words - the catalogue's `busy` and `tooSlow` sentences
 * @returns the reply (outcome `busy` or `timeout` for a refusal)
 */
export async function buildOnPool(
  job: ReplyJob,
  words: { busy: string; tooSlow: string },
): Promise<BoardReply> {
  const result = await replyPool().run(job);
  if (result.ok) return result.reply;
  return refusalReply(result.reason, result.reason === "busy" ? words.busy : words.tooSlow);
}
