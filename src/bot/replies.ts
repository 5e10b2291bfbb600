/**
 * Reply builders: the few message shapes the bot sends, as discord.js reply options.
 * Everything is sent with mentions disabled, since replies can quote parts of what people pasted.
 */
import {
  AttachmentBuilder,
  type InteractionReplyOptions,
  type MessageCreateOptions,
  MessageFlags,
} from "discord.js";
import type { BoardReply } from "./solve-reply.js";

/** What the bot says when something broke on its side (the catch-all's answer). */
export const BUG_MESSAGE =
  "🐞 Something went wrong on our side. It has been logged; please try again in a moment.";

const NO_MENTIONS = { parse: [] } as const satisfies MessageCreateOptions["allowedMentions"];

/** Reply options for a {@link BoardReply} (solve or check): the PNG as an attachment (with alt text), ephemeral if asked. */
export function solveReplyOptions(reply: BoardReply): InteractionReplyOptions {
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
export function solveTextReplyOptions(reply: BoardReply): InteractionReplyOptions {
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
