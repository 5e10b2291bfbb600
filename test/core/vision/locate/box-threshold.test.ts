import { describe, expect, it } from "vitest";
import { boxThreshold } from "../../../../src/core/vision/locate/box-threshold.js";
import { adaptiveThreshold, type Gray, integral } from "../../../../src/core/vision/picture/raster.js";

/** A raster of random gray levels, or of levels drawn from a few (so many windows' means are whole numbers). */
function raster(width: number, height: number, seed: number, levels = 256): Gray {
  let state = seed;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const step = 255 / (levels - 1);
  const data = Uint8Array.from({ length: width * height }, () =>
    Math.round(Math.floor(random() * levels) * step),
  );
  return { width, height, data };
}

describe("boxThreshold", () => {
  it("gives adaptiveThreshold's mask pixel for pixel, windows cut by every edge, both polarities", () => {
    const sizes: [number, number, number][] = [
      [336, 336, 9],
      // The first search's window on a halved photo (locate.ts search).
      [150, 110, 15],
      [61, 47, 5],
      [30, 20, 4],
      [5, 7, 9],
      [19, 19, 9],
      [20, 3, 1],
      [1, 12, 2],
    ];
    for (const [width, height, radius] of sizes) {
      for (const levels of [256, 3]) {
        const gray = raster(width, height, width * height + levels, levels);
        const sums = integral(gray);
        for (const polarity of ["dark", "light"] as const) {
          for (const offset of [0, 4, 6, 7]) {
            const want = adaptiveThreshold(gray, sums, radius, offset, polarity);
            const got = boxThreshold(gray, radius, offset, polarity);
            const differing = got.reduce((n, v, i) => n + (v === want[i] ? 0 : 1), 0);
            expect(differing).toBe(0);
            expect(got.length).toBe(want.length);
          }
        }
      }
    }
  });

  it("marks a dark line on light paper as ink, and the paper beside it not", () => {
    const [width, height] = [40, 30];
    const data = new Uint8Array(width * height).fill(200);
    for (let y = 0; y < height; y++) data[y * width + 20] = 40;
    const mask = boxThreshold({ width, height, data }, 4, 6, "dark");
    for (let y = 0; y < height; y++) {
      expect(mask[y * width + 20]).toBe(1);
      expect(mask[y * width + 10]).toBe(0);
    }
    expect(boxThreshold({ width, height, data }, 4, 6, "light")[15 * width + 20]).toBe(0);
  });
});
