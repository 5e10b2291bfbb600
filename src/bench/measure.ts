/**
 * Measuring one solver mode on one set, inside the worker process that owns that solver.
 *
 * Order of work for a mode:
 * 1. warm-up on the set's own puzzles (untimed) so the JIT has compiled the hot paths;
 * 2. the timed pass: puzzles in chunks — encode the chunk (untimed), time each `run` alone with
 *    `process.hrtime.bigint()`, then decode and judge the chunk with the independent validator (untimed) and
 *    report it, so a process killed mid-set still leaves its finished chunks behind;
 * 3. re-time the slowest puzzles (up to three more runs each, the minimum kept) until the max is a re-timed
 *    figure, so that a GC pause or a preemption is not reported as the worst case; re-timed figures replace the
 *    first ones in median/p99/max (throughput keeps the first pass);
 * 4. heap after a forced gc before and after the pass, and an allocation probe: the heap's growth over many
 *    solves with no gc in between, per puzzle and per guess.
 */
import { PerformanceObserver, performance } from "node:perf_hooks";
import type { Board } from "../core/board.js";
import type { SolverMode } from "./adapters/types.js";
import { checkAnswer, type OutcomeKind } from "./check.js";
import type { SetPromise } from "./sets.js";
import { indicesOfLargest, median, summarizeTimes, type TimeSummary } from "./stats.js";

