/**
 * The command line of `npm run screens:collect` (main.ts): its usage text, the one place its options
 * are described, and its parser (a value, never thrown over; bench/shared/args.ts has the pattern).
 */
import { asksForHelp, type ParsedArgs } from "../../bench/shared/args.js";
import { APP_NAMES, type AppName } from "./shot.js";

/** `npm run screens:collect -- --help`. */
export const COLLECT_USAGE = `usage: npm run screens:collect -- [--out DIR] [--apps sgt-puzzles,gnome-sudoku,ksudoku,fltk-sudoku] [--display N]
  [--retake] [--extra N --out DIR [--seed S] [--puzzles FILE]]
Takes screenshots of real Sudoku apps on a virtual X display and writes them with their labels to
test/fixtures/app-screens/ (or --out DIR). Needs the Debian packages xvfb, xdotool, imagemagick,
dbus (dbus-run-session), sgt-puzzles, gnome-sudoku, ksudoku and fltk1.3-games.
Shots already listed in labels.tsv are kept as they are (so the tune and held-out halves stay put)
and only new ones are taken.
  --out DIR           write the shots and labels.tsv there instead of test/fixtures/app-screens/
  --apps A,B          drive only these apps (${APP_NAMES.join(", ")}; default all)
  --display N         the virtual X display's number (default 91)
  --retake            take the chosen apps' shots again
  --extra N           take N extra shots of the chosen apps instead of the catalogue (extra.ts: names,
                      sizes and puzzles that never coincide with the catalogue's, all labelled tune),
                      into --out DIR, which must be given so that they never mix with the catalogue's
                      fixtures
  --seed S            another set of extras (default 1)
  --puzzles FILE      draw the extras' puzzles from FILE (one per line) instead of the shared sets,
                      e.g. symmetric ones as GNOME Sudoku's own generator makes
                      (npx sudoku generate --symmetry rotational --count 20 > FILE)
  --help, -h          this text`;

/** What `screens:collect`'s command line decides; paths as given (main.ts resolves them). */
export interface CollectOptions {
  /** Where the shots and labels.tsv go; null for the catalogue's fixtures, test/fixtures/app-screens. */
  out: string | null;
  apps: AppName[];
  display: number;
  retake: boolean;
  /** How many extra shots to take instead of the catalogue (0: the catalogue). */
  extra: number;
  seed: number;
  /** A file of puzzles (one per line) for the extra shots instead of the shared sets; null for those. */
  puzzles: string | null;
}

/** The options that take the next argument as their value. */
const VALUED = ["--out", "--apps", "--display", "--extra", "--seed", "--puzzles"];

const isAppName = (name: string): name is AppName => (APP_NAMES as readonly string[]).includes(name);

/**
 * Parses `screens:collect`'s arguments (without node and the script).
 * @returns the options; a request for {@link COLLECT_USAGE}; or the problem: `unknown argument X`,
 * `unknown app X`, `X needs a value`, `--extra` without `--out`, or `--puzzles` without `--extra`
 * @example parseCollectArgs(["--apps", "ksudoku", "--display", "93"]) // options with apps ["ksudoku"], display 93
 */
export function parseCollectArgs(argv: readonly string[]): ParsedArgs<CollectOptions> {
  const options: CollectOptions = {
    out: null,
    apps: [...APP_NAMES],
    display: 91,
    retake: false,
    extra: 0,
    seed: 1,
    puzzles: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (asksForHelp(arg)) return { kind: "help" };
    if (VALUED.includes(arg) && i + 1 >= argv.length)
      return { kind: "wrong", problem: `${arg} needs a value` };
    if (arg === "--out") options.out = argv[++i] ?? "";
    else if (arg === "--extra") options.extra = Number(argv[++i]);
    else if (arg === "--seed") options.seed = Number(argv[++i]);
    else if (arg === "--puzzles") options.puzzles = argv[++i] ?? "";
    else if (arg === "--apps") {
      const names = (argv[++i] ?? "").split(",");
      const unknown = names.find((name) => !isAppName(name));
      if (unknown !== undefined) return { kind: "wrong", problem: `unknown app ${unknown}` };
      options.apps = names as AppName[];
    } else if (arg === "--display") options.display = Number(argv[++i]);
    else if (arg === "--retake") options.retake = true;
    else return { kind: "wrong", problem: `unknown argument ${arg}` };
  }
  if (options.extra > 0 && options.out === null)
    return { kind: "wrong", problem: "--extra needs --out DIR (outside the catalogue)" };
  if (options.puzzles !== null && options.extra === 0)
    return { kind: "wrong", problem: "--puzzles is for --extra shots only" };
  return { kind: "options", options };
}
