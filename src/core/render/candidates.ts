/**
 * Drawing a logical step over a board: candidates as small digits in a 3×3 layout inside a cell, and the marks
 * that explain a step, each told apart by shape as well as colour:
 * - plain candidate: small regular digit in a muted colour;
 * - pattern candidate (what the step is built from): bold, with a ring round it;
 * - eliminated candidate: a cross drawn over it;
 * - placed candidate (the step's placement): bold on a filled square;
 * - links between candidates: a solid line for a strong link, a dashed one for a weak link.
 *
 * Representation: digit d sits in the mini-cell (row ⌊(d−1)/3⌋, column (d−1) mod 3) of its cell, as pencil
 * marks are written by hand. Pure core: plain data in, drawing on a canvas context the renderer passes.
 */
import type { SKRSContext2D } from "@napi-rs/canvas";

/** How one candidate is drawn. */
export type CandidateStyle = "plain" | "pattern" | "eliminated" | "placed";

/** One candidate digit of a cell and its style. */
export interface CandidateView {
  readonly digit: number;
  readonly style: CandidateStyle;
}

/** A line between two candidates (cell 0..80, digit 1..9). */
export interface CandidateLink {
  readonly from: { readonly cell: number; readonly digit: number };
  readonly to: { readonly cell: number; readonly digit: number };
  readonly kind: "strong" | "weak";
}

/** The colours candidate drawing needs (taken from the renderer's theme). */
export interface CandidateInks {
  readonly plain: string;
  readonly pattern: string;
  readonly eliminated: string;
  readonly placed: string;
  /** Text on the placed square. */
  readonly onPlaced: string;
  readonly link: string;
}

/** Where the grid is (as the renderer's Layout). */
export interface GridGeometry {
  readonly gridLeft: number;
  readonly gridTop: number;
  readonly cellSize: number;
}

/** The centre of candidate `digit` of `cell`, in pixels. */
export function candidateCentre(grid: GridGeometry, cell: number, digit: number): { x: number; y: number } {
  const third = grid.cellSize / 3;
  return {
    x: grid.gridLeft + (cell % 9) * grid.cellSize + ((digit - 1) % 3) * third + third / 2,
    y: grid.gridTop + Math.floor(cell / 9) * grid.cellSize + Math.floor((digit - 1) / 3) * third + third / 2,
  };
}

/**
 * Draw the candidates of some cells.
 *
 * @param candidates per cell index, the candidates to show (others of that cell are not drawn).
 * @param fontFamily the family registered by the renderer.
 */
export function drawCandidates(
  ctx: SKRSContext2D,
  grid: GridGeometry,
  candidates: ReadonlyMap<number, readonly CandidateView[]>,
  inks: CandidateInks,
  fontFamily: string,
): void {
  const third = grid.cellSize / 3;
  const fontSize = Math.round(third * 0.72);
  ctx.save();
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const [cell, views] of candidates) {
    for (const { digit, style } of views) {
      const { x, y } = candidateCentre(grid, cell, digit);
      const bold = style !== "plain";
      if (style === "placed") {
        ctx.fillStyle = inks.placed;
        ctx.fillRect(
          Math.round(x - third / 2 + 1),
          Math.round(y - third / 2 + 1),
          Math.round(third - 2),
          Math.round(third - 2),
        );
      }
      ctx.font = `${bold ? 700 : 400} ${fontSize}px ${fontFamily}`;
      ctx.fillStyle =
        style === "placed"
          ? inks.onPlaced
          : style === "pattern"
            ? inks.pattern
            : style === "eliminated"
              ? inks.eliminated
              : inks.plain;
      ctx.fillText(String(digit), x, y + 1);
      if (style === "pattern") {
        ctx.strokeStyle = inks.pattern;
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.arc(x, y, third * 0.45, 0, 2 * Math.PI);
        ctx.stroke();
      } else if (style === "eliminated") {
        const r = third * 0.36;
        ctx.strokeStyle = inks.eliminated;
        ctx.lineWidth = 2;
        ctx.lineCap = "round";
        ctx.beginPath();
        ctx.moveTo(x - r, y - r);
        ctx.lineTo(x + r, y + r);
        ctx.moveTo(x + r, y - r);
        ctx.lineTo(x - r, y + r);
        ctx.stroke();
      }
    }
  }
  ctx.restore();
}

/** Draw links between candidates: solid for strong, dashed for weak, ending short of the candidates' rings. */
export function drawLinks(
  ctx: SKRSContext2D,
  grid: GridGeometry,
  links: readonly CandidateLink[],
  inks: CandidateInks,
): void {
  const gap = (grid.cellSize / 3) * 0.5;
  ctx.save();
  ctx.strokeStyle = inks.link;
  ctx.lineWidth = 2;
  for (const link of links) {
    const a = candidateCentre(grid, link.from.cell, link.from.digit);
    const b = candidateCentre(grid, link.to.cell, link.to.digit);
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length <= 2 * gap) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    ctx.setLineDash(link.kind === "weak" ? [6, 5] : []);
    ctx.beginPath();
    ctx.moveTo(a.x + ux * gap, a.y + uy * gap);
    ctx.lineTo(b.x - ux * gap, b.y - uy * gap);
    ctx.stroke();
  }
  ctx.restore();
}
