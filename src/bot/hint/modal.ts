/**
 * The box behind `/sudoku hint` with no board: the position and, optionally, the original puzzle. Its custom id
 * is `<command>:hint:` (no choices to carry: a hint is always private).
 */
import { ModalBuilder } from "discord.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { boardField, flagsModalId, parseFlagsModalId } from "../shared/modal-fields.js";

/** Custom ids of the modal's text fields. */
export const HINT_BOARD_FIELD_ID = "board";
export const HINT_PUZZLE_FIELD_ID = "puzzle";

const ACTION = "hint";

/** Whether a submitted modal's custom id is the hint modal's. */
export const isHintModalId = (customId: string): boolean =>
  parseFlagsModalId(customId, ACTION, []) !== undefined;

/**
 * The modal asking for a position and the optional original puzzle.
 *
 * @param commandName - the command that will receive the submit
 * @param m - the catalogue for the labels (default English)
 */
export function buildHintModal(commandName: string, m: Catalogue = DEFAULT_MESSAGES): ModalBuilder {
  const words = m.hint.modal;
  const placeholders = m.bot.checkModal;
  return new ModalBuilder()
    .setCustomId(flagsModalId(commandName, ACTION, {}))
    .setTitle(words.title)
    .addLabelComponents(
      boardField({
        id: HINT_BOARD_FIELD_ID,
        label: words.boardLabel,
        description: words.boardDescription,
        placeholder: placeholders.attemptPlaceholder,
        required: true,
      }),
      boardField({
        id: HINT_PUZZLE_FIELD_ID,
        label: words.puzzleLabel,
        description: words.puzzleDescription,
        placeholder: placeholders.puzzlePlaceholder,
        required: false,
      }),
    );
}
