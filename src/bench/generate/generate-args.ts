/**
 * The command line of `npm run bench:generate` (generate.ts): its usage text, the one place its options are
 * described, and its parser.
 */
import { LEVELS, type Level } from "../../core/logic/types.js";
import { type ParsedArgs, parseOptionTable } from "../shared/args.js";

/** `npm run bench:generate -- --help`. */
export const GENERATE_USAGE = `usage: npm run bench:generate -- [options]
  --count N      puzzles of each level (default 20)
  --seed S       the first seed: the puzzles come from seeds S, S+1, … (default 1)
  --levels a,b   only these levels (default all: ${LEVELS.join(", ")})
  --help, -h     this text`;

/** What bench:generate is asked for. */
export interface GenerateOptions {
  count: number;
  seed: number;
  levels: Level[];
}

const isLevel = (name: string): name is Level => (LEVELS as readonly string[]).includes(name);

/**
 * Reads the command line: node's values, with the counts and levels checked.
 * @returns the options; a request for {@link GENERATE_USAGE}; or the problem (unknown argument, a count or
 *   seed that is not a whole number, an unknown level)
 * @example parseGenerateArgs(["--count", "5", "--levels", "easy,hard"]) // { kind: "options", options: { count: 5, seed: 1, levels: ["easy", "hard"] } }
 */
export function parseGenerateArgs(argv: readonly string[]): ParsedArgs<GenerateOptions> {
  const parsed = parseOptionTable(argv, {
    count: { type: "string", default: "20" },
    seed: { type: "string", default: "1" },
    levels: { type: "string", default: LEVELS.join(",") },
  });
  if (parsed.kind !== "options") return parsed;
  const [count, seed] = [Number(parsed.options.count), Number(parsed.options.seed)];
  const levels = parsed.options.levels.split(",");
  const wrong = (problem: string) => ({ kind: "wrong", problem }) as const;
  if (!Number.isInteger(count) || count < 1)
    return wrong(`--count wants a whole number >= 1, got ${parsed.options.count}`);
  if (!Number.isSafeInteger(seed)) return wrong(`--seed wants a whole number, got ${parsed.options.seed}`);
  const unknown = levels.find((name) => !isLevel(name));
  if (unknown !== undefined) return wrong(`unknown level "${unknown}" (levels: ${LEVELS.join(", ")})`);
  return { kind: "options", options: { count, seed, levels: levels.filter(isLevel) } };
}
