import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBenchArgs, settingsFor } from "../../../src/bench/solver/options.js";

const root = "/repo/main";

/** The options parsed from `argv`; throws (failing the test) on anything else. */
function optionsOf(argv: readonly string[]) {
  const parsed = parseBenchArgs(argv, root);
  if (parsed.kind !== "options") throw new Error(JSON.stringify(parsed));
  return parsed.options;
}

describe("parseBenchArgs", () => {
  it("defaults to every set and solver, the data beside the repository, and bench-results.json here", () => {
    const options = optionsOf([]);
    expect(options.quick).toBe(false);
    expect(options.sets.map((s) => s.name)).toContain("17_clue");
    expect(options.sets).toHaveLength(8);
    expect(options.solvers).toEqual([
      "ours",
      "baseline",
      "dancing-links",
      "algorithm-ts",
      "sudoku",
      "sudoku-core",
    ]);
    expect(options.dataDir).toBe("/repo/shared/data");
    expect(options.jsonPath).toBe(path.resolve("bench-results.json"));
    expect([options.capSlowMs, options.capFastMs, options.sample]).toEqual([10_000, 60_000, undefined]);
  });

  it("takes --sets and --solvers as filters, keeping the bench's own order", () => {
    const options = optionsOf(["--sets", "serg_benchmark,17_clue", "--solvers", "sudoku,ours"]);
    expect(options.sets.map((s) => s.name)).toEqual(["17_clue", "serg_benchmark"]);
    expect(options.solvers).toEqual(["ours", "sudoku"]);
  });

  it("shortens the caps with --quick, and lets --cap, --sample and --json override", () => {
    const quick = optionsOf(["--quick"]);
    expect([quick.capSlowMs, quick.capFastMs]).toEqual([300, 1000]);
    const custom = optionsOf(["--quick", "--cap", "2", "--sample", "50", "--json", "/out/x.json"]);
    expect([custom.capSlowMs, custom.sample, custom.jsonPath]).toEqual([2000, 50, "/out/x.json"]);
  });

  it("refuses an unknown set, an unknown solver, a bad cap and an unknown flag", () => {
    const problems = [
      ["--sets", "nope"],
      ["--solvers", "tdoku"],
      ["--cap", "0"],
      ["--sample", "1.5"],
      ["--fast"],
    ].map((argv) => parseBenchArgs(argv, root));
    expect(problems).toEqual(
      [
        "unknown set(s): nope",
        "unknown solver(s): tdoku",
        "--cap wants a positive number of seconds, got 0",
        "--sample wants a whole number >= 1, got 1.5",
        "unknown argument --fast",
      ].map((problem) => ({ kind: "wrong", problem })),
    );
  });

  it("asks for the usage on --help or -h", () => {
    expect(parseBenchArgs(["--help"], root)).toEqual({ kind: "help" });
    expect(parseBenchArgs(["--quick", "-h"], root)).toEqual({ kind: "help" });
  });
});

describe("settingsFor", () => {
  it("gives slow solvers the short cap and no allocation probe", () => {
    const options = optionsOf([]);
    const slow = settingsFor("baseline", options);
    const fast = settingsFor("ours", options);
    expect([slow.capMs, slow.probe]).toEqual([10_000, false]);
    expect([fast.capMs, fast.probe]).toEqual([60_000, true]);
  });
});
