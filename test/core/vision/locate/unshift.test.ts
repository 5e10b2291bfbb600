import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reencode } from "../../../../src/bench/read-reencode.js";
import { locateBoard } from "../../../../src/core/vision/locate/locate.js";
import { onBoardStrips, unshiftLattice } from "../../../../src/core/vision/locate/unshift.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../../src/core/vision/picture/raster.js";
import { fitTiles } from "../../../../src/core/vision/screen/tiles.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";

// KSudoku's egyptian theme in a 480×420 window (test/fixtures/app-screens-extra, tune, seed 33) saved as
// WebP 80: its tiles (x 137 to 408, y 88 to 358, measured on the pixels) are first fitted a row up and
// two columns left, over the backdrop. The board's strips move it down a row, and only then do its
// columns show the two columns it is off.
const NAME = "extra33-ksudoku-egyptian-window-480x420-1.png";
const EXTRA = path.join(import.meta.dirname, "..", "..", "..", "fixtures", "app-screens-extra");
const line = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");
const webp = async (): Promise<Buffer> =>
  reencode(readFileSync(path.join(EXTRA, NAME)), { format: "webp", quality: 80, scale: 1 });

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
    const labels = readFileSync(path.join(EXTRA, "labels.tsv"), "utf8").split("\n");
    const row = labels.find((l) => l.startsWith(`${NAME}\t`))?.split("\t") ?? [];
    const read = await readPicture(await webp());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(line(read.puzzle)).toBe(row[5]);
    expect(line(read.handwritten)).toBe(row[6]);
  });
});
