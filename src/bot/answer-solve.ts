/** Answers a solve request (slash command, its modal, or the message menu). */
import type { RepliableInteraction } from "discord.js";
import type { Logger } from "./logger.js";
import { sendBoardReply } from "./replies.js";
import { buildSolveReply, type SolveOutcome, type SolveReplyOptions } from "./solve-reply.js";

/**
 * Solves `text` and replies (the interaction's first response; solving and drawing take milliseconds,
 * so there is no deferral — see README "Response time").
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param text - the board as the person gave it
 * @param options - spoiler / private
 * @param logger - for the fallback warning
 * @returns the outcome, for the dispatcher's log line
 */
export async function answerSolve(
  interaction: RepliableInteraction,
  text: string,
  options: Pick<SolveReplyOptions, "spoiler" | "private">,
  logger: Logger,
): Promise<SolveOutcome> {
  return sendBoardReply(
    interaction,
    (attachFiles) => buildSolveReply(text, { ...options, attachFiles }),
    logger,
  );
}
