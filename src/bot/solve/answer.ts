/** Answers a solve request (slash command, its modal, or the message menu): reads, reports, replies. */
import type { RepliableInteraction } from "discord.js";
import type { SolveStatus } from "../../core/answer/solve-report.js";
import type { Reading } from "../../core/answer/source.js";
import type { ParseResult } from "../../core/read/index.js";
import { messagesFor } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import { buildOnPool, estimatedReplyMs, type PoolRefusal } from "../pool/pool.js";
import type { BoardReply } from "../shared/board-reply.js";
import { sendBoardAnswer } from "../shared/send-reply.js";
import type { SolveReplyOptions } from "./reply.js";

/**
 * Solves a board and replies; the solving and drawing run on the reply pool (src/bot/pool/), off the event loop.
 * A board already read (text) is answered directly (deferred if the answer is late); a board still to be read
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
): Promise<SolveStatus | PoolRefusal> {
  const messages = messagesFor(interaction.locale);
  return sendBoardAnswer(
    interaction,
    input,
    // Text that could not be read is refused privately whatever was asked: defer that way if it comes to it.
    options.private === true || (typeof input !== "function" && !input.reading.ok),
    async (reading, attachFiles) =>
      (await buildOnPool(
        { kind: "solve", input: reading, options: { ...options, attachFiles, locale: interaction.locale } },
        messages.bot,
      )) as BoardReply<SolveStatus | PoolRefusal>,
    logger,
    estimatedReplyMs(),
  );
}
