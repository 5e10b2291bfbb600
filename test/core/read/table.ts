/**
 * The shape of the reader tests: a table of real texts, each with where it was found and what must be read
 * from it — the whole board (as one canonical line, `.` for a blank) or the problems as a person reads them.
 */
import { describe, expect, it } from "vitest";
import { formatBoard } from "../../../src/core/board.js";
import { type ParseResult, parseBoard } from "../../../src/core/read/index.js";
import { describeProblem } from "../../../src/present/problem-text.js";

/** One text and what reading it must give. */
export interface ReadCase {
  /** What the text is, in a few words. */
  readonly name: string;
  /** Where it was found (repository and file, or the search that found it), or "constructed" with why. */
  readonly source: string;
  readonly text: string;
  /** The board read, as 81 characters (`.` for a blank): the whole board is compared. */
  readonly board?: string;
  /** Or the problems, as their English text. */
  readonly problems?: readonly string[];
}

/** The board of a result as one canonical line, or the problems as text, so a failure shows what went wrong. */
export function show(result: ParseResult): string {
  if (result.ok) return formatBoard(result.board);
  return `FAILED: ${result.problems.map((p) => describeProblem(p)).join("; ")}`;
}

/** One `it` per case: `parseBoard` gives exactly the expected board or problems. */
export function readsEveryCase(title: string, cases: readonly ReadCase[]): void {
  describe(title, () => {
    it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
      const expected = c.board ?? `FAILED: ${(c.problems ?? []).join("; ")}`;
      expect(show(parseBoard(c.text)), c.source).toBe(expected);
    });
  });
}

/** The example puzzle of LeetCode 36/37, which many READMEs and code files hold. */
export const LEETCODE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/** Its solution. */
export const LEETCODE_SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** A board written as 81 digits with 0 for a blank (as sources print it), in the canonical line form. */
export function fromDigits(digits: string): string {
  if (!/^[0-9]{81}$/.test(digits)) throw new Error(`not 81 digits: ${digits}`);
  return digits.replace(/0/g, ".");
}

/** The board of an array literal written with one digit per cell (0 for a blank): its digits in order. */
export function digitsOf(literal: string): string {
  return fromDigits((literal.match(/\d/g) ?? []).join(""));
}
