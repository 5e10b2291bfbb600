import { describe, expect, it } from "vitest";
import type { Board } from "../../src/core/board.js";
import { hintFor } from "../../src/core/logic/hint.js";
import { en } from "../../src/messages/en.js";
import { ja } from "../../src/messages/ja.js";
import { ko } from "../../src/messages/ko.js";
import { hintText } from "../../src/present/hint-text.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const board = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
/** The puzzle with a 1 written in r1c3, where the solution has 4. */
const WRONG_ENTRY = `${PUZZLE.slice(0, 2)}1${PUZZLE.slice(3)}`;

describe("hintText", () => {
  const hint = hintFor(board(WRONG_ENTRY), board(PUZZLE));
  const solved = hintFor(board(SOLUTION), board(PUZZLE));

  it("names the wrong entry first, then the step, as English sentences with a space between", () => {
    expect(hint.status).toBe("hint");
    if (hint.status !== "hint") return;
    expect(hintText(hint, en)).toBe(`r1c3 is wrong. Without it: ${en.hint.step(hint.step)}`);
    expect(hintText(hint, ko)).toBe(
      `${ko.hint.wrong(["1행 3열"])} ${ko.hint.withoutWrong(1)} ${ko.hint.step(hint.step)}`,
    );
  });

  it("joins Japanese sentences without spaces, after 。 and ：", () => {
    if (hint.status !== "hint") throw new Error("expected a hint");
    const text = hintText(hint, ja);
    expect(text).toBe(`1行3列の数字がまちがっています。その数字を除くと：${ja.hint.step(hint.step)}`);
    expect(text).not.toMatch(/[。：] /);
    expect(text).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}][.:]/u);
  });

  it("says a finished position is solved, with no lead when nothing is wrong", () => {
    expect(solved.status).toBe("solved");
    expect(hintText(solved, en)).toBe(en.hint.solved);
    expect(hintText(solved, ja)).toBe(ja.hint.solved);
  });

  it("says none and multiple as they are", () => {
    expect(hintText({ status: "none" }, ja)).toBe(ja.hint.none);
    expect(hintText({ status: "multiple" }, en)).toBe(en.hint.multiple);
  });
});
