import { describe, expect, it } from "vitest";
import { solve } from "../../../src/core/solver.js";
import { isSolutionOf } from "../../../src/core/validate.js";
import {
  fitGivens,
  fitRules,
  MAX_KIND_OPEN,
  MAX_OPEN,
  MIN_CHOICE,
  MIN_HAND_CHOICE,
  OPEN_BELOW,
  REPEAT_OPEN_BELOW,
  type ReadingCell,
} from "../../../src/core/vision/resolve.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const toBoard = (line: string): Uint8Array => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const puzzle = toBoard(PUZZLE);
const solved = solve(puzzle);
if (solved.status !== "unique") throw new Error("fixture puzzle is not unique");
const solution = solved.solution;

/** Probabilities putting `p` on `digit` and the rest on `others` (shares given), class 0 near nothing. */
function probabilities(digit: number, p: number, others: Record<number, number> = {}): Float32Array {
  const out = new Float32Array(10).fill(1e-6);
  out[digit] = p;
  for (const [d, q] of Object.entries(others)) out[Number(d)] = q;
  return out;
}

/** A confident reading of `board`, printed where `printed` has a digit. */
function reading(board: Uint8Array, printed: Uint8Array): ReadingCell[] {
  return [...board].map((digit, cell) => ({
    digit,
    printed: printed[cell] !== 0,
    confidence: digit === 0 ? 1 : 0.9999,
    probabilities: digit === 0 ? undefined : probabilities(digit, 0.9999),
  }));
}

/** Makes `cell` read as `wrong` with confidence `p`, the right digit second with `q`. */
function misread(cells: ReadingCell[], cell: number, wrong: number, p: number, q: number): void {
  const right = cells[cell]?.digit as number;
  cells[cell] = {
    ...(cells[cell] as ReadingCell),
    digit: wrong,
    confidence: p,
    probabilities: probabilities(wrong, p, { [right]: q }),
  };
}

describe("fitRules", () => {
  const empty = new Uint8Array(81);
  const handSolution = (): ReadingCell[] => reading(solution, puzzle);

  it("proposes the runner-up of an unsure handwritten cell whose first choice repeats a digit", () => {
    const cells = handSolution();
    const cell = puzzle.indexOf(0);
    const wrong = solution[cell] === 9 ? 8 : 9;
    misread(cells, cell, wrong, 0.6, 0.35);
    expect(fitRules(cells)).toEqual({ cells: [cell], digits: [solution[cell]] });
  });

  it("fixes two unsure cells at once, and the grid it gives is the solution", () => {
    const cells = handSolution();
    const open = [...puzzle.keys()].filter((i) => puzzle[i] === 0).slice(3, 5);
    for (const cell of open) misread(cells, cell, (solution[cell] % 9) + 1, 0.55, 0.4);
    const proposal = fitRules(cells);
    expect(proposal?.cells).toEqual(open);
    const grid = Uint8Array.from(cells, (c) => c.digit);
    proposal?.cells.forEach((cell, k) => {
      grid[cell] = proposal.digits[k] as number;
    });
    expect(isSolutionOf(puzzle, grid)).toBe(true);
  });

  it("leaves a confident wrong digit as read: a person's real mistake, written clearly, is never corrected", () => {
    const cells = handSolution();
    const cell = puzzle.indexOf(0);
    misread(cells, cell, (solution[cell] % 9) + 1, REPEAT_OPEN_BELOW + (1 - REPEAT_OPEN_BELOW) / 2, 1e-4);
    expect(fitRules(cells)).toBeNull();
  });

  it("opens a wrong digit in a repeat up to REPEAT_OPEN_BELOW, surer than other cells may be", () => {
    expect(REPEAT_OPEN_BELOW).toBeGreaterThan(OPEN_BELOW);
    const between = (OPEN_BELOW + REPEAT_OPEN_BELOW) / 2;
    const cells = handSolution();
    const cell = puzzle.indexOf(0);
    const wrong = ((solution[cell] as number) % 9) + 1;
    misread(cells, cell, wrong, between, 1e-3);
    expect(fitRules(cells)).toEqual({ cells: [cell], digits: [solution[cell]] });
  });

  it("finds no fit when the right digit is not among the classifier's plausible choices", () => {
    const cells = handSolution();
    const cell = puzzle.indexOf(0);
    misread(cells, cell, (solution[cell] % 9) + 1, 0.9, MIN_CHOICE / 10);
    expect(fitRules(cells)).toBeNull();
  });

  it("goes further down the list in a handwritten cell than in a printed one", () => {
    const between = (MIN_HAND_CHOICE + MIN_CHOICE) / 2;
    expect(MIN_HAND_CHOICE).toBeLessThan(MIN_CHOICE);
    const cells = handSolution();
    const cell = puzzle.indexOf(0);
    misread(cells, cell, (solution[cell] % 9) + 1, 0.9, between);
    expect(fitRules(cells)).toEqual({ cells: [cell], digits: [solution[cell]] });
    // A given misread the same way (the puzzle then has no solution) is left as read.
    const printed = reading(puzzle, puzzle);
    misread(printed, 0, 6, 0.9, between);
    expect(fitRules(printed)).toBeNull();
  });

  it("repairs a misread given of a printed puzzle so that it has exactly one solution again", () => {
    const cells = reading(puzzle, puzzle);
    const cell = 0; // the 5 of row 1, misread as 6 (the puzzle then has no solution)
    misread(cells, cell, 6, 0.7, 0.25);
    expect(solve(Uint8Array.from(cells, (c) => c.digit)).status).toBe("none");
    expect(fitRules(cells)).toEqual({ cells: [0], digits: [5] });
  });

  it("fixes a handwritten repeat beside an unsure given it keeps, though a given taken for pen leaves the puzzle several solutions", () => {
    const cells = handSolution();
    // A given read as handwritten: the printed digits alone no longer have one solution.
    const without = (cell: number): Uint8Array => puzzle.map((d, i) => (i === cell ? 0 : d));
    const lost = puzzle.findIndex((d, i) => d !== 0 && solve(without(i)).status === "multiple");
    expect(lost).toBeGreaterThanOrEqual(0);
    cells[lost] = { ...(cells[lost] as ReadingCell), printed: false };
    // Another given read right but unsure, so it is open to change and keeps its digit...
    const given = puzzle.findIndex((d, i) => d !== 0 && i !== lost);
    const digit = puzzle[given] as number;
    cells[given] = {
      ...(cells[given] as ReadingCell),
      confidence: 0.6,
      probabilities: probabilities(digit, 0.6),
    };
    // ...and a handwritten cell misread into a repeat.
    const cell = puzzle.indexOf(0);
    const wrong = solution[cell] === 9 ? 8 : 9;
    misread(cells, cell, wrong, 0.6, 0.35);
    expect(fitRules(cells)).toEqual({ cells: [cell], digits: [solution[cell]] });
  });

  it("gives up when confident cells repeat a digit among themselves", () => {
    const board = puzzle.slice();
    board[2] = 5; // two confident 5s in row 1
    expect(fitRules(reading(board, board))).toBeNull();
  });

  it("opens a misread cell in a repeat before less confident cells that repeat nothing", () => {
    const cells = handSolution();
    const blanks = [...puzzle.keys()].filter((i) => puzzle[i] === 0);
    // More hesitant cells than can be opened, all read right...
    for (const cell of blanks.slice(0, MAX_OPEN + 2)) {
      const right = solution[cell] as number;
      cells[cell] = {
        ...(cells[cell] as ReadingCell),
        confidence: 0.6,
        probabilities: probabilities(right, 0.6),
      };
    }
    // ...and a wrong one the model was nearly sure of, whose digit repeats a peer's.
    const cell = blanks[blanks.length - 1] as number;
    const wrong = solution[cell] === 9 ? 8 : 9;
    misread(cells, cell, wrong, (OPEN_BELOW + 0.99) / 2, 0.005);
    expect(fitRules(cells)).toEqual({ cells: [cell], digits: [solution[cell]] });
  });

  it("has nothing to propose without probabilities or without unsure cells", () => {
    const cells = handSolution().map((c) => ({ ...c, probabilities: undefined, confidence: 0.5 }));
    expect(fitRules(cells)).toBeNull();
    expect(fitRules(reading(empty, empty))).toBeNull();
  });
});

