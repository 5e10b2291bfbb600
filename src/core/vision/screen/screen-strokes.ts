/**
 * Foreign strokes over a coloured digit: KSudoku's scribble theme circles a clashing entry in orange
 * and marks the cursor's cell with a brown stroke, drawn over the player's blue digit, so the cell's
 * gray ink is the digit and the stroke together and the model reads another digit (a circled 6 as a 9,
 * a 7 with the cursor's stroke under it as a 2). The stroke is of another colour than the digit: here a
 * coloured digit's cell is read again from a copy with every pixel of a foreign colour painted in the
 * cell's background.
 *
 * Glossary (see screen-colours.ts for background and ink colour):
 * - ink line: the colours between the cell's background and its ink colour (RGB 0..255): the digit's
 *   own pixels and their anti-aliased edges, and the digit under a translucent highlight stripe, lie
 *   near it.
 * - coloured ink: an ink colour whose channels spread at least {@link MIN_INK_SPREAD} and that lies at
 *   least {@link MIN_INK_DISTANCE} from the background (a player's blue, never a black given).
 * - foreign pixel: one at least {@link MIN_FOREIGN} from the background and farther from the ink line
 *   than {@link FOREIGN_OFF} of the ink's distance from the background: another colour's stroke.
 * - struck cell: a cell of coloured ink with at least {@link MIN_FOREIGN_PIXELS} foreign pixels in its
 *   inner part.
 */
import { CELL, type CellRaster, EDGE, mapChannels } from "../cells/cell-raster.js";
import type { CellColours, CellSample, Rgb } from "../types.js";
import { FAINT_INK } from "./screen.js";
import { measureColours } from "./screen-colours.js";
import { median } from "./screen-ink.js";

/** A coloured ink's channels spread at least this much (0..255). */
const MIN_INK_SPREAD = 90;
/** ...and it lies at least this far from the background. */
const MIN_INK_DISTANCE = 100;
/** A foreign pixel lies at least this far from the background (a highlight stripe's fill lies nearer). */
const MIN_FOREIGN = 60;
/** A foreign pixel lies farther than this fraction of the ink's distance from the ink line. */
const FOREIGN_OFF = 0.4;
/** A struck cell has at least this many foreign pixels (of 48 × 48). */
const MIN_FOREIGN_PIXELS = 12;

/** A pixel's offset from the background, and how far it lies from the ink line. */
function offLine(raster: CellRaster, k: number, background: Rgb, ink: Rgb): { away: number; off: number } {
  const e = [
    (raster.red[k] as number) - background[0],
    (raster.green[k] as number) - background[1],
    (raster.blue[k] as number) - background[2],
  ];
  const d = [ink[0] - background[0], ink[1] - background[1], ink[2] - background[2]];
  const dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  const t = (e[0] * d[0] + e[1] * d[1] + e[2] * d[2]) / dd;
  const away = Math.hypot(e[0], e[1], e[2]);
  const off = Math.hypot(e[0] - t * d[0], e[1] - t * d[1], e[2] - t * d[2]);
  return { away, off };
}

/**
 * A struck cell's raster with its foreign pixels painted in its background (see the glossary), or
 * null when the cell is not struck.
 * @param raster a screenshot's cell raster
 * @param colours its colours (screen-colours.ts measureColours), when already measured
 * @returns a new raster, or null
 * @example const clean = withoutStrokes(raster); if (clean) isolate(clean, cell);
 */
export function withoutStrokes(raster: CellRaster, colours = measureColours(raster)): CellRaster | null {
  const { background, ink } = colours;
  const spread = Math.max(...ink) - Math.min(...ink);
  const inkAway = Math.hypot(ink[0] - background[0], ink[1] - background[1], ink[2] - background[2]);
  if (spread < MIN_INK_SPREAD || inkAway < MIN_INK_DISTANCE) return null;
  const foreign: number[] = [];
  for (let v = EDGE; v < CELL - EDGE; v++)
    for (let u = EDGE; u < CELL - EDGE; u++) {
      const k = v * CELL + u;
      const { away, off } = offLine(raster, k, background, ink);
      if (away >= MIN_FOREIGN && off > FOREIGN_OFF * inkAway) foreign.push(k);
    }
  if (foreign.length < MIN_FOREIGN_PIXELS) return null;
  const out = mapChannels(raster, (channel) => Uint8Array.from(channel));
  // The fill's gray as sampleCell (cell-raster.ts) weighs the channels.
  const gray = (background[0] * 77 + background[1] * 150 + background[2] * 29) / 256;
  for (const k of foreign) {
    out.red[k] = Math.round(background[0]);
    out.green[k] = Math.round(background[1]);
    out.blue[k] = Math.round(background[2]);
    out.gray[k] = gray;
  }
  return out;
}

/**
 * The cells of a screenshot, each struck cell (see the glossary) read again from its copy without the
 * foreign strokes; that reading is kept when it still finds ink.
 * @param rasters the board's cell rasters
 * @param cells the cells as isolated from them (same order)
 * @param isolate isolates one cell from a raster, as the first reading did (cells.ts isolateDigit)
 * @param coloursOf a raster's colours (measureColours, or extract.ts's memo of it, so that a cell left as
 *   it was is not measured again for its kind)
 * @returns the cells and rasters, those of the cells read again replaced
 * @example ({ cells, rasters } = isolateUnstruck(rasters, cells, isolate));
 */
export function isolateUnstruck(
  rasters: readonly CellRaster[],
  cells: readonly CellSample[],
  isolate: (raster: CellRaster, cell: number) => CellSample,
  coloursOf: (raster: CellRaster) => CellColours = measureColours,
): { cells: CellSample[]; rasters: CellRaster[] } {
  const out = { cells: [...cells], rasters: [...rasters] };
  cells.forEach((sample, cell) => {
    if (!sample.ink) return;
    const raster = rasters[cell] as CellRaster;
    const clean = withoutStrokes(raster, coloursOf(raster));
    if (clean === null) return;
    const again = isolate(clean, cell);
    if (!again.ink) return;
    out.cells[cell] = again;
    out.rasters[cell] = clean;
  });
  return out;
}

/**
 * A screenshot's cells as the orientation trial (orientation.ts) should see them: each inked cell whose
 * contrast is under screen.ts's FAINT_INK of the board's median (a theme's stripe or stroke across an
 * empty cell, which settling drops anyway) as blank. KSudoku scribble's highlight stripe across a top
 * row made its empty cells six of the first sixteen inked cells the trial reads, solid blocks the model
 * read surer turned (two tune pictures, seed 13, read a quarter and a half turn round). A photo's cells
 * (no measured colours) are returned as they are.
 * @param cells the board's cells as extracted
 * @returns the cells, faint ones of a screenshot marked blank
 * @example findTurns(withoutFaintInk(board.cells))
 */
export function withoutFaintInk(cells: readonly CellSample[]): readonly CellSample[] {
  if (!cells.some((c) => c.colours !== undefined)) return cells;
  const contrast = median(cells.filter((c) => c.ink).map((c) => c.features.contrast));
  return cells.map((c) => (c.ink && c.features.contrast < FAINT_INK * contrast ? { ...c, ink: false } : c));
}
