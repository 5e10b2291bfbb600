/**
 * Driver for FLTK's Sudoku (Debian: fltk1.3-games, `/usr/games/flsudoku`). The app keeps its game in
 * its Fl_Preferences file, `~/.fltk/fltk.org/sudoku.prefs` (`key:value` lines under `[.]`), which it
 * reads at start and writes again on quitting. Per cell, row `r` and column `c` counted from 0:
 * `value<r>.<c>` the solution digit, `state<r>.<c>` the digit shown (0 blank), `readonly<r>.<c>` 1
 * for a given, and `test<m><r>.<c>` (m = 0..7) the pencil marks, drawn around the cell's edge in slot
 * order. So each shot gets a fresh home folder whose prefs file holds the givens and the player's
 * earlier moves; the last entries are typed live (a click on the cell focuses it, a digit fills it).
 * A shot with a wrong entry then asks the app to check the game (Ctrl+C), which paints clashing
 * entries yellow. On quitting (Ctrl+Q) the app saves the game again, and that file is compared with
 * the plan: a shot whose board differs from its labels is refused.
 *
 * Looks: FLTK's standard `-scheme`, `-bg` and `-fg` arguments (the cells' greys follow `-bg`).
 * The window has no size minimum without a window manager; its cells stretch with it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatBoard } from "../../core/board.js";
import { solve } from "../../core/solver.js";
import { labelsOf, type Move } from "./plan.js";
import type { Driver } from "./shot.js";
import {
  capture,
  click,
  focus,
  parkPointer,
  place,
  press,
  sleep,
  startApp,
  stopApp,
  waitForWindow,
  windowSize,
} from "./x11.js";

/** The command-line arguments of each look, as the catalogue names them. */
const LOOKS: Record<string, readonly string[]> = {
  light: [],
  gtk: ["-scheme", "gtk+"],
  plastic: ["-scheme", "plastic"],
  dark: ["-scheme", "gleam", "-bg", "#33363b", "-fg", "#eceff4"],
};

/** The names of the looks `driveFltkSudoku` knows. */
export const FLTK_LOOKS = Object.keys(LOOKS);

/**
 * The prefs file of a game: the solution, the givens read-only, then the entries and pencil marks
 * of `moves` (up to eight pencil digits a cell, in the slots typing them would fill).
 * @example fltkPrefs(puzzle, solution, [{ cell: 2, kind: "entry", digits: [4] }]) // "...state0.2:4..."
 */
