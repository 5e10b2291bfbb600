/**
 * A reply job: everything needed to build a board reply (solve or check) as plain, structured-cloneable data, so
 * it can run on a worker thread. {@link buildJobReply} is the work itself — the report (solving), the words and
 * the picture (drawing the PNG) — the same code whether it runs in a worker or on the main thread. A "read" job
 * also decodes and reads a picture first (tens to hundreds of ms of CPU), so it is the one that returns a promise.
 */

import { type CheckInput, reportCheck } from "../../core/answer/check-report.js";
import { reportSolve, withGrade } from "../../core/answer/solve-report.js";
import type { Reading } from "../../core/answer/source.js";
import { emptyBoard } from "../../core/board.js";
import { generate } from "../../core/generate/index.js";
import type { Level } from "../../core/logic/types.js";
import type { ParseResult } from "../../core/read/index.js";
import { warmUpReader } from "../../core/vision/practice.js";
import { readPicture } from "../../core/vision/shipped.js";
import { messagesFor } from "../../messages/index.js";
import { buildCheckReply, type CheckReplyOptions } from "../check/reply.js";
import { buildHintReply, type HintRequest } from "../hint/reply.js";
import { buildNewReply, buildNewSolutionReply } from "../new/reply.js";
import { buildPictureReply, type PictureRequest } from "../picture/reply.js";
import type { BoardReply } from "../shared/board-reply.js";
import { buildSolveReply, type SolveReplyOptions } from "../solve/reply.js";

/**
 * How long `/sudoku new` may search for a puzzle of the level: with the deferral this stays far inside
 * Discord's 15 minutes, and well inside the pool's job timeout, so a miss is said rather than cut off.
 */
export const NEW_PUZZLE_BUDGET_MS = 2500;

/** Reply options that travel with a job: the feature's own, the permission to attach, and the locale. */
interface JobOptions {
  attachFiles: boolean;
  /** The interaction's locale, to pick the message catalogue. */
  locale: string | undefined;
}

/** One reply to build. */
export type ReplyJob =
  | {
      kind: "solve";
      input: Reading<ParseResult>;
      options: Pick<SolveReplyOptions, "spoiler" | "private"> & JobOptions;
    }
  | {
      kind: "check";
      input: Reading<CheckInput>;
      options: Pick<CheckReplyOptions, "reveal" | "private"> & JobOptions;
    }
  /** A new puzzle (`/sudoku new`): generates it, within the generator's own time budget, and draws it. */
  | { kind: "new"; level: Level; seed: number; options: JobOptions }
  /** The solution of a new puzzle ("Show solution"). */
  | { kind: "solution"; puzzle: Uint8Array; level: Level; options: JobOptions }
  /** The next logical step of a position (`/sudoku hint`, "Next step"). */
  | { kind: "hint"; request: HintRequest; options: JobOptions }
  /** A picture to read (decode, find the board, read the digits), then solve or check (`/sudoku solve image:`). */
  | { kind: "read"; bytes: Uint8Array; request: PictureRequest; options: JobOptions }
  /**
   * Draws an empty board: loads the fonts of a fresh worker before the first real job; with `reader`, also
   * reads a practice photo (practice.ts), so that the first user's picture is read at full speed.
   */
  | { kind: "warm-up"; reader?: boolean };

/**
 * Builds a job's reply: solves or checks, words the answer, draws the PNG.
 *
 * @param job - the job
 * @returns the reply as plain data (files hold the PNG bytes); a promise for a "read" job
 */
export function buildJobReply(job: ReplyJob): BoardReply | Promise<BoardReply> {
  switch (job.kind) {
    case "solve": {
      const { reading, source } = job.input;
      const messages = messagesFor(job.options.locale);
      return buildSolveReply(withGrade(reportSolve(reading, source)), { ...job.options, messages });
    }
    case "check": {
      const { reading, source } = job.input;
      const messages = messagesFor(job.options.locale);
      return buildCheckReply(reportCheck(reading, source), { ...job.options, messages });
    }
    case "new": {
      const result = generate({ level: job.level, seed: job.seed, budgetMs: NEW_PUZZLE_BUDGET_MS });
      return buildNewReply(result, {
        messages: messagesFor(job.options.locale),
        attachFiles: job.options.attachFiles,
      });
    }
    case "hint":
      return buildHintReply(job.request, {
        messages: messagesFor(job.options.locale),
        attachFiles: job.options.attachFiles,
      });
    case "solution": {
      const options = { messages: messagesFor(job.options.locale), attachFiles: job.options.attachFiles };
      return buildNewSolutionReply(job.puzzle, job.level, options);
    }
    case "read": {
      const options = { messages: messagesFor(job.options.locale), attachFiles: job.options.attachFiles };
      return readPicture(job.bytes).then((read) => buildPictureReply(read, job.request, options));
    }
    case "warm-up": {
      // The empty board has many solutions: one is drawn, which loads the fonts.
      const drawn = () => buildSolveReply(reportSolve({ ok: true, board: emptyBoard() }));
      return job.reader === true ? warmUpReader().then(drawn) : drawn();
    }
  }
}
