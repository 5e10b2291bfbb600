/**
 * Red twins: an app draws a player's digit that clashes with a peer in red (Solo, GNOME Sudoku), and the
 * read leaves such a repeat alone (read-rules.ts: the app shows the mistake), so a red digit misread as
 * another that clashes too breaks no rule and nothing doubts it. Solo's window 420×450 halved and saved as
 * JPEG 80 (tune seed 52, shot 25): a red 1 read as a 2 at 0.97, beside a 2 of its row, a silent misread. Its
 * patch was 0.955 like the board's other red 1 and at most 0.801 like the board's 2s. So a red digit whose
 * patch is much more like the board's copies of another digit than like those of its own is doubtful.
 *
 * Glossary (see glyph-twins.ts for digit cell and sibling, twins.ts for likeness):
 * - red digit: a screenshot's digit cell screen.ts marked as the app's own mark of a mistake.
 * - own likeness: its highest likeness to a sibling read as its own digit (-1 when it has none).
 * - red twin suspect: a red digit whose highest likeness to the siblings read as one other digit is at
 *   least {@link RED_TWIN_LIKENESS} and above its own likeness by at least {@link RED_TWIN_MARGIN}.
 */
import { likeness } from "../digits/twins.js";
import type { CellSample } from "../types.js";

/** A red digit this alike or more to another digit's copies... (the misread red 1: 0.955) */
export const RED_TWIN_LIKENESS = 0.9;
/** ...and this much more alike to them than to its own digit's (the misread red 1: 0.154) is doubtful. */
export const RED_TWIN_MARGIN = 0.1;

/**
 * The red digits of a screenshot's read that look like another digit's copies (see the glossary).
 * @param cells the board's cells (patches as extracted)
 * @param grid the digits as read, 0 for blank
 * @param red the cells screen.ts marked as the app's red mistakes
 * @returns those cells, ascending
 * @example for (const cell of redTwinSuspects(cells, grid, marked)) doubtful.add(cell);
 */
export function redTwinSuspects(
  cells: readonly CellSample[],
  grid: Uint8Array,
  red: readonly number[],
): number[] {
  const suspects: number[] = [];
  for (const index of red) {
    const cell = cells[index];
    const digit = grid[index] as number;
    if (cell === undefined || !cell.ink || digit === 0) continue;
    const best = new Map<number, number>();
    for (const other of cells) {
      const d = grid[other.cell] as number;
      if (other.cell === index || !other.ink || d === 0) continue;
      if (other.features.inverted !== cell.features.inverted) continue;
      const alike = likeness(cell.patch, other.patch);
      if (alike > (best.get(d) ?? -1)) best.set(d, alike);
    }
    const own = best.get(digit) ?? -1;
    for (const [d, alike] of best)
      if (d !== digit && alike >= RED_TWIN_LIKENESS && alike - own >= RED_TWIN_MARGIN) {
        suspects.push(index);
        break;
      }
  }
  return suspects.sort((a, b) => a - b);
}