export function fltkPrefs(puzzle: string, solution: string, moves: readonly Move[]): string {
  const shown = [...puzzle].map((ch) => (ch === "." ? 0 : Number(ch)));
  const pencils: number[][] = Array.from({ length: 81 }, () => []);
  for (const move of moves)
    if (move.kind === "entry") shown[move.cell] = move.digits[0];
    else pencils[move.cell] = move.digits.slice(0, 8);
  const lines = [
    "; FLTK preferences file format 1.0",
    "; vendor: fltk.org",
    "; application: sudoku",
    "",
    "[.]",
    "",
    "mute_sound:1",
    "difficulty:0",
  ];
  for (let i = 0; i < 81; i++) {
    const at = `${Math.floor(i / 9)}.${i % 9}`;
    lines.push(`value${at}:${solution[i]}`, `state${at}:${shown[i]}`);
    lines.push(`readonly${at}:${puzzle[i] === "." ? 0 : 1}`);
    for (let m = 0; m < 8; m++) lines.push(`test${m}${at}:${pencils[i][m] ?? 0}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * What a prefs file holds, as 81-character boards (`.` blank): the read-only cells (givens), every
 * digit shown, and the cells holding pencil marks but no digit.
 * @example readFltkPrefs(fltkPrefs(puzzle, solution, [])).givens === puzzle // true
 */
export function readFltkPrefs(text: string): { givens: string; full: string; pencilled: number[] } {
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^([a-z]+\d*\.\d):(-?\d+)$/.exec(line.trim());
    if (match) values.set(match[1], Number(match[2]));
  }
  const givens: string[] = [];
  const full: string[] = [];
  const pencilled: number[] = [];
  for (let i = 0; i < 81; i++) {
    const at = `${Math.floor(i / 9)}.${i % 9}`;
    const shown = values.get(`state${at}`) ?? 0;
    full.push(shown > 0 ? String(shown) : ".");
    givens.push(shown > 0 && values.get(`readonly${at}`) === 1 ? String(shown) : ".");
    const marks = Array.from({ length: 8 }, (_, m) => values.get(`test${m}${at}`) ?? 0);
    if (shown === 0 && marks.some((d) => d > 0)) pencilled.push(i);
  }
  return { givens: givens.join(""), full: full.join(""), pencilled };
}

/**
 * Where the middle of a cell is in a window of `width` × `height`: the app lays its board out for
 * 480 × 505 (a 25-pixel menu bar, then three 160-pixel boxes of three 50-pixel cells, 5 pixels in)
 * and stretches everything below the menu bar with the window.
 * @example cellCentre(0, 480, 505) // { left: 30, top: 55 }
 */
export function cellCentre(cell: number, width: number, height: number): { left: number; top: number } {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  const at = (k: number): number => k * 50 + 5 + Math.floor(k / 3) * 10 + 25;
  return {
    left: Math.round((at(col) * width) / 480),
    top: Math.round(25 + (at(row) * (height - 25)) / 480),
  };
}

/** How many of a shot's entries are typed live (the rest are restored from the prefs file). */
const TYPED = 2;

/** Clicks a cell, after a pause long enough that FLTK does not take it for a double click. */
async function clickCell(display: Parameters<Driver>[0], window: string, cell: number): Promise<void> {
  const size = windowSize(display, window);
  const { left, top } = cellCentre(cell, size.width, size.height);
  await sleep(600);
  click(display, window, left, top);
  await sleep(150);
}

/** The solution of a puzzle with a unique one (81 digits), or throws. */
function solutionOf(puzzle: string): string {
  const solved = solve(Uint8Array.from([...puzzle].map((ch) => (ch === "." ? 0 : Number(ch)))));
  if (solved.status !== "unique") throw new Error(`puzzle ${puzzle} has no unique solution`);
  return formatBoard(solved.solution, "line");
}

/** Takes one FLTK Sudoku shot (see `Driver`). */
export const driveFltkSudoku: Driver = async (display, shot, file) => {
  const look = LOOKS[shot.theme];
  if (look === undefined) throw new Error(`FLTK Sudoku has no look ${shot.theme}`);
  const home = mkdtempSync(path.join(tmpdir(), "fltk-sudoku-home-"));
  const entries = shot.moves.filter((m) => m.kind === "entry");
  const typed = entries.slice(-TYPED);
  const restored = shot.moves.filter((m) => !typed.includes(m));
  const prefsDir = path.join(home, ".fltk", "fltk.org");
  mkdirSync(prefsDir, { recursive: true });
  const prefs = path.join(prefsDir, "sudoku.prefs");
  const solution = solutionOf(shot.puzzle);
  writeFileSync(prefs, fltkPrefs(shot.puzzle, solution, restored));
  const app = startApp(display, "/usr/games/flsudoku", look, { HOME: home });
  try {
    const window = await waitForWindow(display, "^Sudoku");
    place(display, window, shot.left, shot.top, shot.width, shot.height);
    await sleep(500);
    focus(display, window);
    for (const move of typed) {
      await clickCell(display, window, move.cell);
      press(display, String(move.digits[0]));
    }
    if (entries.some((m) => m.digits[0] !== Number(solution[m.cell]))) press(display, "ctrl+c");
    // A given cannot be clicked into focus: then the focus stays where the last entry left it.
    if (shot.puzzle[shot.selected] === ".") await clickCell(display, window, shot.selected);
    parkPointer(display);
    await sleep(500);
    capture(display, shot.view === "window" ? window : "root", file);
    press(display, "ctrl+q");
    await Promise.race([new Promise((done) => app.once("exit", done)), sleep(5000)]);
    const saved = readFltkPrefs(readFileSync(prefs, "utf8"));
    const want = labelsOf(shot.puzzle, shot.moves);
    const pencils = shot.moves
      .filter((m) => m.kind === "pencil")
      .map((m) => m.cell)
      .sort((a, b) => a - b);
    if (saved.full !== want.full || saved.givens !== want.givens || saved.pencilled.join() !== pencils.join())
      throw new Error(
        `${shot.name}: the app saved ${saved.givens} ${saved.full}, the plan says ${want.givens} ${want.full}`,
      );
  } finally {
    await stopApp(app);
    rmSync(home, { recursive: true, force: true });
  }
};
