/**
 * Draws a board as a PNG picture sized for a chat message: thin cell lines, thick box lines and outer
 * frame, large centred digits, optional marks on cells, an optional accent frame and a caption strip.
 *
 * Representation: a picture is described by a `RenderRequest` holding 81 `CellView`s in row-major order
 * (cell index `i = row * 9 + column`, as in board.ts). Cell `i` occupies the square whose top-left
 * corner is `(gridLeft + column * cellSize, gridTop + row * cellSize)` of the `Layout`; grid lines are
 * drawn over the cell edges, so the middle of a cell is always free of lines.
 *
 * Pure core: takes plain data, returns PNG bytes; never imports discord.js. Text is set in Inter
 * (SIL Open Font License, files in assets/fonts/), registered once under a project-only family name so
 * the output never depends on the fonts installed on the machine.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { type Board, CELL_COUNT } from "./board.js";
import {
  type CandidateInks,
  type CandidateLink,
  type CandidateView,
  drawCandidates,
  drawLinks,
} from "./render/candidates.js";

/** Colour scheme; "dark" matches Discord's dark theme, "light" its light theme. */
export type Theme = "dark" | "light";

/**
 * How a digit is drawn. given: part of the puzzle; filled: placed by the solver; entry: the user's own
 * digit (check); wrong: a user's digit that is wrong.
 */
export type DigitRole = "given" | "filled" | "entry" | "wrong";

/**
 * An extra mark on a cell, drawn so it does not rely on colour alone.
 * conflict: takes part in a duplicate (red tint + a ring round the digit); differs: differs between two
 * solutions (dashed outline + corner dot); wrong: user's entry is wrong (raspberry tint + a cross in the
 * top-right corner); hint: a cell to look at (green tint + a thick solid outline).
 */
export type CellMark = "conflict" | "differs" | "wrong" | "hint";

