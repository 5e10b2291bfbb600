/** Answers a check request (slash command, its modal, or the message menu): reads, reports, replies. */
import type { RepliableInteraction } from "discord.js";
import { type CheckInput, type CheckStatus, reportCheck } from "../../core/answer/check-report.js";
import type { Reading } from "../../core/answer/source.js";
import { messagesFor } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import { sendBoardAnswer } from "../shared/send-reply.js";
import { buildCheckReply, type CheckReplyOptions } from "./reply.js";

/**
 * Checks an attempt and replies: directly for boards already read (text), on the deferred path
 * (`deferReply` then `editReply`) for boards still to be read (a function, e.g. a photo).
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param input - the attempt (and puzzle) as read, with the source; or a function that reads them
 * @param options - reveal / private (private defaults to true)
 * @param logger - for the fallback lines
 * @returns the report's status, for the dispatcher's log line
 */
export async function answerCheck(
  interaction: RepliableInteraction,
  input: Reading<CheckInput> | (() => Promise<Reading<CheckInput>>),
  options: Pick<CheckReplyOptions, "reveal" | "private">,
  logger: Logger,
): Promise<CheckStatus | "invalid"> {
  const messages = messagesFor(interaction.locale);
  return sendBoardAnswer(
    interaction,
    input,
    options.private !== false,
    ({ reading, source }, attachFiles) =>
      buildCheckReply(reportCheck(reading, source), { ...options, attachFiles, messages }),
    logger,
  );
}
