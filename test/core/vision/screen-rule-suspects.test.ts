import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read/read-reencode.js";
import { SCREEN_SURE, unsureScreenCells } from "../../../src/core/vision/screen-rule-suspects.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import { EXTRA_SCREENS, screenBytes, screenLabel, unmarkedCells } from "../../support/screen-fixtures.js";

describe("unsureScreenCells", () => {
  it("names the cells under 0.95, digits and blanks alike, and keeps a blank read at exactly 0.95", () => {
    const confidence = new Float32Array(81).fill(0.998);
    confidence[3] = 0.943;
    confidence[40] = 0.92;
    confidence[41] = 0.95;
    confidence[80] = 0.5;
    expect(unsureScreenCells(confidence)).toEqual([3, 40, 80]);
    expect(SCREEN_SURE).toBe(Math.fround(0.95));
  });

  it("names none on a read sure throughout", () => {
    expect(unsureScreenCells(new Float32Array(81).fill(0.97))).toEqual([]);
  });
});

describe("a KSudoku scribble screenshot saved as JPEG 90 (test/fixtures/app-screens-extra, tune)", () => {
  const name = "extra49-ksudoku-scribble-desktop-700x600-21.png";

  it("leaves no wrong cell unmarked on its broken read", async () => {
    const bytes = await reencode(screenBytes(EXTRA_SCREENS, name), { format: "jpeg", quality: 90, scale: 1 });
    const read = await readPicture(bytes);
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const unmarked = unmarkedCells(read, screenLabel(EXTRA_SCREENS, name));
    expect(read.source).toBe("screenshot");
    expect(read.breaks.length).toBeGreaterThan(0);
    expect(unmarked).toEqual([]);
  });
});
