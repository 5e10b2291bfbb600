/**
 * What the bot answers when someone asks it to solve a board — the one place that turns a solve report into
 * a reply, shared by `/sudoku solve`, its modal and the "Solve Sudoku" message menu so the three never drift.
 *
 * Pure: a report in, plain data out. The decision is the report's (src/core/answer/solve-report.ts), the words
 * and picture are the presentation's (src/present/); this module adds the bot's framing: the `❌` on a refusal,
 * privacy and spoilers, the PNG or the text grid. It never imports discord.js.
 */
import type { SolveReport, SolveStatus } from "../../core/answer/solve-report.js";
import { renderBoard } from "../../core/render/index.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { presentSolve } from "../../present/solve-presentation.js";
import {
  type BoardReply,
  clip,
  finishReply,
  gridBlock,
  MAX_CONTENT_LENGTH,
  unreadableReply,
} from "../shared/board-reply.js";

export interface SolveReplyOptions {
  /** Hide the solution behind a spoiler (file name `SPOILER_…`, or `||…||` around a text grid). */
  spoiler?: boolean;
  /** Answer only to the person who asked (ephemeral). User errors are always private. */
  private?: boolean;
  /** False when the bot may not attach files here: draw the board as a text grid instead of a PNG. */
  attachFiles?: boolean;
  /** The catalogue to word the reply with (default English). */
  messages?: Catalogue;
}

/** The answer to a solve request; its status is the report's. */
export type SolveReply = BoardReply<SolveStatus>;

/**
 * Builds the answer to "solve this board".
 *
 * @param report - the solve report (from `reportSolve`)
 * @param options - spoiler / private / attachFiles (attachFiles defaults to true) / messages
 * @returns the reply as plain data: content, PNG files, whether it is ephemeral, and a text-only form
 * @example
 * const reply = buildSolveReply(reportSolve(parseBoard(EASY)));
 * reply.outcome; // "unique"
 * reply.content; // "Unique solution · 30 givens · solved in 0.3 ms" (with withGrade: "Unique solution · Easy (Naked Single) · 30 givens · …")
 */
export function buildSolveReply(report: SolveReport, options: SolveReplyOptions = {}): SolveReply {
  const m = options.messages ?? DEFAULT_MESSAGES;
  const shown = presentSolve(report, m);
  const { picture, board } = shown;
  if (picture === undefined || board === null) {
    const reply = unreadableReply(shown.text, m);
    return { ...reply, outcome: report.status };
  }
  // A refusal (givens that repeat a digit) is the person's own mistake: private, and never a spoiler.
  const refusal = report.status === "conflict";
  const words = refusal ? `❌ ${shown.text}` : shown.text;
  return finishReply({
    outcome: report.status,
    ephemeral: refusal || options.private === true,
    words: clip(words, MAX_CONTENT_LENGTH - gridBlock(board, false).length - 2),
    board,
    attach: options.attachFiles !== false,
    spoiler: shown.showsSolution && options.spoiler === true,
    draw: () => renderBoard(picture),
    fileName: shown.fileName,
    alt: shown.alt,
  });
}
