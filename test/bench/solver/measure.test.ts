import { describe, expect, it } from "vitest";
import { loadAdapter } from "../../../src/bench/solver/adapters/index.js";
import type { SolverMode } from "../../../src/bench/solver/adapters/types.js";
import {
  type ChunkReport,
  type MeasureSettings,
  measureMode,
  TINY_SET_RUNS,
} from "../../../src/bench/solver/measure.js";
import type { Board } from "../../../src/core/board.js";
import { EASY, EASY_2, EMPTY } from "../puzzles.js";

const settings: MeasureSettings = {
  capMs: 10_000,
  warmMs: 5,
  retimeCount: 10,
  retimeBudgetMs: 1000,
  chunkSize: 2,
  tinySetBelow: 2,
  probe: false,
  probeRuns: 100,
  probeMs: 20,
};

const baselineMode = async (id: string): Promise<SolverMode> => {
  const mode = (await loadAdapter("baseline")).modes.find((m) => m.id === id);
  if (!mode) throw new Error(`no baseline mode ${id}`);
  return mode;
};

const lines = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("measureMode", () => {
  it("times and verifies every puzzle of a set, reporting them in chunks", async () => {
    const mode = await baselineMode("limit2");
    const puzzles: Board[] = [EASY, EASY_2, EASY];
    const chunks: ChunkReport[] = [];
    const final = await measureMode(mode, { puzzles, lines: lines(3), promise: "unique" }, settings, (c) => {
      chunks.push(c);
    });
    expect(chunks.map((c) => c.timesUs.length)).toEqual([2, 1]);
    const verified = chunks.reduce((sum, c) => sum + c.tallies.verified, 0);
    expect(verified).toBe(3);
    expect(chunks.every((c) => c.tallies.wrong + c.tallies.countMismatch + c.tallies.gaveUp === 0)).toBe(
      true,
    );
    expect(chunks.reduce((sum, c) => sum + c.guessesReported, 0)).toBe(3);
    expect(final.attempted).toBe(3);
    expect(final.stoppedByCap).toBe(false);
    expect(final.runsPerPuzzle).toBe(1);
    expect(final.summary.count).toBe(3);
    expect(final.summary.max).toBeGreaterThanOrEqual(final.summary.p99);
    // Re-timing goes slowest first and stops once the max is a re-timed figure: one to three puzzles here.
    expect(final.retimed.length).toBeGreaterThanOrEqual(1);
    expect(final.retimed.length).toBeLessThanOrEqual(3);
    expect(final.maxRetimed).toBe(true);
    for (const r of final.retimed) expect(r.minUs).toBeLessThanOrEqual(r.firstUs);
  });

  it("counts a 'unique' answer on a set promising multiple as a count mismatch, with the line", async () => {
    const mode = await baselineMode("limit2");
    const chunks: ChunkReport[] = [];
    await measureMode(mode, { puzzles: [EASY, EASY], lines: [7, 8], promise: "multiple" }, settings, (c) => {
      chunks.push(c);
    });
    expect(chunks[0]?.tallies.countMismatch).toBe(2);
    expect(chunks[0]?.examples[0]).toBe('line 7: said "unique"; the set promises multiple');
  });

  it("counts a solver's invalid solution as wrong", async () => {
    // A deliberately broken solver: answers every puzzle with the puzzle itself, blanks and all.
    const broken: SolverMode<Board, Board> = {
      id: "broken",
      label: "broken",
      comparesWith: 1,
      interruptible: false,
      encode: (p) => p,
      run: (p) => p,
      decode: (p) => ({ verdict: "found", solution: p }),
    };
    const chunks: ChunkReport[] = [];
    await measureMode(
      broken,
      { puzzles: [EASY], lines: [1], promise: "unique" },
      { ...settings, tinySetBelow: 0 },
      (c) => {
        chunks.push(c);
      },
    );
    expect(chunks[0]?.tallies.wrong).toBe(1);
  });

  it("starts no puzzle once the cap is spent", async () => {
    const mode = await baselineMode("limit1");
    const chunks: ChunkReport[] = [];
    const final = await measureMode(
      mode,
      { puzzles: [EASY, EASY_2], lines: lines(2), promise: "unique" },
      { ...settings, capMs: 0 },
      (c) => {
        chunks.push(c);
      },
    );
    expect(final.attempted).toBe(0);
    expect(final.stoppedByCap).toBe(true);
    expect(final.summary.count).toBe(0);
  });

  it("times each puzzle of a tiny set several times", async () => {
    const mode = await baselineMode("limit2");
    const final = await measureMode(
      mode,
      { puzzles: [EMPTY], lines: [1], promise: "multiple" },
      { ...settings, tinySetBelow: 10 },
      () => {},
    );
    expect(final.runsPerPuzzle).toBe(TINY_SET_RUNS);
    expect(final.summary.count).toBe(1);
  });

  it("gives heap figures and an allocation probe only when it can force a gc", async () => {
    const mode = (await loadAdapter("ours")).modes[0] as SolverMode;
    const set = { puzzles: [EASY, EASY_2], lines: lines(2), promise: "unique" as const };
    const without = await measureMode(mode, set, { ...settings, probe: true }, () => {}, undefined);
    expect(without.heap).toBeNull();
    expect(without.probe).toBeNull();

    // A stand-in for --expose-gc's gc(): the figures are then taken, whatever their values.
    const withGc = await measureMode(
      mode,
      set,
      { ...settings, probe: true },
      () => {},
      () => {},
    );
    expect(withGc.heap?.beforeBytes).toBeGreaterThan(0);
    expect(withGc.probe?.runs).toBeGreaterThan(0);
    expect(withGc.probe?.distinctPuzzles).toBe(2);
  });
});
