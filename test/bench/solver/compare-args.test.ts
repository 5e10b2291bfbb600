import { describe, expect, it } from "vitest";
import { SET_SPECS } from "../../../src/bench/shared/sets.js";
import { COMPARE_USAGE, parseCompareArgs } from "../../../src/bench/solver/compare-args.js";

/** The problem a command line is refused with, or "" when it is taken. */
const problem = (argv: string[]): string => {
  const parsed = parseCompareArgs(argv);
  return parsed.kind === "wrong" ? parsed.problem : "";
};

describe("parseCompareArgs", () => {
  it("takes every set, 5000 puzzles each and 7 rounds when given only --baseline", () => {
    expect(parseCompareArgs(["--baseline", "old/solver.js"])).toEqual({
      kind: "options",
      options: { baseline: "old/solver.js", sets: undefined, sample: 5000, rounds: 7 },
    });
  });

  it("reads every option into its value", () => {
    const argv = [
      "--sets",
      "17_clue,forum_hardest",
      "--sample",
      "300",
      "--rounds",
      "3",
      "--baseline",
      "b.js",
    ];
    expect(parseCompareArgs(argv)).toEqual({
      kind: "options",
      options: { baseline: "b.js", sets: "17_clue,forum_hardest", sample: 300, rounds: 3 },
    });
  });

  it("asks for the usage on --help or -h, even without --baseline", () => {
    expect(parseCompareArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseCompareArgs(["--rounds", "0", "-h"])).toEqual({ kind: "help" });
  });

  it("names an unknown argument instead of throwing", () => {
    expect(parseCompareArgs(["--baseline", "b.js", "--round", "3"])).toEqual({
      kind: "wrong",
      problem: "unknown argument --round",
    });
  });

  it("says --baseline is needed, and gives the problem with a bad --sample or --rounds", () => {
    expect(problem([])).toBe("--baseline PATH is needed");
    expect(problem(["--sample", "10"])).toBe("--baseline PATH is needed");
    expect(problem(["--baseline", "b.js", "--sample", "0"])).toBe("--sample wants a number >= 1, got 0");
    expect(problem(["--baseline", "b.js", "--rounds", "many"])).toBe(
      "--rounds wants a number >= 1, got many",
    );
  });
});

describe("COMPARE_USAGE", () => {
  it("describes every option the parser takes and names every set", () => {
    for (const option of ["--baseline", "--sets", "--sample", "--rounds", "--help"])
      expect(COMPARE_USAGE).toContain(option);
    for (const spec of SET_SPECS) expect(COMPARE_USAGE).toContain(spec.name);
  });
});
