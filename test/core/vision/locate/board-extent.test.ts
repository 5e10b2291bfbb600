import { describe, expect, it } from "vitest";
import { reencode } from "../../../../src/bench/read/read-reencode.js";
import { extractBoard } from "../../../../src/core/vision/extract.js";
import { boardShift, reachesBeyond, stripLikeness } from "../../../../src/core/vision/locate/board-extent.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { type Gray, toGray } from "../../../../src/core/vision/picture/raster.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { Point } from "../../../../src/core/vision/types.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** A small deterministic generator (xorshift), for a backdrop's texture. */
function noise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const CELL = 40;

/**
 * A tile board drawn on a textured backdrop: 9×9 tiles of `CELL` pixels with its top-left corner at
 * (`left`, `top`), each tile lit on its top and left edges and shaded on the others, 3-pixel dark gaps
 * between them; a few tiles darker (givens). The backdrop is random grain over a vertical shading.
 */
function tileBoard(width: number, height: number, left: number, top: number): Gray {
  const random = noise(7);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = 50 + (40 * y) / height + 30 * random();
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const fill = (r * 7 + c * 3) % 5 === 0 ? 110 : 160;
      for (let v = 0; v < CELL; v++)
        for (let u = 0; u < CELL; u++) {
          const [x, y] = [left + c * CELL + u, top + r * CELL + v];
          if (x >= width || y >= height) continue;
          const gap = u < 3 || v < 3;
          const lit = u < 7 || v < 7;
          const shaded = u >= CELL - 4 || v >= CELL - 4;
          data[y * width + x] = gap ? 25 : lit ? fill + 50 : shaded ? fill - 50 : fill;
        }
    }
  return { width, height, data };
}

/** The quad of a 9-cell lattice whose top-left corner is at (`left`, `top`). */
function quadAt(left: number, top: number): Point[] {
  const side = 9 * CELL;
  return [
    { x: left, y: top },
    { x: left + side, y: top },
    { x: left + side, y: top + side },
    { x: left, y: top + side },
  ];
}

describe("boardShift on a drawn tile board", () => {
  const board = tileBoard(640, 520, 160, 70);

  it("asks no move of a lattice on the board", () => {
    expect(boardShift(board, quadAt(160, 70))).toEqual({ dx: 0, dy: 0 });
  });

  it("moves a lattice found two cells left of the board two cells right", () => {
    expect(boardShift(board, quadAt(160 - 2 * CELL, 70))).toEqual({ dx: 2, dy: 0 });
  });

  it("moves a lattice found a cell right of and a cell below the board back both ways", () => {
    expect(boardShift(board, quadAt(160 + CELL, 70 + CELL))).toEqual({ dx: -1, dy: -1 });
  });

  it("finds the board's strips like the board and the backdrop's not", () => {
    const likeness = stripLikeness(board, quadAt(160, 70), "x");
    expect(likeness).toHaveLength(13);
    for (const inside of likeness.slice(2, 11)) expect(inside).toBeGreaterThan(0.8);
    for (const outside of [...likeness.slice(0, 2), ...likeness.slice(11)])
      expect(outside).toBeLessThan(0.25);
  });

  it("moves no lattice whose strips would leave the picture, nor one on a board cut by its edge", () => {
    // The board's last column cut by the picture's right edge: the picture edge repeated beyond it
    // looks like the board's strips, and must not pull the lattice out.
    const cut = tileBoard(160 + 9 * CELL - CELL / 2, 520, 160, 70);
    expect(stripLikeness(cut, quadAt(160, 70), "x").every(Number.isNaN)).toBe(true);
    expect(boardShift(cut, quadAt(160, 70))).toEqual({ dx: 0, dy: 0 });
  });

  it("says a lattice two cells left of the board reaches beyond it, and one on the board not", () => {
    expect(reachesBeyond(board, quadAt(160, 70), "dark")).toBe(false);
    expect(reachesBeyond(board, quadAt(160 - 2 * CELL, 70), "dark")).toBe(true);
    expect(reachesBeyond(board, quadAt(160, 70 + CELL), "dark")).toBe(true);
  });

  it("asks no move on a backdrop with no board", () => {
    const bare = tileBoard(640, 520, 2000, 2000);
    expect(boardShift(bare, quadAt(160, 70))).toEqual({ dx: 0, dy: 0 });
  });
});

describe("a KSudoku egyptian board fitted from its backdrop's edge (test/fixtures/app-screens-extra, tune)", () => {
  // A 600×520 window: the lattice was fitted from the dark backdrop's left edge (x 75), two cells left
  // of the board, whose tiles run from x 152 to 514 and y 93 to 452 (measured on the pixels); 49 cells
  // were read wrong, most of them sure.
  const name = "extra2-ksudoku-egyptian-window-600x520-1.png";

  it("is extracted on the board, as tiles", async () => {
    const decoded = await decodePicture(screenBytes(EXTRA_SCREENS, name));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const board = extractBoard(decoded.picture);
    if (board === null) throw new Error("no board found");
    expect(board.tiles).toBe(true);
    const [tl, , br] = board.corners;
    for (const [got, want] of [
      [tl?.x, 152],
      [tl?.y, 93],
      [br?.x, 514],
      [br?.y, 452],
    ])
      expect(Math.abs((got as number) - (want as number))).toBeLessThan(5);
  });

  it("reads its digits where they are: every cell right or marked doubtful", async () => {
    const label = screenLabel(EXTRA_SCREENS, name);
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const full = Array.from(read.puzzle, (d, i) => d || read.handwritten[i] || 0);
    const doubtful = new Set(read.doubtful);
    const wrong = full.flatMap((d, i) => (String(d || ".") === label.full[i] ? [] : [i]));
    expect(wrong.filter((i) => !doubtful.has(i))).toEqual([]);
  });
});

describe("reachesBeyond on a KSudoku egyptian board in a 480×420 window saved as WebP 80 (tune)", () => {
  // Its tiles run from x 137 to 408 and y 88 to 358 (measured on the pixels); before unshift.ts's second
  // look at the strips, it was read on the lattice two columns left, 39 wrong cells sure.
  const name = "extra33-ksudoku-egyptian-window-480x420-1.png";
  const rectangle = (left: number, top: number, right: number, bottom: number): Point[] => [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];

  it("says the lattice two columns left reaches beyond it, and the board's own not", async () => {
    const bytes = await reencode(screenBytes(EXTRA_SCREENS, name), { format: "webp", quality: 80, scale: 1 });
    const decoded = await decodePicture(bytes);
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const { width, height, data } = decoded.picture;
    const gray = toGray(width, height, data);
    expect(reachesBeyond(gray, rectangle(78, 88, 348, 358), "dark")).toBe(true);
    expect(reachesBeyond(gray, rectangle(137, 88, 408, 358), "dark")).toBe(false);
  });
});