describe("fitGivens", () => {
  // A given whose loss leaves the puzzle several solutions: the photo took it for handwriting.
  const lost = [...puzzle.keys()].find((cell) => {
    if (puzzle[cell] === 0) return false;
    const without = Uint8Array.from(puzzle);
    without[cell] = 0;
    return solve(without).status === "multiple";
  }) as number;
  const printed = Uint8Array.from(puzzle);
  printed[lost] = 0;
  const handwritten = solution.map((d, cell) => (printed[cell] === 0 ? d : 0));
  /** Every handwritten cell sure of its kind at `sure`, the lost given at `doubt`. */
  const kindSureness = (sure: number, doubt: number): Float32Array => {
    const out = new Float32Array(81).fill(sure);
    out[lost] = doubt;
    return out;
  };

  it("finds the given taken for handwriting among the cells whose kind is least sure", () => {
    expect(lost).toBeGreaterThanOrEqual(0);
    expect(fitGivens(printed, handwritten, kindSureness(0.99, 0.6))).toBe(lost);
  });

  it("tries only the cells whose kind is least sure: a given read surely as handwriting is not found", () => {
    const sureness = kindSureness(0.7, 0.99);
    const cell = fitGivens(printed, handwritten, sureness);
    // The cells tried are the least sure ones; the lost given, at 0.99, is not among them.
    expect(cell).not.toBe(lost);
    if (cell >= 0) {
      const less = [...handwritten.keys()].filter(
        (c) => handwritten[c] !== 0 && (sureness[c] as number) < 0.99,
      );
      expect(less.length).toBeGreaterThanOrEqual(MAX_KIND_OPEN);
    }
  });

  it("proposes nothing when another cell as unsure of its kind also leaves one solution", () => {
    const restores = (cell: number): boolean => {
      const trial = Uint8Array.from(printed);
      trial[cell] = handwritten[cell] as number;
      return solve(trial).status === "unique";
    };
    const other = [...handwritten.keys()].find((c) => c !== lost && handwritten[c] !== 0 && restores(c));
    expect(other).toBeDefined();
    const sureness = kindSureness(0.99, 0.6);
    sureness[other as number] = 0.6;
    expect(fitGivens(printed, handwritten, sureness)).toBe(-1);
    sureness[other as number] = 0.65;
    expect(fitGivens(printed, handwritten, sureness)).toBe(lost);
  });

  it("finds nothing when the printed digits already have one solution", () => {
    const rest = solution.map((d, cell) => (puzzle[cell] === 0 ? d : 0));
    expect(fitGivens(puzzle, rest, new Float32Array(81).fill(0.5))).toBe(-1);
  });
});
