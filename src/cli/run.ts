/** Command-line dispatch: turns argv into a sub-command call and an exit status. */
import { parseArgs } from "node:util";
import type { Theme } from "../core/render/index.js";
import { CATALOGUES, type Catalogue, DEFAULT_MESSAGES, messagesFor } from "../messages/index.js";
import { checkOne } from "./check-command.js";
import { generateCommand } from "./generate-command.js";
import { gradeBatch, gradeOne } from "./grade-command.js";
import { hintOne } from "./hint-command.js";
import { type CliIo, EXIT, readAll, StdinUnavailable, writeLine } from "./io.js";
import { boardsFromPicture, readFiles } from "./read-command.js";
import { type OutputFormat, solveBatch, solveOne } from "./solve-command.js";

/** The usage text (English). */
export const USAGE = DEFAULT_MESSAGES.cli.usage;

const FORMATS: readonly OutputFormat[] = ["grid", "line", "json"];
const THEMES: readonly Theme[] = ["dark", "light"];

const OPTIONS = {
  out: { type: "string", short: "o" },
  format: { type: "string", short: "f" },
  puzzle: { type: "string", short: "p" },
  image: { type: "string" },
  "as-read": { type: "boolean", default: false },
  reveal: { type: "boolean", default: false },
  theme: { type: "string", default: "dark" },
  lang: { type: "string" },
  level: { type: "string" },
  count: { type: "string", short: "n" },
  seed: { type: "string" },
  symmetry: { type: "string" },
  minimal: { type: "boolean", default: false },
  batch: { type: "boolean", default: false },
  steps: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false },
} as const;

/** The languages `--lang` takes: every catalogue's tag. */
const LANGUAGES: readonly string[] = Object.keys(CATALOGUES);

/**
 * The language a POSIX locale names, as the C library picks it: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
 * (`ko_KR.UTF-8` → `ko`); undefined for `C`, `POSIX` or nothing set.
 *
 * @example languageFromEnvironment({ LANG: "ja_JP.UTF-8" }) // "ja"
 */
export function languageFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== "");
  const language = locale?.split(/[_.@-]/, 1)[0]?.toLowerCase();
  return language === undefined || language === "c" || language === "posix" ? undefined : language;
}

/** What `runCli` needs besides the streams. */
export interface CliContext {
  /** The catalogue to word everything with when `--lang` is not given (default English). */
  readonly messages?: Catalogue;
  /** The version `--version` prints. */
  readonly version?: string;
}

/**
 * Runs the CLI with `argv` (without `node` and the script) and returns the exit status. Never throws on user
 * input, a closed stdin or a closed stdout.
 */
