/**
 * `npm run bench:techniques`: the time each advanced technique's finder takes where the solver really calls it,
 * i.e. on the positions of one-step-at-a-time logical solves where every easier technique found nothing.
 *
 * For each technique (Simple Colors to trial): how many such positions, how many steps it found there, and the
 * median, p99 and max time of one `find` call, each position timed three times after one untimed warm-up pass
 * over all of them: the best of the three (the finder's own cost) and the first (what a call meets on a busy
 * machine, garbage collection included). Also the time of the whole `nextStep` on every position of the solves.
 *
 * Options: TECHNIQUES_USAGE below (`--help`).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyStep, clonePosition, isPositionSolved, positionFromBoard } from "../../core/logic/position.js";
import { TECHNIQUES } from "../../core/logic/techniques/index.js";
import type { Position, Technique, TechniqueId } from "../../core/logic/types.js";
import { checkArgs, optionsOrExit } from "../shared/args.js";
import { defaultDataDir, findRepoRoot, loadSetOrExit, SET_SPECS } from "../shared/sets.js";
import { summarizeTimes } from "../shared/stats.js";

/** `npm run bench:techniques -- --help`. */
const TECHNIQUES_USAGE = `usage: npm run bench:techniques -- [options]
  --set NAME    the puzzles (default magictour_top1465; also forum_hardest_1106)
  --sample N    how many of them, evenly spaced (default 300)
  --help, -h    this text`;
const args = optionsOrExit(checkArgs(process.argv.slice(2), [], ["--set", "--sample"]), TECHNIQUES_USAGE);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const setName = flag("--set", "magictour_top1465");
const sample = Number(flag("--sample", "300"));
if (!Number.isInteger(sample) || sample < 1) {
  const problem = `--sample wants a whole number >= 1, got ${flag("--sample", "300")}`;
  optionsOrExit<never>({ kind: "wrong", problem }, TECHNIQUES_USAGE);
}
// A set it does not know is a problem with the command line: said with the usage, exit 2 (never returns).
const spec =
  SET_SPECS.find((s) => s.name === setName) ??
  optionsOrExit<never>({ kind: "wrong", problem: `unknown set ${setName}` }, TECHNIQUES_USAGE);

const ADVANCED: readonly TechniqueId[] = [
  "bug-plus-1",
  "unique-rectangle-1",
  "unique-rectangle-2",
  "unique-rectangle-3",
  "unique-rectangle-4",
  "simple-colors",
  "x-chain",
  "xy-chain",
  "aic",
  "als-xz",
  "forcing-chain",
  "trial",
];

const here = path.dirname(fileURLToPath(import.meta.url));
const set = loadSetOrExit("bench:techniques", spec, defaultDataDir(findRepoRoot(here)), sample);

// Walk every solve, recording for each technique the positions it is called on, and timing whole hints.
const reached = new Map<TechniqueId, Position[]>(ADVANCED.map((id) => [id, []]));
const hintTimes: number[] = [];
for (const board of set.puzzles) {
  const position = positionFromBoard(board);
  for (let n = 0; n < 1000 && !isPositionSolved(position); n++) {
    const started = performance.now();
    let step: ReturnType<Technique["find"]>;
    for (const technique of TECHNIQUES) {
      reached.get(technique.id)?.push(clonePosition(position));
      step = technique.find(position);
      if (step !== undefined) break;
    }
    hintTimes.push(performance.now() - started);
    if (step === undefined) break;
    applyStep(position, step);
  }
}

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "–");
console.log(`${set.spec.name}: ${set.puzzles.length} puzzles; times in ms of one find call per position`);
console.log(
  "| technique | positions | steps found | best-of-3 median | p99 | max | first-call median | p99 | max |\n" +
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
);
for (const id of ADVANCED) {
  const technique = TECHNIQUES.find((t) => t.id === id);
  const positions = reached.get(id) ?? [];
  if (technique === undefined || positions.length === 0) continue;
  for (const p of positions) technique.find(p); // warm-up
  const best: number[] = [];
  const first: number[] = [];
  let found = 0;
  for (const p of positions) {
    let fastest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 3; k++) {
      const started = performance.now();
      const step = technique.find(p);
      const took = performance.now() - started;
      if (k === 0) {
        first.push(took);
        if (step !== undefined) found++;
      }
      fastest = Math.min(fastest, took);
    }
    best.push(fastest);
  }
  const b = summarizeTimes(best);
  const f = summarizeTimes(first);
  const cells = [b.median, b.p99, b.max, f.median, f.p99, f.max].map(fmt).join(" | ");
  console.log(`| ${id} | ${positions.length} | ${found} | ${cells} |`);
}
const h = summarizeTimes(hintTimes);
console.log(
  `\nnextStep over all ${h.count} positions of the solves (first pass, no warm-up): median ${fmt(h.median)} ms, p99 ${fmt(h.p99)} ms, max ${fmt(h.max)} ms`,
);
