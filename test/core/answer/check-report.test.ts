import { describe, expect, it } from "vitest";
import {
  checkAttempt,
  readCheckInput,
  readCheckText,
  reportCheck,
} from "../../../src/core/answer/check-report.js";
import type { Board } from "../../../src/core/board.js";
import { en } from "../../../src/messages/en.js";
import { presentCheck } from "../../../src/present/check-presentation.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const board = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const withDigits = (line: string, changes: Record<number, string>) =>
  Array.from(line, (ch, i) => changes[i] ?? ch).join("");

/** The verdict and evidence lines a person reads (no hint), as both the bot and the CLI word them. */
const summarise = (report: ReturnType<typeof checkAttempt>, reveal = false): string[] => {
  const shown = presentCheck(report, en, { reveal, surface: "cli" });
  return [shown.verdict, ...shown.evidence];
};

describe("checkAttempt on a complete grid", () => {
  it("GIVEN the solution and the original THEN it is correct with nothing wrong", () => {
    const report = checkAttempt(board(SOLUTION), board(PUZZLE));
    expect(report).toMatchObject({
      status: "correct",
      complete: true,
      wrong: [],
      changedGivens: [],
      puzzle: "unique",
    });
    expect(report.entries).toBe(51);
  });

  it("GIVEN two swapped entries and the original THEN exactly those two cells are wrong", () => {
    // r1c3 (cell 2) and r1c4 (cell 3) are blanks in the puzzle; swapping 4 and 6 keeps row 1 complete.
    const attempt = withDigits(SOLUTION, { 2: "6", 3: "4" });
    const report = checkAttempt(board(attempt), board(PUZZLE));
    expect(report.status).toBe("wrong");
    expect(report.wrong).toEqual([2, 3]);
  });

  it("GIVEN the same swap without the original THEN the cells in repeated digits are wrong", () => {
    const attempt = withDigits(SOLUTION, { 2: "6", 3: "4" });
    const report = checkAttempt(board(attempt));
    expect(report.status).toBe("wrong");
    // Column 3 now has two 6s (r1c3 and r7c3... wherever the other 6 is) and box 1/box 2 repeat too.
    expect(report.wrong).toContain(2);
    expect(report.wrong).toContain(3);
    expect(report.duplicates.length).toBeGreaterThan(0);
    for (const d of report.duplicates) expect(d.cells.length).toBeGreaterThanOrEqual(2);
  });

  it("GIVEN a changed given THEN that cell is named as a changed given and wrong", () => {
    // r1c1 is the given 5; the attempt swaps r1c1 and r1c2 (5 and 3), both givens.
    const attempt = withDigits(SOLUTION, { 0: "3", 1: "5" });
    const report = checkAttempt(board(attempt), board(PUZZLE));
    expect(report.status).toBe("wrong");
    expect(report.changedGivens).toEqual([0, 1]);
    expect(report.wrong).toEqual([0, 1]);
    expect(summarise(report)).toContain("The given at r1c1 was 5, the attempt has 3.");
  });
});

describe("checkAttempt on a partial grid", () => {
  it("GIVEN a few correct entries THEN it is on track", () => {
    const attempt = withDigits(PUZZLE, { 2: "4", 3: "6" });
    const report = checkAttempt(board(attempt), board(PUZZLE));
    expect(report).toMatchObject({ status: "on-track", complete: false, wrong: [], entries: 2 });
    expect(summarise(report)).toEqual([
      "On track: still solvable, 2 entries so far.",
      "None of your entries contradicts the solution.",
    ]);
  });

  it("GIVEN an entry that repeats nothing yet disagrees with the solution THEN it is a dead end naming how many", () => {
    const attempt = withDigits(PUZZLE, { 2: "1", 3: "6" }); // r1c3 should be 4; 1 repeats nothing in its units
    const report = checkAttempt(board(attempt), board(PUZZLE));
    expect(report.status).toBe("dead-end");
    expect(report.duplicates).toEqual([]);
    expect(report.wrong).toEqual([2]);
    expect(summarise(report)).toContain("1 of your 2 entries disagrees with the solution.");
    expect(summarise(report, true)).toContain("Wrong: r1c3.");
  });

  it("GIVEN no original and a position with no completion THEN it is a dead end", () => {
    const attempt = `12345678.${"........9"}${".".repeat(63)}`;
    const report = checkAttempt(board(attempt));
    expect(report).toMatchObject({ status: "dead-end", wrong: [], puzzle: "absent" });
  });

  it("GIVEN a repeated digit THEN it is a dead end with the repeat named", () => {
    const attempt = withDigits(PUZZLE, { 2: "5" });
    const report = checkAttempt(board(attempt));
    expect(report.status).toBe("dead-end");
    expect(report.wrong).toEqual([0, 2]);
    expect(summarise(report)[1]).toMatch(/^Row 1 has two 5s/);
  });
});

describe("readCheckInput", () => {
  it("takes two boards in one message as the puzzle and then the attempt", () => {
    const attempt = withDigits(PUZZLE, { 2: "4" });
    const message = `here's the puzzle:\n\`\`\`\n${PUZZLE}\n\`\`\`\nand my try:\n\`\`\`\n${attempt}\n\`\`\``;
    const input = readCheckInput(message);
    expect(input.ok).toBe(true);
    if (!input.ok) return;
    expect(Array.from(input.puzzle ?? []).join("")).toBe(PUZZLE.replaceAll(".", "0"));
    expect(Array.from(input.attempt).join("")).toBe(attempt.replaceAll(".", "0"));
  });

  it("accepts repeated digits in the attempt but not in the puzzle", () => {
    const repeated = withDigits(PUZZLE, { 2: "5" });
    expect(readCheckInput(repeated).ok).toBe(true);
    const bad = readCheckInput(PUZZLE, repeated);
    expect(bad).toMatchObject({ ok: false, which: "puzzle" });
  });
});

describe("reportCheck", () => {
  it("GIVEN an unreadable attempt THEN it says which input, with the reader's problems", () => {
    const { reading, source } = readCheckText(PUZZLE.slice(1), PUZZLE);
    expect(reportCheck(reading, source)).toEqual({
      status: "invalid",
      source: { kind: "text" },
      which: "attempt",
      problems: [{ kind: "wrong-length", found: 80, expected: 81 }],
    });
  });

  it("GIVEN a blank puzzle text THEN it checks the attempt on its own", () => {
    const { reading } = readCheckText(SOLUTION, "   ");
    const report = reportCheck(reading);
    expect(report).toMatchObject({ status: "correct", puzzle: "absent", source: { kind: "text" } });
  });
});
