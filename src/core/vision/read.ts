/**
 * Reading a Sudoku from a picture: decode, locate the board, cut the cells, classify each inked cell,
 * then decide whether the read can be trusted. Confidence is a promise: a read is `read` only when
 * every cell is confident and the digits obey the rules; otherwise it is `unsure` and the doubtful
 * cells are named, so that a person confirms them before anything is solved.
 *
 * Glossary (see types.ts for picture, board, cell, patch, printed, handwritten):
 * - puzzle: the printed digits (the givens as posed), 0 elsewhere.
 * - handwritten: the digits written by hand or entered by the player, 0 elsewhere.
 * - grid: puzzle and handwritten together.
 * - cell confidence: for an inked cell the lowest of its ink, digit and kind confidences; for a blank
 *   cell its ink confidence.
 * - doubtful cell: a cell whose confidence is below {@link DOUBTFUL_BELOW}.
 * - rule break: a digit repeated in a unit of the grid, a puzzle without a solution, or a puzzle with
 *   several (newspaper and app puzzles have one; several means a given was missed). A repeat through a
 *   screenshot's red player digit is the player's mistake as the app shows it, not a break, unless
 *   every digit in it was read as a given: givens never clash, so one of them was misread.
 * - fitted cell: a cell whose digit is not the classifier's first choice but a runner-up, chosen
 *   because the first choices break the rules and this reading keeps them (resolve.ts), or, on a photo
 *   whose printed digits have several solutions, a handwritten digit taken for the given it is. A
 *   fitted cell is always doubtful: it is a proposal for the person to confirm, never a certainty.
 * - way: which way up the board's cells are read. A close orientation call (orientation.ts) gives two
 *   ways, and {@link decideWay} chooses by the rules.
 */
import { type Board, countFilled } from "../board.js";
import { COMPLETED_CONFIDENCE, completeFromMarks, markedBlanks } from "./cells/marks.js";
import { PRINT_MARK_CONFIDENCE, printMarks } from "./cells/print-marks.js";
import { BLENDED_INK_CONFIDENCE, blendedKinds } from "./digits/kinds.js";
import { keepFirstDoubts } from "./digits/look-again.js";
import { printedCopies } from "./digits/twins.js";
import { extractBoard } from "./extract.js";
import { GIVEN_COUNT_CONFIDENCE, lostGivenSuspects, MIN_DIGITS, overPrinted } from "./given-count.js";
import { isUnboxed } from "./locate/box-lines.js";
import { CROPPED_CONFIDENCE } from "./locate/cropped-cells.js";
import { decodePicture } from "./picture/decode.js";
import { printOnBlankFill } from "./print-fills.js";
import { DOUBT_LINE, doubtfulCells } from "./read-doubts.js";
import { fitToRules, type RuleBreak, ruleBreaks } from "./read-rules.js";
import { fitGivens } from "./resolve.js";
import { settleScreen } from "./screen/screen.js";
import { solvedEntries } from "./screen/solved-entries.js";
import { numbersTooSmall } from "./small-numbers.js";
import {
  type CellClassification,
  type CellSample,
  type ClassifyCell,
  type DigitKind,
  type ExtractedBoard,
  type PictureProblem,
  type PictureSource,
  type Point,
  probabilitiesOf,
} from "./types.js";

export { DOUBTFUL_BELOW, HOPELESS_SHARE } from "./read-doubts.js";
export type { RuleBreak } from "./read-rules.js";

/** Why no board was read from a picture that decoded fine. */
export type NoBoardReason = "no-grid" | "too-few-digits" | "small-numbers" | "no-boxes";

/** What {@link readImage} returns. */
export type ImageRead =
  | { status: "error"; problem: PictureProblem; ms: number }
  | { status: "no-board"; reason: NoBoardReason; ms: number }
  | {
      status: "read" | "unsure";
      /** The printed digits, 0 elsewhere. */
      puzzle: Board;
      /** The handwritten (player) digits, 0 elsewhere. */
      handwritten: Board;
      /** Both together. */
      grid: Board;
      /** Per cell, what kind of digit it holds, null for blank. */
      kinds: (DigitKind | null)[];
      /** Per cell confidence 0..1. */
      confidence: Float32Array;
      /**
       * Cells below {@link DOUBTFUL_BELOW}, cells in a repeated digit, and fitted cells; on a photo, the
       * suspects of a read still breaking the rules (rule-suspects.ts), on a screenshot the cells whose
       * inks say other than the read (rule-suspects.ts screenSuspects) and, on a tile board's broken
       * read, its boxed givens (boxedGivens), the kinds a board left in doubt does not vouch for
       * (board-doubts.ts unvouchedKinds), and the cells its two looks read differently (look-again.ts).
       */
      doubtful: number[];
      /** Fitted cells: digits (or a photo's given's kind) chosen so that the read keeps the rules. */
      fitted: number[];
      /**
       * The doubtful cells whose digit is sure and only its kind is not: printed or handwritten (in an
       * app, a given or the player's entry), such as GNOME Sudoku's selected cell.
       */
      kindDoubtful: number[];
      /** Rules the read breaks (empty for a clean read). */
      breaks: RuleBreak[];
      /** A photo of paper or an app's screenshot (the board drawn flat, as an app draws it). */
      source: PictureSource;
      /** The board's corners in the picture's original pixels, clockwise from top-left. */
      corners: [Point, Point, Point, Point];
      ms: number;
    };

