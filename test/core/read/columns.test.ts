import { describe, expect, it } from "vitest";
import { readColumns } from "../../../src/core/read/columns.js";
import { findBlocks } from "../../../src/core/read/lines.js";

/** The classic puzzle, row by row. */
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const values = (line: string) => [...line].map((c) => (c === "." ? 0 : Number(c)));

/** PUZZLE with each cell followed by a space (pitch 2), blanks as spaces, trailing spaces cut. */
const SPACED = [
  "5 3     7",
  "6     1 9 5",
  "  9 8         6",
  "8       6       3",
  "4     8   3     1",
  "7       2       6",
  "  6         2 8",
  "      4 1 9     5",
  "        8     7 9",
];

const rowsOf = (lines: string[]) => findBlocks(lines.join("\n"))[0] ?? [];

describe("readColumns", () => {
  it("reads blanks written as spaces from the columns all nine lines share", () => {
    const marks = readColumns(rowsOf(SPACED));
    expect(marks?.map((m) => m.value)).toEqual(values(PUZZLE));
  });

  it("gives each mark its 1-based line and column in the text", () => {
    const marks = readColumns(rowsOf(SPACED)) ?? [];
    expect(marks.slice(0, 3).map((m) => [m.line, m.column])).toEqual([
      [1, 1],
      [1, 3],
      [1, 5],
    ]);
    expect([marks[80]?.line, marks[80]?.column]).toEqual([9, 17]);
  });

  it("reads the same grid indented, and with | between its boxes", () => {
    const indented = SPACED.map((l) => `    ${l}`);
    expect(readColumns(rowsOf(indented))?.map((m) => m.value)).toEqual(values(PUZZLE));
    const boxed = SPACED.map((l) => {
      const p = l.padEnd(17);
      return `| ${p.slice(0, 5)} | ${p.slice(6, 11)} | ${p.slice(12, 17)} |`;
    });
    expect(readColumns(rowsOf(boxed))?.map((m) => m.value)).toEqual(values(PUZZLE));
  });

  it("is not for lines with no blank written as a space", () => {
    const dotted = PUZZLE.match(/.{9}/g)?.map((r) => [...r].join(" ")) ?? [];
    expect(readColumns(rowsOf(dotted))).toBeUndefined();
  });

  it("is not for a grid whose only short line merely stops early (a row lacking a cell, not a blank)", () => {
    const dotted = PUZZLE.match(/.{9}/g)?.map((r) => [...r].join(" ")) ?? [];
    dotted[8] = dotted[8]?.slice(0, 15) ?? ""; // row 9 without its last cell
    expect(readColumns(rowsOf(dotted))).toBeUndefined();
  });

  it("is not for 8 lines", () => {
    expect(readColumns(rowsOf(SPACED.slice(0, 8)))).toBeUndefined();
  });

  it("is not for lines whose separators stand at different places", () => {
    const lines = SPACED.map((l) => `|${l}`);
    expect(readColumns(rowsOf(lines))?.map((m) => m.value)).toEqual(values(PUZZLE));
    lines[4] = ` ${lines[4]?.slice(1)}|`;
    expect(readColumns(rowsOf(lines))).toBeUndefined();
  });
});
