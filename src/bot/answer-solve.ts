/**
 * Sends a board answer (solve or check) on any repliable interaction, falling back to a text grid when
 * the bot may not attach files in that channel.
 */
import {
  DiscordAPIError,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type RepliableInteraction,
} from "discord.js";
import type { Logger } from "./logger.js";
import { solveReplyOptions, solveTextReplyOptions } from "./replies.js";
import {
  type BoardReply,
  buildSolveReply,
  type SolveOutcome,
  type SolveReplyOptions,
} from "./solve-reply.js";

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
    await interaction.reply(solveTextReplyOptions(reply));
    return reply.outcome;
  }
  try {
    await interaction.reply(solveReplyOptions(reply));
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    // The permission bits said yes but Discord refused the upload (e.g. a channel override):
    // still answer, as text. reply() marks the interaction answered only on success, so retrying is allowed.
    logger.warn({ err: error }, "Discord refused the attachment: answering with a text grid");
    await interaction.reply(solveTextReplyOptions(reply));
  }
  return reply.outcome;
}

/**
 * Solves `text` and replies (the interaction's first response; solving and drawing take milliseconds,
 * so there is no deferral — see README "Response time").
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param text - the board as the person gave it
 * @param options - spoiler / private
 * @param logger - for the fallback warning
 * @returns the outcome, for the dispatcher's log line
 */
export async function answerSolve(
  interaction: RepliableInteraction,
  text: string,
  options: Pick<SolveReplyOptions, "spoiler" | "private">,
  logger: Logger,
): Promise<SolveOutcome> {
  return sendBoardReply(
    interaction,
    (attachFiles) => buildSolveReply(text, { ...options, attachFiles }),
    logger,
  );
}
