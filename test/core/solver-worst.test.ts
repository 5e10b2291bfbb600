import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/core/board.js";
import { INTERACTIVE_BUDGET, solve } from "../../src/core/solver.js";
import { isSolutionOf } from "../../src/core/validate.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fromLine = (line: string): Board =>
  Uint8Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));

/** The regression boards kept by `npm run bench:worst` (`puzzle:count` lines). */
const boards = readFileSync(path.resolve(repoRoot, "test/fixtures/worst-boards.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const [puzzle = "", count = ""] = line.trim().split(":");
    return { puzzle, count: Number(count) };
  });

describe("solve on the worst boards found so far", () => {
  it("reads the regression file, the issue's two boards first", () => {
    expect(boards.length).toBeGreaterThanOrEqual(2);
    expect(boards[0]?.puzzle).toBe(
      ".....8.................2........7............9....45.....1..............47....28.",
    );
    expect(boards.every((b) => b.puzzle.length === 81 && b.count >= 0 && b.count <= 2)).toBe(true);
  });

  for (const { puzzle, count } of boards) {
    it(`decides ${puzzle} (${count} solution(s) up to 2) within the interactive budget`, () => {
      const board = fromLine(puzzle);
      const result = solve(board, { budget: INTERACTIVE_BUDGET });
      expect(result.status).not.toBe("undecided");
      expect(Math.min(result.count, 2)).toBe(count);
      if (result.status === "unique" || result.status === "multiple")
        expect(isSolutionOf(board, result.solution)).toBe(true);
      if (result.status === "multiple") {
        expect(isSolutionOf(board, result.second)).toBe(true);
        expect(result.second).not.toEqual(result.solution);
      }
    });
  }
});
