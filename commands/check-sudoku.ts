/**
 * "Apps → Check Sudoku" on any message: checks the attempt in that message's text. A message holding two
 * boards is read as the original puzzle followed by the attempt. When the text holds no board, a picture attached
 * to the message is read instead: its printed digits are the puzzle, its handwritten ones the attempt.
 * The answer is private (a context menu has no options to ask otherwise): the verdict on a grid can give
 * away the solution to the channel, and the message may be someone else's. Wrong entries of a partial
 * attempt are counted, not named; `/sudoku check` with `reveal` names them.
 */
import { answerCheck } from "../src/bot/check/answer.js";
import type { Command } from "../src/bot/command.js";
import { messageMenu } from "../src/bot/command-words.js";
import { answerMessagePicture } from "../src/bot/picture/answer.js";
import { readCheckText } from "../src/core/answer/check-report.js";

const data = messageMenu("checkMenu");

export default {
  data,
  async execute(interaction, { logger }) {
    if (!interaction.isMessageContextMenuCommand()) return "ignored";
    const text = readCheckText(interaction.targetMessage.content);
    // A message whose text holds no board may carry a picture of one (privately answered, as the text is).
    const picture = text.reading.ok ? undefined : await answerMessagePicture(interaction, "check", logger);
    if (picture !== undefined) return picture;
    return answerCheck(interaction, text, { reveal: false, private: true }, logger);
  },
} satisfies Command;
