/**
 * Drawing a board on a canvas: cell backgrounds, the grid, digits, candidates, signs, the accent frame and the
 * caption. Each function draws one kind of thing for the whole picture or one cell, in the order
 * renderBoard calls them (backgrounds first, so lines, digits and signs all draw over them).
 */
import type { SKRSContext2D } from "@napi-rs/canvas";
import { captionFont, digitFont, digitInk } from "./fonts.js";
import type { CellSign, CellView, DigitRole, Layout } from "./request.js";
import { GRID_SIZE, SIZES, type ThemeColours } from "./theme.js";

const CELL = SIZES.cell;

/** Top-left pixel of cell `i`. */
export function cellOrigin(layout: Layout, i: number): { x: number; y: number } {
  return {
    x: layout.gridLeft + (i % 9) * layout.cellSize,
    y: layout.gridTop + Math.floor(i / 9) * layout.cellSize,
  };
}

/** The background of a cell: a sign's tint wins over a step's highlight; undefined keeps the picture's. */
function cellFill(cell: CellView, colours: ThemeColours): string | undefined {
  if (cell.sign === "conflict") return colours.conflictFill;
  if (cell.sign === "wrong" || cell.sign === "changed-given") return colours.wrongFill;
  if (cell.sign === "hint") return colours.hintFill;
  if (cell.sign === "doubtful") return colours.doubtfulFill;
  if (cell.highlight === "pattern") return colours.patternFill;
  if (cell.highlight === "unit") return colours.unitFill;
  return undefined; // "differs" is an outline only: the cell keeps its background.
}

/** Paints every cell's background tint. */
export function drawCellFills(
  ctx: SKRSContext2D,
  layout: Layout,
  cells: readonly CellView[],
  colours: ThemeColours,
): void {
  cells.forEach((cell, i) => {
    const fill = cellFill(cell, colours);
    if (fill === undefined) return;
    const { x, y } = cellOrigin(layout, i);
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, CELL, CELL);
  });
}

/** A line `width` px wide centred on pixel boundary `at`, drawn with whole-pixel rectangles so it stays crisp. */
function lineStart(at: number, width: number): number {
  return at - Math.floor(width / 2);
}

/** Thin cell lines, thick box lines and the outer frame. */
export function drawGrid(ctx: SKRSContext2D, layout: Layout, colours: ThemeColours): void {
  const { gridLeft: left, gridTop: top } = layout;
  const { thinLine, boxLine, frameLine } = SIZES;
  // Thin lines first; box lines and the frame are drawn over their ends so every crossing is clean.
  ctx.fillStyle = colours.thinLine;
  for (let k = 1; k < 9; k++) {
    if (k % 3 === 0) continue;
    ctx.fillRect(lineStart(left + k * CELL, thinLine), top, thinLine, GRID_SIZE);
    ctx.fillRect(left, lineStart(top + k * CELL, thinLine), GRID_SIZE, thinLine);
  }
  ctx.fillStyle = colours.thickLine;
  for (const k of [3, 6]) {
    ctx.fillRect(lineStart(left + k * CELL, boxLine), top, boxLine, GRID_SIZE);
    ctx.fillRect(left, lineStart(top + k * CELL, boxLine), GRID_SIZE, boxLine);
  }
  const outer = lineStart(left, frameLine);
  const span = GRID_SIZE + frameLine;
  ctx.fillRect(outer, lineStart(top, frameLine), span, frameLine);
  ctx.fillRect(outer, lineStart(top + GRID_SIZE, frameLine), span, frameLine);
  ctx.fillRect(lineStart(left, frameLine), lineStart(top, frameLine), frameLine, span);
  ctx.fillRect(lineStart(left + GRID_SIZE, frameLine), lineStart(top, frameLine), frameLine, span);
}

/** The check-result band round the frame: solid for "correct", dashed for "wrong", so shape tells them apart. */
export function drawAccent(
  ctx: SKRSContext2D,
  layout: Layout,
  frame: "correct" | "wrong",
  colours: ThemeColours,
): void {
  // From the grid edge to the band's centre line.
  const inset = SIZES.frameLine / 2 + SIZES.accentGap + SIZES.accentWidth / 2;
  ctx.save();
  ctx.strokeStyle = frame === "correct" ? colours.frameCorrect : colours.frameWrong;
  ctx.lineWidth = SIZES.accentWidth;
  ctx.lineJoin = "miter";
  if (frame === "wrong") ctx.setLineDash([16, 10]);
  ctx.strokeRect(
    layout.gridLeft - inset,
    layout.gridTop - inset,
    GRID_SIZE + 2 * inset,
    GRID_SIZE + 2 * inset,
  );
  ctx.restore();
}

function digitColour(role: DigitRole, colours: ThemeColours): string {
  if (role === "given") return colours.given;
  if (role === "filled") return colours.filled;
  if (role === "entry") return colours.entry;
  return colours.wrong;
}

/**
 * Writes `digit` with its ink box centred on (cx, cy); whole pixels keep stems sharp.
 */
