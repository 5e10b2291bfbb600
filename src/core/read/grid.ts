/**
 * Reader for grids: it cuts a block of rows (lines.ts) into boards of 81 marks, or says what is wrong with it.
 *
 * In order: cut the block into boards of 81 marks at text-line boundaries (a text line of 162 marks is cut at
 * a token boundary). When that fails, split the block at blank lines (puzzle, blank line, broken attempt), look
 * for clear boards (9 lines of 9 marks, or one line of 81) and ignore the leftovers if they cannot be rows (a
 * header `2024-05-01`), drop row and column labels (`A 5 3 . …`, `1 2 3 4 5 6 7 8 9`), read blanks written as
 * spaces; otherwise report the most helpful problem (a stray, a bad row, or the count of cells).
 *
 * Roads not taken:
 * - "All cell characters in the text" as a fallback: it silently counts a header's digits into the board
 *   whenever the numbers happen to add up to 81, so it is not used; the block search covers the real pastes.
 * - A line made only of dashes is always a separator, never 9 blanks (`---------`); a blank row of dashes must
 *   therefore be written with spaces between other blank characters or with `.`/`0`.
 * - Two boards pasted one right under the other, one of them broken, give one `wrong-length` problem for both
 *   (e.g. "found 161 cells") rather than guessing where the broken one starts: guessing can stitch a board
 *   together out of rows of both. A blank line between them gives the good board and a precise problem.
 * - Blank cells written as spaces are read only for a block of exactly 9 lines of digits and spaces, at most 9
 *   characters each, with at least one inner space; anything looser broke the spaced formats (`5 3 . . 7`).
 */
import { CELL_COUNT } from "../board.js";
import { readColumns } from "./columns.js";
import type { Row } from "./lines.js";
import { type Mark, markValue, STRAY, type Token } from "./marks.js";
import { readPencilMarks } from "./pencil.js";
import type { BoardProblem } from "./problem.js";

/** The fewest marks in a block of board lines that is read as a board attempt (a puzzle has 17+ givens). */
const MIN_BLOCK = 17;

/** What one board-shaped part of the text gave: 81 marks, or problems. */
export type Outcome = { readonly marks: readonly Mark[] } | { readonly problems: BoardProblem[] };

function marksOf(rows: readonly Row[]): Mark[] {
  const marks: Mark[] = [];
  for (const row of rows) for (const token of row.tokens) for (const mark of token.marks) marks.push(mark);
  return marks;
}

/** Cut a row longer than a board into rows of exactly 81 marks at token boundaries, or undefined. */
function cutLongRow(row: Row): Row[] | undefined {
  const pieces: Row[] = [];
  let tokens: Token[] = [];
  let size = 0;
  for (const token of row.tokens) {
    if (size === 0 && token.marks.length > CELL_COUNT && token.marks.length % CELL_COUNT === 0) {
      // 162 characters with no space: boards written back to back.
      for (let k = 0; k < token.marks.length; k += CELL_COUNT) {
        const marks = token.marks.slice(k, k + CELL_COUNT);
        const part = { marks, strays: marks.filter((m) => m.value === STRAY).length };
        pieces.push({ ...row, tokens: [part], size: CELL_COUNT, afterBlank: false });
      }
      continue;
    }
    tokens.push(token);
    size += token.marks.length;
    if (size > CELL_COUNT) return undefined;
    if (size === CELL_COUNT) {
      pieces.push({ ...row, tokens, size, afterBlank: false });
      tokens = [];
      size = 0;
    }
  }
  return size === 0 ? pieces : undefined;
}

function expandLongRows(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) => (row.size > CELL_COUNT ? (cutLongRow(row) ?? [row]) : [row]));
}

/**
 * Whether a group of rows adding up to 81 marks has a believable shape. Rows of 9 must all be rows of 9: a
 * 9-line grid with a row of 8 and a row of 10 is a mistake, not a board.
 */
function isBelievable(rows: readonly Row[]): boolean {
  const nines = rows.filter((r) => r.size === 9).length;
  if (rows.length === 9 || nines >= 5) return rows.length === 9 && nines === 9;
  return true;
}

/** Cut rows into consecutive groups of exactly 81 marks, or undefined when they do not cut cleanly. */
function cutIntoBoards(rows: readonly Row[]): Row[][] | undefined {
  const groups: Row[][] = [];
  let group: Row[] = [];
  let size = 0;
  for (const row of rows) {
    group.push(row);
    size += row.size;
    if (size > CELL_COUNT) return undefined;
    if (size === CELL_COUNT) {
      if (!isBelievable(group)) return undefined;
      groups.push(group);
      group = [];
      size = 0;
    }
  }
  return size === 0 && groups.length > 0 ? groups : undefined;
}

/** Sizes a row cannot have if it is to be ignored as a header or footer next to a clear board. */
const ROW_LIKE_SIZES = new Set([9, 27, CELL_COUNT]);

/**
 * Boards inside one row whose tokens hold a maximal run of equal-sized groups adding up to 81 (81 tokens of 1,
 * 27 of 3, 9 of 9), ignoring the other tokens (`Sudoku level 3 530070000 600195000 …`).
 */
