/**
 * `npm run bench:generate`: how fast puzzles of each level come, and whether they are what they claim
 * (options: GENERATE_USAGE in generate-args.ts, `--help`).
 *
 * For each level, N puzzles from seeds S, S+1, …: puzzles per second, median and p99 time per puzzle, median
 * attempts, failures within the bot's budget (2 s), and checks that do not trust the generator:
 * - uniqueness re-proved by the fast solver, and the solution checked by the independent validator;
 * - the level re-graded by our grader (the generator's own judge, so a match here only shows consistency);
 * - an independent grade: the peer package `sudoku-core`'s `analyze` difficulty of the same puzzles (its own
 *   scale: easy, medium, hard, expert, master), to see that our levels rise where an outside judge's do.
 * Finally `sudoku-core`'s own `generate` is timed per difficulty, with how many of its puzzles have exactly
 * one solution, in a worker stopped after 60 s (one of its puzzles can take minutes).
 */
import { type Board, formatBoard } from "../../core/board.js";
import { generate } from "../../core/generate/index.js";
import { gradePuzzle } from "../../core/logic/grade.js";
import { solve } from "../../core/solve/index.js";
import { isSolutionOf } from "../../core/validate.js";
import type { PeerDifficulty, PeerResult } from "../logic/logic-peer.js";
import { peerResults } from "../logic/peer.js";
import { optionsOrExit } from "../shared/args.js";
import { summarizeTimes } from "../shared/stats.js";
import { GENERATE_USAGE, parseGenerateArgs } from "./generate-args.js";

const {
  count,
  seed: firstSeed,
  levels,
} = optionsOrExit(parseGenerateArgs(process.argv.slice(2)), GENERATE_USAGE);
const BOT_BUDGET_MS = 2000;
const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : "–");

/** sudoku-core's analyze on `lines`, in a worker given `seconds` in all (its search can be slow). */
const peerDifficulties = (lines: string[], seconds: number): Promise<PeerResult[]> =>
  peerResults({ mode: "analyze", puzzles: lines }, seconds);

const tally = (labels: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([l, n]) => `${l} ${n}`).join(", ") || "–";
};

async function main(): Promise<void> {
  console.log(`bench:generate — ${count} puzzles per level from seed ${firstSeed}, Node ${process.version}`);
  console.log(
    "level    | puzzles/s | median ms | p99 ms | max ms | attempts (median) | over 2 s | unique+valid | regraded | sudoku-core says",
  );
  for (const level of levels) {
    const times: number[] = [];
    const attempts: number[] = [];
    const lines: string[] = [];
    let checked = 0;
    let regraded = 0;
    let slow = 0;
    let failed = 0;
    for (let k = 0; k < count; k++) {
      const result = generate({ level, seed: firstSeed + k, budgetMs: 60_000, maxAttempts: 20_000 });
      if (!result.ok) {
        failed++;
        continue;
      }
      times.push(result.ms);
      attempts.push(result.attempts);
      if (result.ms > BOT_BUDGET_MS) slow++;
      lines.push(formatBoard(result.puzzle));
      if (unique(result.puzzle) && isSolutionOf(result.puzzle, result.solution)) checked++;
      if (gradePuzzle(result.puzzle).level === level) regraded++;
    }
    const t = summarizeTimes(times);
    const total = times.reduce((a, b) => a + b, 0);
    const peer = await peerDifficulties(lines, 30);
    const made = times.length;
    console.log(
      [
        level.padEnd(8),
        fmt((1000 * made) / Math.max(1, total), 2).padStart(9),
        fmt(t.median).padStart(9),
        fmt(t.p99).padStart(6),
        fmt(t.max).padStart(6),
        fmt(summarizeTimes(attempts).median, 0).padStart(17),
        `${slow}/${made}${failed ? ` (${failed} none)` : ""}`.padStart(8),
        `${checked}/${made}`.padStart(12),
        `${regraded}/${made}`.padStart(8),
        `${tally(peer.map((p) => p.label))}${peer.length < made ? ` (${made - peer.length} not analysed in 30 s)` : ""}`,
      ].join(" | "),
    );
  }
  await peerGenerate();
}

const unique = (board: Board): boolean => solve(board, { limit: 2 }).status === "unique";

/**
 * sudoku-core's generator per difficulty: time per puzzle, and how many of its puzzles are unique. Its
 * generator is synchronous and slow on the hard levels (over a minute a puzzle here), so each difficulty
 * gets at most 3 puzzles, and the worker running them is stopped after 60 s in all, in the middle of a
 * puzzle if need be.
 */
async function peerGenerate(): Promise<void> {
  const difficulties: PeerDifficulty[] = ["easy", "medium", "hard", "expert", "master"];
  const results = await peerResults({ mode: "generate", difficulties, count: Math.min(count, 3) }, 60);
  console.log("\nsudoku-core generate (same run) | median ms | unique");
  for (const difficulty of difficulties) {
    const made = results.filter((r) => r.label === difficulty);
    if (made.length === 0) {
      console.log(`${difficulty.padEnd(31)} | not run: the 60 s for this comparison were spent`);
      continue;
    }
    const median = fmt(summarizeTimes(made.map((r) => r.ms)).median).padStart(9);
    console.log(`${difficulty.padEnd(31)} | ${median} | ${made.filter((r) => r.ok).length}/${made.length}`);
  }
}

await main();
