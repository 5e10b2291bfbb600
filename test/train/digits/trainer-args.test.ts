import { describe, expect, it } from "vitest";
import { checkArgs } from "../../../src/bench/shared/args.js";
import {
  dataPlan,
  foldOption,
  optionValue,
  TRAIN_FLAGS,
  TRAIN_USAGE,
  TRAIN_VALUED,
  trainerArgs,
} from "../../../src/train/digits/trainer-args.js";

describe("trainerArgs", () => {
  it("passes the architecture, epochs and photo weight, with the defaults when they are not given", () => {
    expect(trainerArgs([], false)).toEqual({
      ok: true,
      args: ["--arch", "wide-cnn", "--epochs", "24", "--photo-weight", "6"],
    });
    expect(trainerArgs(["--epochs", "30", "--photo-weight", "8", "--arch", "cnn"], false)).toEqual({
      ok: true,
      args: ["--arch", "cnn", "--epochs", "30", "--photo-weight", "8"],
    });
  });

  it("checks the pipeline in 2 epochs when quick, unless told otherwise", () => {
    const quick = trainerArgs(["--quick"], true);
    expect(quick.ok && quick.args.slice(2, 4)).toEqual(["--epochs", "2"]);
    const told = trainerArgs(["--quick", "--epochs", "3"], true);
    expect(told.ok && told.args.slice(2, 4)).toEqual(["--epochs", "3"]);
  });

  it("passes a final fit on with the earlier fit's temperature, and bends handwriting when asked", () => {
    const result = trainerArgs(["--final", "--temperature", "0.697", "--shape-changes"], false);
    expect(result.ok && result.args.slice(6)).toEqual([
      "--final",
      "--temperature",
      "0.697",
      "--shape-changes",
    ]);
  });

  it("moves the kind head's ink features while training only when asked", () => {
    const asked = trainerArgs(["--ink-jitter"], false);
    expect(asked.ok && asked.args.includes("--ink-jitter")).toBe(true);
    const plain = trainerArgs([], false);
    expect(plain.ok && plain.args.includes("--ink-jitter")).toBe(false);
  });

  it("refuses a final fit without a positive temperature (it cannot fit one on photos it trained on)", () => {
    for (const argv of [["--final"], ["--final", "--temperature", "0"], ["--final", "--temperature", "x"]]) {
      const result = trainerArgs(argv, false);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/--temperature/);
    }
  });
});

describe("optionValue", () => {
  it("reads the value after an option, or falls back when the option or its value is missing", () => {
    expect(optionValue(["--out", "a.json"], "--out", "b.json")).toBe("a.json");
    expect(optionValue(["--out"], "--out", "b.json")).toBe("b.json");
    expect(optionValue([], "--out", "b.json")).toBe("b.json");
  });
});

describe("foldOption", () => {
  it("reads no fold, a file-name fold, and a sheet fold, wherever the options stand", () => {
    expect(foldOption([])).toBeNull();
    expect(foldOption(["--quick"])).toBeNull();
    expect(foldOption(["--fold", "2/4"])).toEqual({ index: 2, count: 4 });
    expect(foldOption(["node", "make-data.js", ".cache/d", "--by-sheet", "--fold", "0/3"])).toEqual({
      index: 0,
      count: 3,
      bySheet: true,
    });
  });

  it("gives read-split.ts's message for a bad fold, and refuses --by-sheet without a fold", () => {
    expect(foldOption(["--fold", "4/4"])).toBe('a fold is K/N with 0 <= K < N and N >= 2, not "4/4"');
    expect(foldOption(["--fold"])).toBe('a fold is K/N with 0 <= K < N and N >= 2, not ""');
    expect(foldOption(["--by-sheet"])).toBe("--by-sheet needs --fold K/N");
  });
});

