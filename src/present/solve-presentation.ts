/**
 * A solve report as a person sees it, the same on every surface: the verdict sentence, the problems, the
 * picture to draw (cells, caption) and its alt text, and the board for a text-only answer. The bot and the
 * command line add only their own framing (an emoji, a code block, a file on disk).
 */

import type { SolveReport, SolveStatus } from "../core/answer/solve-report.js";
import type { Board } from "../core/board.js";
import { boardCells, type CellSign, type RenderRequest } from "../core/render/index.js";
import type { Catalogue } from "../messages/index.js";
import { cellList, describeProblems, withDetails } from "./problem-text.js";

/** How many differing cells a `multiple` verdict names before "and N more". */
const NAMED_DIFFERING = 12;

/** What to show for a solve report. */
export interface SolvePresentation {
  readonly status: SolveStatus;
  /** The whole message for a person, without emoji: the verdict and, for `conflict`/`invalid`, the problems. */
  readonly text: string;
  /** Only the problems, as a line or a "- " list ("" when there are none), e.g. for JSON's `error`. */
  readonly problems: string;
  /** The picture, without a theme; undefined when there is no board to draw (`invalid`). */
  readonly picture?: Omit<RenderRequest, "theme">;
  /** The picture's alt text. */
  readonly alt: string;
  /** The board an answer shows: the solution when there is one, else the puzzle as read. */
  readonly board: Board | null;
  /** Whether the board shown is the solution (a spoiler) or the puzzle as given. */
  readonly showsSolution: boolean;
  /** A file name for the picture. */
  readonly fileName: string;
}

/**
 * Words and picture for a solve report.
 *
 * @param report - the decision (src/core/answer/solve-report.ts)
 * @param m - the catalogue to word it with
 */
export function presentSolve(report: SolveReport, m: Catalogue): SolvePresentation {
  const problems = describeProblems(report.problems, m);
  const took = m.duration(report.ms);
  const facts = m.solve.facts(report.givens, took);
  const base = { status: report.status, problems, board: report.puzzle, showsSolution: false };
  const { puzzle, solution } = report;
  switch (report.status) {
    case "invalid":
      return { ...base, text: withDetails(m.solve.unreadable, problems, m), alt: "", fileName: "" };
    case "conflict": {
      const signs = new Map<number, CellSign>(report.conflicts.map((cell) => [cell, "conflict"]));
      return {
        ...base,
        text: withDetails(m.solve.conflict, problems, m),
        ...(puzzle
          ? { picture: { cells: boardCells(puzzle, undefined, signs), caption: m.solve.caption.conflict } }
          : {}),
        alt: m.solve.alt.conflict,
        fileName: "sudoku-conflict.png",
      };
    }
    case "none":
      return {
        ...base,
        text: m.solve.none(report.givens, took),
        ...(puzzle ? { picture: { cells: boardCells(puzzle), caption: m.solve.caption.none } } : {}),
        alt: m.solve.alt.none,
        fileName: "sudoku-no-solution.png",
      };
    case "undecided":
      return {
        ...base,
        text: m.solve.undecided(report.givens, took),
        ...(puzzle ? { picture: { cells: boardCells(puzzle), caption: m.solve.caption.undecided } } : {}),
        alt: m.solve.alt.undecided,
        fileName: "sudoku-undecided.png",
      };
    case "unique":
      return {
        ...base,
        text: m.solve.unique(
          report.grade ? `${m.hint.grade(report.grade.level, report.grade.hardest)} · ${facts}` : facts,
        ),
        board: solution,
        showsSolution: true,
        ...(puzzle && solution ? { picture: { cells: boardCells(puzzle, solution) } } : {}),
        alt: m.solve.alt.unique,
        fileName: "sudoku-solution.png",
      };
    case "multiple": {
      const signs = new Map<number, CellSign>(report.differing.map((cell) => [cell, "differs"]));
      return {
        ...base,
        text: m.solve.multiple(
          report.differing.length,
          cellList(report.differing, m, NAMED_DIFFERING),
          facts,
        ),
        board: solution,
        showsSolution: true,
        ...(puzzle && solution
          ? { picture: { cells: boardCells(puzzle, solution, signs), caption: m.solve.caption.multiple } }
          : {}),
        alt: m.solve.alt.multiple,
        fileName: "sudoku-one-solution.png",
      };
    }
  }
}
