/**
 * The checks a board found by the second search (rescue.ts) must pass besides the lattice score: a
 * lattice fitted anywhere in a slanted box can lie on a 4×4 grid or on a 9×9 part of a larger grid and
 * score as a Sudoku would.
 *
 * Glossary (see locate.ts for warp square, profile and lattice):
 * - lines beyond: how much the board's inner lines go on past its border, one cell out: a 9×9 part of
 *   a crossword's grid (or of a larger grid) has them, a Sudoku's border ends its lines.
 * - inner lines: how many of the board's 8 inner lines are there in both directions.
 */
import { homography, project, warpGray } from "../picture/homography.js";
import type { Gray, Polarity } from "../picture/raster.js";
import type { Point } from "../types.js";
import { boxThreshold } from "./box-threshold.js";
import { type LocatedBoard, WARP_OFFSET } from "./locate.js";
import { fitLattice, MARGIN, peakNear, profile, SIDE } from "./warp-lattice.js";

const SIZE = SIDE + 2 * MARGIN;
/**
 * A board whose lines go on past its border by this much (the fraction of a cell's band beyond the
 * border that its inner lines ink, on the worst side) is part of a larger grid.
 */
export const BEYOND = 0.6;
/** A board found by the second search has at least this many of its 8 inner lines in each direction... */
export const INNER_LINES = 7;
/** ...a line being there when ink covers this fraction of the warp across it. */
const LINE_THERE = 0.3;
/** Pixels per cell of the warp that {@link linesBeyond} looks at (11 cells: the board and one cell around). */
const BEYOND_CELL = 24;

/**
 * The warp square's corners (with margin), which a located board's quad maps.
 * @example homography(squareCorners(), located.corners) // the warp square to the picture
 */
export function squareCorners(): Point[] {
  return [
    { x: MARGIN, y: MARGIN },
    { x: MARGIN + SIDE, y: MARGIN },
    { x: MARGIN + SIDE, y: MARGIN + SIDE },
    { x: MARGIN, y: MARGIN + SIDE },
  ];
}

/** A measure per side of a lattice (see {@link lineBands}). */
export interface Sides {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Lines beyond (see the glossary): of the four bands one cell wide around a quad's lattice, the most
 * that its 8 inner lines continue into one (the fraction of the band's middle they ink). Bands leaving
 * the picture count 0 (sampled there, the picture's edge repeats).
 * @example linesBeyond(gray, located.corners, "dark") < 0.5 // the board's lines end at its border
 */
export function linesBeyond(gray: Gray, quad: readonly Point[], polarity: Polarity): number {
  return mostBeyond(lineBands(gray, quad, polarity).beyond);
}

/**
 * Lines beyond (see the glossary) from a lattice's bands already measured: the most of its four sides.
 * @example reachesBeyond(gray, quad, polarity, mostBeyond(lineBands(gray, quad, polarity).beyond))
 */
export function mostBeyond({ top, bottom, left, right }: Sides): number {
  return Math.max(top, bottom, left, right);
}

/**
 * How much a quad's lattice's 8 inner lines ink the middle of a band one cell wide along each side:
 * `beyond`, the band just outside the side (lines beyond, see the glossary; 0 for a band leaving the
 * picture: sampled there, the picture's edge repeats), and `edge`, the lattice's own outermost row or
 * column of cells along it. All 1 when the quad is degenerate.
 * @example lineBands(gray, located.corners, "dark").beyond.right // 1 on the 9×9 corner of a 10×10 grid
 */
export function lineBands(
  gray: Gray,
  quad: readonly Point[],
  polarity: Polarity,
): { beyond: Sides; edge: Sides } {
  const size = 11 * BEYOND_CELL;
  const toPicture = homography(
    squareCorners().map((p) => ({
      x: BEYOND_CELL + ((p.x - MARGIN) / SIDE) * 9 * BEYOND_CELL,
      y: BEYOND_CELL + ((p.y - MARGIN) / SIDE) * 9 * BEYOND_CELL,
    })),
    quad,
  );
  if (toPicture === null) {
    const all = { top: 1, bottom: 1, left: 1, right: 1 };
    return { beyond: all, edge: { ...all } };
  }
  const warp = warpGray(gray, toPicture, size);
  const mask = boxThreshold(warp, 5, WARP_OFFSET, polarity);
  const inside = (u: number, v: number) => {
    const p = project(toPicture, u, v);
    return p.x >= 0 && p.y >= 0 && p.x <= gray.width - 1 && p.y <= gray.height - 1;
  };
  const beyond: Sides = { top: 0, bottom: 0, left: 0, right: 0 };
  const edge: Sides = { top: 0, bottom: 0, left: 0, right: 0 };
  // Bands: top, bottom (lines vertical, crossing them), left, right (lines horizontal); bands 0 and 10
  // beyond the lattice, 1 and 9 its outermost cells.
  for (const [side, band, vertical, into] of [
    ["top", 0, true, beyond],
    ["bottom", 10, true, beyond],
    ["left", 0, false, beyond],
    ["right", 10, false, beyond],
    ["top", 1, true, edge],
    ["bottom", 9, true, edge],
    ["left", 1, false, edge],
    ["right", 9, false, edge],
  ] as const) {
    const from = band * BEYOND_CELL + Math.round(BEYOND_CELL * 0.25);
    const to = band * BEYOND_CELL + Math.round(BEYOND_CELL * 0.75);
    const mid = band * BEYOND_CELL + BEYOND_CELL / 2;
    let inked = 0;
    let counted = 0;
    for (let line = 2; line <= 9; line++) {
      const at = line * BEYOND_CELL;
      if (!(vertical ? inside(at, mid) : inside(mid, at))) continue;
      for (let t = from; t < to; t++) {
        let on = 0;
        for (let d = -1; d <= 1; d++) on |= vertical ? mask[t * size + at + d] : mask[(at + d) * size + t];
        inked += on;
        counted++;
      }
    }
    if (counted > 0) into[side] = inked / counted;
  }
  return { beyond, edge };
}

/**
 * How many of a located board's 8 inner lines are there in both directions (the fewer of the two): a
 * line is there when ink covers {@link LINE_THERE} of the warp across it. A lattice fitted anywhere
 * can lay 10 lines on a 4×4 grid's 5 (every third of them on one), and score as a 9×9 board would.
 */
export function innerLines(located: LocatedBoard): number {
  let fewest = 8;
  for (const axis of ["x", "y"] as const) {
    const p = profile(located.warpMask, SIZE, axis);
    const fit = fitLattice(p);
    let there = 0;
    for (let i = 1; i <= 8; i++) if (peakNear(p, fit.a + i * fit.s) >= LINE_THERE) there++;
    fewest = Math.min(fewest, there);
  }
  return fewest;
}