export async function runCli(argv: readonly string[], io: CliIo, context: CliContext = {}): Promise<number> {
  let m = context.messages ?? DEFAULT_MESSAGES;
  // A bad option is worded in the --lang asked for, when that language exists.
  const asked = requestedLanguage(argv);
  const optionWords = asked !== undefined && LANGUAGES.includes(asked) ? messagesFor(asked) : m;
  const problem = optionProblem(argv, optionWords);
  if (problem !== undefined) return usageError(io, optionWords, problem);
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    // Anything optionProblem lets through that parseArgs still refuses: its own (English) message.
    return usageError(io, m, (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.lang !== undefined) {
    if (!LANGUAGES.includes(values.lang)) return usageError(io, m, m.cli.oneOf("--lang", LANGUAGES));
    m = messagesFor(values.lang);
  }
  const [command, ...rest] = positionals;

  if (values.version) {
    await writeLine(io.stdout, context.version ?? "unknown");
    return EXIT.ok;
  }
  if (values.help || command === "help") {
    await writeLine(io.stdout, m.cli.usage);
    return EXIT.ok;
  }
  if (command === "generate") return generateCommand(values, m, io);
  if (command === "read") {
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json")
      return usageError(io, m, m.cli.oneOf("--format", ["text", "json"]));
    if (rest.length === 0) return usageError(io, m, m.picture.noFiles);
    return readFiles(rest, format, m, io);
  }
  if (command !== "solve" && command !== "check" && command !== "hint" && command !== "grade") {
    return usageError(io, m, command ? m.cli.unknownCommand(command) : m.cli.missingCommand);
  }
  if (values["as-read"] && values.image === undefined) return usageError(io, m, m.cli.asReadWithImage);
  const theme = values.theme as Theme;
  if (!THEMES.includes(theme)) return usageError(io, m, m.cli.oneOf("--theme", THEMES));
  const out = values.out ? { out: values.out } : {};

  if (command === "check") {
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json") return usageError(io, m, m.cli.checkFormat);
    if (values.batch) return usageError(io, m, m.cli.batchIsForSolve);
    if (values.image !== undefined) {
      // The picture holds both: its printed digits are the puzzle, everything read is the attempt.
      const boards = await boardsFromPicture(values.image, m, io, values["as-read"]);
      if (boards === undefined) return EXIT.invalid;
      return checkOne(boards.attempt, boards.puzzle, { format, theme, reveal: values.reveal, ...out }, m, io);
    }
    const text = await boardText(rest, io, m);
    if (text === undefined) return EXIT.invalid;
    return checkOne(text, values.puzzle, { format, theme, reveal: values.reveal, ...out }, m, io);
  }

  if (command === "hint" || command === "grade") {
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json") return usageError(io, m, m.cli.checkFormat);
    if (values.reveal) return usageError(io, m, m.cli.checkOptionsOnly);
    if (command === "grade" && values.batch) {
      if (rest.length > 0) return usageError(io, m, m.cli.batchNoBoard);
      try {
        return await gradeBatch(io, m);
      } catch (error) {
        if (!(error instanceof StdinUnavailable) && !isStdinError(error)) throw error;
        await writeLine(io.stderr, m.cli.stdinClosed);
        return EXIT.invalid;
      }
    }
    if (values.batch) return usageError(io, m, m.cli.batchIsForSolve);
    const text = await boardText(rest, io, m);
    if (text === undefined) return EXIT.invalid;
    if (command === "grade") return gradeOne(text, { format, steps: values.steps }, m, io);
    return hintOne(text, values.puzzle, { format, theme, ...out }, m, io);
  }

  const format = (values.format ?? "grid") as OutputFormat;
  if (!FORMATS.includes(format)) return usageError(io, m, m.cli.oneOf("--format", FORMATS));
  if (values.puzzle !== undefined || values.reveal) return usageError(io, m, m.cli.checkOptionsOnly);

  if (values.batch) {
    if (rest.length > 0) return usageError(io, m, m.cli.batchNoBoard);
    try {
      return await solveBatch(io);
    } catch (error) {
      if (!(error instanceof StdinUnavailable) && !isStdinError(error)) throw error;
      await writeLine(io.stderr, m.cli.stdinClosed);
      return EXIT.invalid;
    }
  }
  if (values.image !== undefined) {
    const boards = await boardsFromPicture(values.image, m, io, values["as-read"]);
    if (boards === undefined) return EXIT.invalid;
    return solveOne(boards.puzzle, { format, theme, ...out }, m, io);
  }
  const text = await boardText(rest, io, m);
  if (text === undefined) return EXIT.invalid;
  return solveOne(text, { format, theme, ...out }, m, io);
}

/** True for the errors reading a closed or unreadable stdin gives (EBADF, EINVAL, ENOTCONN…). */
function isStdinError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code);
}

/** The board text: the arguments (several are lines of one board), or stdin when there are none. */
async function boardText(args: readonly string[], io: CliIo, m: Catalogue): Promise<string | undefined> {
  if (args.length > 0) return args.join("\n");
  if (io.stdin.isTTY) {
    await usageError(io, m, m.cli.noBoard);
    return undefined;
  }
  try {
    return await readAll(io.stdin);
  } catch (error) {
    if (!(error instanceof StdinUnavailable)) throw error;
    await writeLine(io.stderr, m.cli.stdinClosed);
    return undefined;
  }
}

