import { describe, expect, it } from "vitest";
import { encodeIndexedPng } from "../../../src/core/render/png.js";
import { decodePng, pixelAt } from "../../support/png.js";

/** RGBA pixels (alpha 255) from a function of (x, y) → [r, g, b]. */
function pixels(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return data;
}

describe("encodeIndexedPng", () => {
  it("writes an 8-bit indexed PNG that a real decoder reads back exactly when there are few colours", () => {
    const colour = (x: number, y: number): [number, number, number] =>
      x < 5 ? [30, 31, 34] : y < 3 ? [242, 243, 245] : [92, 168, 255];
    const png = encodeIndexedPng(pixels(11, 7, colour), 11, 7);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt8(24)).toBe(8); // bit depth
    expect(png.readUInt8(25)).toBe(3); // colour type: indexed
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([11, 7]);
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 11; x++) {
        const [r, g, b] = colour(x, y);
        expect(pixelAt(img, x, y)).toEqual({ r, g, b });
      }
    }
  });

  it("keeps a picture of more than 256 colours within a few shades, and its most frequent colour exact", () => {
    // A flat background with a 32×32 gradient patch: 1024 distinct colours plus the background.
    const colour = (x: number, y: number): [number, number, number] =>
      x < 32 && y < 32 ? [x * 8, y * 8, 128] : [30, 31, 34];
    const img = decodePng(encodeIndexedPng(pixels(64, 40, colour), 64, 40));
    let worst = 0;
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < 64; x++) {
        const [r, g, b] = colour(x, y);
        const p = pixelAt(img, x, y);
        worst = Math.max(worst, Math.abs(p.r - r), Math.abs(p.g - g), Math.abs(p.b - b));
      }
    }
    expect(worst).toBeGreaterThan(0); // it did have to merge colours…
    expect(worst).toBeLessThanOrEqual(32); // …but only near neighbours in the gradient (steps of 8)
    expect(pixelAt(img, 50, 35)).toEqual({ r: 30, g: 31, b: 34 });
  });

  it("writes the same bytes for the same pixels", () => {
    const data = pixels(20, 20, (x, y) => [(x * 13) % 256, (y * 7) % 256, 0]);
    expect(encodeIndexedPng(data, 20, 20).equals(encodeIndexedPng(data, 20, 20))).toBe(true);
  });
});
