/**
 * Rules as evidence: when the classifier's top reading of a board breaks the Sudoku rules, the rules say
 * that some cell was misread, and the classifier's second or third choice for its least confident cells
 * often names the right digit. This module searches those alternatives for the most probable reading
 * that keeps the rules, and proposes it. A proposal is never a certainty: every cell it changes stays
 * doubtful (read.ts marks it so), because on a hand-written solution a real mistake by the person also
 * breaks the rules, and it must be shown as read, not quietly "corrected" into the right answer. That is
 * also why only unsure cells may change, and only to a digit the classifier itself finds plausible.
 *
 * Glossary (see types.ts for cell, printed, handwritten; solver.ts for unit, peer, given):
 * - reading: per cell a digit (0 blank) and whether it is printed, with the classifier's probabilities.
 * - open cell: an inked cell whose confidence is below {@link OPEN_BELOW} (below {@link REPEAT_OPEN_BELOW}
 *   when its digit repeats a peer's); at most {@link MAX_OPEN} of
 *   them, the only cells the search may change: first those whose digit repeats a peer's, then the
 *   least confident (on the training photos a misread cell in a repeat at 0.994 was left out by ten
 *   less confident, rightly read cells: pen-filled boards read exactly 113 → 114 of 118).
 * - choice: a digit an open cell may take: one the classifier gives a probability of at least
 *   {@link MIN_CHOICE}, {@link MIN_HAND_CHOICE} in a handwritten cell (the digit read is always a choice).
 * - fit: a reading that keeps the rules: no digit repeated in a unit of the grid, and, when a printed
 *   digit changed, printed digits with exactly one solution (a newspaper puzzle has one).
 * - cost: the sum over open cells of −log(probability of its choice); the search keeps the fit of least
 *   cost, so the proposal is the most probable reading the rules allow.
 * - proposal: the cells whose digit the best fit changes, with their new digits.
 *
 * - printed fit: on a photo whose printed digits have several solutions (a given taken for handwriting),
 *   the handwritten cell, among the {@link MAX_KIND_OPEN} whose kind is least sure, that taken for printed
 *   leaves exactly one solution, when no other as sure or less does ({@link fitGivens}).
 *
 * Roads not taken: letting any cell change, however sure (a person's real mistake, written clearly, is
 * read at 0.999 or more most of the time, and must survive as written); adding or removing ink (blank
 * cells have no classified patch); changing printed versus handwritten where the rules do not see it
 * (only several solutions do).
 */
import { type Board, boxOf, columnOf, rowOf } from "../board.js";
import { solve } from "../solver.js";

/**
 * Cells less confident than this may change, at most {@link MAX_OPEN} of them, to digits of probability
 * at least {@link MIN_CHOICE}. Chosen on the training and calibration photos (never the held-out ones):
 * pen-filled boards read exactly 36 → 91 of 118 with the shipped model; only the classifier's three
 * most probable digits as choices gave 76, a 0.002 floor 87; 0.99 or 0.999 here, or 16 open cells,
 * changed nothing. A second choice far down the list is still only a proposal (the cell stays doubtful),
 * and a full grid's rows, columns and boxes leave one digit for a wrong cell when the rest are right.
 */
export const OPEN_BELOW = 0.995;
/**
 * A cell whose digit repeats a peer's may change when less confident than this: one cell of every repeat
 * was misread (or miswritten), and on sheets the model never saw its wrong pen digits are surer than on
 * those it trained on. On out-of-fold training photos (`npm run train:digits -- --fold 0/4`: a model
 * never trained on fold 0), a throwaway script (not in the repository) over fold 0's pen cells found 4 of
 * 23 wrong pen digits read at 0.995 to 0.999 (0.9952, 0.9967, 0.9985 in repeats, their right digit at 4e-3
 * to 8e-4), none at 0.999 or more, while 67 % of the right ones were (74 % on fold 1). Pen-filled boards
 * exact (`npm run bench:read -- --no-real --screens 0 --split fold:0/4 --model .cache/fold-0of4.json`):
 * 24 → 27 of 28 (0.9995 or any confidence gave the same); fold 1 25 of 25 both ways; every training-side
 * row unchanged but `--degrade faint` 100 → 101.
 * The cost: a person's real mistake, written as clearly as the right digits are, is read at 0.999 or more
 * about 70 % of the time and stays as written; otherwise, when the model gives the right digit at least
 * {@link MIN_HAND_CHOICE}, it may be proposed in its place, doubtful like every proposal.
 */
