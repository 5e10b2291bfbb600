import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSquare, locateBoard, MIN_LATTICE_SCORE } from "../../../../src/core/vision/locate/locate.js";
import { unshiftLattice } from "../../../../src/core/vision/locate/unshift.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../../src/core/vision/picture/raster.js";
import { fitTiles } from "../../../../src/core/vision/screen/tiles.js";
import type { Point } from "../../../../src/core/vision/types.js";

const SCREENS = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens");
const EXTRA = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens-extra");

/** The board located in a real app screenshot of test/fixtures/app-screens (tune half) or of `folder`. */
async function located(name: string, folder = SCREENS) {
  const decoded = await decodePicture(readFileSync(path.join(folder, name)));
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  const { picture, scale } = decoded;
  const gray = toGray(picture.width, picture.height, picture.data);
  const first = locateBoard(gray);
  if (first === null) throw new Error("nothing grid-like found");
  const found = unshiftLattice(gray, first);
  const corners = (board: typeof first) => board.corners.map((p) => ({ x: p.x / scale, y: p.y / scale }));
  return { ...found, corners: corners(found), firstCorners: corners(first) };
}

/** Asserts corners (clockwise from top-left) within `slack` pixels of the rectangle [left, right] × [top, bottom]. */
function expectRectangle(corners: readonly Point[], [left, top, right, bottom]: number[], slack = 4): void {
  const expected = [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ];
  corners.forEach((corner, i) => {
    expect(Math.abs(corner.x - (expected[i]?.[0] as number))).toBeLessThan(slack);
    expect(Math.abs(corner.y - (expected[i]?.[1] as number))).toBeLessThan(slack);
  });
}

describe("locateBoard and unshiftLattice", () => {
  // The board's 2-pixel border (#333) runs from x 80 to 659 and y 76 to 657 (measured on the pixels),
  // on a #353535 window: the border is no darker than the window, so the window's edge passed for a line.
  it("finds a borderless-looking board on a dark window on its own cells, not one cell to the left", async () => {
    const board = await located("gnome-sudoku-dark-window-730x630-1.png");
    expectRectangle(board.corners, [81, 77, 659, 657]);
    // locateBoard alone finds it one cell (~64 px) to the left: the move is unshiftLattice's.
    expect(board.firstCorners[0]?.x).toBeLessThan(81 - 32);
  });

  // The same app in its light theme: a thick border (x 80 to 659, y 76 to 655) on a light window. The
  // lattice one cell to the right scores better by taking the border for an inner line, but its outer
  // line then falls on the blank window.
  it("keeps a bordered board where it is although the lattice one cell over scores higher", async () => {
    const board = await located("gnome-sudoku-light-window-730x630-1.png");
    expectRectangle(board.corners, [81, 77, 658, 654]);
    expect(board.outer).toBeGreaterThan(0.5);
  });

  // Extra tune screenshots (test/fixtures/app-screens-extra). A 620×600 light window: the board's border
  // runs from x 40 to 589 and y 76 to 625 (measured on the pixels). locateBoard alone finds it one row
  // up, an outer line on the header bar; the move down scores only a little better (under the clear
  // gain) but finds all four outer lines.
  it("moves a bordered board found one row up onto its four outer lines", async () => {
    const board = await located("extra11-gnome-sudoku-light-window-620x600-17.png", EXTRA);
    expectRectangle(board.corners, [41, 77, 589, 625]);
    expect(board.firstCorners[0]?.y).toBeLessThan(77 - 30);
  });

  // The same window on a 1280×800 desktop: border x 610 to 1159, y 226 to 775. Found one row up and
  // one column left (the window's frame passing for the left line): moved down, then right.
  it("moves a board found one cell off in both directions, one move after the other", async () => {
    const board = await located("extra11-gnome-sudoku-light-desktop-640x600-25.png", EXTRA);
    expectRectangle(board.corners, [611, 227, 1159, 775]);
    expect(board.firstCorners[0]?.x).toBeLessThan(611 - 30);
    expect(board.firstCorners[0]?.y).toBeLessThan(227 - 30);
  });

  // The dark window on the desktop: a light board (x 611 to 1158, y 227 to 774) on the window's dark
  // surround. Found one row up with its top line on the header's edge, partly inked (0.61): the move
  // down finds four whole outer lines, scoring a little better, under the clear gain.
  it("moves a board found one row up whose wrong outer line is partly inked", async () => {
    const board = await located("extra12-gnome-sudoku-dark-desktop-640x600-3.png", EXTRA);
    expectRectangle(board.corners, [611, 227, 1159, 775]);
    expect(board.firstCorners[0]?.y).toBeLessThan(227 - 30);
  });
});

