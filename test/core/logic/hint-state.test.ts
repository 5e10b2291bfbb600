import { describe, expect, it } from "vitest";
import { hintFor } from "../../../src/core/logic/hint.js";
import { decodeHintState, encodeHintState } from "../../../src/core/logic/hint-state.js";
import { applyStep, positionFromBoard } from "../../../src/core/logic/position.js";
import { nextStep } from "../../../src/core/logic/solve.js";
import { at, boardFromLine } from "./support.js";

const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

describe("hint state", () => {
  it("round-trips givens, entries and the step count in at most 62 characters", () => {
    const puzzle = boardFromLine(PUZZLE);
    const board = puzzle.slice();
    board[at("r1c2")] = 6;
    board[at("r9c9")] = 9;
    for (const steps of [0, 1, 35, 1234]) {
      const text = encodeHintState({ puzzle, board, steps });
      expect(text.length).toBeLessThanOrEqual(62);
      const back = decodeHintState(text);
      expect(back?.steps).toBe(steps);
      expect(Array.from(back?.puzzle ?? [])).toEqual(Array.from(puzzle));
      expect(Array.from(back?.board ?? [])).toEqual(Array.from(board));
    }
    const full = encodeHintState({
      puzzle: new Uint8Array(81).fill(9),
      board: new Uint8Array(81).fill(9),
      steps: 0,
    });
    expect(decodeHintState(full)?.puzzle.every((d) => d === 9)).toBe(true);
  });

  it("rejects text it did not write", () => {
    for (const text of [
      "",
      "0.",
      "0.abc",
      `0.${"~".repeat(58)}`,
      `zzzz.${"0".repeat(58)}`,
      `0.${"z".repeat(58)}`,
    ]) {
      expect(decodeHintState(text)).toBeUndefined();
    }
  });

  it("hintFor with `after` shows the step after the ones already shown", () => {
    const puzzle = boardFromLine(PUZZLE);
    const position = positionFromBoard(puzzle);
    const first = nextStep(position);
    expect(first).toBeDefined();
    if (!first) return;
    applyStep(position, first);
    const second = nextStep(position);
    const outcome = hintFor(puzzle, puzzle, { after: 1 });
    expect(outcome.status === "hint" && outcome.step).toEqual(second);
  });
});
