/**
 * Command definitions in every language: the English name and description from the default catalogue,
 * and `name_localizations` / `description_localizations` from every other catalogue, so Discord shows
 * `/스도쿠 풀기` to a Korean user and `/数独 解く` to a Japanese one. The interaction still carries the
 * English names, so the code reads options by them.
 */
import {
  ApplicationCommandType,
  ContextMenuCommandBuilder,
  InteractionContextType,
  type LocalizationMap,
} from "discord.js";
import { CATALOGUES, type Catalogue, type CommandWords, DEFAULT_MESSAGES } from "../messages/index.js";

/** The keys of {@link CommandWords} that describe a command, subcommand or option (not a menu name). */
export type CommandTextKey = {
  [K in keyof CommandWords]: CommandWords[K] extends string ? never : K;
}[keyof CommandWords];

/** Anything Discord names and describes: slash commands, subcommands and options (discord.js builders). */
interface Nameable {
  setName(name: string): unknown;
  setDescription(description: string): unknown;
  setNameLocalizations(map: LocalizationMap | null): unknown;
  setDescriptionLocalizations(map: LocalizationMap | null): unknown;
}

/** Every catalogue but the default one, by Discord locale (our catalogue tags are Discord's: `ko`, `ja`). */
const LOCALIZED: readonly [string, Catalogue][] = Object.entries(CATALOGUES).filter(
  ([, catalogue]) => catalogue !== DEFAULT_MESSAGES,
);

/** One text per locale, as Discord's localization map. */
export function localizations(pick: (catalogue: Catalogue) => string): LocalizationMap {
  return Object.fromEntries(LOCALIZED.map(([tag, catalogue]) => [tag, pick(catalogue)])) as LocalizationMap;
}

/**
 * Names and describes a builder in every language.
 *
 * @example new SlashCommandBuilder().setContexts(…) then `named(builder, "sudoku")`, or inside
 *   `.addStringOption((o) => named(o, "solveBoard").setMaxLength(6000))`
 */
export function named<B extends Nameable>(builder: B, key: CommandTextKey): B {
  const english = DEFAULT_MESSAGES.commands[key];
  builder.setName(english.name);
  builder.setDescription(english.description);
  builder.setNameLocalizations(localizations((c) => c.commands[key].name));
  builder.setDescriptionLocalizations(localizations((c) => c.commands[key].description));
  return builder;
}

/** Where every command of the bot may be used: servers, the bot's DMs and group DMs. */
export const EVERY_CONTEXT = [
  InteractionContextType.Guild,
  InteractionContextType.BotDM,
  InteractionContextType.PrivateChannel,
] as const;

/**
 * A message menu ("Apps → …" on a message), named in every language and usable in every context.
 *
 * @example const data = messageMenu("solveMenu"); // "Solve Sudoku", "스도쿠 풀기" for a Korean user
 */
export function messageMenu(key: "solveMenu" | "checkMenu"): ContextMenuCommandBuilder {
  return new ContextMenuCommandBuilder()
    .setName(DEFAULT_MESSAGES.commands[key])
    .setNameLocalizations(localizations((c) => c.commands[key]))
    .setType(ApplicationCommandType.Message)
    .setContexts(...EVERY_CONTEXT);
}
