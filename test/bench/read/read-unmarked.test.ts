import { describe, expect, it } from "vitest";
import { differingCells, unmarkedWrongCells } from "../../../src/bench/read/read-unmarked.js";

const blank = ".".repeat(81);
const put = (board: string, index: number, digit: string): string =>
  board.slice(0, index) + digit + board.slice(index + 1);

describe("unmarkedWrongCells", () => {
  it("finds the cells where two boards differ", () => {
    expect(differingCells(put(blank, 3, "5"), put(blank, 70, "1"))).toEqual([3, 70]);
    expect(differingCells(blank, blank)).toEqual([]);
  });

  it("counts a wrong digit only when it is not marked doubtful", () => {
    const full = put(put(blank, 0, "1"), 40, "2");
    const grid = put(put(blank, 0, "7"), 40, "3");
    expect(unmarkedWrongCells(grid, full, null, null, [0])).toEqual([40]);
    expect(unmarkedWrongCells(grid, full, null, null, [0, 40])).toEqual([]);
  });

  it("counts a right digit of the wrong kind (an entry read as a given)", () => {
    const full = put(blank, 10, "4");
    const givens = blank;
    const puzzle = put(blank, 10, "4");
    expect(unmarkedWrongCells(full, full, puzzle, givens, [])).toEqual([10]);
    expect(unmarkedWrongCells(full, full, puzzle, givens, [10])).toEqual([]);
    expect(unmarkedWrongCells(full, full, puzzle, null, [])).toEqual([]);
  });
});
