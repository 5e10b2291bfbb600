/**
 * `sudoku generate [--level LEVEL] [--count N] [--seed S] [--symmetry …] [--minimal] [--format line|json]`:
 * new puzzles, each with exactly one solution and the grade asked for. `line` prints each puzzle as 81
 * characters (`.` for a blank), ready for `sudoku solve --batch`; `json` prints one object per line:
 * `{"puzzle","solution","level","score","seed"}`. With `--seed S`, puzzle k (from 0) uses seed S + k, so
 * a run can be repeated exactly; without it every puzzle gets a fresh random seed, printed in JSON.
 */
import { formatBoard } from "../core/board.js";
import { generate, randomSeed, SYMMETRIES, type Symmetry } from "../core/generate/index.js";
import { LEVELS, type Level } from "../core/logic/types.js";
import type { Catalogue } from "../messages/index.js";
import { type CliIo, EXIT, writeLine } from "./io.js";

/** The most puzzles one run makes. */
export const MAX_COUNT = 1000;
/** How long one puzzle may take on the command line (the bot allows less). */
const PUZZLE_BUDGET_MS = 20_000;

/** The options `generate` reads, as parsed from the command line. */
export interface GenerateCliValues {
  readonly level?: string | undefined;
  readonly count?: string | undefined;
  readonly seed?: string | undefined;
  readonly symmetry?: string | undefined;
  readonly minimal?: boolean | undefined;
  readonly format?: string | undefined;
}

/**
 * Runs `sudoku generate`; returns the exit status: 0 when every puzzle was made, 1 when one could not be
 * made within its budget (said on stderr; the puzzles before it are printed), 2 for bad options.
 */
export async function generateCommand(values: GenerateCliValues, m: Catalogue, io: CliIo): Promise<number> {
  const problem = async (text: string) => {
    await writeLine(io.stderr, text);
    return EXIT.invalid;
  };
  const level = (values.level ?? "medium") as Level;
  if (!LEVELS.includes(level)) return problem(m.cli.oneOf("--level", LEVELS));
  const symmetry = (values.symmetry ?? "rotational") as Symmetry;
  if (!SYMMETRIES.includes(symmetry)) return problem(m.cli.oneOf("--symmetry", SYMMETRIES));
  const format = values.format ?? "line";
  if (format !== "line" && format !== "json") return problem(m.cli.oneOf("--format", ["line", "json"]));
  const count = wholeNumber(values.count ?? "1", 1, MAX_COUNT);
  if (count === undefined) return problem(m.cli.wholeNumber("--count", 1, MAX_COUNT));
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed, -(2 ** 31), 2 ** 32 - 1);
  if (values.seed !== undefined && seed === undefined)
    return problem(m.cli.wholeNumber("--seed", 0, 2 ** 32 - 1));

  for (let k = 0; k < count; k++) {
    const result = generate({
      level,
      symmetry,
      minimal: values.minimal ?? false,
      seed: seed === undefined ? randomSeed() : (seed + k) | 0,
      budgetMs: PUZZLE_BUDGET_MS,
      maxAttempts: 5000,
    });
    if (!result.ok) {
      await writeLine(io.stderr, m.cli.generateFailed(level, result.attempts, m.duration(result.ms)));
      return EXIT.unsolved;
    }
    const puzzle = formatBoard(result.puzzle);
    const line =
      format === "line"
        ? puzzle
        : JSON.stringify({
            puzzle,
            solution: formatBoard(result.solution),
            level: result.level,
            score: result.score,
            seed: result.seed >>> 0,
          });
    await writeLine(io.stdout, line);
  }
  return EXIT.ok;
}

/** The integer a text spells, if it is one within min..max. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^-?\d{1,10}$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
