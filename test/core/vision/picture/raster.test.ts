import { describe, expect, it } from "vitest";
import { longRuns } from "../../../../src/core/vision/picture/raster.js";

describe("longRuns", () => {
  // A 6×6 mask: row 1 is a 5-pixel run, row 3 a 2-pixel run, column 5 a 4-pixel run.
  const mask = new Uint8Array(36);
  for (let x = 0; x < 5; x++) mask[6 + x] = 1;
  mask[18 + 1] = 1;
  mask[18 + 2] = 1;
  for (let y = 2; y < 6; y++) mask[y * 6 + 5] = 1;
  const ones = (m: Uint8Array): number[] => [...m.keys()].filter((k) => m[k] === 1);

  it("keeps the rows' runs at least as long as asked, and nothing else", () => {
    expect(ones(longRuns(mask, 6, "x", 3))).toEqual([6, 7, 8, 9, 10]);
  });

  it("keeps the columns' runs at least as long as asked", () => {
    expect(ones(longRuns(mask, 6, "y", 3))).toEqual([17, 23, 29, 35]);
    expect(ones(longRuns(mask, 6, "y", 5))).toEqual([]);
  });
});
