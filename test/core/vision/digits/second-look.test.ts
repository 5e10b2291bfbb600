import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { DigitModel } from "../../../../src/core/vision/digits/classify.js";
import { shippedModel } from "../../../../src/core/vision/digits/classify.js";
import { averageReads } from "../../../../src/core/vision/digits/ensemble.js";
import {
  SECOND_LOOK_BELOW,
  shiftPatch,
  withSecondLook,
} from "../../../../src/core/vision/digits/second-look.js";
import type { InkFeatures } from "../../../../src/core/vision/types.js";
import { extractSample } from "../../../../src/train/digits/cell-sample.js";

// Inter (assets/fonts) is never used for training, so this is a face the model never saw.
GlobalFonts.registerFromPath(
  fileURLToPath(new URL("../../../../assets/fonts/Inter-Bold.otf", import.meta.url)),
  "second-look-test-inter",
);

/** A printed digit as the extraction cuts it from a clean screenshot's cell. */
function printed(digit: number): { patch: Float32Array; features: InkFeatures } {
  const canvas = createCanvas(64, 64);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = "#111";
  ctx.font = '34px "second-look-test-inter"';
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(digit), 32, 33);
  const cell = extractSample({
    picture: { width: 64, height: 64, data: ctx.getImageData(0, 0, 64, 64).data },
    margin: 8,
    inverted: false,
  });
  if (!cell.ink) throw new Error("no ink found in a drawn cell");
  return cell;
}

const SIDE = 28;
const FEATURES: InkFeatures = {
  saturation: 0.05,
  value: 0.2,
  contrast: 0.6,
  inkFraction: 0.15,
  height: 0.6,
  width: 0.35,
  stroke: 0.12,
  inverted: false,
  hue: 0,
};

/** A patch with ink on the given (x, y) pixels. */
function patchWith(points: readonly (readonly [number, number])[]): Float32Array {
  const patch = new Float32Array(SIDE * SIDE);
  for (const [x, y] of points) patch[y * SIDE + x] = 1;
  return patch;
}

/** A blot the model cannot name surely. */
const blot = patchWith([
  [9, 9],
  [10, 9],
  [17, 14],
  [12, 20],
  [13, 20],
  [6, 15],
]);

/** The shipped model, counting the patches it is asked to read. */
function counting(model: DigitModel): { model: DigitModel; reads: Float32Array[] } {
  const reads: Float32Array[] = [];
  const classify: DigitModel["classify"] = (patch, features) => {
    reads.push(patch);
    return model.classify(patch, features);
  };
  return { model: { note: model.note, classify }, reads };
}

describe("shiftPatch", () => {
  it("moves the ink by one pixel and leaves the edge it left blank", () => {
    const patch = patchWith([
      [0, 0],
      [27, 5],
      [4, 27],
    ]);
    const right = shiftPatch(patch, 1, 0);
    expect(right[0 * SIDE + 1]).toBe(1);
    expect(right[0 * SIDE + 0]).toBe(0);
    expect(right.reduce((a, b) => a + b, 0)).toBe(2); // (27, 5) fell off the right edge
    const up = shiftPatch(patch, 0, -1);
    expect(up[26 * SIDE + 4]).toBe(1);
    expect(up.reduce((a, b) => a + b, 0)).toBe(2); // (0, 0) fell off the top
  });
});

describe("withSecondLook", () => {
  it("keeps a sure first look as it is, reading the patch once", () => {
    const four = printed(4);
    const first = shippedModel().classify(four.patch, four.features);
    expect(first.digit).toBe(4);
    expect(first.confidence).toBeGreaterThanOrEqual(SECOND_LOOK_BELOW);
    expect(first.kindConfidence).toBeGreaterThanOrEqual(SECOND_LOOK_BELOW);
    const { model, reads } = counting(shippedModel());
    const read = withSecondLook(model).classify(four.patch, four.features);
    expect(reads).toHaveLength(1);
    expect(read.digit).toBe(first.digit);
    expect(read.confidence).toBe(first.confidence);
  });

  it("averages the patch and its four one-pixel shifts where the first look is not sure", () => {
    const first = shippedModel().classify(blot, FEATURES);
    expect(Math.min(first.confidence, first.kindConfidence)).toBeLessThan(SECOND_LOOK_BELOW);
    const { model, reads } = counting(shippedModel());
    const read = withSecondLook(model).classify(blot, FEATURES);
    expect(reads).toHaveLength(5);
    const expected = averageReads(
      [
        blot,
        shiftPatch(blot, 1, 0),
        shiftPatch(blot, -1, 0),
        shiftPatch(blot, 0, 1),
        shiftPatch(blot, 0, -1),
      ].map((p) => shippedModel().classify(p, FEATURES)),
    );
    expect(read.digit).toBe(expected.digit);
    expect(read.confidence).toBeCloseTo(expected.confidence, 6);
    expect(read.kindConfidence).toBeCloseTo(expected.kindConfidence, 6);
  });
});
