/**
 * Problems and cell lists as text, in a catalogue's words: the one place that turns the reader's
 * structured problems into what a person reads, for the bot and the command line alike.
 */
import type { BoardProblem } from "../core/read/index.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../messages/index.js";

/** How many problems {@link describeProblems} lists before it says "…and N more". */
const LISTED_PROBLEMS = 5;

/**
 * One problem as a short, specific sentence fragment (no capital, no full stop).
 *
 * @example describeProblem({ kind: "bad-row", row: 3, found: 8 }, en) // "row 3 has 8 cells, a row has 9"
 */
export function describeProblem(problem: BoardProblem, m: Catalogue = DEFAULT_MESSAGES): string {
  // The mapped type guarantees an entry per kind; TypeScript cannot narrow the pair by itself.
  const word = m.problem[problem.kind] as (p: BoardProblem) => string;
  return word(problem);
}

/**
 * Several problems as one text: a single problem as is, more as a "- " list, capped with "…and N more".
 *
 * @param problems - the problems, most important first
 * @returns the text; an empty string for no problems
 */
export function describeProblems(problems: readonly BoardProblem[], m: Catalogue = DEFAULT_MESSAGES): string {
  if (problems.length === 0) return "";
  if (problems.length === 1) return describeProblem(problems[0] as BoardProblem, m);
  const listed = problems.slice(0, problems.length > LISTED_PROBLEMS ? LISTED_PROBLEMS - 1 : LISTED_PROBLEMS);
  const lines = listed.map((p) => `- ${describeProblem(p, m)}`);
  if (problems.length > listed.length) lines.push(m.moreLines(problems.length - listed.length));
  return lines.join("\n");
}

/** A sentence already ends here: ASCII and full-width stops, question and exclamation marks, an ellipsis. */
const ENDS_SENTENCE = /[.!?…。！？]$/u;

/**
 * A lead and its details as one text, punctuated as the catalogue's language writes it: one detail inline as a
 * sentence (`lead: detail.`, Japanese `lead：detail。`), several (a "- " list) on their own lines; the lead
 * alone when there are none.
 *
 * @param m - the catalogue whose {@link Catalogue.punctuation} joins and ends the sentence
 * @example withDetails("I couldn't read a Sudoku board", "found 80 cells, a board has 81", en) // "…: found 80 cells, a board has 81."
 */
export function withDetails(lead: string, details: string, m: Catalogue): string {
  const { colon, fullStop } = m.punctuation;
  if (details === "") return lead;
  if (details.includes("\n")) return `${lead}${colon.trimEnd()}\n${details}`;
  return ENDS_SENTENCE.test(details) ? `${lead}${colon}${details}` : `${lead}${colon}${details}${fullStop}`;
}

/**
 * Cells by name, capped so a long list stays one readable line.
 *
 * @example cellList([0, 10, 80], en) // "r1c1, r2c2 and r9c9"; cellList([0, 1, 2, 3], en, 2) // "r1c1, r1c2 and 2 more"
 */
export function cellList(cells: readonly number[], m: Catalogue, max = 8): string {
  const names = cells.slice(0, max).map((c) => m.cell(c));
  return cells.length > max ? m.listMore(names, cells.length - max) : m.list(names);
}
