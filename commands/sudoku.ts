/**
 * `/sudoku solve [board] [spoiler] [private] [image]` — solves a pasted board; with no board it opens a modal
 * with a big text box (desktop clients flatten newlines in options; a modal keeps them). With an image instead,
 * it reads the picture (its printed digits are the puzzle) and answers, or shows the read with an Edit button.
 * `/sudoku check [board] [puzzle] [reveal] [private] [image]` — checks a hand solution, finished or half-way,
 * optionally against the original puzzle; with no board it opens a modal with both boxes. With an image, the
 * printed digits are the puzzle and the handwritten ones the attempt.
 * `/sudoku hint [board] [puzzle]` — the next logical step, named and drawn, privately, with a "Next step"
 * button; with no board it opens a modal with both boxes.
 */
import { type ChatInputCommandInteraction, SlashCommandBuilder } from "discord.js";
import { answerCheck } from "../src/bot/check/answer.js";
import {
  buildCheckModal,
  CHECK_ATTEMPT_FIELD_ID,
  CHECK_PUZZLE_FIELD_ID,
  parseCheckModalId,
} from "../src/bot/check/modal.js";
import type { Command, CommandContext, InteractionOutcome } from "../src/bot/command.js";
import { EVERY_CONTEXT, localizations, named } from "../src/bot/command-words.js";
import { answerHint, answerHintRequest } from "../src/bot/hint/answer.js";
import { parseHintButton } from "../src/bot/hint/buttons.js";
import {
  buildHintModal,
  HINT_BOARD_FIELD_ID,
  HINT_PUZZLE_FIELD_ID,
  parseHintModalId,
} from "../src/bot/hint/modal.js";
import { answerNew, answerNewButton } from "../src/bot/new/answer.js";
import { parseNewButton } from "../src/bot/new/buttons.js";
import { answerPicture, answerPictureButton } from "../src/bot/picture/answer.js";
import { parsePictureButton } from "../src/bot/picture/buttons.js";
import { userErrorOptions } from "../src/bot/shared/send-reply.js";
import { answerSolve } from "../src/bot/solve/answer.js";
import { buildSolveModal, parseSolveModalId, SOLVE_BOARD_FIELD_ID } from "../src/bot/solve/modal.js";
import { readCheckText } from "../src/core/answer/check-report.js";
import { readSolveText } from "../src/core/answer/solve-report.js";
import { LEVELS, type Level } from "../src/core/logic/types.js";
import { MAX_INPUT_LENGTH } from "../src/core/read/index.js";
import { DEFAULT_MESSAGES, messagesFor } from "../src/messages/index.js";

const NAME = "sudoku";

const data = named(new SlashCommandBuilder(), "sudoku")
  .setContexts(...EVERY_CONTEXT)
  .addSubcommand((solve) =>
    named(solve, "solve")
      .addStringOption((o) => named(o, "solveBoard").setMaxLength(MAX_INPUT_LENGTH))
      .addBooleanOption((o) => named(o, "solveSpoiler"))
      .addBooleanOption((o) => named(o, "solvePrivate"))
      .addAttachmentOption((o) => named(o, "solveImage")),
  )
  .addSubcommand((check) =>
    named(check, "check")
      .addStringOption((o) => named(o, "checkBoard").setMaxLength(MAX_INPUT_LENGTH))
      .addStringOption((o) => named(o, "checkPuzzle").setMaxLength(MAX_INPUT_LENGTH))
      .addBooleanOption((o) => named(o, "checkReveal"))
      .addBooleanOption((o) => named(o, "checkPrivate"))
      .addAttachmentOption((o) => named(o, "checkImage")),
  )
  .addSubcommand((hint) =>
    named(hint, "hint")
      .addStringOption((o) => named(o, "hintBoard").setMaxLength(MAX_INPUT_LENGTH))
      .addStringOption((o) => named(o, "hintPuzzle").setMaxLength(MAX_INPUT_LENGTH)),
  )
  .addSubcommand((create) =>
    named(create, "new").addStringOption((o) =>
      named(o, "newLevel").addChoices(
        ...LEVELS.map((level) => ({
          name: DEFAULT_MESSAGES.newPuzzle.level(level),
          name_localizations: localizations((c) => c.newPuzzle.level(level)),
          value: level,
        })),
      ),
    ),
  );

/** A string option, or undefined when it was left out or holds only white space. */
function textOption(interaction: ChatInputCommandInteraction, name: string): string | undefined {
  const value = interaction.options.getString(name);
  return value === null || value.trim() === "" ? undefined : value;
}

/** A board as text and a picture in one command: which to answer is a guess, so ask for one. */
async function refuseBoardAndPicture(interaction: ChatInputCommandInteraction): Promise<InteractionOutcome> {
  await interaction.reply(userErrorOptions(messagesFor(interaction.locale).bot.picture.boardAndPicture));
  return "board-and-picture";
}

