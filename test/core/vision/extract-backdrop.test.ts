import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read/read-reencode.js";
import { formatBoard } from "../../../src/core/board.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { isSquare, locateBoard } from "../../../src/core/vision/locate/locate.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../src/core/vision/picture/raster.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../support/screen-fixtures.js";

// KSudoku's egyptian theme in a small window (test/fixtures/app-screens-extra, tune, seed 33) saved as
// JPEG 90: the board's lattice and the textured backdrop around it both score nearly as well, the
// larger (the backdrop, wider than tall) was chosen and refused: no board (extract.ts boardInBackdrop).
const NAME = "extra33-ksudoku-egyptian-window-480x420-22.png";
const jpeg = async (): Promise<Buffer> =>
  reencode(screenBytes(EXTRA_SCREENS, NAME), { format: "jpeg", quality: 90, scale: 1 });
const area = (corners: readonly { x: number; y: number }[]): number =>
  Math.abs((corners[2].x - corners[0].x) * (corners[2].y - corners[0].y));

describe(`${NAME} saved as JPEG quality 90`, () => {
  it("has its backdrop chosen by size, and its board at full size (square candidates only)", async () => {
    const decoded = await decodePicture(await jpeg());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const { width, height, data } = decoded.picture;
    const gray = toGray(width, height, data);
    const larger = locateBoard(gray);
    const board = locateBoard(gray, true);
    if (larger === null || board === null) throw new Error("no candidate");
    expect(isSquare(larger.corners)).toBe(false);
    expect(isSquare(board.corners)).toBe(true);
    expect(area(board.corners)).toBeLessThan(area(larger.corners));
    expect(extractBoard(decoded.picture)?.drawn).toBe(true);
  });

  // locateBoard keeps a picture's candidates from its first search at its own size (a small picture's):
  // the search at full size then chooses among them, as a fresh search of the same pixels does.
  it("finds at full size after the first search what a fresh search at full size finds", async () => {
    const decoded = await decodePicture(await jpeg());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const { width, height, data } = decoded.picture;
    const gray = toGray(width, height, data);
    const fresh = () => ({ ...gray, data: Uint8Array.from(gray.data) });
    const larger = locateBoard(gray);
    const board = locateBoard(gray, true);
    expect(board).toEqual(locateBoard(fresh(), true));
    expect(locateBoard(gray)).toEqual(larger);
    expect(larger).toEqual(locateBoard(fresh()));
    expect(board).not.toEqual(larger);
  });

  it("is read with its givens and entries", async () => {
    const { givens, entries } = screenLabel(EXTRA_SCREENS, NAME);
    const read = await readPicture(await jpeg());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(formatBoard(read.puzzle)).toBe(givens);
    expect(formatBoard(read.handwritten)).toBe(entries);
  });

  it("is found as taken, by the first search", async () => {
    const read = await readPicture(screenBytes(EXTRA_SCREENS, NAME));
    expect(read.status === "read" || read.status === "unsure").toBe(true);
  });
});
