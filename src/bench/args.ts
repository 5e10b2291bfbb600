/**
 * The command lines of the bench and training scripts (`npm run bench:read`, `bench:digits`,
 * `bench:generate`, `bench:logic`, `bench:techniques`, `loadtest`, `train:digits`) and of
 * `screens:collect`: each is parsed into a value, never thrown over; the script's shell side alone prints
 * and exits ({@link optionsOrExit}).
 *
 * Glossary: flag — an option that stands alone (`--quick`); valued option — one that takes the next
 * argument as its value (`--out FILE`); usage — a script's one help text, printed for `--help` or `-h`
 * and after any problem with its command line.
 */

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
