/**
 * Sending replies: the few message shapes the bot sends, as discord.js reply options, and the two ways to
 * send a board answer with its fallbacks to text — {@link sendBoardReply} at once (text sources: reading,
 * solving and drawing take milliseconds) and {@link sendDeferredBoardReply} after a `deferReply` (slow
 * sources such as pictures). Everything is sent with mentions disabled, since replies can quote parts of
 * what people pasted.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type MessageCreateOptions,
  MessageFlags,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type RepliableInteraction,
} from "discord.js";
import type { Reading } from "../../core/answer/source.js";
import { DEFAULT_MESSAGES } from "../../messages/index.js";
import type { Logger } from "../logger.js";
import type { BoardReply, ReplyButton } from "./board-reply.js";

/** What the bot says when something broke on its side (the catch-all's answer), in English. */
export const BUG_MESSAGE = DEFAULT_MESSAGES.bot.bug;

const NO_MENTIONS = { parse: [] } as const satisfies MessageCreateOptions["allowedMentions"];

const STYLES: Readonly<Record<ReplyButton["style"], ButtonStyle>> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
};

/** The reply's buttons as one action row, or no components at all. */
function buttonRows(
  reply: BoardReply,
): { components: ActionRowBuilder<ButtonBuilder>[] } | Record<string, never> {
  if (reply.buttons === undefined || reply.buttons.length === 0) return {};
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    reply.buttons.map((b) =>
      new ButtonBuilder().setCustomId(b.customId).setLabel(b.label).setStyle(STYLES[b.style]),
    ),
  );
  return { components: [row] };
}

