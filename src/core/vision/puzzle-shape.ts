/**
 * The shape of a puzzle's givens, as evidence for a kind the picture cannot tell. Puzzle makers remove
 * givens while the solution stays unique: cell by cell, which leaves a minimal puzzle, or in symmetric
 * pairs, which leaves a symmetric one (GNOME Sudoku's generator, QQwing, removes pairs under a random
 * symmetry; newspapers keep the half turn). When a digit could be a given or an entry and the givens
 * have one solution either way, the choice whose givens have one of these shapes is the likelier one:
 * taken as a given, the digit would be a spare given that neither way of making puzzles leaves behind.
 * This is a likelihood, not a proof (a hand-made puzzle may have any shape), so a kind chosen by it stays
 * doubtful.
 *
 * Glossary (see solver.ts for given, unique):
 * - minimal: every given is needed; without any one of them the puzzle has several solutions.
 * - symmetric: the pattern of givens looks the same after a half turn, a mirror (left to right or top
 *   to bottom) or a reflection in either diagonal (generate/symmetry.ts); a quarter-turn pattern is also
 *   a half-turn one.
 * - shaped: minimal or symmetric.
 */
import type { Board } from "../board.js";
import { isSymmetric, SYMMETRIES } from "../generate/symmetry.js";
import { solve } from "../solver.js";

/** A search budget per solve (a misread board may be far from a puzzle). */
const SOLVE_BUDGET = { guesses: 20_000 };

/**
 * True when every given is needed for the solution to stay unique (the board itself has one solution);
 * false as soon as a given is not, or a solve runs out of budget (not shown to be needed).
 */
export function isMinimal(board: Board): boolean {
  const without = Uint8Array.from(board);
  for (let cell = 0; cell < 81; cell++) {
    const digit = board[cell] as number;
    if (digit === 0) continue;
    without[cell] = 0;
    const status = solve(without, { budget: SOLVE_BUDGET }).status;
    without[cell] = digit;
    if (status !== "multiple") return false;
  }
  return true;
}

/** True when the givens' pattern keeps one of the symmetries puzzle makers use. */
export function isSymmetricPattern(board: Board): boolean {
  return SYMMETRIES.some((symmetry) => symmetry !== "none" && isSymmetric(board, symmetry));
}

/**
 * Which of two readings of one digit the puzzle's shape favours, when the givens have one solution
 * both ways: as a given (`withIt`, the givens including the digit) or as an entry (`withoutIt`).
 * @returns "printed" when only the givens with the digit are symmetric, "handwritten" when only the
 *   givens without it are shaped, null when the shapes do not tell (both or neither shaped)
 */
export function kindByShape(withIt: Board, withoutIt: Board): "printed" | "handwritten" | null {
  // With it the digit is a spare given, so those givens are never minimal: only symmetry can favour it.
  const givenShaped = isSymmetricPattern(withIt);
  const entryShaped = isSymmetricPattern(withoutIt) || isMinimal(withoutIt);
  if (givenShaped === entryShaped) return null;
  return givenShaped ? "printed" : "handwritten";
}
