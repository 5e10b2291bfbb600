import { describe, expect, it } from "vitest";
import {
  adaptiveThreshold,
  type Component,
  dilate,
  integral,
  labelComponents,
  longRuns,
} from "../../../../src/core/vision/picture/raster.js";

/** A reproducible stream of numbers in [0, 1). */
function randomFrom(start: number): () => number {
  let seed = start;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

describe("integral", () => {
  it("holds at (x, y) the sum of the pixels left of x and above y", () => {
    const random = randomFrom(11);
    const [width, height] = [13, 7];
    const data = Uint8Array.from({ length: width * height }, () => Math.floor(random() * 256));
    const table = integral({ width, height, data });
    expect(table.length).toBe((width + 1) * (height + 1));
    for (let y = 0; y <= height; y++)
      for (let x = 0; x <= width; x++) {
        let sum = 0;
        for (let j = 0; j < y; j++) for (let i = 0; i < x; i++) sum += data[j * width + i] as number;
        expect(table[y * (width + 1) + x]).toBe(sum);
      }
  });
});

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

/** Components by flood fill from each unlabelled ink pixel in row order: the definition written out. */
function floodComponents(mask: Uint8Array, width: number, height: number) {
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] === 0 || labels[start] !== 0) continue;
    const label = components.length + 1;
    const c: Component = { label, area: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    const stack = [start];
    labels[start] = label;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      const [x, y] = [p % width, Math.floor(p / width)];
      c.area++;
      [c.minX, c.maxX, c.minY, c.maxY] = [
        Math.min(c.minX, x),
        Math.max(c.maxX, x),
        Math.min(c.minY, y),
        Math.max(c.maxY, y),
      ];
      for (let ny = y - 1; ny <= y + 1; ny++)
        for (let nx = x - 1; nx <= x + 1; nx++) {
          const q = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || mask[q] === 0 || labels[q] !== 0) continue;
          labels[q] = label;
          stack.push(q);
        }
    }
    components.push(c);
  }
  return { labels, components };
}

describe("labelComponents", () => {
  it("labels as a flood fill does, numbering components by their first pixel, on random masks", () => {
    const next = randomFrom(3);
    for (const [width, height, density] of [
      [37, 23, 0.3],
      [40, 40, 0.55],
      [1, 30, 0.5],
      [30, 1, 0.5],
      [25, 25, 0],
      [25, 25, 1],
      [90, 70, 0.05],
      [90, 70, 0.8],
      // Near where random ink starts to hold together: long chains joined from many sets.
      [120, 90, 0.42],
      // Over 4,096 runs and 1,024 first labels (the arrays labelComponents grows).
      [200, 200, 0.3],
    ] as const) {
      const mask = Uint8Array.from({ length: width * height }, () => (next() < density ? 1 : 0));
      const got = labelComponents(mask, width, height);
      const expected = floodComponents(mask, width, height);
      expect(got.components).toEqual(expected.components);
      expect(Array.from(got.labels)).toEqual(Array.from(expected.labels));
    }
  });

  it("joins a U whose arms meet only below, and a diagonal chain, each into one component", () => {
    // Row 0: two arms' tops, the later arm first seen on the right; the diagonal starts at (6, 0).
    const rows = ["1.1...1", "1.1..1.", "111.1.."];
    const width = rows[0]?.length ?? 0;
    const mask = Uint8Array.from(rows.join(""), (ch) => (ch === "1" ? 1 : 0));
    const { labels, components } = labelComponents(mask, width, rows.length);
    expect(components.map((c) => [c.label, c.area])).toEqual([
      [1, 7],
      [2, 3],
    ]);
    expect(labels[2]).toBe(1);
    expect(labels[2 * width + 4]).toBe(2);
  });
});

describe("dilate", () => {
  it("marks every pixel with ink among its 8 neighbours or itself, edges included", () => {
    const next = randomFrom(9);
    const [width, height] = [19, 13];
    const mask = Uint8Array.from({ length: width * height }, () => (next() < 0.08 ? 1 : 0));
    mask[0] = 1;
    mask[width * height - 1] = 1;
    const expected = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let v = y - 1; v <= y + 1; v++)
          for (let u = x - 1; u <= x + 1; u++)
            if (u >= 0 && v >= 0 && u < width && v < height && mask[v * width + u] === 1)
              expected[y * width + x] = 1;
    expect(Array.from(dilate(mask, width, height))).toEqual(Array.from(expected));
  });
});
