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

describe("the Edit and confirm buttons (buildPictureButton, parsePictureButton)", () => {
  it("carry a check's two grids in one character per cell, within Discord's 100", () => {
    const request = {
      action: "edit",
      mode: "check",
      spoiler: false,
      reveal: true,
      private: true,
      puzzle,
      handwritten,
    } as const;
    const id = buildPictureButton(request, en).customId;
    expect(id.slice(0, 24)).toBe("sudoku:edit:c3:53df7hiab");
    expect(id.length).toBe(96);
    expect(buildPictureButton(request, messagesFor("ko")).label).toBe("고치기");
    expect(parsePictureButton(id)).toEqual(request);
  });

  it("keep a solve's spoiler and privacy", () => {
    const id = buildPictureButton(
      {
        action: "edit",
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
        action: "edit",
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
    expect(parsePictureButton(id.replace(":edit:", ":solve:"))).toBeUndefined();
  });

  it("make a confirm button, named for what it does, that reads back as one, still within 100 characters", () => {
    const request = {
      mode: "check",
      spoiler: false,
      reveal: false,
      private: true,
      puzzle,
      handwritten,
    } as const;
    const button = buildPictureButton({ ...request, action: "confirm" }, en);
    expect(button.label).toBe("Check as read");
    expect(button.style).toBe("success");
    expect(button.customId.startsWith("sudoku:confirm:c2:53df7hiab")).toBe(true);
    expect(button.customId.length).toBe(99);
    expect(parsePictureButton(button.customId)).toEqual({ ...request, action: "confirm" });
    const solve = { ...request, mode: "solve", action: "confirm" } as const;
    expect(buildPictureButton(solve, messagesFor("ja")).label).toBe("このまま解く");
    expect(buildPictureButton(solve, messagesFor("ko")).label).toBe("이대로 풀기");
    // The edit button of the same grid is a different id: the press is told apart.
    expect(buildPictureButton({ ...request, action: "edit" }, en).customId).not.toBe(button.customId);
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
