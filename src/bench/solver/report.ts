/**
 * Turning what the workers reported into results: accumulate chunks per mode, summarise, compare with ours,
 * and print the markdown table (the JSON is the same results, as data).
 */

import { summarizeTimes } from "../shared/stats.js";
import type { ChunkReport, ModeFinal, Tallies } from "./measure.js";
import type { ModeInfo } from "./protocol.js";

/** Everything received for one solver mode on one set. */
export interface ModeAccumulator {
  readonly info: ModeInfo;
  readonly timesUs: number[];
  /** Solving time that produced no verdict: deadlines passed, or the puzzle a killed worker was on. */
  unfinishedUs: number;
  guessesSum: number;
  guessesReported: number;
  readonly tallies: Tallies;
  readonly examples: string[];
  final: ModeFinal | null;
  /** The worker was killed while in this mode (it overran its budget). */
  killed: boolean;
  error: string | null;
}

/** A fresh accumulator for one mode. */
export function newAccumulator(info: ModeInfo): ModeAccumulator {
  return {
    info,
    timesUs: [],
    unfinishedUs: 0,
    guessesSum: 0,
    guessesReported: 0,
    tallies: { verified: 0, wrong: 0, countMismatch: 0, gaveUp: 0, timedOut: 0 },
    examples: [],
    final: null,
    killed: false,
    error: null,
  };
}

/** Add one chunk's figures to an accumulator. */
export function addChunk(acc: ModeAccumulator, chunk: ChunkReport): void {
  for (const us of chunk.timesUs) acc.timesUs.push(us);
  acc.unfinishedUs += chunk.timedOutUs;
  acc.guessesSum += chunk.guessesSum;
  acc.guessesReported += chunk.guessesReported;
  for (const key of Object.keys(acc.tallies) as (keyof Tallies)[]) acc.tallies[key] += chunk.tallies[key];
  for (const example of chunk.examples) if (acc.examples.length < 3) acc.examples.push(example);
}

/** One row of the table (and one object of the JSON). Times in µs. */
export interface ModeResult {
  readonly solver: string;
  readonly name: string;
  readonly description: string;
  readonly mode: string;
  readonly label: string;
  readonly comparesWith: 1 | 2;
  /** Puzzles in the (sampled) set. */
  readonly puzzles: number;
  /** Puzzles that got a verdict. */
  readonly finished: number;
  readonly verified: number;
  readonly wrong: number;
  readonly countMismatch: number;
  readonly gaveUp: number;
  readonly timedOut: number;
  /** Puzzles never started because the cap was reached (or the worker was killed). */
  readonly notStarted: number;
  /** Solving time, verdict or not, in seconds. */
  readonly solveSeconds: number;
  /** Finished puzzles per second of solving time. */
  readonly puzzlesPerSecond: number;
  readonly medianUs: number;
  readonly p99Us: number;
  readonly maxUs: number;
  /** False when some of the slowest puzzles were too slow to re-time (or no re-time happened). */
  readonly maxRetimed: boolean;
  readonly guessesPerPuzzle: number | null;
  /** This mode's puzzles/s divided by ours in the mode it compares with; null when ours did not run. */
  ratioToOurs: number | null;
  readonly capSeconds: number;
  readonly stoppedByCap: boolean;
  readonly killed: boolean;
  readonly error: string | null;
  readonly examples: readonly string[];
  readonly final: ModeFinal | null;
}

