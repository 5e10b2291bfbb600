import { describe, expect, it } from "vitest";
import { extremeCorners } from "../../../../src/core/vision/locate/quad-corners.js";
import { labelComponents } from "../../../../src/core/vision/picture/raster.js";
import type { Point } from "../../../../src/core/vision/types.js";

describe("extremeCorners", () => {
  it("gives each component's first pixel in row order extreme along each diagonal", () => {
    let seed = 3;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const [width, height] = [61, 47];
    for (let trial = 0; trial < 40; trial++) {
      // Sparse masks too: components with rows where they hold a single pixel, or holes in their box.
      const density = trial < 20 ? 0.45 : 0.2 + trial / 100;
      const mask = Uint8Array.from({ length: width * height }, () => (random() < density ? 1 : 0));
      const { labels, components } = labelComponents(mask, width, height);
      for (const c of components.slice(0, 8)) {
        // The definition: every pixel of the component in row order, the first strictly extreme kept.
        const pixels: Point[] = [];
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) if (labels[y * width + x] === c.label) pixels.push({ x, y });
        const first = (key: (p: Point) => number) =>
          pixels.reduce((best, p) => (key(p) < key(best) ? p : best));
        expect(extremeCorners(labels, width, c)).toEqual([
          first((p) => p.x + p.y),
          first((p) => -(p.x - p.y)),
          first((p) => -(p.x + p.y)),
          first((p) => p.x - p.y),
        ]);
      }
    }
  });
});
