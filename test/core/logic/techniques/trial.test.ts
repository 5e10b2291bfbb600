import { describe, expect, it } from "vitest";
import { positionFromBoard } from "../../../../src/core/logic/position.js";
import { trial } from "../../../../src/core/logic/techniques/trial.js";
import { solve } from "../../../../src/core/solver.js";
import { boardFromLine, expectSound } from "../support.js";

// Arto Inkala's "world's hardest sudoku" (2012).
const HARD = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

describe("trial", () => {
  it("GIVEN a hard puzzle's start THEN the step on the cell with fewest candidates is true of the solution", () => {
    const board = boardFromLine(HARD);
    const result = solve(board);
    expect(result.status).toBe("unique");
    if (result.status !== "unique") return;
    const position = positionFromBoard(board);
    const step = trial.find(position);
    expect(step?.technique).toBe("trial");
    if (step) expectSound(step, result.solution, position, HARD);
  });

  it("does not fire on an empty board: every candidate has a solution, so nothing is proven", () => {
    expect(trial.find(positionFromBoard(new Uint8Array(81)))).toBeUndefined();
  });
});
