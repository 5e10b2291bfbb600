/**
 * The interaction dispatcher: routes each interaction to its command and is the ONE place that catches
 * unexpected errors — it logs them in full and answers the user privately with {@link BUG_MESSAGE}.
 */
import type { Interaction, RepliableInteraction } from "discord.js";
import { messagesFor } from "../messages/index.js";
import type { Command, CommandContext, InteractionOutcome } from "./command.js";
import type { Logger } from "./logger.js";
import { BUG_MESSAGE, bugReplyOptions, userErrorOptions } from "./shared/send-reply.js";

export { BUG_MESSAGE };

/** Which command an interaction is for, or undefined when the bot does not handle this kind. */
function routeName(interaction: Interaction): string | undefined {
  if (interaction.isChatInputCommand() || interaction.isContextMenuCommand()) return interaction.commandName;
  // Modal and button custom ids start with the name of the command that showed them.
  if (interaction.isModalSubmit() || interaction.isButton()) return interaction.customId.split(":", 1)[0];
  return undefined;
}

/**
 * Handles one interaction end to end; never rejects.
 *
 * @param interaction - anything the gateway delivered
 * @param commands - commands by name (from loadCommands)
 * @param logger - the bot's logger; one line per handled interaction (command, outcome, ms)
 */
export async function handleInteraction(
  interaction: Interaction,
  commands: ReadonlyMap<string, Command>,
  logger: Logger,
): Promise<void> {
  const name = routeName(interaction);
  if (name === undefined) return; // autocomplete, select menus…: nothing of ours
  const started = performance.now();
  const log = logger.child({ interactionId: interaction.id, command: name });
  const context: CommandContext = { logger: log };
  const messages = messagesFor(interaction.locale);
  let outcome: InteractionOutcome | undefined;
  try {
    const command = commands.get(name);
    if (command === undefined) {
      // Usually a stale registration: deploy ran with a command that has since been removed.
      log.warn("no such command (re-run `npm run deploy`?)");
      if (interaction.isRepliable()) {
        await interaction.reply(userErrorOptions(messages.bot.unknownCommand));
      }
      outcome = "unknown-command";
    } else if (interaction.isModalSubmit()) {
      if (command.handleModal === undefined)
        throw new Error(`command "${name}" showed a modal it cannot handle`);
      outcome = await command.handleModal(interaction, context);
    } else if (interaction.isButton()) {
      if (command.handleButton === undefined) {
        // A button left on an old message by a feature that has since changed: say so, no stack trace.
        log.warn("button for a command that handles no buttons");
        await interaction.reply(userErrorOptions(messages.bot.staleButton));
        outcome = "stale-button";
      } else outcome = await command.handleButton(interaction, context);
    } else if (interaction.isCommand()) {
      outcome = await command.execute(interaction, context);
    }
    log.info({ outcome: outcome ?? "done", ms: elapsed(started) }, "interaction handled");
  } catch (error) {
    log.error({ err: error, ms: elapsed(started) }, "interaction failed");
    if (interaction.isRepliable()) await answerBug(interaction, log, messages.bot.bug);
  }
}

/** Tells the user privately that we failed, whatever state the interaction is in. */
async function answerBug(interaction: RepliableInteraction, log: Logger, text: string): Promise<void> {
  try {
    if (interaction.deferred && !interaction.replied) await interaction.editReply({ content: text });
    else if (interaction.replied) await interaction.followUp(bugReplyOptions(text));
    else await interaction.reply(bugReplyOptions(text));
  } catch (error) {
    // The interaction may have expired (3 s / 15 min) or Discord may be unreachable: nothing more to do.
    log.error({ err: error }, "could not tell the user about the failure");
  }
}

const elapsed = (started: number): number => Math.round((performance.now() - started) * 100) / 100;
