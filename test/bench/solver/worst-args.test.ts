import { describe, expect, it } from "vitest";
import { parseWorstArgs, WORST_USAGE } from "../../../src/bench/solver/worst-args.js";

/** The problem a command line is refused with, or "" when it is taken. */
const problem = (argv: string[]): string => {
  const parsed = parseWorstArgs(argv);
  return parsed.kind === "wrong" ? parsed.problem : "";
};

describe("parseWorstArgs", () => {
  it("climbs by guesses for 180 s from seed 1 over 8-16 givens when given nothing", () => {
    const parsed = parseWorstArgs([]);
    expect(parsed).toEqual({
      kind: "options",
      options: {
        seconds: 180,
        seed: 1,
        by: "guesses",
        "min-givens": "8",
        "max-givens": "16",
        minGivens: 8,
        maxGivens: 16,
        "no-update": false,
      },
    });
  });

  it("reads every option into its value", () => {
    const parsed = parseWorstArgs([
      "--seconds",
      "2.5",
      "--seed=-7",
      "--by",
      "time",
      "--min-givens",
      "10",
      "--max-givens",
      "10",
      "--file",
      "boards.txt",
      "--no-update",
      "--baseline",
      "old/solver.js",
    ]);
    expect(parsed).toEqual({
      kind: "options",
      options: {
        seconds: 2.5,
        seed: -7,
        by: "time",
        "min-givens": "10",
        "max-givens": "10",
        minGivens: 10,
        maxGivens: 10,
        file: "boards.txt",
        "no-update": true,
        baseline: "old/solver.js",
      },
    });
  });

  it("asks for the usage on --help or -h, before reading anything", () => {
    expect(parseWorstArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseWorstArgs(["--seed", "x", "-h"])).toEqual({ kind: "help" });
  });

  it("names an unknown argument instead of throwing", () => {
    expect(parseWorstArgs(["--no-update", "--secnds", "3"])).toEqual({
      kind: "wrong",
      problem: "unknown argument --secnds",
    });
    expect(problem(["stray"])).toBe("unknown argument stray");
  });

  it("gives the problem with a bad --seconds, --seed, --by or givens range", () => {
    expect(problem(["--seconds=-1"])).toBe("--seconds wants a number >= 0, got -1");
    expect(problem(["--seconds", "soon"])).toBe("--seconds wants a number >= 0, got soon");
    expect(problem(["--seed", "1.5"])).toBe("--seed wants a whole number, got 1.5");
    expect(problem(["--by", "speed"])).toBe("--by is guesses or time, got speed");
    const range = "--min-givens and --max-givens want whole numbers, min <= max";
    expect(problem(["--min-givens", "12", "--max-givens", "11"])).toBe(range);
    expect(problem(["--min-givens", "0"])).toBe(range);
    expect(problem(["--max-givens", "16.5"])).toBe(range);
    expect(problem(["--seconds", "0", "--seed", "0"])).toBe("");
  });
});

describe("WORST_USAGE", () => {
  it("describes every option the parser takes", () => {
    const options = ["--seconds", "--seed", "--by", "--min-givens", "--max-givens", "--file", "--no-update"];
    for (const option of [...options, "--baseline", "--help"]) expect(WORST_USAGE).toContain(option);
  });
});
