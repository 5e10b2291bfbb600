/**
 * "Apps → Solve Sudoku" on any message: solves the board in that message's text.
 * The answer is private, so using it on someone else's puzzle does not spoil it for the channel.
 */
import { ApplicationCommandType, ContextMenuCommandBuilder, InteractionContextType } from "discord.js";
import type { Command } from "../src/bot/command.js";
import { menuName } from "../src/bot/command-words.js";
import { answerPicture, pickPicture } from "../src/bot/picture/answer.js";
import { answerSolve } from "../src/bot/solve/answer.js";
import { readSolveText } from "../src/core/answer/solve-report.js";

const MENU = menuName("solveMenu");

const data = new ContextMenuCommandBuilder()
  .setName(MENU.name)
  .setNameLocalizations(MENU.localizations)
  .setType(ApplicationCommandType.Message)
  .setContexts(
    InteractionContextType.Guild,
    InteractionContextType.BotDM,
    InteractionContextType.PrivateChannel,
  );

export default {
  data,
  async execute(interaction, { logger }) {
    if (!interaction.isMessageContextMenuCommand()) return "ignored";
    const text = readSolveText(interaction.targetMessage.content);
    // A message whose text holds no board may carry a picture of one.
    const picture = text.reading.ok ? undefined : pickPicture(interaction.targetMessage.attachments.values());
    if (picture !== undefined) {
      const request = {
        mode: "solve",
        spoiler: false,
        reveal: false,
        private: true,
        name: picture.name,
      } as const;
      return answerPicture(interaction, picture, request, logger);
    }
    return answerSolve(interaction, text, { spoiler: false, private: true }, logger);
  },
} satisfies Command;
