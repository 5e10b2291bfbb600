import { describe, expect, it } from "vitest";
import { positionFromBoard } from "../../../../src/core/logic/position.js";
import { forcingChain, propagate } from "../../../../src/core/logic/techniques/forcing-chain.js";
import { solve } from "../../../../src/core/solver.js";
import { boardFromLine } from "../support.js";

// A newspaper-easy puzzle (singles only) and its solution.
const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EASY_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("propagate", () => {
  it("GIVEN the right digit in r1c3 of an easy puzzle THEN the singles that follow fill the whole solution", () => {
    const outcome = propagate(positionFromBoard(boardFromLine(EASY)), 2, 4);
    expect(outcome.kind === "position" ? Array.from(outcome.values).join("") : outcome).toBe(EASY_SOLUTION);
  });

  it("reports a contradiction only for digits with no solution, never for the solution's digit, and finds some", () => {
    const board = boardFromLine(EASY);
    const position = positionFromBoard(board);
    let contradictions = 0;
    for (let cell = 0; cell < 81; cell++) {
      for (let digit = 1; digit <= 9; digit++) {
        if ((position.candidates[cell] & (1 << (digit - 1))) === 0) continue;
        const outcome = propagate(position, cell, digit);
        if (outcome.kind !== "contradiction") continue;
        // where it broke: a cell emptied (a blank one) or a unit without a place for a digit
        if (outcome.cell >= 0) expect(position.values[outcome.cell]).toBe(0);
        else expect(outcome.unit).toBeGreaterThanOrEqual(0);
        contradictions++;
        expect(digit).not.toBe(Number(EASY_SOLUTION[cell]));
        const tried = board.slice();
        tried[cell] = digit;
        expect(solve(tried, { limit: 1 }).status).toBe("none");
      }
    }
    expect(contradictions).toBeGreaterThan(10);
  });
});

describe("forcingChain", () => {
  it("GIVEN an easy puzzle's start THEN its first step (a contradiction) is true of the solution", () => {
    const position = positionFromBoard(boardFromLine(EASY));
    const step = forcingChain.find(position);
    expect(step?.technique).toBe("forcing-chain");
    for (const e of step?.eliminations ?? [])
      for (const d of e.digits) expect(d).not.toBe(Number(EASY_SOLUTION[e.cell]));
    for (const p of step?.placements ?? []) expect(p.digit).toBe(Number(EASY_SOLUTION[p.cell]));
    // the pattern names the assumption and where it breaks
    expect(step?.pattern.candidates).toHaveLength(1);
    expect((step?.pattern.cells.length ?? 0) + (step?.pattern.units.length ?? 0)).toBeGreaterThan(1);
  });

  it("does not fire on a solved board", () => {
    expect(forcingChain.find(positionFromBoard(boardFromLine(EASY_SOLUTION)))).toBeUndefined();
  });

  it("does not fire on an empty board (every assumption leads somewhere and nothing is common)", () => {
    expect(forcingChain.find(positionFromBoard(new Uint8Array(81)))).toBeUndefined();
  });
});
