/**
 * Test helpers for looking inside PNG pictures (the board renders): decode real PNG bytes and read
 * pixels, colours and cells. Shared by the renderer's tests and any test that receives a board picture.
 *
 * Cells are found with the renderer's exported layout (`layoutFor` in src/core/render.ts): cell `i`
 * (0-based, row-major) is the square of side `cellSize` whose top-left pixel is
 * `(gridLeft + (i % 9) * cellSize, gridTop + floor(i / 9) * cellSize)`.
 */
import { PNG } from "pngjs";

/** A colour, each channel 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A decoded picture: `data` holds RGBA bytes, row-major, 4 per pixel. */
export interface DecodedPng {
  width: number;
  height: number;
  data: Buffer;
}

/** Where the grid's cells are; the renderer's `Layout` fits this shape. */
export interface CellGeometry {
  gridLeft: number;
  gridTop: number;
  cellSize: number;
}

/**
 * Decodes PNG bytes (any colour type, indexed included) to RGBA pixels.
 * Throws when the bytes are not a valid PNG.
 *
 * @example const img = decodePng(renderBoard(request)); img.width // 572
 */
export function decodePng(png: Buffer): DecodedPng {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/** The colour of pixel (x, y); throws when it is outside the picture. */
export function pixelAt(img: DecodedPng, x: number, y: number): Rgb {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= img.width || y >= img.height) {
    throw new RangeError(`pixel (${x}, ${y}) is outside a ${img.width}x${img.height} picture`);
  }
  const p = (y * img.width + x) * 4;
  return { r: img.data[p] as number, g: img.data[p + 1] as number, b: img.data[p + 2] as number };
}

/** Parses `#rrggbb`. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  return {
    r: Number.parseInt(m[1] as string, 16),
    g: Number.parseInt(m[2] as string, 16),
    b: Number.parseInt(m[3] as string, 16),
  };
}

/** How far apart two colours are: the largest difference in any one channel (0 = same colour). */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
}

/** Pixels this close to the cell's background (see colourDistance) are not ink: faint anti-aliasing. */
const INK_THRESHOLD = 24;

/**
 * The ink colour of a cell: the most common colour, among pixels in the middle of the cell (the central
 * 60% each way, clear of grid lines) that differ from the cell's background.
 *
 * @param cell - cell index 0..80, row-major.
 * @param background - the cell's background; by default the most common colour of the whole cell.
 * @returns the ink colour, or undefined when the middle of the cell holds no ink (a blank cell).
 * @example expect(colourDistance(dominantInkColour(img, layout, 0)!, hexToRgb(PALETTE.dark.given))).toBeLessThan(8)
 */
export function dominantInkColour(
  img: DecodedPng,
  layout: CellGeometry,
  cell: number,
  background?: Rgb,
): Rgb | undefined {
  const { left, top } = cellOrigin(layout, cell);
  const size = layout.cellSize;
  const bg = background ?? cellBackground(img, layout, cell);
  const inset = Math.round(size * 0.2);
  return mostCommon(
    img,
    left + inset,
    top + inset,
    left + size - inset,
    top + size - inset,
    (c) => colourDistance(c, bg) > INK_THRESHOLD,
  );
}

/**
 * The background of a cell: its most common colour (digits and marks cover less than half a cell).
 *
 * @param cell - cell index 0..80, row-major.
 * @example colourDistance(cellBackground(img, layout, 0), hexToRgb(PALETTE.dark.conflictFill)) // 0 when tinted
 */
export function cellBackground(img: DecodedPng, layout: CellGeometry, cell: number): Rgb {
  const { left, top } = cellOrigin(layout, cell);
  return mostCommon(img, left, top, left + layout.cellSize, top + layout.cellSize, () => true) as Rgb;
}

/**
 * How much one cell differs between two pictures of the same size: the largest colourDistance over its
 * pixels (0 = identical).
 */
export function cellDifference(a: DecodedPng, b: DecodedPng, layout: CellGeometry, cell: number): number {
  const { left, top } = cellOrigin(layout, cell);
  let most = 0;
  for (let y = top; y < top + layout.cellSize; y++) {
    for (let x = left; x < left + layout.cellSize; x++) {
      most = Math.max(most, colourDistance(pixelAt(a, x, y), pixelAt(b, x, y)));
    }
  }
  return most;
}

function cellOrigin(layout: CellGeometry, cell: number): { left: number; top: number } {
  if (!Number.isInteger(cell) || cell < 0 || cell > 80) throw new RangeError(`cell ${cell} is not 0..80`);
  return {
    left: layout.gridLeft + (cell % 9) * layout.cellSize,
    top: layout.gridTop + Math.floor(cell / 9) * layout.cellSize,
  };
}

/** The most common colour among the pixels of [x0, x1) × [y0, y1) that pass `keep`. */
function mostCommon(
  img: DecodedPng,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  keep: (c: Rgb) => boolean,
): Rgb | undefined {
  const counts = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const c = pixelAt(img, x, y);
      if (!keep(c)) continue;
      const key = (c.r << 16) | (c.g << 8) | c.b;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let best: number | undefined;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best === undefined ? undefined : { r: (best >> 16) & 255, g: (best >> 8) & 255, b: best & 255 };
}