export const REPEAT_OPEN_BELOW = 0.999;
/** At most this many of the least confident cells may change. */
export const MAX_OPEN = 10;
/** A choice must have at least this probability. */
export const MIN_CHOICE = 0.0005;
/**
 * ...or this much, in a handwritten cell: a pen digit's true reading can lie further down the model's
 * list than a printed one's. On the pen-filled training sheets made worse, two pen digits in a repeat
 * had their true digit at 1.1e-4 and 5.0e-4 (a 5 read as 8, an 8 as 1, at half size). `npm run bench:read
 * -- --split training --no-real --screens 0 --degrade KIND`, pen-filled boards exact: half size 96 → 97,
 * 3/4 size and fainter 99 → 100, blurred 34 → 35; as taken, `--split calibration` and every printed row
 * unchanged, wrong cells unmarked unchanged on every row. The same floor for printed cells too proposed
 * wrong givens on printed sheets already misread (3 blurred ones), and 2e-5 lost two printed sheets.
 */
export const MIN_HAND_CHOICE = 0.0001;
/** The search gives up after visiting this many partial readings (bounds the time on a bad board). */
const MAX_STEPS = 50_000;
/** ...or after solving this many candidate puzzles (each a few tenths of a millisecond). */
const MAX_SOLVES = 200;

/** One cell of a reading, as read.ts has it after classification. */
export interface ReadingCell {
  /** The digit read, 0 for blank. */
  digit: number;
  /** True for a printed digit (part of the puzzle), false for handwritten or blank. */
  printed: boolean;
  /** The cell's confidence 0..1 (see read.ts). */
  confidence: number;
  /** The classifier's probabilities of "not a digit" (index 0) and of the digits 1..9, when known. */
  probabilities?: Float32Array;
}

/** What {@link fitRules} proposes: the cells it changes and their new digits. */
export interface Proposal {
  /** Cell indexes whose digit changed, ascending. */
  cells: number[];
  /** The new digit of each of {@link cells}, in the same order. */
  digits: number[];
}

/** The 20 peers of every cell, built once. */
const PEERS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) =>
  Array.from({ length: 81 }, (_, other) => other).filter(
    (other) =>
      other !== cell &&
      (rowOf(other) === rowOf(cell) || columnOf(other) === columnOf(cell) || boxOf(other) === boxOf(cell)),
  ),
);

/** True when `digit` in `cell` repeats a digit of one of its peers in `grid`. */
const clashes = (grid: Board, cell: number, digit: number): boolean =>
  (PEERS[cell] as readonly number[]).some((peer) => grid[peer] === digit);

/** The choices of one open cell, most probable first, with their costs. */
function choicesOf(cell: ReadingCell): { digit: number; cost: number }[] {
  const p = cell.probabilities;
  if (p === undefined || p.length !== 10) return [{ digit: cell.digit, cost: 0 }];
  const floor = cell.printed ? MIN_CHOICE : MIN_HAND_CHOICE;
  const kept = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    .sort((a, b) => (p[b] as number) - (p[a] as number))
    .filter((d) => d === cell.digit || (p[d] as number) >= floor);
  if (!kept.includes(cell.digit)) kept.unshift(cell.digit);
  return kept.map((d) => ({ digit: d, cost: -Math.log(Math.max(p[d] as number, 1e-9)) }));
}

/**
 * Finds the most probable reading that keeps the rules by changing only open cells to their choices.
 * @param cells the 81 cells of the reading, in cell order
 * @returns the proposal, or null when the reading already keeps the rules' repeated-digit part and no
 *   printed digit is open to change, or when no fit exists among the choices (the reading stays as
 *   read, with its rule break shown)
 * @example
 * const proposal = fitRules(cells);
 * if (proposal) proposal.cells.forEach((cell, k) => { grid[cell] = proposal.digits[k]; doubtful.add(cell); });
 */
