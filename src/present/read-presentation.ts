/**
 * A board read from a picture as a person sees it, the same on every surface: why no board came out of a
 * picture, and, for a read the reader is not sure of, the grid as read with the doubtful cells marked (a "?"
 * sign, not colour alone) and the words asking the person to check them. Nothing is answered here: an unsure
 * read is never answered before a person confirms or corrects it (issue 15, "Confidence is a promise");
 * {@link canConfirmRead} only asks the solver whether the puzzle as read could be answered as it is.
 */
import type { Board } from "../core/board.js";
import type { CellView, RenderRequest } from "../core/render/index.js";
import { solve } from "../core/solver.js";
import { findDuplicates } from "../core/validate.js";
import type { ImageRead } from "../core/vision/read.js";
import type { Catalogue } from "../messages/index.js";

/** A read that found a board: `read` or `unsure`. */
export type BoardRead = Extract<ImageRead, { status: "read" | "unsure" }>;

/** How many doubtful cells the words name before "and N more". */
const NAMED_DOUBTFUL = 12;

/**
 * Why a picture gave no board, as one sentence of the catalogue (lower case, no full stop), or null when it
 * gave one.
 *
 * @example readFailureText({ status: "no-board", reason: "no-grid", ms: 40 }, en) // "no 9×9 Sudoku grid found in this picture"
 */
export function readFailureText(read: ImageRead, m: Catalogue): string | null {
  if (read.status === "error") {
    const problem = read.problem;
    const words = m.picture.problem[problem.kind] as (p: typeof problem) => string;
    return words(problem);
  }
  if (read.status === "no-board") {
    const words: Record<typeof read.reason, string> = {
      "no-grid": m.picture.noGrid,
      "too-few-digits": m.picture.tooFewDigits,
      "small-numbers": m.picture.smallNumbers,
      "no-boxes": m.picture.noBoxes,
    };
    return words[read.reason];
  }
  return null;
}

/**
 * The cells of a read grid: printed digits as givens (bold), handwritten ones as entries, and every doubtful
 * cell with the "doubtful" sign (blank or not: a doubtful blank may hide a faint digit).
 */
export function readCells(read: BoardRead): CellView[] {
  const doubtful = new Set(read.doubtful);
  return Array.from({ length: 81 }, (_, cell) => {
    const printed = read.puzzle[cell] ?? 0;
    const view: CellView =
      printed !== 0
        ? { digit: printed, role: "given" }
        : { digit: read.handwritten[cell] ?? 0, role: "entry" };
    if (doubtful.has(cell)) view.sign = "doubtful";
    return view;
  });
}

/** What to show for a read the reader is not sure of. */
export interface UnsureReadPresentation {
  /** The lead, the doubtful cells, the rules broken and what to do, one per line. */
  readonly text: string;
  readonly picture: Omit<RenderRequest, "theme">;
  readonly alt: string;
  /** The grid as read (printed and handwritten), for a text-only answer. */
  readonly board: Board;
  readonly fileName: string;
}

/** A read's doubtful cells as words, each group listed (at most {@link NAMED_DOUBTFUL} named), or null. */
export interface DoubtLists {
  /** The cells doubted for their digit (or ink, or a rule), and how many. */
  readonly cells: string | null;
  readonly cellCount: number;
  /** The cells whose digit is sure but not whether it is a given, named with their digits, and how many. */
  readonly kinds: string | null;
  readonly kindCount: number;
}

/**
 * Lists a read's doubtful cells for people: those doubted only for their kind (given or entry) apart,
 * with their digits, so that the question asked about them is the right one.
 */
export function listDoubts(read: BoardRead, m: Catalogue): DoubtLists {
  const list = (named: string[]): string | null => {
    if (named.length === 0) return null;
    return named.length > NAMED_DOUBTFUL
      ? m.listMore(named.slice(0, NAMED_DOUBTFUL - 2), named.length - (NAMED_DOUBTFUL - 2))
      : m.list(named);
  };
  const kindOnly = new Set(read.kindDoubtful);
  const cells = read.doubtful.filter((cell) => !kindOnly.has(cell)).map((cell) => m.cell(cell));
  const kinds = read.kindDoubtful.map((cell) => m.cellDigit(cell, read.grid[cell] ?? 0));
  return { cells: list(cells), cellCount: cells.length, kinds: list(kinds), kindCount: kinds.length };
}

/**
 * Words and picture for an unsure read: the grid as read, its doubtful cells marked, and a request to check.
 *
 * @param read - the reader's result
 * @param m - the catalogue
 * @param confirm - when the read may be answered as it is (see {@link canConfirmRead}), what its button does
 */
export function presentUnsureRead(
  read: BoardRead,
  m: Catalogue,
  confirm?: "solve" | "check",
): UnsureReadPresentation {
  const w = m.bot.picture;
  const doubts = listDoubts(read, m);
  const lines = [w.unsure];
  if (doubts.cells !== null) lines.push(w.notSureOf(doubts.cells));
  if (doubts.kinds !== null) lines.push(m.picture.notSureWhichKind(doubts.kinds, doubts.kindCount));
  for (const rule of read.breaks) lines.push(w.breaks[rule]);
  lines.push(w.editHint);
  if (confirm !== undefined) lines.push(w.confirmHint[confirm]);
  return {
    text: lines.join("\n"),
    picture: { cells: readCells(read), caption: w.caption },
    alt: w.alt,
    board: read.grid,
    fileName: "sudoku-as-read.png",
  };
}

/**
 * Whether an unsure read may be answered as it is, once a person has compared it with the picture: when its
 * printed digits, the puzzle that solve answers and check checks against, repeat no digit and have exactly one
 * solution. A repeat among the handwritten digits does not stop it: that is the player's own mistake as often
 * as a misread, and a check names it. A read whose puzzle breaks a rule can only be fixed (Edit): answering it
 * as it is could only give that error back.
 *
 * Measured by a throwaway script over `readPicture` (main c8d9251 plus this rule): every unsure read that was
 * exact gets the button on the training photos (printed 9 of 9, pen-filled 39 of 39), the real tune
 * screenshots (10 of 10) and the KSudoku extra sets of seeds 1-6 (101 of 101; the whole-grid rule, no break
 * at all, offered it on 24 reads there: their player entries repeat digits); so do 1 + 0 + 4 + 24 unsure
 * reads that were wrong somewhere, whose marked cells the person compares first.
 */
export function canConfirmRead(read: BoardRead): boolean {
  return findDuplicates(read.puzzle).length === 0 && solve(read.puzzle).status === "unique";
}
