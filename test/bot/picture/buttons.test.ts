import { describe, expect, it } from "vitest";
import { boardLines, editButtonId, parseEditButton } from "../../../src/bot/picture/buttons.js";
import { parseBoard } from "../../../src/core/read/index.js";
import { EASY, EASY_SOLUTION } from "../puzzles.js";

const puzzle = Uint8Array.from(EASY, Number);
// The first six rows of the solution written in by hand (where the puzzle has no given).
const handwritten = Uint8Array.from(EASY_SOLUTION, (ch, cell) =>
  cell < 54 && EASY[cell] === "0" ? Number(ch) : 0,
);

describe("Edit button ids", () => {
  it("carry a check's two grids in one character per cell, within Discord's 100", () => {
    const id = editButtonId({
      mode: "check",
      spoiler: false,
      reveal: true,
      private: true,
      puzzle,
      handwritten,
    });
    expect(id.slice(0, 24)).toBe("sudoku:edit:c3:53df7hiab");
    expect(id.length).toBe(96);
    const back = parseEditButton(id);
    expect(back).toEqual({ mode: "check", spoiler: false, reveal: true, private: true, puzzle, handwritten });
  });

  it("keep a solve's spoiler and privacy", () => {
    const id = editButtonId({
      mode: "solve",
      spoiler: true,
      reveal: false,
      private: false,
      puzzle,
      handwritten,
    });
    expect(id.startsWith("sudoku:edit:s1:")).toBe(true);
    expect(parseEditButton(id)).toMatchObject({
      mode: "solve",
      spoiler: true,
      reveal: false,
      private: false,
    });
  });

  it("refuse ids that were edited or cut", () => {
    const id = editButtonId({
      mode: "solve",
      spoiler: false,
      reveal: false,
      private: false,
      puzzle,
      handwritten,
    });
    expect(parseEditButton(id.slice(0, -1))).toBeUndefined();
    expect(parseEditButton(`${id.slice(0, -1)}z`)).toBeUndefined();
    expect(parseEditButton(id.replace(":s0:", ":x0:"))).toBeUndefined();
    expect(parseEditButton("sudoku:nc:whatever")).toBeUndefined();
  });
});

describe("boardLines", () => {
  it("writes 9 lines of 9 with dots for blanks, which the board reader reads back", () => {
    const text = boardLines(puzzle);
    expect(text.split("\n")).toHaveLength(9);
    expect(text.split("\n")[0]).toBe("53..7....");
    const read = parseBoard(text);
    expect(read.ok && [...read.board]).toEqual([...puzzle]);
  });
});
