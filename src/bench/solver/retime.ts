/**
 * Re-timing the slowest puzzles of a timed pass (step 3 of ./measure.ts), so that a GC pause or a preemption is
 * not reported as the worst case.
 *
 * Glossary: a first time is a puzzle's time from the timed pass; a re-run solves it again, alone and timed; its
 * best time is the smallest of the first time and the re-runs; the max is re-timed when no first time above it
 * was left without re-runs.
 */
import { performance } from "node:perf_hooks";
import type { Board } from "../../core/board.js";
import { indicesOfLargest } from "../shared/stats.js";
import type { SolverMode } from "./adapters/types.js";

/** One re-timed puzzle. */
export interface Retimed {
  readonly line: number;
  readonly firstUs: number;
  /** Re-runs made: 3, or fewer when the re-time budget ran out. */
  readonly runs: number;
  /** The smallest of the first time and the re-runs, µs. */
  readonly minUs: number;
}

/** The knobs of re-timing (part of `MeasureSettings`). Times in milliseconds. */
export interface RetimeSettings {
  /** At most this many of the slowest puzzles are re-timed (fewer when the max settles sooner). */
  readonly retimeCount: number;
  /** Total time for re-runs; a puzzle is re-run only while its best time so far fits in what is left. */
  readonly retimeBudgetMs: number;
}

/**
 * Re-runs the slowest puzzles, slowest first, writing each one's best time into `times`, until the next
 * first-pass time is no longer above the max so far (the max is then a re-timed figure), the budget runs out
 * or `retimeCount` puzzles were re-timed. Under load many puzzles catch a pause, so this may be hundreds.
 *
 * @param times - each puzzle's first time in µs, NaN for no verdict (never re-timed); re-timed ones are replaced.
 * @returns the re-timed puzzles in the order re-timed, and whether the max is now a re-timed figure.
 */
export function retimeSlowest(
  mode: SolverMode,
  puzzles: readonly Board[],
  lines: readonly number[],
  times: Float64Array,
  settings: RetimeSettings,
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
