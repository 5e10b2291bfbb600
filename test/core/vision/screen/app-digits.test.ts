import { describe, expect, it } from "vitest";
import type { CellRaster } from "../../../../src/core/vision/cells/cell-raster.js";
import { appDigits } from "../../../../src/core/vision/screen/app-digits.js";
import { barCell } from "../../../support/bar-cell.js";

/** A board of 81 cells: `count` of them with a bar of `ink` (± `inkGrain`), the rest blank. */
const board = (ink: [number, number, number], count: number, inkGrain = 0): CellRaster[] =>
  Array.from({ length: 81 }, (_, k) => barCell(k < count ? ink : null, inkGrain));

describe("appDigits", () => {
  it("finds light digits on a board with many cells of light ink, noisy or not (an app's white digits, JPEG'd)", () => {
    expect(appDigits(board([240, 240, 240], 20, 4))).toEqual({ flat: false, light: true });
  });

  it("does not find light digits in a few light cells (a glare or two on a photo)", () => {
    expect(appDigits(board([240, 240, 240], 3, 4)).light).toBe(false);
  });

  it("does not find light digits on a board of dark print", () => {
    expect(appDigits(board([15, 15, 25], 30, 4))).toEqual({ flat: false, light: false });
  });

  it("finds flat digits where one exact colour, not black or white, draws many cells' ink", () => {
    expect(appDigits(board([30, 30, 40], 10)).flat).toBe(true);
    expect(appDigits(board([30, 30, 40], 3)).flat).toBe(false);
  });
});
