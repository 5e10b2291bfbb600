/**
 * Answers `/sudoku new` and the buttons under a new puzzle. Generating runs in the reply pool's slow lane (a
 * level can take from a millisecond to a second or two), so the bot stays responsive meanwhile, and the puzzle
 * is the first response only when it is ready within {@link NEW_ANSWER_WITHIN_MS}: otherwise "thinking…"
 * first, then the puzzle edited in.
 */
import type { ButtonInteraction, RepliableInteraction } from "discord.js";
import { formatBoard } from "../../core/board.js";
import { randomSeed } from "../../core/generate/index.js";
import type { Level } from "../../core/logic/types.js";
import { messagesFor } from "../../messages/index.js";
import { buildCheckModal } from "../check/modal.js";
import type { Logger } from "../logger.js";
import { buildOnPool, estimatedReplyMs, estimatedWaitMs, type PoolRefusal } from "../pool/pool.js";
import type { BoardReply } from "../shared/board-reply.js";
import { sendBoardReply } from "../shared/send-reply.js";
import type { NewButtonAction } from "./buttons.js";
import type { NewReplyOutcome } from "./reply.js";

/**
 * A typical time to generate and draw a puzzle of each level. Easy, medium and hard: measured 2026-11-23 on the
 * 2-core machine (60 seeds each, CPU time of `generate` alone: medians 1, 12 and 8 ms, p90 15, 82 and 33 ms),
 * rounded up with ~10 ms for the PNG; expert and extreme: bench:generate medians, rounded up.
 */
const EXPECTED_MS: Readonly<Record<Level, number>> = {
  easy: 20,
  medium: 40,
  hard: 40,
  expert: 1000,
  extreme: 300,
};

/**
 * A new puzzle not ready this long after the interaction is answered "thinking…" first (at once when the slow
 * lane's queue and the level's typical time say it will not be): generating has a long tail (medium: p97 over
 * 200 ms), and a person asking for a puzzle sees "thinking…" at once rather than nothing for a while. Text
 * answers keep Discord's 2 s, since a deferred reply could not open a modal and costs a second call.
 */
export const NEW_ANSWER_WITHIN_MS = 100;

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
    estimatedWaitMs("slow") + EXPECTED_MS[level],
    NEW_ANSWER_WITHIN_MS,
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
