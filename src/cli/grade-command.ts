/**
 * `sudoku grade`: a puzzle's difficulty (level, score, hardest technique) from its logical solve; `--steps` adds
 * the steps; `--batch` grades one puzzle per input line.
 */
import { cellName } from "../core/board.js";
import { type Grade, gradePuzzle } from "../core/logic/grade.js";
import type { Step } from "../core/logic/types.js";
import { parseBoard } from "../core/read/index.js";
import { solve } from "../core/solver.js";
import type { Catalogue } from "../messages/index.js";
import { describeProblems } from "../present/problem-text.js";
import { type CliIo, EXIT, readLines, writeChunk, writeLine } from "./io.js";

export interface GradeCliOptions {
  readonly format: "text" | "json";
  readonly steps: boolean;
}

/** A step as `--steps` prints it in JSON. */
interface StepJson {
  technique: string;
  placements: { cell: string; digit: number }[];
  eliminations: { cell: string; digits: number[] }[];
}

/** What `--format json` prints (the issue's shape; `steps` only with `--steps`). */
interface GradeJson {
  status: "graded" | "none" | "multiple" | "invalid";
  level: string | null;
  score: number | null;
  hardest: string | null;
  logical: boolean | null;
  steps?: StepJson[];
  error?: string;
}

/** The verdict on one puzzle: its grade, or why it has none. */
type Graded =
  | { status: "graded"; grade: Grade }
  | { status: "none" | "multiple" }
  | { status: "invalid"; error: string };

function gradeText(text: string, m: Catalogue): Graded {
  const read = parseBoard(text);
  if (!read.ok) return { status: "invalid", error: describeProblems(read.problems, m) };
  const solved = solve(read.board);
  if (solved.status === "none") return { status: "none" };
  if (solved.status === "multiple") return { status: "multiple" };
  return { status: "graded", grade: gradePuzzle(read.board) };
}

const stepJson = (step: Step, m: Catalogue): StepJson => ({
  technique: m.hint.technique(step.technique),
  placements: step.placements.map((p) => ({ cell: cellName(p.cell), digit: p.digit })),
  eliminations: step.eliminations.map((e) => ({ cell: cellName(e.cell), digits: [...e.digits] })),
});

/** Grades one board of text; returns the exit status (0 graded, 1 none or multiple, 2 invalid). */
export async function gradeOne(
  text: string,
  options: GradeCliOptions,
  m: Catalogue,
  io: CliIo,
): Promise<number> {
  const graded = gradeText(text, m);
  const json: GradeJson = { status: graded.status, level: null, score: null, hardest: null, logical: null };
  if (graded.status === "graded") {
    const { grade } = graded;
    json.level = grade.level;
    json.score = grade.score;
    json.hardest = grade.hardest ? m.hint.technique(grade.hardest) : null;
    json.logical = grade.logical;
    if (options.steps) json.steps = grade.steps.map((s) => stepJson(s, m));
  } else if (options.steps) json.steps = [];
  if (graded.status === "invalid") json.error = graded.error;

  if (options.format === "json") await writeLine(io.stdout, JSON.stringify(json));
  else if (graded.status === "graded") {
    const { grade } = graded;
    const lines = [
      `${m.hint.grade(grade.level, grade.hardest)} · ${m.hint.score(grade.score)}${grade.logical ? "" : ` · ${m.hint.notLogical}`}`,
    ];
    if (options.steps) lines.push(...grade.steps.map((s) => m.hint.step(s)));
    await writeLine(io.stdout, lines.join("\n"));
  } else {
    const said =
      graded.status === "invalid" ? graded.error : graded.status === "none" ? m.hint.none : m.hint.multiple;
    await writeLine(io.stderr, said);
  }
  if (graded.status === "graded") return EXIT.ok;
  return graded.status === "invalid" ? EXIT.invalid : EXIT.unsolved;
}

/** `grade --batch`: one line per non-blank input line: `<level>\t<score>\t<hardest>`, or `invalid`, `none`, `multiple`. */
export async function gradeBatch(io: CliIo, m: Catalogue): Promise<number> {
  for await (const line of readLines(io.stdin)) {
    if (line.trim() === "") continue;
    const graded = gradeText(line, m);
    const answer =
      graded.status === "graded"
        ? `${graded.grade.level}\t${graded.grade.score}\t${graded.grade.hardest ? m.hint.technique(graded.grade.hardest) : "-"}`
        : graded.status;
    await writeChunk(io.stdout, `${answer}\n`);
  }
  return EXIT.ok;
}
