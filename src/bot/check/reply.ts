/**
 * What the bot answers when someone asks "did I get it right?" — the one place that turns a check report into
 * a reply, shared by `/sudoku check`, its modal and the "Check Sudoku" message menu so the three never drift.
 *
 * Pure: a report in, plain data out (a {@link BoardReply}, sent by shared/send-reply.ts). The verdict is the
 * report's (src/core/answer/check-report.ts), its sentences and picture the presentation's (src/present/);
 * this module adds the verdict's emoji and privacy. It never imports discord.js.
 *
 * Privacy: a check answers privately unless asked otherwise. The attempt is the person's own work, a
 * complete correct grid is the puzzle's whole solution, and even "r1c3 is wrong" tells others in the
 * channel something about the answer; someone proud of a correct grid can still share it with
 * `private: False`.
 */
import type { CheckReport, CheckStatus, InvalidCheck } from "../../core/answer/check-report.js";
import { renderBoard } from "../../core/render/index.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { presentCheck } from "../../present/check-presentation.js";
import {
  type BoardReply,
  clip,
  finishReply,
  gridBlock,
  MAX_CONTENT_LENGTH,
  unreadableReply,
} from "../shared/board-reply.js";

/** The answer to a check request; its status is the report's. */
export type CheckReply = BoardReply<CheckStatus | "invalid">;

export interface CheckReplyOptions {
  /** Name and mark the wrong entries of a partial attempt (a complete one always shows them). */
  reveal?: boolean;
  /** Answer only to the person who asked (ephemeral). Default true; user errors are always private. */
  private?: boolean;
  /** False when the bot may not attach files here: draw the board as a text grid instead of a PNG. */
  attachFiles?: boolean;
  /** The catalogue to word the reply with (default English). */
  messages?: Catalogue;
}

/** The emoji before each verdict: only a correct grid gets ✅, any known mistake ❌. */
const VERDICT_EMOJI: Readonly<Record<CheckStatus, string>> = {
  correct: "✅",
  wrong: "❌",
  "on-track": "👍",
  "dead-end": "❌",
};

/**
 * Builds the answer to "check this attempt".
 *
 * @param report - the check report (from `reportCheck`), or which input could not be read
 * @param options - reveal / private / attachFiles (private and attachFiles default to true) / messages
 * @returns the reply as plain data: content, the PNG, whether it is ephemeral, and a text-only form
 * @example
 * const reply = buildCheckReply(reportCheck(readCheckInput(EASY_SOLUTION, EASY)));
 * reply.outcome; // "correct"
 * reply.content; // "✅ Correct: every row, column and box holds 1 to 9 once and every given was kept."
 */
export function buildCheckReply(
  report: CheckReport | InvalidCheck,
  options: CheckReplyOptions = {},
): CheckReply {
  const m = options.messages ?? DEFAULT_MESSAGES;
  if (report.status === "invalid") {
    const shown = presentCheck(report, m, { surface: "bot" });
    return unreadableReply(shown.text, m, shown.showFormats);
  }
  const shown = presentCheck(report, m, { reveal: options.reveal === true, surface: "bot" });
  const words = [`${VERDICT_EMOJI[report.status]} ${shown.verdict}`, ...shown.evidence, ...shown.hint].join(
    "\n",
  );
  return finishReply({
    outcome: report.status,
    ephemeral: options.private !== false,
    words: clip(words, MAX_CONTENT_LENGTH - gridBlock(shown.board, false).length - 2),
    board: shown.board,
    attach: options.attachFiles !== false,
    spoiler: false,
    draw: () => renderBoard(shown.picture),
    fileName: shown.fileName,
    alt: clip(shown.alt, 1024),
  });
}
