/**
 * The one place that collects the readers' candidate boards and decides what the text holds.
 *
 * Glossary (with marks.ts and lines.ts):
 * - view: the text as one reader sees it, with what is not cells blanked out and every line and column kept:
 *   the text as written; links and markup read down to their cells (url.ts, markup.ts); the text without
 *   markdown emphasis (markup.ts).
 * - candidate: a board (or the problems of a board-shaped part) read from one view, with the text lines it
 *   spans.
 * - cluster: candidates whose text lines overlap: readings of the same part of the text.
 *
 * The decision: in each cluster the best reading wins — a clean board over a board whose givens conflict over
 * a problem, and among equals the view read first (links and markup, then the text as written, then without
 * emphasis). Then `parseBoard` takes the one board if there is exactly one (the same board twice is one), refuses
 * several different boards as ambiguous (`several-boards`, with the first row of each), and otherwise reports the
 * first problem, or what the text looks like instead (shapes.ts: another size, letters, Killer cages).
 *
 * Roads not taken:
 * - Taking the first of several boards (as before this design): a puzzle pasted beside its solution was then
 *   solved silently, and a collection file gave its first puzzle as if it were the only one.
 * - Reading every view and voting: views disagree only where one of them is wrong, so the order above decides.
 */
import { type Board, CELL_COUNT, formatBoard } from "../board.js";
import { findDuplicates } from "../validate.js";
import { badChar, type Part, readBlock } from "./grid.js";
import { findBlocks } from "./lines.js";
import { STRAY } from "./marks.js";
import { maskEmphasis, maskMarkup } from "./markup.js";
import type { BoardProblem, ParseOptions, ParseResult } from "./problem.js";
import { describeShape } from "./shapes.js";
import { maskLinks } from "./url.js";

interface Candidate {
  readonly result: ParseResult;
  readonly first: number;
  readonly last: number;
  /** Index of the view it was read from: lower is read first. */
  readonly view: number;
}

/** Turn a part into a result: strays are bad characters; conflicting givens are duplicates unless allowed. */
function toResult(part: Part, options: ParseOptions): ParseResult {
  const outcome = part.outcome;
  if ("problems" in outcome) return { ok: false, problems: outcome.problems };
  const strays = outcome.marks.filter((m) => m.value === STRAY);
  if (strays.length > 0) return { ok: false, problems: strays.map(badChar) };
  const board: Board = new Uint8Array(CELL_COUNT);
  outcome.marks.forEach((m, i) => {
    board[i] = m.value;
  });
  if (!options.allowDuplicates) {
    const duplicates = findDuplicates(board);
    if (duplicates.length > 0) {
      return {
        ok: false,
        board,
        problems: duplicates.map((d) => ({
          kind: "duplicate",
          unit: d.unit,
          index: d.index,
          digit: d.digit,
          cells: d.cells,
        })),
      };
    }
  }
  return { ok: true, board };
}

/** The views of a text, in the order they are read. */
function viewsOf(text: string): string[] {
  const views: string[] = [];
  const linked = maskLinks(text);
  const marked = maskMarkup(linked ?? text);
  if (linked !== undefined || marked !== undefined) views.push(marked ?? linked ?? text);
  views.push(text);
  const plain = maskEmphasis(text);
  if (plain !== undefined) views.push(plain);
  return views;
}

/** 0 for a clean board, 1 for a board whose givens conflict, 2 for a problem: lower is better. */
const rankOf = (r: ParseResult): number => (r.ok ? 0 : r.board !== undefined ? 1 : 2);

/** The winning readings of one cluster: every candidate of the best view in it. */
function decideCluster(cluster: readonly Candidate[]): Candidate[] {
  let best: Candidate | undefined;
  for (const c of cluster) {
    if (
      !best ||
      rankOf(c.result) < rankOf(best.result) ||
      (rankOf(c.result) === rankOf(best.result) && c.view < best.view)
    ) {
      best = c;
    }
  }
  const view = best?.view;
  return cluster.filter((c) => c.view === view);
}

/**
 * Every board-shaped part of the text, in text order, as a result: one reading per part of the text.
 *
 * @param text - the pasted text, already checked for length.
 * @param options - as for `parseBoard`.
 */
export function readAll(text: string, options: ParseOptions): ParseResult[] {
  const candidates: Candidate[] = [];
  viewsOf(text).forEach((view, index) => {
    for (const block of findBlocks(view)) {
      for (const part of readBlock(block)) {
        candidates.push({ result: toResult(part, options), first: part.first, last: part.last, view: index });
      }
    }
  });
  candidates.sort((a, b) => a.first - b.first || a.view - b.view);
  const kept: Candidate[] = [];
  let cluster: Candidate[] = [];
  let end = -1;
  for (const c of candidates) {
    if (cluster.length > 0 && c.first > end) {
      kept.push(...decideCluster(cluster));
      cluster = [];
    }
    cluster.push(c);
    end = Math.max(end, c.last);
  }
  kept.push(...decideCluster(cluster));
  kept.sort((a, b) => a.first - b.first);
  return kept.map((c) => c.result);
}

/** Problems that only say "no board here", which a better description of the text may replace. */
const VAGUE = new Set<BoardProblem["kind"]>(["no-board", "wrong-length"]);

/**
 * The one board of the text, a refusal of several different boards, or the most helpful problem.
 *
 * @param text - the pasted text, already checked for length.
 * @param options - as for `parseBoard`.
 */
export function decideBoard(text: string, options: ParseOptions): ParseResult {
  const results = readAll(text, options);
  const distinct = new Map<string, ParseResult>();
  for (const r of results) {
    const board = r.ok ? r.board : r.board;
    if (!board) continue;
    const key = formatBoard(board);
    const known = distinct.get(key);
    if (!known || (r.ok && !known.ok)) distinct.set(key, r);
  }
  if (distinct.size > 1) {
    const firstRows = [...distinct.keys()].map((line) => line.slice(0, 9));
    return { ok: false, problems: [{ kind: "several-boards", count: distinct.size, firstRows }] };
  }
  const [only] = distinct.values();
  if (only) return only;
  const failure = results[0];
  if (failure && !failure.ok && !failure.problems.every((p) => VAGUE.has(p.kind))) return failure;
  const shape = describeShape(text);
  if (shape) return { ok: false, problems: [shape] };
  return failure ?? { ok: false, problems: [{ kind: "no-board" }] };
}
