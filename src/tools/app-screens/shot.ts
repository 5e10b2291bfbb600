/**
 * One screenshot to take: which app, theme and window size, whether the whole screen or the window
 * alone is saved, the puzzle, and the player's moves (see plan.ts). Each app has a driver that starts
 * the app on the puzzle, makes the moves, and saves the PNG.
 */
import type { Move } from "./plan.js";
import { capture, type Display, parkPointer, press, sleep } from "./x11.js";

/** The apps driven, by their Debian package. */
export const APP_NAMES = ["sgt-puzzles", "gnome-sudoku", "ksudoku", "fltk-sudoku"] as const;

/** One of {@link APP_NAMES}. */
export type AppName = (typeof APP_NAMES)[number];

/** A planned screenshot. */
export interface Shot {
  /** File name of the PNG, unique in the set. */
  name: string;
  app: AppName;
  /** The app's colour theme, as the app names it (or `light`/`dark` for its default and dark look). */
  theme: string;
  /**
   * `screen`: the whole screen with the window filling it; `desktop`: the whole screen with the window
   * somewhere on a wallpaper; `window`: the window's own pixels.
   */
  view: "screen" | "desktop" | "window";
  width: number;
  height: number;
  /** Where the window's top left corner goes on the screen. */
  left: number;
  top: number;
  puzzle: string;
  moves: Move[];
  /** The cell the cursor is left on (selected) when the picture is taken. */
  selected: number;
  /** Extra app setting: highlight the selected cell's row, column and box (GNOME Sudoku). */
  highlight: boolean;
}

/** Starts an app on a shot's puzzle, makes the moves and saves the PNG to `file`; throws if it cannot. */
export type Driver = (display: Display, shot: Shot, file: string) => Promise<void>;

/**
 * Arrow-key presses that move a keyboard cursor from cell `from` to cell `to` (cells 0..80 row by row).
 */
export function arrowKeys(from: number, to: number): string[] {
  const keys: string[] = [];
  const dr = Math.floor(to / 9) - Math.floor(from / 9);
  const dc = (to % 9) - (from % 9);
  for (let k = 0; k < Math.abs(dr); k++) keys.push(dr > 0 ? "Down" : "Up");
  for (let k = 0; k < Math.abs(dc); k++) keys.push(dc > 0 ? "Right" : "Left");
  return keys;
}

/**
 * Makes `moves` with the app's keyboard cursor, which is on cell `start`: arrow keys, then the digit
 * (an entry) or Return, the digits and Return again (pencil marks, Solo's pencil mode). Then leaves the
 * cursor on the shot's selected cell, moves the pointer away, waits `settleMs` for the app to redraw,
 * and saves the picture: the whole screen or the window alone, as the shot asks.
 */
export async function typeAndCapture(
  display: Display,
  window: string,
  shot: Shot,
  file: string,
  start: number,
  moves: readonly Move[],
  settleMs: number,
): Promise<void> {
  let at = start;
  for (const move of moves) {
    press(display, ...arrowKeys(at, move.cell));
    at = move.cell;
    if (move.kind === "pencil") press(display, "Return", ...move.digits.map(String), "Return");
    else press(display, String(move.digits[0]));
  }
  press(display, ...arrowKeys(at, shot.selected));
  parkPointer(display);
  await sleep(settleMs);
  capture(display, shot.view === "window" ? window : "root", file);
}
