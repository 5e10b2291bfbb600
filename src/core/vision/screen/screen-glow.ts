/**
 * A selected cell drawn under a glow: KSudoku's abstraction theme marks the cursor's cell with a soft
 * light disc over its tile, and the digit inside it, white, is lighter still. The glow is lighter than
 * the tile and spreads over most of the cell, so the cell reads as dark ink (the tile's corners) on a
 * light background (the glow), and the digit is lost. Here such a cell's glow is painted out in the
 * tile's colour, leaving the digit's light ink on a flat tile, as the theme draws every other digit.
 *
 * Glossary (see cell-raster.ts for the cell raster):
 * - tile level: a low quantile of the cell's inner part: the tile's own level (a glow is a disc, and
 *   the tile's corners stay dark under it).
 * - peak: the lightest gray level of the cell's middle (the digit's, under a glow).
 * - span: peak minus the tile level.
 * - light ink: the middle's pixels above {@link CUT} of the span: a digit's strokes, a small part of the
 *   middle (when most of it is, the cell is dark ink on a light background and has no light ink).
 * - halo: the median level of the pixels 2 to 4 pixels from the light ink, as a fraction of the span
 *   above the tile level: about 0 for a digit on a flat tile, well above under a glow.
 * - light share: the fraction of the middle that is light ink (a digit's strokes about 0.15-0.3,
 *   pencil marks less).
 */
import { CELL, type CellRaster, EDGE, percentile } from "../cells/cell-raster.js";
import type { CellSample } from "../types.js";

/** The tile level's quantile of the cell's inner part. */
const TILE_QUANTILE = 0.1;
/** The middle of the cell: this fraction of the side left out on each side. */
const MIDDLE = 0.2;
/** The peak is this quantile of the middle's gray levels (a few pixels of the digit suffice). */
const PEAK_QUANTILE = 0.98;
/** Light ink over a darker tile: a span of at least this many gray levels. */
const MIN_SPAN = 80;
/** Light ink is the middle's pixels above this fraction of the span; under a glow, the rest is painted out. */
const CUT = 0.75;
/** Light ink covers at most this fraction of the middle. */
const MAX_INK = 0.4;
/** The halo's pixels lie from NEAR to FAR pixels (Chebyshev) from the light ink. */
const NEAR = 2;
const FAR = 4;
/**
 * A cell whose ink was found dark on a board of light digits is under a glow when its halo is at least
 * this. Measured on KSudoku's tune screenshots and the two extra tune sets (seeds 1 and 2): glowing
 * cells 0.22-0.30, light digits on egyptian's textured tiles up to 0.28 but read as light ink; the
 * cells found dark with this halo were the cursor's, one a board at most (13 boards: 12 glows, and
 * once egyptian's cursor frame over a given, read right either way).
 */
const MIN_HALO = 0.15;
/**
 * With no cell's halo at {@link MIN_HALO}, a cell is under a glow whose halo is at least this and whose
 * light share is at least {@link DIGIT_SHARE}: the glow over the box's green tint is faint. Measured on
 * the KSudoku abstraction tune screenshots (extra seeds 1-8, 12-14, 21-24 and the real tune half): the
 * two cursors' digits missed so (a 9 and an 8, read blank, one of them surely) had halos 0.100 and
 * 0.103 and light shares 0.29 and 0.30; of the cells found dark or blank with halos 0.08 to 0.15, none
 * a digit's (pencil marks, a tinted tile's texture), the light shares were at most 0.11; digits under
 * a glow had light shares 0.15 (a 1) and more.
 */
const WEAK_HALO = 0.08;
/** See {@link WEAK_HALO}. */
const DIGIT_SHARE = 0.14;

/** What {@link measureGlow} finds in a cell raster (see the glossary). */
export interface Glow {
  tile: number;
  peak: number;
  /** 0 when the cell has no light ink. */
  halo: number;
  /** The light share (see the glossary), 0 when the cell has no light ink. */
  share: number;
}

/** The tile level in one channel of a cell raster (see the glossary). */
function tileLevel(channel: Uint8Array): number {
  const inner: number[] = [];
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) inner.push(channel[v * CELL + u] as number);
  return percentile(Uint8Array.from(inner), TILE_QUANTILE);
}

