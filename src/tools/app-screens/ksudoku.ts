/**
 * Driver for KSudoku (Debian: ksudoku), which opens a saved game given on its command line. A saved
 * game (`.ksudoku`, XML) holds the puzzle as one letter per cell (`_` blank, `a` + value otherwise), the
 * cells numbered column by column, and a history of moves: `value` events (entries) and `markers`
 * events (pencil marks: a string of 0/1 where position d-1 stands for digit d). The game file carries
 * the givens and the player's earlier moves; the last entries are typed with the keyboard cursor,
 * which starts on r1c1. The theme is chosen in `~/.config/ksudokurc` of a fresh home folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Move } from "./plan.js";
import { type Driver, typeAndCapture } from "./shot.js";
import { focus, place, sleep, startApp, stopApp, waitForWindow } from "./x11.js";

/** KSudoku's cell number (column by column) of a cell numbered row by row. */
const columnMajor = (cell: number): number => (cell % 9) * 9 + Math.floor(cell / 9);

/** The saved-game XML of a puzzle with the player's `moves` already made. */
export function ksudokuGame(puzzle: string, moves: readonly Move[]): string {
  let values = "";
  for (let i = 0; i < 81; i++) {
    const ch = puzzle[(i % 9) * 9 + Math.floor(i / 9)];
    values += ch === "." ? "_" : String.fromCharCode(97 + Number(ch));
  }
  const events = moves.map((move) => {
    const index = columnMajor(move.cell);
    if (move.kind === "entry") return `   <simple-event index="${index}" value="${move.digits[0]}"/>`;
    const bits = Array.from({ length: 9 }, (_, b) => (move.digits.includes(b + 1) ? "1" : "0")).join("");
    return `   <simple-event index="${index}" markers="${bits}"/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<!DOCTYPE ksudoku>",
    "<ksudoku>",
    ' <game had-help="0" msecs-elapsed="284000">',
    "  <puzzle>",
    '   <graph order="9" type="sudoku" specific-type="Plain"/>',
    `   <values>${values}</values>`,
    "  </puzzle>",
    "  <history>",
    ...events,
    "  </history>",
    " </game>",
    "</ksudoku>",
    "",
  ].join("\n");
}

/** KSudoku's theme files by the names the catalogue uses. */
const THEMES: Record<string, string> = {
  egyptian: "themes/default.desktop",
  abstraction: "themes/abstraction.desktop",
  scribble: "themes/ksudoku_scrible.desktop",
};

/** How many of a shot's entries are typed live (the rest are in the saved game). */
const TYPED = 2;

/** Takes one KSudoku shot (see `Driver`). */
export const driveKSudoku: Driver = async (display, shot, file) => {
  const theme = THEMES[shot.theme];
  if (theme === undefined) throw new Error(`KSudoku has no theme ${shot.theme}`);
  const home = mkdtempSync(path.join(tmpdir(), "ksudoku-home-"));
  const typed = shot.moves.filter((m) => m.kind === "entry").slice(-TYPED);
  const game = path.join(home, "game.ksudoku");
  writeFileSync(
    game,
    ksudokuGame(
      shot.puzzle,
      shot.moves.filter((m) => !typed.includes(m)),
    ),
  );
  mkdirSync(path.join(home, ".config"), { recursive: true });
  writeFileSync(path.join(home, ".config", "ksudokurc"), `[Themes]\ntheme=${theme}\n`);
  const env: NodeJS.ProcessEnv = {
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, ".config"),
    XDG_RUNTIME_DIR: home,
  };
  const app = startApp(display, "dbus-run-session", ["--", "/usr/games/ksudoku", game], env);
  try {
    const window = await waitForWindow(display, "^ksudoku$", "class");
    await sleep(1500);
    place(display, window, shot.left, shot.top, shot.width, shot.height);
    await sleep(1200);
    focus(display, window);
    await typeAndCapture(display, window, shot, file, 0, typed, 800);
  } finally {
    await stopApp(app);
    rmSync(home, { recursive: true, force: true });
  }
};
