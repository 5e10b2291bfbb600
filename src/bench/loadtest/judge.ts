/**
 * Judging the load test's answers from what Discord would show: the final message's text, files, privacy and
 * buttons. A solved board shown as text is checked cell by cell with the independent validator
 * (src/core/validate.ts); a hint's "Next step" button must carry the position asked about, one step further; a new
 * puzzle's buttons must carry a puzzle with exactly one solution.
 *
 * Glossary: as in mix.ts; the shown answer is what the user sees once the interaction is answered.
 */
import { type Board, formatBoard } from "../../core/board.js";
import { decodeHintState } from "../../core/logic/hint-state.js";
import { solve } from "../../core/solver.js";
import { isSolutionOf } from "../../core/validate.js";

/** What a right answer to a request is. */
export type Expectation =
  | { kind: "solution"; puzzle: Board; several: boolean }
  | { kind: "no-solution" }
  | { kind: "unreadable" }
  | { kind: "verdict"; verdict: "correct" | "wrong" | "on-track" }
  /** A private step of the position `puzzle`, with a "Next step" button for step `nextSteps`. */
  | { kind: "hint"; puzzle: Board; nextSteps: number }
  /** A public new puzzle with exactly one solution, and its buttons. */
  | { kind: "new-puzzle" }
  | { kind: "any" };

/** What the user sees as the answer: the final message's text, files and buttons. */
export interface ShownAnswer {
  content: string;
  files: { data: Buffer; size: number }[];
  ephemeral: boolean;
  /** The custom ids of the message's buttons, in order. */
  customIds: string[];
}

/** True for a board-sized ``` block in `content` whose digits solve `puzzle` (checked by the independent validator). */
export function textGridSolves(content: string, puzzle: Board): boolean {
  const block = /```[a-z]*\n?([\s\S]*?)```/.exec(content.replaceAll("||", ""))?.[1];
  if (block === undefined) return false;
  const digits = block.replace(/[^1-9.]/g, "");
  if (digits.length !== 81) return false;
  const grid = Uint8Array.from(digits, (c) => (c === "." ? 0 : Number(c)));
  return isSolutionOf(puzzle, grid);
}

/** The PNG signature, to check an attached picture is one. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The line an answer to a picture starts with, saying what was read (from a photo or a screenshot). */
const READ_FROM_PICTURE = /^Read from your (?:picture|screenshot):[^\n]*\n/;

/** The prefix of a "Next step" button (src/bot/hint/buttons.ts) and of a new puzzle's "Check my answer". */
const NEXT_STEP = "sudoku:hn:";
const NEW_PUZZLE_CHECK = /^sudoku:nc:([1-9.]{81})$/;

/**
 * Judges an answer against its request's expectation.
 *
 * @returns undefined when right, else why it is wrong (for the report).
 */
export function judgeAnswer(expect: Expectation, answer: ShownAnswer): string | undefined {
  const { content, files } = answer;
  if (content.startsWith("🐞")) return "bug reply";
  const picture =
    files.length === 1 &&
    (files[0] as ShownAnswer["files"][number]).data.subarray(0, 8).equals(PNG_SIGNATURE);
  switch (expect.kind) {
    case "any":
      return undefined;
    case "solution": {
      const words = expect.several ? /not unique|more than one|several/i : /unique/i;
      if (!words.test(content) || (!expect.several && /not unique/i.test(content)))
        return "wrong verdict words";
      if (files.length === 0)
        return textGridSolves(content, expect.puzzle) ? undefined : "text grid is not a solution";
      return picture ? undefined : "no PNG picture";
    }
    case "no-solution":
      return /no solution/i.test(content) ? undefined : "no-solution not said";
    case "unreadable":
      return content.startsWith("❌") && answer.ephemeral && files.length === 0
        ? undefined
        : "not a private ❌";
    case "verdict": {
      const lead = { correct: "✅", wrong: "❌", "on-track": "👍" }[expect.verdict];
      return content.replace(READ_FROM_PICTURE, "").startsWith(lead) ? undefined : `expected ${lead}`;
    }
    case "hint":
      return judgeHint(expect, answer, picture);
    case "new-puzzle":
      return judgeNewPuzzle(answer, picture);
  }
}

function judgeHint(
  expect: Extract<Expectation, { kind: "hint" }>,
  answer: ShownAnswer,
  picture: boolean,
): string | undefined {
  if (answer.content.startsWith("❌")) return "refused";
  if (!answer.ephemeral) return "hint not private";
  if (answer.files.length > 0 && !picture) return "no PNG picture";
  const next = answer.customIds.find((id) => id.startsWith(NEXT_STEP));
  const state = next === undefined ? undefined : decodeHintState(next.slice(NEXT_STEP.length));
  if (state === undefined) return "no Next step button";
  if (formatBoard(state.puzzle, "line") !== formatBoard(expect.puzzle, "line"))
    return "Next step button holds another puzzle";
  return state.steps === expect.nextSteps
    ? undefined
    : `Next step button at step ${state.steps}, not ${expect.nextSteps}`;
}

function judgeNewPuzzle(answer: ShownAnswer, picture: boolean): string | undefined {
  if (answer.content.startsWith("❌")) return "refused";
  if (answer.ephemeral) return "new puzzle not public";
  if (answer.files.length > 0 && !picture) return "no PNG picture";
  const line = answer.customIds.map((id) => NEW_PUZZLE_CHECK.exec(id)?.[1]).find((l) => l !== undefined);
  if (line === undefined) return "no Check my answer button";
  const puzzle = Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
  const result = solve(puzzle, { limit: 2 });
  return result.status === "unique" ? undefined : `new puzzle has ${result.count} solutions`;
}