/** Knobs for one mode's measurement. Times in milliseconds. */
export interface MeasureSettings {
  /** Stop starting puzzles once this much solving time has been spent (and pass it as the deadline). */
  readonly capMs: number;
  /** Warm-up time on the set's own puzzles. */
  readonly warmMs: number;
  /** At most this many of the slowest puzzles are re-timed (fewer when the max settles sooner). */
  readonly retimeCount: number;
  /** Total time for re-runs; a puzzle is re-run only while its best time so far fits in what is left. */
  readonly retimeBudgetMs: number;
  /** Puzzles encoded, timed and judged together. */
  readonly chunkSize: number;
  /** Sets with fewer puzzles than this time each puzzle {@link TINY_SET_RUNS} times and keep the median. */
  readonly tinySetBelow: number;
  /** Run the allocation probe (skipped for slow solvers). */
  readonly probe: boolean;
  /** Upper bounds on the probe: solves, and estimated time. */
  readonly probeRuns: number;
  readonly probeMs: number;
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

/** One re-timed puzzle. */
export interface Retimed {
  readonly line: number;
  readonly firstUs: number;
  /** Re-runs made: 3, or fewer when the re-time budget ran out. */
  readonly runs: number;
  /** The smallest of the first time and the re-runs, µs. */
  readonly minUs: number;
}

/** Heap figures: `process.memoryUsage().heapUsed` after a forced gc, before and after the timed pass. */
export interface HeapFigures {
  readonly beforeBytes: number;
  readonly afterBytes: number;
}

/** The allocation probe: heap growth over `runs` solves with no forced gc in between. */
export interface ProbeFigures {
  readonly runs: number;
  readonly distinctPuzzles: number;
  readonly grownBytes: number;
  /** Garbage collections that ran during the probe (then `grownBytes` undercounts what was allocated). */
  readonly gcs: number;
  readonly bytesPerPuzzle: number;
  /** Null when the solver reports no guesses or made none. */
  readonly bytesPerGuess: number | null;
  readonly guessesPerPuzzle: number | null;
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

// Re-runs the slowest puzzles, slowest first, writing each one's best time into `times`, until the next
// first-pass time is no longer above the max so far (the max is then a re-timed figure), the budget runs out
// or `retimeCount` puzzles were re-timed. Under load many puzzles catch a pause, so this may be hundreds.
function retimeSlowest(
  mode: SolverMode,
  puzzles: readonly Board[],
  lines: readonly number[],
  times: Float64Array,
  settings: MeasureSettings,
): { retimed: Retimed[]; maxRetimed: boolean } {
  // NaN (no verdict) must never be picked: rank it below every real time.
  const ranked = Float64Array.from(times, (t) => (Number.isNaN(t) ? -1 : t));
  const order = indicesOfLargest(ranked, settings.retimeCount + 1).filter((i) => (ranked[i] as number) >= 0);
  const retimed: Retimed[] = [];
  let budgetUs = settings.retimeBudgetMs * 1000;
  let maxSoFar = Number.NEGATIVE_INFINITY;
  let k = 0;
  for (; k < order.length && k < settings.retimeCount; k++) {
    const index = order[k] as number;
    const firstUs = ranked[index] as number;
    if (firstUs <= maxSoFar) break;
    const input = mode.encode(puzzles[index] as Board);
    let minUs = firstUs;
    let runs = 0;
    // Each re-run must fit in what is left, judged by the best time so far: a first time inflated by a pause
    // is re-run once, and the real (shorter) time then lets the other two through.
    while (runs < 3 && minUs <= budgetUs) {
      // Twice the best time (plus slack) as the deadline: a re-run far slower than that is not wanted.
      const deadline = performance.now() + (2 * minUs) / 1000 + 50;
      const t0 = process.hrtime.bigint();
      const output = mode.run(input, deadline);
      const t1 = process.hrtime.bigint();
      const us = Number(t1 - t0) / 1000;
      budgetUs -= us;
      runs++;
      if (mode.decode(output).verdict !== "timeout") minUs = Math.min(minUs, us);
    }
    if (runs === 0) break;
    retimed.push({ line: lines[index] as number, firstUs, runs, minUs });
    times[index] = minUs;
    maxSoFar = Math.max(maxSoFar, minUs);
  }
  const next = order[k];
  const maxRetimed = next === undefined || (ranked[next] as number) <= maxSoFar;
  return { retimed, maxRetimed };
}

async function runProbe(
  mode: SolverMode,
  puzzles: readonly Board[],
  times: Float64Array,
  guesses: Float64Array,
  settings: MeasureSettings,
  gc: () => void,
  gcTimes: number[],
): Promise<ProbeFigures | null> {
  // Only puzzles that got a verdict in the pass, cycled when the set is small.
  const usable: number[] = [];
  let usableUs = 0;
  for (let i = 0; i < puzzles.length; i++) {
    if (!Number.isNaN(times[i] as number)) {
      usable.push(i);
      usableUs += times[i] as number;
    }
  }
  if (usable.length === 0) return null;
  const meanMs = usableUs / usable.length / 1000;
  const runs = Math.max(
    1,
    Math.min(settings.probeRuns, Math.floor(settings.probeMs / Math.max(meanMs, 1e-6))),
  );
  const distinct = Math.min(runs, usable.length);
  const inputs = usable.slice(0, distinct).map((i) => mode.encode(puzzles[i] as Board));
  let guessTotal = 0;
  let guessesKnown = true;
  for (let r = 0; r < runs; r++) {
    const g = guesses[usable[r % distinct] as number] as number;
    if (Number.isNaN(g)) guessesKnown = false;
    else guessTotal += g;
  }

  gc();
  await flushObserver();
  const start = performance.now();
  const before = process.memoryUsage().heapUsed;
  let last: unknown;
  for (let r = 0; r < runs; r++) last = mode.run(inputs[r % distinct], Number.POSITIVE_INFINITY);
  const grownBytes = process.memoryUsage().heapUsed - before;
  const end = performance.now();
  // Keep the last result alive until after the heap was read, so the loop cannot be optimised away.
  if (last === Symbol.for("never")) throw new Error("unreachable");
  await flushObserver();
  const gcs = gcTimes.filter((t) => t >= start && t <= end).length;
  return {
    runs,
    distinctPuzzles: distinct,
    grownBytes,
    gcs,
    bytesPerPuzzle: grownBytes / runs,
    bytesPerGuess: guessesKnown && guessTotal > 0 ? grownBytes / guessTotal : null,
    guessesPerPuzzle: guessesKnown ? guessTotal / runs : null,
  };
}

// GC entries reach a PerformanceObserver asynchronously; two turns of the event loop deliver them.
async function flushObserver(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 1));
}
