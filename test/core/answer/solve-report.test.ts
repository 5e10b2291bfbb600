import { describe, expect, it } from "vitest";
import { readSolveText, reportSolve, withGrade } from "../../../src/core/answer/solve-report.js";
import { formatBoard } from "../../../src/core/board.js";
import { parseBoard } from "../../../src/core/read/index.js";
import { isSolutionOf } from "../../../src/core/validate.js";
import { en } from "../../../src/messages/en.js";
import { presentSolve } from "../../../src/present/solve-presentation.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const EMPTY = ".".repeat(81);
const line = (board: Uint8Array | null) => (board === null ? null : formatBoard(board));

describe("reportSolve", () => {
  it("GIVEN a puzzle with one solution THEN it reports it, with its source and givens", () => {
    const { reading, source } = readSolveText(PUZZLE);
    const report = reportSolve(reading, source);
    expect({ ...report, puzzle: line(report.puzzle), solution: line(report.solution), ms: 0 }).toEqual({
      status: "unique",
      source: { kind: "text" },
      puzzle: PUZZLE,
      solution: SOLUTION,
      differing: [],
      conflicts: [],
      problems: [],
      givens: 30,
      ms: 0,
    });
  });

  it("GIVEN several solutions THEN it names the cells a second one changes", () => {
    const report = reportSolve(parseBoard(EMPTY));
    expect(report.status).toBe("multiple");
    expect(isSolutionOf(new Uint8Array(81), report.solution as Uint8Array)).toBe(true);
    expect(report.differing.length).toBeGreaterThanOrEqual(4);
  });

  it("GIVEN givens that repeat a digit THEN it is a conflict with the repeated cells", () => {
    const report = reportSolve(parseBoard(`5.5${".".repeat(78)}`));
    expect(report).toMatchObject({ status: "conflict", conflicts: [0, 2], givens: 2, solution: null });
  });

  it("GIVEN text with no board THEN it is invalid with the reader's problem", () => {
    expect(reportSolve(parseBoard("hello"))).toMatchObject({
      status: "invalid",
      puzzle: null,
      problems: [{ kind: "no-board" }],
    });
  });

  it("GIVEN a spent budget THEN it is undecided, worded as such and drawn as given", () => {
    const report = reportSolve(parseBoard(EMPTY), { kind: "text" }, { guesses: 0 });
    expect(report).toMatchObject({ status: "undecided", solution: null, givens: 0 });
    const shown = presentSolve(report, en);
    expect(shown.text).toMatch(/^Undecided: with only 0 givens there are too many ways to fill this board/);
    expect(shown.picture?.caption).toBe("Undecided: too few givens to decide quickly");
    expect(shown.showsSolution).toBe(false);
  });
});

describe("withGrade", () => {
  it("adds the level and hardest technique to a unique report, and leaves other reports alone", () => {
    const easy = withGrade(
      reportSolve(
        parseBoard("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
      ),
    );
    expect(easy.grade).toEqual({ level: "easy", hardest: "naked-single" });
    const several = reportSolve(parseBoard(".".repeat(81)));
    expect(withGrade(several)).toBe(several);
  });

  it("grades a puzzle that needs trial as the whole logical solve does: extreme, trial", () => {
    const board = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    const graded = withGrade(reportSolve(parseBoard(board)));
    expect(graded.grade).toEqual({ level: "extreme", hardest: "trial" });
  });
});
