/**
 * Which cells of a board's read are doubtful, and which of them only for their kind: the cells under
 * the confidence line, the cells of the rules the read breaks or was fitted to keep, and the suspects each
 * kind of picture has of its own (rule-suspects.ts, screen-rule-suspects.ts, screen/red-twins.ts,
 * board-doubts.ts). read.ts reads the digits; this decides what of the read a person must confirm.
 *
 * Glossary (see read.ts for cell confidence, doubtful cell, rule break and fitted cell):
 * - rule cells: the cells of the read's rule breaks and its fitted cells.
 * - kind-doubtful cell: a doubtful cell whose ink and digit are sure, doubted only for being printed or
 *   handwritten (in an app, a given or the player's entry), such as GNOME Sudoku's selected cell.
 */
import { liftBoardDoubts, unvouchedKinds } from "./board-doubts.js";
import type { RuleBreak } from "./read-rules.js";
import {
  boxedGivens,
  contrastSuspects,
  crossedTiles,
  hopelessPen,
  pencilledPen,
  ruleSuspects,
  screenSuspects,
} from "./rule-suspects.js";
import { redTwinSuspects } from "./screen/red-twins.js";
import { unsureScreenCells } from "./screen-rule-suspects.js";
import type { CellSample, ExtractedBoard } from "./types.js";

/** Cells less confident than this are doubtful (chosen on the calibration photos, assets/models/README.md). */
export const DOUBTFUL_BELOW = 0.9;
/**
 * {@link DOUBTFUL_BELOW} as a Float32Array holds it (0.89999998), the line the cells' stored confidences
 * are compared with: a confidence of exactly 0.9 (an ink contrast 8 levels above the least a digit
 * needs, cells.ts) is stored as that and must count as sure, as 0.9 does.
 */
export const DOUBT_LINE = Math.fround(DOUBTFUL_BELOW);
/**
 * A read breaking the rules with at least this share of its digits doubtful has every cell doubtful.
 */
export const HOPELESS_SHARE = 0.5;

/** What a board's read holds, for {@link doubtfulCells}. */
export interface ReadEvidence {
  /** The cells as read (a screenshot's as screen.ts settled them). */
  cells: readonly CellSample[];
  puzzle: Uint8Array;
  handwritten: Uint8Array;
  grid: Uint8Array;
  /** Per cell, its confidence after every step of reading. */
  confidence: Float32Array;
  /** Per digit cell, the model's confidence in its digit, and in its kind (1 for blanks). */
  digitConfidence: Float32Array;
  kindConfidence: Float32Array;
  /** How many digits the grid holds. */
  digits: number;
  breaks: RuleBreak[];
  /** The cells of the rule breaks and the fitted cells. */
  ruleCells: ReadonlySet<number>;
  /** A screenshot's red digits, the app's own mark of a clash (screen.ts), which the rules forgive. */
  red: readonly number[];
}

/**
 * The doubtful cells of a board's read (see the glossary) and, among them, those doubted only for their
 * kind.
 * @param board the extracted board (a photo's or a screenshot's, tile board, pencilled sheet...)
 * @param read what was read of it
 * @returns both lists, ascending
 * @example const { doubtful } = doubtfulCells(board, read); const status = doubtful.length === 0 ? "read" : "unsure";
 */
export function doubtfulCells(
  board: ExtractedBoard,
  read: ReadEvidence,
): { doubtful: number[]; kindDoubtful: number[] } {
  const { cells, puzzle, handwritten, grid, confidence, digitConfidence, kindConfidence } = read;
  const { digits, breaks, ruleCells, red } = read;
  const doubtful = new Set(ruleCells);
  confidence.forEach((c, cell) => {
    if (c < DOUBT_LINE) doubtful.add(cell);
  });
  // A photo's board that keeps the rules may answer some doubts itself (board-doubts.ts).
  if (!board.drawn && breaks.length === 0) {
    const evidence = { cells, puzzle, handwritten, confidence, digit: digitConfidence, kind: kindConfidence };
    liftBoardDoubts(doubtful, evidence, DOUBT_LINE);
  }
  // A read still breaking the rules with most of its digits doubtful is read wrong throughout (a board
  // out of focus, or found off its lines): its confident cells are no surer, so every cell is doubtful.
  if (breaks.length > 0 && doubtful.size >= HOPELESS_SHARE * digits)
    for (let cell = 0; cell < 81; cell++) doubtful.add(cell);
  // ...and so is a screenshot's board that reaches beyond its lattice (board-extent.ts reachesBeyond).
  if (board.beyondLattice === true) for (let cell = 0; cell < 81; cell++) doubtful.add(cell);
  // A screenshot's cells whose inks say other than its read: doubtful (rule-suspects.ts screenSuspects).
  if (board.drawn) for (const cell of screenSuspects({ cells, puzzle, handwritten })) doubtful.add(cell);
  // ...and its digits whose contrast is the other kind's (rule-suspects.ts contrastSuspects).
  if (board.drawn) for (const cell of contrastSuspects({ cells, puzzle, handwritten })) doubtful.add(cell);
  // ...and a broken read's cells short of a drawn digit's sureness (screen-rule-suspects.ts).
  if (board.drawn && breaks.length > 0) for (const cell of unsureScreenCells(confidence)) doubtful.add(cell);
  // ...and its red digits that look like another digit's copies (screen/red-twins.ts).
  if (board.drawn) for (const cell of redTwinSuspects(cells, grid, red)) doubtful.add(cell);
  // ...and a tile board's read breaking the rules: its givens told by a fill one box alone has, and its
  // digits whose tile is nearest a tile of the other kind.
  if (board.tiles === true && breaks.length > 0)
    for (const cell of [...boxedGivens({ cells, puzzle }), ...crossedTiles({ cells, puzzle, handwritten })])
      doubtful.add(cell);
  // A photo's read still breaking them: where its misreading may hide, doubtful (rule-suspects.ts).
  if (!board.drawn && breaks.length > 0)
    for (const cell of ruleSuspects({ cells, grid, handwritten, confidence })) doubtful.add(cell);
  // ...and a photo's board left in doubt vouches for no kind under the solved floor (board-doubts.ts).
  const doubted = doubtful.size > 0 || breaks.length > 0;
  const unvouched = !board.drawn && doubted ? unvouchedKinds(grid, kindConfidence) : [];
  for (const cell of unvouched) doubtful.add(cell);
  // ...nor for the rest of its pen when most of its pen is doubtful, short of a hand-filled sheet
  // (rule-suspects.ts hopelessPen).
  if (!board.drawn) for (const cell of hopelessPen(grid, handwritten, doubtful)) doubtful.add(cell);
  // ...and on a pencilled sheet, its pen short of nearly certain (rule-suspects.ts pencilledPen).
  if (board.pencilled === true) for (const cell of pencilledPen(handwritten, confidence)) doubtful.add(cell);
  // Doubts about the kind alone: the digit's ink and name sure, nothing fitted or repeated there.
  const kindDoubtful = [...doubtful]
    .filter((cell) => {
      const sample = cells[cell];
      const digitSure = Math.min(sample?.inkConfidence ?? 0, digitConfidence[cell] as number) >= DOUBT_LINE;
      const kindDoubted = (kindConfidence[cell] as number) < DOUBT_LINE || unvouched.includes(cell);
      return grid[cell] !== 0 && digitSure && kindDoubted && !ruleCells.has(cell) && sample?.cropped !== true;
    })
    .sort((a, b) => a - b);
  return { doubtful: [...doubtful].sort((a, b) => a - b), kindDoubtful };
}