describe("dataPlan", () => {
  it("makes .cache/digits and writes the shipped model by default, as before fold runs existed", () => {
    expect(dataPlan([], false, () => false)).toEqual({
      makes: [[".cache/digits"]],
      data: ".cache/digits",
      out: "assets/models/digits.json",
    });
    expect(dataPlan(["--skip-data"], false, () => true)).toEqual({
      makes: [],
      data: ".cache/digits",
      out: "assets/models/digits.json",
    });
  });

  it("keeps a quick pipeline check's model in .cache, never over the shipped one unless told to", () => {
    expect(dataPlan(["--quick"], true, () => false)).toEqual({
      makes: [[".cache/digits-quick", "--quick"]],
      data: ".cache/digits-quick",
      out: ".cache/digits-quick.json",
    });
    expect(dataPlan(["--quick", "--skip-data"], true, () => true)).toEqual({
      makes: [],
      data: ".cache/digits-quick",
      out: ".cache/digits-quick.json",
    });
    const told = dataPlan(["--quick", "--out", "assets/models/digits.json"], true, () => false);
    expect(typeof told !== "string" && told.out).toBe("assets/models/digits.json");
  });

  it("refuses --skip-data before the data set it reuses was made, naming the folder", () => {
    expect(dataPlan(["--skip-data"], false, () => false)).toBe(
      "--skip-data needs the data set in .cache/digits, which is not made yet: run once without --skip-data",
    );
    expect(dataPlan(["--quick", "--skip-data"], true, () => false)).toMatch(/ \.cache\/digits-quick, /);
    const synthetic = new Set([".cache/digits-synthetic"]);
    expect(dataPlan(["--fold", "1/4", "--skip-data"], false, (dir) => synthetic.has(dir))).toMatch(
      / \.cache\/digits-fold-1of4, /,
    );
    expect(dataPlan(["--fold", "1/4", "--skip-data"], false, () => false)).toMatch(
      / \.cache\/digits-synthetic, /,
    );
  });

  it("makes a fold's photo cells, and the synthetic cells only when they are not made yet", () => {
    const first = dataPlan(["--fold", "2/4"], false, () => false);
    expect(first).toEqual({
      makes: [
        [".cache/digits-synthetic", "--no-photos"],
        [".cache/digits-fold-2of4", "--photos-only", "--fold", "2/4"],
      ],
      data: ".cache/digits-synthetic,.cache/digits-fold-2of4",
      out: ".cache/fold-2of4.json",
    });
    const made = new Set([".cache/digits-synthetic"]);
    const again = dataPlan(["--fold", "3/4", "--out", "m.json"], false, (dir) => made.has(dir));
    expect(typeof again !== "string" && again.makes).toEqual([
      [".cache/digits-fold-3of4", "--photos-only", "--fold", "3/4"],
    ]);
    expect(typeof again !== "string" && again.out).toBe("m.json");
  });

  it("never writes a fold's model over the shipped one unless told to", () => {
    for (const fold of ["0/4", "1/2"]) {
      const plan = dataPlan(["--fold", fold], false, () => true);
      expect(typeof plan !== "string" && plan.out.startsWith(".cache/")).toBe(true);
    }
  });

  it("makes a sheet fold's photo cells apart from the file-name fold's, passing --by-sheet on", () => {
    expect(dataPlan(["--fold", "1/4", "--by-sheet"], false, () => true)).toEqual({
      makes: [[".cache/digits-sheet-fold-1of4", "--photos-only", "--fold", "1/4", "--by-sheet"]],
      data: ".cache/digits-synthetic,.cache/digits-sheet-fold-1of4",
      out: ".cache/sheet-fold-1of4.json",
    });
  });

  it("refuses a bad fold, and --by-sheet without a fold", () => {
    expect(typeof dataPlan(["--fold", "4/4"], false, () => true)).toBe("string");
    expect(typeof dataPlan(["--fold"], false, () => true)).toBe("string");
    expect(dataPlan(["--by-sheet"], false, () => true)).toMatch(/--fold/);
  });
});

describe("train:digits's command line (TRAIN_FLAGS, TRAIN_VALUED)", () => {
  const check = (argv: string[]) => checkArgs(argv, TRAIN_FLAGS, TRAIN_VALUED);

  it("takes the command lines the README gives", () => {
    for (const argv of [
      ["--quick"],
      ["--skip-data", "--final", "--temperature", "0.697"],
      ["--skip-data", "--shape-changes", "--out", ".cache/a.json"],
      ["--skip-data", "--ink-jitter", "--out", ".cache/d.json"],
      ["--fold", "1/4", "--by-sheet"],
      ["--arch", "cnn", "--epochs", "30", "--photo-weight", "8"],
    ])
      expect(check(argv)).toEqual({ kind: "options", options: argv });
  });

  it("refuses an unknown argument before anything is made or trained, and answers --help", () => {
    expect(check(["--fold", "1/4", "--bysheet"])).toEqual({
      kind: "wrong",
      problem: "unknown argument --bysheet",
    });
    expect(check(["--seed", "2"])).toEqual({ kind: "wrong", problem: "unknown argument --seed" });
    expect(check(["--quick", "--help"])).toEqual({ kind: "help" });
  });

  it("describes every option it takes in the usage", () => {
    for (const option of [...TRAIN_FLAGS, ...TRAIN_VALUED]) expect(TRAIN_USAGE).toContain(option);
  });
});
