/**
 * A board read from a picture as a person sees it, the same on every surface: why no board came out of a
 * picture, and, for a read the reader is not sure of, the grid as read with the doubtful cells marked (a "?"
 * sign, not colour alone) and the words asking the person to check them. Nothing is solved here: an unsure read
 * is never answered before a person confirms or corrects it (issue 15, "Confidence is a promise").
 */
import type { Board } from "../core/board.js";
import type { CellView, RenderRequest } from "../core/render/index.js";
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
  if (read.status === "no-board")
    return read.reason === "no-grid" ? m.picture.noGrid : m.picture.tooFewDigits;
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

/**
 * Words and picture for an unsure read: the grid as read, its doubtful cells marked, and a request to check.
 *
 * @param read - the reader's result
 * @param m - the catalogue
 */
export function presentUnsureRead(read: BoardRead, m: Catalogue): UnsureReadPresentation {
  const w = m.bot.picture;
  // Cells doubted only for their kind (given or entry) are asked about apart, with their digits.
  const kindOnly = new Set(read.kindDoubtful);
  const shown = (named: string[]): string =>
    named.length > NAMED_DOUBTFUL
      ? m.listMore(named.slice(0, NAMED_DOUBTFUL - 2), named.length - (NAMED_DOUBTFUL - 2))
      : m.list(named);
  const named = read.doubtful.filter((cell) => !kindOnly.has(cell)).map((cell) => m.cell(cell));
  const kinds = read.kindDoubtful.map((cell) => m.cellDigit(cell, read.grid[cell] ?? 0));
  const lines = [w.unsure];
  if (named.length > 0) lines.push(w.notSureOf(shown(named)));
  if (kinds.length > 0) lines.push(m.picture.notSureWhichKind(shown(kinds), kinds.length));
  for (const rule of read.breaks) lines.push(w.breaks[rule]);
  lines.push(w.editHint);
  return {
    text: lines.join("\n"),
    picture: { cells: readCells(read), caption: w.caption },
    alt: w.alt,
    board: read.grid,
    fileName: "sudoku-as-read.png",
  };
}