/** Names the digit of every inked cell of a board at once (null for blank cells), in cell order. */
export type ClassifyBoard = (cells: readonly CellSample[]) => (CellClassification | null)[];

/** How {@link readImage} reads digits (shipped.ts gives the trained model's). */
export interface ReadOptions {
  /** The digit classifier for the whole board. */
  classifyBoard: ClassifyBoard;
  /**
   * Turns a board photographed sideways upright: the cells re-ordered and their patches turned, the
   * likeliest way first, then the runner-up when the call is close (orientation.ts): the board is read
   * both ways and the rules decide (default: the board is taken as upright).
   */
  upright?: (cells: readonly CellSample[]) => readonly (readonly CellSample[])[];
  /** Reads the marks of a photo's blank cells on a hand-filled board (marks.ts; default: not read). */
  classifyMark?: ClassifyCell;
  /** Classifies a photo's board again, more closely, when its first read is `unsure` (second-look.ts; default: not). */
  lookAgain?: ClassifyBoard;
}

/** A {@link ClassifyBoard} that asks a per-cell classifier about each inked cell on its own. */
export const eachCell =
  (classify: ClassifyCell): ClassifyBoard =>
  (cells) =>
    cells.map((c) => (c.ink ? classify(c.patch, c.features) : null));

/** Probability that the classifier saw no digit, when it reports one (class 0 of its probabilities). */
function notDigitProbability(result: CellClassification): number {
  return probabilitiesOf(result)?.[0] ?? 0;
}

/** A board read one way up: what {@link readImage} returns for it, but its corners and time. */
export type WayRead = Omit<Extract<ImageRead, { puzzle: Board }>, "source" | "corners" | "ms">;

/**
 * Reads a board's cells turned one way up: classifies them, completes and fits the read, and finds what
 * is doubtful.
 * @returns the read, or null when it holds too few digits for a puzzle
 */
