/**
 * A check report as a person sees it, the same on every surface: the verdict and evidence as sentences,
 * a hint on how to learn more, the picture (cells, frame, legend) and its alt text.
 *
 * One rule for what a check reveals, on every surface and in every format (text, picture, JSON): the wrong
 * entries of a partial attempt are counted but named and marked only when the person asks (`reveal`); a
 * complete attempt, and a changed given (the person's slip, not a hint about the solution), are always
 * shown.
 */

import type { CheckReport, CheckStatus, InvalidCheck } from "../core/answer/check-report.js";
import type { Board } from "../core/board.js";
import { CELL_COUNT } from "../core/board.js";
import type { CellSign, CellView, RenderRequest } from "../core/render/index.js";
import type { Catalogue } from "../messages/index.js";
import { cellList, describeProblem, describeProblems, withDetails } from "./problem-text.js";

/** Where an answer is shown: the wording of hints names that surface's options. */
export type Surface = "bot" | "cli";

/** Options for {@link presentCheck}. */
export interface CheckPresentationOptions {
  /** Name and mark the wrong entries of a partial attempt. */
  readonly reveal?: boolean;
  readonly surface: Surface;
}

/** How many repeated digits a check lists before "…and N more". */
const LISTED_DUPLICATES = 4;

/** What to show for a check that was made. */
export interface CheckPresentation {
  readonly status: CheckStatus;
  /** The verdict line (no emoji). */
  readonly verdict: string;
  /** The evidence, one sentence per line. */
  readonly evidence: readonly string[];
  /** At most one line on how to learn more (reveal, or add the original puzzle). */
  readonly hint: readonly string[];
  /** The wrong cells this answer names and marks (see the module comment's rule). */
  readonly shownWrong: readonly number[];
  readonly picture: Omit<RenderRequest, "theme">;
  readonly alt: string;
  /** The attempt as checked, for a text-only answer. */
  readonly board: Board;
  readonly fileName: string;
}

/** What to show for a check that could not be made. */
export interface InvalidCheckPresentation {
  readonly status: "invalid";
  /** The message: which input, and its problems. */
  readonly text: string;
  /** Only the problems (for JSON's `error`). */
  readonly problems: string;
  /** Whether to add the accepted board shapes (not when the puzzle was read but repeats a digit). */
  readonly showFormats: boolean;
}

/**
 * Words and picture for a check.
 *
 * @param report - the decision (src/core/answer/check-report.ts)
 * @param m - the catalogue to word it with
 * @param options - reveal, and the surface whose options the hints name
 */
export function presentCheck(
  report: CheckReport,
  m: Catalogue,
  options: CheckPresentationOptions,
): CheckPresentation;
export function presentCheck(
  report: InvalidCheck,
  m: Catalogue,
  options: CheckPresentationOptions,
): InvalidCheckPresentation;
export function presentCheck(
  report: CheckReport | InvalidCheck,
  m: Catalogue,
  options: CheckPresentationOptions,
): CheckPresentation | InvalidCheckPresentation;
export function presentCheck(
  report: CheckReport | InvalidCheck,
  m: Catalogue,
  options: CheckPresentationOptions,
): CheckPresentation | InvalidCheckPresentation {
  if (report.status === "invalid") return presentInvalid(report, m);
  const reveal = options.reveal === true || report.complete;
  const cells = checkCells(report, { reveal });
  const shownWrong = (reveal ? report.wrong : report.changedGivens).slice();
  const caption = legendFor(cells, m);
  const verdict = verdictLine(report, m);
  return {
    status: report.status,
    verdict,
    evidence: evidenceLines(report, m, reveal),
    hint: hintLines(report, m, reveal, options.surface),
    shownWrong,
    picture: {
      cells,
      ...(report.status === "correct" ? { frame: "correct" as const } : {}),
      ...(report.status === "wrong" ? { frame: "wrong" as const } : {}),
      ...(caption === undefined ? {} : { caption }),
    },
    alt: m.check.alt(
      m.check.verdictShort[report.status],
      m.list(cells.flatMap((c, i) => (c.sign === "wrong" ? [m.cell(i)] : []))),
    ),
    board: report.board,
    fileName: "sudoku-check.png",
  };
}

function presentInvalid(report: InvalidCheck, m: Catalogue): InvalidCheckPresentation {
  const problems = describeProblems(report.problems, m);
  const puzzleBreaksRules =
    report.which === "puzzle" &&
    report.problems.length > 0 &&
    report.problems.every((p) => p.kind === "duplicate");
  const lead = puzzleBreaksRules ? m.check.puzzleBreaksRules : m.check.unreadable[report.which];
  return {
    status: "invalid",
    text: withDetails(lead, problems, m),
    problems,
    showFormats: !puzzleBreaksRules,
  };
}

