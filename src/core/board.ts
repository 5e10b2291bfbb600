/**
 * The board: the plain data every part of the core passes around.
 *
 * Representation: a `Board` is a `Uint8Array` of 81 cells in row-major order
 * (cell index `i = row * 9 + column`, rows and columns counted from 0 in code).
 * Each cell holds 0 for a blank or a digit 1..9. People count from 1, so every
 * text meant for a person names cells as `r3c7` (row 3, column 7).
 */

/** 81 cells, row-major, 0 = blank, 1..9 = digit. */
export type Board = Uint8Array;

/** Number of cells on a board. */
export const CELL_COUNT = 81;

/** The kinds of unit: each cell belongs to one row, one column and one box. */
export type UnitKind = "row" | "column" | "box";

/** Row of a cell, 0..8. */
export const rowOf = (cell: number): number => Math.floor(cell / 9);
/** Column of a cell, 0..8. */
export const columnOf = (cell: number): number => cell % 9;
/** Box of a cell, 0..8, numbered left to right, top to bottom. */
export const boxOf = (cell: number): number => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** The 9 cells of unit `index` (0..8) of the given kind, in reading order. */
export function cellsOfUnit(kind: UnitKind, index: number): number[] {
  const cells: number[] = [];
  for (let k = 0; k < 9; k++) {
    if (kind === "row") cells.push(index * 9 + k);
    else if (kind === "column") cells.push(k * 9 + index);
    else cells.push((Math.floor(index / 3) * 3 + Math.floor(k / 3)) * 9 + (index % 3) * 3 + (k % 3));
  }
  return cells;
}

/** Every unit on the board: 9 rows, 9 columns, 9 boxes. Built once. */
export const ALL_UNITS: readonly {
  readonly kind: UnitKind;
  readonly index: number;
  readonly cells: readonly number[];
}[] = (["row", "column", "box"] as const).flatMap((kind) =>
  Array.from({ length: 9 }, (_, index) => ({ kind, index, cells: cellsOfUnit(kind, index) })),
);

/** A person's name for a cell: `r3c7` (1-based). */
export const cellName = (cell: number): string => `r${rowOf(cell) + 1}c${columnOf(cell) + 1}`;

/** An empty board (every cell blank). */
export const emptyBoard = (): Board => new Uint8Array(CELL_COUNT);

/** Cells (ascending) where two boards hold different digits: e.g. why a puzzle with two solutions is not unique. */
export function differingCells(a: Board, b: Board): number[] {
  const cells: number[] = [];
  for (let i = 0; i < CELL_COUNT; i++) if (a[i] !== b[i]) cells.push(i);
  return cells;
}

/** Number of filled cells (givens, for a puzzle). */
export function countFilled(board: Board): number {
  let n = 0;
  for (let i = 0; i < CELL_COUNT; i++) if (board[i] !== 0) n++;
  return n;
}

/**
 * The canonical forms of a board.
 * - `line`: 81 characters, `.` for a blank — e.g. `53..7....6..195...` …
 * - `grid`: 9 lines of 9, a space between boxes, `.` for a blank, with separator lines between bands.
 * Both round-trip through `parseBoard`.
 *
 * @example formatBoard(board, "line") // "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
 */
export function formatBoard(board: Board, form: "line" | "grid" = "line"): string {
  const ch = (v: number) => (v === 0 ? "." : String(v));
  if (form === "line") return Array.from(board, ch).join("");
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) lines.push("------+-------+------");
    const row = Array.from(board.subarray(r * 9, r * 9 + 9), ch);
    lines.push(`${row.slice(0, 3).join(" ")} | ${row.slice(3, 6).join(" ")} | ${row.slice(6, 9).join(" ")}`);
  }
  return lines.join("\n");
}
