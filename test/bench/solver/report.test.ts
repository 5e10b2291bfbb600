import { describe, expect, it } from "vitest";
import type { ModeFinal } from "../../../src/bench/solver/measure.js";
import {
  addChunk,
  attachRatios,
  formatAllocationSummary,
  formatBusyWarning,
  formatBytes,
  formatChecked,
  formatFigure,
  formatRatio,
  formatTable,
  type ModeResult,
  newAccumulator,
  summarizeMode,
} from "../../../src/bench/solver/report.js";

const tallies = (
  verified: number,
  extra: Partial<Record<"wrong" | "countMismatch" | "gaveUp" | "timedOut", number>> = {},
) => ({
  verified,
  wrong: 0,
  countMismatch: 0,
  gaveUp: 0,
  timedOut: 0,
  ...extra,
});

const final = (overrides: Partial<ModeFinal> = {}): ModeFinal => ({
  attempted: 4,
  stoppedByCap: false,
  runsPerPuzzle: 1,
  summary: { count: 4, total: 40, median: 10, p99: 12, max: 12 },
  maxRetimed: true,
  retimed: [],
  heap: { beforeBytes: 4 * 1024 * 1024, afterBytes: 4 * 1024 * 1024 + 512 },
  gcsDuringPass: 0,
  cpuShare: 0.99,
  probe: {
    runs: 1000,
    distinctPuzzles: 4,
    grownBytes: 256_000,
    gcs: 0,
    bytesPerPuzzle: 256,
    bytesPerGuess: 2.56,
    guessesPerPuzzle: 100,
  },
  ...overrides,
});

const context = (solver: string, name = solver) => ({
  solver,
  name,
  description: "",
  puzzles: 4,
  capMs: 10_000,
});

function row(
  solver: string,
  mode: string,
  timesUs: number[],
  modeFinal: ModeFinal | null,
  comparesWith: 1 | 2 = 2,
) {
  const acc = newAccumulator({ id: mode, label: mode.replace("limit", "limit "), comparesWith });
  addChunk(acc, {
    timesUs,
    timedOutUs: 0,
    guessesSum: solver === "ours" ? 400 : 0,
    guessesReported: solver === "ours" ? timesUs.length : 0,
    tallies: tallies(timesUs.length),
    examples: [],
  });
  acc.final = modeFinal;
  return summarizeMode(acc, context(solver));
}

describe("summarizeMode", () => {
  it("derives puzzles/s from the first-pass times and median/p99/max from the worker's re-timed summary", () => {
    const result = row("ours", "limit2", [10, 10, 10, 20], final());
    expect(result.finished).toBe(4);
    expect(result.solveSeconds).toBeCloseTo(50e-6);
    expect(result.puzzlesPerSecond).toBeCloseTo(80_000);
    expect([result.medianUs, result.p99Us, result.maxUs]).toEqual([10, 12, 12]);
    expect(result.guessesPerPuzzle).toBe(100);
    expect(result.notStarted).toBe(0);
  });

  it("falls back to the chunks' own figures for a killed worker, counting its stuck time", () => {
    const acc = newAccumulator({ id: "unique", label: "unique", comparesWith: 2 });
    addChunk(acc, {
      timesUs: [100, 300],
      timedOutUs: 0,
      guessesSum: 0,
      guessesReported: 0,
      tallies: tallies(2),
      examples: [],
    });
    acc.killed = true;
    acc.unfinishedUs = 1_000_000 - 400;
    const result = summarizeMode(acc, context("sudoku-core"));
    expect(result.puzzlesPerSecond).toBeCloseTo(2);
    expect(result.maxUs).toBe(300);
    expect(result.maxRetimed).toBe(false);
    expect(result.notStarted).toBe(1);
    expect(result.guessesPerPuzzle).toBeNull();
  });
});

describe("attachRatios", () => {
  it("divides each row's puzzles/s by ours in the limit it compares with", () => {
    const rows = [
      row("ours", "limit2", [10, 10, 10, 10], final()),
      row("ours", "limit1", [5, 5, 5, 5], final(), 1),
      row("dancing-links", "limit2", [100, 100, 100, 100], final()),
      row("sudoku", "limit1", [50, 50, 50, 50], final(), 1),
    ];
    attachRatios(rows);
    const ratios = rows.map((r) => r.ratioToOurs ?? Number.NaN);
    expect(ratios.slice(0, 2)).toEqual([1, 1]);
    expect(ratios[2]).toBeCloseTo(0.1, 12);
    expect(ratios[3]).toBeCloseTo(0.1, 12);
  });

  it("leaves the ratio empty when ours did not run", () => {
    const rows = [row("dancing-links", "limit2", [100], final())];
    attachRatios(rows);
    expect(rows[0]?.ratioToOurs).toBeNull();
  });
});

describe("formatting", () => {
  it("rounds figures to what they are worth", () => {
    expect([
      formatFigure(123456.7),
      formatFigure(42.25),
      formatFigure(7.891),
      formatFigure(Number.NaN),
    ]).toEqual(["123,457", "42.3", "7.89", "—"]);
  });
  it("writes ratios with two decimals, or two significant digits when small", () => {
    expect([
      formatRatio(1),
      formatRatio(0.163),
      formatRatio(0.00123),
      formatRatio(0),
      formatRatio(null),
    ]).toEqual(["1.00×", "0.16×", "0.0012×", "0×", "—"]);
  });
  it("writes bytes in B, KB and MB", () => {
    expect([formatBytes(300), formatBytes(2048, true), formatBytes(-3 * 1024 * 1024, true)]).toEqual([
      "300 B",
      "+2.0 KB",
      "-3.00 MB",
    ]);
  });
  it("says what happened besides verification", () => {
    const base = row("baseline", "limit2", [10], final({ attempted: 2, stoppedByCap: true }));
    const result: ModeResult = { ...base, timedOut: 1, wrong: 1 };
    expect(formatChecked(result)).toBe("1/4, 1 WRONG, 1 cut at cap, 2 not reached in 10 s cap");
  });
});

describe("formatTable", () => {
  it("prints one markdown row per mode with the figures, the ratio and the verification", () => {
    const rows = [
      row("ours", "limit2", [10, 10, 10, 20], final()),
      row(
        "dancing-links",
        "limit2",
        [100, 100, 100, 200],
        final({ summary: { count: 4, total: 500, median: 100, p99: 200, max: 150 }, maxRetimed: false }),
      ),
    ];
    attachRatios(rows);
    expect(formatTable(rows)).toBe(
      [
        "| solver | mode | puzzles/s | median µs | p99 µs | max µs | guesses/puzzle | vs ours | verified |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        "| ours | limit 2 | 80,000 | 10.0 | 12.0 | 12.0 | 100 | 1.00× | ✓ 4/4 |",
        "| dancing-links | limit 2 | 8,000 | 100 | 200 | 150* | — | 0.10× | ✓ 4/4 |",
      ].join("\n"),
    );
  });
});

describe("formatAllocationSummary and formatBusyWarning", () => {
  it("lists our probe figures per set", () => {
    const text = formatAllocationSummary([{ set: "17_clue", result: row("ours", "limit2", [10], final()) }]);
    expect(text.split("\n")[2]).toBe("| 17_clue | limit 2 | 100 | 256 | 0 | 0 |");
  });
  it("warns only about workers that got less than 90% of a core", () => {
    expect(formatBusyWarning([row("ours", "limit2", [10], final())])).toBeNull();
    const busy = formatBusyWarning([row("ours", "limit2", [10], final({ cpuShare: 0.5 }))]);
    expect(busy).toContain("ours limit 2 50%");
  });
});