/** Reply options for a {@link BoardReply} (solve or check): the PNG as an attachment (with alt text), ephemeral if asked. */
export function boardReplyOptions(reply: BoardReply): InteractionReplyOptions {
  return {
    ...buttonRows(reply),
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
    ...buttonRows(reply),
    content: reply.textOnly,
    allowedMentions: NO_MENTIONS,
    ...(reply.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

/** A private `❌ …` answer for a mistake the user can fix. */
export function userErrorOptions(text: string): InteractionReplyOptions {
  return { content: `❌ ${text}`, allowedMentions: NO_MENTIONS, flags: MessageFlags.Ephemeral };
}

/** The private `🐞 …` answer for our own failures (`text` defaults to the English one). */
export function bugReplyOptions(text: string = BUG_MESSAGE): InteractionReplyOptions {
  return { content: text, allowedMentions: NO_MENTIONS, flags: MessageFlags.Ephemeral };
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
 * How long after an interaction was created the bot answers "thinking…" (`deferReply`) if its answer is not
 * ready: Discord's 3 s deadline, less a margin for the callback's own trip and a busy event loop.
 */
export const DEFER_AFTER_MS = 2_000;

/** Ms left until the interaction must be deferred. The earlier of Discord's clock and ours, so skew only defers sooner. */
function msUntilDefer(interaction: RepliableInteraction, deferAfterMs: number): number {
  const now = Date.now();
  return Math.min(interaction.createdTimestamp, now) + deferAfterMs - now;
}

/** Resolves with the value if it comes within `ms`, else with undefined (the value keeps coming). */
async function within<T>(value: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, ms));
  });
  try {
    return await Promise.race([value, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a board answer as the interaction's first response, with the text-grid fallbacks: no file is
 * drawn when the bot may not attach files here, and a refused upload (403 Missing Permissions) is retried
 * as text. Other failures propagate to the dispatcher's catch-all. An answer not ready {@link DEFER_AFTER_MS}
 * after the interaction was created (a slow board, a busy host), or expected to be late already (a long queue:
 * `expectedMs`), goes out on the deferred path instead: "thinking…", then the answer edited in. Deferring at
 * once when the queue is long matters in a burst: the main thread acknowledges each interaction as it arrives,
 * instead of hundreds of deferrals falling due in the same instant.
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param build - builds the reply (on the reply pool); told whether files may be attached
 * @param logger - for the fallback lines
 * @param ephemeral - the answer's intended privacy, should it have to be deferred
 * @param expectedMs - how long the reply is expected to take (the reply pool's estimate; 0 = at once)
 * @param deferAfterMs - when to defer, counted from the interaction's creation
 * @returns the reply's outcome, for the dispatcher's log line
 */
export async function sendBoardReply<O extends string>(
  interaction: RepliableInteraction,
  build: (attachFiles: boolean) => BoardReply<O> | Promise<BoardReply<O>>,
  logger: Logger,
  ephemeral = false,
  expectedMs = 0,
  deferAfterMs = DEFER_AFTER_MS,
): Promise<O> {
  const attachFiles = canAttachFiles(interaction);
  if (!attachFiles) logger.info("no Attach Files permission here: answering with a text grid");
  const building = Promise.resolve().then(() => build(attachFiles));
  const left = msUntilDefer(interaction, deferAfterMs);
  const reply = expectedMs >= left ? undefined : await within(building, left);
  if (reply === undefined) {
    logger.info(
      { afterMs: Date.now() - interaction.createdTimestamp, expectedMs: Math.round(expectedMs) },
      "answer not ready in time: deferring",
    );
    await interaction.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    return editInto(interaction, ephemeral, await building, logger);
  }
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

/** The options that edit a deferred reply into a board answer (the privacy was fixed by the deferral). */
function editOptions(reply: BoardReply, asText: boolean): InteractionEditReplyOptions {
  const options = asText ? textReplyOptions(reply) : boardReplyOptions(reply);
  return {
    content: options.content ?? "",
    files: options.files ?? [],
    components: options.components ?? [],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * Sends a board answer that takes a while to build (a picture to download and read): acknowledges the
 * interaction at once with `deferReply` (Discord shows "thinking…" and allows 15 minutes instead of 3
 * seconds), then builds the reply and edits it in, with the same text-grid fallbacks as
 * {@link sendBoardReply}.
 *
 * Privacy is fixed by the deferral: `ephemeral` says how to defer. A reply that must be private (a
 * refusal) after a public deferral deletes the public "thinking…" message and answers with a private
 * follow-up instead, so a person's mistake is never shown to the channel.
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param ephemeral - whether to defer privately (the answer's intended privacy)
 * @param build - builds the reply; told whether files may be attached; may be slow
 * @param logger - for the fallback lines
 * @returns the reply's outcome, for the dispatcher's log line
 */
export async function sendDeferredBoardReply<O extends string>(
  interaction: RepliableInteraction,
  ephemeral: boolean,
  build: (attachFiles: boolean) => BoardReply<O> | Promise<BoardReply<O>>,
  logger: Logger,
): Promise<O> {
  await interaction.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
  const attachFiles = canAttachFiles(interaction);
  if (!attachFiles) logger.info("no Attach Files permission here: answering with a text grid");
  return editInto(interaction, ephemeral, await build(attachFiles), logger);
}

/** Edits a deferred interaction's "thinking…" into the reply (or swaps it for a private follow-up). */
async function editInto<O extends string>(
  interaction: RepliableInteraction,
  ephemeral: boolean,
  reply: BoardReply<O>,
  logger: Logger,
): Promise<O> {
  if (reply.ephemeral && !ephemeral) {
    await interaction.deleteReply();
    await interaction.followUp(reply.files.length === 0 ? textReplyOptions(reply) : boardReplyOptions(reply));
    return reply.outcome;
  }
  if (reply.files.length === 0) {
    await interaction.editReply(editOptions(reply, true));
    return reply.outcome;
  }
  try {
    await interaction.editReply(editOptions(reply, false));
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    logger.warn({ err: error }, "Discord refused the attachment: answering with a text grid");
    await interaction.editReply(editOptions(reply, true));
  }
  return reply.outcome;
}

/**
 * Answers a request with a board reply, choosing the sending path by the input: an input already read (text:
 * reading, answering and drawing take milliseconds) is answered directly with {@link sendBoardReply} (which
 * still defers if the answer is late); an input still to be read (a function, e.g. a photo to download and
 * read) on the deferred path, {@link sendDeferredBoardReply}. Every feature's `answer…` calls this.
 *
 * @param interaction - a slash command, message menu or modal submit interaction not yet answered
 * @param input - what the reading step made of the input, or a function that reads it
 * @param ephemeral - the answer's intended privacy (used to defer)
 * @param build - builds the reply from the reading (usually on the reply pool); told whether files may be attached
 * @param logger - for the fallback lines
 * @param expectedMs - how long `build` is expected to take (the reply pool's estimate; 0 = at once)
 * @returns the reply's outcome, for the dispatcher's log line
 */
export async function sendBoardAnswer<T, O extends string>(
  interaction: RepliableInteraction,
  input: Reading<T> | (() => Promise<Reading<T>>),
  ephemeral: boolean,
  build: (reading: Reading<T>, attachFiles: boolean) => BoardReply<O> | Promise<BoardReply<O>>,
  logger: Logger,
  expectedMs = 0,
): Promise<O> {
  if (typeof input === "function") {
    return sendDeferredBoardReply(
      interaction,
      ephemeral,
      async (attach) => build(await input(), attach),
      logger,
    );
  }
  return sendBoardReply(
    interaction,
    (attachFiles) => build(input, attachFiles),
    logger,
    ephemeral,
    expectedMs,
  );
}
