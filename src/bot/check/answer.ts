/** Answers a check request (slash command, its modal, or the message menu): reads, reports, replies. */
import type { RepliableInteraction } from "discord.js";
import type { CheckInput, CheckStatus } from "../../core/answer/check-report.js";
import type { Reading } from "../../core/answer/source.js";
import { messagesFor } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import { buildOnPool, estimatedReplyMs, type PoolRefusal } from "../pool/pool.js";
import type { BoardReply } from "../shared/board-reply.js";
import { sendBoardAnswer } from "../shared/send-reply.js";
import type { CheckReplyOptions } from "./reply.js";

/**
 * Checks an attempt and replies, the checking and drawing on the reply pool (src/bot/pool/): directly for boards
 * already read (text; deferred if the answer is late), on the deferred path
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
): Promise<CheckStatus | "invalid" | PoolRefusal> {
  const messages = messagesFor(interaction.locale);
  return sendBoardAnswer(
    interaction,
    input,
    // Text that could not be read is refused privately whatever was asked: defer that way if it comes to it.
    options.private !== false || (typeof input !== "function" && !input.reading.ok),
    async (reading, attachFiles) =>
      (await buildOnPool(
        { kind: "check", input: reading, options: { ...options, attachFiles, locale: interaction.locale } },
        messages.bot,
      )) as BoardReply<CheckStatus | "invalid" | PoolRefusal>,
    logger,
    estimatedReplyMs(),
  );
}
