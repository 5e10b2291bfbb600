import { describe, expect, it } from "vitest";
import { asksForHelp, checkArgs, parseOptionTable } from "../../../src/bench/shared/args.js";

describe("asksForHelp", () => {
  it("takes --help and -h, nothing else", () => {
    expect(["--help", "-h", "help", "--h", "-help", undefined].map(asksForHelp)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("checkArgs", () => {
  const flags = ["--quick", "--by-sheet"];
  const valued = ["--epochs", "--fold"];

  it("gives the arguments back when each is a known flag or a known option with its value", () => {
    const argv = ["--epochs", "3", "--quick", "--fold", "1/4", "--by-sheet"];
    expect(checkArgs(argv, flags, valued)).toEqual({ kind: "options", options: argv });
    expect(checkArgs([], flags, valued)).toEqual({ kind: "options", options: [] });
  });

  it("skips an option's value, whatever it looks like", () => {
    expect(checkArgs(["--fold", "--weird"], flags, valued)).toEqual({
      kind: "options",
      options: ["--fold", "--weird"],
    });
  });

  it("asks for the usage on --help or -h, wherever it stands", () => {
    expect(checkArgs(["--quick", "--help"], flags, valued)).toEqual({ kind: "help" });
    expect(checkArgs(["-h", "--nonsense"], flags, valued)).toEqual({ kind: "help" });
  });

  it("names the first unknown argument, a stray value included", () => {
    expect(checkArgs(["--quick", "--quik", "--also"], flags, valued)).toEqual({
      kind: "wrong",
      problem: "unknown argument --quik",
    });
    expect(checkArgs(["--quick", "3"], flags, valued)).toEqual({
      kind: "wrong",
      problem: "unknown argument 3",
    });
  });
});

describe("parseOptionTable", () => {
  const table = { quick: { type: "boolean" }, cap: { type: "string" } } as const;

  it("gives node's values for known options, in either spelling of a value", () => {
    expect(parseOptionTable(["--cap", "2", "--quick"], table)).toEqual({
      kind: "options",
      options: { cap: "2", quick: true },
    });
    expect(parseOptionTable(["--cap=3"], table)).toEqual({ kind: "options", options: { cap: "3" } });
  });

  it("asks for the usage on --help or -h, though the table has neither", () => {
    expect(parseOptionTable(["--quick", "--help"], table)).toEqual({ kind: "help" });
    expect(parseOptionTable(["-h"], table)).toEqual({ kind: "help" });
  });

  it("names the first unknown option or stray argument as given", () => {
    expect(parseOptionTable(["--quik", "--help"], table)).toEqual({
      kind: "wrong",
      problem: "unknown argument --quik",
    });
    expect(parseOptionTable(["--cap=2", "--bogus=1"], table)).toEqual({
      kind: "wrong",
      problem: "unknown argument --bogus",
    });
    expect(parseOptionTable(["--quick", "extra"], table)).toEqual({
      kind: "wrong",
      problem: "unknown argument extra",
    });
  });

  it("passes on node's complaint about a known option misused", () => {
    const missing = parseOptionTable(["--cap"], table);
    expect(missing.kind).toBe("wrong");
    if (missing.kind === "wrong") expect(missing.problem).toContain("--cap");
    expect(parseOptionTable(["--quick=yes"], table).kind).toBe("wrong");
  });
});
