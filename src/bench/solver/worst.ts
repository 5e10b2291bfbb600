/**
 * `npm run bench:worst -- [--seconds S] [--seed N] [--by guesses|time] [--no-update] [--baseline PATH]`:
 * the solver's worst case, measured rather than assumed.
 *
 * 1. A seeded hill climb (climb.ts) over sparse boards (8-16 givens that repeat no digit) looks for the boards
 *    that cost our solver the most guesses (or time), for `--seconds` (default 180). Each solve in the climb
 *    has a budget, so a board that stalls the solver costs the climb no more than that.
 * 2. The worst boards found are re-timed (minimum and median of repeated runs, in this process's CPU time,
 *    as the machine is shared) and printed.
 * 3. The regression file (test/fixtures/worst-boards.txt, `puzzle:count` lines) gains the worst of them, unless
 *    `--no-update`; its first entries are the two boards of the issue that started it.
 * 4. Every regression board is timed, and the targets are checked: every regression board under 1 ms, nothing
 *    the climb found over 5 ms. With `--baseline PATH` (a built solver module, e.g. an older commit's
 *    dist/src/core/solver.js) each regression board is timed with both solvers side by side.
 * Exits 1 when a target is missed, 2 on a bad command line.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Board } from "../../core/board.js";
import { type SolveOptions, type SolveResult, solve } from "../../core/solver.js";
import { optionsOrExit } from "../shared/args.js";
import { climb, givensOf, Random } from "../shared/climb.js";
import { findRepoRoot } from "../shared/sets.js";
import { median } from "../shared/stats.js";
import { parseWorstArgs, WORST_USAGE } from "./worst-args.js";

/** A solver with our `solve` signature (ours, or an older build given by `--baseline`). */
type SolveFn = (board: Board, options: SolveOptions) => SolveResult;

/** Regression board targets from the issue. */
const REGRESSION_TARGET_US = 1000;
const CLIMB_TARGET_US = 5000;
/** The budget of each solve: generous, but a stalled board cannot stall the bench. */
const CAP_MS = 2000;
/** The regression file keeps at most this many boards; a run adds at most `ADD_PER_RUN` of its worst. */
const FILE_SIZE = 40;
const ADD_PER_RUN = 5;

const toBoard = (line: string): Board =>
  Uint8Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
const toLine = (board: Board): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");
/** Solutions up to 2, or "?" when undecided within the budget. */
const countOf = (result: SolveResult): string =>
  result.status === "undecided" ? "?" : String(Math.min(result.count, 2));

interface Timing {
  readonly result: SolveResult;
  readonly minUs: number;
  readonly medianUs: number;
  readonly runs: number;
}

/**
 * Microseconds of this process's CPU time since `started` (a `process.cpuUsage()`): the machine is shared,
 * and time spent on other work would otherwise count as the solver's.
 */
const cpuUsSince = (started: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(started);
  return user + system;
};

/** Time `board` in CPU time: repeated runs (3 to 200, about 200 ms in all) after one warm-up; one if slow. */
function timeBoard(solver: SolveFn, board: Board, capMs = CAP_MS): Timing {
  const options: SolveOptions = { budget: { milliseconds: capMs } };
  let started = process.cpuUsage();
  let result = solver(board, options);
  const first = cpuUsSince(started);
  if (first > 100_000 || result.status === "undecided") {
    return { result, minUs: first, medianUs: first, runs: 1 };
  }
  const times: number[] = [];
  const until = performance.now() + 200;
  while (times.length < 3 || (times.length < 200 && performance.now() < until)) {
    started = process.cpuUsage();
    result = solver(board, options);
    times.push(cpuUsSince(started));
  }
  return { result, minUs: Math.min(...times), medianUs: median(times), runs: times.length };
}

const us = (x: number): string => (x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(1));
const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;

/** One table row per board: the board, its givens, count, guesses, min and median µs. */
function formatTimings(
  entries: readonly { board: Board; timing: Timing; extra?: string[] }[],
  extraHead: string[],
) {
  const lines = [
    row(["board", "givens", "count", "guesses", "min µs", "median µs", ...extraHead]),
    row(["---", "---:", "---:", "---:", "---:", "---:", ...extraHead.map(() => "---:")]),
  ];
  for (const { board, timing, extra = [] } of entries) {
    lines.push(
      row([
        `\`${toLine(board)}\``,
        String(givensOf(board)),
        countOf(timing.result),
        timing.result.guesses.toLocaleString("en-US"),
        us(timing.minUs),
        us(timing.medianUs),
        ...extra,
      ]),
    );
  }
  return lines.join("\n");
}

/** The regression file: `puzzle:count` lines; `#` lines are comments and kept at the top. */
function readRegression(file: string): { header: string[]; boards: { line: string; count: string }[] } {
  const header: string[] = [];
  const boards: { line: string; count: string }[] = [];
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const text = raw.trim();
    if (text.startsWith("#")) header.push(text);
    else if (text !== "") {
      const [line = "", count = "?"] = text.split(":");
      boards.push({ line, count });
    }
  }
  return { header, boards };
}

