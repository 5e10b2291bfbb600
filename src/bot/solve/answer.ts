/** Answers a solve request (slash command, its modal, or the message menu): reads, reports, replies. */
import type { RepliableInteraction } from "discord.js";
import { reportSolve, type SolveStatus } from "../../core/answer/solve-report.js";
import type { Reading } from "../../core/answer/source.js";
import type { ParseResult } from "../../core/read/index.js";
import { messagesFor } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import { sendBoardAnswer } from "../shared/send-reply.js";
import { buildSolveReply, type SolveReplyOptions } from "./reply.js";

/**
 * Solves a board and replies. A board already read (text) is answered directly; a board still to be read
 * (a function, e.g. a photo to download and read) on the deferred path, `deferReply` then `editReply` (see
 * shared/send-reply.ts and README "Response time").
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param input - the board as read, with its source; or a function that reads it
 * @param options - spoiler / private
 * @param logger - for the fallback lines
 * @returns the report's status, for the dispatcher's log line
 */
export async function answerSolve(
  interaction: RepliableInteraction,
  input: Reading<ParseResult> | (() => Promise<Reading<ParseResult>>),
  options: Pick<SolveReplyOptions, "spoiler" | "private">,
  logger: Logger,
): Promise<SolveStatus> {
  const messages = messagesFor(interaction.locale);
  return sendBoardAnswer(
    interaction,
    input,
    options.private === true,
    ({ reading, source }, attachFiles) =>
      buildSolveReply(reportSolve(reading, source), { ...options, attachFiles, messages }),
    logger,
  );
}
