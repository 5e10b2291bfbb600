import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { formatBoard } from "../../../src/core/board.js";
import { parseBoard } from "../../../src/core/read/index.js";
import { boardCells, layoutFor, renderBoard } from "../../../src/core/render/index.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { isSquare, STRETCHED } from "../../../src/core/vision/locate/locate.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import type { Picture } from "../../../src/core/vision/types.js";
import { SCREENS, screenBytes, screenLabel } from "../../support/screen-fixtures.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

async function picture(png: Buffer): Promise<Picture> {
  const decoded = await decodePicture(png);
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  return decoded.picture;
}

/** Our own light render stretched `wide` times across, as an app that stretches its board draws it. */
async function stretchedRender(wide: number): Promise<Buffer> {
  const parsed = parseBoard(PUZZLE);
  if (!parsed.ok) throw new Error("fixture puzzle does not parse");
  const png = renderBoard({ cells: boardCells(parsed.board), theme: "light" });
  const image = await loadImage(png);
  const canvas = createCanvas(Math.round(image.width * wide), image.height);
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toBuffer("image/png");
}

describe("isSquare", () => {
  it("allows a stretched board only with the stretched tolerance", () => {
    const quad = [
      { x: 0, y: 0 },
      { x: 1280, y: 0 },
      { x: 1280, y: 775 },
      { x: 0, y: 775 },
    ];
    expect(isSquare(quad)).toBe(false);
    expect(isSquare(quad, STRETCHED)).toBe(true);
    // Over twice as wide as tall: no board, even stretched.
    const wide = quad.map((p) => ({ x: p.x, y: p.y * 0.6 }));
    expect(isSquare(wide, STRETCHED)).toBe(false);
  });
});

describe("extractBoard on a screenshot's stretched board", () => {
  it("finds our own render stretched 1.5 times across, on its frame, its ink in the given cells", async () => {
    const found = extractBoard(await picture(await stretchedRender(1.5)));
    if (found === null) throw new Error("no board found");
    expect(found.drawn).toBe(true);
    const { gridLeft, gridTop, cellSize } = layoutFor({});
    const [tl, , br] = found.corners;
    expect(Math.abs(tl.x - gridLeft * 1.5)).toBeLessThan(6);
    expect(Math.abs(tl.y - gridTop)).toBeLessThan(4);
    expect(Math.abs(br.x - (gridLeft + 9 * cellSize) * 1.5)).toBeLessThan(6);
    expect(Math.abs(br.y - (gridTop + 9 * cellSize))).toBeLessThan(4);
    expect(found.cells.map((c) => (c.ink ? "x" : ".")).join("")).toBe(PUZZLE.replace(/\d/g, "x"));
  });

  it("reads FLTK's Sudoku full screen (its board stretched to 1280×775) exactly", async () => {
    // test/fixtures/app-screens, tune half.
    const name = "fltk-sudoku-light-screen-1280x800-2.png";
    const label = screenLabel(SCREENS, name);
    expect(label.split).toBe("tune");
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(formatBoard(read.puzzle)).toBe(label.givens);
    expect(formatBoard(read.handwritten)).toBe(label.entries);
  });
});
