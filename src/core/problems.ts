/**
 * The one module that turns board problems into the English a person reads.
 *
 * Positions follow board.ts: rows, columns and boxes are numbered from 1 for people, cells are named `r3c7`.
 */
import { cellName, columnOf, rowOf } from "./board.js";
import type { BoardProblem } from "./read/index.js";

/** Names of the boxes, left to right, top to bottom, for "box 5 (middle)". */
const BOX_NAMES = [
  "top-left",
  "top-middle",
  "top-right",
  "middle-left",
  "middle",
  "middle-right",
  "bottom-left",
  "bottom-middle",
  "bottom-right",
] as const;

const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] as const;

/** How many problems `describeProblems` lists before it says "…and N more". */
const LISTED_PROBLEMS = 5;

/** "2 and 7", "2, 5 and 7". */
function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** `"a"`, or `U+200B` for a character a person could not see or tell apart in quotes. */
function showCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) && char !== '"') return `"${char}"`;
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * One problem as a short, specific English sentence fragment (no capital, no full stop).
 *
 * @param p - the problem.
 * @returns the text, e.g. "row 3 has two 5s (columns 2 and 7)" or "found 80 cells, a board has 81".
 * @example describeProblem({ kind: "bad-row", row: 3, found: 8 }) // "row 3 has 8 cells, a row has 9"
 */
export function describeProblem(p: BoardProblem): string {
  switch (p.kind) {
    case "empty-input":
      return "the text is empty: paste a Sudoku board";
    case "too-long":
      return `the text is too long (${p.length} characters, the limit is ${p.max})`;
    case "no-board":
      return "no Sudoku board found in this text";
    case "wrong-length":
      return `found ${plural(p.found, "cell")}, a board has ${p.expected}`;
    case "bad-row":
      return `row ${p.row} has ${plural(p.found, "cell")}, a row has 9`;
    case "bad-char":
      return `unexpected character ${showCharacter(p.char)} at line ${p.line}, column ${p.column}`;
    case "duplicate": {
      const count = COUNT_WORDS[p.cells.length] ?? String(p.cells.length);
      const what = `${count} ${p.digit}s`;
      if (p.unit === "row") {
        return `row ${p.index + 1} has ${what} (columns ${joinAnd(p.cells.map((c) => String(columnOf(c) + 1)))})`;
      }
      if (p.unit === "column") {
        return `column ${p.index + 1} has ${what} (rows ${joinAnd(p.cells.map((c) => String(rowOf(c) + 1)))})`;
      }
      return `box ${p.index + 1} (${BOX_NAMES[p.index] ?? "?"}) has ${what} (${joinAnd(p.cells.map(cellName))})`;
    }
  }
}

/**
 * Several problems as one text: a single problem as is, more as a "- " list, capped with "…and N more".
 *
 * @param ps - the problems, most important first.
 * @returns the text; an empty string for no problems.
 * @example describeProblems(result.problems) // "- row 1 has two 5s (columns 1 and 4)\n- box 1 (top-left) has two 5s (r1c1 and r2c2)"
 */
export function describeProblems(ps: readonly BoardProblem[]): string {
  if (ps.length === 0) return "";
  if (ps.length === 1) return describeProblem(ps[0] as BoardProblem);
  const listed = ps.slice(0, ps.length > LISTED_PROBLEMS ? LISTED_PROBLEMS - 1 : LISTED_PROBLEMS);
  const lines = listed.map((p) => `- ${describeProblem(p)}`);
  if (ps.length > listed.length) lines.push(`…and ${ps.length - listed.length} more`);
  return lines.join("\n");
}

/** Short help listing the board shapes `parseBoard` reads, for replies to input it could not read. */
export const ACCEPTED_FORMATS: string = [
  "Paste one board in any of these shapes (blank cells as 0 . _ - * x or ·):",
  "- 81 characters on one line: 53..7....6..195....98....6.8...6...3…",
  "- 9 lines of 9 cells, with or without spaces, | + or box-drawing lines between boxes",
  '- code: [[5,3,0,0,7,0,0,0,0], …] or ["53..7....", …]',
  "Text before and after the board, and code blocks, are fine.",
].join("\n");
