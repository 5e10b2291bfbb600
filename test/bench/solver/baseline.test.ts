import { describe, expect, it } from "vitest";
import { solveBaseline } from "../../../src/bench/solver/baseline.js";
import { isSolutionOf } from "../../../src/core/validate.js";
import { DUPLICATE_GIVENS, EASY, EASY_2, EMPTY, IMPOSSIBLE } from "../puzzles.js";

describe("solveBaseline", () => {
  it("solves an easy puzzle and proves it unique; the validator accepts the solution", () => {
    const result = solveBaseline(EASY);
    expect(result.status).toBe("unique");
    if (result.status !== "unique") return;
    expect(isSolutionOf(EASY, result.solution)).toBe(true);
    expect(result.count).toBe(1);
    expect(result.guesses).toBeGreaterThan(0);
  });

  it("solves a second easy puzzle with limit 1 as 'solved', with a valid solution", () => {
    const result = solveBaseline(EASY_2, { limit: 1 });
    expect(result.status).toBe("solved");
    if (result.status === "solved") expect(isSolutionOf(EASY_2, result.solution)).toBe(true);
  });

  it("finds the same solution with limit 1 and limit 2, in fewer guesses with limit 1", () => {
    const one = solveBaseline(EASY, { limit: 1 });
    const two = solveBaseline(EASY, { limit: 2 });
    if (one.status !== "solved" || two.status !== "unique") throw new Error("expected solved and unique");
    expect(one.solution).toEqual(two.solution);
    expect(one.guesses).toBeLessThan(two.guesses);
  });

  it("gives the empty board two different valid grids with limit 2", () => {
    const result = solveBaseline(EMPTY, { limit: 2 });
    expect(result.status).toBe("multiple");
    if (result.status !== "multiple") return;
    expect(isSolutionOf(EMPTY, result.solution)).toBe(true);
    expect(isSolutionOf(EMPTY, result.second)).toBe(true);
    expect(result.second).not.toEqual(result.solution);
  });

  it("fills the empty board row by row with the smallest digits first (row 1 = 123456789)", () => {
    const result = solveBaseline(EMPTY, { limit: 1 });
    if (result.status !== "solved") throw new Error("expected solved");
    expect(Array.from(result.solution.subarray(0, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("counts up to the limit on a board with many solutions", () => {
    const result = solveBaseline(EMPTY, { limit: 10 });
    expect(result.status).toBe("multiple");
    expect(result.count).toBe(10);
  });

  it("says 'none' for a board with no solution and no repeated given", () => {
    expect(solveBaseline(IMPOSSIBLE).status).toBe("none");
  });

  it("says 'none' without searching when a row holds two 5s", () => {
    expect(solveBaseline(DUPLICATE_GIVENS)).toEqual({ status: "none", count: 0, guesses: 0 });
  });

  it("stops with 'timeout' once its deadline has passed", () => {
    const result = solveBaseline(EMPTY, { limit: 1_000_000, deadline: performance.now() - 1 });
    expect(result.status).toBe("timeout");
  });

  it("does not modify the input board", () => {
    const copy = EASY.slice();
    solveBaseline(EASY);
    expect(EASY).toEqual(copy);
  });

  it("rejects a board that is not 81 cells as a programming error", () => {
    expect(() => solveBaseline(new Uint8Array(80))).toThrow(TypeError);
  });
});
