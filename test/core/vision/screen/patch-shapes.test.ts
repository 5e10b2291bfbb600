import { describe, expect, it } from "vitest";
import { isCross, isHollow } from "../../../../src/core/vision/screen/patch-shapes.js";

/** A 28x28 patch inked fully where `on` holds, inside a 20x20 square in its middle. */
function drawn(on: (x: number, y: number) => boolean): Float32Array {
  const patch = new Float32Array(784);
  for (let y = 4; y < 24; y++) for (let x = 4; x < 24; x++) if (on(x, y)) patch[y * 28 + x] = 1;
  return patch;
}

describe("isCross", () => {
  const ring = (rx: number, ry: number, cy: number) => (x: number, y: number) =>
    Math.abs(Math.hypot((x - 13.5) / rx, (y - cy) / ry) - 1) < 0.2;

  it("takes two diagonal strokes for a cross", () => {
    expect(isCross(drawn((x, y) => Math.abs(x - y) < 2 || Math.abs(x + y - 27) < 2))).toBe(true);
  });

  it("takes a cross sharing its patch with a pencil mark just above it for one", () => {
    // GNOME Sudoku draws its cross over the cell's pencil marks: an 8 just above the cross made the
    // patch's ink box tall, and the cross was read as a doubtful 2 (extra tune seed 41).
    const cross = (x: number, y: number) =>
      y >= 12 && (Math.abs(x - 8 - (y - 12)) < 1.5 || Math.abs(x - 19 + (y - 12)) < 1.5);
    const mark = (x: number, y: number) => Math.abs(Math.hypot((x - 13.5) / 2, (y - 6.5) / 2.5) - 1) < 0.35;
    expect(isCross(drawn((x, y) => cross(x, y) || mark(x, y)))).toBe(true);
  });

  it("does not take a 0, an 8 or a 4-like shape for one", () => {
    expect(isCross(drawn(ring(7, 10, 13.5)))).toBe(false);
    const upper = ring(5, 5, 8.5);
    const lower = ring(6, 5, 18.5);
    expect(isCross(drawn((x, y) => upper(x, y) || lower(x, y)))).toBe(false);
    // A 4: a diagonal from top right to bottom left of its upper part, a bar, a stem on the right.
    const four = (x: number, y: number) =>
      (y < 17 && Math.abs(x + y - 24) < 2) || Math.abs(y - 17) < 1.5 || Math.abs(x - 18) < 1.5;
    expect(isCross(drawn(four))).toBe(false);
  });
});

describe("isHollow", () => {
  it("takes a frame, or two sides of one (KSudoku's cursor inside the selected tile), for hollow", () => {
    const frame = (x: number, y: number) => x < 6 || y < 6 || x > 21 || y > 21;
    expect(isHollow(drawn(frame))).toBe(true);
    expect(isHollow(drawn((x, y) => x < 6 || y < 6))).toBe(true);
  });

  it("does not take a digit crossing its middle, or a narrow 1, for hollow", () => {
    // An 8: two rings meeting in the middle.
    const ring = (cx: number, cy: number, r: number) => (x: number, y: number) =>
      Math.abs(Math.hypot(x - cx, y - cy) - r) < 1.5;
    const [upper, lower] = [ring(13.5, 9, 4.5), ring(13.5, 18.5, 5)];
    expect(isHollow(drawn((x, y) => upper(x, y) || lower(x, y)))).toBe(false);
    // A 7: a bar on top and a diagonal through the middle.
    expect(isHollow(drawn((x, y) => y < 7 || Math.abs(x + y * 0.8 - 26) < 1.5))).toBe(false);
    expect(isHollow(drawn((x) => Math.abs(x - 13.5) < 2))).toBe(false);
  });
});
