/**
 * `sudoku` (npm, a port of David Bau's generator): `solvepuzzle(board)` returns one solution or null. It
 * shuffles its guesses at random, so its times vary from run to run. Its checkpuzzle (which does count to 2)
 * is not exported, so only the first-solution mode. Boards are arrays of null (blank) or 0..8 (digit - 1).
 */
import sudoku from "sudoku";
import { CELL_COUNT } from "../../../core/board.js";
import type { Answer, SolverAdapter, SolverMode } from "./types.js";

type PackageBoard = (number | null)[];

const limit1: SolverMode<PackageBoard, PackageBoard | null> = {
  id: "limit1",
  label: "limit 1: solvepuzzle()",
  comparesWith: 1,
  interruptible: false,
  encode: (puzzle) => Array.from(puzzle, (digit) => (digit === 0 ? null : digit - 1)),
  run: (board) => sudoku.solvepuzzle(board) as PackageBoard | null,
  decode: (answer): Answer => {
    if (answer === null) return { verdict: "none" };
    const solution = new Uint8Array(CELL_COUNT);
    // A null left in the answer stays 0 here, which the validator rejects.
    for (let i = 0; i < CELL_COUNT; i++) solution[i] = answer[i] === null ? 0 : (answer[i] as number) + 1;
    return { verdict: "found", solution };
  },
};

export const adapter: SolverAdapter = {
  modes: [limit1],
};
