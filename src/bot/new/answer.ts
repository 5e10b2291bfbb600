/**
 * Answers `/sudoku new` and the buttons under a new puzzle. Generating runs on the reply pool (a hard level
 * can take a second or two), so the bot defers when the answer will be late and stays responsive meanwhile.
 */
import type { ButtonInteraction, RepliableInteraction } from "discord.js";
import { formatBoard } from "../../core/board.js";
import { randomSeed } from "../../core/generate/index.js";
import type { Level } from "../../core/logic/types.js";
import { messagesFor } from "../../messages/index.js";
import { buildCheckModal } from "../check/modal.js";
import type { Logger } from "../logger.js";
import { buildOnPool, estimatedReplyMs, type PoolRefusal } from "../pool/pool.js";
import type { BoardReply } from "../shared/board-reply.js";
import { sendBoardReply } from "../shared/send-reply.js";
import type { NewButtonAction } from "./buttons.js";
import type { NewReplyOutcome } from "./reply.js";

/** A typical time to generate a puzzle of each level here (bench:generate medians, rounded up). */
const EXPECTED_MS: Readonly<Record<Level, number>> = {
  easy: 100,
  medium: 200,
  hard: 200,
  expert: 1000,
  extreme: 300,
};

/**
 * Generates a puzzle of `level` and answers with it (public: it is meant for the channel).
 *
 * @returns the outcome for the log line: generated, out-of-time, or a pool refusal
 */
export async function answerNew(
  interaction: RepliableInteraction,
  level: Level,
  logger: Logger,
): Promise<NewReplyOutcome | PoolRefusal> {
  const messages = messagesFor(interaction.locale);
  const seed = randomSeed();
  return sendBoardReply(
    interaction,
    async (attachFiles) =>
      (await buildOnPool(
        { kind: "new", level, seed, options: { attachFiles, locale: interaction.locale } },
        messages.bot,
      )) as BoardReply<NewReplyOutcome | PoolRefusal>,
    logger,
    false,
    estimatedReplyMs() + EXPECTED_MS[level],
  );
}

/**
 * Answers a new puzzle's button: "Check my answer" opens the check modal with the puzzle filled in (a modal
 * must be the first response); "Show solution" answers privately with the solved board.
 */
export async function answerNewButton(
  interaction: ButtonInteraction,
  action: NewButtonAction,
  logger: Logger,
): Promise<NewReplyOutcome | PoolRefusal | "modal"> {
  const messages = messagesFor(interaction.locale);
  if (action.kind === "check") {
    const modal = buildCheckModal(
      "sudoku",
      { reveal: false, private: true },
      formatBoard(action.puzzle, "grid"),
      messages,
    );
    await interaction.showModal(modal);
    return "modal";
  }
  return sendBoardReply(
    interaction,
    async (attachFiles) =>
      (await buildOnPool(
        {
          kind: "solution",
          puzzle: action.puzzle,
          level: action.level,
          options: { attachFiles, locale: interaction.locale },
        },
        messages.bot,
      )) as BoardReply<NewReplyOutcome | PoolRefusal>,
    logger,
    true,
    estimatedReplyMs(),
  );
}
