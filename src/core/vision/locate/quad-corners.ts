/**
 * A candidate's quads (see locate.ts): the corners of a component of ink taken two ways, from its extreme
 * pixels and from its bounding box, and a quad's area.
 */
import type { Component } from "../picture/raster.js";
import type { Point } from "../types.js";

/**
 * Corners of a component: the pixels extreme along the two diagonals (the first in row order of those
 * tied), clockwise from top-left.
 * @example const [tl, tr, br, bl] = extremeCorners(labels, width, components[0]);
 */
export function extremeCorners(
  labels: Int32Array,
  width: number,
  c: Component,
): [Point, Point, Point, Point] {
  let tl = Infinity;
  let br = -Infinity;
  let tr = -Infinity;
  let bl = Infinity;
  const best = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ] as [Point, Point, Point, Point];
  for (let y = c.minY; y <= c.maxY; y++) {
    for (let x = c.minX; x <= c.maxX; x++) {
      if (labels[y * width + x] !== c.label) continue;
      const sum = x + y;
      const diff = x - y;
      // Plain assignments, not `[tl, best[0]] = [sum, { x, y }]`: the same corners, and V8 optimizes the
      // loop sooner and runs it faster (see CHANGES.md, 2026-11-25).
      if (sum < tl) {
        tl = sum;
        best[0] = { x, y };
      }
      if (diff > tr) {
        tr = diff;
        best[1] = { x, y };
      }
      if (sum > br) {
        br = sum;
        best[2] = { x, y };
      }
      if (diff < bl) {
        bl = diff;
        best[3] = { x, y };
      }
    }
  }
  return best;
}

/** Area of a quad (shoelace formula). */
export function area(quad: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const p = quad[i];
    const q = quad[(i + 1) % 4];
    twice += p.x * q.y - q.x * p.y;
  }
  return Math.abs(twice) / 2;
}

/** Corners of a component's bounding box. */
export function boxCorners(c: Component): [Point, Point, Point, Point] {
  return [
    { x: c.minX, y: c.minY },
    { x: c.maxX, y: c.minY },
    { x: c.maxX, y: c.maxY },
    { x: c.minX, y: c.maxY },
  ];
}
