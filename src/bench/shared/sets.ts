/**
 * The benchmark sets: which files, what each promises about its puzzles' solution counts, and how to read
 * them. The files live outside the repository (../shared/data from the repo root, see its README.md) and are
 * read in place, never copied in.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Board, CELL_COUNT, emptyBoard } from "../../core/board.js";

/** What a set promises about each of its puzzles: exactly one solution, or two or more. */
export type SetPromise = "unique" | "multiple";

/** One benchmark set. `file` is null for a set the bench builds itself (the empty board). */
export interface SetSpec {
  readonly name: string;
  readonly file: string | null;
  readonly promise: SetPromise;
  /** How many puzzles `--quick` takes (evenly spaced through the file). */
  readonly quickSample: number;
  readonly what: string;
}

/** Every set, in the order the bench runs them (cheap and telling first). */
export const SET_SPECS: readonly SetSpec[] = [
  { name: "empty", file: null, promise: "multiple", quickSample: 1, what: "the empty board" },
  {
    name: "adversarial",
    file: "adversarial.txt",
    promise: "unique",
    quickSample: 1,
    what: "built against textbook backtracking (first row blank, solution 987654321)",
  },
  {
    name: "kaggle_like",
    file: "kaggle_like.txt",
    promise: "unique",
    quickSample: 500,
    what: "33-37 clues, naked singles suffice",
  },
  {
    name: "random_minimal",
    file: "random_minimal.txt",
    promise: "unique",
    quickSample: 500,
    what: "random minimal puzzles",
  },
  {
    name: "17_clue",
    file: "17_clue.txt",
    promise: "unique",
    quickSample: 500,
    what: "every known 17-clue puzzle",
  },
  {
    name: "magictour_top1465",
    file: "magictour_top1465.txt",
    promise: "unique",
    quickSample: 300,
    what: 'the classic "top 1465" hard list',
  },
  {
    name: "forum_hardest_1106",
    file: "forum_hardest_1106.txt",
    promise: "unique",
    quickSample: 100,
    what: "the enjoysudoku forum's hardest puzzles",
  },
  {
    name: "serg_benchmark",
    file: "serg_benchmark.txt",
    promise: "multiple",
    quickSample: 500,
    what: "every puzzle has two or more solutions",
  },
];

/** A set read into memory. `lines[i]` is the 1-based line of `puzzles[i]` in its file (1 for a built set). */
export interface LoadedSet {
  readonly spec: SetSpec;
  /** Puzzles in the whole file, before any sampling. */
  readonly total: number;
  readonly puzzles: readonly Board[];
  readonly lines: readonly number[];
}

/**
 * Read one puzzle per line: 81 characters, `.` or `0` for a blank, `1`-`9` for a given. Blank lines are skipped.
 * A malformed line is a broken data file, not user input, so it throws naming the line.
 *
 * @returns the boards and the 1-based line each came from.
 * @example parsePuzzleLines("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n").boards.length // 1
 */
export function parsePuzzleLines(text: string, source = "input"): { boards: Board[]; lines: number[] } {
  const boards: Board[] = [];
  const lines: number[] = [];
  const rows = text.split("\n");
  for (let lineIndex = 0; lineIndex < rows.length; lineIndex++) {
    const line = (rows[lineIndex] as string).trim();
    if (line === "") continue;
    if (line.length !== CELL_COUNT) {
      throw new Error(`${source}:${lineIndex + 1}: expected ${CELL_COUNT} characters, got ${line.length}`);
    }
    const board = emptyBoard();
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const code = line.charCodeAt(cell);
      if (code === 46 /* . */ || code === 48 /* 0 */) continue;
      if (code < 49 || code > 57) {
        throw new Error(`${source}:${lineIndex + 1}: unexpected character ${JSON.stringify(line[cell])}`);
      }
      board[cell] = code - 48;
    }
    boards.push(board);
    lines.push(lineIndex + 1);
  }
  return { boards, lines };
}

/**
 * `count` indices spread evenly over `0..total-1` (all of them when `count >= total`), ascending.
 * Evenly spaced rather than the first `count`, because the files are sorted (17_clue by givens, for one).
 *
 * @example sampleIndices(10, 3) // [0, 3, 6]
 */
export function sampleIndices(total: number, count: number): number[] {
  if (count >= total) return Array.from({ length: total }, (_, i) => i);
  return Array.from({ length: Math.max(0, count) }, (_, i) => Math.floor((i * total) / count));
}

/**
 * Read a set from `dataDir` (or build it, for the empty board), optionally taking an evenly spaced sample.
 *
 * @param sample - how many puzzles to keep; undefined keeps them all.
 */
export function loadSet(spec: SetSpec, dataDir: string, sample?: number): LoadedSet {
  let boards: Board[];
  let lines: number[];
  if (spec.file === null) {
    boards = [emptyBoard()];
    lines = [1];
  } else {
    const file = path.join(dataDir, spec.file);
    if (!existsSync(file)) throw new Error(missingDataMessage(file));
    ({ boards, lines } = parsePuzzleLines(readFileSync(file, "utf8"), file));
  }
  const keep = sampleIndices(boards.length, sample ?? boards.length);
  return {
    spec,
    total: boards.length,
    puzzles: keep.map((i) => boards[i] as Board),
    lines: keep.map((i) => lines[i] as number),
  };
}

/**
 * The shell side of {@link loadSet} for a bench script: the set; or, when its file is missing, one line on
 * stderr, `<script>: <missingDataMessage>`, and exit 1 (a setup to fix, not a bug: no stack trace).
 */
export function loadSetOrExit(script: string, spec: SetSpec, dataDir: string, sample?: number): LoadedSet {
  const file = spec.file === null ? null : path.join(dataDir, spec.file);
  if (file !== null && !existsSync(file)) {
    process.stderr.write(`${script}: ${missingDataMessage(file)}\n`);
    process.exit(1);
  }
  return loadSet(spec, dataDir, sample);
}

/**
 * The repository root: the nearest folder at or above `startDir` holding a package.json.
 * Works from src/bench/ (tests) and from dist/src/bench/ (the built bench) alike.
 */
export function findRepoRoot(startDir: string): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json at or above ${startDir}`);
    dir = parent;
  }
}

/**
 * Where the shared data sets live: the directory named by `SUDOKU_DATA_DIR` when it is set, else
 * `../shared/data` relative to the repository root. (The benchmarks are their own programs, not the bot, so
 * they read this one variable themselves; the bot's settings are read only by src/bot/config.ts.)
 */
export const defaultDataDir = (repoRoot: string): string => {
  const named = process.env.SUDOKU_DATA_DIR;
  return named !== undefined && named !== "" ? path.resolve(named) : path.resolve(repoRoot, "../shared/data");
};

/** Why a benchmark cannot run: the data file it needs is missing, and where to put it. */
export function missingDataMessage(file: string): string {
  return (
    `${file} not found: put the public puzzle sets in ../shared/data beside the checkout ` +
    "(see its README), or name their directory in SUDOKU_DATA_DIR"
  );
}
