/** Command-line dispatch: turns argv into a sub-command call and an exit status. */
import { parseArgs } from "node:util";
import type { Theme } from "../core/render.js";
import { type CliIo, readAll } from "./io.js";
import { EXIT, type OutputFormat, solveBatch, solveOne } from "./solve.js";

export const USAGE = `Usage:
  sudoku solve [BOARD] [--out FILE.png] [--format grid|line|json] [--theme dark|light]
  sudoku solve --batch < puzzles.txt

BOARD is any common shape: 81 characters (0 or . for blanks), 9 lines of 9, a grid with | and - lines,
an array of arrays from code. Without BOARD the board is read from stdin.
--batch reads one puzzle per line and prints one line per puzzle: the solution (+ " multiple"), "none" or "invalid".
Exit status: 0 solved, 1 no solution, 2 invalid input.`;

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
  if (command !== "solve") {
    io.stderr.write(`${command ? `unknown command "${command}"` : "missing command"}\n\n${USAGE}\n`);
    return EXIT.invalid;
  }

  const format = values.format as OutputFormat;
  const theme = values.theme as Theme;
  if (!FORMATS.includes(format)) return usageError(io, `--format must be one of ${FORMATS.join(", ")}`);
  if (!THEMES.includes(theme)) return usageError(io, `--theme must be one of ${THEMES.join(", ")}`);

  if (values.batch) {
    if (rest.length > 0) return usageError(io, "--batch reads puzzles from stdin; give no BOARD argument");
    return solveBatch(io);
  }
  let text: string;
  if (rest.length > 0) text = rest.join("\n");
  else if (io.stdin.isTTY) return usageError(io, "no board given: pass it as an argument or pipe it on stdin");
  else text = await readAll(io.stdin);
  return solveOne(text, { format, theme, ...(values.out ? { out: values.out } : {}) }, io);
}

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      out: { type: "string", short: "o" },
      format: { type: "string", short: "f", default: "grid" },
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
