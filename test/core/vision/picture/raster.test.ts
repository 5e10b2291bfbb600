import { describe, expect, it } from "vitest";
import { adaptiveThreshold, integral, longRuns } from "../../../../src/core/vision/picture/raster.js";

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

describe("adaptiveThreshold", () => {
  it("marks what the mean-C formula written out pixel by pixel marks, in both polarities", () => {
    let seed = 11;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const [width, height, radius, offset] = [23, 17, 4, 6];
    const data = Uint8Array.from({ length: width * height }, () => Math.floor(next() * 256));
    const gray = { width, height, data };
    for (const polarity of ["dark", "light"] as const) {
      const expected = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let sum = 0;
          let n = 0;
          for (let v = Math.max(0, y - radius); v < Math.min(height, y + radius + 1); v++) {
            for (let u = Math.max(0, x - radius); u < Math.min(width, x + radius + 1); u++) {
              sum += data[v * width + u] as number;
              n++;
            }
          }
          const value = data[y * width + x] as number;
          const ink = polarity === "dark" ? value < sum / n - offset : value > sum / n + offset;
          expected[y * width + x] = ink ? 1 : 0;
        }
      }
      const mask = adaptiveThreshold(gray, integral(gray), radius, offset, polarity);
      expect(Array.from(mask)).toEqual(Array.from(expected));
      expect(mask.includes(1) && mask.includes(0)).toBe(true);
    }
  });
});
