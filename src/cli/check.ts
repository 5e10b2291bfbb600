/** `sudoku check`: is a hand solution (complete or partial) right? Optionally against the original puzzle. */
import { cellName } from "../core/board.js";
import { type CheckReport, checkAttempt, checkCells, readCheckInput, summariseCheck } from "../core/check.js";
import { describeProblems } from "../core/problems.js";
import { renderBoard, type Theme } from "../core/render.js";
import { type CliIo, labelled, writePicture } from "./io.js";
import { EXIT } from "./solve.js";

export interface CheckCliOptions {
  readonly format: "text" | "json";
  readonly out?: string;
  readonly theme: Theme;
  readonly reveal: boolean;
}

/** What `--format json` prints. `wrong` names cells as people do (`r3c7`). */
interface CheckJson {
  status: CheckReport["status"] | "invalid";
  complete: boolean | null;
  wrong: string[];
  changedGivens: string[];
  error: string | null;
}

/** Checks one attempt and reports it; returns the exit status (0 correct/on-track, 1 wrong/dead-end, 2 invalid). */
export async function checkOne(
  attemptText: string,
  puzzleText: string | undefined,
  options: CheckCliOptions,
  io: CliIo,
): Promise<number> {
  const inputs = readCheckInput(attemptText, puzzleText);
  if (!inputs.ok) {
    const error = labelled(`the ${inputs.which}`, describeProblems(inputs.problems));
    const json: CheckJson = { status: "invalid", complete: null, wrong: [], changedGivens: [], error };
    if (options.format === "json") io.stdout.write(`${JSON.stringify(json)}\n`);
    io.stderr.write(`${labelled("invalid input", error)}\n`);
    return EXIT.invalid;
  }
  const report = checkAttempt(inputs.attempt, inputs.puzzle);
  const lines = summariseCheck(report, { reveal: options.reveal });
  if (options.format === "json") {
    const json: CheckJson = {
      status: report.status,
      complete: report.complete,
      wrong: report.wrong.map(cellName),
      changedGivens: report.changedGivens.map(cellName),
      error: null,
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    io.stderr.write(`${lines.join("\n")}\n`);
  } else {
    io.stdout.write(`${lines.join("\n")}\n`);
  }
  if (options.out) {
    const png = renderBoard({
      cells: checkCells(report, { reveal: options.reveal }),
      theme: options.theme,
      ...(report.status === "correct" ? { frame: "correct" as const } : {}),
      ...(report.status === "wrong" ? { frame: "wrong" as const } : {}),
    });
    if (!(await writePicture(io, options.out, png))) return EXIT.invalid;
  }
  return report.status === "correct" || report.status === "on-track" ? EXIT.ok : EXIT.unsolved;
}
