import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBenchArgs, settingsFor } from "../../src/bench/options.js";

const root = "/repo/main";

describe("parseBenchArgs", () => {
  it("defaults to every set and solver, the data beside the repository, and bench-results.json here", () => {
    const parsed = parseBenchArgs([], root);
    if (!parsed.ok) throw new Error(parsed.message);
    const { options } = parsed;
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
    const parsed = parseBenchArgs(["--sets", "serg_benchmark,17_clue", "--solvers", "sudoku,ours"], root);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.options.sets.map((s) => s.name)).toEqual(["17_clue", "serg_benchmark"]);
    expect(parsed.options.solvers).toEqual(["ours", "sudoku"]);
  });

  it("shortens the caps with --quick, and lets --cap, --sample and --json override", () => {
    const quick = parseBenchArgs(["--quick"], root);
    if (!quick.ok) throw new Error(quick.message);
    expect([quick.options.capSlowMs, quick.options.capFastMs]).toEqual([300, 1000]);
    const custom = parseBenchArgs(["--quick", "--cap", "2", "--sample", "50", "--json", "/out/x.json"], root);
    if (!custom.ok) throw new Error(custom.message);
    expect([custom.options.capSlowMs, custom.options.sample, custom.options.jsonPath]).toEqual([
      2000,
      50,
      "/out/x.json",
    ]);
  });

  it("refuses an unknown set, an unknown solver, a bad cap and an unknown flag", () => {
    const messages = [
      ["--sets", "nope"],
      ["--solvers", "tdoku"],
      ["--cap", "0"],
      ["--sample", "1.5"],
      ["--fast"],
    ].map((argv) => {
      const parsed = parseBenchArgs(argv, root);
      return parsed.ok ? "accepted" : (parsed.message.split("\n")[0] as string);
    });
    expect(messages[0]).toBe("unknown set(s): nope");
    expect(messages[1]).toBe("unknown solver(s): tdoku");
    expect(messages[2]).toBe("--cap wants a positive number of seconds, got 0");
    expect(messages[3]).toBe("--sample wants a whole number >= 1, got 1.5");
    expect(messages[4]).toContain("--fast");
  });

  it("answers --help with the usage text", () => {
    const parsed = parseBenchArgs(["--help"], root);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message.startsWith("usage: npm run bench")).toBe(true);
  });
});

describe("settingsFor", () => {
  it("gives slow solvers the short cap and no allocation probe", () => {
    const parsed = parseBenchArgs([], root);
    if (!parsed.ok) throw new Error(parsed.message);
    const slow = settingsFor("baseline", parsed.options);
    const fast = settingsFor("ours", parsed.options);
    expect([slow.capMs, slow.probe]).toEqual([10_000, false]);
    expect([fast.capMs, fast.probe]).toEqual([60_000, true]);
  });
});