function clearBoardsInRow(row: Row): Mark[][] | undefined {
  const boards: Mark[][] = [];
  const tokens = row.tokens;
  for (let i = 0; i < tokens.length; ) {
    const size = (tokens[i] as Token).marks.length;
    let end = i;
    while (end < tokens.length && (tokens[end] as Token).marks.length === size) end++;
    const count = end - i;
    if (CELL_COUNT % size === 0 && count * size >= CELL_COUNT && (count * size) % CELL_COUNT === 0) {
      const perBoard = CELL_COUNT / size;
      for (let k = i; k < end; k += perBoard) {
        boards.push(tokens.slice(k, k + perBoard).flatMap((t) => t.marks));
      }
    }
    i = end;
  }
  return boards.length > 0 ? boards : undefined;
}

/**
 * Clear boards among the rows — 9 rows of 9, 3 of 27, one of 81, or a clear run inside a long row — when
 * every leftover row is something that cannot be a row of a board (a date above the grid, "10/10" below).
 */
function findClearBoards(rows: readonly Row[]): Mark[][] | undefined {
  const boards: Mark[][] = [];
  const sizeAt = (k: number) => rows[k]?.size ?? -1;
  const run = (from: number, count: number, size: number) => {
    for (let k = from; k < from + count; k++) if (sizeAt(k) !== size) return false;
    return true;
  };
  for (let i = 0; i < rows.length; ) {
    const row = rows[i] as Row;
    if (row.size === CELL_COUNT) {
      boards.push(marksOf([row]));
      i += 1;
    } else if (run(i, 9, 9)) {
      boards.push(marksOf(rows.slice(i, i + 9)));
      i += 9;
    } else if (run(i, 3, 27)) {
      boards.push(marksOf(rows.slice(i, i + 3)));
      i += 3;
    } else if (row.size > CELL_COUNT) {
      const inRow = clearBoardsInRow(row);
      if (!inRow) return undefined;
      boards.push(...inRow);
      i += 1;
    } else {
      if (ROW_LIKE_SIZES.has(row.size)) return undefined;
      i += 1;
    }
  }
  return boards.length > 0 ? boards : undefined;
}

/**
 * Blank cells written as spaces: exactly 9 rows of digits and spaces, each at most 9 characters wide once the
 * common indentation is removed, with at least one space between or before digits.
 */
function readSpacedBlanks(rows: readonly Row[]): Mark[] | undefined {
  if (rows.length !== 9) return undefined;
  if (!rows.every((r) => /^[1-9 ]+$/.test(r.content))) return undefined;
  const indent = Math.min(...rows.map((r) => r.content.length - r.content.trimStart().length));
  const lines = rows.map((r) => r.content.slice(indent));
  if (!lines.every((l) => l.length <= 9) || !lines.some((l) => /^ |\S \S|\S +\S/.test(l))) return undefined;
  const marks: Mark[] = [];
  lines.forEach((l, r) => {
    for (let c = 0; c < 9; c++) {
      const ch = l[c] ?? " ";
      const line = (rows[r] as Row).number;
      marks.push({
        value: ch === " " ? 0 : markValue(ch),
        char: ch,
        line,
        column: (rows[r] as Row).columns[indent + c] ?? indent + c + 1,
      });
    }
  });
  return marks;
}

/** A letter written as a row label: `A`, `a`, or a regional-indicator emoji `🇦`. */
const isLetterMark = (m: Mark): boolean =>
  m.value === STRAY && (/^\p{L}$/u.test(m.char) || /^[\u{1F1E6}-\u{1F1FF}]$/u.test(m.char));

/** A column header: the digits 1..9 in order, perhaps after a corner (`.`, `⬛`, `#`). */
function isHeader(row: Row | undefined): boolean {
  if (!row || row.size < 9 || row.size > 10) return false;
  const marks = marksOf([row]);
  const digits = marks.slice(marks.length - 9);
  return digits.every((m, k) => m.value === k + 1) && (marks.length === 9 || (marks[0] as Mark).value <= 0);
}

/** A row without its first `count` marks. */
function withoutLeadingMarks(row: Row, count: number): Row {
  const tokens: Token[] = [];
  let left = count;
  for (const token of row.tokens) {
    if (left >= token.marks.length) {
      left -= token.marks.length;
      continue;
    }
    const marks = token.marks.slice(left);
    left = 0;
    tokens.push({ marks, strays: marks.filter((m) => m.value === STRAY).length });
  }
  return { ...row, tokens, size: row.size - count };
}

/**
 * A grid with labels: a column header `1 2 3 4 5 6 7 8 9` above it and/or labels before each of its 9 rows —
 * a letter (`A`..`I`, `🇦`), the row's number, or both (`r 1`) — written apart or stuck to the first cell.
 * Returns the rows without the labels, or undefined when there are none.
 */