/** Summarise one accumulator into a result row (ratio to ours filled in later by {@link attachRatios}). */
export function summarizeMode(
  acc: ModeAccumulator,
  context: { solver: string; name: string; description: string; puzzles: number; capMs: number },
): ModeResult {
  const { tallies, final } = acc;
  const times = summarizeTimes(acc.timesUs);
  const finished = times.count;
  const judged = finished + tallies.timedOut;
  const solveSeconds = (times.total + acc.unfinishedUs) / 1e6;
  const attempted = final ? final.attempted : judged + (acc.killed ? 1 : 0);
  return {
    solver: context.solver,
    name: context.name,
    description: context.description,
    mode: acc.info.id,
    label: acc.info.label,
    comparesWith: acc.info.comparesWith,
    puzzles: context.puzzles,
    finished,
    verified: tallies.verified,
    wrong: tallies.wrong,
    countMismatch: tallies.countMismatch,
    gaveUp: tallies.gaveUp,
    timedOut: tallies.timedOut,
    notStarted: Math.max(0, context.puzzles - attempted),
    solveSeconds,
    puzzlesPerSecond: solveSeconds > 0 ? finished / solveSeconds : Number.NaN,
    // The worker's summary has the re-timed figures; a killed worker's mode has only the first pass.
    medianUs: final ? final.summary.median : times.median,
    p99Us: final ? final.summary.p99 : times.p99,
    maxUs: final ? final.summary.max : times.max,
    maxRetimed: final?.maxRetimed ?? false,
    guessesPerPuzzle: acc.guessesReported > 0 ? acc.guessesSum / acc.guessesReported : null,
    ratioToOurs: null,
    capSeconds: context.capMs / 1000,
    stoppedByCap: final?.stoppedByCap ?? false,
    killed: acc.killed,
    error: acc.error,
    examples: acc.examples,
    final,
  };
}

/** Fill in every row's ratio to ours (same set, the ours mode each row compares with). */
export function attachRatios(results: ModeResult[]): void {
  for (const row of results) {
    const ours = results.find((r) => r.solver === "ours" && r.mode === `limit${row.comparesWith}`);
    row.ratioToOurs =
      ours && ours.puzzlesPerSecond > 0 && Number.isFinite(row.puzzlesPerSecond)
        ? row.puzzlesPerSecond / ours.puzzlesPerSecond
        : null;
  }
}

const DASH = "—";

/** A number with thousands separators and `digits` decimals. */
const grouped = (x: number, digits = 0): string =>
  x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A rate or a time, as precise as it is worth: integers from 100 up, one decimal from 10, two below.
 *
 * @example formatFigure(12345.6) // "12,346"
 */
export function formatFigure(x: number | null): string {
  if (x === null || !Number.isFinite(x)) return DASH;
  if (Math.abs(x) >= 100) return grouped(x);
  if (Math.abs(x) >= 10) return grouped(x, 1);
  return grouped(x, 2);
}

/** A ratio such as `0.16×`; two significant digits below 0.1 so that small ratios stay readable. */
export function formatRatio(x: number | null): string {
  if (x === null || !Number.isFinite(x)) return DASH;
  if (x === 0) return "0×";
  if (x >= 0.1) return `${grouped(x, 2)}×`;
  return `${x.toPrecision(2)}×`;
}

/** The verification column: verified out of the set, then whatever else happened. */
export function formatChecked(r: ModeResult): string {
  const parts = [`${r.verified === r.puzzles ? "✓ " : ""}${grouped(r.verified)}/${grouped(r.puzzles)}`];
  if (r.wrong > 0) parts.push(`${r.wrong} WRONG`);
  if (r.countMismatch > 0) parts.push(`${r.countMismatch} count≠promise`);
  if (r.gaveUp > 0) parts.push(`${grouped(r.gaveUp)} gave up`);
  if (r.timedOut > 0) parts.push(`${r.timedOut} cut at cap`);
  if (r.killed) parts.push(`killed after the ${r.capSeconds} s cap`);
  else if (r.notStarted > 0) parts.push(`${grouped(r.notStarted)} not reached in ${r.capSeconds} s cap`);
  if (r.error !== null) parts.push("ERROR");
  return parts.join(", ");
}

/**
 * The markdown table for one set.
 *
 * @example console.log(formatTable(results))
 */
export function formatTable(results: readonly ModeResult[]): string {
  const header = [
    "solver",
    "mode",
    "puzzles/s",
    "median µs",
    "p99 µs",
    "max µs",
    "guesses/puzzle",
    "vs ours",
    "verified",
  ];
  const rows = results.map((r) => [
    r.name,
    r.label,
    r.finished === 0 ? `0 in ${formatFigure(r.solveSeconds)} s` : formatFigure(r.puzzlesPerSecond),
    formatFigure(r.medianUs),
    formatFigure(r.p99Us),
    `${formatFigure(r.maxUs)}${r.finished > 0 && !r.maxRetimed ? "*" : ""}`,
    formatFigure(r.guessesPerPuzzle),
    formatRatio(r.ratioToOurs),
    formatChecked(r),
  ]);
  const align = ["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---"];
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(align), ...rows.map(line)].join("\n");
}

