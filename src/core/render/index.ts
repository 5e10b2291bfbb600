/**
 * Draws a board as a PNG picture sized for a chat message: thin cell lines, thick box lines and outer
 * frame, large centred digits, small candidates, signs on cells, step highlights, an optional accent frame
 * and a caption strip.
 *
 * Split along its seams: theme.ts (palette and sizes), request.ts (what a picture shows, and where things
 * are), fonts.ts (the bundled font and digit ink boxes), draw.ts (grid, digits, signs, highlights, caption),
 * candidates.ts (small candidates and links for a step), step-picture.ts (a logical step as a request),
 * png.ts (the indexed PNG encoder). Pure core: takes plain data, returns PNG bytes; never imports discord.js.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { type CandidateInks, drawCandidates, drawLinks } from "./candidates.js";
import { drawAccent, drawCaption, drawCellFills, drawDigit, drawGrid, drawSign } from "./draw.js";
import { ensureFonts, FONT_FAMILY } from "./fonts.js";
import { encodeIndexedPng } from "./png.js";
import { assertDrawable, type Layout, layoutFor, oneLine, type RenderRequest } from "./request.js";
import { PALETTE, type ThemeColours } from "./theme.js";

export type { CandidateLink, CandidateStyle, CandidateView } from "./candidates.js";
export { encodeIndexedPng } from "./png.js";
export {
  boardCells,
  type CellHighlight,
  type CellSign,
  type CellView,
  type DigitRole,
  type Layout,
  layoutFor,
  type RenderRequest,
} from "./request.js";
export { GRID_SIZE, PALETTE, SIZES, type Theme, type ThemeColours } from "./theme.js";

/**
 * Draws a board as a PNG.
 *
 * Throws a RangeError when `cells` is not 81 long or a digit is outside 0..9 (or a candidate outside 1..9):
 * that is a bug in the caller, not a user's mistake.
 *
 * @param request - the cells, and optionally theme, accent frame and caption.
 * @returns the PNG file's bytes, `layoutFor(request).width` × `.height` pixels.
 * @example writeFileSync("board.png", renderBoard({ cells: boardCells(puzzle, solution), caption: "bold = given" }))
 */
export function renderBoard(request: RenderRequest): Buffer {
  assertDrawable(request);
  ensureFonts();
  const colours = PALETTE[request.theme ?? "dark"];
  const layout = layoutFor(request);
  const ctx = canvasOf(layout.width, layout.height).getContext("2d");
  ctx.save();
  try {
    drawPicture(ctx, request, layout, colours);
    return encodeIndexedPng(
      ctx.getImageData(0, 0, layout.width, layout.height).data,
      layout.width,
      layout.height,
    );
  } finally {
    ctx.restore();
  }
}

/**
 * One canvas per picture size, kept for the thread's life (a board is one of two sizes: with or without a
 * caption strip), so a render allocates no new pixel memory. Every render paints the whole background first, so
 * nothing of the previous picture shows through; `save`/`restore` round each render so no drawing state carries over.
 *
 * Why: the canvas's pixels (1.3 MB) are native memory that V8 does not count, so a canvas per render put no
 * pressure on the garbage collector; reusing one is also a little quicker (no surface to allocate and clear).
 * The pixel copy `getImageData` returns is still new each time: it is freed by a finalizer that Node runs from
 * the event loop, which is why the reply pool's workers must return to their event loop between jobs (pool.ts).
 */
const canvases = new Map<string, Canvas>();
/** More sizes than this (none today) and the cache starts afresh rather than growing. */
const MAX_CANVASES = 4;

function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = canvases.get(key);
  if (canvas === undefined) {
    if (canvases.size >= MAX_CANVASES) canvases.clear();
    canvas = createCanvas(width, height);
    canvases.set(key, canvas);
  }
  return canvas;
}

/** Draws everything a request shows, background first (it covers the whole canvas). */
function drawPicture(
  ctx: SKRSContext2D,
  request: RenderRequest,
  layout: Layout,
  colours: ThemeColours,
): void {
  const { cells } = request;
  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawCellFills(ctx, layout, cells, colours);
  drawGrid(ctx, layout, colours);
  if (request.frame !== undefined) drawAccent(ctx, layout, request.frame, colours);
  cells.forEach((cell, i) => {
    if (cell.digit !== 0) drawDigit(ctx, layout, i, cell, colours);
    if (cell.sign !== undefined) drawSign(ctx, layout, i, cell.sign, colours);
  });
  if (request.candidates !== undefined)
    drawCandidates(ctx, layout, request.candidates, candidateInks(colours), FONT_FAMILY);
  if (request.links !== undefined) drawLinks(ctx, layout, request.links, candidateInks(colours));
  const caption = oneLine(request.caption);
  if (caption !== "") drawCaption(ctx, layout, caption, colours);
}

/** The candidate colours of a theme: muted plain digits, the hint colour for patterns, the wrong colour for eliminations. */
function candidateInks(colours: ThemeColours): CandidateInks {
  return {
    plain: colours.caption,
    pattern: colours.hint,
    eliminated: colours.wrongMark,
    placed: colours.filled,
    onPlaced: colours.background,
    link: colours.differs,
  };
}
