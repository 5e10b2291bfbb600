import { describe, expect, it } from "vitest";
import { missingDataMessage } from "../../../src/bench/shared/sets.js";
import { isBuilt, runBuilt } from "../run-built.js";

const SCRIPT = "src/bench/logic/logic.js";

describe.skipIf(!isBuilt(SCRIPT))("npm run bench:logic (the built script)", () => {
  it("refuses a --peer-seconds that is not a number with the usage, exit 2, before loading anything", async () => {
    const run = await runBuilt(SCRIPT, ["--quick", "--peer-seconds", "ten"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^--peer-seconds wants a number of seconds >= 0, got ten\nusage: npm run bench:logic/,
    );
  });

  it("fails with one line naming the first missing set and status 1, without a stack trace", async () => {
    const run = await runBuilt(SCRIPT, ["--quick"], { SUDOKU_DATA_DIR: "/nonexistent-sudoku-data" });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `bench:logic: ${missingDataMessage("/nonexistent-sudoku-data/magictour_top1465.txt")}\n`,
    );
  });
});
