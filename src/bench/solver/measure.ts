/**
 * Measuring one solver mode on one set, inside the worker process that owns that solver.
 *
 * Order of work for a mode:
 * 1. warm-up on the set's own puzzles (untimed) so the JIT has compiled the hot paths;
 * 2. the timed pass: puzzles in chunks — encode the chunk (untimed), time each `run` alone with
 *    `process.hrtime.bigint()`, then decode and judge the chunk with the independent validator (untimed) and
 *    report it, so a process killed mid-set still leaves its finished chunks behind;
 * 3. re-time the slowest puzzles (./retime.ts: up to three more runs each, the minimum kept) until the max is a
 *    re-timed figure, so that a GC pause or a preemption is not reported as the worst case; re-timed figures
 *    replace the first ones in median/p99/max (throughput keeps the first pass);
 * 4. heap after a forced gc before and after the pass, and an allocation probe (./probe.ts): the heap's growth
 *    over many solves with no gc in between, per puzzle and per guess.
 */
import { PerformanceObserver, performance } from "node:perf_hooks";
import type { Board } from "../../core/board.js";
import type { SetPromise } from "../shared/sets.js";
import { median, summarizeTimes, type TimeSummary } from "../shared/stats.js";
import type { SolverMode } from "./adapters/types.js";
import { checkAnswer, type OutcomeKind } from "./check.js";
import { flushObserver, type ProbeFigures, type ProbeSettings, runProbe } from "./probe.js";
import { type Retimed, type RetimeSettings, retimeSlowest } from "./retime.js";

export type { ProbeFigures } from "./probe.js";
export type { Retimed } from "./retime.js";

/** Knobs for one mode's measurement (with those of re-timing and of the probe). Times in milliseconds. */
export interface MeasureSettings extends RetimeSettings, ProbeSettings {
  /** Stop starting puzzles once this much solving time has been spent (and pass it as the deadline). */
  readonly capMs: number;
  /** Warm-up time on the set's own puzzles. */
  readonly warmMs: number;
  /** Puzzles encoded, timed and judged together. */
  readonly chunkSize: number;
  /** Sets with fewer puzzles than this time each puzzle {@link TINY_SET_RUNS} times and keep the median. */
  readonly tinySetBelow: number;
  /** Run the allocation probe (skipped for slow solvers). */
  readonly probe: boolean;
}

/** The tallies of judged answers. `finished` counts answers with a verdict (everything but timeouts). */
export interface Tallies {
  verified: number;
  wrong: number;
  countMismatch: number;
  gaveUp: number;
  timedOut: number;
}

/** What one chunk of the timed pass produced. Sent to the parent as it completes. */
export interface ChunkReport {
  /** Solve time of each puzzle that got a verdict, µs, in puzzle order. */
  readonly timesUs: number[];
  /** Time spent on puzzles whose deadline passed (no verdict), µs. */
  readonly timedOutUs: number;
  /** Sum and number of the guesses reported (0/0 when the solver does not report them). */
  readonly guessesSum: number;
  readonly guessesReported: number;
  readonly tallies: Tallies;
  /** Up to three wrong answers or count mismatches, as "line N: detail". */
  readonly examples: string[];
}

/** Heap figures: `process.memoryUsage().heapUsed` after a forced gc, before and after the timed pass. */
export interface HeapFigures {
  readonly beforeBytes: number;
  readonly afterBytes: number;
}

/** What a mode's measurement ends with, beyond the chunks. */
export interface ModeFinal {
  /** Puzzles the timed pass started (the rest were cut off by the cap). */
  readonly attempted: number;
  readonly stoppedByCap: boolean;
  /** Runs timed per puzzle (the median kept): 1, or {@link TINY_SET_RUNS} for a tiny set. */
  readonly runsPerPuzzle: number;
  /**
   * Median, p99 and max (µs) of the finished puzzles' times with each re-timed puzzle's time replaced by its
   * re-timed minimum, so that max is never below p99.
   */
  readonly summary: TimeSummary;
  /** True when the max is a re-timed figure (no first-pass time above it was left un-re-timed). */
  readonly maxRetimed: boolean;
  readonly retimed: Retimed[];
  readonly heap: HeapFigures | null;
  /** Garbage collections during the timed pass (null when unobservable). */
  readonly gcsDuringPass: number | null;
  /**
   * CPU time this process got over the wall time of the timed loops. Well below 1 means other processes took
   * the cores and the times include waiting. GC helper threads count too, so it can exceed 1 (and hide some
   * waiting): a low figure is a sure sign, a high one no proof. Reported as 1 when the loops took under 1 ms.
   */
  readonly cpuShare: number;
  readonly probe: ProbeFigures | null;
}

