/**
 * The solver: counts the solutions of a board up to a limit and returns the first two.
 *
 * Glossary (each word means exactly this everywhere in this folder):
 * - cell: one of the 81 squares; index `i = row * 9 + column` as in board.ts.
 * - row, column, box: the three kinds of unit; a box is one of the nine 3x3 squares.
 * - unit: a row, a column or a box — 9 cells that must hold each digit once.
 * - peer: another cell sharing a unit with a cell (20 per cell).
 * - given: a cell filled in the puzzle as posed.
 * - candidate: a digit that a blank cell may still hold, given everything deduced so far.
 * - band: three consecutive rows (rows 1-3, 4-6, 7-9), i.e. 27 consecutive cells.
 * - stack: three consecutive columns (columns 1-3, 4-6, 7-9).
 * - triad: the three cells where one row of a band crosses one box of that band.
 * - placed: a cell whose digit is decided (a given, a deduction or a guess).
 * - configuration: for one digit in one band, the three triads that hold it (one per row and box).
 * - digit-band: one digit in one band, `k = digit * 3 + band`; the unit of work of the band update.
 *
 * Representation: `candidates[digit * 3 + band]` is a 27-bit mask of the cells of `band` where `digit`
 * (0-based here, 0..8 for the digits 1..9) is still a candidate or is placed. Bit `p` is the cell
 * `band * 27 + p`, so bits 0-8 are the band's first row, 9-17 its second, 18-26 its third, and the
 * row-major cell index splits as `band = floor(i / 27)`, `p = i % 27`. A band fits in JavaScript's
 * 32-bit integer operations, so one operation updates a digit across a whole band.
 * `unplaced[band]` is the 27-bit mask of the band's cells not yet placed.
 *
 * The method (after JCZSolve, fsss2 and tdoku; our own code):
 * 1. Band update, for each digit-band that changed: within a band a digit occupies exactly one triad
 *    per row and one per box, so the triads it can occupy form a union of 3x3 permutations (its
 *    configurations, at most six). A table maps the set of triads still possible to the union of the
 *    configurations it contains (locked candidates and more in one look-up); a row left with one
 *    cell places the digit there, which removes it from that column in the other bands and removes
 *    every other digit from the cell. Hidden singles in rows and boxes follow from this.
 * 2. Naked singles: counting candidates per cell with bitwise adders across the nine digits.
 * 3. Per digit: hidden singles in columns, and locked candidates by stack (the same permutation
 *    rule applied to the (band, column) pairs of a stack).
 * 4. Guess: a cell with the fewest candidates (two, else three, else any), on the digit guessed
 *    last if it still has such a cell, else on the digit with the most such cells. A guess is a
 *    binary branch — the digit is in the cell, or it is not — and the state is saved in a
 *    preallocated stack indexed by depth (no allocation per step) and restored on backtrack.
 * 5. Hall's condition (the worst case): in every unit, the digits not yet placed can each be given a
 *    different cell (a bipartite matching, found by augmenting paths). Steps 1-3 miss pigeonholes such
 *    as four digits left with three cells of a box; on a sparse board the guesses of step 4 then go
 *    elsewhere and multiply (22.6 million guesses on the first board, 10 s). The first
 *    strategy checks it on the root state after 128 guesses and along the current path every 1,024.
 * 6. Two strategies take turns (see {@link solve}). The first is steps 1-5. The second, strong, applies
 *    Hall's condition with its eliminations before every guess (Régin's rule for all-different: with
 *    the digits of a unit matched to its cells, a digit keeps another digit's cell only if that digit
 *    can move on round a cycle of such moves back to a cell of the first), then propagates again until
 *    nothing changes. It costs several times as much per guess but leaves no unit's pigeonhole unseen.
 *    The first gets 600 guesses (128 on a board of fewer than 17 givens, whose second turn then gets
 *    512), then the second as many, then the first twice as many, and so on, each turn from scratch,
 *    until one decides: a board costs at most about four times the guesses the better strategy needs.
 */
import type { Board } from "../board.js";
import { guessesMade, ranOutOfBudget, runSearch, solutions, solutionsFound } from "./engine.js";

export { bitIndex, bitToDigit, digitToBit, lowBit, popcount } from "./engine.js";

/**
 * A budget for one {@link solve} call: when the search spends it before deciding, the answer is
 * `undecided` instead of a long wait. Either bound may be left out; both apply when both are given.
 */
