/**
 * The "paste your attempt" modal behind `/sudoku check` with no board: two fields (the attempt, and the
 * original puzzle if the person has it) and a custom id carrying the reveal/private choices from the
 * slash command through to the submit. Built like the solve modal, from its shared parts.
 */
import { ModalBuilder } from "discord.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import {
  boardField,
  flagsModalId,
  MODAL_BOARD_MAX_LENGTH,
  parseFlagsModalId,
} from "../shared/modal-fields.js";

/** Custom id of the attempt field (required). */
export const CHECK_ATTEMPT_FIELD_ID = "attempt";
/** Custom id of the original-puzzle field (optional). */
export const CHECK_PUZZLE_FIELD_ID = "puzzle";

/** The choices carried through the modal. */
export interface CheckModalState {
  readonly reveal: boolean;
  readonly private: boolean;
}

const ACTION = "check";
const CHECK_FLAGS = ["reveal", "private"] as const;

/**
 * The check modal's custom id: `<command>:check:<flags>`, flags a comma list of `reveal`/`private`.
 *
 * @example checkModalId("sudoku", { reveal: false, private: true }) // "sudoku:check:private"
 */
export function checkModalId(commandName: string, state: CheckModalState): string {
  return flagsModalId(commandName, ACTION, { reveal: state.reveal, private: state.private });
}

/**
 * Reads a custom id made by {@link checkModalId}.
 *
 * @returns the carried state, or undefined when the id is not a check modal's
 */
export function parseCheckModalId(customId: string): CheckModalState | undefined {
  return parseFlagsModalId(customId, ACTION, CHECK_FLAGS);
}

/**
 * The modal asking for an attempt and, optionally, the original puzzle.
 *
 * @param commandName - the command that will receive the submit
 * @param state - reveal/private choices to carry through
 * @param puzzle - a puzzle already given with the slash command, put in its field so it need not be
 *   pasted again (left out when longer than a field holds)
 * @param m - the catalogue for the labels (default English)
 * @param attemptText - text to pre-fill the attempt field with (a grid read from a picture, to correct)
 */
export function buildCheckModal(
  commandName: string,
  state: CheckModalState,
  puzzle?: string,
  m: Catalogue = DEFAULT_MESSAGES,
  attemptText?: string,
): ModalBuilder {
  const words = m.bot.checkModal;
  const attempt = boardField({
    id: CHECK_ATTEMPT_FIELD_ID,
    label: words.attemptLabel,
    description: words.attemptDescription,
    placeholder: words.attemptPlaceholder,
    required: true,
    ...(attemptText !== undefined ? { value: attemptText } : {}),
  });
  const original = boardField({
    id: CHECK_PUZZLE_FIELD_ID,
    label: words.puzzleLabel,
    description: words.puzzleDescription,
    placeholder: words.puzzlePlaceholder,
    required: false,
    ...(puzzle !== undefined && puzzle.length <= MODAL_BOARD_MAX_LENGTH ? { value: puzzle } : {}),
  });
  return new ModalBuilder()
    .setCustomId(checkModalId(commandName, state))
    .setTitle(words.title)
    .addLabelComponents(attempt, original);
}