/** A screenshot's gray raster (unscaled: these are under the working size) and its plain fit. */
async function plainFit(name: string) {
  const decoded = await decodePicture(readFileSync(path.join(SCREENS, name)));
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  const { picture } = decoded;
  const gray = toGray(picture.width, picture.height, picture.data);
  const plain = locateBoard(gray);
  if (plain === null) throw new Error("nothing grid-like found");
  return { gray, plain };
}

describe("fitTiles", () => {
  // KSudoku's egyptian theme (tune half): a tile per cell on textured parchment, a band of about 12
  // pixels between tiles (measured on the pixels: the band between the first two columns runs from x 274
  // to 285, the one between the first two rows from y 152 to 164; the pitch is 57.8 pixels).
  it("fits a tile board's lattice to its bands' middles where the plain fit scores it as no grid", async () => {
    const { gray, plain } = await plainFit("ksudoku-egyptian-window-900x700-1.png");
    expect(plain.score).toBeLessThan(MIN_LATTICE_SCORE);
    const tiles = fitTiles(gray, plain);
    expect(tiles.tiles).toBe(true);
    expect(tiles.score).toBeGreaterThan(MIN_LATTICE_SCORE);
    expectRectangle(tiles.corners, [279.5 - 57.8, 158 - 57.8, 279.5 + 8 * 57.8, 158 + 8 * 57.8], 3);
  });
});

describe("fitTiles on a leaning first fit", () => {
  // KSudoku's abstraction theme (tune half): the plain fit leans (its left side 10 pixels further left
  // at the bottom than at the top). Measured on the pixels: the gaps between the first two columns and
  // between the last two run from x 277 to 282 and from 683 to 688, between the first two rows and the
  // last two from y 156 to 161 and 562 to 567 (a pitch of 58.0 both ways).
  it("squares the board upright and fits it to the bands", async () => {
    const { gray, plain } = await plainFit("ksudoku-abstraction-window-900x700-2.png");
    const [tl, , , bl] = plain.corners;
    expect(Math.abs((tl?.x ?? 0) - (bl?.x ?? 0))).toBeGreaterThan(5);
    const tiles = fitTiles(gray, plain);
    expect(tiles.corners[0]?.x).toBeCloseTo(tiles.corners[3]?.x ?? 0, 6);
    expect(tiles.corners[0]?.y).toBeCloseTo(tiles.corners[1]?.y ?? 0, 6);
    expectRectangle(tiles.corners, [279.5 - 58, 158.5 - 58, 685.5 + 58, 564.5 + 58], 5);
  });
});

describe("isSquare", () => {
  const quad = (w: number, h: number, lean = 0): Point[] => [
    { x: 10, y: 10 },
    { x: 10 + w, y: 10 + lean },
    { x: 10 + w, y: 10 + h + lean },
    { x: 10, y: 10 + h },
  ];
  it("takes a board's quad, a little off or leaning, for square", () => {
    expect(isSquare(quad(336, 336))).toBe(true);
    expect(isSquare(quad(336, 320))).toBe(true);
    expect(isSquare(quad(336, 336, 12))).toBe(true);
  });
  it("does not take a quad over a board's backdrop (405×341) for square", () => {
    expect(isSquare(quad(405, 341))).toBe(false);
    expect(isSquare(quad(341, 405))).toBe(false);
  });
});