export function fitRules(cells: readonly ReadingCell[]): Proposal | null {
  const read = Uint8Array.from(cells, (cell) => cell.digit);
  // Cells in a repeat come first: one of each repeat was misread, however sure the model was of it.
  const open = cells
    .map((cell, index) => ({ cell, index, repeats: clashes(read, index, cell.digit) }))
    .filter(
      ({ cell, repeats }) => cell.digit > 0 && cell.confidence < (repeats ? REPEAT_OPEN_BELOW : OPEN_BELOW),
    )
    .sort((a, b) => Number(b.repeats) - Number(a.repeats) || a.cell.confidence - b.cell.confidence)
    .slice(0, MAX_OPEN);
  if (open.length === 0) return null;
  const isOpen = new Set(open.map((o) => o.index));
  // The fixed cells must keep the rules among themselves, or no change of open cells can help.
  const grid = new Uint8Array(81);
  const puzzle = new Uint8Array(81);
  for (const [index, cell] of cells.entries()) {
    if (isOpen.has(index) || cell.digit === 0) continue;
    if (clashes(grid, index, cell.digit)) return null;
    grid[index] = cell.digit;
    if (cell.printed) puzzle[index] = cell.digit;
  }
  const choices = open.map((o) => choicesOf(o.cell));
  const printedOpen = open.some((o) => o.cell.printed);
  // Each open cell's cheapest choice: a lower bound on what the cells not yet assigned will add.
  const floor = choices.map((list) => Math.min(...list.map((c) => c.cost)));
  const rest = floor.map((_, k) => floor.slice(k).reduce((a, b) => a + b, 0));
  let best: { cost: number; digits: number[] } | null = null;
  const digits = new Array<number>(open.length).fill(0);
  let steps = 0;
  let solves = 0;
  const keepsPuzzleRules = (): boolean => {
    // Only a changed given must keep the puzzle to one solution: with the givens as read, a puzzle that
    // has several (a given taken for pen) is the read's own break, and must not block fixing a repeat
    // (a pen-filled calibration sheet kept two misread pen digits that way).
    if (!printedOpen || open.every((o, k) => !o.cell.printed || digits[k] === o.cell.digit)) return true;
    if (++solves > MAX_SOLVES) return false;
    for (const [k, o] of open.entries()) if (o.cell.printed) puzzle[o.index] = digits[k] as number;
    const unique = solve(puzzle).status === "unique";
    for (const o of open) puzzle[o.index] = 0;
    return unique;
  };
  const search = (k: number, cost: number): void => {
    if (++steps > MAX_STEPS || solves > MAX_SOLVES) return;
    if (best !== null && cost + (rest[k] ?? 0) >= best.cost) return;
    if (k === open.length) {
      if (keepsPuzzleRules()) best = { cost, digits: [...digits] };
      return;
    }
    const index = (open[k] as { index: number }).index;
    for (const choice of choices[k] as { digit: number; cost: number }[]) {
      if (clashes(grid, index, choice.digit)) continue;
      grid[index] = choice.digit;
      digits[k] = choice.digit;
      search(k + 1, cost + choice.cost);
      grid[index] = 0;
    }
  };
  search(0, 0);
  if (best === null) return null;
  const found = best as { cost: number; digits: number[] };
  const changed = open
    .map((o, k) => ({ index: o.index, digit: found.digits[k] as number, was: o.cell.digit }))
    .filter((c) => c.digit !== c.was)
    .sort((a, b) => a.index - b.index);
  if (changed.length === 0) return null;
  return { cells: changed.map((c) => c.index), digits: changed.map((c) => c.digit) };
}

/**
 * The handwritten cells tried as givens by {@link fitGivens}: this many whose kind is least sure. Any
 * cell of the solution where the puzzle's solutions differ restores one solution, so only cells whose
 * kind is in doubt are tried, and one is proposed only when it is less sure than every other that
 * restores one solution.
 */
export const MAX_KIND_OPEN = 10;

/**
 * Finds the given taken for handwriting when the printed digits have several solutions: the handwritten
 * cell, among the {@link MAX_KIND_OPEN} whose kind is least sure, that added to the puzzle leaves exactly
 * one solution, when it is the only one or the least sure of them (a tie proposes nothing).
 * @param puzzle the printed digits (0 elsewhere)
 * @param handwritten the handwritten digits (0 elsewhere)
 * @param kindConfidence per cell, how sure its kind is (read for handwritten cells only)
 * @returns the cell, or -1 when the puzzle has no several solutions or no single cell stands out
 * @example const cell = fitGivens(puzzle, handwritten, kindConfidence); if (cell >= 0) puzzle[cell] = handwritten[cell];
 */
export function fitGivens(puzzle: Board, handwritten: Board, kindConfidence: ArrayLike<number>): number {
  if (solve(puzzle).status !== "multiple") return -1;
  const sureness = (cell: number): number => kindConfidence[cell] as number;
  const open = [...handwritten.keys()]
    .filter((cell) => handwritten[cell] !== 0 && puzzle[cell] === 0)
    .sort((a, b) => sureness(a) - sureness(b))
    .slice(0, MAX_KIND_OPEN);
  const trial = Uint8Array.from(puzzle);
  const restoring = open.filter((cell) => {
    trial[cell] = handwritten[cell] as number;
    const unique = solve(trial).status === "unique";
    trial[cell] = 0;
    return unique;
  });
  const [first, second] = restoring;
  if (first === undefined) return -1;
  return second === undefined || sureness(first) < sureness(second) ? first : -1;
}
