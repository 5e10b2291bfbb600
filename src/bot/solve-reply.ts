/**
 * What the bot answers when someone asks it to solve a board — the one place that decides the reply,
 * shared by `/sudoku solve`, its modal and the "Solve Sudoku" message menu so the three never drift.
 *
 * Pure apart from the clock (the reply says how long solving took): text in, plain data out. It never
 * imports discord.js; the reply's shape and parts are in board-reply.ts.
 */
import { cellName, countFilled, differingCells } from "../core/board.js";
import { describeProblems } from "../core/problems.js";
import { duplicateCells, parseBoard } from "../core/read/index.js";
import { boardCells, type CellMark, renderBoard } from "../core/render.js";
import { solve } from "../core/solver.js";
import {
  type BoardReply,
  clip,
  explain,
  finishReply,
  gridBlock,
  MAX_CONTENT_LENGTH,
  unreadableReply,
} from "./board-reply.js";

/** How a solve request ended (also the outcome logged for the interaction). */
export type SolveOutcome = "unique" | "multiple" | "none" | "conflict" | "invalid";

export interface SolveReplyOptions {
  /** Hide the solution behind a spoiler (file name `SPOILER_…`, or `||…||` around a text grid). */
  spoiler?: boolean;
  /** Answer only to the person who asked (ephemeral). User errors are always private. */
  private?: boolean;
  /** False when the bot may not attach files here: draw the board as a text grid instead of a PNG. */
  attachFiles?: boolean;
}

/** The answer to a solve request. */
export type SolveReply = BoardReply<SolveOutcome>;

/** How many differing cells are named in the text before "…and N more". */
const NAMED_CELLS = 12;

/**
 * Builds the answer to "solve this board".
 *
 * @param text - whatever the person pasted (slash option, modal field or a message's content)
 * @param options - spoiler / private / attachFiles (attachFiles defaults to true)
 * @returns the reply as plain data: content, PNG files, whether it is ephemeral, and a text-only form
 * @example
 * const reply = buildSolveReply("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * reply.outcome; // "unique"
 * reply.content; // "Unique solution · 30 givens · solved in 0.3 ms"
 */
export function buildSolveReply(text: string, options: SolveReplyOptions = {}): SolveReply {
  const attach = options.attachFiles !== false;
  const spoiler = options.spoiler === true;
  const ephemeral = options.private === true;
  const parsed = parseBoard(text);

  if (!parsed.ok) {
    // Cells in a repeated-digit problem get the "conflict" mark; other problems have no cells to mark.
    const marks = new Map<number, CellMark>(
      duplicateCells(parsed.problems).map((cell) => [cell, "conflict"]),
    );
    if (parsed.board !== undefined && marks.size > 0) {
      const puzzle = parsed.board;
      const words = `❌ No solution: the givens break the rules${explain(describeProblems(parsed.problems))}`;
      return finishReply({
        outcome: "conflict",
        ephemeral: true,
        words: clip(words, MAX_CONTENT_LENGTH - gridBlock(puzzle, false).length - 2),
        board: puzzle,
        attach,
        spoiler: false,
        draw: () =>
          renderBoard({
            cells: boardCells(puzzle, undefined, marks),
            caption: "Marked cells repeat a digit",
          }),
        fileName: "sudoku-conflict.png",
        alt: "The Sudoku as given, with the cells that repeat a digit marked",
      });
    }
    return unreadableReply("I couldn't read a Sudoku board", parsed.problems);
  }

  const puzzle = parsed.board;
  const givens = countFilled(puzzle);
  const started = performance.now();
  const result = solve(puzzle, { limit: 2 });
  const took = formatMs(performance.now() - started);

  switch (result.status) {
    // "solved" only comes back with limit 1; it is listed so the switch stays exhaustive.
    case "unique":
    case "solved": {
      const { solution } = result;
      return finishReply({
        outcome: "unique",
        ephemeral,
        words: `Unique solution · ${givens} givens · solved in ${took}`,
        board: solution,
        attach,
        spoiler,
        draw: () => renderBoard({ cells: boardCells(puzzle, solution) }),
        fileName: "sudoku-solution.png",
        alt: "The solved Sudoku: givens in bold, the digits the solver filled in colour",
      });
    }
    case "multiple": {
      const { solution, second } = result;
      const differing = differingCells(solution, second);
      const marks = new Map<number, CellMark>(differing.map((cell) => [cell, "differs"]));
      const named = differing.slice(0, NAMED_CELLS).map(cellName).join(", ");
      const more = differing.length > NAMED_CELLS ? ` …and ${differing.length - NAMED_CELLS} more` : "";
      const cells = differing.length === 1 ? "1 cell differs" : `${differing.length} cells differ`;
      return finishReply({
        outcome: "multiple",
        ephemeral,
        words:
          `Not unique: this puzzle has more than one solution. One is shown; ${cells} in another ` +
          `(${named}${more}) · ${givens} givens · solved in ${took}`,
        board: solution,
        attach,
        spoiler,
        draw: () =>
          renderBoard({
            cells: boardCells(puzzle, solution, marks),
            caption: "Not unique: marked cells differ in another solution",
          }),
        fileName: "sudoku-one-solution.png",
        alt: "One of several solutions, with the cells that differ in another solution marked",
      });
    }
    case "none":
      return finishReply({
        outcome: "none",
        ephemeral,
        words:
          `No solution: no row, column or box repeats a digit, but these ${givens} givens ` +
          `cannot all be completed · checked in ${took}`,
        board: puzzle,
        attach,
        spoiler: false,
        draw: () => renderBoard({ cells: boardCells(puzzle), caption: "No solution exists" }),
        fileName: "sudoku-no-solution.png",
        alt: "The Sudoku as given; it has no solution",
      });
  }
}

/**
 * A duration for people: "0.4 ms" below 10 ms, whole milliseconds above.
 *
 * @example formatMs(0.4321) // "0.4 ms"
 */
export function formatMs(ms: number): string {
  if (ms < 0.1) return "<0.1 ms";
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
