import { describe, expect, it } from "vitest";
import { homography, sampleGray, warpGray } from "../../../../src/core/vision/picture/homography.js";

describe("warpGray", () => {
  /** The warp as the formula written out gives it: each pixel centre projected and sampled (clamped). */
  function plainWarp(
    gray: { width: number; height: number; data: Uint8Array },
    h: Float64Array,
    size: number,
  ) {
    const expected: number[] = [];
    for (let v = 0; v < size; v++) {
      for (let u = 0; u < size; u++) {
        const w = h[6] * (u + 0.5) + h[7] * (v + 0.5) + 1;
        const x = (h[0] * (u + 0.5) + h[1] * (v + 0.5) + h[2]) / w - 0.5;
        const y = (h[3] * (u + 0.5) + h[4] * (v + 0.5) + h[5]) / w - 0.5;
        expected.push(Math.trunc(sampleGray(gray, x, y)));
      }
    }
    // As a Uint8Array stores them (NaN as 0).
    return Array.from(Uint8Array.from(expected));
  }
  const [width, height] = [40, 30];
  const data = Uint8Array.from({ length: width * height }, (_, i) => (i * 37 + (i >> 3) * 11) % 256);
  const gray = { width, height, data };
  const square = (size: number) => [
    { x: 0, y: 0 },
    { x: size, y: 0 },
    { x: size, y: size },
    { x: 0, y: size },
  ];

  it("gives every pixel the formula written out gives it, for a homography in perspective", () => {
    const size = 16;
    const h = homography(square(size), [
      { x: 3.3, y: 2.1 },
      { x: 35.7, y: 4.9 },
      { x: 31.2, y: 27.4 },
      { x: 5.6, y: 24.8 },
    ]);
    if (h === null) throw new Error("degenerate");
    const warp = warpGray(gray, h, size);
    expect(warp.width).toBe(size);
    expect(Array.from(warp.data)).toEqual(plainWarp(gray, h, size));
  });

  it("clamps to the picture's edge a warp reaching out of it, or just inside its last pixel", () => {
    const size = 16;
    for (const quad of [
      [
        { x: -6.5, y: 2.1 },
        { x: 35.7, y: -4.9 },
        { x: 46.2, y: 27.4 },
        { x: 5.6, y: 33.8 },
      ],
      // Every sample inside the picture, the far ones within a pixel of its last row and column.
      [
        { x: 0.6, y: 0.6 },
        { x: 39.4, y: 0.6 },
        { x: 39.4, y: 29.4 },
        { x: 0.6, y: 29.4 },
      ],
    ]) {
      const h = homography(square(size), quad);
      if (h === null) throw new Error("degenerate");
      expect(Array.from(warpGray(gray, h, size).data)).toEqual(plainWarp(gray, h, size));
    }
  });

  it("leaves at 0 a sample where the projection is 0 / 0, as the formula's NaN is stored", () => {
    // w = −(u + v) over the pixel centres u, v: 0 at the first pixel, where x's and y's sums are 0 too;
    // every other sample lies beyond the picture's top-left corner, clamped to its first pixel.
    const h = Float64Array.of(2, 2, -2, 2, 2, -2, -1, -1, 1);
    const flat = { width, height, data: new Uint8Array(width * height).fill(200) };
    const warp = Array.from(warpGray(flat, h, 4).data);
    expect(warp).toEqual(plainWarp(flat, h, 4));
    expect(warp.slice(0, 3)).toEqual([0, 200, 200]);
  });
});
