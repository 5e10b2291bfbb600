/**
 * Sending replies: the few message shapes the bot sends, as discord.js reply options, and
 * {@link sendBoardReply} with its fallbacks to text. Everything is sent with mentions disabled, since
 * replies can quote parts of what people pasted.
 */
import {
  AttachmentBuilder,
  DiscordAPIError,
  type InteractionReplyOptions,
  type MessageCreateOptions,
  MessageFlags,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type RepliableInteraction,
} from "discord.js";
import type { BoardReply } from "./board-reply.js";
import type { Logger } from "./logger.js";

/** What the bot says when something broke on its side (the catch-all's answer). */
export const BUG_MESSAGE =
  "🐞 Something went wrong on our side. It has been logged; please try again in a moment.";

const NO_MENTIONS = { parse: [] } as const satisfies MessageCreateOptions["allowedMentions"];

/** Reply options for a {@link BoardReply} (solve or check): the PNG as an attachment (with alt text), ephemeral if asked. */
export function boardReplyOptions(reply: BoardReply): InteractionReplyOptions {
  return {
    content: reply.content,
    files: reply.files.map(
      (f) => new AttachmentBuilder(f.data, { name: f.name, description: f.description }),
    ),
    allowedMentions: NO_MENTIONS,
    ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/** The same answer without attachments: the board drawn as a text grid. */
export function textReplyOptions(reply: BoardReply): InteractionReplyOptions {
  return {
    content: reply.textOnly,
    allowedMentions: NO_MENTIONS,
    ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/** A private `❌ …` answer for a mistake the user can fix. */
export function userErrorOptions(text: string): InteractionReplyOptions {
  return { content: `❌ ${text}`, allowedMentions: NO_MENTIONS, flags: MessageFlags.Ephemeral };
}

/** The private `🐞 …` answer for our own failures. */
export function bugReplyOptions(): InteractionReplyOptions {
  return { content: BUG_MESSAGE, allowedMentions: NO_MENTIONS, flags: MessageFlags.Ephemeral };
}

/**
 * True when the bot may attach files where this interaction happened. Outside guilds (DMs, group DMs)
 * nothing restricts attachments; in a guild the interaction carries the bot's channel permissions.
 */
export function canAttachFiles(interaction: RepliableInteraction): boolean {
  if (!interaction.inGuild()) return true;
  return interaction.appPermissions?.has(PermissionFlagsBits.AttachFiles) ?? true;
}

/** True for Discord's "Missing Permissions" (403 / code 50013) answer. */
export function isMissingPermissions(error: unknown): boolean {
  return (
    error instanceof DiscordAPIError &&
    (error.code === RESTJSONErrorCodes.MissingPermissions || error.status === 403)
  );
}

/**
 * Sends a board answer as the interaction's first response, with the text-grid fallbacks: no file is
 * drawn when the bot may not attach files here, and a refused upload (403 Missing Permissions) is retried
 * as text. Other failures propagate to the dispatcher's catch-all.
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param build - builds the reply; told whether files may be attached
 * @param logger - for the fallback lines
 * @returns the reply's outcome, for the dispatcher's log line
 */
export async function sendBoardReply<O extends string>(
  interaction: RepliableInteraction,
  build: (attachFiles: boolean) => BoardReply<O>,
  logger: Logger,
): Promise<O> {
  const attachFiles = canAttachFiles(interaction);
  const reply = build(attachFiles);
  if (!attachFiles) logger.info("no Attach Files permission here: answering with a text grid");
  if (reply.files.length === 0) {
    await interaction.reply(textReplyOptions(reply));
    return reply.outcome;
  }
  try {
    await interaction.reply(boardReplyOptions(reply));
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    // The permission bits said yes but Discord refused the upload (e.g. a channel override):
    // still answer, as text. reply() marks the interaction answered only on success, so retrying is allowed.
    logger.warn({ err: error }, "Discord refused the attachment: answering with a text grid");
    await interaction.reply(textReplyOptions(reply));
  }
  return reply.outcome;
}
