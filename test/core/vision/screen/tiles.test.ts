import { describe, expect, it } from "vitest";
import { CELL, type CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { locateBoard } from "../../../../src/core/vision/locate/locate.js";
import { onBoardStrips } from "../../../../src/core/vision/locate/unshift.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { toGray } from "../../../../src/core/vision/picture/raster.js";
import { colourfulness, fitTiles, fitTilesLight } from "../../../../src/core/vision/screen/tiles.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** A cell raster filled with one colour, a white bar (a digit) in its middle. */
function cell([r, g, b]: readonly [number, number, number]): CellRaster {
  const n = CELL * CELL;
  const out = {
    red: new Uint8Array(n).fill(r),
    green: new Uint8Array(n).fill(g),
    blue: new Uint8Array(n).fill(b),
  };
  for (let v = 14; v < 34; v++)
    for (let u = 21; u < 27; u++)
      for (const channel of [out.red, out.green, out.blue]) channel[v * CELL + u] = 255;
  const gray = Uint8Array.from(out.red, (x, k) =>
    Math.round((x + (out.green[k] as number) + (out.blue[k] as number)) / 3),
  );
  return { ...out, gray };
}

describe("colourfulness", () => {
  it("is the median cell's chroma: high for gold and dark green tiles, 0 for grey cells", () => {
    // KSudoku egyptian's tiles: a given's gold, an empty dark olive.
    const egyptian = [...Array(40).fill(cell([150, 120, 40])), ...Array(41).fill(cell([90, 100, 70]))];
    expect(colourfulness(egyptian)).toBeCloseTo(30 / 255, 5);
    const grey = Array.from({ length: 81 }, (_, i) => cell(i % 2 ? [200, 200, 200] : [240, 240, 240]));
    expect(colourfulness(grey)).toBe(0);
  });

  it("is not moved by a few coloured cells on a grey board (a highlight, a clash)", () => {
    const board = [...Array(70).fill(cell([220, 220, 220])), ...Array(11).fill(cell([250, 240, 80]))];
    expect(colourfulness(board)).toBe(0);
  });
});

const line = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");

describe("fitTilesLight (test/fixtures/app-screens-extra, tune)", () => {
  // KSudoku's egyptian theme in a 400×360 window (seed 34, shot 25): found only at full size, and as dark
  // ink. Measured on the pixels: the board's light outer frame runs along x 125 and 340, y 84 and 299 (a
  // pitch of 23.9); the first tile starts at x 126, y 86.
  const name = "extra34-ksudoku-egyptian-window-400x360-25.png";
  async function found() {
    const decoded = await decodePicture(screenBytes(EXTRA_SCREENS, name));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    const { picture } = decoded;
    const gray = toGray(picture.width, picture.height, picture.data);
    const board = locateBoard(gray, true);
    if (board === null) throw new Error("nothing grid-like found");
    return { gray, board: onBoardStrips(gray, board) };
  }

  it("fits a board found as dark ink again as light ink, onto its tiles", async () => {
    const { gray, board } = await found();
    expect(board.polarity).toBe("dark");
    // Fitted dark, its bands' middles are taken at the tiles' edges: its top left corner is more than a
    // pixel up and left of the frame's, and its tiles' relief measured across their bands.
    const dark = fitTiles(gray, board);
    expect(dark.corners[0]?.x).toBeLessThan(124);
    expect(dark.corners[0]?.y).toBeLessThan(83.5);
    const light = fitTilesLight(gray, board, true);
    expect(light.tiles).toBe(true);
    expect(light.polarity).toBe("light");
    expect(light.score).toBeGreaterThan(dark.score + 0.15);
    const [tl, , br] = light.corners;
    for (const [at, frame] of [
      [tl?.x, 125],
      [tl?.y, 84],
      [br?.x, 340],
      [br?.y, 299],
    ])
      expect(Math.abs((at ?? 0) - (frame ?? 0))).toBeLessThan(1.5);
    // Not for a board whose digits are not light: the dark fit stands.
    expect(fitTilesLight(gray, board, false)).toEqual(dark);
  });

  it("reads every given and entry of that board as its kind", async () => {
    const { givens, entries } = screenLabel(EXTRA_SCREENS, name);
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    // Before: nine entries read as givens (the tiles' relief measured across their bands).
    expect(line(read.puzzle)).toBe(givens);
    expect(line(read.handwritten)).toBe(entries);
  });
});