/** What one cell shows. `digit` 0 is a blank (its role is then ignored; a mark is still drawn). */
export interface CellView {
  digit: number;
  role: DigitRole;
  mark?: CellMark;
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
  /** Optional small candidates per blank cell (hints; see render/candidates.ts for how each style looks). */
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

/** The colours of one theme, each `#rrggbb`. */
export interface ThemeColours {
  /** The picture's background, also the background of an unmarked cell. */
  readonly background: string;
  /** Digits of the puzzle (drawn bold). */
  readonly given: string;
  /** Digits placed by the solver (drawn regular weight). */
  readonly filled: string;
  /** The user's own digits (regular weight). */
  readonly entry: string;
  /** The user's digits that are wrong (regular weight). */
  readonly wrong: string;
  /** Lines between cells inside a box. */
  readonly thinLine: string;
  /** Lines between boxes and the outer frame. */
  readonly thickLine: string;
  /** Ring of a "conflict" mark. */
  readonly conflict: string;
  /** Cell background under a "conflict" mark. */
  readonly conflictFill: string;
  /** Dashed outline and corner dot of a "differs" mark. */
  readonly differs: string;
  /** Cross of a "wrong" mark. */
  readonly wrongMark: string;
  /** Cell background under a "wrong" mark. */
  readonly wrongFill: string;
  /** Outline of a "hint" mark. */
  readonly hint: string;
  /** Cell background under a "hint" mark. */
  readonly hintFill: string;
  /** Accent band for `frame: "correct"`. */
  readonly frameCorrect: string;
  /** Accent band for `frame: "wrong"`. */
  readonly frameWrong: string;
  /** Caption text. */
  readonly caption: string;
}

/**
 * The colours of each theme, exported so tests can assert them.
 *
 * Chosen so that givens and filled digits differ in lightness as well as hue (they stay apart under
 * protanopia and deuteranopia, which keep the blue–yellow axis and lightness), and every digit colour
 * has a contrast of at least 4.5:1 on its background.
 */
export const PALETTE: Readonly<Record<Theme, ThemeColours>> = Object.freeze({
  dark: Object.freeze({
    background: "#1e1f22",
    given: "#f2f3f5",
    filled: "#5ca8ff",
    entry: "#f0b44c",
    wrong: "#ff6f91",
    thinLine: "#4f525a",
    thickLine: "#aeb2ba",
    conflict: "#ff5c5c",
    conflictFill: "#4a2427",
    differs: "#d08cff",
    wrongMark: "#ff6f91",
    wrongFill: "#40242e",
    hint: "#3ddc97",
    hintFill: "#1f3a30",
    frameCorrect: "#23a55a",
    frameWrong: "#f23f43",
    caption: "#b5bac1",
  }),
  light: Object.freeze({
    background: "#ffffff",
    given: "#15171a",
    filled: "#1f63d6",
    entry: "#7a5000",
    wrong: "#c2255c",
    thinLine: "#c4c8cf",
    thickLine: "#2e3035",
    conflict: "#cf222e",
    conflictFill: "#fbd9dc",
    differs: "#8a3ffc",
    wrongMark: "#c2255c",
    wrongFill: "#fbe3eb",
    hint: "#0f8a55",
    hintFill: "#d6f5e6",
    frameCorrect: "#1a7f37",
    frameWrong: "#cf222e",
    caption: "#4e5058",
  }),
});

// Geometry, in pixels. 60 px cells make a 540 px grid: crisp when Discord scales it to a phone's width,
// and small to encode.
const CELL_SIZE = 60;
const MARGIN = 16;
const GRID_SIZE = 9 * CELL_SIZE;
const THIN_LINE = 1;
const BOX_LINE = 3;
const FRAME_LINE = 4;
/** The accent band of `frame` sits this far outside the frame line and is this wide. */
const ACCENT_GAP = 3;
const ACCENT_WIDTH = 6;
const CAPTION_STRIP = 44;
const CAPTION_FONT_MAX = 20;
const CAPTION_FONT_MIN = 14;
/** Digit font size; Inter's digits are ~0.73 em tall, so the ink is ~55% of the cell height. */
const DIGIT_FONT = 45;

const FONT_FAMILY = "SudokuBotInter";
const FONT_FILES = ["Inter-Regular.otf", "Inter-Bold.otf"] as const;

/**
 * The picture's size and the grid's position for a request.
 *
 * @param request - only `caption` matters: a non-empty caption adds a strip under the grid.
 * @returns the layout every render of such a request uses.
 * @example layoutFor({}) // { width: 572, height: 572, gridLeft: 16, gridTop: 16, cellSize: 60 }
 */
export function layoutFor(request: Pick<RenderRequest, "caption">): Layout {
  const side = GRID_SIZE + 2 * MARGIN;
  const hasCaption = oneLine(request.caption) !== "";
  return {
    width: side,
    height: side + (hasCaption ? CAPTION_STRIP : 0),
    gridLeft: MARGIN,
    gridTop: MARGIN,
    cellSize: CELL_SIZE,
  };
}

/**
 * The cells of a board to draw: givens from `puzzle`, every other cell from `shown`.
 *
 * @param puzzle - the puzzle; its non-zero cells become role "given" (they win over `shown`).
 * @param shown - optional board whose digits fill the puzzle's blanks, role "filled" (e.g. the solution).
 * @param marks - optional mark per cell index.
 * @returns 81 `CellView`s ready for `renderBoard`.
 * @example renderBoard({ cells: boardCells(puzzle, solution) }) // the solved board, givens bold
 */
export function boardCells(puzzle: Board, shown?: Board, marks?: ReadonlyMap<number, CellMark>): CellView[] {
  const cells: CellView[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    const given = puzzle[i] ?? 0;
    const view: CellView =
      given !== 0 ? { digit: given, role: "given" } : { digit: shown?.[i] ?? 0, role: "filled" };
    const mark = marks?.get(i);
    if (mark !== undefined) view.mark = mark;
    cells.push(view);
  }
  return cells;
}

/**
 * Draws a board as a PNG.
 *
 * Throws a RangeError when `cells` is not 81 long or a digit is outside 0..9: that is a bug in the
 * caller, not a user's mistake (user input is parsed and checked long before it gets here).
 *
 * @param request - the cells, and optionally theme, accent frame and caption.
 * @returns the PNG file's bytes, `layoutFor(request).width` × `.height` pixels.
 * @example writeFileSync("board.png", renderBoard({ cells: boardCells(puzzle, solution), caption: "bold = given" }))
 */
export function renderBoard(request: RenderRequest): Buffer {
  const { cells } = request;
  if (cells.length !== CELL_COUNT) throw new RangeError(`renderBoard needs 81 cells, got ${cells.length}`);
  for (const cell of cells) {
    if (!Number.isInteger(cell.digit) || cell.digit < 0 || cell.digit > 9) {
      throw new RangeError(`renderBoard got digit ${cell.digit}; digits are 0..9`);
    }
  }
  ensureFonts();
  const colours = PALETTE[request.theme ?? "dark"];
  const layout = layoutFor(request);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");

  ctx.fillStyle = colours.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  // Tints first, so grid lines, digits and mark shapes all draw over them.
  cells.forEach((cell, i) => {
    const fill = cell.mark === undefined ? undefined : markFill(cell.mark, colours);
    if (fill === undefined) return;
    const { x, y } = cellOrigin(layout, i);
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, CELL_SIZE, CELL_SIZE);
  });
  drawGrid(ctx, layout, colours);
  if (request.frame !== undefined) drawAccent(ctx, layout, request.frame, colours);
  cells.forEach((cell, i) => {
    if (cell.digit !== 0) drawDigit(ctx, layout, i, cell, colours);
    if (cell.mark !== undefined) drawMark(ctx, layout, i, cell.mark, colours);
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

/** A caption as drawn: line breaks and runs of white space become single spaces, ends trimmed. */
function oneLine(caption: string | undefined): string {
  return caption === undefined ? "" : caption.replace(/\s+/g, " ").trim();
}

/** Top-left pixel of cell `i`. */
function cellOrigin(layout: Layout, i: number): { x: number; y: number } {
  return {
    x: layout.gridLeft + (i % 9) * layout.cellSize,
    y: layout.gridTop + Math.floor(i / 9) * layout.cellSize,
  };
}

function markFill(mark: CellMark, colours: ThemeColours): string | undefined {
  if (mark === "conflict") return colours.conflictFill;
  if (mark === "wrong") return colours.wrongFill;
  if (mark === "hint") return colours.hintFill;
  return undefined; // "differs" is an outline only: the cell keeps its background.
}

/** A line `width` px wide centred on pixel boundary `at`, drawn with whole-pixel rectangles so it stays crisp. */
function lineStart(at: number, width: number): number {
  return at - Math.floor(width / 2);
}

function drawGrid(ctx: SKRSContext2D, layout: Layout, colours: ThemeColours): void {
  const { gridLeft: left, gridTop: top } = layout;
  // Thin lines first; box lines and the frame are drawn over their ends so every crossing is clean.
  ctx.fillStyle = colours.thinLine;
  for (let k = 1; k < 9; k++) {
    if (k % 3 === 0) continue;
    ctx.fillRect(lineStart(left + k * CELL_SIZE, THIN_LINE), top, THIN_LINE, GRID_SIZE);
    ctx.fillRect(left, lineStart(top + k * CELL_SIZE, THIN_LINE), GRID_SIZE, THIN_LINE);
  }
  ctx.fillStyle = colours.thickLine;
  for (const k of [3, 6]) {
    ctx.fillRect(lineStart(left + k * CELL_SIZE, BOX_LINE), top, BOX_LINE, GRID_SIZE);
    ctx.fillRect(left, lineStart(top + k * CELL_SIZE, BOX_LINE), GRID_SIZE, BOX_LINE);
  }
  const outer = lineStart(left, FRAME_LINE);
  const span = GRID_SIZE + FRAME_LINE;
  ctx.fillRect(outer, lineStart(top, FRAME_LINE), span, FRAME_LINE);
  ctx.fillRect(outer, lineStart(top + GRID_SIZE, FRAME_LINE), span, FRAME_LINE);
  ctx.fillRect(lineStart(left, FRAME_LINE), lineStart(top, FRAME_LINE), FRAME_LINE, span);
  ctx.fillRect(lineStart(left + GRID_SIZE, FRAME_LINE), lineStart(top, FRAME_LINE), FRAME_LINE, span);
}

/** The check-result band round the frame: solid for "correct", dashed for "wrong", so shape tells them apart. */
function drawAccent(
  ctx: SKRSContext2D,
  layout: Layout,
  frame: "correct" | "wrong",
  colours: ThemeColours,
): void {
  const inset = FRAME_LINE / 2 + ACCENT_GAP + ACCENT_WIDTH / 2; // from the grid edge to the band's centre line
  ctx.save();
  ctx.strokeStyle = frame === "correct" ? colours.frameCorrect : colours.frameWrong;
  ctx.lineWidth = ACCENT_WIDTH;
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

function drawDigit(
  ctx: SKRSContext2D,
  layout: Layout,
  i: number,
  cell: CellView,
  colours: ThemeColours,
): void {
  const bold = cell.role === "given";
  const ink = digitInk(bold, cell.digit);
  const { x, y } = cellOrigin(layout, i);
  ctx.font = digitFont(bold);
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = digitColour(cell.role, colours);
  // Centre the digit's ink box (not its advance box) in the cell; whole pixels keep stems sharp.
  ctx.fillText(
    String(cell.digit),
    Math.round(x + CELL_SIZE / 2 - (ink.left + ink.right) / 2),
    Math.round(y + CELL_SIZE / 2 + (ink.ascent - ink.descent) / 2),
  );
}

function drawMark(
  ctx: SKRSContext2D,
  layout: Layout,
  i: number,
  mark: CellMark,
  colours: ThemeColours,
): void {
  const { x, y } = cellOrigin(layout, i);
  const cx = x + CELL_SIZE / 2;
  const cy = y + CELL_SIZE / 2;
  ctx.save();
  if (mark === "conflict") {
    // A ring round the digit: reads as "this one" even without the red.
    ctx.strokeStyle = colours.conflict;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(cx, cy, CELL_SIZE * 0.4, 0, 2 * Math.PI);
    ctx.stroke();
  } else if (mark === "differs") {
    ctx.strokeStyle = colours.differs;
    ctx.fillStyle = colours.differs;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.strokeRect(x + 5, y + 5, CELL_SIZE - 10, CELL_SIZE - 10);
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(x + 12, y + 12, 4, 0, 2 * Math.PI);
    ctx.fill();
  } else if (mark === "wrong") {
    // A cross in the top-right corner, clear of the digit so the wrong digit stays readable.
    const size = 9;
    const right = x + CELL_SIZE - 6;
    const top = y + 6;
    ctx.strokeStyle = colours.wrongMark;
    ctx.lineWidth = 3;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(right - size, top);
    ctx.lineTo(right, top + size);
    ctx.moveTo(right, top);
    ctx.lineTo(right - size, top + size);
    ctx.stroke();
  } else {
    ctx.strokeStyle = colours.hint;
    ctx.lineWidth = 4;
    ctx.strokeRect(x + 5, y + 5, CELL_SIZE - 10, CELL_SIZE - 10);
  }
  ctx.restore();
}

function drawCaption(ctx: SKRSContext2D, layout: Layout, caption: string, colours: ThemeColours): void {
  const maxWidth = layout.width - 2 * MARGIN;
  let size = CAPTION_FONT_MAX;
  ctx.font = captionFont(size);
  // Shrink a long caption a little, then cut it with an ellipsis: it must stay on one line.
  while (size > CAPTION_FONT_MIN && ctx.measureText(caption).width > maxWidth) {
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
  ctx.fillText(text, layout.width / 2, layout.gridTop + GRID_SIZE + MARGIN + CAPTION_STRIP / 2 - 4);
}

const digitFont = (bold: boolean): string => `${bold ? 700 : 400} ${DIGIT_FONT}px ${FONT_FAMILY}`;
const captionFont = (size: number): string => `400 ${size}px ${FONT_FAMILY}`;

interface Ink {
  left: number;
  right: number;
  ascent: number;
  descent: number;
}

/** Ink boxes of the digits 1..9 in each weight, measured once after the fonts are registered. */
const inkCache = new Map<string, Ink>();

function digitInk(bold: boolean, digit: number): Ink {
  const key = `${bold ? "b" : "r"}${digit}`;
  let ink = inkCache.get(key);
  if (ink === undefined) {
    const ctx = createCanvas(1, 1).getContext("2d");
    ctx.font = digitFont(bold);
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
    const m = ctx.measureText(String(digit));
    // actualBoundingBoxLeft is positive to the left of the pen, so the ink spans -left..right.
    ink = {
      left: -m.actualBoundingBoxLeft,
      right: m.actualBoundingBoxRight,
      ascent: m.actualBoundingBoxAscent,
      descent: m.actualBoundingBoxDescent,
    };
    inkCache.set(key, ink);
  }
  return ink;
}

let fontsReady = false;

/** Registers the bundled font files once per process, under FONT_FAMILY. */
function ensureFonts(): void {
  if (fontsReady) return;
  const dir = findFontDir();
  for (const file of FONT_FILES) {
    if (GlobalFonts.registerFromPath(join(dir, file), FONT_FAMILY) === null) {
      throw new Error(`could not register font ${join(dir, file)}`);
    }
  }
  fontsReady = true;
}

/**
 * The assets/fonts folder, found by walking up from this module: it runs from src/core/ under the tests
 * and from dist/src/core/ once built, so a fixed relative path would be right in only one of them.
 */
function findFontDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "assets", "fonts");
    if (existsSync(join(candidate, FONT_FILES[0]))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("assets/fonts/ not found above the render module");
    dir = parent;
  }
}

// ---------------------------------------------------------------------------------------------------
// PNG encoding.
//
// Road not taken: Skia's own `canvas.encodeSync("png")` writes 8-bit RGBA: ~75 KB for a solved board and
// ~14 ms per encode here. A board is a few flat colours plus the anti-aliased edges between them, so an
// indexed PNG (one byte per pixel, a palette of at most 256 colours) is ~33 KB and quicker to write.
// When a picture has more than 256 distinct colours (only anti-aliased edges do), the palette is cut
// down by median cut; each palette entry is the most frequent colour of its group, so the theme's flat
// colours stay exact and only edge pixels move, by a shade or two that no one can see.
// zlib level 3: on this data level 6 is ~10% smaller (~30 KB) but its deflate takes about three times
// as long (~3.4 ms against ~1.2 ms), and level 9 is ~20% smaller but over 30x as long.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PALETTE = 256;

function pngChunk(type: string, body: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + body.length);
  chunk.writeUInt32BE(body.length, 0);
  chunk.write(type, 4, "latin1");
  chunk.set(body, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + body.length)), 8 + body.length); // PNG uses zlib's CRC-32
  return chunk;
}

