import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/core/board.js";
import { INTERACTIVE_BUDGET, solve } from "../../src/core/solver.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fromLine = (line: string): Board =>
  Uint8Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));

/** The puzzles of the solver fixture (`puzzle:count:solution` lines). */
const fixturePuzzles = readFileSync(path.resolve(repoRoot, "test/fixtures/solver-cases.txt"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => line.trim().split(":")[0] ?? "");

const hardest = fromLine("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");

describe("solve with a budget", () => {
  it("answers undecided when the guess budget is one short of what the board needs", () => {
    const needed = solve(hardest).guesses;
    expect(needed).toBeGreaterThan(1);
    const short = solve(hardest, { budget: { guesses: needed - 1 } });
    expect(short.status).toBe("undecided");
    expect(short.guesses).toBe(needed - 1);
    expect(short.count).toBeLessThan(2); // maybe the solution was found, but uniqueness was not proved
    expect(solve(hardest, { budget: { guesses: 1 } })).toEqual({ status: "undecided", count: 0, guesses: 1 });
  });

  it("gives the unbudgeted answer when the guess budget is exactly what the board needs", () => {
    const unbounded = solve(hardest);
    expect(solve(hardest, { budget: { guesses: unbounded.guesses } })).toEqual(unbounded);
  });

  it("decides a puzzle that needs no guess even with a budget of zero guesses", () => {
    const easy = fromLine(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    );
    const result = solve(easy, { budget: { guesses: 0 } });
    expect(result.status).toBe("unique");
    expect(result.guesses).toBe(0);
  });

  it("stops on the clock: counting every grid of the empty board within 5 ms is undecided, with what it found so far", () => {
    const result = solve(new Uint8Array(81), { limit: 1e9, budget: { milliseconds: 5 } });
    expect(result.status).toBe("undecided");
    expect(result.count).toBeGreaterThan(0); // it found some grids before the clock stopped it
    expect(result.count).toBeLessThan(1e9);
    expect(result.guesses).toBeGreaterThan(0);
  });

  it("leaves every fixture puzzle's answer unchanged under the interactive budget", () => {
    expect(fixturePuzzles.length).toBeGreaterThanOrEqual(12);
    for (const line of fixturePuzzles) {
      const puzzle = fromLine(line);
      expect(solve(puzzle, { budget: INTERACTIVE_BUDGET })).toEqual(solve(puzzle));
    }
  });

  it("leaves the search state clean for the next call after running out", () => {
    const before = solve(hardest);
    solve(new Uint8Array(81), { limit: 1e9, budget: { guesses: 50 } });
    expect(solve(hardest)).toEqual(before);
  });

  it("throws a TypeError on a malformed budget (programming errors)", () => {
    expect(() => solve(hardest, { budget: { guesses: -1 } })).toThrow(TypeError);
    expect(() => solve(hardest, { budget: { guesses: 2.5 } })).toThrow(TypeError);
    expect(() => solve(hardest, { budget: { milliseconds: 0 } })).toThrow(TypeError);
    expect(() => solve(hardest, { budget: { milliseconds: Number.NaN } })).toThrow(TypeError);
  });
});
