import { describe, expect, it } from "vitest";
import {
  ALL_UNITS,
  boxOf,
  cellName,
  cellsOfUnit,
  columnOf,
  countFilled,
  differingCells,
  formatBoard,
  rowOf,
} from "../../src/core/board.js";

const LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const board = Uint8Array.from(LINE, (ch) => (ch === "." ? 0 : Number(ch)));

describe("board geometry", () => {
  it("names cells 1-based as rXcY", () => {
    expect(cellName(0)).toBe("r1c1");
    expect(cellName(2 * 9 + 6)).toBe("r3c7");
    expect(cellName(80)).toBe("r9c9");
  });

  it("places cells in rows, columns and boxes", () => {
    expect([rowOf(40), columnOf(40), boxOf(40)]).toEqual([4, 4, 4]);
    expect([rowOf(26), columnOf(26), boxOf(26)]).toEqual([2, 8, 2]);
    expect(boxOf(57)).toBe(7); // r7c4: bottom-middle box
    expect(cellsOfUnit("box", 8)).toEqual([60, 61, 62, 69, 70, 71, 78, 79, 80]);
    expect(cellsOfUnit("column", 2)).toEqual([2, 11, 20, 29, 38, 47, 56, 65, 74]);
  });

  it("has 27 units that cover every cell exactly three times", () => {
    expect(ALL_UNITS).toHaveLength(27);
    const seen = new Array(81).fill(0);
    for (const unit of ALL_UNITS) for (const cell of unit.cells) seen[cell]++;
    expect(seen.every((n) => n === 3)).toBe(true);
  });
});

describe("formatBoard", () => {
  it("prints the canonical 81-character line", () => {
    expect(formatBoard(board, "line")).toBe(LINE);
    expect(countFilled(board)).toBe(30);
  });

  it("prints 9 lines of 9 with box separators", () => {
    expect(formatBoard(board, "grid").split("\n")).toEqual([
      "5 3 . | . 7 . | . . .",
      "6 . . | 1 9 5 | . . .",
      ". 9 8 | . . . | . 6 .",
      "------+-------+------",
      "8 . . | . 6 . | . . 3",
      "4 . . | 8 . 3 | . . 1",
      "7 . . | . 2 . | . . 6",
      "------+-------+------",
      ". 6 . | . . . | 2 8 .",
      ". . . | 4 1 9 | . . 5",
      ". . . | . 8 . | . 7 9",
    ]);
  });
});

describe("differingCells", () => {
  it("lists the cells where two boards hold different digits, in order", () => {
    const other = board.slice();
    other[80] = 4;
    other[3] = 2;
    expect(differingCells(board, other)).toEqual([3, 80]);
    expect(differingCells(board, board.slice())).toEqual([]);
  });
});
