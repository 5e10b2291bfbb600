import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/core/board.js";
import {
  guessesMade,
  ranOutOfBudget,
  runSearch,
  solutions,
  solutionsFound,
} from "../../../src/core/solve/engine.js";
import { isSolutionOf } from "../../../src/core/validate.js";
import { DATA_DIR, HAVE_DATA } from "../../support/data.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const fromLine = (line: string): Board =>
  Uint8Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));

/** One strategy's answer: solutions counted (up to `limit`), the first solution, guesses. */
function searchWith(strong: boolean, board: Board, limit = 2) {
  runSearch(
    board,
    limit,
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    strong,
    Number.POSITIVE_INFINITY,
  );
  expect(ranOutOfBudget()).toBe(false);
  return { count: solutionsFound(), first: solutions[0].slice(), guesses: guessesMade() };
}

/** The puzzles of the solver fixture and of the regression boards. */
const fixturePuzzles = ["test/fixtures/solver-cases.txt", "test/fixtures/worst-boards.txt"].flatMap((file) =>
  readFileSync(path.resolve(repoRoot, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.trim().split(":")[0] ?? ""),
);

describe("the two strategies of the search", () => {
  it("count the same solutions of every fixture and regression board, and find valid ones", () => {
    expect(fixturePuzzles.length).toBeGreaterThan(20);
    for (const line of fixturePuzzles) {
      const board = fromLine(line);
      const first = searchWith(false, board);
      const strong = searchWith(true, board);
      expect({ line, count: strong.count }).toEqual({ line, count: first.count });
      if (strong.count > 0) expect(isSolutionOf(board, strong.first)).toBe(true);
      if (strong.count === 1) expect(strong.first).toEqual(first.first);
    }
  });

  it("count every solution alike: 872 and 83 for Serg's first two puzzles", () => {
    const serg1 = fromLine(
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
    );
    const serg2 = fromLine(
      "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235",
    );
    for (const strong of [false, true]) {
      expect(searchWith(strong, serg1, 100_000).count).toBe(872);
      expect(searchWith(strong, serg2, 100_000).count).toBe(83);
    }
  });

  it("the strong one refutes the issue's first board without a guess, where the first needs 127", () => {
    const board = fromLine(
      ".....8.................2........7............9....45.....1..............47....28.",
    );
    expect(searchWith(true, board)).toMatchObject({ count: 0, guesses: 0 });
    expect(searchWith(false, board)).toMatchObject({ count: 0, guesses: 127 });
  });

  it.skipIf(!HAVE_DATA)("agree on the first 100 puzzles of forum_hardest_1106 and serg_benchmark", () => {
    for (const file of ["forum_hardest_1106.txt", "serg_benchmark.txt"]) {
      const lines = readFileSync(path.resolve(DATA_DIR, file), "utf8").split("\n").slice(0, 100);
      for (const line of lines.filter((l) => l.length >= 81)) {
        const board = fromLine(line.slice(0, 81));
        const first = searchWith(false, board);
        const strong = searchWith(true, board);
        expect({ line, count: strong.count }).toEqual({ line, count: first.count });
        if (strong.count === 1) expect(strong.first).toEqual(first.first);
        else expect(isSolutionOf(board, strong.first)).toBe(true);
      }
    }
  });
});
