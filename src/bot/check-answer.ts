/**
 * Sends the answer to a check request on any repliable interaction, with the same text-grid fallbacks
 * as a solve (see replies.ts's sendBoardReply).
 */
import type { RepliableInteraction } from "discord.js";
import { buildCheckReply, type CheckOutcome, type CheckReplyOptions } from "./check-reply.js";
import type { Logger } from "./logger.js";
import { sendBoardReply } from "./replies.js";

/**
 * Checks an attempt and replies (the interaction's first response; checking and drawing take
 * milliseconds, so there is no deferral).
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param attemptText - the attempt as the person gave it (or the puzzle and the attempt in one text)
 * @param puzzleText - the original puzzle, when given separately
 * @param options - reveal / private
 * @param logger - for the fallback lines
 * @returns the outcome, for the dispatcher's log line
 */
export async function answerCheck(
  interaction: RepliableInteraction,
  attemptText: string,
  puzzleText: string | undefined,
  options: Pick<CheckReplyOptions, "reveal" | "private">,
  logger: Logger,
): Promise<CheckOutcome> {
  return sendBoardReply(
    interaction,
    (attachFiles) => buildCheckReply(attemptText, puzzleText, { ...options, attachFiles }),
    logger,
  );
}
