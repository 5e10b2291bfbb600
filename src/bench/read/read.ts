/**
 * `npm run bench:read`: how well pictures are read, by set — boards read exactly (every printed and
 * handwritten digit, and nothing else), how many of those were confident (`read`) rather than `unsure`,
 * silent misreads (a wrong board reported `read`: must be 0), wrong cells an `unsure` read does not mark
 * doubtful (read-unmarked.ts: the cells a person confirming it may miss), refusals of pictures that are not a Sudoku,
 * and the time per picture (median, 90th percentile, max; one process, one core), in wall time and in
 * the process's CPU time.
 *
 * Options: READ_USAGE in read-args.ts (`npm run bench:read -- --help`).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatBoard } from "../../core/board.js";
import { shippedModel } from "../../core/vision/digits/classify.js";
import { ensembleOf } from "../../core/vision/digits/ensemble.js";
import { extractBoard } from "../../core/vision/extract.js";
import { decodePicture } from "../../core/vision/picture/decode.js";
import { warmUpReader } from "../../core/vision/practice.js";
import { type ReadOptions, readImage } from "../../core/vision/read.js";
import { modelReader, shippedReader } from "../../core/vision/shipped.js";
import { optionsOrExit } from "../shared/args.js";
import { defaultDataDir, findRepoRoot } from "../shared/sets.js";
import { median } from "../shared/stats.js";
import { parseReadArgs, READ_USAGE } from "./read-args.js";
import { labelledCases, notSudokuCases, type ReadCase, splitName, syntheticCases } from "./read-cases.js";
import { loadModelFiles, missingData } from "./read-inputs.js";
import { prepareCase } from "./read-reencode.js";
import { sheetKeys } from "./read-split.js";
import { differingCells, unmarkedWrongCells } from "./read-unmarked.js";

/** One case's outcome. */
interface Outcome {
  set: string;
  name: string;
  exact: boolean;
  status: string;
  ms: number;
  cpu: number;
  detail: string;
  /** Wrong cells not marked doubtful, in a board that was read (see read-unmarked.ts). */
  unmarked?: number;
}

const line = (board: Uint8Array): string => formatBoard(board, "line").replace(/0/g, ".");

