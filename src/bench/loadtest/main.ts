/**
 * `npm run loadtest`: drives the built bot (dist/, a child process) through the fake Discord on 127.0.0.1 and
 * reports, per scenario, how many requests were answered, lost, duplicated or answered wrongly, the first-response
 * p50/p99/max, and the bot's resident memory before and after.
 *
 *   npm run loadtest -- [--quick] [--scenarios steady-50,burst-300] [--repeat 3] [--json results.json]
 *                       [--env NAME=VALUE]... [--bot path/to/dist/src/index.js] [--log bot.log]
 *                       [--compare path/to/other/dist/src/index.js] [--by-kind]
 *
 * `--quick` shortens the sustained scenarios to 5 s. `--repeat` runs each scenario several times and prints every
 * run plus the median. `--env` passes a setting to the bot process (e.g. a worker count to compare). `--bot` runs
 * another build of the bot (e.g. an older commit's, for a before/after comparison). `--log` appends the bot's log lines
 * (info level: one line per interaction, each deferral with its reason) to a file, to see why answers were late.
 * `--compare` runs another build side by side: each run of each scenario with that build ("other"), then with
 * this one ("this"), so both see the same machine, which matters on a shared host. `--by-kind` prints, under each
 * run, the kinds of request with the slowest first responses (p99 per kind), to see which ones make the p99.
 * Every request goes to 127.0.0.1; each scenario is bounded in count and time.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { optionsOrExit } from "../shared/args.js";
import { defaultDataDir, findRepoRoot } from "../shared/sets.js";
import { median } from "../shared/stats.js";
import { startBotProcess } from "./bot-process.js";
import { loadMixData, Mix } from "./mix.js";
import { LOADTEST_USAGE, type LoadtestOptions, parseLoadtestArgs } from "./options.js";
import { type Scenario, startFakeFor } from "./scenarios.js";
import { type Sent, type Tally, tally, waitForSettled } from "./verdict.js";

/** One run of one scenario. */
interface RunResult extends Tally {
  scenario: string;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The bot's CPU time per request sent, ms: in all, and on its main thread. */
  cpuMsPerRequest: number;
  mainCpuMsPerRequest: number;
  notes: string[];
}

