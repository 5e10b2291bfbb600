/**
 * "Apps → Solve Sudoku" on any message: solves the board in that message's text, or, when the text holds no
 * board, the printed digits of a picture attached to it (src/bot/picture/).
 * The answer is private, so using it on someone else's puzzle does not spoil it for the channel.
 */
import type { Command } from "../src/bot/command.js";
import { messageMenu } from "../src/bot/command-words.js";
import { answerMessagePicture } from "../src/bot/picture/answer.js";
import { answerSolve } from "../src/bot/solve/answer.js";
import { readSolveText } from "../src/core/answer/solve-report.js";

const data = messageMenu("solveMenu");

export default {
  data,
  async execute(interaction, { logger }) {
    if (!interaction.isMessageContextMenuCommand()) return "ignored";
    const text = readSolveText(interaction.targetMessage.content);
    // A message whose text holds no board may carry a picture of one (privately answered, as the text is).
    const picture = text.reading.ok ? undefined : await answerMessagePicture(interaction, "solve", logger);
    if (picture !== undefined) return picture;
    return answerSolve(interaction, text, { spoiler: false, private: true }, logger);
  },
} satisfies Command;