/** Cells where two 81-character boards differ, as r1c1 names. */
function differences(got: string, want: string): string[] {
  return differingCells(got, want).map(
    (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}:${got[i]}≠${want[i]}`,
  );
}

/** The process's CPU time (user and system) since `before`, in ms. */
function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Scores one case; `cpu` is the process's CPU time spent on it (load-independent, unlike `ms`). */
async function score(c: ReadCase, inkOnly: boolean, reader: ReadOptions): Promise<Outcome> {
  const bytes = c.load();
  const before = process.cpuUsage();
  const outcome = await scoreBytes(c, bytes, inkOnly, reader);
  return { ...outcome, cpu: cpuMsSince(before) };
}

async function scoreBytes(
  c: ReadCase,
  bytes: Buffer,
  inkOnly: boolean,
  reader: ReadOptions,
): Promise<Omit<Outcome, "cpu">> {
  const base = { set: c.set, name: c.name };
  if (inkOnly) {
    const started = performance.now();
    const decoded = await decodePicture(bytes);
    const board = decoded.ok ? extractBoard(decoded.picture) : null;
    const ms = performance.now() - started;
    if (c.expected.kind === "refuse")
      return { ...base, exact: board === null, status: board ? "board" : "no-board", ms, detail: "" };
    if (board === null) return { ...base, exact: false, status: "no-board", ms, detail: "no board" };
    const got = board.cells.map((cell) => (cell.ink ? "x" : ".")).join("");
    const want = c.expected.full.replace(/[1-9]/g, "x");
    const diff = differences(got, want);
    return { ...base, exact: diff.length === 0, status: "board", ms, detail: diff.join(" ") };
  }
  const read = await readImage(bytes, reader);
  if (c.expected.kind === "refuse") {
    return {
      ...base,
      exact: read.status === "no-board" || read.status === "error",
      status: read.status,
      ms: read.ms,
      detail: "",
    };
  }
  if (read.status === "no-board" || read.status === "error") {
    return {
      ...base,
      exact: false,
      status: read.status,
      ms: read.ms,
      detail: read.status === "error" ? read.problem.kind : read.reason,
    };
  }
  const [grid, puzzle] = [line(read.grid), line(read.puzzle)];
  const diff = differences(grid, c.expected.full);
  const unmarked = unmarkedWrongCells(grid, c.expected.full, puzzle, c.expected.givens, read.doubtful).length;
  if (c.expected.givens !== null)
    diff.push(...differences(puzzle, c.expected.givens).map((d) => `given ${d}`));
  return {
    ...base,
    exact: diff.length === 0,
    status: read.status,
    ms: read.ms,
    unmarked,
    detail: `${diff.join(" ")} doubtful ${read.doubtful.length}${unmarked > 0 ? ` unmarked ${unmarked}` : ""} ${read.breaks.join(",")}`,
  };
}

const percent = (n: number, d: number): string => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)} %`);
const quantile = (xs: number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

function report(outcomes: Outcome[], inkOnly: boolean): void {
  console.log(
    inkOnly
      ? "| set | pictures | blank/ink exact | median ms | p90 ms | max ms | median CPU ms | p90 CPU ms | max CPU ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
      : "| set | pictures | exact | exact and `read` | `unsure` | no board | silent misreads | wrong cells unmarked | median ms | p90 ms | max ms | median CPU ms | p90 CPU ms | max CPU ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  const sets = [...new Set(outcomes.map((o) => o.set))];
  for (const set of sets) {
    const os = outcomes.filter((o) => o.set === set);
    const ms = os.map((o) => o.ms);
    const exact = os.filter((o) => o.exact).length;
    // CPU time is the work's own cost (the budget is per photo on one core); wall time includes a busy
    // machine's waits. The tail matters: the budget holds for every photo, not the median one.
    const cpus = os.map((o) => o.cpu);
    const cpu = `${median(cpus).toFixed(0)} | ${quantile(cpus, 0.9).toFixed(0)} | ${Math.max(...cpus).toFixed(0)}`;
    const timing = `${median(ms).toFixed(0)} | ${quantile(ms, 0.9).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${cpu}`;
    if (inkOnly) {
      console.log(`| ${set} | ${os.length} | ${exact} (${percent(exact, os.length)}) | ${timing} |`);
      continue;
    }
    const confident = os.filter((o) => o.exact && o.status === "read").length;
    const unsure = os.filter((o) => o.status === "unsure").length;
    const none = os.filter((o) => o.status === "no-board" || o.status === "error").length;
    const silent = os.filter((o) => !o.exact && o.status === "read").length;
    const unmarkedCells = os.reduce((sum, o) => sum + (o.unmarked ?? 0), 0);
    const unmarkedBoards = os.filter((o) => (o.unmarked ?? 0) > 0).length;
    console.log(
      `| ${set} | ${os.length} | ${exact} (${percent(exact, os.length)}) | ${confident} (${percent(confident, os.length)}) | ${unsure} | ${none} | ${silent} | ${unmarkedCells} in ${unmarkedBoards} | ${timing} |`,
    );
  }
}

/** Reads and scores the sets asked for; returns what is wrong with a file it needs, before reading any. */
async function main(): Promise<string | undefined> {
  const options = optionsOrExit(parseReadArgs(process.argv.slice(2)), READ_USAGE);
  const modelFiles = (options.model ?? "").split(",").filter((file) => file !== "");
  const models = loadModelFiles(modelFiles);
  if (typeof models === "string") return models;
  const reader =
    models.length === 0 && options.secondLook
      ? shippedReader()
      : modelReader(models.length === 0 ? shippedModel() : ensembleOf(models), {
          secondLook: options.secondLook,
        });
  const root = findRepoRoot(path.dirname(new URL(import.meta.url).pathname));
  const dataDir = defaultDataDir(root);
  const photoDir = (folder: string): string => path.join(dataDir, "photos", folder);
  const needed = [
    ...(options.photos
      ? [path.join(photoDir("newspaper"), "labels.tsv"), path.join(photoDir("handwritten"), "labels.tsv")]
      : []),
    ...(options.screens > 0 ? [path.join(dataDir, "kaggle_like.txt")] : []),
  ];
  const missing = missingData(needed);
  if (missing !== undefined) return missing;
  const cases: ReadCase[] = [];
  const problems: string[] = [];
  const add = (found: ReadCase[] | string): void => {
    if (typeof found === "string") problems.push(found);
    else cases.push(...found);
  };
  const kind = options.degrade;
  // Photos made worse when asked (read-degrade.ts), in rows of their own name. The dataset's photos are
  // JPEGs already and kept as taken by `--reencode`; a `--dir` set is saved again when it asks.
  const addPhotos = (found: ReadCase[] | string, asTaken: boolean): void => {
    const made =
      typeof found === "string"
        ? found
        : found.map((c) =>
            kind === null ? { ...c, asTaken } : { ...c, set: `${c.set}, ${kind}`, degrade: kind, asTaken },
          );
    add(made);
  };
  if (options.photos) {
    const sheets = sheetKeys(readFileSync(path.join(photoDir("newspaper"), "labels.tsv"), "utf8"));
    addPhotos(
      labelledCases(
        photoDir("newspaper"),
        `printed photos (${splitName(options.split)})`,
        options.split,
        sheets,
      ),
      true,
    );
    addPhotos(
      labelledCases(
        photoDir("handwritten"),
        `pen-filled photos (${splitName(options.split)})`,
        options.split,
        sheets,
      ),
      true,
    );
  }
  const real = path.join(root, "test", "fixtures", "app-screens");
  if (options.real && existsSync(real)) {
    add(labelledCases(real, "screenshots (real apps, held-out)", "validation"));
    add(labelledCases(real, "screenshots (real apps, tune)", "training"));
  }
  for (const dir of options.dirs)
    addPhotos(labelledCases(dir, path.basename(path.resolve(dir)), "all"), false);
  if (problems.length > 0) return problems[0];
  if (options.screens > 0) cases.push(...syntheticCases(dataDir, options.screens, options.screensFrom));
  // Photos of pictures that are not a Sudoku, made worse the same way, must be refused too.
  if (kind !== null) cases.push(...notSudokuCases(kind));
  if (options.warmUp) {
    const before = process.cpuUsage();
    await warmUpReader(reader);
    console.log(
      `warm-up: the two practice photos read twice each first, ${Math.round(cpuMsSince(before))} ms CPU`,
    );
  }
  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const made = await prepareCase(c, options.reencode);
    const outcome = await score(made, options.ink, reader);
    outcomes.push(outcome);
    if (options.verbose && !outcome.exact)
      console.log(`${outcome.set} ${outcome.name} ${outcome.status}: ${outcome.detail}`);
  }
  report(outcomes, options.ink);
  return undefined;
}

const problem = await main();
if (problem !== undefined) {
  process.stderr.write(`bench:read: ${problem}\n`);
  process.exitCode = 1;
}
