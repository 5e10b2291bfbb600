/**
 * Reading Sudoku boards out of the text people paste: the public entry points.
 *
 * The readers, one per family of shapes, each in its own file:
 * - lines.ts: text lines, tokens and blocks (9 lines of 9, 81 on a line, ruled grids, chatter around them);
 * - grid.ts: cutting blocks into boards (labels, blanks as spaces, several boards, the problem of a bad grid);
 * - code.ts: arrays and strings in code (assignments, comments, identifiers, `null`-like blanks);
 * decide.ts collects their candidate boards and decides.
 *
 * Reading never throws and is linear in the text: 20–70 µs for an 81-character line on the shared 2-core machine
 * (all 81,000 lines of the puzzle sets in ../shared/data read back exactly), 5–40 ms for 6000 characters of
 * garbage.
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
 * Accepts 81 characters on one line, 9 lines of 9 (with or without spaces, `|`, `+` and box-drawing separators),
 * arrays from code, Discord messages with chatter and code blocks, full-width digits, quote markers, and 9×9
 * boards whose line breaks arrived as spaces.
 *
 * @param text - the pasted text (at most `MAX_INPUT_LENGTH` characters).
 * @param options - `allowDuplicates` to accept repeated digits in a unit.
 * @returns the first board read cleanly; otherwise the first board with conflicting givens (with `board`);
 *   otherwise the problems of the first board-shaped block; `no-board` when there is none.
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
