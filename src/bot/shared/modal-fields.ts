/**
 * The parts every board modal shares: a paragraph field for a pasted board, and a custom id that carries the
 * slash command's yes/no choices (spoiler, private, reveal…) through to the submit. The dispatcher routes a
 * submit, and a button, by the part of its custom id before the first colon: the command's name.
 */
import { LabelBuilder, TextInputBuilder, TextInputStyle } from "discord.js";

/** A paragraph text input holds at most 4000 characters. */
export const MODAL_BOARD_MAX_LENGTH = 4000;

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
