/**
 * `npm run screens:collect`: takes real screenshots of real Sudoku apps packaged by Debian, run on a
 * virtual X display, and writes them with their labels to test/fixtures/app-screens/ (or `--out DIR`).
 * Not part of `npm test` and not run in CI. Needs the Debian packages xvfb, xdotool, imagemagick,
 * dbus (dbus-run-session), sgt-puzzles, gnome-sudoku, ksudoku and fltk1.3-games.
 *
 * Options: COLLECT_USAGE in args.ts (`npm run screens:collect -- --help`). Shots already listed in
 * labels.tsv are kept as they are (so the tune and held-out halves stay put) and only new ones are taken.
 *
 * The labels are the plan (plan.ts): the puzzle typed or loaded into the app and the player's moves,
 * never a reading of the picture. labels.tsv columns: file, app, theme, view, size, givens, entries
 * (the player's digits, `.` elsewhere), full (every digit visible), split (`tune` or `held-out`, by the
 * rule in plan.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { optionsOrExit } from "../../bench/shared/args.js";
import { defaultDataDir, findRepoRoot, parsePuzzleLines } from "../../bench/shared/sets.js";
import { formatBoard } from "../../core/board.js";
import { solve } from "../../core/solver.js";
import { COLLECT_USAGE, parseCollectArgs } from "./args.js";
import { planShots } from "./catalogue.js";
import { planExtraShots } from "./extra.js";
import { driveFltkSudoku } from "./fltk-sudoku.js";
import { driveGnomeSudoku } from "./gnome-sudoku.js";
import { driveKSudoku } from "./ksudoku.js";
import { labelsOf, splitOf } from "./plan.js";
import type { AppName, Driver } from "./shot.js";
import { driveSolo } from "./solo.js";
import { startDisplay, x } from "./x11.js";

const DRIVERS: Record<AppName, Driver> = {
  "sgt-puzzles": driveSolo,
  "gnome-sudoku": driveGnomeSudoku,
  ksudoku: driveKSudoku,
  "fltk-sudoku": driveFltkSudoku,
};

/** Screen size of the virtual display (a common laptop size). */
const SCREEN = { width: 1280, height: 800 };

/** A PNG larger than this is re-saved with a 128-colour palette, undithered (textured themes), to keep the set small. */
const PALETTE_ABOVE = 150_000;

/** Puzzles with a unique solution from a shared set, as [puzzle, solution] strings. */
function puzzlesFrom(dataDir: string, file: string): [string, string][] {
  const { boards } = parsePuzzleLines(readFileSync(path.join(dataDir, file), "utf8"), file);
  const out: [string, string][] = [];
  for (const board of boards.slice(0, 400)) {
    const solved = solve(board);
    if (solved.status === "unique")
      out.push([formatBoard(board, "line"), formatBoard(solved.solution, "line")]);
  }
  return out;
}

const HEADER = "file\tapp\ttheme\tview\tsize\tgivens\tentries\tfull\tsplit";

async function main(): Promise<void> {
  const parsed = optionsOrExit(parseCollectArgs(process.argv.slice(2)), COLLECT_USAGE);
  const root = findRepoRoot(path.dirname(new URL(import.meta.url).pathname));
  const options = {
    ...parsed,
    out: path.resolve(parsed.out ?? path.join(root, "test", "fixtures", "app-screens")),
    puzzles: parsed.puzzles === null ? null : path.resolve(parsed.puzzles),
  };
  const dataDir = defaultDataDir(root);
  const puzzles = [...puzzlesFrom(dataDir, "kaggle_like.txt"), ...puzzlesFrom(dataDir, "random_minimal.txt")];
  const catalogue = planShots(puzzles);
  const extraPuzzles =
    options.puzzles === null
      ? puzzles
      : puzzlesFrom(path.dirname(options.puzzles), path.basename(options.puzzles));
  const shots =
    options.extra > 0
      ? planExtraShots(
          extraPuzzles,
          new Set(catalogue.map((s) => s.puzzle)),
          options.apps,
          options.extra,
          options.seed,
        )
      : catalogue;
  mkdirSync(options.out, { recursive: true });
  const labelsFile = path.join(options.out, "labels.tsv");
  const earlier = new Map<string, string>();
  if (existsSync(labelsFile))
    for (const row of readFileSync(labelsFile, "utf8").split("\n").slice(1)) {
      const [name, app] = row.split("\t");
      const retaken = options.retake && options.apps.includes(app as AppName);
      if (row !== "" && !retaken && existsSync(path.join(options.out, name))) earlier.set(name, row);
    }
  const wallpaper = path.join(tmpdir(), `app-screens-wallpaper-${process.pid}.png`);
  const display = await startDisplay(options.display, SCREEN.width, SCREEN.height);
  // Stopped halfway (Ctrl+C): take the display down too; the app of the moment goes with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      display.stop();
      process.exit(1);
    });
  const taken = new Map<string, string>();
  try {
    x(display, "convert", [
      "-size",
      `${SCREEN.width}x${SCREEN.height}`,
      "gradient:#264653-#2a9d8f",
      wallpaper,
    ]);
    display.wallpaper = wallpaper;
    for (const shot of shots) {
      if (earlier.has(shot.name) || !options.apps.includes(shot.app)) continue;
      const file = path.join(options.out, shot.name);
      // A second try: an app that is slow to map its window on a busy machine usually makes it then.
      let problem = "";
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await DRIVERS[shot.app](display, shot, file);
          problem = "";
          break;
        } catch (error) {
          problem = (error as Error).message;
        }
      }
      if (problem !== "") {
        console.log(`skipped ${shot.name}: ${problem}`);
        if (existsSync(file)) rmSync(file);
        continue;
      }
      if (statSync(file).size > PALETTE_ABOVE)
        x(display, "convert", [file, "+dither", "-colors", "128", `PNG8:${file}`]);
      const labels = labelsOf(shot.puzzle, shot.moves);
      const size = `${shot.width}x${shot.height}`;
      taken.set(
        shot.name,
        [
          shot.name,
          shot.app,
          shot.highlight ? `${shot.theme}-highlight` : shot.theme,
          shot.view,
          size,
          labels.givens,
          labels.entries,
          labels.full,
          options.extra > 0 ? "tune" : splitOf(shot.name),
        ].join("\t"),
      );
      console.log(`${shot.name} (${statSync(file).size} bytes)`);
    }
  } finally {
    display.stop();
    rmSync(wallpaper, { force: true });
  }
  // Rows in plan order; rows of shots no longer planned (none so far) stay at the end.
  const planned = new Set(shots.map((s) => s.name));
  const rows = shots
    .map((s) => earlier.get(s.name) ?? taken.get(s.name))
    .filter((row): row is string => row !== undefined);
  for (const [name, row] of earlier) if (!planned.has(name)) rows.push(row);
  writeFileSync(labelsFile, `${[HEADER, ...rows].join("\n")}\n`);
  console.log(`${taken.size} shots taken, ${earlier.size} kept; ${rows.length} rows in ${labelsFile}`);
}

await main();
