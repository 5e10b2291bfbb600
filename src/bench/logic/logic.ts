/**
 * `npm run bench:logic`: the logical solver's figures, with the peer package `sudoku-core` measured in the
 * same run on the same puzzles.
 * - hint time (median, p99, max) on magictour_top1465: `hintFor` on every puzzle as posed and on the position
 *   half-way through its logical solve (solving and uniqueness included);
 * - per set: grade throughput, fraction graded without the last resort (`logical`), fraction solved, the level
 *   distribution and the hardest techniques; any step contradicting the solution is counted (must be 0);
 * - sudoku-core's `analyze` and `hint` on the first puzzles of each sample, in a worker stopped at a time budget.
 *
 * Options: LOGIC_USAGE below (`--help`).
 */

import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Board, formatBoard } from "../../core/board.js";
import { gradePuzzle } from "../../core/logic/grade.js";
import { hintFor } from "../../core/logic/hint.js";
import { solveLogically } from "../../core/logic/solve.js";
import { LEVELS, type Level } from "../../core/logic/types.js";
import { solve } from "../../core/solver.js";
import { checkArgs, optionsOrExit } from "../shared/args.js";
import { defaultDataDir, findRepoRoot, loadSetOrExit, SET_SPECS } from "../shared/sets.js";
import { summarizeTimes } from "../shared/stats.js";
import type { PeerResult } from "./logic-peer.js";
import { peerResults } from "./peer.js";

/** `npm run bench:logic -- --help`. */
const LOGIC_USAGE = `usage: npm run bench:logic -- [options]
  --quick            100 puzzles of each set
  --full             the whole files
  --peer-seconds N   sudoku-core's time budget per set (default 10)
  --help, -h         this text`;
const args = optionsOrExit(
  checkArgs(process.argv.slice(2), ["--quick", "--full"], ["--peer-seconds"]),
  LOGIC_USAGE,
);
const quick = args.includes("--quick");
const full = args.includes("--full");
const peerSecondsArg = args.indexOf("--peer-seconds");
const peerSeconds = peerSecondsArg >= 0 ? Number(args[peerSecondsArg + 1]) : 10;
if (!(peerSeconds >= 0)) {
  const problem = `--peer-seconds wants a number of seconds >= 0, got ${args[peerSecondsArg + 1]}`;
  optionsOrExit<never>({ kind: "wrong", problem }, LOGIC_USAGE);
}
const DEFAULT_SAMPLE: Readonly<Record<string, number>> = {
  kaggle_like: 1000,
  random_minimal: 1000,
  "17_clue": 1000,
  magictour_top1465: 1465,
  forum_hardest_1106: 375,
  adversarial: 1,
};
const PEER_SAMPLE = 100;

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = defaultDataDir(findRepoRoot(here));
const specs = SET_SPECS.filter((s) => s.name in DEFAULT_SAMPLE);
const fmt = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : "–");
const pct = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 1)}%`;

/** Run sudoku-core in a worker on `lines` until done or the budget runs out. */
const runPeer = (mode: "analyze" | "hint", lines: string[]): Promise<PeerResult[]> =>
  peerResults({ mode, puzzles: lines }, peerSeconds);

function tally(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([l, n]) => `${l} ${n}`)
    .join(", ");
}

/** The position half-way through a puzzle's one-step-at-a-time logical solve, as a board of entries. */
function halfWay(board: Board): Board {
  const path = solveLogically(board);
  const half = solveLogically(board, { maxSteps: Math.floor(path.steps.length / 2) });
  return half.position.values.slice();
}

console.log(
  `# bench:logic (${quick ? "quick" : full ? "full" : "default"} samples; sudoku-core: first ${PEER_SAMPLE} of each, ${peerSeconds} s budget per set and mode)\n`,
);

