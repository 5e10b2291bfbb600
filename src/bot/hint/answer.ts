/**
 * Answers `/sudoku hint` (with a board, or its modal) and the "Next step" button: reads the boards, finds the
 * step and draws it on the reply pool, and answers privately.
 */
import type { RepliableInteraction } from "discord.js";
import { readHintInput } from "../../core/logic/hint-input.js";
import { messagesFor } from "../../messages/index.js";
import { describeProblems, withDetails } from "../../present/problem-text.js";
import type { Logger } from "../logger.js";
import { buildOnPool, estimatedReplyMs, type PoolRefusal } from "../pool/pool.js";
import { type BoardReply, unreadableReply } from "../shared/board-reply.js";
import { sendBoardReply } from "../shared/send-reply.js";
import type { HintReplyOutcome, HintRequest } from "./reply.js";

/**
 * Gives the next step for a position typed or pasted by the person.
 *
 * @param text - the position (and, when it holds two boards, the puzzle first)
 * @param puzzleText - the original puzzle, when given separately
 * @returns the outcome for the log line
 */
export async function answerHint(
  interaction: RepliableInteraction,
  text: string,
  puzzleText: string | undefined,
  logger: Logger,
): Promise<HintReplyOutcome | PoolRefusal | "invalid"> {
  const messages = messagesFor(interaction.locale);
  const input = readHintInput(text, puzzleText);
  if (!input.ok) {
    const reply = unreadableReply(
      withDetails(messages.solve.unreadable, describeProblems(input.problems, messages), messages),
      messages,
    );
    return sendBoardReply(interaction, () => reply, logger, true);
  }
  const request: HintRequest = {
    board: input.board,
    steps: 0,
    ...(input.puzzle ? { puzzle: input.puzzle } : {}),
  };
  return answerHintRequest(interaction, request, logger);
}

/** Answers a hint request already read (the slash command's or a "Next step" button's). */
export async function answerHintRequest(
  interaction: RepliableInteraction,
  request: HintRequest,
  logger: Logger,
): Promise<HintReplyOutcome | PoolRefusal> {
  const messages = messagesFor(interaction.locale);
  return sendBoardReply(
    interaction,
    async (attachFiles) =>
      (await buildOnPool(
        { kind: "hint", request, options: { attachFiles, locale: interaction.locale } },
        messages.bot,
      )) as BoardReply<HintReplyOutcome | PoolRefusal>,
    logger,
    true,
    estimatedReplyMs(),
  );
}
