/**
 * The interaction dispatcher: routes each interaction to its command and is the ONE place that catches
 * unexpected errors — it logs them in full and answers the user privately with {@link BUG_MESSAGE}.
 */
import type { Interaction, RepliableInteraction } from "discord.js";
import type { Command, CommandContext, Outcome } from "./command.js";
import type { Logger } from "./logger.js";
import { BUG_MESSAGE, bugReplyOptions, userErrorOptions } from "./replies.js";

export { BUG_MESSAGE };

/** Which command an interaction is for, or undefined when the bot does not handle this kind. */
function routeName(interaction: Interaction): string | undefined {
  if (interaction.isChatInputCommand() || interaction.isContextMenuCommand()) return interaction.commandName;
  // Modal custom ids start with the name of the command that showed the modal.
  if (interaction.isModalSubmit()) return interaction.customId.split(":", 1)[0];
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
  if (name === undefined) return; // autocomplete, buttons…: nothing of ours
  const started = performance.now();
  const log = logger.child({ interactionId: interaction.id, command: name });
  const context: CommandContext = { logger: log };
  let outcome: Outcome | undefined;
  try {
    const command = commands.get(name);
    if (command === undefined) {
      // Usually a stale registration: deploy ran with a command that has since been removed.
      log.warn("no such command (re-run `npm run deploy`?)");
      if (interaction.isRepliable()) {
        await interaction.reply(userErrorOptions("I don't know that command any more. Try `/sudoku solve`."));
      }
      outcome = "unknown-command";
    } else if (interaction.isModalSubmit()) {
      if (command.handleModal === undefined)
        throw new Error(`command "${name}" showed a modal it cannot handle`);
      outcome = await command.handleModal(interaction, context);
    } else if (interaction.isCommand()) {
      outcome = await command.execute(interaction, context);
    }
    log.info({ outcome: outcome ?? "done", ms: elapsed(started) }, "interaction handled");
  } catch (error) {
    log.error({ err: error, ms: elapsed(started) }, "interaction failed");
    if (interaction.isRepliable()) await answerBug(interaction, log);
  }
}

/** Tells the user privately that we failed, whatever state the interaction is in. */
async function answerBug(interaction: RepliableInteraction, log: Logger): Promise<void> {
  try {
    if (interaction.deferred && !interaction.replied) await interaction.editReply({ content: BUG_MESSAGE });
    else if (interaction.replied) await interaction.followUp(bugReplyOptions());
    else await interaction.reply(bugReplyOptions());
  } catch (error) {
    // The interaction may have expired (3 s / 15 min) or Discord may be unreachable: nothing more to do.
    log.error({ err: error }, "could not tell the user about the failure");
  }
}

const elapsed = (started: number): number => Math.round((performance.now() - started) * 100) / 100;
