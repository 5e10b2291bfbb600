/**
 * The buttons under a picture the bot is not sure it read right: "Edit" opens the solve or check box pre-filled
 * with the grid as read; "Solve as read" / "Check as read" answers the grid as it is, once the person has
 * compared it with the picture. Stateless like every button: the custom id carries the whole grid as read and
 * the request's choices, so pressing it after a restart still works.
 *
 * Id: `sudoku:<action>:<mode><flags>:<81 cells>`, at most 99 characters (Discord allows 100):
 * - action `edit` or `confirm`;
 * - mode `s` (solve) or `c` (check);
 * - flags a digit 0–3: bit 1 spoiler (solve) or reveal (check), bit 2 private;
 * - one character per cell, row by row: `.` blank, `1`–`9` a printed digit, `a`–`i` a handwritten digit 1–9
 *   (so a check keeps its two grids, the printed puzzle and the attempt, in one string).
 */
import type { Board } from "../../core/board.js";
import type { Catalogue } from "../../messages/index.js";
import type { ReplyButton } from "../shared/board-reply.js";

/** What an Edit or confirm button asks for, read back from its custom id (like new/buttons.ts's NewButtonAction). */
export interface PictureButtonAction {
  /** Open the box pre-filled with the grid (`edit`), or answer the grid as read (`confirm`). */
  readonly action: "edit" | "confirm";
  readonly mode: "solve" | "check";
  /** Solve: hide the answer behind a spoiler. Check: name wrong entries. */
  readonly spoiler: boolean;
  readonly reveal: boolean;
  readonly private: boolean;
  /** The printed digits as read, 0 elsewhere. */
  readonly puzzle: Board;
  /** The handwritten digits as read, 0 elsewhere. */
  readonly handwritten: Board;
}

/** The command whose handleButton receives the press (the message menus route theirs here too). */
const COMMAND = "sudoku";
const HANDWRITTEN_ONE = "a".charCodeAt(0);

/**
 * An Edit or confirm button: its label and its custom id.
 *
 * @example buildPictureButton({ action: "edit", mode: "solve", spoiler: false, reveal: false, private: true, puzzle, handwritten }, en).customId // "sudoku:edit:s2:53..7…"
 */
export function buildPictureButton(request: PictureButtonAction, m: Catalogue): ReplyButton {
  const first = request.mode === "solve" ? request.spoiler : request.reveal;
  const flags = (first ? 1 : 0) + (request.private ? 2 : 0);
  let cells = "";
  for (let cell = 0; cell < 81; cell++) {
    const printed = request.puzzle[cell] ?? 0;
    const written = request.handwritten[cell] ?? 0;
    if (printed !== 0) cells += String(printed);
    else if (written !== 0) cells += String.fromCharCode(HANDWRITTEN_ONE + written - 1);
    else cells += ".";
  }
  const w = m.bot.picture;
  return {
    customId: `${COMMAND}:${request.action}:${request.mode[0]}${flags}:${cells}`,
    label: request.action === "edit" ? w.editButton : w.confirmButton[request.mode],
    style: request.action === "edit" ? "primary" : "success",
  };
}

/**
 * Reads an id made by {@link buildPictureButton}.
 *
 * @returns the request, or undefined when the id is not an Edit or confirm button's (or was tampered with)
 */
export function parsePictureButton(customId: string): PictureButtonAction | undefined {
  const match = /^sudoku:(edit|confirm):([sc])([0-3]):([.1-9a-i]{81})$/.exec(customId);
  if (match === null) return undefined;
  const [, action, mode, flagText, cells] = match as unknown as [string, string, string, string, string];
  const flags = Number(flagText);
  const puzzle = new Uint8Array(81);
  const handwritten = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const ch = cells[cell] as string;
    if (ch >= "1" && ch <= "9") puzzle[cell] = Number(ch);
    else if (ch !== ".") handwritten[cell] = ch.charCodeAt(0) - HANDWRITTEN_ONE + 1;
  }
  const first = (flags & 1) !== 0;
  return {
    action: action === "edit" ? "edit" : "confirm",
    mode: mode === "s" ? "solve" : "check",
    spoiler: mode === "s" && first,
    reveal: mode === "c" && first,
    private: (flags & 2) !== 0,
    puzzle,
    handwritten,
  };
}

/**
 * A board as the text a modal is pre-filled with: 9 lines of 9, `.` for blanks (what the board reader takes).
 *
 * @example boardLines(puzzle) // "53..7....\n6..195...\n…"
 */
export function boardLines(board: Board): string {
  const rows: string[] = [];
  for (let row = 0; row < 9; row++) {
    let line = "";
    for (let column = 0; column < 9; column++) {
      const digit = board[row * 9 + column] ?? 0;
      line += digit === 0 ? "." : String(digit);
    }
    rows.push(line);
  }
  return rows.join("\n");
}
