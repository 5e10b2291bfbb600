import { describe, expect, it } from "vitest";
import { missingDataMessage } from "../../../src/bench/shared/sets.js";
import { builtScript, isBuilt, runBuilt } from "../run-built.js";

const SCRIPT = "src/bench/solver/compare.js";

describe.skipIf(!isBuilt(SCRIPT))("npm run bench:compare (the built script)", () => {
  it("fails with one line naming the missing set and status 1, without a stack trace", async () => {
    const baseline = builtScript("src/core/solver.js");
    const args = ["--baseline", baseline, "--sets", "kaggle_like", "--sample", "5", "--rounds", "1"];
    const run = await runBuilt(SCRIPT, args, { SUDOKU_DATA_DIR: "/nonexistent-sudoku-data" });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `bench:compare: ${missingDataMessage("/nonexistent-sudoku-data/kaggle_like.txt")}\n`,
    );
  });
});
