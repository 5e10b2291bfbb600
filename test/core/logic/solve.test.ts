import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/core/board.js";
import { positionFromBoard } from "../../../src/core/logic/position.js";
import { nextRound, nextStep, solveLogically } from "../../../src/core/logic/solve.js";
import { makeStep } from "../../../src/core/logic/step.js";
import type { Position, Step, Technique } from "../../../src/core/logic/types.js";
import { at } from "./support.js";

/** A valid solution grid by the shifting pattern: row r is 1..9 rotated by 3r + ⌊r/3⌋. */
const SOLVED: Board = Uint8Array.from({ length: 81 }, (_, k) => {
  const r = Math.floor(k / 9);
  return ((r * 3 + Math.floor(r / 3) + (k % 9)) % 9) + 1;
});

/** The solution with the named cells blanked. */
function blanked(...names: string[]): Board {
  const board = SOLVED.slice();
  for (const name of names) board[at(name)] = 0;
  return board;
}

/** A made-up technique that returns the given steps (find: the first; findAll only when asked). */
function fake(id: Technique["id"], steps: Step[], withFindAll = true): Technique {
  return {
    id,
    name: id,
    level: "easy",
    score: 1,
    find: () => steps[0],
    ...(withFindAll ? { findAll: () => steps } : {}),
  };
}

const remove = (cell: number, digit: number, id: Technique["id"] = "x-wing"): Step =>
  makeStep(id, { eliminations: [{ cell, digits: [digit] }] });

describe("the test grid", () => {
  it("is a valid solution: every unit holds 1..9", () => {
    for (let u = 0; u < 9; u++) {
      const row = Array.from({ length: 9 }, (_, k) => SOLVED[u * 9 + k]);
      const column = Array.from({ length: 9 }, (_, k) => SOLVED[k * 9 + u]);
      const box = Array.from({ length: 9 }, (_, k) => {
        const r = 3 * Math.floor(u / 3) + Math.floor(k / 3);
        return SOLVED[r * 9 + 3 * (u % 3) + (k % 3)];
      });
      for (const unit of [row, column, box]) expect([...unit].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });
});

describe("nextStep", () => {
  it("gives the step of the first technique, in the order given, that has one", () => {
    const position = positionFromBoard(blanked("r1c1"));
    const techniques = [
      fake("naked-pair", []),
      fake("x-wing", [remove(5, 1)]),
      fake("swordfish", [remove(6, 2)]),
    ];
    expect(nextStep(position, techniques)).toEqual(remove(5, 1));
  });

  it("gives undefined when no technique applies", () => {
    expect(nextStep(positionFromBoard(blanked("r1c1")), [fake("x-wing", [])])).toBeUndefined();
  });

  it("uses the registered techniques by default: a lone blank is a full house", () => {
    const step = nextStep(positionFromBoard(blanked("r4c6")));
    expect(step?.technique).toBe("full-house");
    expect(step?.placements).toEqual([{ cell: at("r4c6"), digit: SOLVED[at("r4c6")] }]);
  });
});

describe("nextRound", () => {
  it("gives every step of the first technique that has any", () => {
    const position = positionFromBoard(blanked("r1c1"));
    const steps = [remove(5, 1), remove(6, 2)];
    expect(
      nextRound(position, [fake("naked-pair", []), fake("x-wing", steps), fake("swordfish", [remove(7, 3)])]),
    ).toEqual(steps);
  });

  it("falls back to find for a technique without findAll", () => {
    const position = positionFromBoard(blanked("r1c1"));
    expect(nextRound(position, [fake("x-wing", [remove(5, 1), remove(6, 2)], false)])).toEqual([
      remove(5, 1),
    ]);
  });

  it("gives [] when no technique applies", () => {
    expect(
      nextRound(positionFromBoard(blanked("r1c1")), [fake("x-wing", [], false), fake("aic", [])]),
    ).toEqual([]);
  });
});

describe("solveLogically", () => {
  it("solves two full houses one step at a time, leaving the board alone", () => {
    const board = blanked("r1c1", "r9c9");
    const before = board.slice();
    const result = solveLogically(board);
    expect(result.status).toBe("solved");
    expect(result.steps.map((s) => s.technique)).toEqual(["full-house", "full-house"]);
    expect(result.roundSizes).toEqual([1, 1]);
    expect(result.position.values).toEqual(SOLVED);
    expect(board).toEqual(before);
  });

  it("with rounds applies both full houses found on the same position together", () => {
    const result = solveLogically(blanked("r1c1", "r9c9"), { rounds: true });
    expect(result.status).toBe("solved");
    expect(result.roundSizes).toEqual([2]);
    expect(result.steps.flatMap((s) => s.placements).sort((a, b) => a.cell - b.cell)).toEqual([
      { cell: at("r1c1"), digit: SOLVED[at("r1c1")] },
      { cell: at("r9c9"), digit: SOLVED[at("r9c9")] },
    ]);
  });

  it("reports solved with no steps for a full board", () => {
    expect(solveLogically(SOLVED)).toMatchObject({ status: "solved", steps: [], roundSizes: [] });
  });

  it("reports stuck when no technique applies", () => {
    const result = solveLogically(blanked("r1c1"), { techniques: [] });
    expect(result.status).toBe("stuck");
    expect(result.steps).toEqual([]);
    expect(result.position.values[0]).toBe(0);
  });

  it("reports broken when a cell has no candidate left", () => {
    // Row 1 holds 1..8 in c1..c8 and column 9 already has a 9 (r2c9): r1c9 can hold nothing.
    const board = new Uint8Array(81);
    for (let c = 0; c < 8; c++) board[c] = c + 1;
    board[at("r2c9")] = 9;
    expect(solveLogically(board).status).toBe("broken");
  });

  it("stops after maxSteps steps", () => {
    const result = solveLogically(blanked("r1c1", "r9c9"), { maxSteps: 1 });
    expect(result.status).toBe("stuck");
    expect(result.steps).toHaveLength(1);
  });

  it("stops when until returns true, after the round it was given", () => {
    const rounds: number[] = [];
    const result = solveLogically(blanked("r1c1", "r5c5", "r9c9"), {
      until: (round) => {
        rounds.push(round.length);
        return true;
      },
    });
    expect(rounds).toEqual([1]);
    expect(result.status).toBe("stuck");
    expect(result.steps).toHaveLength(1);
  });

  it("marks as givens only the filled cells of the puzzle passed as givens", () => {
    const puzzle = blanked("r1c1", "r1c2");
    const board = blanked("r1c1"); // r1c2 filled in since
    const { position } = solveLogically(board, { givens: puzzle, techniques: [] });
    const given = (p: Position, name: string) => p.givens[at(name)];
    expect([given(position, "r1c2"), given(position, "r1c3")]).toEqual([0, 1]);
  });
});
