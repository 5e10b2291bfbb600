/**
 * `sudoku hint`: the next logical step of a position, naming its technique; with the original puzzle it says
 * first which entries contradict the solution. Prints one sentence (or JSON), optionally the step's picture.
 */
import { cellName } from "../core/board.js";
import { hintFor } from "../core/logic/hint.js";
import { readHintInput } from "../core/logic/hint-input.js";
import { renderBoard, type Theme } from "../core/render/index.js";
import { stepPictureRequest } from "../core/render/step-picture.js";
import type { Catalogue } from "../messages/index.js";
import { hintText } from "../present/hint-text.js";
import { describeProblems } from "../present/problem-text.js";
import { type CliIo, EXIT, writeLine, writePicture } from "./io.js";

export interface HintCliOptions {
  readonly format: "text" | "json";
  readonly out?: string;
  readonly theme: Theme;
}

/** What `--format json` prints (the shape). */
interface HintJson {
  status: "hint" | "solved" | "none" | "multiple" | "invalid";
  technique: string | null;
  level: string | null;
  placements: { cell: string; digit: number }[];
  eliminations: { cell: string; digits: number[] }[];
  text: string | null;
  error: string | null;
}

/** Gives the next step for one position; returns the exit status (0 hint or solved, 1 none or multiple, 2 invalid). */
export async function hintOne(
  text: string,
  puzzleText: string | undefined,
  options: HintCliOptions,
  m: Catalogue,
  io: CliIo,
): Promise<number> {
  const input = readHintInput(text, puzzleText);
  const json: HintJson = {
    status: "invalid",
    technique: null,
    level: null,
    placements: [],
    eliminations: [],
    text: null,
    error: null,
  };
  if (!input.ok) {
    json.error = describeProblems(input.problems, m);
    if (options.format === "json") await writeLine(io.stdout, JSON.stringify(json));
    await writeLine(io.stderr, json.error);
    return EXIT.invalid;
  }
  const outcome = hintFor(input.board, input.puzzle);
  const sentence = hintText(outcome, m);
  json.text = sentence;
  json.status = outcome.status === "stuck" ? "none" : outcome.status;
  if (outcome.status === "hint") {
    json.technique = m.hint.technique(outcome.technique.id);
    json.level = outcome.technique.level;
    json.placements = outcome.step.placements.map((p) => ({ cell: cellName(p.cell), digit: p.digit }));
    json.eliminations = outcome.step.eliminations.map((e) => ({
      cell: cellName(e.cell),
      digits: [...e.digits],
    }));
  }
  if (outcome.status === "stuck") json.error = m.hint.stuck;
  await writeLine(io.stdout, options.format === "json" ? JSON.stringify(json) : sentence);
  if (options.out && outcome.status === "hint") {
    const wrong = new Map(outcome.wrong.map((cell) => [cell, input.board[cell]]));
    const png = renderBoard(
      stepPictureRequest(outcome.position, outcome.step, {
        theme: options.theme,
        caption: m.hint.legend,
        wrong,
      }),
    );
    if (!(await writePicture(io, m, options.out, png))) return EXIT.invalid;
  }
  return outcome.status === "hint" || outcome.status === "solved" ? EXIT.ok : EXIT.unsolved;
}
