/**
 * What a picture shows, as plain data: 81 cell views, an optional frame and caption. Features build a
 * {@link RenderRequest} (src/present/ does for solve and check) and renderBoard draws it.
 *
 * Representation: 81 `CellView`s in row-major order (cell index `i = row * 9 + column`, as in board.ts).
 * Cell `i` occupies the square whose top-left corner is `(gridLeft + column * cellSize, gridTop + row *
 * cellSize)` of the {@link Layout}; grid lines are drawn over the cell edges, so a cell's middle is free.
 */
import { type Board, CELL_COUNT } from "../board.js";
import type { CandidateLink, CandidateView } from "./candidates.js";
import type { Theme } from "./theme.js";
import { GRID_SIZE, SIZES } from "./theme.js";

/**
 * How a digit is drawn. given: part of the puzzle (bold); filled: placed by the solver; entry: the user's
 * own digit (check); wrong: a user's digit that is wrong.
 */
export type DigitRole = "given" | "filled" | "entry" | "wrong";

/**
 * An extra sign on a cell, drawn so it does not rely on colour alone.
 * - conflict: takes part in a repeated digit (red tint + a ring round the digit);
 * - differs: differs between two solutions (dashed outline + a dot in the top-left corner);
 * - wrong: a user's entry is wrong (raspberry tint + a cross in the top-right corner);
 * - changed-given: the user wrote over a given (raspberry tint + a filled triangle ▲ in the top-left corner,
 *   the digit bold): the person's slip, told apart from a wrong entry by shape;
 * - hint: a cell to look at (green tint + a thick solid outline);
 * - doubtful: the picture reader is not sure of this cell (amber tint + a dotted outline and a "?" badge in the
 *   top-right corner): the person should check it against the picture.
 */
export type CellSign = "conflict" | "differs" | "wrong" | "changed-given" | "hint" | "doubtful";

/** How a step highlights a cell's background: its unit (light) or its pattern (stronger). */
export type CellHighlight = "unit" | "pattern";

/** What one cell shows. `digit` 0 is a blank (its role is then ignored; a sign is still drawn). */
export interface CellView {
  digit: number;
  role: DigitRole;
  /** A sign on the cell (see {@link CellSign}). */
  sign?: CellSign;
  /** A step's background highlight. */
  highlight?: CellHighlight;
}

/** Everything `renderBoard` needs for one picture. */
export interface RenderRequest {
  /** Exactly 81 cells, row-major. */
  cells: readonly CellView[];
  /** Default "dark" (Discord's dark theme). */
  theme?: Theme;
  /** Optional accent round the outer frame for check results: solid for "correct", dashed for "wrong". */
  frame?: "correct" | "wrong";
  /**
   * Optional one-line legend or caption drawn in a strip under the grid; keep it short (about 50
   * characters fit at full size; longer ones shrink a little, then end in "…"). Line breaks become spaces.
   * Only characters in Inter are drawn reliably: no emoji.
   */
  caption?: string;
  /**
   * Optional small candidates per blank cell, digit d in the 3×3 spot (row ⌊(d−1)/3⌋, column (d−1) mod 3),
   * each with its style (plain, pattern, eliminated, placed: see candidates.ts).
   */
  candidates?: ReadonlyMap<number, readonly CandidateView[]>;
  /** Optional links between candidates (chains): solid strong, dashed weak. */
  links?: readonly CandidateLink[];
}

/** Where things are in the picture, in pixels, so tests can find cells without guessing. */
export interface Layout {
  width: number;
  height: number;
  /** x of the left edge of column 1 (the middle of the outer frame line). */
  gridLeft: number;
  /** y of the top edge of row 1 (the middle of the outer frame line). */
  gridTop: number;
  /** Side of one cell; cell (row r, column c), 0-based, starts at gridLeft + c * cellSize, gridTop + r * cellSize. */
  cellSize: number;
}

/** A caption as drawn: line breaks and runs of white space become single spaces, ends trimmed. */
export function oneLine(caption: string | undefined): string {
  return caption === undefined ? "" : caption.replace(/\s+/g, " ").trim();
}

/**
 * The picture's size and the grid's position for a request.
 *
 * @param request - only `caption` matters: a non-empty caption adds a strip under the grid.
 * @returns the layout every render of such a request uses.
 * @example layoutFor({}) // { width: 572, height: 572, gridLeft: 16, gridTop: 16, cellSize: 60 }
 */
export function layoutFor(request: Pick<RenderRequest, "caption">): Layout {
  const side = GRID_SIZE + 2 * SIZES.margin;
  const hasCaption = oneLine(request.caption) !== "";
  return {
    width: side,
    height: side + (hasCaption ? SIZES.captionStrip : 0),
    gridLeft: SIZES.margin,
    gridTop: SIZES.margin,
    cellSize: SIZES.cell,
  };
}

/**
 * The cells of a board to draw: givens from `puzzle`, every other cell from `shown`.
 *
 * @param puzzle - the puzzle; its non-zero cells become role "given" (they win over `shown`).
 * @param shown - optional board whose digits fill the puzzle's blanks, role "filled" (e.g. the solution).
 * @param signs - optional sign per cell index.
 * @returns 81 `CellView`s ready for `renderBoard`.
 * @example renderBoard({ cells: boardCells(puzzle, solution) }) // the solved board, givens bold
 */
export function boardCells(puzzle: Board, shown?: Board, signs?: ReadonlyMap<number, CellSign>): CellView[] {
  const cells: CellView[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    const given = puzzle[i] ?? 0;
    const view: CellView =
      given !== 0 ? { digit: given, role: "given" } : { digit: shown?.[i] ?? 0, role: "filled" };
    const sign = signs?.get(i);
    if (sign !== undefined) view.sign = sign;
    cells.push(view);
  }
  return cells;
}

/**
 * Throws a RangeError when a request cannot be drawn: not 81 cells, or a digit, cell or candidate outside its
 * range. That is a bug in the caller, not a user's mistake (user input is read and checked long before).
 */
export function assertDrawable(request: RenderRequest): void {
  const { cells } = request;
  if (cells.length !== CELL_COUNT) throw new RangeError(`renderBoard needs 81 cells, got ${cells.length}`);
  for (const cell of cells) {
    if (!Number.isInteger(cell.digit) || cell.digit < 0 || cell.digit > 9) {
      throw new RangeError(`renderBoard got digit ${cell.digit}; digits are 0..9`);
    }
  }
  for (const [cell, views] of request.candidates ?? []) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELL_COUNT)
      throw new RangeError(`renderBoard got candidates for cell ${cell}; cells are 0..80`);
    for (const { digit } of views) {
      if (!Number.isInteger(digit) || digit < 1 || digit > 9)
        throw new RangeError(`renderBoard got candidate ${digit}; candidates are 1..9`);
    }
  }
}
