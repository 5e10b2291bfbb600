import { describe, expect, it } from "vitest";
import { locateBoard } from "../../../../src/core/vision/locate/locate.js";
import { innerLines, linesBeyond } from "../../../../src/core/vision/locate/rescue-checks.js";
import { decodePicture } from "../../../../src/core/vision/picture/decode.js";
import { type Gray, toGray } from "../../../../src/core/vision/picture/raster.js";
import type { Picture, Point } from "../../../../src/core/vision/types.js";
import { gridPicture } from "../../../support/grid-picture.js";

async function grayPicture(png: Buffer): Promise<Gray> {
  const decoded = await decodePicture(png);
  if (!decoded.ok) throw new Error(decoded.problem.kind);
  const p: Picture = decoded.picture;
  return toGray(p.width, p.height, p.data);
}

describe("linesBeyond and innerLines", () => {
  it("see a 9×9 part of a 15×15 grid's lines go on past it, and a 9×9 grid's end at its border", async () => {
    const cell = 440 / 15;
    const part: Point[] = [
      { x: 30 + 3 * cell, y: 30 + 3 * cell },
      { x: 30 + 12 * cell, y: 30 + 3 * cell },
      { x: 30 + 12 * cell, y: 30 + 12 * cell },
      { x: 30 + 3 * cell, y: 30 + 12 * cell },
    ];
    expect(linesBeyond(await grayPicture(gridPicture(15, 5)), part, "dark")).toBeGreaterThan(0.9);
    const whole: Point[] = [
      { x: 30, y: 30 },
      { x: 470, y: 30 },
      { x: 470, y: 470 },
      { x: 30, y: 470 },
    ];
    const nine = await grayPicture(gridPicture(9, 3));
    expect(linesBeyond(nine, whole, "dark")).toBeLessThan(0.1);
    const located = locateBoard(nine);
    if (located === null) throw new Error("no grid found");
    expect(innerLines(located)).toBe(8);
  });
});
