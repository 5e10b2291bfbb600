/**
 * A reply job: everything needed to build a board reply (solve or check) as plain, structured-cloneable data, so
 * it can run on a worker thread. {@link buildJobReply} is the work itself — the report (solving), the words and
 * the picture (drawing the PNG) — the same code whether it runs in a worker or on the main thread.
 */

import { type CheckInput, reportCheck } from "../../core/answer/check-report.js";
import { reportSolve } from "../../core/answer/solve-report.js";
import type { Reading } from "../../core/answer/source.js";
import { emptyBoard } from "../../core/board.js";
import type { ParseResult } from "../../core/read/index.js";
import { messagesFor } from "../../messages/index.js";
import { buildCheckReply, type CheckReplyOptions } from "../check/reply.js";
import type { BoardReply } from "../shared/board-reply.js";
import { buildSolveReply, type SolveReplyOptions } from "../solve/reply.js";

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
  /** Draws an empty board: loads the fonts of a fresh worker before the first real job. */
  | { kind: "warm-up" };

/**
 * Builds a job's reply: solves or checks, words the answer, draws the PNG.
 *
 * @param job - the job
 * @returns the reply as plain data (files hold the PNG bytes)
 */
export function buildJobReply(job: ReplyJob): BoardReply {
  switch (job.kind) {
    case "solve": {
      const { reading, source } = job.input;
      const messages = messagesFor(job.options.locale);
      return buildSolveReply(reportSolve(reading, source), { ...job.options, messages });
    }
    case "check": {
      const { reading, source } = job.input;
      const messages = messagesFor(job.options.locale);
      return buildCheckReply(reportCheck(reading, source), { ...job.options, messages });
    }
    case "warm-up":
      // The empty board has many solutions: one is drawn, which loads the fonts.
      return buildSolveReply(reportSolve({ ok: true, board: emptyBoard() }));
  }
}