/** Measures a cell raster's tile level, peak and halo (see the glossary). */
export function measureGlow(raster: CellRaster): Glow {
  const tile = tileLevel(raster.gray);
  const from = Math.round(CELL * MIDDLE);
  const middle: number[] = [];
  for (let v = from; v < CELL - from; v++)
    for (let u = from; u < CELL - from; u++) middle.push(raster.gray[v * CELL + u] as number);
  const peak = percentile(Uint8Array.from(middle), PEAK_QUANTILE);
  const span = peak - tile;
  const none = { tile, peak, halo: 0, share: 0 };
  if (span < MIN_SPAN) return none;
  const cut = tile + CUT * span;
  const share = middle.filter((g) => g >= cut).length / middle.length;
  if (share > MAX_INK) return none;
  // Each pixel's distance from the light ink, up to FAR (255 farther).
  const distance = new Uint8Array(CELL * CELL).fill(255);
  for (let v = from; v < CELL - from; v++)
    for (let u = from; u < CELL - from; u++) {
      if ((raster.gray[v * CELL + u] as number) < cut) continue;
      for (let dv = -FAR; dv <= FAR; dv++)
        for (let du = -FAR; du <= FAR; du++) {
          const k = (v + dv) * CELL + u + du;
          distance[k] = Math.min(distance[k] as number, Math.max(Math.abs(dv), Math.abs(du)));
        }
    }
  const halo: number[] = [];
  for (let k = 0; k < CELL * CELL; k++) {
    const d = distance[k] as number;
    if (d >= NEAR && d <= FAR) halo.push(raster.gray[k] as number);
  }
  if (halo.length === 0) return none;
  return { tile, peak, halo: (percentile(Uint8Array.from(halo), 0.5) - tile) / span, share };
}

/**
 * A cell raster with its glow painted out (see the file's comment): every pixel darker than the light
 * ink takes the tile's colour (each channel's tile level), so only the digit's light ink stays.
 * @param raster a screenshot's cell raster
 * @param glow its {@link measureGlow} when already measured
 * @returns a new raster
 */
export function unglow(raster: CellRaster, glow: Glow = measureGlow(raster)): CellRaster {
  const { tile, peak } = glow;
  const cut = tile + CUT * (peak - tile);
  const out: CellRaster = {
    red: Uint8Array.from(raster.red),
    green: Uint8Array.from(raster.green),
    blue: Uint8Array.from(raster.blue),
    gray: Uint8Array.from(raster.gray),
  };
  const colour = [tileLevel(raster.red), tileLevel(raster.green), tileLevel(raster.blue)] as const;
  for (let k = 0; k < CELL * CELL; k++) {
    if ((raster.gray[k] as number) >= cut) continue;
    out.red[k] = colour[0];
    out.green[k] = colour[1];
    out.blue[k] = colour[2];
    out.gray[k] = tile;
  }
  return out;
}

/**
 * The cells of a screenshot, with a cell under a glow read again with its glow painted out: on a board
 * whose digits are mostly light ink, the one cell whose ink was found dark, or not found, and whose
 * light ink has a halo of at least {@link MIN_HALO} (the cursor's; with several, none), or with no such
 * cell a fainter halo around a digit's light share (see {@link WEAK_HALO}), is isolated again from
 * {@link unglow}'s raster, and that reading is kept when it finds light ink (the digit).
 * @param rasters the board's cell rasters
 * @param cells the cells as first isolated from them (same order)
 * @param isolate isolates one cell from a raster, as the first reading did (cells.ts isolateDigit)
 * @returns the cells and rasters, those of the cells read again replaced
 * @example ({ cells, rasters } = isolateUnderGlow(rasters, cells, isolate));
 */
export function isolateUnderGlow(
  rasters: readonly CellRaster[],
  cells: readonly CellSample[],
  isolate: (raster: CellRaster, cell: number) => CellSample,
): { cells: CellSample[]; rasters: CellRaster[] } {
  const out = { cells: [...cells], rasters: [...rasters] };
  const inked = cells.filter((c) => c.ink);
  if (inked.filter((c) => c.features.inverted).length * 2 <= inked.length) return out;
  // The cursor's cell is found dark ink, or no ink at all when the glow leaves only a faint blob
  // (extra3-ksudoku-abstraction-screen-1280x800-5, tune: its 8 read as a sure blank).
  const measured = cells.flatMap((sample, cell) =>
    sample.ink && sample.features.inverted ? [] : [{ cell, glow: measureGlow(rasters[cell] as CellRaster) }],
  );
  // A faint glow (over the box's green tint) is taken only when no cell has a clear one (see WEAK_HALO).
  const clear = measured.filter(({ glow }) => glow.halo >= MIN_HALO);
  const glowing =
    clear.length > 0
      ? clear
      : measured.filter(({ glow }) => glow.halo >= WEAK_HALO && glow.share >= DIGIT_SHARE);
  // An app has one cursor: several glowing cells are something else (a lattice astray).
  if (glowing.length !== 1) return out;
  const { cell, glow } = glowing[0] as { cell: number; glow: Glow };
  const flat = unglow(rasters[cell] as CellRaster, glow);
  const again = isolate(flat, cell);
  if (!again.ink || !again.features.inverted) return out;
  out.cells[cell] = again;
  out.rasters[cell] = flat;
  return out;
}
