import { describe, expect, it } from "vitest";
import { parseReadArgs, READ_USAGE } from "../../../src/bench/read/read-args.js";

describe("parseReadArgs", () => {
  it("reads the default sets when given nothing", () => {
    expect(parseReadArgs([])).toEqual({
      kind: "options",
      options: {
        split: "validation",
        dirs: [],
        screens: 80,
        screensFrom: 0,
        photos: true,
        real: true,
        ink: false,
        verbose: false,
        degrade: null,
        reencode: null,
        model: null,
        secondLook: true,
        warmUp: false,
      },
    });
  });

  it("reads every option into its value", () => {
    const parsed = parseReadArgs([
      "--split",
      "sheet-fold:1/4",
      "--dir",
      "a",
      "--dir",
      "b",
      "--screens",
      "0",
      "--screens-from",
      "1000",
      "--no-photos",
      "--no-real",
      "--ink",
      "--verbose",
      "--degrade",
      "faint",
      "--reencode",
      "jpeg:90",
      "--model",
      "m.json,n.json",
      "--first-look-only",
      "--warm-up",
    ]);
    expect(parsed).toEqual({
      kind: "options",
      options: {
        split: { index: 1, count: 4, bySheet: true },
        dirs: ["a", "b"],
        screens: 0,
        screensFrom: 1000,
        photos: false,
        real: false,
        ink: true,
        verbose: true,
        degrade: "faint",
        reencode: { format: "jpeg", quality: 90, scale: 1 },
        model: "m.json,n.json",
        secondLook: false,
        warmUp: true,
      },
    });
  });

  it("asks for the usage on --help or -h, before reading anything", () => {
    expect(parseReadArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseReadArgs(["--no-real", "-h"])).toEqual({ kind: "help" });
  });

  it("names an unknown argument instead of throwing", () => {
    expect(parseReadArgs(["--no-real", "--sreens", "0"])).toEqual({
      kind: "wrong",
      problem: "unknown argument --sreens",
    });
  });

  it("gives the problem with a bad --split, --degrade or --reencode", () => {
    const problem = (argv: string[]): string => {
      const parsed = parseReadArgs(argv);
      return parsed.kind === "wrong" ? parsed.problem : "";
    };
    expect(problem(["--split", "fold:4/4"])).toMatch(/fold is K\/N/);
    expect(problem(["--split"])).toMatch(/--split is/);
    expect(problem(["--degrade", "dark"])).toBe(
      "--degrade is small, faint, blur, tilt, perspective, shade, clutter",
    );
    expect(problem(["--degrade"])).toBe("--degrade is small, faint, blur, tilt, perspective, shade, clutter");
    expect(problem(["--reencode", "gif:9"])).toMatch(/--reencode is FORMAT:QUALITY/);
    expect(problem(["--screens-from", "-1"])).toBe("--screens-from is a seed, 0 or more");
  });
});

describe("READ_USAGE", () => {
  it("describes every option the parser takes", () => {
    const options = [
      "--split",
      "--model",
      "--dir",
      "--screens",
      "--screens-from",
      "--no-photos",
      "--no-real",
      "--ink",
      "--verbose",
    ];
    for (const option of [...options, "--degrade", "--reencode", "--help"])
      expect(READ_USAGE).toContain(option);
  });
});
