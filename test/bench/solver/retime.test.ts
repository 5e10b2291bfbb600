import { describe, expect, it } from "vitest";
import { retimeSlowest } from "../../../src/bench/solver/retime.js";
import type { Board } from "../../../src/core/board.js";
import { EASY } from "../puzzles.js";
import { stubMode } from "../stub-mode.js";

/** A stand-in solver whose every run takes about 0.3 ms of wall time and finds an answer. */
const steady = stubMode(
  "steady",
  (p) => {
    const until = performance.now() + 0.3;
    while (performance.now() < until) {
      // Busy: the time is what is measured.
    }
    return p;
  },
  (p) => ({ verdict: "found", solution: p }),
);

const puzzles = (n: number): Board[] => Array.from({ length: n }, () => EASY);

describe("retimeSlowest", () => {
  it("re-runs the slowest puzzle, keeps its best time, and stops once the max is a re-timed figure", () => {
    // Puzzle 2's first time (50 ms) stands for a pause; puzzle 1 has no verdict and must never be re-run.
    const times = Float64Array.from([Number.NaN, 50_000, 100, 200]);
    const { retimed, maxRetimed } = retimeSlowest(steady, puzzles(4), [10, 20, 30, 40], times, {
      retimeCount: 10,
      retimeBudgetMs: 1000,
    });
    expect(retimed).toHaveLength(1);
    expect(retimed[0]).toMatchObject({ line: 20, firstUs: 50_000, runs: 3 });
    expect(retimed[0]?.minUs).toBeGreaterThanOrEqual(300);
    expect(retimed[0]?.minUs).toBeLessThan(50_000);
    expect(times[1]).toBe(retimed[0]?.minUs);
    expect([times[0], times[2], times[3]]).toEqual([Number.NaN, 100, 200]);
    expect(maxRetimed).toBe(true);
  });

  it("re-times no more than retimeCount puzzles, and then says the max is not a re-timed figure", () => {
    const times = Float64Array.from([50_000, 40_000, 100]);
    const { retimed, maxRetimed } = retimeSlowest(steady, puzzles(3), [1, 2, 3], times, {
      retimeCount: 1,
      retimeBudgetMs: 1000,
    });
    expect(retimed.map((r) => r.line)).toEqual([1]);
    expect(times[1]).toBe(40_000);
    expect(maxRetimed).toBe(false);
  });

  it("re-runs nothing whose best time so far does not fit in what is left of the budget", () => {
    const times = Float64Array.from([5_000_000, 4_000_000]);
    const { retimed, maxRetimed } = retimeSlowest(steady, puzzles(2), [1, 2], times, {
      retimeCount: 10,
      retimeBudgetMs: 1,
    });
    expect(retimed).toEqual([]);
    expect([...times]).toEqual([5_000_000, 4_000_000]);
    expect(maxRetimed).toBe(false);
  });
});
