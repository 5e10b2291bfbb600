import { describe, expect, it } from "vitest";
import { boardLines, buildPictureButton, parsePictureButton } from "../../../src/bot/picture/buttons.js";
import { parseBoard } from "../../../src/core/read/index.js";
import { messagesFor } from "../../../src/messages/index.js";
import { EASY, EASY_SOLUTION } from "../puzzles.js";

const en = messagesFor("en");
const puzzle = Uint8Array.from(EASY, Number);
// The first six rows of the solution written in by hand (where the puzzle has no given).
const handwritten = Uint8Array.from(EASY_SOLUTION, (ch, cell) =>
  cell < 54 && EASY[cell] === "0" ? Number(ch) : 0,
);

describe("the Edit button (buildPictureButton, parsePictureButton)", () => {
  it("carry a check's two grids in one character per cell, within Discord's 100", () => {
    const id = buildPictureButton(
      {
        mode: "check",
        spoiler: false,
        reveal: true,
        private: true,
        puzzle,
        handwritten,
      },
      en,
    ).customId;
    expect(id.slice(0, 24)).toBe("sudoku:edit:c3:53df7hiab");
    expect(id.length).toBe(96);
    expect(
      buildPictureButton(
        { mode: "check", spoiler: false, reveal: true, private: true, puzzle, handwritten },
        messagesFor("ko"),
      ).label,
    ).toBe("고치기");
    const back = parsePictureButton(id);
    expect(back).toEqual({ mode: "check", spoiler: false, reveal: true, private: true, puzzle, handwritten });
  });

  it("keep a solve's spoiler and privacy", () => {
    const id = buildPictureButton(
      {
        mode: "solve",
        spoiler: true,
        reveal: false,
        private: false,
        puzzle,
        handwritten,
      },
      en,
    ).customId;
    expect(id.startsWith("sudoku:edit:s1:")).toBe(true);
    expect(parsePictureButton(id)).toMatchObject({
      mode: "solve",
      spoiler: true,
      reveal: false,
      private: false,
    });
  });

  it("refuse ids that were edited or cut", () => {
    const id = buildPictureButton(
      {
        mode: "solve",
        spoiler: false,
        reveal: false,
        private: false,
        puzzle,
        handwritten,
      },
      en,
    ).customId;
    expect(parsePictureButton(id.slice(0, -1))).toBeUndefined();
    expect(parsePictureButton(`${id.slice(0, -1)}z`)).toBeUndefined();
    expect(parsePictureButton(id.replace(":s0:", ":x0:"))).toBeUndefined();
    expect(parsePictureButton("sudoku:nc:whatever")).toBeUndefined();
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
