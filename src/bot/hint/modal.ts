/**
 * The box behind `/sudoku hint` with no board: the position and, optionally, the original puzzle, with its
 * builder and its custom id (`<command>:hint:`, no choices to carry: a hint is always private), named like the
 * solve and check modals'.
 */
import { ModalBuilder } from "discord.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { boardField, flagsModalId, parseFlagsModalId } from "../shared/modal-fields.js";

/** Custom ids of the modal's text fields. */
export const HINT_BOARD_FIELD_ID = "board";
export const HINT_PUZZLE_FIELD_ID = "puzzle";

/** The choices carried through the modal: none, as a hint is always private. */
export type HintModalState = Readonly<Record<never, boolean>>;

const ACTION = "hint";
const HINT_FLAGS = [] as const;

/**
 * The hint modal's custom id: `<command>:hint:` (no flags).
 *
 * @example hintModalId("sudoku") // "sudoku:hint:"
 */
export function hintModalId(commandName: string): string {
  return flagsModalId(commandName, ACTION, {});
}

/**
 * Reads a custom id made by {@link hintModalId}.
 *
 * @returns the (empty) carried state, or undefined when the id is not the hint modal's
 */
export function parseHintModalId(customId: string): HintModalState | undefined {
  return parseFlagsModalId(customId, ACTION, HINT_FLAGS);
}

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
    .setCustomId(hintModalId(commandName))
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
