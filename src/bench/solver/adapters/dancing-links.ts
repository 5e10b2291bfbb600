/**
 * `dancing-links` (Knuth's DLX for exact cover) on Sudoku. The package knows nothing of Sudoku, so `encode`
 * builds the exact-cover rows of the puzzle (untimed, see {@link exactCoverRows}); `run` times building the
 * solver from those rows and searching. Modes from its API: `findOne()` (first solution) and `find(2)` (solution + uniqueness).
 */
import { DancingLinks, type Result } from "dancing-links";
import { type Board, boxOf, CELL_COUNT, columnOf, rowOf } from "../../../core/board.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

/** One exact-cover row: placing `digit` in `cell` (data = cell * 9 + digit - 1) covers four columns. */
type Rows = { data: number; columnIndices: number[] }[];

// Columns: 0..80 "cell filled", 81.. "row r has digit d", 162.. "column c has d", 243.. "box b has d".
const COLUMNS = 4 * CELL_COUNT;
const dlx = new DancingLinks<number>();

/**
 * The exact-cover rows of a puzzle: one row per given, and per blank cell one row for each digit that no
 * given in its row, column or box already holds. Leaving out the rows the givens rule out is what a user of
 * the package would do; it is built here, untimed, which favours dancing-links (so any lead ours shows over it
 * is, if anything, understated). Building all nine rows per blank instead measured ~1.7× slower on 17_clue.
 */
export function exactCoverRows(puzzle: Board): Rows {
  const seen = new Uint16Array(27); // rows 0..8, columns 9..17, boxes 18..26; digit d <-> bit 1 << d
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const given = puzzle[cell] as number;
    if (given === 0) continue;
    const bit = 1 << given;
    seen[rowOf(cell)] = (seen[rowOf(cell)] as number) | bit;
    seen[9 + columnOf(cell)] = (seen[9 + columnOf(cell)] as number) | bit;
    seen[18 + boxOf(cell)] = (seen[18 + boxOf(cell)] as number) | bit;
  }
  const rows: Rows = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const given = puzzle[cell] as number;
    const r = rowOf(cell);
    const c = columnOf(cell);
    const b = boxOf(cell);
    const excluded =
      given === 0 ? (seen[r] as number) | (seen[9 + c] as number) | (seen[18 + b] as number) : 0;
    for (let digit = 1; digit <= 9; digit++) {
      if (given !== 0 ? digit !== given : (excluded & (1 << digit)) !== 0) continue;
      const d = digit - 1;
      rows.push({
        data: cell * 9 + d,
        columnIndices: [cell, 81 + r * 9 + d, 162 + c * 9 + d, 243 + b * 9 + d],
      });
    }
  }
  return rows;
}

function toBoard(solution: Result<number>[]): Board {
  const board = new Uint8Array(CELL_COUNT);
  for (const { data } of solution) board[Math.floor(data / 9)] = (data % 9) + 1;
  return board;
}

function mode(limit: 1 | 2): SolverMode<Rows, Result<number>[][]> {
  return {
    id: `limit${limit}`,
    label: limit === 2 ? "limit 2: find(2)" : "limit 1: findOne()",
    comparesWith: limit,
    interruptible: false,
    encode: exactCoverRows,
    run: (rows) => {
      const solver = dlx.createSolver({ columns: COLUMNS }).addSparseConstraints(rows);
      return limit === 1 ? solver.findOne() : solver.find(2);
    },
    decode: (solutions): Answer => {
      const [first, second] = solutions;
      if (first === undefined) return { verdict: "none" };
      if (limit === 1) return { verdict: "found", solution: toBoard(first) };
      if (second === undefined) return { verdict: "unique", solution: toBoard(first) };
      return { verdict: "multiple", solution: toBoard(first), second: toBoard(second) };
    },
  };
}

export const adapter: SolverAdapter = {
  modes: [mode(2), mode(1)],
};
