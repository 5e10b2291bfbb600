/**
 * Reading Sudoku boards out of the text people paste: the public entry points.
 *
 * The readers, one per family of shapes, each in its own file (a new shape touches one reader and one table of
 * test cases in test/core/read/cases/):
 * - lines.ts: text lines, tokens and blocks (9 lines of 9, 81 on a line, ruled grids, chatter around them), with
 *   normal.ts (characters as written, columns kept) and fields.ts (rows of 9 fields, empty ones blank);
 * - grid.ts: cutting blocks into boards (labels, several boards, the problem of a bad grid), with columns.ts
 *   (fixed-width grids whose blanks are spaces) and pencil.ts (pencil-mark grids);
 * - code.ts: arrays and strings in code (assignments, comments, identifiers, `null`-like blanks, escapes);
 * - emoji.ts: keycap digits, squares for blanks, regional-letter labels;
 * - markup.ts and url.ts: HTML, XML, JSON cell objects, CSV, markdown emphasis, links;
 * - shapes.ts: what a text that holds no 9×9 board looks like (another size, letters, Killer cages).
 * decide.ts collects their candidate boards and decides: one board, several, or the most helpful problem.
 *
 * Reading never throws and is linear in the text: each view of the text (at most three) is read in one pass.
 * `npm run fuzz` prints read times over random texts, damaged real pastes and drawn boards (median 0.09 ms,
 * worst re-timed 7 ms for 6000 characters on the shared 2-core machine). Side by side with the single-pass reader
 * this design replaced (medians of 15 alternating runs, Node 24): 1.2–1.5× its time on a pasted board (about
 * 0.1 ms), 1.2–2.2× on 6000-character texts (at most 13 ms).
 */
import { decideBoard, readAll } from "./decide.js";
import { type BoardProblem, MAX_INPUT_LENGTH, type ParseOptions, type ParseResult } from "./problem.js";

export {
  type BoardProblem,
  duplicateCells,
  MAX_INPUT_LENGTH,
  type ParseOptions,
  type ParseResult,
} from "./problem.js";

/**
 * Read one Sudoku board out of pasted text; never throws.
 *
 * Accepts the shapes listed above (README "What it reads"). The same board read twice is one board; several
 * different boards are refused (`several-boards`), since solving the first of them silently could answer the
 * wrong puzzle.
 *
 * @param text - the pasted text (at most `MAX_INPUT_LENGTH` characters).
 * @param options - `allowDuplicates` to accept repeated digits in a unit.
 * @returns the one board read (with `board` and `duplicate` problems when its givens conflict); otherwise
 *   `several-boards`, the problems of the first board-shaped part, what the text looks like instead
 *   (`other-size`, `letter-grid`, `killer-cages`), or `no-board`.
 * @example
 * const result = parseBoard("Solve this:\n```\n530070000\n600195000\n...7 more rows...\n```");
 * if (result.ok) formatBoard(result.board); // "53..7....6..195...…"
 * else describeProblems(result.problems);  // e.g. "row 3 has 8 cells, a row has 9"
 */
export function parseBoard(text: string, options: ParseOptions = {}): ParseResult {
  const early = checkInput(text);
  if (early) return early;
  return decideBoard(text, options);
}

/**
 * Every board in the text, in order (for "two boards in one message: puzzle then attempt"); never throws.
 *
 * @param text - the pasted text.
 * @param options - as for `parseBoard`.
 * @returns one result per board-shaped block, including failures inside a found block; an empty array when
 *   there is none (also for empty text). Text longer than `MAX_INPUT_LENGTH` gives one `too-long` failure.
 * @example parseBoards(`${puzzle}\n\n${attempt}`).map((r) => r.ok) // [true, true]
 */
export function parseBoards(text: string, options: ParseOptions = {}): ParseResult[] {
  const early = checkInput(text);
  if (early) return early.problems[0]?.kind === "too-long" ? [early] : [];
  return readAll(text, options);
}

/** Refuse what cannot be read at all: not a string, too long (before any work is done on it), or empty. */
function checkInput(text: string): { ok: false; problems: BoardProblem[] } | undefined {
  if (typeof text !== "string") return { ok: false, problems: [{ kind: "empty-input" }] };
  if (text.length > MAX_INPUT_LENGTH) {
    return { ok: false, problems: [{ kind: "too-long", length: text.length, max: MAX_INPUT_LENGTH }] };
  }
  if (text.trim() === "") return { ok: false, problems: [{ kind: "empty-input" }] };
  return undefined;
}
