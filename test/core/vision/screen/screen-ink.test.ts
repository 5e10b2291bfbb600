import { describe, expect, it } from "vitest";
import {
  COLOUR_RADIUS,
  colourGroups,
  distance,
  fromRed,
  givenScore,
  inkColour,
  isRed,
} from "../../../../src/core/vision/screen/screen-ink.js";
import type { CellSample, InkFeatures } from "../../../../src/core/vision/types.js";

const ink = (hue: number, saturation: number, value: number): InkFeatures => ({
  hue,
  saturation,
  value,
  contrast: 0.6,
  inkFraction: 0.1,
  height: 0.45,
  width: 0.3,
  stroke: 0.1,
  inverted: false,
});
const cell = (features: InkFeatures): CellSample => ({
  cell: 0,
  ink: true,
  inkConfidence: 1,
  patch: new Float32Array(784),
  features,
});

/** The ink colour of a cell whose ink was measured as `rgb` on white. */
const measured = (rgb: [number, number, number]) =>
  inkColour({ ...cell(ink(0, 0, 0)), colours: { background: [255, 255, 255], ink: rgb } });

describe("inkColour", () => {
  it("places greys by brightness alone and colours by hue, their chroma saturation times value", () => {
    expect(inkColour(cell(ink(0, 0, 0.2)))).toEqual([0.2, 0, 0]);
    const [value, x, y] = inkColour(cell(ink(90, 0.5, 0.7)));
    expect(value).toBe(0.7);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(0.35, 6);
  });

  it("keeps a near-black whose hue JPEG noise set near the other near-blacks", () => {
    // A #1b1b1b given re-saved as JPEG 70 measured (27, 33, 38) beside (30, 30, 30): saturation 0.29,
    // two colour radii from them in the HSV cylinder.
    expect(distance(measured([27, 33, 38]), measured([30, 30, 30]))).toBeLessThan(COLOUR_RADIUS / 2);
    // ...and a near-black tinted red is no red ink.
    expect(isRed(measured([52, 24, 24]))).toBe(false);
    expect(isRed(measured([198, 40, 40]))).toBe(true);
  });

  it("keeps an error red faded by shrinking and re-saving red", () => {
    // (241, 101, 101) halved and saved as JPEG 80 measured (199, 112, 123) on a dark board.
    expect(isRed(measured([199, 112, 123]))).toBe(true);
    expect(isRed(measured([202, 119, 127]))).toBe(true);
  });
});

describe("fromRed", () => {
  it("measures a hue's angle from red on either side, up to the half turn", () => {
    expect(fromRed(inkColour(cell(ink(0, 0.8, 0.8))))).toBeCloseTo(0, 6);
    expect(fromRed(inkColour(cell(ink(15, 0.8, 0.8))))).toBeCloseTo(15, 6);
    expect(fromRed(inkColour(cell(ink(345, 0.8, 0.8))))).toBeCloseTo(15, 6);
    expect(fromRed(inkColour(cell(ink(180, 0.8, 0.8))))).toBeCloseTo(180, 6);
  });
});

describe("colourGroups", () => {
  it("puts black givens blended with highlights in one group and blue entries in another", () => {
    const colours = [
      ink(0, 0, 0.22),
      ink(209, 0.1, 0.21),
      ink(221, 0.55, 0.74),
      ink(0, 0.02, 0.24),
      ink(220, 0.52, 0.75),
    ].map((f) => inkColour(cell(f)));
    const { groups, centres } = colourGroups(colours);
    expect(centres).toHaveLength(2);
    expect(groups).toEqual([groups[0], groups[0], groups[2], groups[0], groups[2]]);
    expect(groups[0]).not.toBe(groups[2]);
  });

  it("keeps black and grey apart (an app with grey entries)", () => {
    const colours = [ink(0, 0, 0.1), ink(0, 0, 0.12), ink(0, 0, 0.55), ink(0, 0, 0.53)].map((f) =>
      inkColour(cell(f)),
    );
    expect(colourGroups(colours).groups).toEqual([0, 0, 1, 1]);
  });
});

describe("givenScore", () => {
  it("prefers near-black to blue on a light theme, and near-white to yellow on a dark one", () => {
    const black = inkColour(cell(ink(0, 0.03, 0.2)));
    const blue = inkColour(cell(ink(221, 0.55, 0.74)));
    expect(givenScore(black, true)).toBeGreaterThan(givenScore(blue, true));
    const white = inkColour(cell(ink(210, 0.05, 0.88)));
    const yellow = inkColour(cell(ink(42, 0.6, 1)));
    expect(givenScore(white, false)).toBeGreaterThan(givenScore(yellow, false));
  });

  it("never takes red (an app's error digits) for the givens' ink", () => {
    const red = inkColour(cell(ink(0, 0.8, 0.78)));
    const blue = inkColour(cell(ink(221, 0.55, 0.74)));
    expect(isRed(red)).toBe(true);
    expect(isRed(blue)).toBe(false);
    expect(givenScore(red, true)).toBeLessThan(givenScore(blue, true));
  });
});
