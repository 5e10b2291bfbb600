/**
 * `npm run bench:compare -- --baseline PATH [--sets a,b] [--sample N] [--rounds R]`: throughput of our solver
 * and another build of it (e.g. an older commit's dist/src/core/solver.js) side by side, in one process.
 *
 * Each round solves every puzzle of a set once with each solver (limit 2: solve and prove uniqueness), the
 * two taking turns every 50 puzzles (so a change in the machine's load hits both) and the order swapped every
 * round. Time is this process's CPU time, as the machine is shared; the figures are the medians over the rounds, and the ratio is the median of the per-round ratios. The first round also checks that both
 * solvers give every puzzle the same status. Exits 1 when they disagree, 2 on a bad command line.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Board } from "../../core/board.js";
import { type SolveOptions, type SolveResult, solve } from "../../core/solver.js";
import { optionsOrExit } from "../shared/args.js";
import { defaultDataDir, findRepoRoot, loadSetOrExit, SET_SPECS } from "../shared/sets.js";
import { median } from "../shared/stats.js";
import { COMPARE_USAGE, parseCompareArgs } from "./compare-args.js";

type SolveFn = (board: Board, options: SolveOptions) => SolveResult;

/** Puzzles per turn: the two solvers take turns this often, so a change in the machine's load hits both. */
const CHUNK = 50;

/** CPU seconds (this process's, so time the machine gave to other work is left out) each solver took to solve every puzzle once, taking turns chunk by chunk; statuses when asked. */
function timeBoth(
  first: SolveFn,
  second: SolveFn,
  puzzles: readonly Board[],
  statuses?: [string[], string[]],
): [number, number] {
  const options: SolveOptions = { limit: 2 };
  const took: [number, number] = [0, 0];
  for (let start = 0; start < puzzles.length; start += CHUNK) {
    const chunk = puzzles.slice(start, start + CHUNK);
    for (const [which, solver] of [first, second].entries()) {
      const started = process.cpuUsage();
      for (const puzzle of chunk) {
        const result = solver(puzzle, options);
        statuses?.[which]?.push(result.status);
      }
      const { user, system } = process.cpuUsage(started);
      took[which] += (user + system) / 1e6;
    }
  }
  return took;
}

async function main(): Promise<number> {
  const values = optionsOrExit(parseCompareArgs(process.argv.slice(2)), COMPARE_USAGE);
  const { sample, rounds } = values;
  const names = typeof values.sets === "string" ? values.sets.split(",") : SET_SPECS.map((s) => s.name);
  const specs = SET_SPECS.filter((s) => names.includes(s.name));
  const baseline = ((await import(pathToFileURL(path.resolve(values.baseline)).href)) as { solve: SolveFn })
    .solve;
  const dataDir = defaultDataDir(findRepoRoot(process.cwd()));

  console.log(`ours vs baseline (${values.baseline}), limit 2, median of ${rounds} rounds\n`);
  console.log("| set | puzzles | ours puzzles/s | baseline puzzles/s | ours / baseline |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  let disagreements = 0;
  for (const spec of specs) {
    const set = loadSetOrExit("bench:compare", spec, dataDir, Math.floor(sample));
    // A set of one board (the empty board, adversarial) is repeated, so a turn is long enough to time.
    const puzzles =
      set.puzzles.length >= 200
        ? set.puzzles
        : Array.from({ length: 200 }, (_, i) => set.puzzles[i % set.puzzles.length] as Board);
    const ours: number[] = [];
    const theirs: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const statuses: [string[], string[]] | undefined = round === 0 ? [[], []] : undefined;
      let oursS: number;
      let theirsS: number;
      if (round % 2 === 0) [oursS, theirsS] = timeBoth(solve, baseline, puzzles, statuses);
      else {
        const swapped: [string[], string[]] | undefined = statuses && [statuses[1], statuses[0]];
        [theirsS, oursS] = timeBoth(baseline, solve, puzzles, swapped);
      }
      if (statuses) disagreements += statuses[0].filter((status, i) => status !== statuses[1][i]).length;
      ours.push(puzzles.length / oursS);
      theirs.push(puzzles.length / theirsS);
      ratios.push(theirsS / oursS);
    }
    const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
    console.log(
      `| ${spec.name} | ${set.puzzles.length.toLocaleString("en-US")} | ${fmt(median(ours))} | ${fmt(median(theirs))} | ${median(ratios).toFixed(2)}× |`,
    );
  }
  if (disagreements > 0)
    console.log(`\n${disagreements} puzzle(s) got a different status from the two solvers`);
  return disagreements > 0 ? 1 : 0;
}

process.exitCode = await main();