function readWay(
  board: ExtractedBoard,
  upright: readonly CellSample[],
  options: ReadOptions,
): WayRead | null {
  const puzzle = new Uint8Array(81);
  const handwritten = new Uint8Array(81);
  const grid = new Uint8Array(81);
  const kinds: (DigitKind | null)[] = [];
  const confidence = new Float32Array(81);
  const probabilities: (Float32Array | undefined)[] = new Array(81).fill(undefined);
  const kindConfidence = new Float32Array(81).fill(1);
  const digitConfidence = new Float32Array(81);
  // A screenshot's kinds come from the board's ink colours, and its doubt from its own digits (screen.ts);
  // an unsure entry the puzzle's solution reads otherwise may take its digit (solved-entries.ts).
  const { cells, results, marked } = board.drawn
    ? solvedEntries(settleScreen(upright, options.classifyBoard(upright), board.tiles)).settled
    : { cells: upright, results: options.classifyBoard(upright), marked: [] };
  for (const [index, cell] of cells.entries()) {
    kinds.push(null);
    confidence[index] = cell.inkConfidence;
    const result = results[index];
    if (!cell.ink || result === null || result === undefined) continue;
    const blank = notDigitProbability(result);
    if (blank > 0.5) {
      confidence[index] = Math.min(cell.inkConfidence, blank);
      continue;
    }
    grid[index] = result.digit;
    (result.kind === "printed" ? puzzle : handwritten)[index] = result.digit;
    kinds[index] = result.kind;
    kindConfidence[index] = result.kindConfidence;
    confidence[index] = Math.min(cell.inkConfidence, result.confidence, result.kindConfidence);
    digitConfidence[index] = result.confidence;
    probabilities[index] = probabilitiesOf(result);
  }
  // A hand-filled photo's digits too small or faint to be taken for ink, or read as not a digit:
  // proposed, doubtful.
  const completed =
    board.drawn || options.classifyMark === undefined
      ? []
      : completeFromMarks(
          cells,
          { grid, puzzle, handwrittenCount: countFilled(handwritten) },
          results,
          options.classifyMark,
        );
  for (const { cell, digit, kind } of completed) {
    grid[cell] = digit;
    (kind === "printed" ? puzzle : handwritten)[cell] = digit;
    kinds[cell] = kind;
    confidence[cell] = COMPLETED_CONFIDENCE;
  }
  if (!board.drawn) {
    // ...and its blank cells that still hold a mark: doubtful.
    for (const cell of markedBlanks(cells, { grid, puzzle, handwrittenCount: countFilled(handwritten) }))
      confidence[cell] = Math.min(confidence[cell] as number, COMPLETED_CONFIDENCE);
    // A photo's blank cell whose mark looks like the board's print: perhaps a given printed faint.
    for (const { cell, digit } of printMarks(cells, grid, kinds, options.classifyMark)) {
      confidence[cell] = Math.min(confidence[cell] as number, PRINT_MARK_CONFIDENCE);
      if (digit === 0) continue;
      [grid[cell], puzzle[cell], kinds[cell]] = [digit, digit, "printed"];
    }
  }
  // A cell cropped by the picture's edge shows part of its digit, or none: never sure (cropped-cells.ts).
  for (const cell of cells)
    if (cell.cropped) confidence[cell.cell] = Math.min(confidence[cell.cell] as number, CROPPED_CONFIDENCE);
  const digits = grid.reduce((n, d) => n + (d > 0 ? 1 : 0), 0);
  if (digits < MIN_DIGITS) return null;
  const shown = new Set(marked);
  let { breaks, cells: breaking } = ruleBreaks(puzzle, grid, shown);
  // A screenshot's marked mistakes are what the app shows: nothing there to fit. So is a player's digit
  // repeating a peer, where the app draws mistakes in the entries' own colour (KSudoku): the repeat
  // still makes the read unsure, but the digit stays as drawn.
  // (With no marked mistake, the breaking cells are every repeat's cells.)
  const entryRepeat = board.drawn && breaking.some((cell) => handwritten[cell] !== 0);
  const fitted =
    breaks.length > 0 && shown.size === 0 && !entryRepeat
      ? fitToRules(puzzle, handwritten, grid, confidence, probabilities)
      : [];
  // A photo's printed digits with several solutions: a given taken for handwriting (resolve.ts), unless
  // a doubtful blank cell may be the given missed (on the training sheets at half size, a pen-filled one
  // missing a faint given had a pen digit taken for a given instead).
  // When no one cell does it, the pen cells that are copies of the print are givens (twins.ts).
  const doubtfulBlank = grid.some((d, cell) => d === 0 && (confidence[cell] as number) < DOUBT_LINE);
  const lostGiven = !board.drawn && !doubtfulBlank && breaks.includes("several-solutions");
  const given = lostGiven ? fitGivens(puzzle, handwritten, kindConfidence) : -1;
  const givens = given >= 0 ? [given] : lostGiven ? printedCopies(cells, puzzle, handwritten) : [];
  for (const cell of givens) {
    [puzzle[cell], handwritten[cell], kinds[cell]] = [grid[cell] as number, 0, "printed"];
    fitted.push(cell);
  }
  if (fitted.length > 0) ({ breaks, cells: breaking } = ruleBreaks(puzzle, grid, shown));
  // A photo read with more printed digits than a puzzle has took pen for print: every kind in doubt;
  // so in one whose print and pen inks are too alike to tell apart (kinds.ts blendedKinds), and the pen
  // cells of a mostly printed one that lost a given (given-count.ts lostGivenSuspects).
  const printDoubts = board.drawn
    ? []
    : [
        ...overPrinted(puzzle, handwritten, breaks.length === 0).map(
          (cell) => [cell, GIVEN_COUNT_CONFIDENCE] as const,
        ),
        ...blendedKinds(cells, kinds).map((cell) => [cell, BLENDED_INK_CONFIDENCE] as const),
        ...(breaks.includes("several-solutions") ? lostGivenSuspects(puzzle, handwritten) : []).map(
          (cell) => [cell, GIVEN_COUNT_CONFIDENCE] as const,
        ),
        // ...and print on the blank cells' fill where the givens have their own: an app's entries (print-fills.ts).
        ...printOnBlankFill(cells, puzzle, grid).map((cell) => [cell, GIVEN_COUNT_CONFIDENCE] as const),
      ];
  for (const [cell, cap] of printDoubts) {
    kindConfidence[cell] = Math.min(kindConfidence[cell] as number, cap);
    confidence[cell] = Math.min(confidence[cell] as number, cap);
  }
  const { doubtful, kindDoubtful } = doubtfulCells(board, {
    cells,
    puzzle,
    handwritten,
    grid,
    confidence,
    digitConfidence,
    kindConfidence,
    digits,
    breaks,
    ruleCells: new Set([...breaking, ...fitted]),
    red: marked,
  });
  return {
    status: statusOf(doubtful, breaks),
    puzzle,
    handwritten,
    grid,
    kinds,
    confidence,
    doubtful,
    fitted,
    kindDoubtful,
    breaks,
  };
}

