/**
 * The one place that collects the readers' candidate boards and decides what the text holds.
 */
import { type Board, CELL_COUNT } from "../board.js";
import { findDuplicates } from "../validate.js";
import { badChar, type Outcome, readBlock } from "./grid.js";
import { findBlocks } from "./lines.js";
import { STRAY } from "./marks.js";
import type { ParseOptions, ParseResult } from "./problem.js";

/** Turn marks into a result: strays are bad characters; conflicting givens are duplicates unless allowed. */
function toResult(outcome: Outcome, options: ParseOptions): ParseResult {
  if ("problems" in outcome) return { ok: false, problems: outcome.problems };
  const strays = outcome.marks.filter((m) => m.value === STRAY);
  if (strays.length > 0) return { ok: false, problems: strays.map(badChar) };
  const board: Board = new Uint8Array(CELL_COUNT);
  outcome.marks.forEach((m, i) => {
    board[i] = m.value;
  });
  if (!options.allowDuplicates) {
    const duplicates = findDuplicates(board);
    if (duplicates.length > 0) {
      return {
        ok: false,
        board,
        problems: duplicates.map((d) => ({
          kind: "duplicate",
          unit: d.unit,
          index: d.index,
          digit: d.digit,
          cells: d.cells,
        })),
      };
    }
  }
  return { ok: true, board };
}

/**
 * Every board-shaped part of the text, in text order, as a result.
 *
 * @param text - the pasted text, already checked for length.
 * @param options - as for `parseBoard`.
 */
export function readAll(text: string, options: ParseOptions): ParseResult[] {
  return findBlocks(text)
    .flatMap(readBlock)
    .map((o) => toResult(o, options));
}
