/**
 * `sudoku solve`: one board (argument or stdin) → the solution as a grid, a line or JSON, optionally a PNG;
 * or `--batch`: one puzzle per input line → one answer per output line.
 */
import { type Board, countFilled, differingCells, formatBoard } from "../core/board.js";
import { describeProblems } from "../core/problems.js";
import { duplicateCells, parseBoard } from "../core/read/index.js";
import { boardCells, type CellMark, renderBoard, type Theme } from "../core/render.js";
import { solve } from "../core/solver.js";
import { type CliIo, labelled, readLines, writeChunk, writePicture } from "./io.js";

/** Exit statuses shared by every sub-command. */
export const EXIT = { ok: 0, unsolved: 1, invalid: 2 } as const;

export type OutputFormat = "grid" | "line" | "json";

export interface SolveCliOptions {
  readonly format: OutputFormat;
  readonly out?: string;
  readonly theme: Theme;
}

/** What `--format json` prints, one object per board (the public shape of the CLI). */
interface SolveJson {
  status: "unique" | "multiple" | "none" | "invalid";
  puzzle: string | null;
  solution: string | null;
  error: string | null;
}

/** Solves one board of text and reports it; returns the exit status. */
export async function solveOne(text: string, options: SolveCliOptions, io: CliIo): Promise<number> {
  const parsed = parseBoard(text);
  const json: SolveJson = { status: "invalid", puzzle: null, solution: null, error: null };
  let picture: { puzzle: Board; shown?: Board; marks?: Map<number, CellMark> } | undefined;
  let solution: Board | undefined;
  let message: string;
  let exit: number;

  if (!parsed.ok) {
    json.error = describeProblems(parsed.problems);
    json.puzzle = parsed.board ? formatBoard(parsed.board) : null;
    if (parsed.board)
      picture = {
        puzzle: parsed.board,
        marks: new Map(duplicateCells(parsed.problems).map((c) => [c, "conflict"])),
      };
    message = labelled("invalid board", json.error);
    exit = EXIT.invalid;
  } else {
    const puzzle = parsed.board;
    json.puzzle = formatBoard(puzzle);
    const started = performance.now();
    const result = solve(puzzle, { limit: 2 });
    const ms = performance.now() - started;
    const facts = `${countFilled(puzzle)} givens · solved in ${ms.toFixed(1)} ms`;
    json.status = result.status === "solved" ? "unique" : result.status;
    if (result.status === "none") {
      message = `no solution: these givens repeat no digit in a row, column or box, yet no grid completes them · ${facts}`;
      picture = { puzzle };
      exit = EXIT.unsolved;
    } else {
      solution = result.solution;
      json.solution = formatBoard(solution);
      if (result.status === "multiple") {
        const differ = differingCells(result.solution, result.second);
        message = `one of several solutions (another differs in ${differ.length} cells) · ${facts}`;
        picture = {
          puzzle,
          shown: result.solution,
          marks: new Map(differ.map((c) => [c, "differs" as const])),
        };
      } else {
        message = `unique solution · ${facts}`;
        picture = { puzzle, shown: result.solution };
      }
      exit = EXIT.ok;
    }
  }

  if (options.format === "json") io.stdout.write(`${JSON.stringify(json)}\n`);
  else if (solution) io.stdout.write(`${formatBoard(solution, options.format)}\n`);
  io.stderr.write(`${message}\n`);

  if (options.out && picture) {
    const png = renderBoard({
      cells: boardCells(picture.puzzle, picture.shown, picture.marks),
      theme: options.theme,
    });
    if (!(await writePicture(io, options.out, png))) return EXIT.invalid;
  }
  return exit;
}

/**
 * `--batch`: each non-blank input line is a puzzle; each gets one output line — the 81-digit solution (followed by
 * ` multiple` when it is not the only one), `none`, or `invalid`. Uniqueness is established for every puzzle.
 * Returns 0 once every line is answered (per-line verdicts are in the output, not the exit status).
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
    const parsed = parseBoard(line);
    let answer: string;
    if (!parsed.ok) answer = "invalid";
    else {
      const result = solve(parsed.board, { limit: 2 });
      if (result.status === "none") answer = "none";
      else answer = formatBoard(result.solution) + (result.status === "multiple" ? " multiple" : "");
    }
    pending.push(`${answer}\n`);
    if (pending.length >= 512) await flush();
  }
  await flush();
  return EXIT.ok;
}
