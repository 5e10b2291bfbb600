/**
 * Reading a hint request from text: the position, and the original puzzle when it is given separately or as
 * the first of two boards in one text (as people paste them in one message).
 */
import type { Board } from "../board.js";
import { type BoardProblem, parseBoard, parseBoards } from "../read/index.js";

/** The boards of a hint request, or what the reader found wrong. */
export type HintInput = { ok: true; board: Board; puzzle?: Board } | { ok: false; problems: BoardProblem[] };

/**
 * Read a hint request.
 *
 * @param text the position; when it holds two boards, the puzzle then the position
 * @param puzzleText the original puzzle, when given on its own
 * @example readHintInput(position, puzzle) // { ok: true, board, puzzle }
 */
export function readHintInput(text: string, puzzleText?: string): HintInput {
  if (puzzleText !== undefined) {
    const puzzle = parseBoard(puzzleText);
    if (!puzzle.ok) return { ok: false, problems: puzzle.problems };
    const board = parseBoard(text);
    if (!board.ok) return { ok: false, problems: board.problems };
    return { ok: true, board: board.board, puzzle: puzzle.board };
  }
  const [first, second] = parseBoards(text);
  if (first?.ok && second?.ok) return { ok: true, puzzle: first.board, board: second.board };
  const board = parseBoard(text);
  return board.ok ? { ok: true, board: board.board } : { ok: false, problems: board.problems };
}