async function solve(
  interaction: ChatInputCommandInteraction,
  { logger }: CommandContext,
): Promise<InteractionOutcome> {
  const state = {
    spoiler: interaction.options.getBoolean("spoiler") ?? false,
    private: interaction.options.getBoolean("private") ?? false,
  };
  const board = textOption(interaction, "board");
  const image = interaction.options.getAttachment("image");
  if (image !== null) {
    if (board !== undefined) return refuseBoardAndPicture(interaction);
    return answerPicture(
      interaction,
      image,
      { ...state, mode: "solve", reveal: false, name: image.name },
      logger,
    );
  }
  if (board === undefined) {
    // A modal must be the first response, so it is shown before any other work.
    await interaction.showModal(buildSolveModal(NAME, state, messagesFor(interaction.locale)));
    return "modal";
  }
  return answerSolve(interaction, readSolveText(board), state, logger);
}

async function check(
  interaction: ChatInputCommandInteraction,
  { logger }: CommandContext,
): Promise<InteractionOutcome> {
  const state = {
    reveal: interaction.options.getBoolean("reveal") ?? false,
    // Private unless asked: the attempt is the person's own work, and a verdict can spoil the puzzle.
    private: interaction.options.getBoolean("private") ?? true,
  };
  const board = textOption(interaction, "board");
  const puzzle = textOption(interaction, "puzzle");
  const image = interaction.options.getAttachment("image");
  if (image !== null) {
    // The picture holds both the puzzle (printed) and the attempt (handwritten).
    if (board !== undefined || puzzle !== undefined) return refuseBoardAndPicture(interaction);
    return answerPicture(
      interaction,
      image,
      { ...state, mode: "check", spoiler: false, name: image.name },
      logger,
    );
  }
  if (board === undefined) {
    await interaction.showModal(buildCheckModal(NAME, state, puzzle, messagesFor(interaction.locale)));
    return "modal";
  }
  return answerCheck(interaction, readCheckText(board, puzzle), state, logger);
}

export default {
  data,
  async execute(interaction, context) {
    if (!interaction.isChatInputCommand()) return "ignored";
    const subcommand = interaction.options.getSubcommand();
    if (subcommand === "solve") return solve(interaction, context);
    if (subcommand === "check") return check(interaction, context);
    if (subcommand === "hint") {
      const board = textOption(interaction, "board");
      if (board === undefined) {
        await interaction.showModal(buildHintModal(NAME, messagesFor(interaction.locale)));
        return "modal";
      }
      return answerHint(interaction, board, textOption(interaction, "puzzle"), context.logger);
    }
    if (subcommand === "new") {
      const level = (interaction.options.getString("level") ?? "medium") as Level;
      return answerNew(interaction, LEVELS.includes(level) ? level : "medium", context.logger);
    }
    throw new Error(`unknown subcommand "${subcommand}"`);
  },
  async handleModal(interaction, { logger }) {
    const solveState = parseSolveModalId(interaction.customId);
    if (solveState !== undefined) {
      return answerSolve(
        interaction,
        readSolveText(interaction.fields.getTextInputValue(SOLVE_BOARD_FIELD_ID)),
        solveState,
        logger,
      );
    }
    const checkState = parseCheckModalId(interaction.customId);
    if (checkState !== undefined) {
      const { fields } = interaction;
      // An optional field left empty may be missing from the submit, or come back as "".
      const puzzle = fields.fields.has(CHECK_PUZZLE_FIELD_ID)
        ? fields.getTextInputValue(CHECK_PUZZLE_FIELD_ID)
        : undefined;
      return answerCheck(
        interaction,
        readCheckText(fields.getTextInputValue(CHECK_ATTEMPT_FIELD_ID), puzzle),
        checkState,
        logger,
      );
    }
    if (parseHintModalId(interaction.customId) !== undefined) {
      const { fields } = interaction;
      const puzzle = fields.fields.has(HINT_PUZZLE_FIELD_ID)
        ? fields.getTextInputValue(HINT_PUZZLE_FIELD_ID)
        : "";
      return answerHint(
        interaction,
        fields.getTextInputValue(HINT_BOARD_FIELD_ID),
        puzzle.trim() === "" ? undefined : puzzle,
        logger,
      );
    }
    throw new Error(`unexpected modal id "${interaction.customId}"`);
  },
  async handleButton(interaction, { logger }) {
    const hint = parseHintButton(interaction.customId);
    if (hint !== undefined) return answerHintRequest(interaction, hint, logger);
    const action = parseNewButton(interaction.customId);
    if (action !== undefined) return answerNewButton(interaction, action, logger);
    const picture = parsePictureButton(interaction.customId);
    if (picture !== undefined) return answerPictureButton(interaction, picture, NAME, logger);
    // A button from an older version of the bot, or an id someone edited: say so instead of failing.
    await interaction.reply(userErrorOptions(messagesFor(interaction.locale).bot.staleButton));
    return "stale-button";
  },
} satisfies Command;
