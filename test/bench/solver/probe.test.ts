import { describe, expect, it } from "vitest";
import type { Answer, SolverMode } from "../../../src/bench/solver/adapters/types.js";
import { runProbe } from "../../../src/bench/solver/probe.js";
import type { Board } from "../../../src/core/board.js";
import { EASY, EASY_2 } from "../puzzles.js";
import { stubMode } from "../stub-mode.js";

/** A stand-in solver that counts its runs and what it was given, and allocates a little each run. */
function counting(): { mode: SolverMode<Board, number[]>; inputs: Board[] } {
  const inputs: Board[] = [];
  const mode = stubMode(
    "counting",
    (p) => {
      inputs.push(p);
      return new Array<number>(64).fill(1);
    },
    (): Answer => ({ verdict: "found" }),
  );
  return { mode, inputs };
}

const settings = { probeRuns: 10, probeMs: 1000 };

describe("runProbe", () => {
  it("cycles the puzzles that got a verdict, up to probeRuns solves, and averages their guesses", async () => {
    const { mode, inputs } = counting();
    const gcs: number[] = [];
    const forced: string[] = [];
    const probe = await runProbe(
      mode,
      [EASY, EASY_2, EASY],
      Float64Array.from([100, Number.NaN, 200]),
      Float64Array.from([4, Number.NaN, 6]),
      settings,
      () => forced.push("gc"),
      gcs,
    );
    expect(forced).toEqual(["gc"]);
    expect(inputs).toHaveLength(10);
    // Puzzle 2 had no verdict: only puzzles 1 and 3 are used, in turn.
    expect(inputs.every((p) => p === EASY)).toBe(true);
    expect(probe).toMatchObject({ runs: 10, distinctPuzzles: 2, gcs: 0, guessesPerPuzzle: 5 });
    expect(probe?.bytesPerPuzzle).toBe((probe?.grownBytes ?? Number.NaN) / 10);
    expect(probe?.bytesPerGuess).toBe((probe?.grownBytes ?? Number.NaN) / 50);
  });

  it("runs fewer solves when probeMs would not hold probeRuns of them at the pass's mean time", async () => {
    const { mode, inputs } = counting();
    // A mean of 1 ms per puzzle and 5 ms to spend: 5 solves.
    const probe = await runProbe(
      mode,
      [EASY],
      Float64Array.from([1000]),
      Float64Array.from([1]),
      {
        probeRuns: 100,
        probeMs: 5,
      },
      () => {},
      [],
    );
    expect(inputs).toHaveLength(5);
    expect(probe?.runs).toBe(5);
    expect(probe?.distinctPuzzles).toBe(1);
  });

  it("gives no per-guess figures when a solved puzzle's guesses are unknown", async () => {
    const { mode } = counting();
    const probe = await runProbe(
      mode,
      [EASY, EASY_2],
      Float64Array.from([100, 100]),
      Float64Array.from([3, Number.NaN]),
      settings,
      () => {},
      [],
    );
    expect(probe?.guessesPerPuzzle).toBeNull();
    expect(probe?.bytesPerGuess).toBeNull();
  });

  it("gives nothing when no puzzle got a verdict in the pass", async () => {
    const { mode, inputs } = counting();
    const probe = await runProbe(
      mode,
      [EASY],
      Float64Array.from([Number.NaN]),
      Float64Array.from([1]),
      settings,
      () => {},
      [],
    );
    expect(probe).toBeNull();
    expect(inputs).toEqual([]);
  });
});
