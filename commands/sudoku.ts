/**
 * `/sudoku solve [board] [spoiler] [private]` — solves a pasted board; with no board it opens a modal
 * with a big text box (desktop clients flatten newlines in options; a modal keeps them).
 */
import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import { answerSolve } from "../src/bot/answer-solve.js";
import type { Command } from "../src/bot/command.js";
import { BOARD_FIELD_ID, buildSolveModal, parseSolveModalId } from "../src/bot/solve-modal.js";
import { MAX_INPUT_LENGTH } from "../src/core/parse.js";

const NAME = "sudoku";

const data = new SlashCommandBuilder()
  .setName(NAME)
  .setDescription("Solve Sudoku puzzles")
  .setContexts(
    InteractionContextType.Guild,
    InteractionContextType.BotDM,
    InteractionContextType.PrivateChannel,
  )
  .addSubcommand((solve) =>
    solve
      .setName("solve")
      .setDescription("Solve a board: paste it here, or leave this empty to get a text box")
      .addStringOption((o) =>
        o
          .setName("board")
          .setDescription("81 digits (0 or . for blanks), or 9 rows; leave empty for a multi-line box")
          .setMaxLength(MAX_INPUT_LENGTH),
      )
      .addBooleanOption((o) => o.setName("spoiler").setDescription("Hide the solution behind a spoiler"))
      .addBooleanOption((o) => o.setName("private").setDescription("Only you see the answer")),
  );

export default {
  data,
  async execute(interaction, { logger }) {
    if (!interaction.isChatInputCommand()) return "ignored";
    const subcommand = interaction.options.getSubcommand();
    if (subcommand !== "solve") throw new Error(`unknown subcommand "${subcommand}"`);
    const state = {
      spoiler: interaction.options.getBoolean("spoiler") ?? false,
      private: interaction.options.getBoolean("private") ?? false,
    };
    const board = interaction.options.getString("board");
    if (board === null || board.trim() === "") {
      // A modal must be the first response, so it is shown before any other work.
      await interaction.showModal(buildSolveModal(NAME, state));
      return "modal";
    }
    return answerSolve(interaction, board, state, logger);
  },
  async handleModal(interaction, { logger }) {
    const state = parseSolveModalId(interaction.customId);
    if (state === undefined) throw new Error(`unexpected modal id "${interaction.customId}"`);
    return answerSolve(interaction, interaction.fields.getTextInputValue(BOARD_FIELD_ID), state, logger);
  },
} satisfies Command;
