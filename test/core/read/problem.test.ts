import { describe, expect, it } from "vitest";
import { type BoardProblem, duplicateCells, MAX_INPUT_LENGTH } from "../../../src/core/read/problem.js";

describe("duplicateCells", () => {
  it("gives every cell named by a duplicate problem once, ascending, ignoring other problems", () => {
    const problems: BoardProblem[] = [
      { kind: "duplicate", unit: "row", index: 0, digit: 5, cells: [7, 0] },
      { kind: "bad-char", char: "a", line: 1, column: 3 },
      { kind: "duplicate", unit: "box", index: 0, digit: 5, cells: [0, 19] },
      { kind: "duplicate", unit: "column", index: 7, digit: 2, cells: [70, 7] },
    ];
    expect(duplicateCells(problems)).toEqual([0, 7, 19, 70]);
  });

  it("is empty without duplicate problems", () => {
    expect(duplicateCells([])).toEqual([]);
    expect(duplicateCells([{ kind: "no-board" }])).toEqual([]);
  });
});

describe("MAX_INPUT_LENGTH", () => {
  it("is 6000, as the too-long problem documents", () => {
    expect(MAX_INPUT_LENGTH).toBe(6000);
  });
});
