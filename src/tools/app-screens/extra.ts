/**
 * Extra screenshots for tuning, beside the catalogue (`npm run screens:collect -- --extra N`): more
 * pictures of the chosen apps, in every theme, at window sizes and desktop places the catalogue does
 * not use, from a seed of their own. They never coincide with the catalogue's: their file names start
 * with `extra<seed>-`, and their puzzles are drawn only from those the catalogue does not use. Every
 * extra shot is labelled `tune`: they exist to tune on, and never score the reader.
 *
 * Glossary: a *look* is an app in one theme; a *frame* is a view (window, screen, desktop) at a size;
 * a *mix* is how many right entries, wrong entries and pencil-mark cells a shot gets.
 */
import { seeded } from "../../bench/read/screens.js";
import { type MoveCounts, planMoves } from "./plan.js";
import type { AppName, Shot } from "./shot.js";

/** The themes of each app, as the drivers name them (`-highlight` is GNOME Sudoku's highlighter). */
const THEMES: Record<AppName, readonly string[]> = {
  "sgt-puzzles": ["light", "dark", "sepia"],
  "gnome-sudoku": ["light", "light-highlight", "dark", "dark-highlight"],
  ksudoku: ["egyptian", "abstraction", "scribble"],
  "fltk-sudoku": ["light", "dark", "gtk", "plastic"],
};

/** A view at a size; `desktop` frames place the window on the 1280×800 screen. */
interface Frame {
  view: Shot["view"];
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Sizes the catalogue does not take (its own are kept for it), small to large, and the full screen. */
const FRAMES: Record<AppName, readonly Frame[]> = {
  "sgt-puzzles": [
    { view: "window", width: 420, height: 450, left: 40, top: 40 },
    { view: "window", width: 760, height: 700, left: 40, top: 40 },
    { view: "desktop", width: 560, height: 600, left: 500, top: 120 },
    { view: "screen", width: 1280, height: 800, left: 0, top: 0 },
  ],
  "gnome-sudoku": [
    { view: "window", width: 620, height: 600, left: 40, top: 40 },
    { view: "window", width: 860, height: 720, left: 40, top: 40 },
    { view: "desktop", width: 640, height: 600, left: 560, top: 150 },
    { view: "screen", width: 1280, height: 800, left: 0, top: 0 },
  ],
  ksudoku: [
    { view: "window", width: 600, height: 520, left: 40, top: 40 },
    { view: "window", width: 760, height: 620, left: 40, top: 40 },
    { view: "window", width: 1040, height: 760, left: 40, top: 20 },
    { view: "desktop", width: 700, height: 600, left: 480, top: 140 },
    { view: "desktop", width: 820, height: 680, left: 60, top: 80 },
    { view: "screen", width: 1280, height: 800, left: 0, top: 0 },
  ],
  "fltk-sudoku": [
    { view: "window", width: 540, height: 568, left: 40, top: 40 },
    { view: "window", width: 660, height: 694, left: 40, top: 40 },
    { view: "desktop", width: 600, height: 630, left: 600, top: 120 },
    { view: "screen", width: 1280, height: 800, left: 0, top: 0 },
    { view: "window", width: 900, height: 700, left: 40, top: 40 },
    { view: "window", width: 500, height: 526, left: 300, top: 40 },
  ],
};

/** Move mixes, taken in turn: from a bare puzzle to a busy board. */
const MIXES: readonly MoveCounts[] = [
  { right: 8, wrong: 1, pencils: 4 },
  { right: 0, wrong: 0, pencils: 0 },
  { right: 18, wrong: 1, pencils: 8 },
  { right: 3, wrong: 0, pencils: 16 },
  { right: 26, wrong: 2, pencils: 3 },
];

/**
 * Plans added later, taken from seed `fromSeed` on (earlier seeds keep their plans and names): their
 * frames in place of the app's list above, and the mixes above followed by busier ones. KSudoku from
 * seed 31: a small window, a wide short one, a tall narrow one, a tiny one, a small window on the
 * wallpaper, and windows at the screen's edge with part of them off-screen (the picture holds what the
 * screen shows); boards with many pencil-mark cells, or nearly solved.
 */
const LATER: Partial<
  Record<AppName, { fromSeed: number; frames: readonly Frame[]; mixes: readonly MoveCounts[] }>
> = {
  ksudoku: {
    fromSeed: 31,
    frames: [
      { view: "window", width: 480, height: 420, left: 40, top: 40 },
      { view: "window", width: 1100, height: 480, left: 40, top: 40 },
      { view: "window", width: 520, height: 760, left: 40, top: 20 },
      { view: "desktop", width: 760, height: 620, left: 560, top: 200 },
      { view: "window", width: 400, height: 360, left: 40, top: 40 },
      { view: "desktop", width: 700, height: 600, left: -60, top: 260 },
      { view: "desktop", width: 540, height: 460, left: 700, top: 30 },
    ],
    mixes: [
      ...MIXES,
      { right: 2, wrong: 0, pencils: 24 },
      { right: 30, wrong: 1, pencils: 6 },
      { right: 8, wrong: 1, pencils: 40 },
      { right: 36, wrong: 1, pencils: 0 },
    ],
  },
};

/** The frames and mixes an app's extra shots take under `seed`. */
function planFor(app: AppName, seed: number): { frames: readonly Frame[]; mixes: readonly MoveCounts[] } {
  const later = LATER[app];
  return later !== undefined && seed >= later.fromSeed ? later : { frames: FRAMES[app], mixes: MIXES };
}

/** Where extra seeds start, so that `--seed 1` and the catalogue's 20261123 stay far apart. */
const SEED_BASE = 0x5eed0000;

/**
 * Plans `count` extra shots: the apps in turn, each app's themes in turn, each theme across the app's
 * frames, with a puzzle the catalogue does not use.
 * @param puzzles [puzzle, solution] pairs to draw from; @param used puzzles the catalogue plans (left out).
 * @param seed picks the puzzles, moves and selected cells; another seed gives other shots and names.
 * @returns the shots, named `extra<seed>-<app>-<theme>-<view>-<W>x<H>-<k>.png` (k counts from 1).
 */
export function planExtraShots(
  puzzles: readonly [string, string][],
  used: ReadonlySet<string>,
  apps: readonly AppName[],
  count: number,
  seed: number,
): Shot[] {
  const fresh = puzzles.filter(([puzzle]) => !used.has(puzzle));
  if (fresh.length === 0 || apps.length === 0) return [];
  const random = seeded(SEED_BASE + seed);
  const shots: Shot[] = [];
  for (let k = 0; k < count; k++) {
    const app = apps[k % apps.length];
    const turn = Math.floor(k / apps.length);
    const themes = THEMES[app];
    const { frames, mixes } = planFor(app, seed);
    const theme = themes[turn % themes.length];
    // Frames advance once per round of themes, offset so that each theme meets every frame in time.
    const frame = frames[(turn + Math.floor(turn / themes.length)) % frames.length];
    const [puzzle, solution] = fresh[Math.floor(random() * fresh.length)];
    const moves = planMoves(puzzle, solution, mixes[k % mixes.length], random);
    const highlight = theme.endsWith("-highlight");
    shots.push({
      name: `extra${seed}-${app}-${theme}-${frame.view}-${frame.width}x${frame.height}-${k + 1}.png`,
      app,
      theme: highlight ? theme.slice(0, -"-highlight".length) : theme,
      highlight,
      view: frame.view,
      width: frame.width,
      height: frame.height,
      left: frame.left,
      top: frame.top,
      puzzle,
      moves,
      selected: Math.floor(random() * 81),
    });
  }
  return shots;
}
