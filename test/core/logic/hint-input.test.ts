import { describe, expect, it } from "vitest";
import { readHintInput } from "../../../src/core/logic/hint-input.js";

const PUZZLE = `53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`;
const POSITION = `534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`;
const board = (line: string) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

describe("readHintInput", () => {
  it("reads a lone board as the position, with no puzzle", () => {
    expect(readHintInput(POSITION)).toEqual({ ok: true, board: board(POSITION) });
  });

  it("reads two boards in one text as the puzzle then the position", () => {
    expect(readHintInput(`${PUZZLE}\n\n${POSITION}`)).toEqual({
      ok: true,
      puzzle: board(PUZZLE),
      board: board(POSITION),
    });
  });

  it("reads the puzzle given on its own", () => {
    expect(readHintInput(POSITION, PUZZLE)).toEqual({
      ok: true,
      puzzle: board(PUZZLE),
      board: board(POSITION),
    });
  });

  it("reports the puzzle's problems first when both texts are bad", () => {
    expect(readHintInput("123", "")).toEqual({ ok: false, problems: [{ kind: "empty-input" }] });
  });

  it("reports the position's problems when only the position is bad", () => {
    expect(readHintInput("", PUZZLE)).toEqual({ ok: false, problems: [{ kind: "empty-input" }] });
  });

  it("reports the problems of a text that holds no board", () => {
    expect(readHintInput("   ")).toEqual({ ok: false, problems: [{ kind: "empty-input" }] });
  });
});
