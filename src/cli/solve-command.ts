/**
 * `sudoku solve`: one board (argument or stdin) → the solution as a grid, a line or JSON, optionally a PNG;
 * or `--batch`: one puzzle per input line → one answer per output line.
 *
 * The decision is the solve report's and the words and picture the presentation's, exactly as the bot
 * answers; this module only prints them and sets the exit status.
 */

import { reportSolve, type SolveReport, withGrade } from "../core/answer/solve-report.js";
import { TEXT_SOURCE } from "../core/answer/source.js";
import { formatBoard } from "../core/board.js";
import { parseBoard } from "../core/read/index.js";
import { renderBoard, type Theme } from "../core/render/index.js";
import type { Catalogue } from "../messages/index.js";
import { presentSolve } from "../present/solve-presentation.js";
import { type CliIo, EXIT, readLines, writeChunk, writeLine, writePicture } from "./io.js";

export type OutputFormat = "grid" | "line" | "json";

export interface SolveCliOptions {
  readonly format: OutputFormat;
  readonly out?: string;
  readonly theme: Theme;
}

/**
 * What `--format json` prints, one object per board (the public shape of the CLI). A board whose givens
 * repeat a digit is `invalid` here, as it always was; `error` then names the repeats.
 */
interface SolveJson {
  status: "unique" | "multiple" | "none" | "undecided" | "invalid";
  puzzle: string | null;
  solution: string | null;
  error: string | null;
}

/** The exit status for a report: 0 solved, 1 no solution (or undecided), 2 invalid input. */
function exitFor(report: SolveReport): number {
  if (report.status === "unique" || report.status === "multiple") return EXIT.ok;
  if (report.status === "none" || report.status === "undecided") return EXIT.unsolved;
  return EXIT.invalid;
}

/** Solves one board of text and reports it; returns the exit status. */
export async function solveOne(
  text: string,
  options: SolveCliOptions,
  m: Catalogue,
  io: CliIo,
): Promise<number> {
  const report = withGrade(reportSolve(parseBoard(text), TEXT_SOURCE));
  const shown = presentSolve(report, m);
  if (options.format === "json") {
    const json: SolveJson = {
      status: report.status === "conflict" ? "invalid" : report.status,
      puzzle: report.puzzle ? formatBoard(report.puzzle) : null,
      solution: report.solution ? formatBoard(report.solution) : null,
      error: shown.problems === "" ? null : shown.problems,
    };
    await writeLine(io.stdout, JSON.stringify(json));
  } else if (report.solution) {
    await writeLine(io.stdout, formatBoard(report.solution, options.format));
  }
  await writeLine(io.stderr, shown.text);
  if (options.out && shown.picture) {
    const png = renderBoard({ ...shown.picture, theme: options.theme });
    if (!(await writePicture(io, m, options.out, png))) return EXIT.invalid;
  }
  return exitFor(report);
}

/** One `--batch` answer line: the solution (+ ` multiple`), `none`, `undecided` or `invalid`. */
function batchAnswer(report: SolveReport): string {
  switch (report.status) {
    case "unique":
    case "multiple":
      return (
        formatBoard(report.solution ?? new Uint8Array(81)) + (report.status === "multiple" ? " multiple" : "")
      );
    case "none":
    case "undecided":
      return report.status;
    case "conflict":
    case "invalid":
      return "invalid";
  }
}

/**
 * `--batch`: each non-blank input line is a puzzle; each gets one output line — the 81-digit solution (followed by
 * ` multiple` when it is not the only one), `none`, `undecided` or `invalid`. Uniqueness is established for
 * every puzzle. Returns 0 once every line is answered (per-line verdicts are in the output, not the exit status).
 */
export async function solveBatch(io: CliIo): Promise<number> {
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    await writeChunk(io.stdout, text);
  };
  for await (const line of readLines(io.stdin)) {
    if (line.trim() === "") continue;
    pending.push(`${batchAnswer(reportSolve(parseBoard(line), TEXT_SOURCE))}\n`);
    if (pending.length >= 512) await flush();
  }
  await flush();
  return EXIT.ok;
}
