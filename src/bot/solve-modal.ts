/**
 * The "paste your board" modal behind `/sudoku solve` with no board: its builder and its custom id,
 * which carries the spoiler/private choices from the slash command through to the submit. The id codec
 * and the board field are shared with the check modal (check-modal.ts).
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
const SOLVE_FLAGS = ["spoiler", "private"] as const;

/**
 * A modal custom id carrying yes/no choices: `<command>:<action>:<flags>`, flags a comma list of the
 * names that are true, in the object's key order. The dispatcher routes a submit by the part before the
 * first colon; the command tells its modals apart by the action.
 *
 * @example flagsModalId("sudoku", "check", { reveal: false, private: true }) // "sudoku:check:private"
 */
export function flagsModalId(
  commandName: string,
  action: string,
  flags: Readonly<Record<string, boolean>>,
): string {
  const on = Object.entries(flags).flatMap(([name, value]) => (value ? [name] : []));
  return `${commandName}:${action}:${on.join(",")}`;
}

/**
 * Reads a custom id made by {@link flagsModalId}.
 *
 * @param customId - the submitted modal's custom id
 * @param action - the action the id must name
 * @param names - the flag names allowed
 * @returns every allowed flag as true or false, or undefined when the id is for another action or
 *   holds an unknown flag
 */
export function parseFlagsModalId<K extends string>(
  customId: string,
  action: string,
  names: readonly K[],
): Record<K, boolean> | undefined {
  const [, idAction, flagText, ...rest] = customId.split(":");
  if (idAction !== action || flagText === undefined || rest.length > 0) return undefined;
  const flags = flagText === "" ? [] : flagText.split(",");
  if (flags.some((f) => !(names as readonly string[]).includes(f))) return undefined;
  return Object.fromEntries(names.map((name) => [name, flags.includes(name)])) as Record<K, boolean>;
}

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

/** What one paragraph field of a board modal shows. */
export interface BoardFieldSpec {
  /** The text input's custom id (read back with `fields.getTextInputValue`). */
  readonly id: string;
  /** The label above the field (at most 45 characters). */
  readonly label: string;
  /** The line under the label (at most 100 characters). */
  readonly description: string;
  readonly placeholder: string;
  readonly required: boolean;
  /** Text already in the field when the modal opens. */
  readonly value?: string;
}

/**
 * A paragraph text input of up to {@link MODAL_BOARD_MAX_LENGTH} characters inside a Label component.
 *
 * @param spec - id, label, description, placeholder, whether it is required, and an optional value
 */
export function boardField(spec: BoardFieldSpec): LabelBuilder {
  const input = new TextInputBuilder()
    .setCustomId(spec.id)
    .setStyle(TextInputStyle.Paragraph)
    .setRequired(spec.required)
    .setMaxLength(MODAL_BOARD_MAX_LENGTH)
    .setPlaceholder(spec.placeholder);
  if (spec.value !== undefined) input.setValue(spec.value);
  return new LabelBuilder()
    .setLabel(spec.label)
    .setDescription(spec.description)
    .setTextInputComponent(input);
}

/**
 * The modal asking for a board: one paragraph text input inside a Label component.
 *
 * @param commandName - the command that will receive the submit
 * @param state - spoiler/private choices to carry through
 */
export function buildSolveModal(commandName: string, state: SolveModalState): ModalBuilder {
  const label = boardField({
    id: BOARD_FIELD_ID,
    label: "Your Sudoku board",
    description: "81 digits, 9 lines of 9, a grid with | and - lines, or a code array",
    placeholder: "530070000\n600195000\n098000060\n…  (blanks as 0 . _ or -)",
    required: true,
  });
  return new ModalBuilder()
    .setCustomId(solveModalId(commandName, state))
    .setTitle("Solve a Sudoku")
    .addLabelComponents(label);
}
