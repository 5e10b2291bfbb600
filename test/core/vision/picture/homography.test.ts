import { describe, expect, it } from "vitest";
import { homography, sampleGray, warpGray } from "../../../../src/core/vision/picture/homography.js";

describe("warpGray", () => {
  it("gives every pixel the formula written out gives it, for a homography in perspective", () => {
    const [width, height] = [40, 30];
    const data = Uint8Array.from({ length: width * height }, (_, i) => (i * 37 + (i >> 3) * 11) % 256);
    const gray = { width, height, data };
    const size = 16;
    const h = homography(
      [
        { x: 0, y: 0 },
        { x: size, y: 0 },
        { x: size, y: size },
        { x: 0, y: size },
      ],
      [
        { x: 3.3, y: 2.1 },
        { x: 35.7, y: 4.9 },
        { x: 31.2, y: 27.4 },
        { x: 5.6, y: 24.8 },
      ],
    );
    if (h === null) throw new Error("degenerate");
    const expected: number[] = [];
    for (let v = 0; v < size; v++) {
      for (let u = 0; u < size; u++) {
        const w = h[6] * (u + 0.5) + h[7] * (v + 0.5) + 1;
        const x = (h[0] * (u + 0.5) + h[1] * (v + 0.5) + h[2]) / w - 0.5;
        const y = (h[3] * (u + 0.5) + h[4] * (v + 0.5) + h[5]) / w - 0.5;
        expected.push(Math.trunc(sampleGray(gray, x, y)));
      }
    }
    const warp = warpGray(gray, h, size);
    expect(warp.width).toBe(size);
    expect(Array.from(warp.data)).toEqual(expected);
  });
});
