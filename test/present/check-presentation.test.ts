import { describe, expect, it } from "vitest";
import { checkAttempt, readCheckText, reportCheck } from "../../src/core/answer/check-report.js";
import type { Board } from "../../src/core/board.js";
import { en } from "../../src/messages/en.js";
import { checkCells, legendFor, presentCheck } from "../../src/present/check-presentation.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const board = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const withDigits = (line: string, changes: Record<number, string>) =>
  Array.from(line, (ch, i) => changes[i] ?? ch).join("");

describe("checkCells", () => {
  const attempt = withDigits(PUZZLE, { 2: "1", 3: "6" });
  const report = checkAttempt(board(attempt), board(PUZZLE));

  it("hides which entry is wrong on a partial grid unless asked", () => {
    const hidden = checkCells(report);
    expect(hidden.filter((c) => c.sign)).toEqual([]);
    expect(hidden[2]).toEqual({ digit: 1, role: "entry" });
    expect(hidden[0]).toEqual({ digit: 5, role: "given" });
  });

  it("marks exactly the wrong cells when revealed", () => {
    const shown = checkCells(report, { reveal: true });
    const marked = shown.flatMap((c, i) => (c.sign ? [i] : []));
    expect(marked).toEqual([2]);
    expect(shown[2]).toEqual({ digit: 1, role: "wrong", sign: "wrong" });
    expect(shown[3]).toEqual({ digit: 6, role: "entry" });
  });
});

describe("checkCells on a complete grid with a changed given", () => {
  it("marks only the wrong cells, not the correct cells that repeat their digits", () => {
    const attempt = withDigits(SOLUTION, { 0: "3", 1: "5" });
    const report = checkAttempt(board(attempt), board(PUZZLE));
    expect(report.duplicates.length).toBeGreaterThan(0);
    const marked = checkCells(report).flatMap((c, i) => (c.sign ? [i] : []));
    expect(marked).toEqual([0, 1]);
  });
});

describe("checkCells on a partial grid with a changed given", () => {
  it("signs the changed given (as a changed given, not a wrong entry) even without reveal, and nothing else", () => {
    // r1c2's given 3 becomes 2 and r1c3 gets a wrong 1: neither repeats a digit in its row, column or box.
    const attempt = withDigits(PUZZLE, { 1: "2", 2: "1" });
    const report = checkAttempt(board(attempt), board(PUZZLE));
    const marked = checkCells(report).flatMap((c, i) => (c.sign ? [`${i}:${c.sign}`] : []));
    expect(report.duplicates).toEqual([]);
    expect(report.wrong).toEqual([1, 2]);
    expect(marked).toEqual(["1:changed-given"]);
  });
});

describe("presentCheck's one reveal rule", () => {
  // r1c3 should be 4: a partial attempt with one wrong entry that repeats nothing.
  const report = checkAttempt(board(withDigits(PUZZLE, { 2: "1", 3: "6" })), board(PUZZLE));

  it("counts but does not name or mark a partial attempt's wrong entry without reveal", () => {
    const shown = presentCheck(report, en, { surface: "cli" });
    expect(shown.shownWrong).toEqual([]);
    expect(shown.evidence).toEqual(["1 of your 2 entries disagrees with the solution."]);
    expect(shown.hint).toEqual(["To see which cells, run the check again with --reveal."]);
    expect(shown.picture.cells.some((c) => c.sign !== undefined)).toBe(false);
  });

  it("names and marks it with reveal, and asks for nothing more", () => {
    const shown = presentCheck(report, en, { surface: "bot", reveal: true });
    expect(shown.shownWrong).toEqual([2]);
    expect(shown.evidence).toEqual(["Wrong: r1c3."]);
    expect(shown.hint).toEqual([]);
    expect(shown.picture.caption).toBe("× wrong");
  });

  it("names the bot's reveal option on the bot", () => {
    expect(presentCheck(report, en, { surface: "bot" }).hint).toEqual([
      "To see which cells, run `/sudoku check` again with `reveal: True`.",
    ]);
  });
});

describe("presentCheck on input it could not check", () => {
  it("GIVEN a puzzle whose givens repeat a digit THEN it says so without the accepted shapes", () => {
    const repeated = withDigits(PUZZLE, { 2: "5" });
    const { reading } = readCheckText(SOLUTION, repeated);
    const report = reportCheck(reading);
    if (report.status !== "invalid") throw new Error("expected invalid");
    const shown = presentCheck(report, en, { surface: "bot" });
    expect(shown.showFormats).toBe(false);
    expect(shown.text).toBe(
      [
        "The original puzzle breaks the rules, so I can't check against it:",
        "- row 1 has two 5s (columns 1 and 3)",
        "- box 1 (top-left) has two 5s (r1c1 and r1c3)",
      ].join("\n"),
    );
  });
});

describe("legendFor", () => {
  it("lists only the marks present, or nothing", () => {
    const plain = Array.from({ length: 81 }, () => ({ digit: 0, role: "entry" as const }));
    expect(legendFor(plain, en)).toBeUndefined();
    plain[4] = { digit: 3, role: "entry", sign: "conflict" } as never;
    expect(legendFor(plain, en)).toBe("○ repeated digit");
  });
});
