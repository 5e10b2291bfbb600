/**
 * The list of screenshots `npm run screens:collect` takes: every app in each of its themes, at several
 * window sizes, as a window-only picture and as a full-screen one, with a varying number of right
 * entries, a wrong entry in most, pencil marks in many, and a selected cell. Seeded, so the same
 * puzzles and moves are planned every run.
 */
import { seeded } from "../../bench/read/screens.js";
import { type MoveCounts, planMoves } from "./plan.js";
import type { AppName, Shot } from "./shot.js";

interface Look {
  app: AppName;
  theme: string;
  highlight: boolean;
}

interface Frame {
  view: Shot["view"];
  width: number;
  height: number;
  /** Where the window goes (a `desktop` frame); a `screen` frame is at 0,0, a `window` frame at 40,40. */
  left?: number;
  top?: number;
}

const LOOKS: readonly Look[] = [
  { app: "sgt-puzzles", theme: "light", highlight: false },
  { app: "sgt-puzzles", theme: "dark", highlight: false },
  { app: "sgt-puzzles", theme: "sepia", highlight: false },
  { app: "gnome-sudoku", theme: "light", highlight: false },
  { app: "gnome-sudoku", theme: "light", highlight: true },
  { app: "gnome-sudoku", theme: "dark", highlight: false },
  { app: "gnome-sudoku", theme: "dark", highlight: true },
  { app: "ksudoku", theme: "egyptian", highlight: false },
  { app: "ksudoku", theme: "abstraction", highlight: false },
  { app: "ksudoku", theme: "scribble", highlight: false },
];

/** Window sizes per app (the apps' own minimums differ), and the full screen. */
const FRAMES: Partial<Record<AppName, readonly Frame[]>> = {
  "sgt-puzzles": [
    { view: "window", width: 480, height: 510 },
    { view: "window", width: 640, height: 680 },
    { view: "window", width: 900, height: 620 },
    { view: "screen", width: 1280, height: 800 },
  ],
  "gnome-sudoku": [
    { view: "window", width: 730, height: 630 },
    { view: "window", width: 560, height: 640 },
    { view: "window", width: 1000, height: 700 },
    { view: "screen", width: 1280, height: 800 },
  ],
  ksudoku: [
    { view: "window", width: 640, height: 560 },
    { view: "window", width: 900, height: 700 },
    { view: "screen", width: 1280, height: 800 },
  ],
};

/** Move mixes, taken in turn: a clean puzzle, entries only, entries with an error, and with pencil marks. */
const MIXES: readonly MoveCounts[] = [
  { right: 6, wrong: 1, pencils: 3 },
  { right: 0, wrong: 0, pencils: 0 },
  { right: 10, wrong: 1, pencils: 0 },
  { right: 4, wrong: 0, pencils: 5 },
  { right: 14, wrong: 2, pencils: 2 },
];

/**
 * Added after the first set was taken (planned after it, so the first set's plans stay as they were):
 * small windows, and the window on a desktop wallpaper, with busier boards — many entries, or many
 * pencil-mark cells.
 */
const MORE_LOOKS: readonly Look[] = [
  { app: "sgt-puzzles", theme: "light", highlight: false },
  { app: "sgt-puzzles", theme: "dark", highlight: false },
  { app: "gnome-sudoku", theme: "light", highlight: false },
  { app: "gnome-sudoku", theme: "dark", highlight: true },
  { app: "ksudoku", theme: "egyptian", highlight: false },
  { app: "ksudoku", theme: "scribble", highlight: false },
];

const MORE_FRAMES: Partial<Record<AppName, readonly Frame[]>> = {
  "sgt-puzzles": [
    { view: "window", width: 330, height: 360 },
    { view: "desktop", width: 640, height: 680, left: 320, top: 60 },
  ],
  "gnome-sudoku": [
    { view: "window", width: 470, height: 520 },
    { view: "desktop", width: 730, height: 630, left: 260, top: 70 },
  ],
  ksudoku: [
    { view: "window", width: 540, height: 460 },
    { view: "desktop", width: 900, height: 700, left: 190, top: 50 },
  ],
};

const MORE_MIXES: readonly MoveCounts[] = [
  { right: 30, wrong: 1, pencils: 6 },
  { right: 2, wrong: 0, pencils: 24 },
  { right: 20, wrong: 2, pencils: 12 },
];

/**
 * Added later still (planned after both sets above): FLTK's Sudoku in its four looks, each with its
 * own frames (the app's board is laid out for 480×505 and stretches with the window; a window manager
 * would keep that shape, so most window sizes keep it too), and every mix from a bare puzzle to a busy
 * board.
 */
const FLTK: readonly { theme: string; frames: readonly Frame[] }[] = [
  {
    theme: "light",
    frames: [
      { view: "window", width: 480, height: 505 },
      { view: "window", width: 720, height: 760 },
      { view: "screen", width: 1280, height: 800 },
      { view: "desktop", width: 560, height: 590, left: 420, top: 110 },
    ],
  },
  {
    theme: "dark",
    frames: [
      { view: "window", width: 480, height: 505 },
      { view: "window", width: 600, height: 630 },
      { view: "screen", width: 1280, height: 800 },
      { view: "desktop", width: 560, height: 590, left: 120, top: 150 },
    ],
  },
  {
    theme: "gtk",
    frames: [
      { view: "window", width: 600, height: 630 },
      { view: "window", width: 520, height: 700 },
      { view: "desktop", width: 640, height: 672, left: 500, top: 60 },
    ],
  },
  {
    theme: "plastic",
    frames: [
      { view: "window", width: 480, height: 505 },
      { view: "window", width: 720, height: 760 },
      { view: "screen", width: 1280, height: 800 },
    ],
  },
];

const FLTK_MIXES: readonly MoveCounts[] = [...MIXES, ...MORE_MIXES];

/**
 * Plans every shot: each look at each of its app's frames, twice with different puzzles and moves.
 * @param puzzles [puzzle, solution] pairs (81 characters, `.` blank) to draw from.
 */
export function planShots(puzzles: readonly [string, string][]): Shot[] {
  const random = seeded(20261123);
  const shots: Shot[] = [];
  const plan = (
    looks: readonly Look[],
    frames: (look: Look) => readonly Frame[],
    mixes: readonly MoveCounts[],
  ) => {
    let k = 0;
    for (const look of looks)
      for (const frame of frames(look))
        for (let round = 0; round < 2; round++) {
          const [puzzle, solution] = puzzles[Math.floor(random() * puzzles.length)];
          const moves = planMoves(puzzle, solution, mixes[k % mixes.length], random);
          const theme = look.highlight ? `${look.theme}-highlight` : look.theme;
          const name = `${look.app}-${theme}-${frame.view}-${frame.width}x${frame.height}-${round + 1}.png`;
          const corner = frame.view === "screen" ? 0 : 40;
          const { left = corner, top = corner, ...size } = frame;
          shots.push({
            name,
            ...look,
            ...size,
            left,
            top,
            puzzle,
            moves,
            selected: Math.floor(random() * 81),
          });
          k++;
        }
  };
  plan(LOOKS, (look) => FRAMES[look.app] ?? [], MIXES);
  plan(MORE_LOOKS, (look) => MORE_FRAMES[look.app] ?? [], MORE_MIXES);
  plan(
    FLTK.map(({ theme }) => ({ app: "fltk-sudoku", theme, highlight: false })),
    (look) => FLTK.find((set) => set.theme === look.theme)?.frames ?? [],
    FLTK_MIXES,
  );
  return shots;
}
