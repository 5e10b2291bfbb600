/**
 * What reading a board can give back: the board, or problems as data from a fixed set of kinds (their wording
 * lives in one other module, problems.ts).
 */
import type { Board, UnitKind } from "../board.js";

/** Structured input problems — a fixed set of string kinds. Positions 1-based for people where noted. */
export type BoardProblem =
  | { kind: "empty-input" } // nothing but whitespace
  | { kind: "too-long"; length: number; max: number } // text longer than MAX_INPUT_LENGTH (6000)
  | { kind: "no-board" } // no Sudoku board found in this text
  | { kind: "wrong-length"; found: number; expected: 81 } // found 80 cells, a board has 81
  | { kind: "bad-row"; row: number; found: number } // 9-line board, row `row` (1-based) has `found` cells
  | { kind: "bad-char"; char: string; line: number; column: number } // unexpected char inside the board (1-based)
  | { kind: "duplicate"; unit: UnitKind; index: number; digit: number; cells: readonly number[] } // index 0-based, cells 0-based
  | { kind: "several-boards"; count: number; firstRows: readonly string[] } // `count` different boards; each one's first row, `.` for a blank
  | { kind: "other-size"; size: number } // a size×size grid (4, 6, 8, 12, 16, 25): only 9×9 is supported
  | { kind: "letter-grid" } // a 9×9 grid written with letters instead of digits
  | { kind: "killer-cages" }; // a Killer Sudoku's cage list with no givens

/** The longest text `parseBoard` reads, in UTF-16 code units (`text.length`). */
export const MAX_INPUT_LENGTH = 6000;

/** Every cell (0-based, ascending, once each) named by a `duplicate` problem: the cells to mark as conflicts. */
export function duplicateCells(problems: readonly BoardProblem[]): number[] {
  const cells = new Set(problems.flatMap((p) => (p.kind === "duplicate" ? p.cells : [])));
  return [...cells].sort((a, b) => a - b);
}

/** What `parseBoard` returns: a board, or the problems found (with the board when only givens conflict). */
export type ParseResult = { ok: true; board: Board } | { ok: false; problems: BoardProblem[]; board?: Board }; // `board` is present when cells were read but givens conflict

/** Options for `parseBoard` and `parseBoards`. */
export interface ParseOptions {
  /** When true a board with repeated digits in a unit is ok (used by "check", which reports them itself). */
  allowDuplicates?: boolean;
}