function dropLabels(rows: readonly Row[]): Row[] | undefined {
  let body = rows.slice();
  const header = isHeader(rows[0]);
  if (header && rows.length === 10) body = body.slice(1);
  if (body.length !== 9) return undefined;
  const labelSize = (body[0] as Row).size - 9;
  const isLabelled = (row: Row, k: number) => {
    if (labelSize < 1 || labelSize > 2 || row.size !== 9 + labelSize) return false;
    const label = marksOf([row]).slice(0, labelSize);
    return label.every((m, j) => isLetterMark(m) || (j === labelSize - 1 && m.value === k + 1));
  };
  if (body.every(isLabelled)) {
    body = body.map((row) => withoutLeadingMarks(row, labelSize));
  } else if (!header) {
    return undefined;
  }
  return body;
}

/** A stray mark as a problem. */
export const badChar = (m: Mark): BoardProblem => ({
  kind: "bad-char",
  char: m.char,
  line: m.line,
  column: m.column,
});

/** The most helpful problem for rows that hold no board. */
function describeFailure(rows: readonly Row[]): BoardProblem[] {
  const marks = marksOf(rows);
  const strays = marks.filter((m) => m.value === STRAY);
  // 81 cells plus a stray (`[..., 7, 9a]`): the stray is the problem, not the count.
  if (strays.length > 0 && marks.length - strays.length === CELL_COUNT) return strays.map(badChar);
  // A header or footer line of digits next to a 9-line grid must not shift the row numbers.
  let from = 0;
  let to = rows.length;
  while (to - from > 9 && (rows[from] as Row).size !== 9) from++;
  while (to - from > 9 && (rows[to - 1] as Row).size !== 9) to--;
  const grid = rows.slice(from, to);
  const nines = grid.filter((r) => r.size === 9).length;
  if (grid.length >= 8 && grid.length <= 10 && nines >= 5) {
    const bad: BoardProblem[] = [];
    grid.forEach((r, k) => {
      if (r.size !== 9) bad.push({ kind: "bad-row", row: k + 1, found: r.size });
    });
    if (bad.length > 0) return bad;
  }
  return [{ kind: "wrong-length", found: rows.reduce((n, r) => n + r.size, 0), expected: CELL_COUNT }];
}

/** An outcome with the text lines (1-based, inclusive) of the rows it was read from. */
export interface Part {
  readonly outcome: Outcome;
  readonly first: number;
  readonly last: number;
}

/** Boards or problems from rows that are read as one piece (no cutting at blank lines). */
function readPart(rows: readonly Row[]): Part[] {
  const first = (rows[0] as Row).number;
  const last = (rows[rows.length - 1] as Row).number;
  return readOutcomes(rows).map((outcome) => ({ outcome, first, last }));
}

/** Boards or problems from rows that are read as one piece. */
function readOutcomes(rows: readonly Row[]): Outcome[] {
  if (rows.reduce((n, r) => n + r.size, 0) < MIN_BLOCK) return [];
  const expanded = expandLongRows(rows);
  const groups = cutIntoBoards(expanded);
  if (groups) return groups.map((g) => ({ marks: marksOf(g) }));
  const clear = findClearBoards(expanded);
  if (clear) return clear.map((marks) => ({ marks }));
  const unlabelled = dropLabels(rows);
  const labelled = unlabelled && cutIntoBoards(unlabelled);
  if (labelled) return labelled.map((g) => ({ marks: marksOf(g) }));
  const spaced = readSpacedBlanks(rows);
  if (spaced) return [{ marks: spaced }];
  const pencil = readPencilMarks(unlabelled ?? rows);
  if (pencil) return [{ marks: pencil }];
  const columns = readColumns(rows);
  if (columns) return [{ marks: columns }];
  return [{ problems: describeFailure(rows) }];
}

/**
 * Boards or problems from one block. When the block does not cut cleanly it is read again in parts split at
 * blank lines, so that a good puzzle followed by a broken attempt still gives the puzzle.
 */
export function readBlock(rows: readonly Row[]): Part[] {
  const groups = cutIntoBoards(expandLongRows(rows));
  if (groups) {
    return groups.map((g) => ({
      outcome: { marks: marksOf(g) },
      first: (g[0] as Row).number,
      last: (g[g.length - 1] as Row).number,
    }));
  }
  // Segments are the runs of rows between blank lines. A segment joins the part before it unless that part is
  // already a board attempt (72 = a board missing a row) and the segment is big enough to be one too: rows
  // double-spaced by Discord stay together, a puzzle and an attempt separated by a blank line do not.
  const segments: Row[][] = [];
  for (const row of rows) {
    if (row.afterBlank || segments.length === 0) segments.push([]);
    (segments[segments.length - 1] as Row[]).push(row);
  }
  const parts: Row[][] = [];
  let size = 0;
  for (const segment of segments) {
    const segmentSize = segment.reduce((n, r) => n + r.size, 0);
    const last = parts[parts.length - 1];
    if (last && !(size >= CELL_COUNT - 9 && segmentSize >= MIN_BLOCK)) {
      last.push(...segment);
      size += segmentSize;
    } else {
      parts.push(segment.slice());
      size = segmentSize;
    }
  }
  return parts.flatMap(readPart);
}
