/**
 * The command lines of the bench and training scripts (`npm run bench:read`, `bench:digits`,
 * `bench:generate`, `bench:logic`, `bench:techniques`, `loadtest`, `train:digits`) and of
 * `screens:collect`: each is parsed into a value, never thrown over; the script's shell side alone prints
 * and exits ({@link optionsOrExit}).
 *
 * Glossary: option table — the options as node's `util.parseArgs` describes them (`{ quick: { type:
 * "boolean" } }`); flag — an option that stands alone (`--quick`); valued option — one that takes the next
 * argument as its value (`--out FILE`); usage — a script's one help text, printed for `--help` or `-h`
 * and after any problem with its command line.
 */

import { type ParseArgsConfig, parseArgs } from "node:util";

/** An option table (node's type of it is not exported under a name). */
export type OptionTable = NonNullable<ParseArgsConfig["options"]>;

/** What parsing a command line gives: the options, a request for the usage, or what is wrong with it. */
export type ParsedArgs<T> =
  | { kind: "options"; options: T }
  | { kind: "help" }
  | { kind: "wrong"; problem: string };

/** True for the arguments that ask for the usage. */
export const asksForHelp = (arg: string | undefined): boolean => arg === "--help" || arg === "-h";

/**
 * Checks that every argument is one of `flags`, or one of `valued` (its value, the next argument, is
 * skipped over), for a script that reads its options straight from the arguments.
 * @returns the arguments as given, a request for the usage, or `unknown argument X` for the first
 * argument that is neither
 * @example checkArgs(["--epochs", "3", "--quick"], ["--quick"], ["--epochs"]) // { kind: "options", options: ["--epochs", "3", "--quick"] }
 * @example checkArgs(["--quik"], ["--quick"], []) // { kind: "wrong", problem: "unknown argument --quik" }
 */
export function checkArgs(
  argv: readonly string[],
  flags: readonly string[],
  valued: readonly string[],
): ParsedArgs<readonly string[]> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (asksForHelp(arg)) return { kind: "help" };
    if (valued.includes(arg)) i++;
    else if (!flags.includes(arg)) return { kind: "wrong", problem: `unknown argument ${arg}` };
  }
  return { kind: "options", options: argv };
}

/**
 * The shell side of a parse: returns the options; for a request prints `usage` to stdout and exits 0;
 * for a problem prints it and `usage` to stderr and exits 2 (no stack trace: the user's mistake is no bug).
 */
export function optionsOrExit<T>(parsed: ParsedArgs<T>, usage: string): T {
  if (parsed.kind === "options") return parsed.options;
  if (parsed.kind === "help") {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  process.stderr.write(`${parsed.problem}\n${usage}\n`);
  process.exit(2);
}

/** The values node's `util.parseArgs` gives for an option table `T`. */
export type TableValues<T extends OptionTable> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: false }>
>["values"];

/**
 * Parses a command line with node's `util.parseArgs` (strict, no positional arguments), for a script
 * whose options are an option table; `--help` and `-h` need not be in it.
 * @returns the values; a request for the usage at a `--help` or `-h` before any unknown argument;
 * `unknown argument X` for the first argument that is neither an option of `table` nor an option's value;
 * or node's own message for anything else wrong (an option without its value, a flag given one)
 * @example parseOptionTable(["--cap", "2"], { cap: { type: "string" } }) // { kind: "options", options: { cap: "2" } }
 * @example parseOptionTable(["--cpa", "2"], { cap: { type: "string" } }) // { kind: "wrong", problem: "unknown argument --cpa" }
 */
export function parseOptionTable<const T extends OptionTable>(
  argv: readonly string[],
  table: T,
): ParsedArgs<TableValues<T>> {
  // A lenient pass first, for the arguments in order: node's strict errors name an unknown option in a
  // sentence of its own, and would come before a later --help.
  const { tokens } = parseArgs({ args: [...argv], options: table, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === "option" && asksForHelp(token.rawName)) return { kind: "help" };
    if (token.kind === "positional") return { kind: "wrong", problem: `unknown argument ${token.value}` };
    if (token.kind === "option" && !Object.hasOwn(table, token.name))
      return { kind: "wrong", problem: `unknown argument ${token.rawName}` };
  }
  try {
    const { values } = parseArgs({ args: [...argv], options: table, strict: true, allowPositionals: false });
    return { kind: "options", options: values };
  } catch (error) {
    return { kind: "wrong", problem: error instanceof Error ? error.message : String(error) };
  }
}
