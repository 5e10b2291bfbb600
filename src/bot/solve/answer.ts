/** Answers a solve request (slash command, its modal, or the message menu): reads, reports, replies. */
import type { RepliableInteraction } from "discord.js";
import type { SolveStatus } from "../../core/answer/solve-report.js";
import { reportSolve } from "../../core/answer/solve-report.js";
import type { Reading } from "../../core/answer/source.js";
import type { ParseResult } from "../../core/read/index.js";
import { messagesFor } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import { sendBoardReply, sendDeferredBoardReply } from "../shared/send-reply.js";
import { buildSolveReply, type SolveReplyOptions } from "./reply.js";

/**
 * Solves a board and replies. A board already read (text: reading, solving and drawing take milliseconds)
 * is answered directly; a board still to be read (a function, e.g. a photo to download and read) is
 * answered on the deferred path, `deferReply` then `editReply` (see README "Response time").
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
  const reply = ({ reading, source }: Reading<ParseResult>, attachFiles: boolean) =>
    buildSolveReply(reportSolve(reading, source), { ...options, attachFiles, messages });
  if (typeof input === "function") {
    return sendDeferredBoardReply(
      interaction,
      options.private === true,
      async (attachFiles) => reply(await input(), attachFiles),
      logger,
    );
  }
  return sendBoardReply(interaction, (attachFiles) => reply(input, attachFiles), logger);
}
