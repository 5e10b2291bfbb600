/**
 * A board answer as plain data — text, the picture, privacy, and a text-only form — and the parts that
 * build one. Shared by every feature's reply (solve/reply.ts, check/reply.ts…); send-reply.ts turns it into
 * discord.js reply options and sends it. Never imports discord.js.
 */
import { type Board, formatBoard } from "../../core/board.js";
import type { Catalogue } from "../../messages/index.js";

/** A file to attach. `description` is the image's alt text. */
export interface ReplyFile {
  readonly name: string;
  readonly data: Buffer;
  readonly description: string;
}

/**
 * A button under an answer. Buttons are stateless: `customId` (at most 100 characters) starts with the
 * command's name and a feature's prefix and carries everything the button needs (dispatch.ts routes it).
 */
export interface ReplyButton {
  readonly customId: string;
  readonly label: string;
  readonly style: "primary" | "secondary" | "success";
}

/**
 * A board answer as plain data, shared by every feature's reply: text, the picture, privacy, and a
 * text-only form. `O` is the status logged for the interaction.
 */
export interface BoardReply<O extends string = string> {
  readonly outcome: O;
  /** Message text to send with `files`. */
  readonly content: string;
  /** The PNG (empty when attachFiles is false or there is nothing to draw). */
  readonly files: readonly ReplyFile[];
  readonly ephemeral: boolean;
  /** The whole answer as text (board in a code block), for when attaching files turns out to fail. */
  readonly textOnly: string;
  /** Buttons under the answer, in one row (at most 5), kept in the text-only form too. */
  readonly buttons?: readonly ReplyButton[];
}

/** Discord's limit on message content. */
export const MAX_CONTENT_LENGTH = 2000;

/**
 * A private `❌` answer to input that could not be answered: what was wrong and, when the input held no
 * readable board, the shapes the reader accepts.
 *
 * @param text - the presented message (lead and problems), e.g. "I couldn't read a Sudoku board: …"
 * @param m - the catalogue, for the accepted shapes
 * @param showFormats - add the accepted shapes
 * @returns an "invalid" reply with no files
 */
export function unreadableReply(text: string, m: Catalogue, showFormats = true): BoardReply<"invalid"> {
  const help = showFormats ? `\n\n${m.acceptedFormats}` : "";
  const content = clip(`❌ ${text}`, MAX_CONTENT_LENGTH - help.length) + help;
  return { outcome: "invalid", content, files: [], ephemeral: true, textOnly: content };
}

/** What {@link finishReply} needs: the words, the board for the text form, and how to draw the picture. */
export interface ReplyParts<O extends string> {
  outcome: O;
  ephemeral: boolean;
  words: string;
  board: Board;
  attach: boolean;
  spoiler: boolean;
  draw: () => Buffer;
  fileName: string;
  alt: string;
}

/**
 * Assembles a {@link BoardReply}: the PNG (drawn only when files may be attached) with `words` as its
 * text, and the text-only form with `board` as a grid in a code block.
 */
export function finishReply<O extends string>(f: ReplyParts<O>): BoardReply<O> {
  const textOnly = `${f.words}\n${gridBlock(f.board, f.spoiler)}`;
  if (!f.attach)
    return { outcome: f.outcome, content: textOnly, files: [], ephemeral: f.ephemeral, textOnly };
  const name = f.spoiler ? `SPOILER_${f.fileName}` : f.fileName;
  return {
    outcome: f.outcome,
    content: f.words,
    files: [{ name, data: f.draw(), description: f.alt }],
    ephemeral: f.ephemeral,
    textOnly,
  };
}

/** The board as a monospace grid in a code block, optionally inside spoiler bars. */
export function gridBlock(board: Board, spoiler: boolean): string {
  const block = `\`\`\`text\n${formatBoard(board, "grid")}\n\`\`\``;
  return spoiler ? `||${block}||` : block;
}

/** Cuts `text` to `max` characters, ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
