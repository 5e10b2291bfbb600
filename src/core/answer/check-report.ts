/**
 * Checking a person's attempt at a puzzle: "did I get it right?" — without necessarily revealing the answer.
 *
 * Terms (as in the solver's glossary): a *given* is a digit of the original puzzle; an *entry* is a digit the person
 * wrote in a cell that was blank in the puzzle. Without the original every digit of the attempt counts as an entry.
 *
 * The verdict, from the two questions a solver asks:
 * - complete attempt (no blanks): `correct` or `wrong`;
 * - partial attempt: `on-track` (the position can still be completed) or `dead-end` (it cannot).
 * Which cells are `wrong`: when the solution is known (the original was given and has exactly one solution), exactly
 * the filled cells that differ from it, changed givens included; otherwise the cells that take part in a duplicate
 * (plus changed givens). A correct cell that merely shares a row with a mistake is never listed.
 */
import { type Board, CELL_COUNT, emptyBoard, formatBoard } from "../board.js";
import { type BoardProblem, type ParseResult, parseBoard, parseBoards } from "../read/index.js";
import { solve } from "../solver.js";
import { type Duplicate, findDuplicates } from "../validate.js";
import { type BoardSource, type Reading, TEXT_SOURCE } from "./source.js";

export type CheckStatus = "correct" | "wrong" | "on-track" | "dead-end";

/** The verdict on an attempt, with the evidence behind it and no words. */
export interface CheckReport {
  readonly status: CheckStatus;
  /** Where the attempt came from. */
  readonly source: BoardSource;
  /** True when the attempt (with the puzzle's givens) fills every cell. */
  readonly complete: boolean;
  /** The attempt as checked: the person's digits, with the puzzle's givens filled in where the attempt left them blank. */
  readonly board: Board;
  /** The original puzzle (an empty board when none was given). */
  readonly givens: Board;
  /** Cells judged wrong (0-based, ascending); see the module comment for the rule. */
  readonly wrong: readonly number[];
  /** Digits repeated within a unit of `board`. */
  readonly duplicates: readonly Duplicate[];
  /** Cells where the attempt holds a different digit than the puzzle's given. */
  readonly changedGivens: readonly number[];
  /** How many cells hold the person's own digits (not givens). */
  readonly entries: number;
  /** What solving the original told us: its status, or "absent" when no original was given. */
  readonly puzzle: "absent" | "unique" | "multiple" | "none";
}

/** A check that could not be made: which input could not be read, and why. */
export interface InvalidCheck {
  readonly status: "invalid";
  readonly source: BoardSource;
  readonly which: "puzzle" | "attempt";
  readonly problems: readonly BoardProblem[];
}

/** The boards to check, read from text; or which of the two texts is wrong and how. */
export type CheckInput =
  | { ok: true; attempt: Board; puzzle?: Board }
  | { ok: false; which: "puzzle" | "attempt"; problems: BoardProblem[] };

/**
 * Reads an attempt (repeated digits allowed: finding them is the point) and the original puzzle (whose givens must
 * not repeat). Without a separate puzzle text, a text holding two boards is the puzzle followed by the attempt, as
 * people paste them in one message.
 *
 * @example readCheckInput("```\n<puzzle>\n```\nmy try:\n```\n<attempt>\n```") // { ok: true, puzzle, attempt }
 */
export function readCheckInput(attemptText: string, puzzleText?: string): CheckInput {
  let attempt: ParseResult;
  let puzzle: ParseResult | undefined;
  if (puzzleText !== undefined) {
    puzzle = parseBoard(puzzleText);
    attempt = parseBoard(attemptText, { allowDuplicates: true });
  } else {
    const found = parseBoards(attemptText, { allowDuplicates: true });
    const [first, second] = found;
    if (first && second) {
      // Read leniently to find both boards; the puzzle is then judged as a puzzle, whose givens must not repeat.
      puzzle = first.ok ? parseBoard(formatBoard(first.board)) : first;
      attempt = second;
    } else {
      attempt = parseBoard(attemptText, { allowDuplicates: true });
    }
  }
  if (puzzle && !puzzle.ok) return { ok: false, which: "puzzle", problems: puzzle.problems };
  if (!attempt.ok) return { ok: false, which: "attempt", problems: attempt.problems };
  return puzzle
    ? { ok: true, attempt: attempt.board, puzzle: puzzle.board }
    : { ok: true, attempt: attempt.board };
}

/**
 * Checks an attempt, optionally against the original puzzle.
 *
 * @param attempt the person's grid, complete or partial; may contain duplicates (parse it with `allowDuplicates`).
 * @param puzzle the original puzzle, if known; it should itself be free of duplicates.
 * @param source where the attempt came from (default: text).
 * @returns the verdict and the evidence behind it; never throws on user input.
 * @example checkAttempt(attempt, puzzle).status // "on-track"
 */
export function checkAttempt(attempt: Board, puzzle?: Board, source: BoardSource = TEXT_SOURCE): CheckReport {
  const givens = puzzle ?? emptyBoard();
  const board = attempt.slice();
  const changedGivens: number[] = [];
  let entries = 0;
  for (let i = 0; i < CELL_COUNT; i++) {
    const given = givens[i] as number;
    if (given !== 0) {
      if (board[i] === 0) board[i] = given;
      else if (board[i] !== given) changedGivens.push(i);
    }
    if (board[i] !== 0 && board[i] !== given) entries++;
  }
  const complete = !board.includes(0);
  const duplicates = findDuplicates(board);

  const original = puzzle ? solve(puzzle, { limit: 2 }) : undefined;
  const puzzleStatus = original ? (original.status === "solved" ? "unique" : original.status) : "absent";
  const solution = original?.status === "unique" ? original.solution : undefined;

  let wrong: number[];
  if (solution) {
    wrong = [];
    for (let i = 0; i < CELL_COUNT; i++) if (board[i] !== 0 && board[i] !== solution[i]) wrong.push(i);
  } else {
    wrong = [...new Set([...duplicates.flatMap((d) => d.cells), ...changedGivens])].sort((a, b) => a - b);
  }

  let status: CheckStatus;
  if (complete) status = wrong.length === 0 ? "correct" : "wrong";
  else if (wrong.length > 0) status = "dead-end";
  else status = solve(board, { limit: 1 }).status === "none" ? "dead-end" : "on-track";

  return {
    status,
    source,
    complete,
    board,
    givens,
    wrong,
    duplicates,
    changedGivens,
    entries,
    puzzle: puzzleStatus,
  };
}

/**
 * Answers a check request from what the reader made of the input: the verdict, or which input could not be
 * read.
 *
 * @param input - the boards read by {@link readCheckInput}
 * @param source - where the attempt came from (default: text)
 * @example reportCheck(readCheckInput(attemptText, puzzleText)).status // "on-track"
 */
export function reportCheck(
  input: CheckInput,
  source: BoardSource = TEXT_SOURCE,
): CheckReport | InvalidCheck {
  if (!input.ok) return { status: "invalid", source, which: input.which, problems: input.problems };
  return checkAttempt(input.attempt, input.puzzle, source);
}

/**
 * The reading step for a check from text: {@link readCheckInput} with a text source.
 *
 * @param attemptText - the attempt (or the puzzle and the attempt in one text)
 * @param puzzleText - the original puzzle, when given separately (blank counts as not given)
 */
export function readCheckText(attemptText: string, puzzleText?: string): Reading<CheckInput> {
  const puzzle = puzzleText === undefined || puzzleText.trim() === "" ? undefined : puzzleText;
  return { reading: readCheckInput(attemptText, puzzle), source: TEXT_SOURCE };
}
