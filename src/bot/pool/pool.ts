/**
 * The reply pool: builds board replies (solving, wording, drawing the PNG) on worker threads, so the bot's
 * event loop only receives interactions and sends answers, and one slow board holds up one worker, never the
 * bot. Sized to the machine's cores by default.
 *
 * Glossary: a job is one reply to build (./job.ts); the queue holds jobs no worker has started; the wait is
 * how long a new job would queue, estimated from the jobs ahead and the recent time per job.
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
 * within 10 s (0 of 300, against 300 of 300 at the same priority).
 */

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { createLogger, type Logger } from "../logger.js";
import type { BoardReply } from "../shared/board-reply.js";
import { buildJobReply, type ReplyJob } from "./job.js";
import type { WorkerTask } from "./worker.js";

/** Why a job has no reply: refused at once (the queue is too long), or stopped (it worked too long). */
export type PoolRefusal = "busy" | "timeout";

/** How a job ended: its reply, or why there is none. */
export type JobResult = { ok: true; reply: BoardReply } | { ok: false; reason: "busy" | "timeout" };

/** Settings of a pool. */
export interface ReplyPoolOptions {
  /** Worker threads; 0 = build replies on the main thread. */
  workers: number;
  /** Refuse a job whose estimated wait in the queue is longer than this (default 30 s). */
  maxWaitMs?: number;
  /** Stop a job that has worked this long (default 5 s), replacing its worker. */
  jobTimeoutMs?: number;
  logger: Logger;
}

/** The first estimate of a job's time, before any job finished (a typical solve + PNG on a busy core). */
const INITIAL_JOB_MS = 15;

/** Weight of the newest job time in the running average. */
const SMOOTHING = 0.1;

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

/** Builds replies on worker threads (or inline with `workers: 0`). */
export class ReplyPool {
  private readonly piscina: Piscina<WorkerTask, BoardReply> | undefined;
  private readonly maxWaitMs: number;
  private readonly jobTimeoutMs: number;
  private readonly logger: Logger;
  /** Running average of a job's working time, ms. */
  private jobMs = INITIAL_JOB_MS;
  private running = 0;
  private queued = 0;
  private destroying: Promise<void> | undefined;
  /** Where workers announce the jobs they start; one per pool. */
  private readonly channel: InstanceType<typeof BroadcastChannel> | undefined;
  private readonly channelName = `reply-pool-${process.pid}-${++poolCount}`;
  private readonly onStart = new Map<number, () => void>();
  private nextId = 0;

  constructor(options: ReplyPoolOptions) {
    this.logger = options.logger;
    this.maxWaitMs = options.maxWaitMs ?? 30_000;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 5_000;
    if (options.workers > 0) {
      const filename = workerFile();
      if (!existsSync(filename))
        throw new Error(`the reply worker ${filename} is missing: run npm run build`);
      this.piscina = new Piscina<WorkerTask, BoardReply>({
        filename,
        minThreads: options.workers,
        maxThreads: options.workers,
        idleTimeout: Number.POSITIVE_INFINITY,
        // Admission is by estimated time (see run), not by count.
        maxQueue: Number.POSITIVE_INFINITY,
        // Back to the event loop between jobs. With piscina's default ("sync") an idle worker blocks in
        // Atomics.wait and takes the next job without ever running its event loop, and Node frees the native
        // memory behind a canvas's pixel copies (getImageData: 1.3 MB a picture) from a finalizer that runs there:
        // measured, RSS then grew by 2.4 MB an answer (392 MB to 2.8 GB in 20 s at 50/s) and never came back.
        atomics: "disabled",
      });
      this.channel = new BroadcastChannel(this.channelName);
      this.channel.unref();
      this.channel.onmessage = (event: unknown) => this.onStart.get((event as { data: number }).data)?.();
    }
  }

  /** Worker threads (0 when replies are built on the main thread). */
  get workers(): number {
    return this.piscina?.maxThreads ?? 0;
  }

  /** Jobs queued or working. */
  get pending(): number {
    return this.queued + this.running;
  }

  /** How long a job handed in now would take to come back, estimated (0 on the main thread: it runs at once). */
  estimatedMs(): number {
    const workers = this.workers;
    if (workers === 0) return 0;
    return ((this.queued + this.running) * this.jobMs) / workers + this.jobMs;
  }

  /** Loads every worker (fonts, code) before the first interaction; resolves when they have drawn once. */
  async warmUp(): Promise<void> {
    const jobs = Array.from({ length: Math.max(1, this.workers) }, () => this.run({ kind: "warm-up" }));
    await Promise.all(jobs);
  }

  /**
   * Builds a job's reply.
   *
   * @param job - the job
   * @returns the reply, or `busy` (refused: the wait would be too long) or `timeout` (stopped after the time limit)
   */
  async run(job: ReplyJob): Promise<JobResult> {
    const piscina = this.piscina;
    if (piscina === undefined) return { ok: true, reply: await this.timed(() => buildJobReply(job)) };
    const wait = this.estimatedMs() - this.jobMs;
    if (job.kind !== "warm-up" && wait > this.maxWaitMs) {
      this.logger.warn(
        { pending: this.pending, estimatedWaitMs: Math.round(wait) },
        "reply pool full: answering busy",
      );
      return { ok: false, reason: "busy" };
    }
    const id = this.nextId++;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let startedAt = 0;
    this.queued++;
    this.onStart.set(id, () => {
      this.onStart.delete(id);
      startedAt = performance.now();
      this.queued--;
      this.running++;
      timer = setTimeout(() => abort.abort(), this.jobTimeoutMs);
    });
    try {
      const reply = await piscina.run({ job, id, channel: this.channelName }, { signal: abort.signal });
      // The start message and the result travel on different channels; learn only when the start was seen.
      if (startedAt > 0) this.learn(performance.now() - startedAt);
      return { ok: true, reply: withBuffers(reply) };
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      this.logger.warn({ job: job.kind, ms: this.jobTimeoutMs }, "reply job took too long: worker replaced");
      return { ok: false, reason: "timeout" };
    } finally {
      clearTimeout(timer);
      this.onStart.delete(id);
      if (startedAt > 0) this.running--;
      else this.queued--;
    }
  }

  /** Stops the workers (after the bot drained its interactions). Safe to call twice. */
  async destroy(): Promise<void> {
    this.channel?.close();
    this.destroying ??= this.piscina?.destroy() ?? Promise.resolve();
    await this.destroying;
    if (current === this) current = undefined;
  }

  private async timed(build: () => BoardReply | Promise<BoardReply>): Promise<BoardReply> {
    const started = performance.now();
    const reply = await build();
    this.learn(performance.now() - started);
    return reply;
  }

  private learn(ms: number): void {
    this.jobMs += SMOOTHING * (ms - this.jobMs);
  }
}

/** Worker results arrive as plain Uint8Arrays; discord.js attaches Buffers. */
function withBuffers(reply: BoardReply): BoardReply {
  return {
    ...reply,
    files: reply.files.map((f) => ({
      ...f,
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    })),
  };
}

let current: ReplyPool | undefined;
let poolCount = 0;

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

/** How long a reply handed to the current pool now would take, estimated (see {@link ReplyPool.estimatedMs}). */
export function estimatedReplyMs(): number {
  return replyPool().estimatedMs();
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
