/**
 * The "paste your board" modal behind `/sudoku solve` with no board: its builder and its custom id,
 * which carries the spoiler/private choices from the slash command through to the submit. The id codec
 * and the board field are shared with every board modal (shared/modal-fields.ts).
 */
import { ModalBuilder } from "discord.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { boardField, flagsModalId, parseFlagsModalId } from "../shared/modal-fields.js";

/** Custom id of the modal's text field. */
export const SOLVE_BOARD_FIELD_ID = "board";

/** The choices carried through the modal. */
export interface SolveModalState {
  readonly spoiler: boolean;
  readonly private: boolean;
}

const ACTION = "solve";
const SOLVE_FLAGS = ["spoiler", "private"] as const;

/**
 * The solve modal's custom id: `<command>:solve:<flags>`, flags a comma list of `spoiler`/`private`.
 *
 * @example solveModalId("sudoku", { spoiler: true, private: false }) // "sudoku:solve:spoiler"
 */
export function solveModalId(commandName: string, state: SolveModalState): string {
  return flagsModalId(commandName, ACTION, { spoiler: state.spoiler, private: state.private });
}

/**
 * Reads a custom id made by {@link solveModalId}.
 *
 * @returns the carried state, or undefined when the id is not a solve modal's
 */
export function parseSolveModalId(customId: string): SolveModalState | undefined {
  return parseFlagsModalId(customId, ACTION, SOLVE_FLAGS);
}

/**
 * The modal asking for a board: one paragraph text input inside a Label component.
 *
 * @param commandName - the command that will receive the submit
 * @param state - spoiler/private choices to carry through
 * @param m - the catalogue for the labels (default English)
 * @param board - text to pre-fill the field with (a board read from a picture, to correct)
 */
export function buildSolveModal(
  commandName: string,
  state: SolveModalState,
  m: Catalogue = DEFAULT_MESSAGES,
  board?: string,
): ModalBuilder {
  const words = m.bot.solveModal;
  const label = boardField({
    id: SOLVE_BOARD_FIELD_ID,
    label: words.label,
    description: words.description,
    placeholder: words.placeholder,
    required: true,
    ...(board !== undefined ? { value: board } : {}),
  });
  return new ModalBuilder()
    .setCustomId(solveModalId(commandName, state))
    .setTitle(words.title)
    .addLabelComponents(label);
}
