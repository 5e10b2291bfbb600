/**
 * Reader for pencil-mark grids, as solver apps export them (HoDoKu, SudokuWiki, Sudoku Explainer): every cell is
 * a token, a cell with several candidate digits (`128`) is blank, a cell with one digit is a given. `<9>` marks a
 * given and `*4*` a placed digit in some apps; both are read as the digit.
 *
 * Glossary: candidate list — a token of two or more different digits 1..9, the digits still possible in a cell.
 */
import type { Row } from "./lines.js";
import type { Mark } from "./marks.js";

/** The digit of a one-cell token (`5`, `<5>`, `*5*`), 0 for a blank (`.`, `0`), -1 for a candidate list. */
function cellOf(token: string): number | undefined {
  if (/^[1-9]$/.test(token)) return Number(token);
  const wrapped = /^(?:<([1-9])>|\*([1-9])\*)$/.exec(token);
  if (wrapped) return Number(wrapped[1] ?? wrapped[2]);
  if (token === "." || token === "0") return 0;
  if (/^[1-9]{2,9}$/.test(token) && new Set(token).size === token.length) return -1;
  return undefined;
}

/**
 * The marks of a pencil-mark grid: 9 rows of 9 tokens, at least one of them a candidate list.
 *
 * @param rows - the rows of one part of a block.
 * @returns 81 marks, or undefined when the rows are not a pencil-mark grid.
 */
export function readPencilMarks(rows: readonly Row[]): Mark[] | undefined {
  if (rows.length !== 9) return undefined;
  const marks: Mark[] = [];
  let lists = 0;
  for (const row of rows) {
    if (row.tokens.length !== 9) return undefined;
    for (const token of row.tokens) {
      const text = token.marks.map((m) => m.char).join("");
      const cell = cellOf(text);
      if (cell === undefined) return undefined;
      if (cell < 0) lists++;
      const first = token.marks[0] as Mark;
      marks.push({ ...first, value: Math.max(cell, 0), char: text });
    }
  }
  return lists > 0 ? marks : undefined;
}
