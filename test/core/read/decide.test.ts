import { describe, expect, it } from "vitest";
import { parseBoard, parseBoards } from "../../../src/core/read/index.js";
import { decideCases } from "./cases/decide.js";
import { fromDigits, LEETCODE, LEETCODE_SOLUTION, readsEveryCase, show } from "./table.js";

const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";

readsEveryCase("deciding between the boards of a text", decideCases);

describe("parseBoards", () => {
  it("keeps the puzzle and the attempt of a check, in order, after reading links and markup", () => {
    const text = `puzzle: https://www.sudokuwiki.org/sudoku.htm?bd=${LEETCODE.replace(/\./g, "0")}\nmine:\n${grid(LEETCODE_SOLUTION)}`;
    expect(parseBoards(text).map(show)).toEqual([LEETCODE, LEETCODE_SOLUTION]);
  });

  it("reads one board where the text as written and its markup view agree", () => {
    expect(parseBoards(`<pre>${LEETCODE}</pre>`).map(show)).toEqual([LEETCODE]);
  });

  it("names every distinct board of a collection by its first row", () => {
    const result = parseBoard(`${LEETCODE}\n${fromDigits(`${"0".repeat(80)}1`)}`);
    expect(result.ok ? [] : result.problems).toEqual([
      { kind: "several-boards", count: 2, firstRows: ["53..7....", "........."] },
    ]);
  });
});
