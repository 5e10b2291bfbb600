import { describe, expect, it } from "vitest";
import { COLLECT_USAGE, parseCollectArgs } from "../../../src/tools/app-screens/args.js";

describe("parseCollectArgs", () => {
  it("takes the catalogue of every app on display 91 when given nothing", () => {
    expect(parseCollectArgs([])).toEqual({
      kind: "options",
      options: {
        out: null,
        apps: ["sgt-puzzles", "gnome-sudoku", "ksudoku", "fltk-sudoku"],
        display: 91,
        retake: false,
        extra: 0,
        seed: 1,
        puzzles: null,
      },
    });
  });

  it("reads every option into its value, paths as given", () => {
    const parsed = parseCollectArgs([
      "--out",
      "shots",
      "--apps",
      "ksudoku,sgt-puzzles",
      "--display",
      "93",
      "--retake",
      "--extra",
      "12",
      "--seed",
      "4",
      "--puzzles",
      "sym.txt",
    ]);
    expect(parsed).toEqual({
      kind: "options",
      options: {
        out: "shots",
        apps: ["ksudoku", "sgt-puzzles"],
        display: 93,
        retake: true,
        extra: 12,
        seed: 4,
        puzzles: "sym.txt",
      },
    });
  });

  it("asks for the usage on --help or -h, wherever it stands", () => {
    expect(parseCollectArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseCollectArgs(["--display", "93", "-h"])).toEqual({ kind: "help" });
  });

  it("names an argument it does not know instead of throwing", () => {
    expect(parseCollectArgs(["--bogus"])).toEqual({ kind: "wrong", problem: "unknown argument --bogus" });
    expect(parseCollectArgs(["--retake", "extra"])).toEqual({
      kind: "wrong",
      problem: "unknown argument extra",
    });
  });

  it("names an app it does not drive", () => {
    expect(parseCollectArgs(["--apps", "ksudoku,sudoku"])).toEqual({
      kind: "wrong",
      problem: "unknown app sudoku",
    });
  });

  it("names an option left without its value", () => {
    expect(parseCollectArgs(["--retake", "--out"])).toEqual({
      kind: "wrong",
      problem: "--out needs a value",
    });
    expect(parseCollectArgs(["--apps"])).toEqual({ kind: "wrong", problem: "--apps needs a value" });
  });

  it("refuses extra shots without their own --out, and --puzzles without extra shots", () => {
    expect(parseCollectArgs(["--extra", "5"])).toEqual({
      kind: "wrong",
      problem: "--extra needs --out DIR (outside the catalogue)",
    });
    expect(parseCollectArgs(["--extra", "5", "--out", "x"]).kind).toBe("options");
    expect(parseCollectArgs(["--out", "x", "--puzzles", "p.txt"])).toEqual({
      kind: "wrong",
      problem: "--puzzles is for --extra shots only",
    });
  });
});

describe("COLLECT_USAGE", () => {
  it("describes every option the parser takes", () => {
    for (const option of [
      "--out",
      "--apps",
      "--display",
      "--retake",
      "--extra",
      "--seed",
      "--puzzles",
      "--help, -h",
    ])
      expect(COLLECT_USAGE).toContain(option);
    expect(COLLECT_USAGE).toContain("sgt-puzzles, gnome-sudoku, ksudoku");
  });
});
