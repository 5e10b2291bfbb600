import { describe, expect, it } from "vitest";
import { missingDataMessage } from "../../../src/bench/shared/sets.js";
import { isBuilt, runBuilt } from "../run-built.js";

const SCRIPT = "src/bench/logic/logic-techniques.js";

describe.skipIf(!isBuilt(SCRIPT))("npm run bench:techniques (the built script)", () => {
  it("refuses a --sample that is not a whole number with the usage, exit 2, before loading anything", async () => {
    const run = await runBuilt(SCRIPT, ["--sample", "x"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^--sample wants a whole number >= 1, got x\nusage: npm run bench:techniques/);
  });

  it("fails with one line naming the missing set and status 1, without a stack trace", async () => {
    const run = await runBuilt(SCRIPT, ["--sample", "3"], { SUDOKU_DATA_DIR: "/nonexistent-sudoku-data" });
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: `bench:techniques: ${missingDataMessage("/nonexistent-sudoku-data/magictour_top1465.txt")}\n`,
    });
  });
});
