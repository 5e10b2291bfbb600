/**
 * What a text that holds no 9×9 board looks like instead, so the answer can say so: a grid of another size
 * (`this looks like a 6×6 grid`), a Sudoku written with letters, or a Killer Sudoku's cage list with no givens.
 * Consulted only when no board was read; one pass over the lines.
 */
import type { BoardProblem } from "./problem.js";

/** Grid sizes people play other than 9. */
const OTHER_SIZES = new Set([4, 5, 6, 7, 8, 10, 12, 15, 16, 25]);
/** One cell of a loose grid: a number up to 2 digits, a letter, or a blank character. */
const CELL = /^(?:[0-9]{1,2}|[A-Za-z]|[._\-*?·])$/;
const SEPARATORS = /[|,;[\](){}"'`+\u2500-\u257f]/g;
const RULE_LINE = /^[\s\-=+|:.'\u2500-\u257f]*$/;
/** A cage of a Killer Sudoku: its cells (`r1c1`, `A1`) and sum, or the word itself. */
const CELL_NAME = /\b(?:[rR][1-9]\s*[cC][1-9]|[A-Ia-i][1-9])\b/g;

/** A comment marker or an assignment (`# `, `grid = `) at the start of a line. */
const LINE_PREFIX = /^\s*(?:#+|\/\/+)?\s*(?:[A-Za-z_$][\w$.]*\s*(?:\[[^\]]*\]\s*)*:?=(?!=))?/;

/** The cells of a line read loosely (tokens of up to 2 characters, or one run of single characters). */
function looseCells(line: string): string[] | undefined {
  const tokens = line.normalize("NFKC").replace(LINE_PREFIX, "").replace(SEPARATORS, " ").trim().split(/\s+/);
  if (tokens.length === 1) {
    const chars = Array.from(tokens[0] as string);
    return chars.every((c) => CELL.test(c)) ? chars : undefined;
  }
  return tokens.every((t) => CELL.test(t)) ? tokens : undefined;
}

/** Whether cells are a letter Sudoku's: letters (and blanks) with no digit 1..9. */
function isLetterGrid(cells: readonly string[]): boolean {
  let letters = 0;
  for (const c of cells) {
    if (/^[1-9]/.test(c)) return false;
    if (/^[A-Za-z]$/.test(c) && c !== "x" && c !== "X") letters++;
  }
  return letters >= 9;
}

/** The size of a one-line grid of n×n cells for another n (36 characters for 6×6), or undefined. */
function lineGridSize(cells: readonly string[]): number | undefined {
  const n = Math.round(Math.sqrt(cells.length));
  if (n * n !== cells.length || !OTHER_SIZES.has(n)) return undefined;
  const fits = cells.every((c) => !/^[0-9]+$/.test(c) || Number(c) <= n);
  return fits && cells.some((c) => /^[1-9A-Za-z]/.test(c) && c !== "x" && c !== "X") ? n : undefined;
}

/**
 * What the text looks like when it is not a 9×9 board, as a problem; undefined when it looks like nothing known.
 *
 * @param text - the pasted text.
 * @example describeShape("1 2 | . 4\n. 4 | 1 .\n2 . | 4 1\n4 1 | . 2") // { kind: "other-size", size: 4 }
 */
export function describeShape(text: string): BoardProblem | undefined {
  const lines = text.split(/\r\n|[\n\r\u2028\u2029]/);
  let runSize = 0;
  let runLength = 0;
  let runCells: string[] = [];
  for (const line of lines) {
    if (RULE_LINE.test(line)) continue;
    const cells = looseCells(line);
    const size = cells?.length ?? 0;
    if (cells && size >= 4 && size === runSize) {
      runLength++;
      runCells.push(...cells);
    } else {
      runSize = size;
      runLength = cells ? 1 : 0;
      runCells = cells ? cells.slice() : [];
    }
    if (!cells) {
      // A grid of another size on one line, among other words (`"solution": "1435…"`).
      for (const token of line.split(/[\s"',:;=[\](){}]+/)) {
        if (token.length < 16 || !/^[0-9A-Za-z._]+$/.test(token)) continue;
        const size = lineGridSize(Array.from(token));
        if (size !== undefined) return { kind: "other-size", size };
      }
      continue;
    }
    if (runLength === runSize && OTHER_SIZES.has(runSize)) return { kind: "other-size", size: runSize };
    if (runLength === 9 && runSize === 9 && isLetterGrid(runCells)) return { kind: "letter-grid" };
    if (runLength === 1 && size === 81 && isLetterGrid(cells)) return { kind: "letter-grid" };
    const lineSize = runLength === 1 ? lineGridSize(cells) : undefined;
    if (lineSize !== undefined) return { kind: "other-size", size: lineSize };
  }
  if (/\bkiller\b|\bcages?\b/i.test(text) && (text.match(CELL_NAME)?.length ?? 0) >= 4) {
    return { kind: "killer-cages" };
  }
  return undefined;
}
