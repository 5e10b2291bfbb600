/**
 * Independent checks on boards, written without the solver's data structures so
 * that tests (and the bot) can verify the solver instead of trusting it.
 */
import { ALL_UNITS, type Board, CELL_COUNT, type UnitKind } from "./board.js";

/** A digit that stands more than once in one unit. Cells are 0-based indices. */
export interface Duplicate {
  readonly unit: UnitKind;
  /** Unit index 0..8. */
  readonly index: number;
  readonly digit: number;
  /** Every cell of the unit holding `digit`, in reading order (two or more). */
  readonly cells: readonly number[];
}

/**
 * Every digit that repeats within a row, column or box.
 *
 * @returns duplicates in unit order (rows, then columns, then boxes); empty when there are none.
 * @example findDuplicates(parsed).map(d => `${d.unit} ${d.index + 1} has two ${d.digit}s`)
 */
export function findDuplicates(board: Board): Duplicate[] {
  if (!hasDuplicate(board)) return [];
  const found: Duplicate[] = [];
  for (const { kind, index, cells } of ALL_UNITS) {
    const byDigit = new Map<number, number[]>();
    for (const cell of cells) {
      const digit = board[cell] as number;
      if (digit === 0) continue;
      const list = byDigit.get(digit);
      if (list) list.push(cell);
      else byDigit.set(digit, [cell]);
    }
    for (const [digit, where] of [...byDigit].sort((a, b) => a[0] - b[0])) {
      if (where.length > 1) found.push({ unit: kind, index, digit, cells: where });
    }
  }
  return found;
}

/** True when some digit repeats within a unit. One pass of bit flags: the common, clean case stays cheap. */
export function hasDuplicate(board: Board): boolean {
  for (const { cells } of ALL_UNITS) {
    let seen = 0;
    for (const cell of cells) {
      const bit = (1 << (board[cell] as number)) & ~1; // a blank (0) sets no flag
      if (seen & bit) return true;
      seen |= bit;
    }
  }
  return false;
}

/** The set of cells that take part in any duplicate. */
export function cellsInDuplicates(board: Board): Set<number> {
  return new Set(findDuplicates(board).flatMap((d) => d.cells));
}

/** True when every cell holds a digit 1..9 and every unit holds each digit once. */
export function isCompleteAndValid(board: Board): boolean {
  if (board.length !== CELL_COUNT) return false;
  for (const { cells } of ALL_UNITS) {
    let seen = 0;
    for (const cell of cells) {
      const digit = board[cell] as number;
      if (digit < 1 || digit > 9) return false;
      seen |= 1 << digit;
    }
    if (seen !== 0b11_1111_1110) return false;
  }
  return true;
}

/**
 * True when `solution` is a complete valid grid that keeps every given of `puzzle`.
 *
 * @example isSolutionOf(puzzle, result.solution) // the tests' check on every answer
 */
export function isSolutionOf(puzzle: Board, solution: Board): boolean {
  if (puzzle.length !== CELL_COUNT || !isCompleteAndValid(solution)) return false;
  for (let i = 0; i < CELL_COUNT; i++) {
    if (puzzle[i] !== 0 && puzzle[i] !== solution[i]) return false;
  }
  return true;
}