// 1. Hint times on magictour_top1465.
{
  const spec = specs.find((s) => s.name === "magictour_top1465");
  if (spec) {
    const set = loadSetOrExit("bench:logic", spec, dataDir, quick ? 100 : undefined);
    const times: number[] = [];
    let hints = 0;
    // Warm-up: let the JIT compile every technique before timing (the bot runs warm).
    for (const puzzle of set.puzzles.slice(0, 50)) hintFor(halfWay(puzzle), puzzle);
    for (const puzzle of set.puzzles) {
      for (const board of [puzzle, halfWay(puzzle)]) {
        const started = performance.now();
        const outcome = hintFor(board, puzzle);
        times.push(performance.now() - started);
        if (outcome.status === "hint") hints++;
      }
    }
    const t = summarizeTimes(times);
    const peer = await runPeer(
      "hint",
      set.puzzles.slice(0, PEER_SAMPLE).map((b) => formatBoard(b)),
    );
    const p = summarizeTimes(peer.map((r) => r.ms));
    console.log("## Hint time, magictour_top1465 (each puzzle as posed and half-way through its solve)\n");
    console.log(
      "| solver | positions | with a step | median ms | p99 ms | max ms |\n| --- | ---: | ---: | ---: | ---: | ---: |",
    );
    console.log(
      `| ours (hintFor) | ${t.count} | ${hints} | ${fmt(t.median)} | ${fmt(t.p99)} | ${fmt(t.max)} |`,
    );
    console.log(
      `| sudoku-core hint (as posed) | ${p.count} of ${Math.min(PEER_SAMPLE, set.puzzles.length)} | ${peer.filter((r) => r.ok).length} | ${fmt(p.median)} | ${fmt(p.p99)} | ${fmt(p.max)} |\n`,
    );
  }
}

// 2. Grades per set.
console.log("## Grades per set\n");
console.log(
  "| set | puzzles | grades/s | median ms | p99 ms | logical (no last resort) | solved | unsound steps | levels (easy/medium/hard/expert/extreme) |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
const peerRows: string[] = [];
const hardestRows: string[] = [];
for (const spec of specs) {
  const sample = full
    ? undefined
    : quick
      ? Math.min(100, DEFAULT_SAMPLE[spec.name])
      : DEFAULT_SAMPLE[spec.name];
  const set = loadSetOrExit("bench:logic", spec, dataDir, sample);
  const times: number[] = [];
  const levels = new Map<Level, number>(LEVELS.map((l) => [l, 0]));
  const hardest: string[] = [];
  let logical = 0;
  let solved = 0;
  let unsound = 0;
  for (const puzzle of set.puzzles.slice(0, 20)) gradePuzzle(puzzle); // warm-up, untimed
  for (const puzzle of set.puzzles) {
    const started = performance.now();
    const grade = gradePuzzle(puzzle);
    times.push(performance.now() - started);
    levels.set(grade.level, (levels.get(grade.level) ?? 0) + 1);
    hardest.push(grade.hardest ?? "none");
    if (grade.logical) logical++;
    if (grade.solved) solved++;
    const truth = solve(puzzle);
    if (truth.status !== "unique") continue;
    for (const step of grade.steps) {
      for (const p of step.placements) if (truth.solution[p.cell] !== p.digit) unsound++;
      for (const e of step.eliminations) if (e.digits.includes(truth.solution[e.cell])) unsound++;
    }
  }
  const t = summarizeTimes(times);
  const n = set.puzzles.length;
  console.log(
    `| ${spec.name} | ${n} | ${fmt((1000 * n) / t.total, 0)} | ${fmt(t.median)} | ${fmt(t.p99)} | ${pct(logical, n)} | ${pct(solved, n)} | ${unsound} | ${LEVELS.map((l) => levels.get(l)).join(" / ")} |`,
  );
  hardestRows.push(`- ${spec.name}: ${tally(hardest)}`);
  const peerLines = set.puzzles.slice(0, PEER_SAMPLE).map((b) => formatBoard(b));
  const peer = await runPeer("analyze", peerLines);
  const pt = summarizeTimes(peer.map((r) => r.ms));
  peerRows.push(
    `| ${spec.name} | ${peer.length} of ${peerLines.length} | ${fmt((1000 * peer.length) / Math.max(pt.total, 1e-9), 0)} | ${fmt(pt.median)} | ${fmt(pt.p99)} | ${pct(peer.filter((r) => r.ok).length, peer.length)} | ${tally(peer.map((r) => r.label))} |`,
  );
}
console.log("\nHardest technique per puzzle:\n");
console.log(hardestRows.join("\n"));
console.log("\n## sudoku-core analyze() on the first puzzles of each sample (same run)\n");
console.log(
  "| set | analysed in budget | per s | median ms | p99 ms | has solution | difficulty |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |",
);
console.log(peerRows.join("\n"));
