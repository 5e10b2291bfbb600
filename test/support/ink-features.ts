import type { InkFeatures } from "../../src/core/vision/types.js";

/**
 * The ink measurements of a plain dark digit of a usual size, for tests that build cell samples by hand
 * and whose code under test does not weigh the ink itself.
 */
export const PLAIN_INK: InkFeatures = {
  hue: 0,
  saturation: 0,
  value: 0.2,
  contrast: 0.5,
  inkFraction: 0.1,
  height: 0.45,
  width: 0.3,
  stroke: 0.08,
  inverted: false,
};
