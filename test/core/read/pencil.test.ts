import { describe, expect, it } from "vitest";
import { findBlocks } from "../../../src/core/read/lines.js";
import { readPencilMarks } from "../../../src/core/read/pencil.js";

const PLAIN_ROW = "1 2 3 4 5 6 7 8 9";
/** One block of rows from 9 lines: `first`, then eight plain rows. */
const rowsOf = (first: string, rest: string[] = Array(8).fill(PLAIN_ROW)) =>
  findBlocks([first, ...rest].join("\n"))[0] ?? [];

describe("readPencilMarks", () => {
  it("reads a candidate list as a blank, one digit as a given, and <5> and *3* as their digits", () => {
    // columns: <5> at 1-3, *3* 5-7, 12 at 9, . 12, 7 14, 0 16, 469 18, 8 22, 9 24
    const marks = readPencilMarks(rowsOf("<5> *3* 12 . 7 0 469 8 9"));
    expect(marks).toHaveLength(81);
    expect(marks?.slice(0, 9).map((m) => m.value)).toEqual([5, 3, 0, 0, 7, 0, 0, 8, 9]);
    expect(marks?.slice(0, 9).map((m) => m.char)).toEqual([
      "<5>",
      "*3*",
      "12",
      ".",
      "7",
      "0",
      "469",
      "8",
      "9",
    ]);
    expect(marks?.slice(2, 9).map((m) => m.column)).toEqual([9, 12, 14, 16, 18, 22, 24]);
    expect(marks?.slice(9, 18).map((m) => m.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(marks?.slice(0, 9).map((m) => m.line))).toEqual(new Set([1]));
    expect(marks?.[80]?.line).toBe(9);
  });

  it("reads a grid whose every cell is a candidate list as 81 blanks", () => {
    const lists = "12 34 56 78 19 23 45 67 89";
    const marks = readPencilMarks(rowsOf(lists, Array(8).fill(lists)));
    expect(marks?.map((m) => m.value)).toEqual(Array(81).fill(0));
  });

  it("is not for a grid without any candidate list", () => {
    expect(readPencilMarks(rowsOf(PLAIN_ROW))).toBeUndefined();
  });

  it("is not for a list that repeats a digit (not a set of candidates)", () => {
    expect(
      readPencilMarks(rowsOf("11 2 3 4 5 6 7 8 9", ["12 2 3 4 5 6 7 8 9", ...Array(7).fill(PLAIN_ROW)])),
    ).toBeUndefined();
  });

  it("is not for a row of 8 tokens or a block of 8 rows", () => {
    expect(readPencilMarks(rowsOf("12 2 3 4 5 6 7 8"))).toBeUndefined();
    expect(readPencilMarks(rowsOf("12 2 3 4 5 6 7 8 9", Array(7).fill(PLAIN_ROW)))).toBeUndefined();
  });

  it("is not for a token that is no cell (a letter)", () => {
    expect(readPencilMarks(rowsOf("12 a 3 4 5 6 7 8 9"))).toBeUndefined();
  });
});