/** The set a mode is measured on. */
export interface MeasureSet {
  readonly puzzles: readonly Board[];
  readonly lines: readonly number[];
  readonly promise: SetPromise;
}

const CHUNK_WALL_MS = 200;

/** Runs per puzzle in a tiny set (one run of one puzzle is too noisy a figure). */
export const TINY_SET_RUNS = 11;

/**
 * Measure one mode on one set.
 *
 * @param mode - the solver mode (encode/run/decode).
 * @param set - puzzles, their lines, and the set's promise.
 * @param settings - caps and budgets.
 * @param onChunk - called with each judged chunk, in order; awaited (between chunks, outside the timing), so
 *   a worker's message reaches the parent before the next chunk starts.
 * @param gc - a forced garbage collection (`globalThis.gc` under `--expose-gc`); heap figures are null without it.
 * @returns re-timed max, heap and probe figures, and how far the pass got.
 * @example const final = await measureMode(adapter.modes[0], set, settings, (c) => chunks.push(c));
 */
export async function measureMode(
  mode: SolverMode,
  set: MeasureSet,
  settings: MeasureSettings,
  onChunk: (chunk: ChunkReport) => void | Promise<void>,
  gc: (() => void) | undefined = globalThis.gc,
): Promise<ModeFinal> {
  const { puzzles, lines, promise } = set;
  const n = puzzles.length;
  const gcTimes: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcTimes.push(entry.startTime);
  });
  observer.observe({ entryTypes: ["gc"] });

  try {
    warmUp(mode, puzzles, Math.min(settings.warmMs, settings.capMs / 10));

    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    await flushObserver();
    // Wall and CPU time and GCs are counted over the timed loops only, not over judging and reporting.
    const timedSpans: [number, number][] = [];
    let timedCpuUs = 0;

    // Per puzzle: time in µs, NaN until it has a verdict.
    const times = new Float64Array(n).fill(Number.NaN);
    const guesses = new Float64Array(n).fill(Number.NaN);
    const runsPerPuzzle = n < settings.tinySetBelow ? TINY_SET_RUNS : 1;
    const runTimes: number[] = [];
    let spentMs = 0;
    let next = 0;
    let stoppedByCap = false;
    while (next < n && !stoppedByCap) {
      const end = Math.min(n, next + settings.chunkSize);
      const inputs: unknown[] = [];
      for (let i = next; i < end; i++) inputs.push(mode.encode(puzzles[i] as Board));
      const outputs: unknown[] = [];
      const spentUs: number[] = [];
      const wallStart = performance.now();
      const cpuStart = process.cpuUsage();
      let i = next;
      for (; i < end; i++) {
        if (spentMs >= settings.capMs) {
          stoppedByCap = true;
          break;
        }
        // The deadline is only read by interruptible solvers; it is the rest of the cap.
        const deadline = performance.now() + (settings.capMs - spentMs);
        const input = inputs[i - next];
        const t0 = process.hrtime.bigint();
        const output = mode.run(input, deadline);
        const t1 = process.hrtime.bigint();
        let us = Number(t1 - t0) / 1000;
        spentMs += us / 1000;
        // Repeat only quick puzzles with a verdict: a slow one is a steady figure already.
        if (runsPerPuzzle > 1 && us < 10_000 && mode.decode(output).verdict !== "timeout") {
          runTimes.length = 0;
          runTimes.push(us);
          for (let r = 1; r < runsPerPuzzle; r++) {
            const r0 = process.hrtime.bigint();
            mode.run(input, performance.now() + (settings.capMs - spentMs));
            const r1 = process.hrtime.bigint();
            runTimes.push(Number(r1 - r0) / 1000);
            spentMs += (runTimes[r] as number) / 1000;
          }
          us = median(runTimes);
        }
        outputs.push(output);
        spentUs.push(us);
        // End the chunk early for slow solvers, so their progress reaches the parent.
        if (performance.now() - wallStart > CHUNK_WALL_MS) {
          i++;
          break;
        }
      }
      const cpu = process.cpuUsage(cpuStart);
      timedSpans.push([wallStart, performance.now()]);
      timedCpuUs += cpu.user + cpu.system;
      await onChunk(judgeChunk(mode, puzzles, lines, promise, next, outputs, spentUs, times, guesses));
      next = i;
    }
    const attempted = next;
    const timedWallMs = timedSpans.reduce((sum, [from, to]) => sum + (to - from), 0);
    // Below ~1 ms of timing, the share is noise from the clocks' resolution: report a full core.
    const cpuShare = timedWallMs < 1 ? 1 : timedCpuUs / 1000 / timedWallMs;
    await flushObserver();
    const gcsDuringPass = gcTimes.filter((t) => timedSpans.some(([from, to]) => t >= from && t <= to)).length;

    const { retimed, maxRetimed } = retimeSlowest(mode, puzzles, lines, times, settings);
    const summary = summarizeTimes(times.filter((t) => !Number.isNaN(t)));

    gc?.();
    const heap = gc ? { beforeBytes: heapBefore, afterBytes: process.memoryUsage().heapUsed } : null;

    const probe =
      settings.probe && gc ? await runProbe(mode, puzzles, times, guesses, settings, gc, gcTimes) : null;
    return {
      attempted,
      stoppedByCap,
      runsPerPuzzle,
      summary,
      maxRetimed,
      retimed,
      heap,
      gcsDuringPass,
      cpuShare,
      probe,
    };
  } finally {
    observer.disconnect();
  }
}