/** Every spelling of every option (`--out`, `-o`) → its long name. */
const OPTION_NAMES = new Map<string, keyof typeof OPTIONS>(
  (Object.entries(OPTIONS) as [keyof typeof OPTIONS, (typeof OPTIONS)[keyof typeof OPTIONS]][]).flatMap(
    ([name, spec]) => [
      [`--${name}`, name] as const,
      ...("short" in spec ? [[`-${spec.short}`, name] as const] : []),
    ],
  ),
);

/** Options that take a value (the next argument, unless written `--name=value`), by spelling → long name. */
const VALUE_OPTIONS = new Map([...OPTION_NAMES].filter(([, name]) => OPTIONS[name].type === "string"));

/**
 * True for an argument that starts with `-` yet is no option: a board whose first cell is a `-` blank
 * (`-3..7....`), a ruled line (`------+-------+------`). Options are `-x` or `--name`, a letter after the dashes.
 */
export function isBoardArgument(arg: string): boolean {
  return arg.startsWith("-") && arg !== "--" && !/^--?[A-Za-z]/.test(arg);
}

/** Short options as parseArgs also takes them: flags grouped (`-hv`), or a value glued on (`-ofile.png`). */
function isShortGroup(arg: string): boolean {
  if (arg.startsWith("--") || arg.length < 3) return false;
  const spec = (letter: string) => {
    const name = OPTION_NAMES.get(`-${letter}`);
    return name === undefined ? undefined : OPTIONS[name];
  };
  if (spec(arg[1] as string)?.type === "string") return true;
  return [...arg.slice(1)].every((letter) => spec(letter)?.type === "boolean");
}

/** The value of `--lang` on the command line (before any `--`), if it is there. */
function requestedLanguage(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") return undefined;
    if (arg.startsWith("--lang=")) return arg.slice("--lang=".length);
    if (arg === "--lang") return argv[i + 1];
  }
  return undefined;
}

/**
 * What is wrong with the options, in the catalogue's words: an unknown option, a value option with no value,
 * a yes/no option given one. Undefined when nothing is (arguments that look like boards are not options).
 *
 * @example optionProblem(["solve", "--frobnicate"], en) // "unknown option --frobnicate"
 */
export function optionProblem(argv: readonly string[], m: Catalogue): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") return undefined;
    if (!arg.startsWith("-") || isBoardArgument(arg)) continue;
    const equals = arg.indexOf("=");
    const spelled = equals < 0 ? arg : arg.slice(0, equals);
    const name = OPTION_NAMES.get(spelled);
    if (name === undefined) {
      if (isShortGroup(spelled)) continue;
      return m.cli.unknownOption(spelled);
    }
    if (OPTIONS[name].type === "boolean") {
      if (equals >= 0) return m.cli.takesNoValue(spelled);
    } else if (equals < 0) {
      if (i + 1 >= argv.length) return m.cli.missingValue(spelled);
      i++; // the value, even when it starts with "-"
    }
  }
  return undefined;
}

function parseCommandLine(argv: readonly string[]) {
  // Everything after "--", and anything that looks like a board rather than an option, is a positional:
  // parseArgs is handed the options first and the positionals after its own "--".
  const options: string[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const valueOption = VALUE_OPTIONS.get(arg);
    if (valueOption !== undefined && i + 1 < argv.length) {
      // The value is the next argument even when it starts with "-" (a puzzle whose first cell is blank).
      options.push(`--${valueOption}=${argv[i + 1]}`);
      i++;
    } else if (arg.startsWith("-") && !isBoardArgument(arg)) options.push(arg);
    else positionals.push(arg);
  }
  return parseArgs({ args: [...options, "--", ...positionals], allowPositionals: true, options: OPTIONS });
}

async function usageError(io: CliIo, m: Catalogue, message: string): Promise<number> {
  await writeLine(io.stderr, `${message}\n\n${m.cli.usage}`);
  return EXIT.invalid;
}