export interface SolveBudget {
  /** Stop after this many guesses (an integer >= 0). Deterministic: the same board always stops at the same point. */
  guesses?: number;
  /** Stop once this many milliseconds have passed since the call began (> 0). The clock is read every 1,024 guesses. */
  milliseconds?: number;
}

/** Options for {@link solve}. */
export interface SolveOptions {
  /** Count solutions up to this many (default 2, which both solves and proves uniqueness); `limit >= 1`. */
  limit?: number;
  /** Give up with `undecided` once this is spent (default: no budget, the search runs to the end). */
  budget?: SolveBudget;
}

/**
 * What {@link solve} found.
 * - `none`: no solution (this includes boards whose givens repeat a digit in a unit).
 * - `solved`: one solution found with `limit: 1`; whether it is the only one was not examined.
 * - `unique`: exactly one solution (`limit >= 2`).
 * - `multiple`: at least two solutions; `count` is how many were found, from 2 up to `limit`.
 * - `undecided`: the budget ran out first (only with a `budget`); `count` is how many solutions had
 *   been found by then (fewer than `limit`), which proves nothing about the rest.
 * `guesses` is the number of branching decisions the search made, over every turn of both strategies (each
 * guess is a binary branch: a digit is tried in a cell, then ruled out there if that led to no or not
 * enough solutions).
 */
export type SolveResult =
  | { status: "none"; count: 0; guesses: number }
  | { status: "solved"; count: 1; solution: Board; guesses: number }
  | { status: "unique"; count: 1; solution: Board; guesses: number }
  | { status: "multiple"; count: number; solution: Board; second: Board; guesses: number }
  | { status: "undecided"; count: number; guesses: number };

/** A {@link SolveResult} that settles the question: what `solve` returns when no budget is given. */
export type DecidedResult = Exclude<SolveResult, { status: "undecided" }>;

/**
 * A budget for answering people (the bot, the CLI): a few hundred milliseconds at most, far above
 * what any board measured by `npm run bench:worst` needs, far below Discord's 3-second deadline.
 */
export const INTERACTIVE_BUDGET: Readonly<SolveBudget> = Object.freeze({
  guesses: 1_000_000,
  milliseconds: 500,
});

