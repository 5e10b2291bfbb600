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
import { type Board, CELL_COUNT, cellName, emptyBoard, formatBoard } from "./board.js";
import { describeProblem } from "./problems.js";
import { type BoardProblem, type ParseResult, parseBoard, parseBoards } from "./read/index.js";
import type { CellMark, CellView } from "./render.js";
import { solve } from "./solver.js";
import { type Duplicate, findDuplicates } from "./validate.js";

export type CheckStatus = "correct" | "wrong" | "on-track" | "dead-end";

export interface CheckReport {
  readonly status: CheckStatus;
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
 * @returns the verdict and the evidence behind it; never throws on user input.
 * @example checkAttempt(attempt, puzzle).status // "on-track"
 */
export function checkAttempt(attempt: Board, puzzle?: Board): CheckReport {
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

  return { status, complete, board, givens, wrong, duplicates, changedGivens, entries, puzzle: puzzleStatus };
}

/**
 * The cells to draw for a check: givens, the person's entries, changed givens marked as wrong, and — only when
 * `reveal` is set, or the attempt is complete — the other wrong cells marked. Repeated digits are marked as conflicts (anyone who looks can see them) unless
 * the solution is known and the wrong cells are shown, when only the wrong cells carry a mark.
 */
export function checkCells(report: CheckReport, options: { reveal?: boolean } = {}): CellView[] {
  const showWrong = options.reveal === true || report.complete;
  // A changed given is the person's slip, not a hint about the solution: summariseCheck names it, so it is marked.
  const wrong = new Set(showWrong ? report.wrong : report.changedGivens);
  // Once the wrong cells are known and shown, a repeat's other, correct cell is no mistake: mark only the wrong.
  const solutionShown = showWrong && report.puzzle === "unique";
  const conflicts = new Set(solutionShown ? [] : report.duplicates.flatMap((d) => d.cells));
  const cells: CellView[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    const digit = report.board[i] as number;
    const isGiven = report.givens[i] !== 0 && report.givens[i] === digit;
    let mark: CellMark | undefined;
    if (wrong.has(i)) mark = "wrong";
    else if (conflicts.has(i)) mark = "conflict";
    const role = isGiven ? "given" : wrong.has(i) ? "wrong" : "entry";
    cells.push(mark ? { digit, role, mark } : { digit, role });
  }
  return cells;
}

/** Lists cells by name, capped so a long list stays one readable line: "r1c2, r3c4 and 5 more". */
export function listCells(cells: readonly number[], max = 8): string {
  const names = cells.slice(0, max).map(cellName);
  if (cells.length > max) return `${names.join(", ")} and ${cells.length - max} more`;
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A check's verdict in plain sentences (no emoji: adapters add their own). Which cells are wrong is named only when
 * `reveal` is set or the attempt is complete, so a student can keep working on their own.
 *
 * @example summariseCheck(report) // ["Dead end: no solution from here.", "2 of your 23 entries disagree with the solution."]
 */
export function summariseCheck(report: CheckReport, options: { reveal?: boolean } = {}): string[] {
  const reveal = options.reveal === true || report.complete;
  const lines: string[] = [];
  const against = report.puzzle === "unique" ? " and every given was kept" : "";
  switch (report.status) {
    case "correct":
      lines.push(`Correct: every row, column and box holds 1 to 9 once${against}.`);
      break;
    case "wrong":
      lines.push(`Not right yet: ${plural(report.wrong.length, "cell is", "cells are")} wrong.`);
      break;
    case "on-track":
      lines.push(`On track: still solvable, ${plural(report.entries, "entry", "entries")} so far.`);
      break;
    case "dead-end":
      lines.push("Dead end: no solution from here.");
      break;
  }
  for (const cell of report.changedGivens) {
    lines.push(
      `The given at ${cellName(cell)} was ${report.givens[cell]}, the attempt has ${report.board[cell]}.`,
    );
  }
  for (const d of report.duplicates.slice(0, 4))
    lines.push(`${capitalise(describeProblem({ kind: "duplicate", ...d }))}.`);
  if (report.duplicates.length > 4) lines.push(`…and ${report.duplicates.length - 4} more repeated digits.`);
  if (report.puzzle === "unique" && report.status !== "correct") {
    const entriesWrong = report.wrong.filter((c) => !report.changedGivens.includes(c));
    if (entriesWrong.length > 0) {
      lines.push(
        reveal
          ? `Wrong: ${listCells(entriesWrong)}.`
          : `${entriesWrong.length} of your ${plural(report.entries, "entry", "entries")} disagree with the solution (ask to reveal which).`,
      );
    } else if (report.status === "on-track") {
      lines.push("None of your entries contradicts the solution.");
    }
  } else if (report.puzzle === "multiple") {
    lines.push("The original puzzle has more than one solution, so only repeats and givens were checked.");
  } else if (report.puzzle === "none") {
    lines.push("The original puzzle itself has no solution.");
  }
  return lines;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
