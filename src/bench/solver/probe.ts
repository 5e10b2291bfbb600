/**
 * The allocation probe (step 4 of ./measure.ts): the heap's growth over many solves with no forced gc in between,
 * per puzzle and per guess, and the flush that delivers the GC entries it counts.
 */
import { performance } from "node:perf_hooks";
import type { Board } from "../../core/board.js";
import type { SolverMode } from "./adapters/types.js";

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

/** The knobs of the probe (part of `MeasureSettings`): upper bounds on its solves and its estimated time (ms). */
export interface ProbeSettings {
  readonly probeRuns: number;
  readonly probeMs: number;
}

/**
 * Runs the allocation probe on the puzzles that got a verdict in the timed pass (cycled when there are few): as
 * many solves as fit `probeRuns` and, by their pass times, `probeMs`, after a forced gc and with none between.
 *
 * @param times - each puzzle's pass time in µs, NaN for no verdict; `guesses` likewise (NaN: not reported).
 * @param gcTimes - start times of the GCs observed so far; the probe counts those that fall within it.
 * @returns the probe's figures, or null when no puzzle got a verdict.
 */
export async function runProbe(
  mode: SolverMode,
  puzzles: readonly Board[],
  times: Float64Array,
  guesses: Float64Array,
  settings: ProbeSettings,
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

/**
 * Waits until the GC entries so far have reached the PerformanceObserver: they arrive asynchronously, within two
 * turns of the event loop.
 */
export async function flushObserver(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 1));
}