/** Bytes as B / KB / MB (powers of 1024), signed when asked. */
export function formatBytes(bytes: number, signed = false): string {
  const sign = signed && bytes >= 0 ? "+" : "";
  const abs = Math.abs(bytes);
  if (abs < 1024) return `${sign}${grouped(bytes, abs < 10 && !Number.isInteger(bytes) ? 1 : 0)} B`;
  if (abs < 1024 * 1024) return `${sign}${grouped(bytes / 1024, 1)} KB`;
  return `${sign}${grouped(bytes / (1024 * 1024), 2)} MB`;
}

/**
 * The heap lines printed under a table: for each of our modes, heap after a forced gc before and after the
 * set, GCs during the timed pass, and the allocation probe.
 */
export function formatHeapLines(results: readonly ModeResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    if (r.solver !== "ours" || !r.final) continue;
    const { heap, gcsDuringPass, probe } = r.final;
    const parts: string[] = [];
    if (heap) {
      parts.push(
        `heapUsed after forced gc ${formatBytes(heap.beforeBytes)} before the set, ${formatBytes(heap.afterBytes)} after (${formatBytes(heap.afterBytes - heap.beforeBytes, true)})`,
      );
    } else {
      parts.push("no heap figures (worker not run with --expose-gc)");
    }
    if (gcsDuringPass !== null) parts.push(`GCs during the timed pass: ${gcsDuringPass}`);
    if (probe) {
      const guesses =
        probe.guessesPerPuzzle === null ? "" : ` at ${formatFigure(probe.guessesPerPuzzle)} guesses/puzzle`;
      parts.push(
        `probe: ${grouped(probe.runs)} solves with no gc between: heap ${formatBytes(probe.grownBytes, true)} = ${formatBytes(probe.bytesPerPuzzle)}/puzzle${guesses}, GCs during the probe: ${probe.gcs}`,
      );
    }
    lines.push(`- heap, ours ${r.label}: ${parts.join("; ")}`);
  }
  return lines;
}

/**
 * The closing table on our solver's allocation: per set and mode, guesses per puzzle next to heap bytes per
 * puzzle from the probe. Bytes that stay flat while guesses grow by orders of magnitude mean the search
 * allocates nothing per step (what remains is the result object and its boards).
 */
export function formatAllocationSummary(rows: readonly { set: string; result: ModeResult }[]): string {
  const lines = [
    "| set | mode | guesses/puzzle | heap B/puzzle (probe, no gc) | GCs in probe | GCs in timed pass |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
  ];
  for (const { set, result } of rows) {
    const probe = result.final?.probe;
    if (result.solver !== "ours" || !probe) continue;
    lines.push(
      `| ${set} | ${result.label} | ${formatFigure(probe.guessesPerPuzzle)} | ${formatFigure(probe.bytesPerPuzzle)} | ${probe.gcs} | ${result.final?.gcsDuringPass ?? DASH} |`,
    );
  }
  return lines.join("\n");
}

/** Below this share of a core during a timed pass, the bench warns that the machine was busy. */
export const BUSY_CPU_SHARE = 0.9;

/**
 * A warning line for the modes whose worker got less than {@link BUSY_CPU_SHARE} of a core while timing
 * (other processes were running), or null when none did.
 */
export function formatBusyWarning(results: readonly ModeResult[]): string | null {
  const busy = results.filter((r) => r.final !== null && r.final.cpuShare < BUSY_CPU_SHARE);
  if (busy.length === 0) return null;
  const list = busy
    .map((r) => `${r.name} ${r.label} ${Math.round((r.final?.cpuShare ?? 0) * 100)}%`)
    .join(", ");
  return `- ⚠ busy machine: these workers got less than a full core while timing, so their times include waiting: ${list}.`;
}
