/**
 * Driver for Solo, the Sudoku of Simon Tatham's Portable Puzzle Collection (Debian: sgt-puzzles).
 * The puzzle goes in as a game ID on the command line; the moves are typed with the keyboard cursor
 * (arrow keys move it, a digit enters it, Return turns pencil mode on and off). Colours come from the
 * collection's `SOLO_COLOUR_<n>` environment variables (rrggbb), which is how its users theme it.
 */
import { type Driver, typeAndCapture } from "./shot.js";
import { focus, place, press, sleep, startApp, stopApp, waitForWindow } from "./x11.js";

/**
 * The game ID of a puzzle: `3x3:` then the cells row by row, a digit for a given, a letter for a run
 * of blanks (a = 1 … z = 26), and `_` between two givens that would otherwise touch.
 */
export function soloGameId(puzzle: string): string {
  let out = "";
  let run = 0;
  const flush = (): void => {
    while (run > 0) {
      const n = Math.min(run, 26);
      out += String.fromCharCode(96 + n);
      run -= n;
    }
  };
  for (const ch of puzzle) {
    if (ch === ".") {
      run++;
      continue;
    }
    if (run > 0) flush();
    else if (out !== "") out += "_";
    out += ch;
  }
  flush();
  return `3x3:${out}`;
}

/** Solo's colour slots: background, diagonals, grid, given, entry, highlight, error, pencil mark. */
const THEMES: Record<string, string[] | undefined> = {
  light: undefined,
  dark: ["1e1f22", "303238", "9aa0a6", "e8eaed", "7cacf8", "3c4a63", "ff6b6b", "a0a4ab"],
  sepia: ["f4ecd8", "e2d6b8", "5b4636", "2b1d10", "1f5fa8", "e0cf9f", "c0392b", "7a6a55"],
};

/** The names of the themes `driveSolo` knows. */
export const SOLO_THEMES = Object.keys(THEMES);

/** Takes one Solo shot (see `Driver`). */
export const driveSolo: Driver = async (display, shot, file) => {
  const colours = THEMES[shot.theme];
  const env: NodeJS.ProcessEnv = {};
  for (const [i, colour] of (colours ?? []).entries()) env[`SOLO_COLOUR_${i}`] = colour;
  const app = startApp(display, "/usr/games/sgt-solo", [soloGameId(shot.puzzle)], env);
  try {
    const window = await waitForWindow(display, "^Solo$");
    place(display, window, shot.left, shot.top, shot.width, shot.height);
    await sleep(500);
    focus(display, window);
    // Nine presses up and left put the cursor on r1c1 wherever it starts (it stops at the edges).
    press(display, ...Array(9).fill("Up"), ...Array(9).fill("Left"));
    await typeAndCapture(display, window, shot, file, 0, shot.moves, 400);
  } finally {
    await stopApp(app);
  }
};