/*
 * Roads not taken (measured on this 2-core machine in uniqueness mode, limit 2; puzzles/s are CPU-time
 * rates of the same build side by side, so the ratios matter more than the absolute figures):
 * - Guessing the first cell with two candidates in reading order, every digit of it in turn:
 *   forum_hardest 325 guesses/puzzle against 242 for the lowest digit first across all such cells.
 * - Branching on a row where a digit has two places left, before cells: 505 guesses/puzzle on
 *   forum_hardest (against 242), 35 on magictour (against 23). Dropped.
 * - tdoku's rule, branching on the configurations of a digit in the most constrained band: 169
 *   guesses/puzzle on forum_hardest (against 216) and about 11% faster there, but 10% slower on
 *   17_clue, and it never finished the empty board (assigning whole configurations leaves dead ends
 *   that are found late). With triad counting (below) it finished, yet random sparse boards took up
 *   to 707 guesses against 48 with cells. Dropped: a bot must not stall on a sparse board.
 * - Triad counting (each triad holds exactly three digits: a triad certain for three digits is closed
 *   to the others, and a triad possible for only three digits must take them all): guesses fell
 *   from 216 to 207 (forum_hardest) and 15.0 to 13.2 (magictour), but the pass cost more than it
 *   saved (forum_hardest 3,600 against 3,950 puzzles/s). Dropped.
 * - The worst case (issue 11; worst boards measured by `npm run bench:worst`, figures in guesses, time
 *   in CPU µs on a machine shared with other work):
 *   Before: the boards took 22.6 million guesses (10 s) and 168,604 guesses (55 ms).
 *   Hall's condition on the path every 128 guesses, first strategy only: both in 127 guesses; a
 *   one-minute climb then found sparse boards of two solutions at 1,583 guesses; but the checks cost
 *   10% on forum_hardest and 17_clue (a check costs a few µs per state on the path). Checked on the
 *   root at 128 guesses and along the path every 1,024 instead: no loss on the shared sets, and a
 *   three-minute climb found boards of 8,000-9,400 guesses (4-100 ms).
 *   Hall's condition before every guess (the strong strategy alone): those boards fall to 38-45
 *   guesses, but forum_hardest runs 2.6 times slower and the empty board 4 times.
 *   Both taking turns: those boards take 166 guesses (about 300 µs); the shared sets never leave the
 *   first turn. A five-minute climb then found boards of 654 guesses (1.7 ms): the strong strategy
 *   needed 142 guesses at 5.7 µs each. A free cell first in the matching halved its cost per guess;
 *   a second turn four times the first on sparse boards saved a wasted turn (654 to 270 guesses).
 *   A climb over 15-30 givens found boards that cost the first strategy 1,350-5,900 guesses and the
 *   strong one (checking only) 940-1,350, 6-10 ms in all. With the eliminations (kept) the strong
 *   strategy takes 21-25 guesses on them; on the shared sets it gives the same counts and solutions
 *   with fewer guesses (forum_hardest 134 against 157 per puzzle, magictour 5.3 against 16.9) but is
 *   9 times slower per puzzle on forum_hardest, so it stays the second strategy.
 *   Ending the first turn after 128 guesses whenever Hall's condition would narrow the root state (all
 *   14 such 17_clue puzzles, 30 of 38 regression boards, but also 3 of the 203 such forum_hardest
 *   puzzles): the slowest regression board fell from 680 to 470 µs, but those 3 forum_hardest puzzles
 *   took 10 ms each in the strong strategy instead of 0.2-0.3 ms (forum_hardest 0.43×). Dropped.
 *   Known weak: alone, the strong strategy is slow on dense hard puzzles (forum_hardest: 2 ms a puzzle
 *   on average, 32 ms at most, for 134 guesses a puzzle; one round of eliminations per state instead
 *   of rounds until nothing changes halved the average but not the maximum). A board that takes the
 *   first strategy past its 600 guesses and is also like those would cost tens of ms; the climbs
 *   (by guesses, and by time over 20-30 givens) found none.
 *   tdoku's band configurations as the second strategy: the first board in 18,430 guesses,
 *   its second not within 3 million; forum_hardest 677 guesses/puzzle against 157. Dropped.
 * - Kept, for the record: hidden singles in columns took 17_clue from 70k to 108k puzzles/s and
 *   magictour from 18k to 29k; locked candidates by stack added 20% on magictour and 5% on 17_clue;
 *   branching on a digit in a cell (binary) instead of on every digit of the cell, with the lowest
 *   digit first across cells, cut forum_hardest from 325 to 242 guesses/puzzle; local copies of
 *   module-level bindings in the hot functions gained 7-10%; branch-free eliminations after a
 *   placement gained 15-20% (forum_hardest 4,400 to 5,200 puzzles/s, magictour 42k to 52k).
 * - Which digit to guess, always on a cell with the fewest candidates (guesses/puzzle: average and
 *   maximum on forum_hardest; average and maximum on 17_clue):
 *   lowest digit first: 216 and 1,433; 0.98 and 366 (5,900 puzzles/s on forum_hardest).
 *   Digits ordered once by most placed cells first: 369 on forum_hardest. By fewest placed first:
 *   162, but 12% slower on magictour and 17_clue.
 *   Last guessed digit kept while it has a cell, else the fewest placed: 149 and 527; 1.07 and 814
 *   (a 17-clue puzzle with no 9 given sends it down the freest digit first).
 *   Last guessed digit kept, else the one with the most candidate cells (the rule used here): 157 and
 *   554; 0.94 and 553 (7,300 puzzles/s on forum_hardest, 61k on magictour).
 *   The same without keeping the last digit: 211 and 847; 1.18 and 1,175.
 * - Skipping the band update of a digit that lost a placed cell without consequence (no triad
 *   emptied, two or more cells left in the row): 13% fewer band updates, but once the eliminations
 *   were branch-free the test cost more than it saved (forum_hardest 5,700 puzzles/s without it
 *   against 5,200 with it; magictour 57k against 52k). Dropped.
 * - Doing the eliminations even when the band update placed nothing (to drop one more branch):
 *   forum_hardest 5,400 against 6,000 puzzles/s. Dropped.
 * - Looking at every digit's columns after each round instead of only the changed digits:
 *   forum_hardest 4,950 against 5,200 puzzles/s. Dropped.
 */

