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
import { createCanvas } from "@napi-rs/canvas";
import { type CandidateInks, drawCandidates, drawLinks } from "./candidates.js";
import { drawAccent, drawCaption, drawCellFills, drawDigit, drawGrid, drawSign } from "./draw.js";
import { ensureFonts, FONT_FAMILY } from "./fonts.js";
import { encodeIndexedPng } from "./png.js";
import { assertDrawable, layoutFor, oneLine, type RenderRequest } from "./request.js";
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
  const { cells } = request;
  const colours = PALETTE[request.theme ?? "dark"];
  const layout = layoutFor(request);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");

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
  const pixels = ctx.getImageData(0, 0, layout.width, layout.height).data;
  return encodeIndexedPng(pixels, layout.width, layout.height);
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
