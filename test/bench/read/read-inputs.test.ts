import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadModelFiles, missingData } from "../../../src/bench/read/read-inputs.js";
import type { InkFeatures } from "../../../src/core/vision/types.js";
import { isBuilt, runBuilt } from "../run-built.js";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const shipped = path.join(repoRoot, "assets/models/digits.json");
const SCRIPT = "src/bench/read/read.js";

describe("loadModelFiles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "read-inputs-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("loads no model when --model names none", () => {
    expect(loadModelFiles([])).toEqual([]);
  });

  it("loads each named model file, in order, as a working classifier", () => {
    const models = loadModelFiles([shipped, shipped]);
    if (typeof models === "string") throw new Error(models);
    expect(models).toHaveLength(2);
    const features: InkFeatures = {
      hue: 0,
      saturation: 0,
      value: 0,
      contrast: 0,
      inkFraction: 0,
      height: 0,
      width: 0,
      stroke: 0,
      inverted: false,
    };
    const read = models[0]?.classify(new Float32Array(28 * 28), features);
    expect(read?.probabilities).toHaveLength(10);
  });

  it("names a fold's model file not trained yet, and how to make it", () => {
    const missing = path.join(dir, "sheet-fold-0of4.json");
    const problem = loadModelFiles([shipped, missing]);
    expect(problem).toBe(
      `--model ${missing} not found: a fold's model is made first, by npm run train:digits -- --fold K/N ` +
        "(into .cache/fold-KofN.json) or --fold K/N --by-sheet (into .cache/sheet-fold-KofN.json)",
    );
  });

  it("says in one line that a file is not a model, for JSON of another kind and for text", async () => {
    const other = path.join(dir, "other.json");
    const text = path.join(dir, "notes.txt");
    await writeFile(other, JSON.stringify({ format: "something-else" }));
    await writeFile(text, "not\njson\n");
    expect(loadModelFiles([other])).toBe(
      `--model ${other} is not a digit model file (unknown model format something-else)`,
    );
    const problem = loadModelFiles([text]);
    expect(problem).toMatch(
      new RegExp(`^--model ${text.replace(/\./g, "\\.")} is not a digit model file \\(`),
    );
    expect(problem).not.toContain("\n");
  });
});

describe("missingData", () => {
  it("is undefined when every file is there", () => {
    expect(missingData([shipped, path.join(repoRoot, "package.json")])).toBeUndefined();
  });

  it("names the first missing file and where the shared data goes", () => {
    expect(missingData([shipped, "/nonexistent-sudoku-data/kaggle_like.txt", "/nonexistent-b"])).toBe(
      "/nonexistent-sudoku-data/kaggle_like.txt not found: put the public puzzle sets in ../shared/data beside " +
        "the checkout (see its README), or name their directory in SUDOKU_DATA_DIR",
    );
  });
});

describe.skipIf(!isBuilt(SCRIPT))("npm run bench:read with a file missing (the built script)", () => {
  it("fails with status 1 and one line naming the missing photo labels, having read nothing", async () => {
    const run = await runBuilt(SCRIPT, ["--no-real", "--screens", "0"], {
      SUDOKU_DATA_DIR: "/nonexistent-sudoku-data",
    });
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `bench:read: ${missingData(["/nonexistent-sudoku-data/photos/newspaper/labels.tsv"])}\n`,
    });
  });

  it("fails with status 1 and one line for a --model file not made yet", async () => {
    const run = await runBuilt(SCRIPT, [
      "--no-photos",
      "--no-real",
      "--screens",
      "0",
      "--model",
      "/nonexistent/m.json",
    ]);
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `bench:read: ${loadModelFiles(["/nonexistent/m.json"])}\n`,
    });
  });
});
