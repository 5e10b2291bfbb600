import { describe, expect, it } from "vitest";
import { reencode } from "../../../../src/bench/read/read-reencode.js";
import { formatBoard } from "../../../../src/core/board.js";
import { locateBoard } from "../../../../src/core/vision/locate/locate.js";
import { onBoardStrips, unshiftLattice } from "../../../../src/core/vision/locate/unshift.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../../src/core/vision/picture/raster.js";
import { fitTiles } from "../../../../src/core/vision/screen/tiles.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

// KSudoku's egyptian theme in a 480×420 window (test/fixtures/app-screens-extra, tune, seed 33) saved as
// WebP 80: its tiles (x 137 to 408, y 88 to 358, measured on the pixels) are first fitted a row up and
// two columns left, over the backdrop. The board's strips move it down a row, and only then do its
// columns show the two columns it is off.
const NAME = "extra33-ksudoku-egyptian-window-480x420-1.png";
const webp = async (): Promise<Buffer> =>
  reencode(screenBytes(EXTRA_SCREENS, NAME), { format: "webp", quality: 80, scale: 1 });

describe(`unshiftLattice on ${NAME} saved as WebP 80`, () => {
  it("moves a tile board found a row and two columns off onto its strips, one axis after the other", async () => {
    const decoded = await decodePicture(await webp());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const { width, height, data } = decoded.picture;
    const gray = toGray(width, height, data);
    const first = locateBoard(gray);
    if (first === null) throw new Error("nothing grid-like found");
    const tiles = fitTiles(gray, onBoardStrips(gray, first));
    // As fitted: a row up and two columns (about 30 pixels each) left.
    expect(tiles.corners[0].x).toBeLessThan(137 - 45);
    expect(tiles.corners[0].y).toBeLessThan(88 - 15);
    const moved = unshiftLattice(gray, tiles);
    expect(Math.abs(moved.corners[0].x - 137)).toBeLessThan(4);
    expect(Math.abs(moved.corners[0].y - 88)).toBeLessThan(4);
    expect(Math.abs(moved.corners[2].x - 408)).toBeLessThan(4);
    expect(Math.abs(moved.corners[2].y - 358)).toBeLessThan(4);
  });

  it("is read with its givens and entries", async () => {
    const { givens, entries } = screenLabel(EXTRA_SCREENS, NAME);
    const read = await readPicture(await webp());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(formatBoard(read.puzzle)).toBe(givens);
    expect(formatBoard(read.handwritten)).toBe(entries);
  });
});