function centreDigit(
  ctx: SKRSContext2D,
  digit: number,
  bold: boolean,
  size: number,
  cx: number,
  cy: number,
): void {
  const ink = digitInk(bold, digit, size);
  ctx.font = digitFont(bold, size);
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(
    String(digit),
    Math.round(cx - (ink.left + ink.right) / 2),
    Math.round(cy + (ink.ascent - ink.descent) / 2),
  );
}

/** A cell's digit, bold for a given (and for a changed given: the person wrote over the puzzle's digit). */
export function drawDigit(
  ctx: SKRSContext2D,
  layout: Layout,
  i: number,
  cell: CellView,
  colours: ThemeColours,
): void {
  const { x, y } = cellOrigin(layout, i);
  ctx.fillStyle = digitColour(cell.role, colours);
  const bold = cell.role === "given" || cell.sign === "changed-given";
  centreDigit(ctx, cell.digit, bold, SIZES.digitFont, x + CELL / 2, y + CELL / 2);
}

/** A cell's sign, shaped so it reads without colour and stays readable when a phone shrinks the picture. */
export function drawSign(
  ctx: SKRSContext2D,
  layout: Layout,
  i: number,
  sign: CellSign,
  colours: ThemeColours,
): void {
  const { x, y } = cellOrigin(layout, i);
  ctx.save();
  if (sign === "conflict") {
    // A ring round the digit: reads as "this one" even without the red.
    ctx.strokeStyle = colours.conflict;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x + CELL / 2, y + CELL / 2, CELL * 0.4, 0, 2 * Math.PI);
    ctx.stroke();
  } else if (sign === "differs") {
    ctx.strokeStyle = colours.differs;
    ctx.fillStyle = colours.differs;
    ctx.lineWidth = SIZES.differsStroke;
    ctx.setLineDash([7, 4]);
    ctx.strokeRect(x + 5, y + 5, CELL - 10, CELL - 10);
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(x + 5 + SIZES.differsDot, y + 5 + SIZES.differsDot, SIZES.differsDot, 0, 2 * Math.PI);
    ctx.fill();
  } else if (sign === "wrong") {
    // A cross in the top-right corner, clear of the digit's middle so the wrong digit stays readable.
    const size = SIZES.wrongCross;
    const right = x + CELL - 5;
    const top = y + 5;
    ctx.strokeStyle = colours.wrongMark;
    ctx.lineWidth = SIZES.wrongStroke;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(right - size, top);
    ctx.lineTo(right, top + size);
    ctx.moveTo(right, top);
    ctx.lineTo(right - size, top + size);
    ctx.stroke();
  } else if (sign === "changed-given") {
    // A filled triangle (the legend's ▲) in the top-left corner, unlike the wrong entry's open cross.
    const side = SIZES.changedFlag;
    const left = x + 4;
    const bottom = y + 4 + Math.round(side * 0.87);
    ctx.fillStyle = colours.wrongMark;
    ctx.beginPath();
    ctx.moveTo(left, bottom);
    ctx.lineTo(left + side, bottom);
    ctx.lineTo(left + side / 2, y + 4);
    ctx.closePath();
    ctx.fill();
  } else if (sign === "doubtful") {
    drawDoubtful(ctx, x, y, colours);
  } else {
    ctx.strokeStyle = colours.hint;
    ctx.lineWidth = 4;
    ctx.strokeRect(x + 5, y + 5, CELL - 10, CELL - 10);
  }
  ctx.restore();
}

/**
 * The "doubtful" sign: a dotted outline (round dots, unlike the dashes of "differs") and a filled badge with a
 * "?" in the top-right corner, so it reads as "check this one" without its colour.
 */
function drawDoubtful(ctx: SKRSContext2D, x: number, y: number, colours: ThemeColours): void {
  ctx.strokeStyle = colours.doubtful;
  ctx.lineWidth = SIZES.doubtfulStroke;
  ctx.lineCap = "round";
  ctx.setLineDash([0.1, 7]);
  ctx.strokeRect(x + 5, y + 5, CELL - 10, CELL - 10);
  ctx.setLineDash([]);
  const r = SIZES.doubtfulBadge;
  const cx = x + CELL - 4 - r;
  const cy = y + 4 + r;
  ctx.fillStyle = colours.doubtful;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = colours.background;
  ctx.font = captionFont(16);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText("?", cx, cy + 1);
}

/** The caption in its strip under the grid: one line, shrunk a little and then cut with "…" to fit. */
export function drawCaption(
  ctx: SKRSContext2D,
  layout: Layout,
  caption: string,
  colours: ThemeColours,
): void {
  const maxWidth = layout.width - 2 * SIZES.margin;
  let size: number = SIZES.captionFontMax;
  ctx.font = captionFont(size);
  while (size > SIZES.captionFontMin && ctx.measureText(caption).width > maxWidth) {
    size -= 1;
    ctx.font = captionFont(size);
  }
  let text = caption;
  while (text.length > 1 && ctx.measureText(text).width > maxWidth) {
    text = `${caption.slice(0, text.length - 2).trimEnd()}…`;
  }
  ctx.fillStyle = colours.caption;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // The strip starts under the grid's bottom margin; its text sits a little higher to pair with the grid.
  ctx.fillText(
    text,
    layout.width / 2,
    layout.gridTop + GRID_SIZE + SIZES.margin + SIZES.captionStrip / 2 - 4,
  );
}
