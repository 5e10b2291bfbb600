/**
 * The command line of `npm run loadtest` (main.ts, whose header describes each option): its usage and
 * its parser.
 */
import path from "node:path";
import { asksForHelp, type ParsedArgs } from "../shared/args.js";
import { SCENARIOS, type Scenario } from "./scenarios.js";

/** What `npm run loadtest`'s command line decides (see main.ts). */
export interface LoadtestOptions {
  quick: boolean;
  scenarios: Scenario[];
  repeat: number;
  json: string | undefined;
  env: Record<string, string>;
  bot: string | undefined;
  log: string | undefined;
  compare: string | undefined;
  byKind: boolean;
}

/** `npm run loadtest -- --help`. */
export const LOADTEST_USAGE =
  "usage: npm run loadtest -- [--quick] [--scenarios a,b] [--repeat N] [--json PATH] [--env NAME=VALUE] [--bot ENTRY] [--log FILE] [--compare ENTRY] [--by-kind]\n" +
  `scenarios: ${SCENARIOS.map((s) => s.name).join(", ")}`;

/**
 * Reads `npm run loadtest`'s arguments (without node and the script); `--bot`, `--log` and `--compare`
 * resolved against the current folder.
 * @returns the options; a request for {@link LOADTEST_USAGE}; or the problem (an unknown option or scenario,
 * an option without its value)
 * @example parseLoadtestArgs(["--quick", "--repeat", "3"]) // options with quick true, repeat 3
 */
export function parseLoadtestArgs(argv: readonly string[]): ParsedArgs<LoadtestOptions> {
  const options: LoadtestOptions = {
    quick: false,
    scenarios: [...SCENARIOS],
    repeat: 1,
    json: undefined,
    env: {},
    bot: undefined,
    log: undefined,
    compare: undefined,
    byKind: false,
  };
  const valued = ["--scenarios", "--repeat", "--json", "--bot", "--log", "--compare", "--env"];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (asksForHelp(arg)) return { kind: "help" };
    if (arg === "--quick") options.quick = true;
    else if (arg === "--by-kind") options.byKind = true;
    else if (!valued.includes(arg)) return { kind: "wrong", problem: `unknown argument ${arg}` };
    else {
      const value = argv[++i];
      if (value === undefined) return { kind: "wrong", problem: `${arg} needs a value` };
      if (arg === "--scenarios") {
        const found = value.split(",").map((name) => SCENARIOS.find((s) => s.name === name) ?? name);
        const unknown = found.find((s) => typeof s === "string");
        if (unknown !== undefined) return { kind: "wrong", problem: `unknown scenario "${unknown}"` };
        options.scenarios = found as Scenario[];
      } else if (arg === "--repeat") options.repeat = Math.max(1, Math.min(10, Number(value) || 1));
      else if (arg === "--json") options.json = value;
      else if (arg === "--bot") options.bot = path.resolve(value);
      else if (arg === "--log") options.log = path.resolve(value);
      else if (arg === "--compare") options.compare = path.resolve(value);
      else {
        const [name, ...rest] = value.split("=");
        options.env[name as string] = rest.join("=");
      }
    }
  }
  return { kind: "options", options };
}
