/**
 * The benchmark: `npm run bench -- [--quick] [--sets a,b] [--solvers x,y] [--json PATH] [--cap S] …`.
 *
 * For each set (../shared/data, plus the empty board) and each solver, one worker process (worker.ts, run
 * with --expose-gc) measures every mode of that solver; workers run one at a time so they do not compete
 * for the cores. A worker that overruns its budget is killed, its finished chunks kept, and a fresh one
 * measures the modes left. Prints a markdown table per set and writes the same results as JSON.
 * Exits 1 when our solver gave a wrong answer, a count that breaks a set's promise, or an error (other
 * solvers' failures are findings, not failures of the run); 2 on a bad command line.
 */
import { type ChildProcess, fork } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { optionsOrExit } from "../shared/args.js";
import { findRepoRoot, missingDataMessage, type SetSpec } from "../shared/sets.js";
import { SOLVER_INFO, type SolverId } from "./adapters/index.js";
import { type BenchOptions, parseBenchArgs, settingsFor, USAGE } from "./options.js";
import type { ModeInfo, WorkerJob, WorkerMessage } from "./protocol.js";
import {
  addChunk,
  attachRatios,
  formatAllocationSummary,
  formatBusyWarning,
  formatHeapLines,
  formatTable,
  type ModeAccumulator,
  type ModeResult,
  newAccumulator,
  summarizeMode,
} from "./report.js";

const WORKER = fileURLToPath(new URL("./worker.js", import.meta.url));

interface WorkerRun {
  readonly done: ReadonlySet<string>;
  readonly killedMode: string | null;
  readonly fatal: string | null;
  readonly ready: { modes: readonly ModeInfo[]; puzzles: number; total: number } | null;
}