function warmUp(mode: SolverMode, puzzles: readonly Board[], warmMs: number): void {
  if (warmMs <= 0 || puzzles.length === 0) return;
  const stop = performance.now() + warmMs;
  for (let k = 0; performance.now() < stop; k++) {
    const puzzle = puzzles[k % puzzles.length] as Board;
    mode.decode(mode.run(mode.encode(puzzle), stop));
  }
}

function judgeChunk(
  mode: SolverMode,
  puzzles: readonly Board[],
  lines: readonly number[],
  promise: SetPromise,
  first: number,
  outputs: readonly unknown[],
  spentUs: readonly number[],
  times: Float64Array,
  guesses: Float64Array,
): ChunkReport {
  const tallies: Tallies = { verified: 0, wrong: 0, countMismatch: 0, gaveUp: 0, timedOut: 0 };
  const timesUs: number[] = [];
  const examples: string[] = [];
  let timedOutUs = 0;
  let guessesSum = 0;
  let guessesReported = 0;
  for (let k = 0; k < outputs.length; k++) {
    const index = first + k;
    const us = spentUs[k] as number;
    const answer = mode.decode(outputs[k]);
    const outcome = checkAnswer(puzzles[index] as Board, answer, promise);
    tally(tallies, outcome.kind);
    if (outcome.kind === "timeout") {
      timedOutUs += us;
      continue;
    }
    times[index] = us;
    timesUs.push(us);
    if (answer.guesses !== undefined) {
      guesses[index] = answer.guesses;
      guessesSum += answer.guesses;
      guessesReported++;
    }
    // Wrong answers and count mismatches are what a reader must see; "gave up" is expected of some solvers.
    if ((outcome.kind === "wrong" || outcome.kind === "count-mismatch") && examples.length < 3) {
      examples.push(`line ${lines[index]}: ${outcome.detail}`);
    }
  }
  return { timesUs, timedOutUs, guessesSum, guessesReported, tallies, examples };
}

function tally(tallies: Tallies, kind: OutcomeKind): void {
  if (kind === "verified") tallies.verified++;
  else if (kind === "wrong") tallies.wrong++;
  else if (kind === "count-mismatch") tallies.countMismatch++;
  else if (kind === "gave-up") tallies.gaveUp++;
  else tallies.timedOut++;
}
