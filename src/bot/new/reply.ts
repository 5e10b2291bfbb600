/**
 * What the bot answers to `/sudoku new`: the puzzle as a picture (givens only), its level, a copyable
 * 81-character line and its seed, with buttons; and the private "Show solution" answer.
 *
 * Pure: a generator result in, plain data out; never imports discord.js. The buttons are stateless: each
 * custom id carries the puzzle itself (see buttons.ts).
 */
import { countFilled, formatBoard } from "../../core/board.js";
import type { GenerateResult } from "../../core/generate/index.js";
import type { Level } from "../../core/logic/types.js";
import { boardCells, renderBoard } from "../../core/render/index.js";
import { solve } from "../../core/solve/index.js";
import type { Catalogue } from "../../messages/index.js";
import { type BoardReply, finishReply } from "../shared/board-reply.js";
import { buildNewButtons } from "./buttons.js";

/** How a `/sudoku new` answer ended, for the log line. */
export type NewReplyOutcome = "generated" | "out-of-time" | "solution" | "invalid";

/** Options of every new-puzzle reply. */
export interface NewReplyOptions {
  readonly messages: Catalogue;
  /** False when the bot may not attach files here: the board as a text grid. */
  readonly attachFiles: boolean;
}

/**
 * The answer to `/sudoku new`: the puzzle, or a private sentence when none came in time.
 *
 * @example buildNewReply(generate({ level: "hard", seed: 7 }), { messages: en, attachFiles: true }).content
 *   // "New Hard puzzle · 24 givens · seed 7\n```\n…81 characters…\n```\nCopy the line above…"
 */
export function buildNewReply(result: GenerateResult, options: NewReplyOptions): BoardReply<NewReplyOutcome> {
  const m = options.messages.newPuzzle;
  const level = m.level(result.level);
  if (!result.ok) {
    const text = `⏳ ${m.failed(level, options.messages.duration(result.ms))}`;
    return { outcome: "out-of-time", content: text, files: [], ephemeral: true, textOnly: text };
  }
  const line = formatBoard(result.puzzle);
  const words = [
    m.heading(level, countFilled(result.puzzle), result.seed >>> 0),
    `\`\`\`\n${line}\n\`\`\``,
    m.howTo,
  ];
  const reply = finishReply({
    outcome: "generated" as const,
    ephemeral: false,
    words: words.join("\n"),
    board: result.puzzle,
    attach: options.attachFiles,
    spoiler: false,
    draw: () => renderBoard({ cells: boardCells(result.puzzle) }),
    fileName: "sudoku-puzzle.png",
    alt: m.alt,
  });
  return { ...reply, buttons: buildNewButtons(result.puzzle, result.level, options.messages) };
}

/**
 * The private answer to "Show solution": the solved board, givens in bold. The puzzle comes from the button,
 * so it is solved again here (microseconds) rather than trusted.
 */
export function buildNewSolutionReply(
  puzzle: Uint8Array,
  level: Level,
  options: NewReplyOptions,
): BoardReply<NewReplyOutcome> {
  const m = options.messages.newPuzzle;
  const result = solve(puzzle);
  if (result.status !== "unique") {
    const text = `❌ ${options.messages.bot.staleButton}`;
    return { outcome: "invalid", content: text, files: [], ephemeral: true, textOnly: text };
  }
  return finishReply({
    outcome: "solution" as const,
    ephemeral: true,
    words: m.solution(m.level(level)),
    board: result.solution,
    attach: options.attachFiles,
    spoiler: false,
    draw: () => renderBoard({ cells: boardCells(puzzle, result.solution) }),
    fileName: "sudoku-solution.png",
    alt: m.solutionAlt,
  });
}
