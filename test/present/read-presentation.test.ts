import { describe, expect, it } from "vitest";
import { en } from "../../src/messages/en.js";
import { ja } from "../../src/messages/ja.js";
import { ko } from "../../src/messages/ko.js";
import {
  type BoardRead,
  canConfirmRead,
  presentUnsureRead,
  readFailureText,
} from "../../src/present/read-presentation.js";
import { EASY } from "../bot/puzzles.js";

/** An unsure read of a board whose first row is 1-9 (r1c1 a given), nothing else. */
function unsureRead(doubtful: number[], kindDoubtful: number[]): BoardRead {
  const grid = new Uint8Array(81);
  for (let c = 0; c < 9; c++) grid[c] = c + 1;
  const puzzle = Uint8Array.from(grid, (d, cell) => (cell === 0 ? d : 0));
  return {
    status: "unsure",
    puzzle,
    handwritten: Uint8Array.from(grid, (d, cell) => (cell === 0 ? 0 : d)),
    grid,
    kinds: [...grid].map((d, cell) => (d === 0 ? null : cell === 0 ? "printed" : "handwritten")),
    confidence: new Float32Array(81).fill(1),
    doubtful,
    fitted: [],
    kindDoubtful,
    breaks: [],
    source: "photo",
    corners: [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ],
    ms: 1,
  };
}

describe("presentUnsureRead", () => {
  it("asks about a cell doubted only for its kind apart from the other doubtful cells, with its digit", () => {
    const text = presentUnsureRead(unsureRead([0, 2], [2]), en).text;
    expect(text).toContain("Not sure of r1c1.");
    expect(text).toContain(
      "Sure of the digit in r1c3 (3), but not whether it is part of the puzzle or filled in.",
    );
    expect(text).not.toContain("r1c3.");
  });

  it("names only the kind question when every doubt is about a kind", () => {
    const text = presentUnsureRead(unsureRead([2, 4], [2, 4]), en).text;
    expect(text).not.toContain("Not sure of");
    expect(text).toContain("r1c3 (3) and r1c5 (5), but not whether they are part of the puzzle");
  });

  it("asks the same in Korean and Japanese", () => {
    expect(presentUnsureRead(unsureRead([2], [2]), ko).text).toContain(
      "1행 3열(3): 숫자는 확실하지만 문제의 숫자인지 채워 넣은 숫자인지는 확실하지 않습니다.",
    );
    expect(presentUnsureRead(unsureRead([2], [2]), ja).text).toContain(
      "1行3列（3）：数字は確かですが、問題の数字か書き込んだ数字かがはっきりしません。",
    );
  });
});

describe("answering an unsure read as it is (canConfirmRead, the confirm line)", () => {
  /** An unsure read of EASY's givens, with `entries` (cell → digit) written in by hand. */
  const easyRead = (entries: Record<number, number> = {}, givens = EASY): BoardRead => {
    const puzzle = Uint8Array.from(givens, Number);
    const handwritten = new Uint8Array(81);
    for (const [cell, digit] of Object.entries(entries)) handwritten[Number(cell)] = digit;
    return {
      ...unsureRead([2], []),
      puzzle,
      handwritten,
      grid: puzzle.map((d, cell) => d || (handwritten[cell] ?? 0)),
    };
  };

  it("is offered when the printed digits repeat nothing and have exactly one solution", () => {
    expect(canConfirmRead(easyRead())).toBe(true);
    // Two handwritten 4s in row 1 (r1c3, r1c4): the player's mistake as often as a misread; a check names it.
    expect(canConfirmRead({ ...easyRead({ 2: 4, 3: 4 }), breaks: ["repeated-digit"] })).toBe(true);
  });

  it("is not offered when the printed digits repeat or do not make one puzzle", () => {
    expect(canConfirmRead(easyRead({}, `5350${EASY.slice(4)}`))).toBe(false); // two printed 5s in row 1
    expect(canConfirmRead(easyRead({}, `${EASY.slice(0, 9)}${"0".repeat(72)}`))).toBe(false); // several
    expect(canConfirmRead(unsureRead([2], []))).toBe(false); // one given: several solutions
  });

  it("names the button for what was asked, last, in every language, and only when asked to", () => {
    const read = easyRead();
    expect(presentUnsureRead(read, en).text).not.toContain("as read");
    const lines = presentUnsureRead(read, en, "check").text.split("\n");
    expect(lines.at(-1)).toBe("If every cell was read right, press **Check as read**.");
    expect(presentUnsureRead(read, ko, "solve").text).toContain("**이대로 풀기**를 눌러 주세요.");
    expect(presentUnsureRead(read, ja, "check").text).toContain("**このまま確認** を押してください。");
  });
});

describe("readFailureText", () => {
  it("names each reason a picture gave no board, differently, in every language", () => {
    for (const m of [en, ko, ja]) {
      const texts = (["no-grid", "too-few-digits", "small-numbers", "no-boxes"] as const).map((reason) =>
        readFailureText({ status: "no-board", reason, ms: 1 }, m),
      );
      expect(new Set(texts).size).toBe(4);
      expect(texts[2]).toBe(m.picture.smallNumbers);
      expect(texts[3]).toBe(m.picture.noBoxes);
    }
    expect(readFailureText({ status: "no-board", reason: "small-numbers", ms: 1 }, en)).toContain("Killer");
    expect(readFailureText({ status: "no-board", reason: "no-boxes", ms: 1 }, en)).toContain("Jigsaw");
  });
});