/** Run one worker for `job`, feeding what it reports into `accs` (created on its "ready"). */
function runWorker(job: WorkerJob, accs: Map<string, ModeAccumulator>, graceMs: number): Promise<WorkerRun> {
  return new Promise((resolve) => {
    const child: ChildProcess = fork(WORKER, [], {
      execArgv: ["--expose-gc"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const done = new Set<string>();
    let ready: WorkerRun["ready"] = null;
    let current: string | null = null;
    let killedMode: string | null = null;
    let fatal: string | null = null;
    let lastProgress = 0;
    let timer: NodeJS.Timeout | undefined;

    const kill = () => {
      if (current !== null) {
        const acc = accs.get(current);
        // The puzzle it was stuck on counts as solving time with no verdict.
        if (acc) {
          acc.killed = true;
          acc.unfinishedUs += Math.max(0, performance.now() - lastProgress) * 1000;
        }
        killedMode = current;
      }
      child.kill("SIGKILL");
    };

    child.on("message", (message: WorkerMessage) => {
      switch (message.type) {
        case "ready":
          ready = { modes: message.modes, puzzles: message.puzzles, total: message.total };
          for (const info of message.modes) if (!accs.has(info.id)) accs.set(info.id, newAccumulator(info));
          break;
        case "mode-start":
          current = message.mode;
          lastProgress = performance.now() + Math.min(job.settings.warmMs, job.settings.capMs / 10);
          clearTimeout(timer);
          timer = setTimeout(kill, message.budgetMs + graceMs);
          break;
        case "chunk": {
          const acc = accs.get(message.mode);
          if (acc) addChunk(acc, message.chunk);
          lastProgress = performance.now();
          break;
        }
        case "mode-done": {
          const acc = accs.get(message.mode);
          if (acc) acc.final = message.final;
          done.add(message.mode);
          current = null;
          clearTimeout(timer);
          break;
        }
        case "error":
          if (message.mode === null) {
            fatal = message.message;
          } else {
            const acc = accs.get(message.mode);
            if (acc) acc.error = message.message;
            done.add(message.mode);
            if (current === message.mode) current = null;
            clearTimeout(timer);
          }
          break;
      }
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (current !== null && killedMode === null) {
        // Died on its own in the middle of a mode (a crash, or out of memory).
        const acc = accs.get(current);
        if (acc) acc.error = `worker exited (${signal ?? `code ${code}`}) during this mode`;
        killedMode = current;
      }
      resolve({ done, killedMode, fatal, ready });
    });
    child.send(job);
  });
}

/** Measure every mode of one solver on one set, respawning the worker after a kill. */
async function runSolverOnSet(
  solver: SolverId,
  set: SetSpec,
  options: BenchOptions,
): Promise<{ results: ModeResult[]; total: number | null }> {
  const settings = settingsFor(solver, options);
  const sample = options.sample ?? (options.quick ? set.quickSample : undefined);
  const accs = new Map<string, ModeAccumulator>();
  let remaining: string[] | null = null;
  let puzzles = 0;
  let total: number | null = null;
  let fatal: string | null = null;
  while (remaining === null || remaining.length > 0) {
    const job: WorkerJob = { solver, modes: remaining, set, dataDir: options.dataDir, sample, settings };
    const run = await runWorker(job, accs, options.quick ? 300 : 5000);
    if (run.ready) ({ puzzles, total } = run.ready);
    const before: string[] = remaining ?? run.ready?.modes.map((m) => m.id) ?? [];
    const left = before.filter((id) => !run.done.has(id) && id !== run.killedMode);
    if (run.fatal !== null || run.ready === null || left.length === before.length) {
      fatal = run.fatal ?? "the worker stopped before reporting";
      for (const id of left) {
        const acc = accs.get(id);
        if (acc && acc.final === null && acc.error === null) acc.error = fatal;
      }
      break;
    }
    remaining = left;
  }
  const info = SOLVER_INFO[solver];
  if (accs.size === 0) {
    process.stderr.write(`  ${info.name}: ${fatal ?? "no modes"}\n`);
    return { results: [], total };
  }
  const results = [...accs.values()].map((acc) =>
    summarizeMode(acc, {
      solver,
      name: info.name,
      description: info.description,
      puzzles,
      capMs: settings.capMs,
    }),
  );
  return { results, total };
}

function describeSet(set: SetSpec, results: readonly ModeResult[], total: number | null): string {
  const sampled = results[0]?.puzzles;
  const count =
    total === null || sampled === undefined || sampled === total
      ? `${(sampled ?? 0).toLocaleString("en-US")} puzzles`
      : `${sampled.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} puzzles, evenly spaced`;
  const runs = results[0]?.final?.runsPerPuzzle ?? 1;
  const repeated = runs > 1 ? `; each puzzle timed ${runs} times, median kept` : "";
  return `### ${set.name} (${count}; promise: ${set.promise}${repeated}) — ${set.what}`;
}

async function main(): Promise<number> {
  const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const options = optionsOrExit(parseBenchArgs(process.argv.slice(2), repoRoot), USAGE);
  const started = performance.now();
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(`# Sudoku solver benchmark${options.quick ? " (--quick)" : ""}`);
  console.log(
    `\nNode ${process.version}, ${os.cpus().length} × ${cpu}; ${new Date().toISOString()}. Each solver runs in its own process, one at a time.`,
  );
  console.log(
    `Caps per mode per set: ${options.capSlowMs / 1000} s for the slow solvers, ${options.capFastMs / 1000} s for the others. ` +
      "Times are per puzzle, from `process.hrtime.bigint()` around the solver's call alone; encoding, decoding and " +
      "checking (every solution through validate.ts's isSolutionOf, every count against the set's promise) are outside it. " +
      '"vs ours" = puzzles/s ÷ ours in the same limit. guesses/puzzle only where the solver reports it.',
  );
  console.log("\nSolvers:");
  for (const id of options.solvers) console.log(`- ${SOLVER_INFO[id].name}: ${SOLVER_INFO[id].description}`);

  const json: { sets: unknown[] } & Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpu,
    quick: options.quick,
    dataDir: options.dataDir,
    capSlowSeconds: options.capSlowMs / 1000,
    capFastSeconds: options.capFastMs / 1000,
    solvers: Object.fromEntries(options.solvers.map((id) => [id, SOLVER_INFO[id]])),
    sets: [],
  };

  const allocation: { set: string; result: ModeResult }[] = [];
  let oursFailed = false;
  // A benchmark without its data measures nothing: fail before running anything, naming every missing file.
  const missing = options.sets.flatMap((set) =>
    set.file !== null && !existsSync(path.join(options.dataDir, set.file))
      ? [path.join(options.dataDir, set.file)]
      : [],
  );
  if (missing.length > 0) {
    for (const file of missing) console.error(`bench: ${missingDataMessage(file)}`);
    return 1;
  }
  for (const set of options.sets) {
    const results: ModeResult[] = [];
    let total: number | null = null;
    for (const solver of options.solvers) {
      process.stderr.write(`[bench] ${set.name}: ${SOLVER_INFO[solver].name}…\n`);
      const measured = await runSolverOnSet(solver, set, options);
      results.push(...measured.results);
      total ??= measured.total;
    }
    attachRatios(results);
    for (const result of results) allocation.push({ set: set.name, result });
    oursFailed ||= results.some(
      (r) => r.solver === "ours" && (r.wrong > 0 || r.countMismatch > 0 || r.gaveUp > 0 || r.error !== null),
    );
    console.log(`\n${describeSet(set, results, total)}\n`);
    console.log(formatTable(results));
    const notes: string[] = [];
    if (results.some((r) => r.finished > 0 && !r.maxRetimed)) {
      notes.push(
        "- \\* max not re-timed: some of the slowest puzzles were too slow to re-run within the re-time budget (first-pass time kept).",
      );
    }
    notes.push(...formatHeapLines(results));
    const busy = formatBusyWarning(results);
    if (busy !== null) notes.push(busy);
    const load = os.loadavg()[0] ?? 0;
    notes.push(`- load average (1 min) after this set: ${load.toFixed(1)} on ${os.cpus().length} cores.`);
    for (const r of results) {
      for (const example of r.examples) notes.push(`- ${r.name} ${r.label}: ${example}`);
      if (r.error !== null) notes.push(`- ${r.name} ${r.label}: ERROR ${r.error.split("\n")[0]}`);
    }
    if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
    json.sets.push({
      name: set.name,
      file: set.file,
      promise: set.promise,
      what: set.what,
      total,
      loadAverageAfter: load,
      results,
    });
  }

  if (allocation.some(({ result }) => result.solver === "ours" && result.final?.probe)) {
    console.log("\n### Allocation by ours\n");
    console.log(formatAllocationSummary(allocation));
    console.log(
      "\nHeap growth per puzzle over many solves with no gc in between (the worker runs with --expose-gc and forces one before). " +
        "If it stays flat while guesses/puzzle grows, the search allocates nothing per step; what is left is the result object and its board(s).",
    );
  }

  const seconds = (performance.now() - started) / 1000;
  json.totalSeconds = seconds;
  writeFileSync(options.jsonPath, `${JSON.stringify(json, jsonNumbers, 2)}\n`);
  console.log(`\nTotal ${seconds.toFixed(1)} s. JSON: ${options.jsonPath}`);
  if (oursFailed)
    console.log("\nOUR SOLVER FAILED a check above (wrong answer, count against the promise, or error).");
  return oursFailed ? 1 : 0;
}

// JSON has no NaN or Infinity: write null for them.
function jsonNumbers(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isFinite(value) ? null : value;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
