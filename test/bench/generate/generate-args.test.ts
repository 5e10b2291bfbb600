import { describe, expect, it } from "vitest";
import { GENERATE_USAGE, parseGenerateArgs } from "../../../src/bench/generate/generate-args.js";
import { LEVELS } from "../../../src/core/logic/types.js";

/** The problem a command line is refused with, or "" when it is taken. */
const problem = (argv: string[]): string => {
  const parsed = parseGenerateArgs(argv);
  return parsed.kind === "wrong" ? parsed.problem : "";
};

describe("parseGenerateArgs", () => {
  it("takes 20 puzzles of every level from seed 1 when given nothing", () => {
    expect(parseGenerateArgs([])).toEqual({
      kind: "options",
      options: { count: 20, seed: 1, levels: [...LEVELS] },
    });
  });

  it("reads the README's command lines into their values", () => {
    expect(parseGenerateArgs(["--count", "20"])).toEqual({
      kind: "options",
      options: { count: 20, seed: 1, levels: [...LEVELS] },
    });
    expect(parseGenerateArgs(["--levels", "hard,easy", "--seed", "7", "--count", "3"])).toEqual({
      kind: "options",
      options: { count: 3, seed: 7, levels: ["hard", "easy"] },
    });
  });

  it("refuses a count or seed that is not a whole number, before generating anything", () => {
    expect(problem(["--count", "x"])).toBe("--count wants a whole number >= 1, got x");
    expect(problem(["--count", "0"])).toBe("--count wants a whole number >= 1, got 0");
    expect(problem(["--count", "2.5"])).toBe("--count wants a whole number >= 1, got 2.5");
    expect(problem(["--seed", "1.5"])).toBe("--seed wants a whole number, got 1.5");
    expect(problem(["--seed", "0"])).toBe("");
  });

  it("refuses a level the generator does not have, naming the ones it has", () => {
    expect(problem(["--levels", "easy,master"])).toBe(
      'unknown level "master" (levels: easy, medium, hard, expert, extreme)',
    );
  });

  it("refuses an unknown argument and answers --help", () => {
    expect(problem(["--levle", "easy"])).toBe("unknown argument --levle");
    expect(parseGenerateArgs(["--count", "2", "-h"])).toEqual({ kind: "help" });
  });

  it("describes every option it takes in the usage", () => {
    for (const option of ["--count", "--seed", "--levels", "--help"])
      expect(GENERATE_USAGE).toContain(option);
  });
});
