/**
 * The "paste your board" modal behind `/sudoku solve` with no board: its builder and its custom id,
 * which carries the spoiler/private choices from the slash command through to the submit.
 */
import { LabelBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from "discord.js";

/** Custom id of the modal's text field. */
export const BOARD_FIELD_ID = "board";
/** A paragraph text input holds at most 4000 characters. */
export const MODAL_BOARD_MAX_LENGTH = 4000;

/** The choices carried through the modal. */
export interface SolveModalState {
  readonly spoiler: boolean;
  readonly private: boolean;
}

const ACTION = "solve";

/**
 * The modal's custom id: `<command>:solve:<flags>`, flags a comma list of `spoiler`/`private`.
 * The dispatcher routes a submit by the part before the first colon.
 *
 * @example solveModalId("sudoku", { spoiler: true, private: false }) // "sudoku:solve:spoiler"
 */
export function solveModalId(commandName: string, state: SolveModalState): string {
  const flags = [state.spoiler ? "spoiler" : "", state.private ? "private" : ""].filter(Boolean);
  return `${commandName}:${ACTION}:${flags.join(",")}`;
}

/**
 * Reads a custom id made by {@link solveModalId}.
 *
 * @returns the carried state, or undefined when the id is not a solve modal's
 */
export function parseSolveModalId(customId: string): SolveModalState | undefined {
  const [, action, flagText, ...rest] = customId.split(":");
  if (action !== ACTION || flagText === undefined || rest.length > 0) return undefined;
  const flags = flagText === "" ? [] : flagText.split(",");
  if (flags.some((f) => f !== "spoiler" && f !== "private")) return undefined;
  return { spoiler: flags.includes("spoiler"), private: flags.includes("private") };
}

/**
 * The modal asking for a board: one paragraph text input inside a Label component.
 *
 * @param commandName - the command that will receive the submit
 * @param state - spoiler/private choices to carry through
 */
export function buildSolveModal(commandName: string, state: SolveModalState): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(BOARD_FIELD_ID)
    .setStyle(TextInputStyle.Paragraph)
    .setRequired(true)
    .setMaxLength(MODAL_BOARD_MAX_LENGTH)
    .setPlaceholder("530070000\n600195000\n098000060\n…  (blanks as 0 . _ or -)");
  const label = new LabelBuilder()
    .setLabel("Your Sudoku board")
    .setDescription("81 digits, 9 lines of 9, a grid with | and - lines, or a code array")
    .setTextInputComponent(input);
  return new ModalBuilder()
    .setCustomId(solveModalId(commandName, state))
    .setTitle("Solve a Sudoku")
    .addLabelComponents(label);
}
