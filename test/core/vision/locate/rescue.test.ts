import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { parseBoard } from "../../../../src/core/read/index.js";
import { boardCells, layoutFor, renderBoard } from "../../../../src/core/render/index.js";
import { extractBoard } from "../../../../src/core/vision/extract.js";
import { locateBoard, MIN_LATTICE_SCORE } from "../../../../src/core/vision/locate/locate.js";
import { rescueBoard, slantOf, wideLattice } from "../../../../src/core/vision/locate/rescue.js";
import { peakNear } from "../../../../src/core/vision/locate/warp-lattice.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { type Gray, toGray } from "../../../../src/core/vision/picture/raster.js";
import type { Picture, Point } from "../../../../src/core/vision/types.js";
import { gridPicture } from "../../../support/grid-picture.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PAGE = 900;

async function picture(png: Buffer): Promise<Picture> {
  const decoded = await decodePicture(png);
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  return decoded.picture;
}

const grayOf = (p: Picture): Gray => toGray(p.width, p.height, p.data);

/**
 * Our own light render turned `degrees` about the middle of a white page, with a heading's thick rule
 * and a bar joined to the board's frame (a newspaper's heading over its puzzle): the frame's component
 * then reaches past the board, and its extreme points are not the board's corners.
 * @param cut how many rows of pixels the page loses at its top
 * @returns the picture and the board's four corners on it, clockwise from top-left
 */
async function turnedBoard(degrees: number, cut = 0): Promise<{ png: Buffer; corners: Point[] }> {
  const parsed = parseBoard(PUZZLE);
  if (!parsed.ok) throw new Error("fixture puzzle does not parse");
  const image = await loadImage(renderBoard({ cells: boardCells(parsed.board), theme: "light" }));
  const { gridLeft, gridTop, cellSize } = layoutFor({});
  const side = 9 * cellSize;
  const canvas = createCanvas(PAGE, PAGE - cut);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, PAGE, PAGE);
  const turn = (degrees * Math.PI) / 180;
  context.translate(PAGE / 2, PAGE / 2 - cut);
  context.rotate(turn);
  context.translate(-image.width / 2, -image.height / 2);
  context.drawImage(image, 0, 0);
  context.fillStyle = "#000";
  context.fillRect(gridLeft - 60, gridTop - 40, side + 60, 8);
  context.fillRect(gridLeft - 60, gridTop - 40, 8, 60);
  context.fillRect(gridLeft - 60, gridTop + 14, 62, 4);
  const at = (x: number, y: number): Point => {
    const u = x - image.width / 2;
    const v = y - image.height / 2;
    return {
      x: PAGE / 2 + u * Math.cos(turn) - v * Math.sin(turn),
      y: PAGE / 2 - cut + u * Math.sin(turn) + v * Math.cos(turn),
    };
  };
  const far = { x: gridLeft + side, y: gridTop + side };
  const corners = [at(gridLeft, gridTop), at(far.x, gridTop), at(far.x, far.y), at(gridLeft, far.y)];
  return { png: canvas.toBuffer("image/png"), corners };
}

describe("rescueBoard", () => {
  for (const degrees of [15, 25]) {
    it(`finds a board turned ${degrees}° whose frame joins a heading, which the usual search does not`, async () => {
      const { png, corners } = await turnedBoard(degrees);
      const found = await picture(png);
      const usual = locateBoard(grayOf(found));
      expect(usual === null || usual.score < MIN_LATTICE_SCORE).toBe(true);
      const board = extractBoard(found);
      if (board === null) throw new Error("no board found");
      board.corners.forEach((corner, i) => {
        expect(
          Math.hypot(corner.x - (corners[i] as Point).x, corner.y - (corners[i] as Point).y),
        ).toBeLessThan(6);
      });
      expect(board.cells.filter((c) => c.ink).length).toBe([...PUZZLE].filter((c) => c !== ".").length);
    });
  }

  it("takes no board reaching out of the picture (a line there is cut from the picture's repeated edge)", async () => {
    const { png, corners } = await turnedBoard(20, 130);
    expect((corners[0] as Point).y).toBeLessThan(0);
    const gray = grayOf(await picture(png));
    expect(rescueBoard(gray, locateBoard(gray))).toBeNull();
  });

  it("finds no board in a 15×15 grid (its 9×9 parts' lines go on) nor in a 4×4 one", async () => {
    for (const [n, box] of [
      [15, 5],
      [4, 2],
    ])
      expect(rescueBoard(grayOf(await picture(gridPicture(n, box))), null)).toBeNull();
  });
});

