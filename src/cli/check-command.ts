/**
 * `sudoku check`: is a hand solution (complete or partial) right? Optionally against the original puzzle.
 *
 * The verdict is the check report's and the words and picture the presentation's, exactly as the bot
 * answers; this module only prints them and sets the exit status. What is revealed follows the one rule in
 * src/present/check-presentation.ts, in text and JSON alike: a partial attempt's wrong entries are named
 * only with `--reveal` (JSON's `wrongCount` still counts them).
 */

import { type CheckStatus, readCheckText, reportCheck } from "../core/answer/check-report.js";
import { cellName } from "../core/board.js";
import { renderBoard, type Theme } from "../core/render/index.js";
import type { Catalogue } from "../messages/index.js";
import { presentCheck } from "../present/check-presentation.js";
import { type CliIo, EXIT, writeLine, writePicture } from "./io.js";

export interface CheckCliOptions {
  readonly format: "text" | "json";
  readonly out?: string;
  readonly theme: Theme;
  readonly reveal: boolean;
}

/** What `--format json` prints. `wrong` names cells as people do (`r3c7`). */
interface CheckJson {
  status: CheckStatus | "invalid";
  complete: boolean | null;
  /** The wrong cells this answer may name (all of them for a complete attempt or with --reveal). */
  wrong: string[];
  /** How many cells are wrong, named or not. */
  wrongCount: number;
  changedGivens: string[];
  error: string | null;
}

/** Checks one attempt and reports it; returns the exit status (0 correct/on-track, 1 wrong/dead-end, 2 invalid). */
export async function checkOne(
  attemptText: string,
  puzzleText: string | undefined,
  options: CheckCliOptions,
  m: Catalogue,
  io: CliIo,
): Promise<number> {
  const { reading, source } = readCheckText(attemptText, puzzleText);
  const report = reportCheck(reading, source);
  if (report.status === "invalid") {
    const shown = presentCheck(report, m, { surface: "cli" });
    if (options.format === "json") {
      const json: CheckJson = {
        status: "invalid",
        complete: null,
        wrong: [],
        wrongCount: 0,
        changedGivens: [],
        error: shown.text,
      };
      await writeLine(io.stdout, JSON.stringify(json));
    }
    await writeLine(io.stderr, shown.text);
    return EXIT.invalid;
  }
  const shown = presentCheck(report, m, { reveal: options.reveal, surface: "cli" });
  const text = [shown.verdict, ...shown.evidence, ...shown.hint].join("\n");
  if (options.format === "json") {
    const json: CheckJson = {
      status: report.status,
      complete: report.complete,
      wrong: shown.shownWrong.map(cellName),
      wrongCount: report.wrong.length,
      changedGivens: report.changedGivens.map(cellName),
      error: null,
    };
    await writeLine(io.stdout, JSON.stringify(json));
    await writeLine(io.stderr, text);
  } else {
    await writeLine(io.stdout, text);
  }
  if (options.out) {
    const png = renderBoard({ ...shown.picture, theme: options.theme });
    if (!(await writePicture(io, m, options.out, png))) return EXIT.invalid;
  }
  return report.status === "correct" || report.status === "on-track" ? EXIT.ok : EXIT.unsolved;
}