/** One distinct colour and how many pixels have it. */
interface ColourCount {
  /** The pixel's RGB bytes read as one 32-bit number in the machine's byte order (alpha masked off). */
  key: number;
  /** The same colour as 0xRRGGBB. */
  rgb: number;
  count: number;
}

const channel = (rgb: number, shift: number): number => (rgb >>> shift) & 0xff;

/** Masks the alpha byte off a pixel read as a Uint32, whatever the machine's byte order. */
const RGB_MASK = new Uint32Array(Uint8Array.of(255, 255, 255, 0).buffer)[0] as number;

/** 0xRRGGBB of a pixel key. */
function keyToRgb(key: number): number {
  const bytes = new Uint8Array(Uint32Array.of(key).buffer);
  return ((bytes[0] as number) << 16) | ((bytes[1] as number) << 8) | (bytes[2] as number);
}

/**
 * Encodes opaque RGBA pixels as an 8-bit indexed PNG (alpha is dropped: every render is opaque).
 * Reads each pixel as one 32-bit number; scans once to count colours and once more to write palette
 * indices, and runs of one colour (most of a board) cost one comparison per pixel.
 */
function encodeIndexedPng(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const counts = new Map<number, number>();
  let last = -1;
  let run = 0;
  for (let p = 0; p < pixels.length; p++) {
    const key = (pixels[p] as number) & RGB_MASK;
    if (key === last) {
      run++;
      continue;
    }
    if (run > 0) counts.set(last, (counts.get(last) ?? 0) + run);
    last = key;
    run = 1;
  }
  if (run > 0) counts.set(last, (counts.get(last) ?? 0) + run);

  const { palette, indexOf } = buildPalette(
    [...counts].map(([key, count]) => ({ key, rgb: keyToRgb(key), count })),
  );

  // Each row: filter type 0 (none), then one index per pixel. Filters only help smooth gradients;
  // flat colours compress best unfiltered.
  const raw = Buffer.alloc((width + 1) * height);
  let o = 0;
  last = -1;
  let lastIndex = 0;
  for (let y = 0, p = 0; y < height; y++) {
    raw[o++] = 0;
    for (const end = p + width; p < end; p++) {
      const key = (pixels[p] as number) & RGB_MASK;
      if (key !== last) {
        last = key;
        lastIndex = indexOf.get(key) as number;
      }
      raw[o++] = lastIndex;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((rgb, i) => {
    plte[i * 3] = channel(rgb, 16);
    plte[i * 3 + 1] = channel(rgb, 8);
    plte[i * 3 + 2] = channel(rgb, 0);
  });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("PLTE", plte),
    pngChunk("IDAT", deflateSync(raw, { level: 3 })),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/** Colours that will share one palette entry, with the channel along which they spread most. */
interface ColourGroup {
  colours: ColourCount[];
  /** Widest channel range (max - min) over the colours; 0 for a single colour. */
  range: number;
  /** Bit shift of that channel in 0xRRGGBB: 16 red, 8 green, 0 blue. */
  shift: number;
}

function colourGroup(colours: ColourCount[]): ColourGroup {
  let range = 0;
  let shift = 0;
  for (const s of [16, 8, 0]) {
    let lo = 255;
    let hi = 0;
    for (const { rgb } of colours) {
      const v = channel(rgb, s);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (hi - lo > range) {
      range = hi - lo;
      shift = s;
    }
  }
  return { colours, range, shift };
}

/**
 * A palette (0xRRGGBB) of at most 256 colours for the given colours, and the palette index of each
 * colour's key.
 * Median cut: repeatedly split the group with the widest channel range at its pixel-weighted median.
 */
function buildPalette(colours: ColourCount[]): { palette: number[]; indexOf: Map<number, number> } {
  const groups: ColourGroup[] = [colourGroup(colours)];
  while (groups.length < MAX_PALETTE) {
    let widest = 0;
    for (let g = 1; g < groups.length; g++) {
      if ((groups[g] as ColourGroup).range > (groups[widest] as ColourGroup).range) widest = g;
    }
    const { colours: members, range, shift } = groups[widest] as ColourGroup;
    if (range === 0) break; // every group is a single colour: the palette is exact
    members.sort((a, b) => channel(a.rgb, shift) - channel(b.rgb, shift) || a.rgb - b.rgb);
    const total = members.reduce((sum, c) => sum + c.count, 0);
    let cut = 1;
    for (let seen = 0; cut < members.length - 1; cut++) {
      seen += (members[cut - 1] as ColourCount).count;
      if (seen * 2 >= total) break;
    }
    groups.splice(widest, 1, colourGroup(members.slice(0, cut)), colourGroup(members.slice(cut)));
  }
  const palette: number[] = [];
  const indexOf = new Map<number, number>();
  for (const { colours: members } of groups) {
    let best = members[0] as ColourCount;
    for (const c of members) if (c.count > best.count) best = c;
    for (const c of members) indexOf.set(c.key, palette.length);
    palette.push(best.rgb);
  }
  return { palette, indexOf };
}
