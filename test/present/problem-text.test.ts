import { describe, expect, it } from "vitest";
import type { BoardProblem } from "../../src/core/read/index.js";
import { en } from "../../src/messages/en.js";
import { ja } from "../../src/messages/ja.js";
import { ko } from "../../src/messages/ko.js";
import { cellList, describeProblem, describeProblems, withDetails } from "../../src/present/problem-text.js";

/** An ASCII full stop or colon right after kana, kanji or full-width punctuation: English punctuation in Japanese. */
const AFTER_JAPANESE_ASCII_STOP =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff01-\uff60][.:]/u;

describe("describeProblem", () => {
  it.each<[BoardProblem, string]>([
    [{ kind: "empty-input" }, "the text is empty: paste a Sudoku board"],
    [
      { kind: "too-long", length: 7200, max: 6000 },
      "the text is too long (7200 characters, the limit is 6000)",
    ],
    [{ kind: "no-board" }, "no Sudoku board found in this text"],
    [{ kind: "wrong-length", found: 80, expected: 81 }, "found 80 cells, a board has 81"],
    [{ kind: "wrong-length", found: 1, expected: 81 }, "found 1 cell, a board has 81"],
    [{ kind: "bad-row", row: 3, found: 8 }, "row 3 has 8 cells, a row has 9"],
    [{ kind: "bad-row", row: 9, found: 1 }, "row 9 has 1 cell, a row has 9"],
    [{ kind: "bad-char", char: "a", line: 4, column: 15 }, 'unexpected character "a" at line 4, column 15'],
    [{ kind: "bad-char", char: '"', line: 1, column: 2 }, "unexpected character U+0022 at line 1, column 2"],
    [
      { kind: "bad-char", char: "\u00a0", line: 2, column: 1 },
      "unexpected character U+00A0 at line 2, column 1",
    ],
    [
      { kind: "bad-char", char: "\u{1F600}", line: 1, column: 9 },
      'unexpected character "\u{1F600}" at line 1, column 9',
    ],
    [
      { kind: "duplicate", unit: "row", index: 2, digit: 5, cells: [19, 24] },
      "row 3 has two 5s (columns 2 and 7)",
    ],
    [
      { kind: "duplicate", unit: "row", index: 2, digit: 5, cells: [19, 22, 24] },
      "row 3 has three 5s (columns 2, 5 and 7)",
    ],
    [
      { kind: "duplicate", unit: "column", index: 3, digit: 9, cells: [3, 66] },
      "column 4 has two 9s (rows 1 and 8)",
    ],
    [
      { kind: "duplicate", unit: "box", index: 4, digit: 1, cells: [31, 50] },
      "box 5 (middle) has two 1s (r4c5 and r6c6)",
    ],
    [
      { kind: "duplicate", unit: "box", index: 0, digit: 7, cells: [0, 10, 20] },
      "box 1 (top-left) has three 7s (r1c1, r2c2 and r3c3)",
    ],
    [
      { kind: "duplicate", unit: "box", index: 8, digit: 2, cells: [60, 80] },
      "box 9 (bottom-right) has two 2s (r7c7 and r9c9)",
    ],
  ])("describes %j", (problem, text) => {
    expect(describeProblem(problem, en)).toBe(text);
  });
});

describe("describeProblems", () => {
  const rows = (n: number): BoardProblem[] =>
    Array.from({ length: n }, (_, k) => ({ kind: "bad-row", row: k + 1, found: 8 }));

  it("returns an empty string for no problems", () => {
    expect(describeProblems([])).toBe("");
  });

  it("returns a single problem as it is", () => {
    expect(describeProblems([{ kind: "no-board" }])).toBe("no Sudoku board found in this text");
  });

  it("lists several problems one per line", () => {
    expect(describeProblems(rows(2))).toBe(
      "- row 1 has 8 cells, a row has 9\n- row 2 has 8 cells, a row has 9",
    );
  });

  it("lists five problems in full", () => {
    expect(describeProblems(rows(5)).split("\n")).toHaveLength(5);
  });

  it("caps a long list with how many more there are", () => {
    expect(describeProblems(rows(9))).toBe(
      [
        "- row 1 has 8 cells, a row has 9",
        "- row 2 has 8 cells, a row has 9",
        "- row 3 has 8 cells, a row has 9",
        "- row 4 has 8 cells, a row has 9",
        "…and 5 more",
      ].join("\n"),
    );
  });
});

describe("withDetails", () => {
  it("puts one detail inline as a sentence", () => {
    expect(withDetails("I couldn't read a Sudoku board", "found 80 cells, a board has 81", en)).toBe(
      "I couldn't read a Sudoku board: found 80 cells, a board has 81.",
    );
  });

  it("puts a list on its own lines", () => {
    expect(withDetails("Lead", "- a\n- b", en)).toBe("Lead:\n- a\n- b");
  });

  it("adds no second full stop, and leaves the lead alone without details", () => {
    expect(withDetails("Lead", "done.", en)).toBe("Lead: done.");
    expect(withDetails("Lead", "", en)).toBe("Lead");
  });

  it("punctuates Japanese with the full-width colon and the ideographic full stop", () => {
    const detail = describeProblem({ kind: "wrong-length", found: 80, expected: 81 }, ja);
    expect(withDetails(ja.solve.unreadable, detail, ja)).toBe(
      "数独の盤面を読み取れませんでした：マスが80個あります。盤面は81マスです。",
    );
    expect(withDetails("リード", "- a\n- b", ja)).toBe("リード：\n- a\n- b");
    expect(withDetails("リード", "終わりです。", ja)).toBe("リード：終わりです。");
  });

  it("keeps Korean on ASCII punctuation, as Korean is written", () => {
    const detail = describeProblem({ kind: "wrong-length", found: 80, expected: 81 }, ko);
    expect(withDetails(ko.solve.unreadable, detail, ko)).toBe(`${ko.solve.unreadable}: ${detail}.`);
  });

  it("leaves no ASCII full stop or colon after Japanese text, for every problem kind", () => {
    const problems: BoardProblem[] = [
      { kind: "empty-input" },
      { kind: "too-long", length: 7200, max: 6000 },
      { kind: "no-board" },
      { kind: "wrong-length", found: 80, expected: 81 },
      { kind: "bad-row", row: 3, found: 8 },
      { kind: "bad-char", char: "a", line: 4, column: 15 },
      { kind: "duplicate", unit: "box", index: 4, digit: 1, cells: [31, 50] },
      { kind: "several-boards", count: 2, firstRows: ["53..7....", "6..195..."] },
      { kind: "other-size", size: 6 },
      { kind: "letter-grid" },
      { kind: "killer-cages" },
    ];
    for (const lead of [ja.solve.unreadable, ja.solve.conflict, ja.check.unreadable.attempt]) {
      for (const problem of problems) {
        const text = withDetails(lead, describeProblem(problem, ja), ja);
        expect(text).not.toMatch(AFTER_JAPANESE_ASCII_STOP);
        expect(text).toMatch(/。$/);
      }
      expect(withDetails(lead, describeProblems(problems, ja), ja)).not.toMatch(AFTER_JAPANESE_ASCII_STOP);
    }
  });
});

describe("cellList", () => {
  it("names cells and joins them as a list", () => {
    expect(cellList([0], en)).toBe("r1c1");
    expect(cellList([0, 10, 80], en)).toBe("r1c1, r2c2 and r9c9");
  });

  it("caps a long list with how many more there are", () => {
    expect(cellList([0, 1, 2, 3], en, 2)).toBe("r1c1, r1c2 and 2 more");
  });
});
