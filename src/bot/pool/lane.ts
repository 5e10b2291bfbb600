/**
 * One lane of the reply pool: a set of worker threads (piscina) with its own queue, its own estimate of the
 * wait, and the per-job time limit. The pool (./pool.ts) keeps two, so that jobs known to be long never hold
 * up the quick ones (see there).
 *
 * Glossary: as in ./pool.ts; a lane's wait is how long a new job would queue in this lane, estimated from the
 * jobs ahead in it and its recent time per job.
 */

import { Piscina } from "piscina";
import type { Logger } from "../logger.js";
import type { BoardReply } from "../shared/board-reply.js";
import type { ReplyJob } from "./job.js";
import type { WorkerTask } from "./worker.js";

/** How a job ended: its reply, or why there is none (refused at once: "busy"; stopped: "timeout"). */
export type JobResult = { ok: true; reply: BoardReply } | { ok: false; reason: "busy" | "timeout" };

/** Settings of a lane. */
export interface LaneOptions {
  /** The compiled worker file. */
  filename: string;
  /** Worker threads (at least 1). */
  workers: number;
  /** Refuse a job whose estimated wait in the queue is longer than this. */
  maxWaitMs: number;
  /** Stop a job that has worked this long, replacing its worker. */
  jobTimeoutMs: number;
  /** The first estimate of a job's time, before any job finished. */
  initialJobMs: number;
  /** How much lower the workers' CPU priority is than the bot's main thread (a nice increment; 0 = the same). */
  niceIncrement: number;
  /** For the log lines. */
  name: string;
  logger: Logger;
}

/** Weight of the newest job time in the running average. */
const SMOOTHING = 0.1;

let laneCount = 0;

/** Worker threads that build replies, with a queue that refuses what it could not answer in time. */
export class Lane {
  private readonly piscina: Piscina<WorkerTask, BoardReply>;
  private readonly options: LaneOptions;
  /** Running average of a job's working time, ms. */
  private jobMs: number;
  /** When each job working now started (performance.now()), by job number. */
  private readonly startedAt = new Map<number, number>();
  private queued = 0;
  private destroying: Promise<void> | undefined;
  /** Where workers announce the jobs they start; one per lane. */
  private readonly channel: InstanceType<typeof BroadcastChannel>;
  private readonly channelName = `reply-pool-${process.pid}-${++laneCount}`;
  private readonly onStart = new Map<number, () => void>();
  private nextId = 0;

  constructor(options: LaneOptions) {
    this.options = options;
    this.jobMs = options.initialJobMs;
    this.piscina = new Piscina<WorkerTask, BoardReply>({
      filename: options.filename,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: Number.POSITIVE_INFINITY,
      niceIncrement: options.niceIncrement,
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

  /** Worker threads. */
  get workers(): number {
    return this.piscina.maxThreads;
  }

  /** Jobs queued or working. */
  get pending(): number {
    return this.queued + this.startedAt.size;
  }

  /** How long a job handed in now would queue before a worker starts it, estimated. */
  waitMs(): number {
    return (this.pending * this.jobTimeMs()) / this.workers;
  }

  /** How long a job handed in now would take to come back, estimated (its wait and a typical job's time). */
  estimatedMs(): number {
    return this.waitMs() + this.jobTimeMs();
  }

  /**
   * The time a job is expected to take: the running average, or, when every worker is busy and even the job
   * started last has been working longer than that, its time so far. The average only learns from finished
   * jobs, so at the start of a burst on a starved host (CPU-bound neighbours) it still says "15 ms" while jobs
   * take ten times that; the youngest job's age says so at once, and the answers deep in the queue are
   * deferred as they arrive instead of all at 2 s. (The youngest, not the oldest: one board stuck for seconds
   * on one worker must not make every answer look late.)
   */
  private jobTimeMs(): number {
    if (this.startedAt.size < this.workers) return this.jobMs;
    const youngest = Math.max(...this.startedAt.values());
    return Math.max(this.jobMs, performance.now() - youngest);
  }

  /**
   * Builds a job's reply on one of this lane's workers.
   *
   * @param job - the job
   * @returns the reply, or `busy` (refused: the wait would be too long) or `timeout` (stopped after the time limit)
   */
  async run(job: ReplyJob): Promise<JobResult> {
    const wait = this.waitMs();
    if (job.kind !== "warm-up" && wait > this.options.maxWaitMs) {
      this.options.logger.warn(
        { lane: this.options.name, pending: this.pending, estimatedWaitMs: Math.round(wait) },
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
      this.startedAt.set(id, startedAt);
      timer = setTimeout(() => abort.abort(), this.options.jobTimeoutMs);
    });
    try {
      const reply = await this.piscina.run({ job, id, channel: this.channelName }, { signal: abort.signal });
      // The start message and the result travel on different channels; learn only when the start was seen.
      if (startedAt > 0) this.learn(performance.now() - startedAt);
      return { ok: true, reply: withBuffers(reply) };
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      this.options.logger.warn(
        { lane: this.options.name, job: job.kind, ms: this.options.jobTimeoutMs },
        "reply job took too long: worker replaced",
      );
      return { ok: false, reason: "timeout" };
    } finally {
      clearTimeout(timer);
      this.onStart.delete(id);
      if (startedAt > 0) this.startedAt.delete(id);
      else this.queued--;
    }
  }

  /** Adds a job's working time (ms) to the running average. */
  private learn(ms: number): void {
    this.jobMs += SMOOTHING * (ms - this.jobMs);
  }

  /** Stops the workers. Safe to call twice. */
  async destroy(): Promise<void> {
    this.channel.close();
    this.destroying ??= this.piscina.destroy();
    await this.destroying;
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
