import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/core/board.js";
import {
  bitIndex,
  bitToDigit,
  digitToBit,
  lowBit,
  popcount,
  type SolveResult,
  solve,
} from "../../src/core/solver.js";
import { isSolutionOf } from "../../src/core/validate.js";
import { DATA_DIR, HAVE_DATA, withData } from "../support/data.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = DATA_DIR;
const haveData = HAVE_DATA;

const fromLine = (line: string): Board =>
  Uint8Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
const toLine = (board: Board): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");
const sameBoard = (a: Board, b: Board): boolean => a.every((d, i) => d === b[i]);

interface Case {
  comment: string;
  puzzle: string;
  count: number;
  solution: string;
}

/** The `puzzle:count:solution` lines of the fixture, each with the comment line above it. */
function readCases(): Case[] {
  const text = readFileSync(path.resolve(repoRoot, "test/fixtures/solver-cases.txt"), "utf8");
  const cases: Case[] = [];
  let comment = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) comment = line.slice(1).trim();
    else if (line.trim() !== "") {
      const [puzzle = "", count = "", solution = ""] = line.trim().split(":");
      cases.push({ comment, puzzle, count: Number(count), solution });
    }
  }
  return cases;
}

/** How many solutions a result reports, capped at 2 like the fixture. */
const countOf = (result: SolveResult): number => Math.min(result.count, 2);

describe("bit helpers", () => {
  it("lowBit isolates the lowest set bit", () => {
    expect(lowBit(0b1100)).toBe(0b100);
    expect(lowBit(1 << 26)).toBe(1 << 26);
    expect(lowBit(0)).toBe(0);
  });

  it("popcount counts set bits, including bit 31", () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0x7ffffff)).toBe(27);
    expect(popcount(-1)).toBe(32);
    expect(popcount(1 << 31)).toBe(1);
  });

  it("bitIndex gives the position of the lowest set bit", () => {
    expect(bitIndex(1)).toBe(0);
    expect(bitIndex(0b1000)).toBe(3);
    expect(bitIndex(0b1010_0000)).toBe(5);
    expect(bitIndex(1 << 26)).toBe(26);
  });

  it("bitToDigit and digitToBit map digit d to bit 1 << (d - 1) and back for all nine digits", () => {
    for (let d = 1; d <= 9; d++) {
      expect(digitToBit(d)).toBe(1 << (d - 1));
      expect(bitToDigit(digitToBit(d))).toBe(d);
    }
  });
});

describe("solve on the fixture cases", () => {
  const cases = readCases();

  it("reads every kind of case the fixture promises", () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(cases.some((c) => c.count === 0)).toBe(true);
    expect(cases.some((c) => c.count === 1)).toBe(true);
    expect(cases.some((c) => c.count === 2)).toBe(true);
  });

  for (const c of cases) {
    it(`finds ${c.count} solution(s) for ${c.comment}`, () => {
      const puzzle = fromLine(c.puzzle);
      const result = solve(puzzle);
      expect(countOf(result)).toBe(c.count);
      if (c.count > 0) expect(isSolutionOf(puzzle, fromLine(c.solution))).toBe(true);
      if (result.status === "none") return;
      expect(isSolutionOf(puzzle, result.solution)).toBe(true);
      if (result.status === "unique") expect(toLine(result.solution)).toBe(c.solution);
      if (result.status === "multiple") {
        expect(isSolutionOf(puzzle, result.second)).toBe(true);
        expect(sameBoard(result.solution, result.second)).toBe(false);
      }
    });
  }

  it("solves the adversarial puzzle with 987654321 as its first row", () => {
    const adversarial = cases.find((c) => c.comment.startsWith("adversarial"));
    const result = solve(fromLine(adversarial?.puzzle ?? ""));
    expect(result.status).toBe("unique");
    if (result.status === "unique") expect(toLine(result.solution).slice(0, 9)).toBe("987654321");
  });
});