describe("slantOf and wideLattice", () => {
  it("finds the slant of a turned set of lines", () => {
    const points: number[] = [];
    const turn = (12 * Math.PI) / 180;
    for (let line = 0; line < 5; line++)
      for (let t = 0; t < 200; t++) {
        const u = t;
        const v = 20 + line * 30;
        points.push(Math.round(100 + u * Math.cos(turn) - v * Math.sin(turn)));
        points.push(Math.round(100 + u * Math.sin(turn) + v * Math.cos(turn)));
      }
    expect(Math.abs(slantOf(Int32Array.from(points), true) - 12)).toBeLessThanOrEqual(1);
  });

  it("answers as the plain search over every slant would, the coarse one looked at twice", () => {
    // The definition: every third point projected at each slant, the sum of squared counts, the first
    // largest kept, coarse steps of 3° then half degrees around the best.
    const plain = (points: Int32Array, horizontal: boolean): number => {
      const span = Math.max(0, ...points);
      const peakiness = (degrees: number): number => {
        const t = (degrees * Math.PI) / 180;
        // A histogram as long as slantOf keeps (a projection beyond it is not counted).
        const counts = new Int32Array(Math.ceil(span * 2) + 4);
        for (let k = 0; k < points.length; k += 6) {
          const [x, y] = [points[k] as number, points[k + 1] as number];
          const at = Math.round(
            (horizontal ? y * Math.cos(t) - x * Math.sin(t) : x * Math.cos(t) + y * Math.sin(t)) +
              Math.ceil(span) +
              1,
          );
          counts[at]++;
        }
        return [...counts].reduce((sum, n) => sum + n * n, 0);
      };
      let best = { degrees: 0, value: -1 };
      const look = (degrees: number) => {
        const value = peakiness(degrees);
        if (value > best.value) best = { degrees, value };
      };
      for (let d = -30; d <= 30; d += 3) look(d);
      const coarse = best.degrees;
      for (let d = coarse - 1.5; d <= coarse + 1.5; d += 0.5) look(d);
      return best.degrees;
    };
    let seed = 5;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let trial = 0; trial < 30; trial++) {
      // Lines at a random slant, plus scattered noise (some trials mostly noise, where ties are likelier).
      const turn = ((random() * 50 - 25) * Math.PI) / 180;
      const points: number[] = [];
      for (let n = 0; n < 600; n++) {
        const [u, v] =
          random() < 0.2 * (trial % 5)
            ? [random() * 200, random() * 200]
            : [random() * 200, 20 * Math.floor(random() * 8)];
        points.push(Math.max(0, Math.round(150 + u * Math.cos(turn) - v * Math.sin(turn))));
        points.push(Math.max(0, Math.round(150 + u * Math.sin(turn) + v * Math.cos(turn))));
      }
      const cloud = Int32Array.from(points);
      expect(slantOf(cloud, true)).toBe(plain(cloud, true));
      expect(slantOf(cloud, false)).toBe(plain(cloud, false));
    }
  });

  it("fits 10 lines that fill only part of the profile", () => {
    const p = new Float64Array(336);
    for (let i = 0; i <= 9; i++) p[Math.round(60 + i * 20)] = 0.9;
    p[20] = 0.5; // a heading's rule far above the board
    const { a, s } = wideLattice(p);
    expect(Math.abs(a - 60)).toBeLessThanOrEqual(1);
    expect(Math.abs(s - 20)).toBeLessThanOrEqual(0.5);
  });

  it("answers as a search calling peakNear for every trial line would, up to the profile's last position", () => {
    // The search wideLattice makes, each trial line's peak looked for in the profile itself.
    const plain = (p: Float64Array): { a: number; s: number } => {
      let most = { a: 24, s: 32, value: -Infinity };
      for (let s = 32 * 0.3; s <= 32 * 1.15; s += 0.25) {
        const inset = Math.max(2, s * 0.12);
        for (let a = 0; a + 9 * s <= p.length - 1; a += 1) {
          let lines = 0;
          for (let i = 0; i <= 9; i++) lines += peakNear(p, a + i * s);
          let gaps = 0;
          for (let i = 0; i < 9; i++) {
            let top = 0;
            for (let k = Math.ceil(a + i * s + inset); k <= Math.floor(a + (i + 1) * s - inset); k++)
              top = Math.max(top, p[k] as number);
            gaps += top;
          }
          const before = a - s >= 0 ? peakNear(p, a - s) : 0;
          const after = a + 10 * s < p.length ? peakNear(p, a + 10 * s) : 0;
          const value = lines / 10 - gaps / 9 - 0.5 * Math.max(before, after);
          if (value > most.value) most = { a, s, value };
        }
      }
      return { a: most.a, s: most.s };
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const [start, spacing] of [
      [20, 30],
      [60, 20],
      [5.5, 33.05],
      [100, 11],
    ] as const) {
      const p = new Float64Array(336);
      for (let k = 0; k < p.length; k++) p[k] = 0.2 * random();
      for (let i = 0; i <= 10; i++) {
        const at = Math.round(start + i * spacing);
        if (at < p.length) p[at] = 0.6 + 0.4 * random();
      }
      p[335] = 0.95;
      expect(wideLattice(p)).toEqual(plain(p));
    }
    // Noise alone (no lattice stands out: many near the best, most ruled out only part-way).
    for (let trial = 0; trial < 3; trial++) {
      const p = Float64Array.from({ length: 336 }, () => random() * (trial + 1) * 0.3);
      expect(wideLattice(p)).toEqual(plain(p));
    }
    // A board whose line one spacing past its last rounds to one past the profile's end (no line there).
    let end: { a: number; s: number } | null = null;
    for (let s = 32 * 0.3; s <= 32 * 1.15 && end === null; s += 0.25)
      for (let a = 0; a + 9 * s <= 335 && end === null; a += 1)
        if (s > 25 && a + 10 * s < 336 && Math.round(a + 10 * s) === 336) end = { a, s };
    if (end === null) throw new Error("no trial lattice ends there");
    const p = new Float64Array(336);
    for (let i = 0; i <= 9; i++) p[Math.round(end.a + i * end.s)] = 1;
    const inset = Math.max(2, end.s * 0.12);
    for (let i = 0; i < 9; i++) {
      // Ink just outside this lattice's gaps, inside those of the lattices a pixel either way.
      p[Math.ceil(end.a + i * end.s + inset) - 1] = 0.3;
      p[Math.floor(end.a + (i + 1) * end.s - inset) + 1] = 0.3;
    }
    expect(plain(p)).toEqual(end);
    expect(wideLattice(p)).toEqual(end);
  });
});
