/**
 * What the bot answers for a picture it read: the one place that turns a read (src/core/vision/) into a reply,
 * for `/sudoku solve image:`, `/sudoku check image:` and the two message menus.
 *
 * - `read` (every cell confident, the rules kept): the usual solve or check answer, with a first line saying
 *   what was read from the picture. Solve takes the printed digits as the puzzle and leaves the handwritten
 *   ones out (saying how many); check takes the printed digits as the puzzle and everything read as the attempt.
 * - `unsure`: no answer. The grid as read, its doubtful cells marked, the rules it breaks, and an Edit button
 *   that opens the solve or check box pre-filled with the grid (buttons.ts), so a person confirms it first;
 *   when the digits as read break no rule, also a "Solve as read" / "Check as read" button that answers the
 *   grid as it is.
 * - no board, or not a picture: a private `❌` saying why.
 *
 * Pure: a read in, plain data out (runs on the reply pool's workers). It never imports discord.js.
 */
import { reportCheck } from "../../core/answer/check-report.js";
import { reportSolve, withGrade } from "../../core/answer/solve-report.js";
import type { BoardSource } from "../../core/answer/source.js";
import { renderBoard } from "../../core/render/index.js";
import type { ImageRead } from "../../core/vision/read.js";
import { type Catalogue, DEFAULT_MESSAGES } from "../../messages/index.js";
import { canConfirmRead, presentUnsureRead, readFailureText } from "../../present/read-presentation.js";
import { buildCheckReply } from "../check/reply.js";
import { type BoardReply, clip, finishReply, gridBlock, MAX_CONTENT_LENGTH } from "../shared/board-reply.js";
import { buildSolveReply } from "../solve/reply.js";
import { buildPictureButton } from "./buttons.js";

/** What was asked of a picture, and how to answer. */
export interface PictureRequest {
  readonly mode: "solve" | "check";
  /** Solve: hide the solution behind a spoiler. */
  readonly spoiler: boolean;
  /** Check: name the wrong entries of a partial attempt. */
  readonly reveal: boolean;
  readonly private: boolean;
  /** The attachment's file name, carried into the report's source. */
  readonly name?: string;
}

export interface PictureReplyOptions {
  /** False when the bot may not attach files here: the grid as text instead of a PNG. */
  attachFiles?: boolean;
  /** The catalogue (default English). */
  messages?: Catalogue;
}

/** A read that gave no answer: the reader was unsure, found no board, or was given no picture. */
export type PictureRefusal = "unsure" | "no-board" | "not-a-picture";

/** Puts `lead` on its own line before a reply's words (in both the message and its text-only form). */
function withLead<O extends string>(reply: BoardReply<O>, lead: string): BoardReply<O> {
  const room = MAX_CONTENT_LENGTH - reply.content.length - 1;
  const first = clip(lead, Math.max(0, room));
  return {
    ...reply,
    content: `${first}\n${reply.content}`,
    textOnly: clip(`${first}\n${reply.textOnly}`, MAX_CONTENT_LENGTH),
  };
}

/**
 * Builds the answer to a picture.
 *
 * @param read - what the reader made of the picture (`readPicture`)
 * @param request - solve or check, and the person's choices
 * @param options - attachFiles (default true) / messages
 * @returns the reply as plain data; its outcome is the solve or check status, or a {@link PictureRefusal}
 * @example buildPictureReply(await readPicture(png), { mode: "solve", spoiler: false, reveal: false, private: false }).outcome // "unique"
 */
export function buildPictureReply(
  read: ImageRead,
  request: PictureRequest,
  options: PictureReplyOptions = {},
): BoardReply {
  const m = options.messages ?? DEFAULT_MESSAGES;
  const w = m.bot.picture;
  const attachFiles = options.attachFiles !== false;
  if (read.status === "error" || read.status === "no-board") {
    const content = `❌ ${w.couldNotRead(readFailureText(read, m) ?? m.picture.noGrid)}`;
    const outcome: PictureRefusal = read.status === "error" ? "not-a-picture" : "no-board";
    return { outcome, content, files: [], ephemeral: true, textOnly: content };
  }
  if (read.status === "unsure") {
    const confirmable = canConfirmRead(read);
    const shown = presentUnsureRead(read, m, confirmable ? request.mode : undefined);
    const reply = finishReply({
      outcome: "unsure" satisfies PictureRefusal,
      ephemeral: request.private,
      words: clip(`❓ ${shown.text}`, MAX_CONTENT_LENGTH - gridBlock(shown.board, false).length - 2),
      board: shown.board,
      attach: attachFiles,
      spoiler: false,
      draw: () => renderBoard(shown.picture),
      fileName: shown.fileName,
      alt: shown.alt,
    });
    const grid = { ...request, puzzle: read.puzzle, handwritten: read.handwritten };
    const edit = buildPictureButton({ ...grid, action: "edit" }, m);
    const buttons = confirmable ? [buildPictureButton({ ...grid, action: "confirm" }, m), edit] : [edit];
    return { ...reply, buttons };
  }
  const source: BoardSource = { kind: "image", ...(request.name ? { name: request.name } : {}) };
  const printed = read.puzzle.filter((d) => d !== 0).length;
  const handwritten = read.handwritten.filter((d) => d !== 0).length;
  if (request.mode === "solve") {
    const report = withGrade(reportSolve({ ok: true, board: read.puzzle }, source));
    const reply = buildSolveReply(report, {
      spoiler: request.spoiler,
      private: request.private,
      attachFiles,
      messages: m,
    });
    const left = handwritten > 0 ? ` ${w.handwrittenLeftOut(handwritten, read.source)}` : "";
    return withLead(reply, `${w.readFrom(printed, 0, read.source)}${left}`);
  }
  const report = reportCheck({ ok: true, attempt: read.grid, puzzle: read.puzzle }, source);
  const reply = buildCheckReply(report, {
    reveal: request.reveal,
    private: request.private,
    attachFiles,
    messages: m,
  });
  return withLead(reply, w.readFrom(printed, handwritten, read.source));
}
