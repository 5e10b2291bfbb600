import { describe, expect, it } from "vitest";
import {
  isHorizontalRule,
  isSeparator,
  markValue,
  normaliseCharacter,
  STRAY,
  sizeOf,
  type Token,
} from "../../../src/core/read/marks.js";

describe("markValue", () => {
  it("reads 1..9 as givens", () => {
    expect([..."123456789"].map(markValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reads every blank character as 0", () => {
    expect([..."0._-*?xX·∙•⋅・"].map(markValue)).toEqual(Array(13).fill(0));
  });

  it("reads anything else as a stray", () => {
    expect([..."aZ#>"].map(markValue)).toEqual([STRAY, STRAY, STRAY, STRAY]);
  });
});

describe("isSeparator", () => {
  it("is true for whitespace, punctuation between cells, box drawing and dashes other than -", () => {
    for (const c of [
      " ",
      "\t",
      ",",
      ";",
      "|",
      "+",
      "[",
      ")",
      '"',
      "=",
      ":",
      "─",
      "│",
      "╬",
      "\u2010",
      "\u2014",
      "\u2212",
    ]) {
      expect(isSeparator(c), JSON.stringify(c)).toBe(true);
    }
  });

  it("is false for digits, blank characters (including ASCII -) and letters", () => {
    for (const c of ["5", "0", ".", "-", "_", "*", "x", "a", "·"]) expect(isSeparator(c), c).toBe(false);
  });
});

describe("isHorizontalRule", () => {
  it("is true for + and = and horizontal box drawing, false for vertical box drawing and others", () => {
    expect(["+", "=", "─", "┼", "═"].map(isHorizontalRule)).toEqual([true, true, true, true, true]);
    expect(["│", "║", "-", "|", "5", undefined].map(isHorizontalRule)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("normaliseCharacter", () => {
  it("maps full-width digits and no-break spaces to their ASCII forms", () => {
    expect(normaliseCharacter("５")).toBe("5");
    expect(normaliseCharacter("．")).toBe(".");
    expect(normaliseCharacter("\u00a0")).toBe(" ");
  });

  it("keeps a character whose NFKC form is several characters, and ASCII as it is", () => {
    expect(normaliseCharacter("½")).toBe("½");
    expect(normaliseCharacter("a")).toBe("a");
  });

  it("makes a character outside the BMP one U+FFFD", () => {
    expect(normaliseCharacter("😀")).toBe("\ufffd");
  });
});

describe("sizeOf", () => {
  it("counts the marks of all tokens", () => {
    const mark = { value: 1, char: "1", line: 1, column: 1 };
    const tokens: Token[] = [
      { marks: [mark, mark, mark], strays: 0 },
      { marks: [], strays: 0 },
      { marks: [mark], strays: 0 },
    ];
    expect(sizeOf(tokens)).toBe(4);
    expect(sizeOf([])).toBe(0);
  });
});
