import { describe, expect, it } from "vitest";
import { judgeAnswer, type ShownAnswer } from "../../../src/bench/loadtest/judge.js";
import { type Board, formatBoard } from "../../../src/core/board.js";
import { encodeHintState } from "../../../src/core/logic/hint-state.js";

const board = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const PUZZLE = board("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
const PNG = { data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), size: 9 };

const shown = (fields: Partial<ShownAnswer>): ShownAnswer => ({
  content: "",
  files: [PNG],
  ephemeral: false,
  customIds: [],
  ...fields,
});
const nextStep = (puzzle: Board, steps: number) =>
  `sudoku:hn:${encodeHintState({ puzzle, board: puzzle, steps })}`;

describe("judgeAnswer: hints", () => {
  const expectation = { kind: "hint", puzzle: PUZZLE, nextSteps: 2 } as const;

  it("accepts a private picture whose Next step button holds the puzzle one step further", () => {
    const answer = shown({ content: "Naked single", ephemeral: true, customIds: [nextStep(PUZZLE, 2)] });
    expect(judgeAnswer(expectation, answer)).toBeUndefined();
  });

  it("rejects a public hint, a button at the wrong step, another puzzle, or no button", () => {
    const other = board(`1${formatBoard(PUZZLE, "line").slice(1)}`);
    expect(judgeAnswer(expectation, shown({ customIds: [nextStep(PUZZLE, 2)] }))).toBe("hint not private");
    expect(judgeAnswer(expectation, shown({ ephemeral: true, customIds: [nextStep(PUZZLE, 1)] }))).toBe(
      "Next step button at step 1, not 2",
    );
    expect(judgeAnswer(expectation, shown({ ephemeral: true, customIds: [nextStep(other, 2)] }))).toBe(
      "Next step button holds another puzzle",
    );
    expect(judgeAnswer(expectation, shown({ ephemeral: true }))).toBe("no Next step button");
  });
});

describe("judgeAnswer: new puzzles", () => {
  const check = (line: string) => `sudoku:nc:${line}`;

  it("accepts a public puzzle whose Check button holds a board with one solution", () => {
    const answer = shown({ content: "A new easy puzzle", customIds: [check(formatBoard(PUZZLE, "line"))] });
    expect(judgeAnswer({ kind: "new-puzzle" }, answer)).toBeUndefined();
  });

  it("rejects a puzzle with several solutions, a private one, and a refusal", () => {
    const several = `${".".repeat(80)}1`;
    expect(judgeAnswer({ kind: "new-puzzle" }, shown({ customIds: [check(several)] }))).toBe(
      "new puzzle has 2 solutions",
    );
    const line = formatBoard(PUZZLE, "line");
    expect(judgeAnswer({ kind: "new-puzzle" }, shown({ ephemeral: true, customIds: [check(line)] }))).toBe(
      "new puzzle not public",
    );
    expect(judgeAnswer({ kind: "new-puzzle" }, shown({ content: "❌ no" }))).toBe("refused");
  });
});

describe("judgeAnswer: pictures", () => {
  it("reads a check's verdict after the line saying what was read from the picture", () => {
    const content =
      "Read from your picture: 30 printed digits and 34 handwritten.\n👍 On track: still solvable";
    expect(judgeAnswer({ kind: "verdict", verdict: "on-track" }, shown({ content }))).toBeUndefined();
    expect(judgeAnswer({ kind: "verdict", verdict: "correct" }, shown({ content }))).toBe("expected ✅");
    const fromScreenshot =
      "Read from your screenshot: 30 givens and 34 entries.\n👍 On track: still solvable";
    expect(
      judgeAnswer({ kind: "verdict", verdict: "on-track" }, shown({ content: fromScreenshot })),
    ).toBeUndefined();
  });
});