async function main(): Promise<number> {
  const options = optionsOrExit(parseWorstArgs(process.argv.slice(2)), WORST_USAGE);
  const repoRoot = findRepoRoot(process.cwd());
  const file = path.resolve(options.file ?? path.join(repoRoot, "test/fixtures/worst-boards.txt"));
  const regression = readRegression(file);
  const baseline: SolveFn | null = options.baseline
    ? ((await import(pathToFileURL(path.resolve(options.baseline)).href)) as { solve: SolveFn }).solve
    : null;

  // 1. The climb, from the regression boards first, then from random ones.
  const climbBudget: SolveOptions = { budget: { milliseconds: CAP_MS } };
  const cost =
    options.by === "guesses"
      ? (board: Board) => solve(board, climbBudget).guesses
      : (board: Board) => {
          let best = Number.POSITIVE_INFINITY;
          for (let i = 0; i < 3; i++) {
            const started = process.cpuUsage();
            solve(board, climbBudget);
            best = Math.min(best, cpuUsSince(started));
          }
          return best;
        };
  const startedAt = performance.now();
  const endAt = startedAt + options.seconds * 1000;
  const report = climb({
    random: new Random(options.seed),
    givens: { min: options.minGivens, max: options.maxGivens },
    patience: 400,
    keep: 10,
    done: () => performance.now() >= endAt,
    cost,
    starts: regression.boards.map((b) => toBoard(b.line)),
  });
  const tookS = (performance.now() - startedAt) / 1000;
  console.log(
    `climb: ${tookS.toFixed(0)} s, seed ${options.seed}, by ${options.by}, ${options.minGivens}-${options.maxGivens} givens: ` +
      `${report.steps.toLocaleString("en-US")} boards tried (${Math.round(report.steps / tookS).toLocaleString("en-US")}/s), ` +
      `${report.restarts} climbs`,
  );

  // 2. The worst boards of this run, re-timed.
  const found = report.worst.map(({ board }) => ({ board, timing: timeBoard(solve, board) }));
  found.sort((a, b) => b.timing.minUs - a.timing.minUs);
  console.log(`\nworst boards of this climb (by ${options.by}, re-timed):\n`);
  console.log(formatTimings(found, []));
  const climbMax = Math.max(0, ...found.map((f) => f.timing.minUs));

  // 3. The regression file gains this run's worst (the known boards keep their counts).
  const known = new Set(regression.boards.map((b) => b.line));
  const added = found
    .filter((f) => !known.has(toLine(f.board)))
    .slice(0, ADD_PER_RUN)
    .map((f) => ({ line: toLine(f.board), count: countOf(f.timing.result) }));
  const boards = [...regression.boards, ...added];

  // 4. Every regression board, timed (side by side with the baseline when given).
  const timed = boards.map((b) => {
    const board = toBoard(b.line);
    const timing = timeBoard(solve, board);
    const old = baseline ? timeBoard(baseline, board) : null;
    const mismatch = b.count !== "?" && countOf(timing.result) !== "?" && countOf(timing.result) !== b.count;
    const extra = old ? [us(old.minUs), countOf(old.result)] : [];
    if (mismatch) extra.push(`WRONG: file says ${b.count}`);
    return { ...b, board, timing, extra, mismatch };
  });
  let kept = timed;
  if (kept.length > FILE_SIZE) {
    // Drop the boards now cheapest for our solver, never the first two (the issue's).
    const rest = kept.slice(2).sort((a, b) => b.timing.minUs - a.timing.minUs);
    kept = [...kept.slice(0, 2), ...rest.slice(0, FILE_SIZE - 2)];
  }
  console.log(`\nregression boards (${path.relative(repoRoot, file)}), ${timed.length}:\n`);
  console.log(formatTimings(timed, baseline ? ["baseline min µs", "baseline count"] : []));
  const regressionMax = Math.max(0, ...timed.map((t) => t.timing.minUs));
  if (!options["no-update"]) {
    const lines = kept.map((t) => `${t.line}:${t.count === "?" ? countOf(t.timing.result) : t.count}`);
    writeFileSync(file, `${[...regression.header, ...lines].join("\n")}\n`);
    console.log(`\n${path.relative(repoRoot, file)}: ${added.length} added, ${kept.length} kept`);
  }

  const wrong = timed.filter((t) => t.mismatch).length;
  const over = timed.filter((t) => t.timing.minUs >= REGRESSION_TARGET_US).length;
  console.log(
    `\nregression boards: slowest ${us(regressionMax)} µs, ${over} at or over ${REGRESSION_TARGET_US.toLocaleString("en-US")} µs` +
      ` (target: none); climb: slowest ${us(climbMax)} µs (target: under ${CLIMB_TARGET_US.toLocaleString("en-US")} µs)` +
      (wrong > 0 ? `; ${wrong} WRONG count(s)` : ""),
  );
  return over > 0 || climbMax >= CLIMB_TARGET_US || wrong > 0 ? 1 : 0;
}

process.exitCode = await main();
