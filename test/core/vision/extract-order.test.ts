import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { parseBoard } from "../../../src/core/read/index.js";
import { boardCells, layoutFor, renderBoard } from "../../../src/core/render/index.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { locateBoard } from "../../../src/core/vision/locate/locate.js";
import { rescueBoard } from "../../../src/core/vision/locate/rescue.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PAGE = 900;

/**
 * A photographed sheet turned on a plain page: our light render with grain on every pixel (a camera's),
 * turned `degrees` on a flat gray page (a scan's or an editor's canvas, as `--degrade tilt` draws it),
 * a heading's rule joined to its frame so that the usual search does not find it (see rescue.test.ts).
 */
async function turnedPhoto(degrees: number): Promise<Buffer> {
  const parsed = parseBoard(PUZZLE);
  if (!parsed.ok) throw new Error("fixture puzzle does not parse");
  const image = await loadImage(renderBoard({ cells: boardCells(parsed.board), theme: "light" }));
  const sheet = createCanvas(image.width, image.height);
  const ink = sheet.getContext("2d");
  ink.drawImage(image, 0, 0);
  const { gridLeft, gridTop, cellSize } = layoutFor({});
  const side = 9 * cellSize;
  ink.fillStyle = "#000";
  ink.fillRect(gridLeft - 60, gridTop - 40, side + 60, 8);
  ink.fillRect(gridLeft - 60, gridTop - 40, 8, 60);
  ink.fillRect(gridLeft - 60, gridTop + 14, 62, 4);
  const pixels = ink.getImageData(0, 0, image.width, image.height);
  let seed = 3;
  for (let k = 0; k < pixels.data.length; k += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const grain = ((seed >>> 16) % 25) - 12;
    for (let c = 0; c < 3; c++)
      pixels.data[k + c] = Math.min(250, Math.max(0, (pixels.data[k + c] as number) + grain));
  }
  ink.putImageData(pixels, 0, 0);
  const canvas = createCanvas(PAGE, PAGE);
  const context = canvas.getContext("2d");
  context.fillStyle = "#c8c8c8";
  context.fillRect(0, 0, PAGE, PAGE);
  context.translate(PAGE / 2, PAGE / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-image.width / 2, -image.height / 2);
  context.drawImage(sheet, 0, 0);
  return canvas.toBuffer("image/png");
}

describe("extractBoard's searches after a first try that found nothing", () => {
  it("reads a photo's board that the second search finds without searching at full size", async () => {
    const decoded = await decodePicture(await turnedPhoto(25));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    // The searches watched: each call recorded, then made as extractBoard would.
    const searches: (boolean | undefined)[] = [];
    let rescues = 0;
    const board = extractBoard(decoded.picture, {
      locate: (gray, fullSize) => {
        searches.push(fullSize);
        return locateBoard(gray, fullSize);
      },
      rescue: (gray, first) => {
        rescues++;
        return rescueBoard(gray, first);
      },
    });
    if (board === null) throw new Error("no board found");
    expect(board.drawn).toBe(false);
    expect(board.cells.filter((c) => c.ink).length).toBe([...PUZZLE].filter((c) => c !== ".").length);
    // One search halved, then the second search (rescue.ts), and none at full size (it takes only a
    // drawn board: before, it ran first, since the first try's refused cells were the page's flat gray).
    expect(searches.map((fullSize) => fullSize === true)).toEqual([false]);
    expect(rescues).toBe(1);
  });
});
