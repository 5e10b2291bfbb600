import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read-reencode.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { isSquare, locateBoard } from "../../../src/core/vision/locate/locate.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../src/core/vision/picture/raster.js";
import { readPicture } from "../../../src/core/vision/shipped.js";

// KSudoku's egyptian theme in a small window (test/fixtures/app-screens-extra, tune, seed 33) saved as
// JPEG 90: the board's lattice and the textured backdrop around it both score nearly as well, the
// larger (the backdrop, wider than tall) was chosen and refused: no board (extract.ts boardInBackdrop).
const NAME = "extra33-ksudoku-egyptian-window-480x420-22.png";
const extra = path.join(import.meta.dirname, "..", "..", "fixtures", "app-screens-extra");
const line = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");
const jpeg = async (): Promise<Buffer> =>
  reencode(readFileSync(path.join(extra, NAME)), { format: "jpeg", quality: 90, scale: 1 });
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

  it("is read with its givens and entries", async () => {
    const labels = readFileSync(path.join(extra, "labels.tsv"), "utf8").split("\n");
    const row = labels.find((l) => l.startsWith(`${NAME}\t`))?.split("\t") ?? [];
    const read = await readPicture(await jpeg());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(line(read.puzzle)).toBe(row[5]);
    expect(line(read.handwritten)).toBe(row[6]);
  });

  it("is found as taken, by the first search", async () => {
    const read = await readPicture(readFileSync(path.join(extra, NAME)));
    expect(read.status === "read" || read.status === "unsure").toBe(true);
  });
});
