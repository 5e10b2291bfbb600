/**
 * The real app screenshots checked in as test fixtures, and their labels: one place that knows where they
 * are and how `labels.tsv` is laid out (test/fixtures/app-screens/README.md), for every test that reads one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { unmarkedWrongCells } from "../../src/bench/read/read-unmarked.js";
import { type Board, formatBoard } from "../../src/core/board.js";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");

/** The catalogue's screenshots (half held out from tuning, half tune). */
export const SCREENS = path.join(FIXTURES, "app-screens");
/** Extra screenshots taken for tuning only (smaller windows, other seeds). */
export const EXTRA_SCREENS = path.join(FIXTURES, "app-screens-extra");

/** One row of a `labels.tsv`: what the screenshot shows. */
export interface ScreenLabel {
  file: string;
  /** The app's package name: sgt-puzzles, gnome-sudoku, ksudoku or fltk-sudoku. */
  app: string;
  theme: string;
  view: string;
  /** Width x height of the window or screen taken, as "480x510". */
  size: string;
  /** The givens, 81 characters, `.` blank. */
  givens: string;
  /** The player's entries, 81 characters, `.` blank. */
  entries: string;
  /** Every digit shown (givens and entries), 81 characters, `.` blank. */
  full: string;
  split: string;
}

const cache = new Map<string, ScreenLabel[]>();

/** Every row of a fixture folder's `labels.tsv`, read once per test file. */
export function screenLabels(dir: string): ScreenLabel[] {
  const known = cache.get(dir);
  if (known !== undefined) return known;
  const [header = "", ...lines] = readFileSync(path.join(dir, "labels.tsv"), "utf8").trim().split("\n");
  const columns = header.split("\t");
  const rows = lines.map(
    (line) =>
      Object.fromEntries(line.split("\t").map((field, i) => [columns[i], field])) as unknown as ScreenLabel,
  );
  cache.set(dir, rows);
  return rows;
}

/**
 * The labels of one fixture screenshot.
 * @throws when the file has no row (a test naming a picture that is not there should fail loudly)
 * @example screenLabel(SCREENS, "sgt-puzzles-light-window-480x510-1.png").givens
 */
export function screenLabel(dir: string, file: string): ScreenLabel {
  const row = screenLabels(dir).find((label) => label.file === file);
  if (row === undefined) throw new Error(`${file} is not in ${path.join(dir, "labels.tsv")}`);
  return row;
}

/** A fixture screenshot's bytes. */
export function screenBytes(dir: string, file: string): Buffer {
  return readFileSync(path.join(dir, file));
}

/**
 * The cells a read of a labelled screenshot has wrong (its digit, or a given read as an entry or the other
 * way round) and does not mark doubtful: what the bench counts as wrong cells unmarked (read-unmarked.ts).
 * @example expect(unmarkedCells(read, screenLabel(EXTRA_SCREENS, name))).toEqual([]);
 */
export function unmarkedCells(
  read: { grid: Board; puzzle: Board; doubtful: readonly number[] },
  label: ScreenLabel,
): number[] {
  const [grid, puzzle] = [formatBoard(read.grid), formatBoard(read.puzzle)];
  return unmarkedWrongCells(grid, label.full, puzzle, label.givens, read.doubtful);
}