function verdictLine(report: CheckReport, m: Catalogue): string {
  switch (report.status) {
    case "correct":
      return m.check.correct(report.puzzle === "unique");
    case "wrong":
      return m.check.wrong(report.wrong.length);
    case "on-track":
      return m.check.onTrack(report.entries);
    case "dead-end":
      return m.check.deadEnd;
  }
}

/** The evidence behind a verdict: changed givens, repeated digits, and what the solution says. */
function evidenceLines(report: CheckReport, m: Catalogue, reveal: boolean): string[] {
  const lines: string[] = [];
  for (const cell of report.changedGivens) {
    lines.push(m.check.changedGiven(m.cell(cell), report.givens[cell] ?? 0, report.board[cell] ?? 0));
  }
  for (const d of report.duplicates.slice(0, LISTED_DUPLICATES))
    lines.push(m.check.duplicate(describeProblem({ kind: "duplicate", ...d }, m)));
  if (report.duplicates.length > LISTED_DUPLICATES)
    lines.push(m.check.moreDuplicates(report.duplicates.length - LISTED_DUPLICATES));
  if (report.puzzle === "unique" && report.status !== "correct") {
    const entriesWrong = report.wrong.filter((c) => !report.changedGivens.includes(c));
    if (entriesWrong.length > 0) {
      lines.push(
        reveal
          ? m.check.wrongCells(cellList(entriesWrong, m))
          : m.check.disagree(entriesWrong.length, report.entries),
      );
    } else if (report.status === "on-track") {
      lines.push(m.check.noneContradict);
    }
  } else if (report.puzzle === "multiple") {
    lines.push(m.check.puzzleMultiple);
  } else if (report.puzzle === "none") {
    lines.push(m.check.puzzleNone);
  }
  return lines;
}

/** One line on how to learn more, when the answer held something back. */
function hintLines(report: CheckReport, m: Catalogue, reveal: boolean, surface: Surface): string[] {
  const hidden = report.wrong.some((c) => !report.changedGivens.includes(c));
  if (!reveal && report.puzzle === "unique" && hidden) return [m.check.revealHint[surface]];
  if (report.status === "on-track" && report.puzzle === "absent") return [m.check.addPuzzleHint[surface]];
  return [];
}

/**
 * The cells to draw for a check: givens, the person's entries, changed givens (always signed: the person's
 * slip, not a hint about the solution), and — only when `reveal` is set, or the attempt is complete — the
 * other wrong cells signed. Repeated digits are signed as conflicts (anyone who looks can see them) unless the
 * solution is known and the wrong cells are shown, when only the wrong cells carry a sign.
 */
export function checkCells(report: CheckReport, options: { reveal?: boolean } = {}): CellView[] {
  const showWrong = options.reveal === true || report.complete;
  const changed = new Set(report.changedGivens);
  const wrong = new Set(showWrong ? report.wrong : report.changedGivens);
  // Once the wrong cells are known and shown, a repeat's other, correct cell is no mistake: sign only the wrong.
  const solutionShown = showWrong && report.puzzle === "unique";
  const conflicts = new Set(solutionShown ? [] : report.duplicates.flatMap((d) => d.cells));
  const cells: CellView[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    const digit = report.board[i] as number;
    const isGiven = report.givens[i] !== 0 && report.givens[i] === digit;
    let sign: CellSign | undefined;
    if (changed.has(i)) sign = "changed-given";
    else if (wrong.has(i)) sign = "wrong";
    else if (conflicts.has(i)) sign = "conflict";
    const role = isGiven ? "given" : wrong.has(i) ? "wrong" : "entry";
    cells.push(sign ? { digit, role, sign } : { digit, role });
  }
  return cells;
}

/**
 * The picture's legend: what the marks on it mean, only those present, or undefined when nothing is marked.
 *
 * @example legendFor(cells, en) // "× wrong · ○ repeated digit"
 */
export function legendFor(cells: readonly CellView[], m: Catalogue): string | undefined {
  const present = new Set(cells.map((c) => c.sign));
  const legend: readonly (readonly [CellSign, string])[] = [
    ["wrong", m.check.legend.wrong],
    ["changed-given", m.check.legend.changedGiven],
    ["conflict", m.check.legend.conflict],
  ];
  const parts = legend.flatMap(([sign, text]) => (present.has(sign) ? [text] : []));
  return parts.length === 0 ? undefined : parts.join(" · ");
}
