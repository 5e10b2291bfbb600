/** Command-line dispatch: turns argv into a sub-command call and an exit status. */
import { parseArgs } from "node:util";
import type { Theme } from "../core/render.js";
import { checkOne } from "./check.js";
import { type CliIo, readAll } from "./io.js";
import { EXIT, type OutputFormat, solveBatch, solveOne } from "./solve.js";

export const USAGE = `Usage:
  sudoku solve [BOARD] [--out FILE.png] [--format grid|line|json] [--theme dark|light]
  sudoku solve --batch < puzzles.txt
  sudoku check [ATTEMPT] [--puzzle PUZZLE] [--reveal] [--out FILE.png] [--format text|json]

BOARD is any common shape: 81 characters (0 or . for blanks), 9 lines of 9, a grid with | and - lines,
an array of arrays from code. Without BOARD the board is read from stdin.
--batch reads one puzzle per line and prints one line per puzzle: the solution (+ " multiple"), "none" or "invalid".
check judges a hand solution, complete or partial; with the original puzzle (--puzzle, or two boards in the
input: the puzzle first) it also knows the solution. --reveal names the wrong cells of a partial attempt.
Exit status: solve 0 solved, 1 no solution; check 0 correct or on track, 1 wrong or dead end; 2 invalid input.`;

const FORMATS: readonly OutputFormat[] = ["grid", "line", "json"];
const THEMES: readonly Theme[] = ["dark", "light"];

/** Runs the CLI with `argv` (without `node` and the script) and returns the exit status. Never throws on user input. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    // parseArgs throws TypeErrors with a readable message for unknown or malformed options.
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return EXIT.invalid;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;

  if (values.help || command === "help") {
    io.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (command !== "solve" && command !== "check") {
    io.stderr.write(`${command ? `unknown command "${command}"` : "missing command"}\n\n${USAGE}\n`);
    return EXIT.invalid;
  }
  const theme = values.theme as Theme;
  if (!THEMES.includes(theme)) return usageError(io, `--theme must be one of ${THEMES.join(", ")}`);
  const out = values.out ? { out: values.out } : {};

  if (command === "check") {
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json")
      return usageError(io, "--format for check must be text or json");
    if (values.batch) return usageError(io, "--batch is for solve");
    const text = await boardText(rest, io);
    if (text === undefined) return EXIT.invalid;
    return checkOne(text, values.puzzle, { format, theme, reveal: values.reveal, ...out }, io);
  }

  const format = (values.format ?? "grid") as OutputFormat;
  if (!FORMATS.includes(format)) return usageError(io, `--format must be one of ${FORMATS.join(", ")}`);
  if (values.puzzle !== undefined || values.reveal)
    return usageError(io, "--puzzle and --reveal are for check");

  if (values.batch) {
    if (rest.length > 0) return usageError(io, "--batch reads puzzles from stdin; give no BOARD argument");
    return solveBatch(io);
  }
  const text = await boardText(rest, io);
  if (text === undefined) return EXIT.invalid;
  return solveOne(text, { format, theme, ...out }, io);
}

/** The board text: the arguments (several are lines of one board), or stdin when there are none. */
async function boardText(args: readonly string[], io: CliIo): Promise<string | undefined> {
  if (args.length > 0) return args.join("\n");
  if (io.stdin.isTTY) {
    usageError(io, "no board given: pass it as an argument or pipe it on stdin");
    return undefined;
  }
  return readAll(io.stdin);
}

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      out: { type: "string", short: "o" },
      format: { type: "string", short: "f" },
      puzzle: { type: "string", short: "p" },
      reveal: { type: "boolean", default: false },
      theme: { type: "string", default: "dark" },
      batch: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
}

function usageError(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n\n${USAGE}\n`);
  return EXIT.invalid;
}
