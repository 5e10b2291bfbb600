/**
 * The shape every command module in `commands/` has, its runtime check, and the loader.
 *
 * A command module is a thin adapter from an interaction to the core and back:
 *
 *     export default { data, execute } satisfies Command;
 *
 * The loader imports every file in `commands/` and fails loudly, naming the file, when one does not
 * default-export a {@link Command} or two commands share a name.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type {
  ButtonInteraction,
  CommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
} from "discord.js";
import type { Logger } from "./logger.js";

/** A short label for the log line saying how an interaction ended, e.g. "unique" or "modal". */
export type InteractionOutcome = string;

/** A command definition: a builder (SlashCommandBuilder, ContextMenuCommandBuilder) or its JSON. */
export type CommandData =
  | { readonly name: string; toJSON(): RESTPostAPIApplicationCommandsJSONBody }
  | RESTPostAPIApplicationCommandsJSONBody;

/** What the dispatcher hands every command besides the interaction. */
export interface CommandContext {
  /** A child logger already tagged with the interaction id and command name. */
  readonly logger: Logger;
}

/** One command: what Discord is told about it, and what runs when someone uses it. */
export interface Command {
  readonly data: CommandData;
  /** Answers a slash or context-menu command. Narrow with `interaction.isChatInputCommand()` etc. */
  execute(interaction: CommandInteraction, context: CommandContext): Promise<InteractionOutcome | undefined>;
  /** Answers a modal this command showed; its custom id starts with `<command name>:`. */
  handleModal?(
    interaction: ModalSubmitInteraction,
    context: CommandContext,
  ): Promise<InteractionOutcome | undefined>;
  /**
   * Answers a button on one of this command's messages; its custom id starts with `<command name>:`, and
   * carries everything the button needs (buttons are stateless: the bot keeps nothing between messages).
   */
  handleButton?(
    interaction: ButtonInteraction,
    context: CommandContext,
  ): Promise<InteractionOutcome | undefined>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * Runtime check that a module's default export is a {@link Command}.
 *
 * @param value - anything (usually a module's default export)
 * @returns true when it has `data` with a string name (and `toJSON` or a JSON command shape),
 *   an `execute` function and, if present, `handleModal` and `handleButton` functions
 */
export function isCommand(value: unknown): value is Command {
  if (!isRecord(value) || !isRecord(value.data)) return false;
  const { data } = value;
  if (typeof data.name !== "string" || data.name.length === 0) return false;
  if (typeof data.toJSON !== "function" && typeof data.type !== "number" && data.type !== undefined)
    return false;
  if (typeof value.execute !== "function") return false;
  const optional = (handler: unknown) => handler === undefined || typeof handler === "function";
  return optional(value.handleModal) && optional(value.handleButton);
}

/** The JSON Discord expects for a command (what the deploy script PUTs). */
export function commandJSON(command: Command): RESTPostAPIApplicationCommandsJSONBody {
  const { data } = command;
  return "toJSON" in data && typeof data.toJSON === "function"
    ? data.toJSON()
    : (data as RESTPostAPIApplicationCommandsJSONBody);
}

/** The name Discord routes by (slash command name or context-menu label). */
export const commandName = (command: Command): string => command.data.name;

/** A command file that could not be loaded; the message names the file. */
export class CommandLoadError extends Error {
  override readonly name = "CommandLoadError" as const;
  readonly file: string;
  constructor(file: string, problem: string, options?: ErrorOptions) {
    super(`${file}: ${problem}`, options);
    this.file = file;
  }
}

// This module runs as src/bot/command.ts under vitest and as dist/src/bot/command.js when built;
// in both cases the commands folder is two levels up, and holds files with the same extension.
const here = fileURLToPath(import.meta.url);
const ownExtension = path.extname(here);

/** Absolute path of the `commands/` folder that belongs with this build (source or dist). */
export const defaultCommandsDir = (): string => path.resolve(path.dirname(here), "../../commands");

/**
 * Imports every command file in a folder.
 *
 * @param dir - the folder (default: the project's `commands/`)
 * @returns commands keyed by name, in file-name order
 * @throws CommandLoadError naming the file when a module fails to import, does not default-export a
 *   Command, or reuses a name — a broken command is a bug, so start-up and deploy stop loudly.
 */
export async function loadCommands(dir: string = defaultCommandsDir()): Promise<Map<string, Command>> {
  const files = (await readdir(dir))
    .filter((f) => f.endsWith(ownExtension) && !f.endsWith(`.d${ownExtension}`) && !f.includes(".test."))
    .sort();
  const commands = new Map<string, Command>();
  for (const file of files) {
    const full = path.join(dir, file);
    let loaded: unknown;
    try {
      loaded = await import(pathToFileURL(full).href);
    } catch (cause) {
      throw new CommandLoadError(full, `failed to import (${String(cause)})`, { cause });
    }
    const command = isRecord(loaded) ? loaded.default : undefined;
    if (!isCommand(command)) {
      throw new CommandLoadError(
        full,
        "must `export default { data, execute } satisfies Command` (see src/bot/command.ts)",
      );
    }
    const name = commandName(command);
    if (commands.has(name)) throw new CommandLoadError(full, `reuses the command name "${name}"`);
    commands.set(name, command);
  }
  if (commands.size === 0) throw new CommandLoadError(dir, `no command files (*${ownExtension}) found`);
  return commands;
}
