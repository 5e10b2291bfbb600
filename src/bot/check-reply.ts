/**
 * What the bot answers when someone asks "did I get it right?" — the one place that decides the reply to a
 * check, shared by `/sudoku check`, its modal and the "Check Sudoku" message menu so the three never drift.
 *
 * Pure: text in, plain data out (a {@link BoardReply}, sent by replies.ts's sendBoardReply). It never
 * imports discord.js. The verdict and its sentences come from the core (src/core/check.ts); this module
 * adds the emoji, the hint on how to see more, the picture's frame and caption, and the error wording.
 *
 * Privacy: a check answers privately unless asked otherwise. The attempt is the person's own work, a
 * complete correct grid is the puzzle's whole solution, and even "r1c3 is wrong" tells others in the
 * channel something about the answer; someone proud of a correct grid can still share it with
 * `private: False`.
 */
import { cellName } from "../core/board.js";
import {
  type CheckReport,
  type CheckStatus,
  checkAttempt,
  checkCells,
  readCheckInput,
  summariseCheck,
} from "../core/check.js";
import { describeProblems } from "../core/problems.js";
import type { BoardProblem } from "../core/read/index.js";
import { type CellMark, type CellView, renderBoard } from "../core/render.js";
import {
  type BoardReply,
  clip,
  explain,
  finishReply,
  gridBlock,
  MAX_CONTENT_LENGTH,
  unreadableReply,
} from "./board-reply.js";

/** How a check ended: the verdict, or "invalid" when a board could not be read (also the logged outcome). */
export type CheckOutcome = CheckStatus | "invalid";

/** The answer to a check request. */
export type CheckReply = BoardReply<CheckOutcome>;

export interface CheckReplyOptions {
  /** Name and mark the wrong entries of a partial attempt (a complete one always shows them). */
  reveal?: boolean;
  /** Answer only to the person who asked (ephemeral). Default true; user errors are always private. */
  private?: boolean;
  /** False when the bot may not attach files here: draw the board as a text grid instead of a PNG. */
  attachFiles?: boolean;
}

/** The emoji before each verdict: only a correct grid gets ✅, any known mistake ❌. */
const VERDICT_EMOJI: Readonly<Record<CheckStatus, string>> = {
  correct: "✅",
  wrong: "❌",
  "on-track": "👍",
  "dead-end": "❌",
};

/**
 * What each mark means, in the order the caption lists them. The symbols echo the marks' shapes (a
 * cross in the corner, a ring round the digit) and are in the bundled Inter font, so they draw as shown.
 */
const LEGEND: readonly (readonly [CellMark, string])[] = [
  ["wrong", "× wrong"],
  ["conflict", "○ repeated digit"],
];

/**
 * Builds the answer to "check this attempt".
 *
 * @param attemptText - the person's grid as pasted; with no `puzzleText`, a text holding two boards is the
 *   original puzzle followed by the attempt
 * @param puzzleText - the original puzzle, if given separately (blank counts as not given)
 * @param options - reveal / private / attachFiles (private and attachFiles default to true)
 * @returns the reply as plain data: content, the PNG, whether it is ephemeral, and a text-only form
 * @example
 * const reply = buildCheckReply(EASY_SOLUTION, EASY);
 * reply.outcome; // "correct"
 * reply.content; // "✅ Correct: every row, column and box holds 1 to 9 once and every given was kept."
 */
export function buildCheckReply(
  attemptText: string,
  puzzleText?: string,
  options: CheckReplyOptions = {},
): CheckReply {
  const puzzle = puzzleText === undefined || puzzleText.trim() === "" ? undefined : puzzleText;
  const input = readCheckInput(attemptText, puzzle);
  if (!input.ok) return inputErrorReply(input.which, input.problems);

  const report = checkAttempt(input.attempt, input.puzzle);
  const reveal = options.reveal === true;
  const cells = checkCells(report, { reveal });
  const caption = legendFor(cells);
  const lines = summariseCheck(report, { reveal });
  const hint = nextStepHint(report, reveal);
  const words = [`${VERDICT_EMOJI[report.status]} ${lines[0] ?? ""}`, ...lines.slice(1), ...hint].join("\n");
  return finishReply({
    outcome: report.status,
    ephemeral: options.private !== false,
    words: clip(words, MAX_CONTENT_LENGTH - gridBlock(report.board, false).length - 2),
    board: report.board,
    attach: options.attachFiles !== false,
    spoiler: false,
    draw: () =>
      renderBoard({
        cells,
        ...(report.status === "correct" ? { frame: "correct" as const } : {}),
        ...(report.status === "wrong" ? { frame: "wrong" as const } : {}),
        ...(caption === undefined ? {} : { caption }),
      }),
    fileName: "sudoku-check.png",
    alt: altText(report, cells),
  });
}

/**
 * The picture's caption: what the marks on it mean, only those present, or undefined when nothing is
 * marked.
 *
 * @param cells - the cells to be drawn
 * @example legendFor(cells) // "× wrong · ○ repeated digit"
 */
export function legendFor(cells: readonly CellView[]): string | undefined {
  const present = new Set(cells.map((c) => c.mark));
  const parts = LEGEND.flatMap(([mark, text]) => (present.has(mark) ? [text] : []));
  return parts.length === 0 ? undefined : parts.join(" · ");
}

/** One line on how to learn more, when the answer held something back. */
function nextStepHint(report: CheckReport, reveal: boolean): string[] {
  const hidden = report.wrong.some((c) => !report.changedGivens.includes(c));
  if (!report.complete && !reveal && report.puzzle === "unique" && hidden) {
    return ["To see which cells, run `/sudoku check` again with `reveal: True`."];
  }
  if (report.status === "on-track" && report.puzzle === "absent") {
    return [
      "Add the original puzzle (the `puzzle` option, or both boards in one message) to check your entries against its solution.",
    ];
  }
  return [];
}

/** The image's alt text: the verdict and, where shown, which cells are marked. */
function altText(report: CheckReport, cells: readonly CellView[]): string {
  const marked = cells.flatMap((c, i) => (c.mark === "wrong" ? [cellName(i)] : []));
  const verdict = {
    correct: "correct",
    wrong: "not right yet",
    "on-track": "on track",
    "dead-end": "a dead end",
  }[report.status];
  const where = marked.length === 0 ? "" : `; wrong cells marked with a cross: ${marked.join(", ")}`;
  return clip(`Your Sudoku, checked: ${verdict}; givens in bold, your digits in colour${where}`, 1024);
}

/**
 * A private `❌` answer naming which text is at fault. An original puzzle whose givens repeat a digit was
 * read fine but cannot be checked against; anything else unreadable gets the accepted shapes, as
 * `/sudoku solve` does.
 */
function inputErrorReply(which: "puzzle" | "attempt", problems: readonly BoardProblem[]): CheckReply {
  if (which === "puzzle" && problems.length > 0 && problems.every((p) => p.kind === "duplicate")) {
    const content = clip(
      `❌ The original puzzle breaks the rules, so I can't check against it${explain(describeProblems(problems))}`,
      MAX_CONTENT_LENGTH,
    );
    return { outcome: "invalid", content, files: [], ephemeral: true, textOnly: content };
  }
  return unreadableReply(
    which === "puzzle" ? "I couldn't read the original puzzle" : "I couldn't read your attempt",
    problems,
  );
}
