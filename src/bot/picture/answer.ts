/**
 * Answers a picture (`/sudoku solve image:`, `/sudoku check image:`, and the message menus on a message whose
 * text holds no board): defers at once (a download and a read can pass Discord's 3 s), downloads the attachment
 * within the limits (shared/attachment.ts: Discord's CDN origins only, a size cap, a time limit, magic bytes),
 * then reads, solves or checks and draws on the reply pool's workers, off the event loop.
 */
import type {
  ButtonInteraction,
  MessageContextMenuCommandInteraction,
  RepliableInteraction,
} from "discord.js";
import type { BoardSource } from "../../core/answer/source.js";
import { type Catalogue, messagesFor } from "../../messages/index.js";
import { answerCheck } from "../check/answer.js";
import { buildCheckModal } from "../check/modal.js";
import type { Logger } from "../logger.js";
import { buildOnPool } from "../pool/pool.js";
import {
  type AttachmentRef,
  type DownloadLimits,
  type DownloadProblem,
  downloadAttachment,
  downloadLimits,
  downloadTimeoutMs,
  maxDownloadBytes,
} from "../shared/attachment.js";
import type { BoardReply } from "../shared/board-reply.js";
import { sendDeferredBoardReply } from "../shared/send-reply.js";
import { answerSolve } from "../solve/answer.js";
import { buildSolveModal } from "../solve/modal.js";
import { boardLines, type PictureButtonAction } from "./buttons.js";
import type { PictureRequest } from "./reply.js";

/** An attachment as discord.js describes it (the parts a picture answer needs). */
export interface PictureAttachment extends AttachmentRef {
  readonly name: string;
  readonly contentType: string | null;
}

const PICTURE_NAME = /\.(png|jpe?g|webp)$/i;

/**
 * The first attachment that looks like a picture (by its content type or its file name), for the message menus.
 * Whether it really is one is decided later, by its first bytes.
 *
 * @param attachments - a message's attachments
 * @returns the attachment, or undefined when none looks like a picture
 */
export function pickPicture(attachments: Iterable<PictureAttachment>): PictureAttachment | undefined {
  for (const attachment of attachments) {
    if (attachment.contentType?.startsWith("image/") || PICTURE_NAME.test(attachment.name)) return attachment;
  }
  return undefined;
}

/** The private answer to an attachment that was not downloaded. */
export function downloadRefusal(
  problem: DownloadProblem,
  limits: DownloadLimits,
  m: Catalogue,
): BoardReply<`download-${DownloadProblem["kind"]}`> {
  const words = m.bot.picture.download;
  const text = ((): string => {
    switch (problem.kind) {
      case "too-large":
        return words["too-large"](Math.round((maxDownloadBytes(limits) / 1048576) * 10) / 10);
      case "http-status":
        return words["http-status"](problem.status);
      case "timeout":
        return words.timeout(Math.round(downloadTimeoutMs(limits) / 100) / 10);
      default:
        return words[problem.kind];
    }
  })();
  const content = `❌ ${text}`;
  return { outcome: `download-${problem.kind}`, content, files: [], ephemeral: true, textOnly: content };
}

/**
 * Reads a picture and answers it: the solve or check answer, the grid as read with an Edit button when the
 * reader is not sure, or a private `❌` saying why there is no board (download, picture or read).
 *
 * @param interaction - a slash command or message menu interaction not yet answered
 * @param attachment - the picture (its own URL is the only one downloaded)
 * @param request - solve or check, and the person's choices (`private` also sets how to defer)
 * @param logger - for the fallback lines and the download problem
 * @returns the outcome for the dispatcher's log line
 */
export async function answerPicture(
  interaction: RepliableInteraction,
  attachment: PictureAttachment,
  request: PictureRequest,
  logger: Logger,
): Promise<string> {
  const messages = messagesFor(interaction.locale);
  return sendDeferredBoardReply(
    interaction,
    request.private,
    async (attachFiles): Promise<BoardReply> => {
      const limits = downloadLimits();
      const downloaded = await downloadAttachment(attachment, limits);
      if (!downloaded.ok) {
        logger.info({ problem: downloaded.problem }, "picture not downloaded");
        return downloadRefusal(downloaded.problem, limits, messages);
      }
      const bytes = new Uint8Array(
        downloaded.bytes.buffer,
        downloaded.bytes.byteOffset,
        downloaded.bytes.length,
      );
      return buildOnPool(
        { kind: "read", bytes, request, options: { attachFiles, locale: interaction.locale } },
        { busy: messages.bot.busy, tooSlow: messages.bot.picture.tooSlow },
      );
    },
    logger,
  );
}

/**
 * Answers a message menu ("Solve Sudoku", "Check Sudoku") from the picture attached to the target message,
 * privately (the message may be someone else's).
 *
 * @returns the outcome, or undefined when the message has no attachment that looks like a picture
 */
export async function answerMessagePicture(
  interaction: MessageContextMenuCommandInteraction,
  mode: "solve" | "check",
  logger: Logger,
): Promise<string | undefined> {
  const picture = pickPicture(interaction.targetMessage.attachments.values());
  if (picture === undefined) return undefined;
  const request = { mode, spoiler: false, reveal: false, private: true, name: picture.name };
  return answerPicture(interaction, picture, request, logger);
}

/**
 * Answers a button under an unsure read (buttons.ts).
 * - Edit opens the solve or check box pre-filled with the grid as read (solve: the printed digits; check:
 *   everything read as the attempt and the printed digits as the puzzle). Its submit is an ordinary solve or
 *   check modal submit, answered by that feature.
 * - "Solve as read" / "Check as read" answers that grid as it is, as the solve or check feature answers a board:
 *   the person has compared it with the picture and vouched for it.
 *
 * @param interaction - the button press (a modal, for Edit, must be its first response)
 * @param request - what the button carries (buttons.ts)
 * @param commandName - the command whose modal handler takes Edit's submit
 * @param logger - for the answer's log lines
 * @returns the outcome for the dispatcher's log line
 */
export async function answerPictureButton(
  interaction: ButtonInteraction,
  request: PictureButtonAction,
  commandName: string,
  logger: Logger,
): Promise<string> {
  const grid = request.puzzle.map((printed, cell) => printed || (request.handwritten[cell] ?? 0));
  if (request.action === "confirm") {
    const source: BoardSource = { kind: "image" };
    const state = { private: request.private };
    if (request.mode === "solve") {
      const reading = { ok: true as const, board: request.puzzle };
      return answerSolve(interaction, { reading, source }, { ...state, spoiler: request.spoiler }, logger);
    }
    const reading = { ok: true as const, attempt: grid, puzzle: request.puzzle };
    return answerCheck(interaction, { reading, source }, { ...state, reveal: request.reveal }, logger);
  }
  const m = messagesFor(interaction.locale);
  const state = { private: request.private };
  if (request.mode === "solve") {
    const board = boardLines(request.puzzle);
    await interaction.showModal(
      buildSolveModal(commandName, { ...state, spoiler: request.spoiler }, m, board),
    );
  } else {
    const puzzle = boardLines(request.puzzle);
    const modal = buildCheckModal(
      commandName,
      { ...state, reveal: request.reveal },
      puzzle,
      m,
      boardLines(grid),
    );
    await interaction.showModal(modal);
  }
  return "modal";
}
