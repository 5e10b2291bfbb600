/**
 * The command line of `npm run bench:worst` (worst.ts): its usage text, the one place its options are
 * described, and its parser.
 */
import { parseOptionTable } from "../shared/args.js";

/** `npm run bench:worst -- --help`. */
export const WORST_USAGE = `usage: npm run bench:worst -- [options]
  --seconds S      how long the climb runs (default 180)
  --seed N         seed of the climb (default 1)
  --by KIND        what the climb maximises: guesses (default; repeatable) or time (noisy)
  --min-givens N   fewest givens (default 8);  --max-givens N  most givens (default 16)
  --file PATH      the regression boards (default test/fixtures/worst-boards.txt)
  --no-update      leave the regression file as it is
  --baseline PATH  also time the regression boards with this built solver module, side by side
  --help, -h       this text`;

/**
 * Reads the command line: node's values, with the numbers read and checked.
 *
 * @returns the options (`seconds`, `seed`, `minGivens`, `maxGivens` as numbers, `by` guesses or time, beside
 *   node's values); a request for {@link WORST_USAGE}; or the problem (unknown argument, bad number or kind)
 * @example parseWorstArgs(["--seconds", "30", "--by", "time"])
 */
export function parseWorstArgs(argv: readonly string[]) {
  const parsed = parseOptionTable(argv, {
    seconds: { type: "string", default: "180" },
    seed: { type: "string", default: "1" },
    by: { type: "string", default: "guesses" },
    "min-givens": { type: "string", default: "8" },
    "max-givens": { type: "string", default: "16" },
    file: { type: "string" },
    "no-update": { type: "boolean", default: false },
    baseline: { type: "string" },
  });
  if (parsed.kind !== "options") return parsed;
  const values = parsed.options;
  const seconds = Number(values.seconds);
  const seed = Number(values.seed);
  const minGivens = Number(values["min-givens"]);
  const maxGivens = Number(values["max-givens"]);
  const wrong = (problem: string) => ({ kind: "wrong", problem }) as const;
  if (!(seconds >= 0)) return wrong(`--seconds wants a number >= 0, got ${values.seconds}`);
  if (!Number.isInteger(seed)) return wrong(`--seed wants a whole number, got ${values.seed}`);
  if (values.by !== "guesses" && values.by !== "time")
    return wrong(`--by is guesses or time, got ${values.by}`);
  if (
    !(Number.isInteger(minGivens) && Number.isInteger(maxGivens) && minGivens >= 1 && maxGivens >= minGivens)
  )
    return wrong("--min-givens and --max-givens want whole numbers, min <= max");
  const options = { ...values, seconds, seed, by: values.by, minGivens, maxGivens };
  return { kind: "options", options } as const;
}
