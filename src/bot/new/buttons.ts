/**
 * The buttons under a new puzzle, stateless: each custom id holds the puzzle (81 characters) and what the
 * button does, so any bot process can answer it, after a restart too.
 *
 * Custom ids (at most 100 characters; the command name first, as dispatch.ts routes by it):
 * - `sudoku:nc:<puzzle>`: "Check my answer", opens the check modal with the puzzle filled in;
 * - `sudoku:ns:<level letter><puzzle>`: "Show solution", answered privately;
 * - "Hint" is the hint feature's own button (`sudoku:hn:…`, hint/buttons.ts) on the puzzle with no step shown.
 */
import { formatBoard } from "../../core/board.js";
import type { Level } from "../../core/logic/types.js";
import { parseBoard } from "../../core/read/index.js";
import type { Catalogue } from "../../messages/index.js";
import { buildHintButton } from "../hint/buttons.js";
import type { ReplyButton } from "../shared/board-reply.js";

const COMMAND = "sudoku";
const LEVEL_LETTERS: Readonly<Record<Level, string>> = {
  easy: "e",
  medium: "m",
  hard: "h",
  expert: "x",
  extreme: "z",
};

/** What a new-puzzle button asks for, read back from its custom id. */
export type NewButtonAction =
  | { readonly kind: "check"; readonly puzzle: Uint8Array }
  | { readonly kind: "solution"; readonly puzzle: Uint8Array; readonly level: Level };

/** The buttons of a new puzzle, labelled in the catalogue's language. */
export function buildNewButtons(puzzle: Uint8Array, level: Level, m: Catalogue): ReplyButton[] {
  const line = formatBoard(puzzle);
  return [
    buildHintButton({ puzzle, board: puzzle, steps: 0 }, m, m.newPuzzle.buttons.hint, "secondary"),
    { customId: `${COMMAND}:nc:${line}`, label: m.newPuzzle.buttons.check, style: "primary" },
    {
      customId: `${COMMAND}:ns:${LEVEL_LETTERS[level]}${line}`,
      label: m.newPuzzle.buttons.solution,
      style: "secondary",
    },
  ];
}

/**
 * Reads a new-puzzle button's custom id.
 *
 * @returns the action, or undefined when the id is not one of these buttons (or was tampered with)
 */
export function parseNewButton(customId: string): NewButtonAction | undefined {
  const match = /^sudoku:(nc|ns):([emhxz]?)([1-9.]{81})$/.exec(customId);
  if (match === null) return undefined;
  const [, kind, letter, line] = match;
  const read = parseBoard(line as string);
  if (!read.ok) return undefined;
  if (kind === "nc") return letter === "" ? { kind: "check", puzzle: read.board } : undefined;
  const level = (Object.keys(LEVEL_LETTERS) as Level[]).find((l) => LEVEL_LETTERS[l] === letter);
  return level === undefined ? undefined : { kind: "solution", puzzle: read.board, level };
}
