/**
 * Driver for GNOME Sudoku (Debian: gnome-sudoku). The app restores the game saved in
 * `~/.local/share/gnome-sudoku/savefile` (JSON: each filled cell's position, value, whether it is
 * fixed (a given), and its earmarks, i.e. pencil marks), so each shot gets a fresh home folder whose
 * savefile holds the givens and the player's earlier moves. The last entries are then typed with the
 * keyboard (a click on the middle cell selects it, Escape closes the number pad it opens, arrow keys
 * move). On quitting (Ctrl+Q) the app saves the game again, and that file is compared with the plan:
 * a shot whose board differs from its labels is refused.
 * Settings (row/column/box highlighter, window size) go in through GLib's keyfile settings backend;
 * the dark look is GTK's `Adwaita:dark` theme.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { labelsOf, type Move } from "./plan.js";
import { type Driver, typeAndCapture } from "./shot.js";
import { click, focus, press, sleep, startApp, stopApp, waitForWindow, windowSize, x } from "./x11.js";

interface SavedCell {
  position: [number, number];
  value: number;
  fixed: boolean;
  earmarks: number[];
}

/** The savefile of a game: the givens fixed, then the entries and pencil marks of `moves`. */
export function gnomeSavefile(puzzle: string, moves: readonly Move[]): string {
  const cells: SavedCell[] = [];
  for (let i = 0; i < 81; i++)
    if (puzzle[i] !== ".")
      cells.push({
        position: [Math.floor(i / 9), i % 9],
        value: Number(puzzle[i]),
        fixed: true,
        earmarks: [],
      });
  for (const move of moves)
    cells.push({
      position: [Math.floor(move.cell / 9), move.cell % 9],
      value: move.kind === "entry" ? move.digits[0] : 0,
      fixed: false,
      earmarks: move.kind === "pencil" ? [...move.digits] : [],
    });
  return JSON.stringify({ difficulty_category: "Easy Difficulty", time_elapsed: 312.5, cells }, null, 2);
}

/**
 * What a savefile holds, as 81-character boards (`.` blank): the fixed cells (givens), every value,
 * and the cells holding earmarks.
 */
export function readGnomeSavefile(text: string): { givens: string; full: string; earmarked: number[] } {
  const saved = JSON.parse(text) as { cells: SavedCell[] };
  const givens = Array.from({ length: 81 }, () => ".");
  const full = Array.from({ length: 81 }, () => ".");
  const earmarked: number[] = [];
  for (const cell of saved.cells) {
    const i = cell.position[0] * 9 + cell.position[1];
    if (cell.value > 0) full[i] = String(cell.value);
    if (cell.value > 0 && cell.fixed) givens[i] = String(cell.value);
    else if (cell.earmarks.length > 0) earmarked.push(i);
  }
  return { givens: givens.join(""), full: full.join(""), earmarked: earmarked.sort((a, b) => a - b) };
}

/** How many of a shot's entries are typed live (the rest are restored from the savefile). */
const TYPED = 2;

/** Takes one GNOME Sudoku shot (see `Driver`). */
export const driveGnomeSudoku: Driver = async (display, shot, file) => {
  const home = mkdtempSync(path.join(tmpdir(), "gnome-sudoku-home-"));
  const entries = shot.moves.filter((m) => m.kind === "entry");
  const typed = entries.slice(-TYPED);
  const restored = shot.moves.filter((m) => !typed.includes(m));
  const saveDir = path.join(home, ".local", "share", "gnome-sudoku");
  mkdirSync(saveDir, { recursive: true });
  writeFileSync(path.join(saveDir, "savefile"), gnomeSavefile(shot.puzzle, restored));
  const settings = path.join(home, ".config", "glib-2.0", "settings");
  mkdirSync(settings, { recursive: true });
  writeFileSync(
    path.join(settings, "keyfile"),
    `[org/gnome/Sudoku]\nhighlighter=${shot.highlight}\nshow-warnings=true\nwindow-width=${shot.width}\nwindow-height=${shot.height}\n`,
  );
  const env: NodeJS.ProcessEnv = {
    HOME: home,
    GSETTINGS_BACKEND: "keyfile",
    XDG_CONFIG_HOME: path.join(home, ".config"),
  };
  if (shot.theme === "dark") env.GTK_THEME = "Adwaita:dark";
  const app = startApp(display, "dbus-run-session", ["--", "/usr/games/gnome-sudoku"], env);
  try {
    const window = await waitForWindow(display, "^Sudoku$");
    // Its size comes from the settings above; only the place is set here (it draws its own shadow margin).
    x(display, "xdotool", ["windowmove", "--sync", window, String(shot.left), String(shot.top)]);
    await sleep(800);
    focus(display, window);
    const size = windowSize(display, window);
    // The board sits in the middle of the window below the header bar: its middle cell is r5c5 (cell 40).
    click(display, window, Math.round(size.width / 2), Math.round(46 + (size.height - 46) / 2));
    await sleep(300);
    press(display, "Escape");
    await typeAndCapture(display, window, shot, file, 40, typed, 500);
    press(display, "ctrl+q");
    await Promise.race([new Promise((done) => app.once("exit", done)), sleep(5000)]);
    const savefile = path.join(saveDir, "savefile");
    // A game without a single move is not saved on quitting: nothing to compare then.
    if (shot.moves.length === 0 && !existsSync(savefile)) return;
    const saved = readGnomeSavefile(readFileSync(savefile, "utf8"));
    const want = labelsOf(shot.puzzle, shot.moves);
    const pencils = shot.moves
      .filter((m) => m.kind === "pencil")
      .map((m) => m.cell)
      .sort((a, b) => a - b);
    if (saved.full !== want.full || saved.givens !== want.givens || saved.earmarked.join() !== pencils.join())
      throw new Error(
        `${shot.name}: the app saved ${saved.givens} ${saved.full}, the plan says ${want.givens} ${want.full}`,
      );
  } finally {
    await stopApp(app);
    rmSync(home, { recursive: true, force: true });
  }
};
