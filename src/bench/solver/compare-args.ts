/**
 * The command line of `npm run bench:compare` (compare.ts): its usage text, the one place its options are
 * described, and its parser.
 */
import { parseOptionTable } from "../shared/args.js";
import { SET_SPECS } from "../shared/sets.js";

/** `npm run bench:compare -- --help`. */
export const COMPARE_USAGE = `usage: npm run bench:compare -- --baseline PATH [options]
  --baseline PATH  a built solver module exporting solve (e.g. another checkout's dist/src/core/solver.js)
  --sets a,b       only these sets (default all: ${SET_SPECS.map((s) => s.name).join(", ")})
  --sample N       at most N puzzles of each set, evenly spaced (default 5000)
  --rounds R       rounds per set (default 7)
  --help, -h       this text`;

/**
 * Reads the command line: node's values, with `--baseline` given and the counts checked.
 *
 * @returns the options (`sample` and `rounds` as numbers); a request for {@link COMPARE_USAGE}; or the problem
 *   (unknown argument, no `--baseline`, bad number)
 * @example parseCompareArgs(["--baseline", "../old/dist/src/core/solver.js", "--rounds", "3"])
 */
export function parseCompareArgs(argv: readonly string[]) {
  const parsed = parseOptionTable(argv, {
    baseline: { type: "string" },
    sets: { type: "string" },
    sample: { type: "string", default: "5000" },
    rounds: { type: "string", default: "7" },
  });
  if (parsed.kind !== "options") return parsed;
  const { baseline, sets } = parsed.options;
  const [sample, rounds] = [Number(parsed.options.sample), Number(parsed.options.rounds)];
  const wrong = (problem: string) => ({ kind: "wrong", problem }) as const;
  if (baseline === undefined) return wrong("--baseline PATH is needed");
  if (!(sample >= 1)) return wrong(`--sample wants a number >= 1, got ${parsed.options.sample}`);
  if (!(rounds >= 1)) return wrong(`--rounds wants a number >= 1, got ${parsed.options.rounds}`);
  return { kind: "options", options: { baseline, sets, sample, rounds } } as const;
}
