import { describe, expect, it } from "vitest";
import { solveBaseline } from "../../../src/bench/solver/baseline.js";
import { checkAnswer } from "../../../src/bench/solver/check.js";
import type { Board } from "../../../src/core/board.js";
import { EASY, EMPTY } from "../puzzles.js";

const solutionOf = (puzzle: Board): Board => {
  const result = solveBaseline(puzzle, { limit: 1 });
  if (result.status !== "solved") throw new Error("test puzzle has no solution");
  return result.solution;
};
const easySolution = solutionOf(EASY);
const twoGrids = (() => {
  const result = solveBaseline(EMPTY, { limit: 2 });
  if (result.status !== "multiple") throw new Error("expected multiple");
  return [result.solution, result.second] as const;
})();

describe("checkAnswer", () => {
  it("verifies a valid unique solution on a set promising unique", () => {
    expect(checkAnswer(EASY, { verdict: "unique", solution: easySolution }, "unique")).toEqual({
      kind: "verified",
      detail: null,
    });
  });

  it("verifies a first solution ('found') whatever the promise", () => {
    expect(checkAnswer(EASY, { verdict: "found", solution: easySolution }, "unique").kind).toBe("verified");
    expect(checkAnswer(EMPTY, { verdict: "found", solution: twoGrids[0] }, "multiple").kind).toBe("verified");
  });

  it("calls a solution that changes a given wrong", () => {
    const tampered = easySolution.slice();
    // r1c1 is a given 5; swap the digits of two cells in row 1 to keep the row valid but break the given.
    [tampered[0], tampered[1]] = [tampered[1] as number, tampered[0] as number];
    expect(checkAnswer(EASY, { verdict: "unique", solution: tampered }, "unique").kind).toBe("wrong");
  });

  it("calls a 'found' with no solution attached wrong", () => {
    expect(checkAnswer(EASY, { verdict: "found" }, "unique").kind).toBe("wrong");
  });

  it("calls 'unique' on a set promising multiple a count mismatch", () => {
    expect(checkAnswer(EMPTY, { verdict: "unique", solution: twoGrids[0] }, "multiple").kind).toBe(
      "count-mismatch",
    );
  });

  it("calls 'multiple' on a set promising unique a count mismatch", () => {
    const answer = { verdict: "multiple", solution: twoGrids[0], second: twoGrids[1] } as const;
    expect(checkAnswer(EMPTY, answer, "unique").kind).toBe("count-mismatch");
  });

  it("verifies 'multiple' with two different valid grids on a set promising multiple", () => {
    const answer = { verdict: "multiple", solution: twoGrids[0], second: twoGrids[1] } as const;
    expect(checkAnswer(EMPTY, answer, "multiple").kind).toBe("verified");
  });

  it("calls a second solution equal to the first wrong", () => {
    const answer = { verdict: "multiple", solution: twoGrids[0], second: twoGrids[0] } as const;
    expect(checkAnswer(EMPTY, answer, "multiple")).toEqual({
      kind: "wrong",
      detail: "second solution equals the first",
    });
  });

  it("accepts a bare 'not-unique' only where the set promises multiple", () => {
    expect(checkAnswer(EMPTY, { verdict: "not-unique" }, "multiple").kind).toBe("verified");
    expect(checkAnswer(EASY, { verdict: "not-unique" }, "unique").kind).toBe("count-mismatch");
  });

  it("calls 'no solution' a count mismatch, since every set promises at least one", () => {
    expect(checkAnswer(EASY, { verdict: "none" }, "unique").kind).toBe("count-mismatch");
  });

  it("passes 'gave-up' and 'timeout' through as no verdict", () => {
    expect(checkAnswer(EASY, { verdict: "gave-up" }, "unique").kind).toBe("gave-up");
    expect(checkAnswer(EASY, { verdict: "timeout" }, "unique").kind).toBe("timeout");
  });
});
