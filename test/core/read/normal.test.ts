import { describe, expect, it } from "vitest";
import { STRAY } from "../../../src/core/read/marks.js";
import { markAt, normaliseLine } from "../../../src/core/read/normal.js";

describe("normaliseLine", () => {
  it("normalises each character and keeps its original and its 1-based column", () => {
    expect(normaliseLine("５.3")).toEqual({
      chars: ["5", ".", "3"],
      originals: ["５", ".", "3"],
      columns: [1, 2, 3],
    });
  });

  it("reads a keycap emoji as its digit, with the column where the emoji starts", () => {
    // "1" U+FE0F U+20E3 is code points 1-3; "2" is the fourth.
    expect(normaliseLine("1\ufe0f\u20e32")).toEqual({
      chars: ["1", "2"],
      originals: ["1\ufe0f\u20e3", "2"],
      columns: [1, 4],
    });
  });

  it("drops a zero-width joiner but counts it in the columns after it", () => {
    expect(normaliseLine("5\u200d6")).toEqual({ chars: ["5", "6"], originals: ["5", "6"], columns: [1, 3] });
  });

  it("counts a character outside the BMP as one column", () => {
    expect(normaliseLine("😀7").columns).toEqual([1, 2]);
    expect(normaliseLine("😀7").chars[1]).toBe("7");
  });
});

describe("markAt", () => {
  it("reads the mark at a character: its value, original character, line and column", () => {
    const line = normaliseLine("a ５");
    expect(markAt(line, 7, 2)).toEqual({ value: 5, char: "５", line: 7, column: 3 });
    expect(markAt(line, 7, 0)).toEqual({ value: STRAY, char: "a", line: 7, column: 1 });
  });

  it("takes a value given instead of the character's own", () => {
    expect(markAt(normaliseLine("-1"), 1, 0, 0).value).toBe(0);
  });
});
