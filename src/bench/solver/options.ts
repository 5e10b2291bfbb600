/**
 * The bench's command line: which sets and solvers, caps, sample size, where the JSON goes.
 */
import path from "node:path";
import { type ParsedArgs, parseOptionTable } from "../shared/args.js";
import { defaultDataDir, SET_SPECS, type SetSpec } from "../shared/sets.js";
import { isSolverId, SOLVER_IDS, SOLVER_INFO, type SolverId } from "./adapters/index.js";
import type { MeasureSettings } from "./measure.js";

/** Everything the command line decides. */
export interface BenchOptions {
  readonly quick: boolean;
  readonly sets: readonly SetSpec[];
  readonly solvers: readonly SolverId[];
  readonly jsonPath: string;
  readonly dataDir: string;
  /** Time cap per mode per set for the slow solvers, and for the others. */
  readonly capSlowMs: number;
  readonly capFastMs: number;
  /** Puzzles per set (evenly spaced); undefined: all, or each set's quick sample with --quick. */
  readonly sample: number | undefined;
}

/** `npm run bench -- --help`. */
export const USAGE = `usage: npm run bench -- [options]
  --quick            a sample of each set and short caps (under a minute)
  --sets a,b         only these sets (${SET_SPECS.map((s) => s.name).join(", ")})
  --solvers x,y      only these solvers (${SOLVER_IDS.join(", ")})
  --json PATH        where to write the results (default bench-results.json in the current folder)
  --cap SECONDS      time cap per mode per set for the slow solvers (default 10; 0.3 with --quick)
  --cap-fast SECONDS the same for the other solvers (default 60; 1 with --quick)
  --sample N         N puzzles of each set, evenly spaced (default all; --quick: a per-set sample)
  --data DIR         the data sets (default ../shared/data from the repository root)
  --help, -h         this text`;

const TABLE = {
  quick: { type: "boolean" },
  sets: { type: "string" },
  solvers: { type: "string" },
  json: { type: "string" },
  cap: { type: "string" },
  "cap-fast": { type: "string" },
  sample: { type: "string" },
  data: { type: "string" },
} as const;

/**
 * Read the command line.
 *
 * @returns the options; a request for {@link USAGE}; or the problem (unknown argument, set or solver, bad number)
 * @example parseBenchArgs(["--quick", "--sets", "17_clue"], repoRoot)
 */
export function parseBenchArgs(argv: readonly string[], repoRoot: string): ParsedArgs<BenchOptions> {
  const parsed = parseOptionTable(argv, TABLE);
  if (parsed.kind !== "options") return parsed;
  const values = parsed.options;
  const quick = values.quick === true;

  const list = (value: string | undefined) =>
    value === undefined
      ? undefined
      : value
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "");
  const setNames = list(values.sets);
  const unknownSets = setNames?.filter((name) => !SET_SPECS.some((s) => s.name === name)) ?? [];
  if (unknownSets.length > 0) return { kind: "wrong", problem: `unknown set(s): ${unknownSets.join(", ")}` };
  const solverNames = list(values.solvers);
  const unknownSolvers = solverNames?.filter((name) => !isSolverId(name)) ?? [];
  if (unknownSolvers.length > 0) {
    return { kind: "wrong", problem: `unknown solver(s): ${unknownSolvers.join(", ")}` };
  }

  const seconds = (value: string | undefined, fallback: number, flag: string): number | string => {
    if (value === undefined) return fallback * 1000;
    const x = Number(value);
    return Number.isFinite(x) && x > 0
      ? x * 1000
      : `${flag} wants a positive number of seconds, got ${value}`;
  };
  const capSlowMs = seconds(values.cap, quick ? 0.3 : 10, "--cap");
  const capFastMs = seconds(values["cap-fast"], quick ? 1 : 60, "--cap-fast");
  if (typeof capSlowMs === "string") return { kind: "wrong", problem: capSlowMs };
  if (typeof capFastMs === "string") return { kind: "wrong", problem: capFastMs };
  let sample: number | undefined;
  if (values.sample !== undefined) {
    sample = Number(values.sample);
    if (!Number.isInteger(sample) || sample < 1) {
      return { kind: "wrong", problem: `--sample wants a whole number >= 1, got ${values.sample}` };
    }
  }

  return {
    kind: "options",
    options: {
      quick,
      sets: setNames ? SET_SPECS.filter((s) => setNames.includes(s.name)) : SET_SPECS,
      solvers: solverNames ? SOLVER_IDS.filter((id) => solverNames.includes(id)) : SOLVER_IDS,
      jsonPath: path.resolve(values.json ?? "bench-results.json"),
      dataDir: path.resolve(values.data ?? defaultDataDir(repoRoot)),
      capSlowMs,
      capFastMs,
      sample,
    },
  };
}

/** The measurement knobs for one solver under the given options. */
export function settingsFor(solver: SolverId, options: BenchOptions): MeasureSettings {
  const { slow } = SOLVER_INFO[solver];
  return {
    capMs: slow ? options.capSlowMs : options.capFastMs,
    warmMs: options.quick ? 100 : 500,
    retimeCount: 1000,
    retimeBudgetMs: options.quick ? 200 : 3000,
    chunkSize: 1000,
    tinySetBelow: 10,
    probe: !slow,
    // ~250 B per solve: 1000 solves stay well inside the young generation, so no GC blurs the figure.
    probeRuns: 1000,
    probeMs: options.quick ? 100 : 500,
  };
}
