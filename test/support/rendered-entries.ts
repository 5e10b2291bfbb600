/**
 * One board rendered by our own renderer for the screen tests that weigh a player's entries against the
 * board's other glyphs (glyph-twins, solved-entries): a puzzle's givens and, as the player's entries, every
 * 4 and 6 of its solution; and the digit model's results written by hand, as screen.ts would pass them on.
 */
import { boardCells, renderBoard } from "../../src/core/render/index.js";
import { solve } from "../../src/core/solver.js";
import { extractBoard } from "../../src/core/vision/extract.js";
import { decodePicture } from "../../src/core/vision/picture/decode.js";
import type { ScreenResult } from "../../src/core/vision/screen/screen.js";
import type { CellSample, DigitKind } from "../../src/core/vision/types.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/** The givens, cell by cell (0 blank). */
export const puzzle = Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));
const solved = solve(puzzle);
if (solved.status !== "unique") throw new Error("fixture puzzle is not unique");
const solution = solved.solution;
/** The player's entries drawn on the board: every 4 and 6 of the solution that is not a given. */
export const shown = solution.map((digit, cell) =>
  puzzle[cell] !== 0 || digit === 4 || digit === 6 ? digit : 0,
);

/** A result as the digit model and screen.ts would give it: `digit` at `confidence`, the rest spread. */
export function result(
  digit: number,
  kind: DigitKind,
  confidence: number,
  others: Record<number, number> = {},
): ScreenResult {
  const probabilities = new Float32Array(10);
  const rest = 1 - confidence - Object.values(others).reduce((a, b) => a + b, 0);
  for (let d = 1; d <= 9; d++) probabilities[d] = rest / 8;
  probabilities[digit] = confidence;
  for (const [d, p] of Object.entries(others)) probabilities[Number(d)] = p;
  return { digit, kind, confidence, kindConfidence: 0.99, probabilities };
}

/**
 * The board rendered in the light theme and extracted: its cells, and every drawn digit read right and
 * sure (0.999), as the model reads our render.
 */
export async function renderedEntries(): Promise<{ cells: CellSample[]; sure: (ScreenResult | null)[] }> {
  const decoded = await decodePicture(renderBoard({ cells: boardCells(puzzle, shown), theme: "light" }));
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  const board = extractBoard(decoded.picture);
  if (board === null) throw new Error("no board found");
  const cells = board.cells;
  const sure = cells.map((c) =>
    c.ink ? result(shown[c.cell] as number, puzzle[c.cell] ? "printed" : "handwritten", 0.999) : null,
  );
  return { cells, sure };
}