/** A read is `read` when no cell is doubtful and no rule broken, else `unsure`. */
const statusOf = (doubtful: readonly number[], breaks: readonly RuleBreak[]): "read" | "unsure" =>
  doubtful.length === 0 && breaks.length === 0 ? "read" : "unsure";

/** True when a read's first-choice digits keep the rules: nothing repeated, one solution, nothing fitted. */
const keepsRules = (read: WayRead | null): boolean =>
  read !== null && read.breaks.length === 0 && read.fitted.length === 0;

/**
 * Decides between the reads of a close orientation call (orientation.ts): the one whose digits keep the
 * rules wins; when both or neither do, the likelier way stands, unsure, with every cell whose digit the
 * two ways read differently doubtful. (A half turn maps a Sudoku to a Sudoku, and the model reads a
 * turned 6 as a 9, so the rules alone cannot always tell.)
 * @param likelier the read of the likelier way, `runnerUp` that of the other
 */
export function decideWay(likelier: WayRead | null, runnerUp: WayRead | null): WayRead | null {
  if (keepsRules(likelier) === keepsRules(runnerUp)) {
    if (likelier === null || runnerUp === null) return likelier;
    const doubtful = new Set(likelier.doubtful);
    likelier.grid.forEach((digit, cell) => {
      if (digit !== runnerUp.grid[cell] || likelier.puzzle[cell] !== runnerUp.puzzle[cell])
        doubtful.add(cell);
    });
    const cells = [...doubtful].sort((a, b) => a - b);
    return { ...likelier, status: statusOf(cells, likelier.breaks), doubtful: cells };
  }
  return keepsRules(likelier) ? likelier : runnerUp;
}

/**
 * Reads a Sudoku board from PNG, JPEG or WebP bytes. Never throws on user input.
 * @param bytes the picture file.
 * @returns `read` (every cell confident, rules kept), `unsure` (a board, with doubtful cells or rule
 *   breaks), `no-board` (no 9×9 grid, too few digits for a puzzle, or a screenshot's grid without 3×3
 *   boxes whose read breaks the rules), or `error` (not a picture this reader takes: the
 *   {@link PictureProblem} says why).
 * @example const r = await readImage(bytes, shippedReader()); if (r.status === "read") solve(r.puzzle);
 */
export async function readImage(bytes: Uint8Array, options: ReadOptions): Promise<ImageRead> {
  const start = performance.now();
  const ms = (): number => Math.round((performance.now() - start) * 10) / 10;
  const decoded = await decodePicture(bytes);
  if (!decoded.ok) return { status: "error", problem: decoded.problem, ms: ms() };
  const board = extractBoard(decoded.picture);
  if (board === null) return { status: "no-board", reason: "no-grid", ms: ms() };
  // A grid of footnote-sized numbers (a Killer Sudoku's cage sums) is no Sudoku (small-numbers.ts).
  if (numbersTooSmall(board.cells)) return { status: "no-board", reason: "small-numbers", ms: ms() };
  const ways = options.upright ? options.upright(board.cells) : [board.cells];
  const readWays = (looking: ReadOptions): WayRead | null => {
    const [likelier, runnerUp] = ways.map((cells) => readWay(board, cells, looking));
    return runnerUp === undefined ? (likelier ?? null) : decideWay(likelier ?? null, runnerUp);
  };
  const first = readWays(options);
  // Only a photo's read that is not sure looks again, keeping its doubts (second-look.ts says why).
  const look = board.drawn ? undefined : options.lookAgain;
  const again = first?.status === "unsure" && look ? readWays({ ...options, classifyBoard: look }) : null;
  const read = again !== null && first !== null ? keepFirstDoubts(again, first) : first;
  if (read === null) return { status: "no-board", reason: "too-few-digits", ms: ms() };
  // A screenshot's grid drawn without 3×3 boxes whose read breaks the rules is another puzzle's (sgt-puzzles'
  // Singles, Filling, Net, Mosaic, Towers) or a Jigsaw's: no Sudoku (box-lines.ts).
  if (read.breaks.length > 0 && isUnboxed(decoded.picture, board))
    return { status: "no-board", reason: "no-boxes", ms: ms() };
  const scale = decoded.scale;
  type Corners = [Point, Point, Point, Point];
  const corners = board.corners.map((p) => ({ x: p.x / scale, y: p.y / scale })) as Corners;
  return { ...read, source: board.drawn ? "screenshot" : "photo", corners, ms: ms() };
}
