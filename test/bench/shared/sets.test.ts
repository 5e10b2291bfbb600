import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  defaultDataDir,
  findRepoRoot,
  loadSet,
  parsePuzzleLines,
  SET_SPECS,
  sampleIndices,
} from "../../../src/bench/shared/sets.js";

const repoRoot = findRepoRoot(import.meta.dirname);
const dataDir = defaultDataDir(repoRoot);

describe("parsePuzzleLines", () => {
  it("reads '.' and '0' as blanks and digits as givens, skipping blank lines", () => {
    const text = `${"1".padEnd(81, ".")}\n\n${"0".repeat(80)}9\n`;
    const { boards, lines } = parsePuzzleLines(text);
    expect(boards).toHaveLength(2);
    expect(boards[0]?.[0]).toBe(1);
    expect(boards[0]?.[1]).toBe(0);
    expect(boards[1]?.[80]).toBe(9);
    expect(lines).toEqual([1, 3]);
  });

  it("names the line of a puzzle that is not 81 characters", () => {
    expect(() => parsePuzzleLines(`${".".repeat(81)}\n${".".repeat(80)}`, "x.txt")).toThrow(
      "x.txt:2: expected 81 characters, got 80",
    );
  });

  it("names a character that is neither a digit nor a blank", () => {
    expect(() => parsePuzzleLines(`x${".".repeat(80)}`)).toThrow('input:1: unexpected character "x"');
  });
});

describe("sampleIndices", () => {
  it("spreads the sample evenly over the whole set", () => {
    expect(sampleIndices(10, 3)).toEqual([0, 3, 6]);
    expect(sampleIndices(1000, 4)).toEqual([0, 250, 500, 750]);
  });
  it("keeps everything when the sample is as large as the set", () => {
    expect(sampleIndices(3, 5)).toEqual([0, 1, 2]);
  });
});

describe("the set list", () => {
  it("has the empty board, the adversarial puzzle and every shared set, with serg promising multiple", () => {
    expect(SET_SPECS.map((s) => s.name)).toEqual([
      "empty",
      "adversarial",
      "kaggle_like",
      "random_minimal",
      "17_clue",
      "magictour_top1465",
      "forum_hardest_1106",
      "serg_benchmark",
    ]);
    const multiple = SET_SPECS.filter((s) => s.promise === "multiple").map((s) => s.name);
    expect(multiple).toEqual(["empty", "serg_benchmark"]);
  });
});

describe("loadSet", () => {
  it("refuses a missing file with what to do about it", () => {
    const spec = SET_SPECS.find((s) => s.file !== null) as (typeof SET_SPECS)[number];
    expect(() => loadSet(spec, "/nonexistent")).toThrow(
      /not found: put the public puzzle sets in \.\.\/shared\/data .*SUDOKU_DATA_DIR/,
    );
  });

  it("builds the empty board set without reading a file", () => {
    const set = loadSet(SET_SPECS[0] as (typeof SET_SPECS)[number], "/nonexistent");
    expect(set.total).toBe(1);
    expect(Array.from(set.puzzles[0] ?? [])).toEqual(new Array(81).fill(0));
  });

  it.skipIf(!existsSync(dataDir))("reads a shared set in place and samples it evenly", () => {
    const spec = SET_SPECS.find((s) => s.name === "forum_hardest_1106");
    if (!spec) throw new Error("missing spec");
    const set = loadSet(spec, dataDir, 5);
    expect(set.total).toBe(375);
    expect(set.puzzles).toHaveLength(5);
    expect(set.lines).toEqual([1, 76, 151, 226, 301]);
  });
});

describe("findRepoRoot", () => {
  it("finds the folder with package.json from deep inside the repository", () => {
    expect(existsSync(path.join(repoRoot, "package.json"))).toBe(true);
    expect(findRepoRoot(path.join(repoRoot, "src", "bench"))).toBe(repoRoot);
  });
});

describe("npm run bench without data", () => {
  const bench = path.join(repoRoot, "dist/src/bench/solver/main.js");

  it.skipIf(!existsSync(bench))(
    "fails with status 1 naming the missing file, having measured nothing",
    async () => {
      const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
        execFile(
          process.execPath,
          [bench, "--quick", "--sets", "17_clue", "--solvers", "ours"],
          { env: { ...process.env, SUDOKU_DATA_DIR: "/nonexistent-sudoku-data" } },
          (error, _stdout, stderr) =>
            done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("/nonexistent-sudoku-data/17_clue");
      expect(result.stderr).toContain("SUDOKU_DATA_DIR");
    },
  );
});