/** Runs one scenario against a fresh fake and a fresh bot (the built entry point `entry`). */
async function runScenario(
  scenario: Scenario,
  options: LoadtestOptions,
  entry: string,
  data: ReturnType<typeof loadMixData>,
): Promise<RunResult> {
  const fake = await startFakeFor(scenario);
  const bot = await startBotProcess(fake, entry, options.env, options.log);
  const notes: string[] = [];
  try {
    const mix = new Mix(fake, data);
    // Warm-up (not counted): a running bot has compiled its hot paths long before a burst comes.
    const warm: Sent[] = [];
    for (let i = 0; i < 40; i++) {
      const request = mix.next();
      warm.push({
        id: fake.dispatchInteraction(request.payload).id,
        label: request.label,
        expect: request.expect,
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await waitForSettled(fake, warm, 5000);
    const rssBeforeMb = bot.rssMb();
    const cpuBefore = bot.cpuMs();
    const ctx = { fake, bot, mix, quick: options.quick, notes };
    const sent = await scenario.run(ctx);
    await waitForSettled(fake, sent, 20_000);
    const cpuAfter = bot.cpuMs();
    await scenario.after?.(ctx, sent);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfterMb = bot.rssMb();
    const problems = bot.problems.filter((line) => !line.includes('"level":40'));
    if (problems.length > 0)
      notes.push(`${problems.length} error line(s) from the bot, e.g. ${problems[0]?.slice(0, 200)}`);
    return {
      scenario: scenario.name,
      ...tally(fake, sent),
      rssBeforeMb,
      rssAfterMb,
      cpuMsPerRequest: (cpuAfter.total - cpuBefore.total) / sent.length,
      mainCpuMsPerRequest: (cpuAfter.main - cpuBefore.main) / sent.length,
      notes,
    };
  } finally {
    bot.kill();
    await fake.close();
  }
}

/** The slowest kinds of request by first-response p99, e.g. "solve/hardest 212 ms (150), …". */
function byKind(r: RunResult): string {
  return r.p99ByLabel
    .slice(0, 6)
    .map((k) => `${k.label} ${fmt(k.p99)} ms (${k.count})`)
    .join(", ");
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");

function row(r: RunResult): string {
  return [
    r.scenario.padEnd(22),
    String(r.sent).padStart(5),
    String(r.answered).padStart(6),
    String(r.lost).padStart(5),
    String(r.duplicated).padStart(4),
    String(r.wrong).padStart(6),
    String(r.busy).padStart(5),
    String(r.deferred).padStart(6),
    fmt(r.p50, 1).padStart(8),
    fmt(r.p99, 1).padStart(8),
    fmt(r.max, 0).padStart(7),
    `${fmt(r.rssBeforeMb)}→${fmt(r.rssAfterMb)}`.padStart(10),
    `${fmt(r.cpuMsPerRequest, 1)} (${fmt(r.mainCpuMsPerRequest, 1)})`.padStart(12),
  ].join(" ");
}

const HEADER = `${"scenario".padEnd(22)}  sent answrd  lost  dup  wrong  busy  defer  p50 ms  p99 ms  max ms  RSS MB  CPU ms/req (main)`;

/** The median run of several: counts summed as worst-case (max), times as medians. */
function medianOf(runs: RunResult[]): RunResult {
  const first = runs[0] as RunResult;
  const m = (pick: (r: RunResult) => number) => median(runs.map(pick));
  const worst = (pick: (r: RunResult) => number) => Math.max(...runs.map(pick));
  return {
    ...first,
    scenario: `${first.scenario} (med)`,
    answered: m((r) => r.answered),
    lost: worst((r) => r.lost),
    duplicated: worst((r) => r.duplicated),
    wrong: worst((r) => r.wrong),
    busy: m((r) => r.busy),
    deferred: m((r) => r.deferred),
    p50: m((r) => r.p50),
    p99: m((r) => r.p99),
    max: m((r) => r.max),
    rssBeforeMb: m((r) => r.rssBeforeMb),
    rssAfterMb: m((r) => r.rssAfterMb),
    p99ByLabel: [],
    cpuMsPerRequest: m((r) => r.cpuMsPerRequest),
    mainCpuMsPerRequest: m((r) => r.mainCpuMsPerRequest),
    notes: [],
    samples: [],
  };
}

async function main(): Promise<void> {
  const options = optionsOrExit(parseLoadtestArgs(process.argv.slice(2)), LOADTEST_USAGE);
  // The fake stands in for Discord, whose servers do not share the bot's CPU: where allowed, it gets a higher
  // priority than the bot and the CPU hogs, so its own delays are not counted against the bot.
  let priority = "normal priority";
  try {
    os.setPriority(-10);
    priority = "fake at nice -10";
  } catch {
    // Not permitted (not root): measured at the same priority; the figures are then a little pessimistic.
  }
  const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const data = loadMixData(defaultDataDir(repoRoot), path.join(repoRoot, "test/fixtures/pictures"));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  process.stdout.write(
    `loadtest: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${load}` +
      `, ${priority}${options.quick ? ", quick" : ""}${options.bot ? `, bot ${options.bot}` : ""}${options.compare ? `, other ${options.compare}` : ""}${Object.keys(options.env).length ? `, bot env ${JSON.stringify(options.env)}` : ""}\n` +
      "counts are worst of the repeats in (med) rows; times are medians. lost = no first response in 3 s or a defer never filled in;\n" +
      "busy = a polite refusal (busy, or the board took too long). CPU ms/req: the bot's CPU time per request\n" +
      "(all threads, and its main thread in brackets), which depends little on what else the machine runs.\n\n" +
      `${HEADER}\n`,
  );
  const all: RunResult[] = [];
  const builds = [
    ...(options.compare ? [{ entry: options.compare, tag: " (other)" }] : []),
    { entry: options.bot ?? path.join(repoRoot, "dist/src/index.js"), tag: options.compare ? " (this)" : "" },
  ];
  for (const scenario of options.scenarios) {
    const runs = builds.map((): RunResult[] => []);
    for (let i = 0; i < options.repeat; i++) {
      for (const [b, build] of builds.entries()) {
        const result = await runScenario(scenario, options, build.entry, data);
        result.scenario += build.tag;
        runs[b]?.push(result);
        all.push(result);
        process.stdout.write(`${row(result)}\n`);
        for (const note of [...result.notes, ...result.samples]) process.stdout.write(`    ${note}\n`);
        if (options.byKind) process.stdout.write(`    p99 by kind: ${byKind(result)}\n`);
      }
    }
    if (options.repeat > 1) for (const r of runs) process.stdout.write(`${row(medianOf(r))}\n`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(all, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
