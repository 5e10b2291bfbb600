/**
 * What the bot answers to `/sudoku hint` and to "Next step": the position with the step drawn (candidates
 * small in the cells it concerns, the pattern outlined, removed candidates crossed out, placements on a
 * square), one sentence naming the technique (wrong entries named first), and a "Next step" button.
 *
 * Pure: plain data in, plain data out; never imports discord.js. Always private: a hint is for the asker.
 */
import { type Board, CELL_COUNT } from "../../core/board.js";
import { hintFor } from "../../core/logic/hint.js";
import { renderBoard } from "../../core/render/index.js";
import { stepPictureRequest } from "../../core/render/step-picture.js";
import type { Catalogue } from "../../messages/index.js";
import { hintText } from "../../present/hint-text.js";
import { type BoardReply, clip, finishReply, MAX_CONTENT_LENGTH } from "../shared/board-reply.js";
import { buildHintButton } from "./buttons.js";

/** How a hint answer ended, for the log line. */
export type HintReplyOutcome = "hint" | "solved" | "none" | "multiple" | "stuck";

/** What to give a hint for: the position, the puzzle when known, and how many steps were shown already. */
export interface HintRequest {
  readonly board: Board;
  readonly puzzle?: Board;
  readonly steps: number;
}

/** Options of every hint reply. */
export interface HintReplyOptions {
  readonly messages: Catalogue;
  /** False when the bot may not attach files here: the board as a text grid. */
  readonly attachFiles: boolean;
}

const textReply = (outcome: HintReplyOutcome, text: string): BoardReply<HintReplyOutcome> => ({
  outcome,
  content: text,
  files: [],
  ephemeral: true,
  textOnly: text,
});

/**
 * The answer to a hint request.
 *
 * @example buildHintReply({ board, steps: 0 }, { messages: en, attachFiles: true }).content
 *   // "Naked Single: r5c5 has one candidate left, 5: …"
 */
export function buildHintReply(
  request: HintRequest,
  options: HintReplyOptions,
): BoardReply<HintReplyOutcome> {
  const m = options.messages;
  const outcome = hintFor(request.board, request.puzzle, { after: request.steps });
  if (outcome.status === "none") return textReply("none", `❌ ${m.hint.none}`);
  if (outcome.status === "multiple") return textReply("multiple", `❌ ${m.hint.multiple}`);
  if (outcome.status === "solved") return textReply("solved", `✅ ${hintText(outcome, m)}`);
  if (outcome.status === "stuck") return textReply("stuck", hintText(outcome, m));
  // The next button carries the position without the wrong entries, so it does not name them again.
  const givens = request.puzzle ?? request.board;
  const board = request.board.slice();
  for (let cell = 0; cell < CELL_COUNT; cell++) if (givens[cell] !== 0) board[cell] = givens[cell];
  for (const cell of outcome.wrong) board[cell] = 0;
  const wrong = new Map(outcome.wrong.map((cell) => [cell, request.board[cell]]));
  const words = clip(`💡 ${hintText(outcome, m)}`, MAX_CONTENT_LENGTH - 200);
  const reply = finishReply({
    outcome: "hint" as const,
    ephemeral: true,
    words,
    board: outcome.position.values,
    attach: options.attachFiles,
    spoiler: false,
    draw: () =>
      renderBoard(stepPictureRequest(outcome.position, outcome.step, { caption: m.hint.legend, wrong })),
    fileName: "sudoku-hint.png",
    alt: m.hint.alt,
  });
  return { ...reply, buttons: [buildHintButton({ puzzle: givens, board, steps: request.steps + 1 }, m)] };
}