describe("solve: results and limits", () => {
  const easy = fromLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  const easySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  it("returns the whole unique result for an easy puzzle, with no guesses", () => {
    expect(solve(easy)).toEqual({ status: "unique", count: 1, solution: fromLine(easySolution), guesses: 0 });
  });

  it("with limit 1 reports solved without examining uniqueness", () => {
    expect(solve(easy, { limit: 1 })).toEqual({
      status: "solved",
      count: 1,
      solution: fromLine(easySolution),
      guesses: 0,
    });
    const empty = new Uint8Array(81);
    const result = solve(empty, { limit: 1 });
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(isSolutionOf(empty, result.solution)).toBe(true);
  });

  it("with the default limit finds two different valid grids on the empty board", () => {
    const empty = new Uint8Array(81);
    const result = solve(empty);
    expect(result.status).toBe("multiple");
    if (result.status !== "multiple") return;
    expect(result.count).toBe(2);
    expect(isSolutionOf(empty, result.solution)).toBe(true);
    expect(isSolutionOf(empty, result.second)).toBe(true);
    expect(sameBoard(result.solution, result.second)).toBe(false);
    expect(result.guesses).toBeGreaterThan(0);
  });

  it("with limit 10 counts 10 solutions of a puzzle that has many", () => {
    const empty = new Uint8Array(81);
    const result = solve(empty, { limit: 10 });
    expect(result.status).toBe("multiple");
    expect(result.count).toBe(10);
  });

  it("counts every solution when the limit is above their number", () => {
    // Serg's first two puzzles have 872 and 83 solutions (counted by a separate plain backtracking
    // counter when the fixture was made).
    const serg1 = fromLine(
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
    );
    const serg2 = fromLine(
      "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235",
    );
    expect(solve(serg1, { limit: 100_000 }).count).toBe(872);
    expect(solve(serg2, { limit: 100_000 }).count).toBe(83);
    expect(solve(serg2, { limit: 83 }).count).toBe(83);
    expect(solve(serg2, { limit: 50 }).count).toBe(50);
  });

  it("returns none for repeated givens instead of throwing", () => {
    const board = easy.slice();
    board[2] = 5; // r1c3 = 5 repeats r1c1's 5
    expect(solve(board)).toEqual({ status: "none", count: 0, guesses: 0 });
  });

  it("does not modify the input board and returns fresh copies", () => {
    const hardLine = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    const board = fromLine(hardLine);
    const first = solve(board);
    expect(toLine(board)).toBe(hardLine); // the search guessed on this board, yet it is untouched
    if (first.status !== "unique") throw new Error("expected unique");
    expect(first.guesses).toBeGreaterThan(0);
    const answer = toLine(first.solution);
    first.solution.fill(0); // scribbling on one answer must not touch the next
    const again = solve(board);
    expect(again.status === "unique" && toLine(again.solution)).toBe(answer);
    const empty = new Uint8Array(81);
    const many = solve(empty);
    if (many.status !== "multiple") throw new Error("expected multiple");
    many.solution.fill(0);
    expect(isSolutionOf(empty, many.second)).toBe(true);
  });

  it("gives the same answer when called again after an unrelated search", () => {
    const hard = fromLine(
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    );
    const first = solve(hard);
    solve(new Uint8Array(81), { limit: 5 });
    expect(solve(hard)).toEqual(first);
  });

  it("throws a TypeError on a board of the wrong length or a bad limit (programming errors)", () => {
    expect(() => solve(new Uint8Array(80))).toThrow(TypeError);
    expect(() => solve(easy, { limit: 0 })).toThrow(TypeError);
    expect(() => solve(easy, { limit: 1.5 })).toThrow(TypeError);
  });
});

describe("solve on samples of the shared data sets", () => {
  const sets: [file: string, expected: SolveResult["status"]][] = [
    ["17_clue.txt", "unique"],
    ["magictour_top1465.txt", "unique"],
    ["forum_hardest_1106.txt", "unique"],
    ["random_minimal.txt", "unique"],
    ["kaggle_like.txt", "unique"],
    ["serg_benchmark.txt", "multiple"],
  ];
  for (const [file, expected] of sets) {
    it.skipIf(!haveData)(
      withData(`finds every one of the first 200 puzzles of ${file} ${expected}, with valid solutions`),
      () => {
        const lines = readFileSync(path.resolve(dataDir, file), "utf8").split("\n").slice(0, 200);
        const wrong: string[] = [];
        for (const line of lines.filter((l) => l.length >= 81)) {
          const puzzle = fromLine(line.slice(0, 81));
          const result = solve(puzzle);
          const valid =
            result.status === expected &&
            result.status !== "none" &&
            isSolutionOf(puzzle, result.solution) &&
            (result.status !== "multiple" ||
              (isSolutionOf(puzzle, result.second) && !sameBoard(result.solution, result.second)));
          if (!valid) wrong.push(`${line.slice(0, 81)} -> ${result.status}`);
        }
        expect(wrong).toEqual([]);
      },
    );
  }
});