/**
 * Guesses the first strategy may spend before the second one takes a turn: enough for every puzzle of the
 * shared sets (the most any needs is 554; 14 of 49,158 in 17_clue and 203 of 375 in forum_hardest need
 * more than 128), and little on a board of fewer than 17 givens (none of which has a unique solution,
 * and where the first strategy's stalls are found). With 1,024 a climb over 17-30 givens found boards
 * of 1,056 guesses (1.4 ms): the whole first turn, then 32 guesses of the strong strategy.
 */
const FIRST_SHARE = 600;
const FIRST_SHARE_SPARSE = 128;

/**
 * Solve a board, counting its solutions up to `options.limit` (default 2).
 *
 * With the default limit of 2 one call both solves and proves uniqueness. The input board is not
 * modified; `solution` and `second` are fresh copies. Never throws on a board of 81 digits 0..9
 * (repeated givens give `none`). With a `budget` it may answer `undecided` (see {@link SolveBudget});
 * without one it always decides, and its result type says so.
 *
 * @param board 81 cells, row-major, 0 for a blank (see board.ts).
 * @param options `limit`: stop after this many solutions (an integer >= 1; pass a large number to
 *   count every solution of a board that has a few). `budget`: guesses and/or milliseconds to spend
 *   at most ({@link INTERACTIVE_BUDGET} when answering people).
 * @returns a {@link SolveResult}; `multiple` carries the first two solutions found.
 * @throws TypeError when `board` does not have 81 cells of 0..9, or `limit` or the budget is malformed.
 * @example
 * const result = solve(parsed, { budget: INTERACTIVE_BUDGET });
 * if (result.status === "unique") console.log(formatBoard(result.solution));
 * else if (result.status === "undecided") console.log("too few givens to decide quickly");
 */
export function solve(board: Board, options?: SolveOptions & { budget?: undefined }): DecidedResult;
export function solve(board: Board, options: SolveOptions): SolveResult;
export function solve(board: Board, options?: SolveOptions): SolveResult {
  if (board.length !== 81) throw new TypeError(`solve: a board has 81 cells, got ${board.length}`);
  const limit = options?.limit ?? 2;
  if (!Number.isInteger(limit) || limit < 1)
    throw new TypeError(`solve: limit must be an integer >= 1, got ${limit}`);
  const budget = options?.budget;
  const maxGuesses = budget?.guesses ?? Number.POSITIVE_INFINITY;
  const maxMs = budget?.milliseconds ?? Number.POSITIVE_INFINITY;
  if (!(maxGuesses >= 0) || (Number.isFinite(maxGuesses) && !Number.isInteger(maxGuesses)))
    throw new TypeError(`solve: budget.guesses must be an integer >= 0, got ${maxGuesses}`);
  if (!(maxMs > 0)) throw new TypeError(`solve: budget.milliseconds must be > 0, got ${maxMs}`);
  const deadline = Number.isFinite(maxMs) ? performance.now() + maxMs : Number.POSITIVE_INFINITY;
  // The two strategies take turns, each from scratch, with shares that double every second turn, until one
  // decides or the caller's budget is spent (see "Two strategies" above).
  let share = FIRST_SHARE;
  let guesses = 0;
  let found = 0; // the most solutions any turn found, for an undecided answer
  let strong = false;
  for (let turn = 0; ; turn++) {
    const allowed = Math.min(share, maxGuesses - guesses);
    runSearch(board, limit, allowed, deadline, strong, turn === 0 ? FIRST_SHARE_SPARSE : allowed);
    const made = guessesMade();
    guesses += made;
    if (!ranOutOfBudget()) break;
    found = Math.max(found, solutionsFound());
    if (performance.now() > deadline) return { status: "undecided", count: found, guesses };
    // Fewer than 17 givens: the first turn was short on purpose, and the second gets four times as much.
    if (made < allowed) share = 4 * made;
    else if (allowed < share) return { status: "undecided", count: found, guesses };
    if (strong) share *= 2;
    strong = !strong;
  }
  const solutionCount = solutionsFound();
  if (solutionCount === 0) return { status: "none", count: 0, guesses };
  const solution = solutions[0].slice();
  if (solutionCount === 1) {
    return limit === 1
      ? { status: "solved", count: 1, solution, guesses }
      : { status: "unique", count: 1, solution, guesses };
  }
  return { status: "multiple", count: solutionCount, solution, second: solutions[1].slice(), guesses };
}
