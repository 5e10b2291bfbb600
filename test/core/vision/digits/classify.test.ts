import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import {
  classifyBoard,
  classifyCell,
  FEATURE_NAMES,
  featureVector,
  loadDigitModel,
  modelPath,
  readOfProbabilities,
  shippedModel,
} from "../../../../src/core/vision/digits/classify.js";
import type { ModelFile } from "../../../../src/core/vision/digits/model.js";
import { DOUBTFUL_BELOW } from "../../../../src/core/vision/read.js";
import type { InkFeatures, Picture } from "../../../../src/core/vision/types.js";
import { extractSample } from "../../../../src/train/digits/cell-sample.js";

// Inter (assets/fonts) is never used for training (src/train/digits/fonts.ts reads only system fonts),
// so these are digits in faces the model never saw.
const fontDir = fileURLToPath(new URL("../../../../assets/fonts/", import.meta.url));
GlobalFonts.registerFromPath(`${fontDir}Inter-Regular.otf`, "classify-test-inter");
GlobalFonts.registerFromPath(`${fontDir}Inter-Bold.otf`, "classify-test-inter-bold");

const SIDE = 64;
const MARGIN = 8;

/** A cell of a clean screenshot: `ink` digit on `paper`, grid lines at the cell's edges. */
function drawCell(digit: number, family: string, ink: string, paper: string): Picture {
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = paper;
  ctx.fillRect(0, 0, SIDE, SIDE);
  ctx.strokeStyle = "#444";
  ctx.lineWidth = 2;
  ctx.strokeRect(MARGIN, MARGIN, SIDE - 2 * MARGIN, SIDE - 2 * MARGIN);
  ctx.fillStyle = ink;
  ctx.font = `34px "${family}"`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(digit), SIDE / 2, SIDE / 2 + 1);
  const image = ctx.getImageData(0, 0, SIDE, SIDE);
  return { width: SIDE, height: SIDE, data: image.data };
}

function patchOf(picture: Picture): { patch: Float32Array; features: InkFeatures } {
  const cell = extractSample({ picture, margin: MARGIN, inverted: false });
  if (!cell.ink) throw new Error("no ink found in a drawn cell");
  return cell;
}

describe("shippedModel", () => {
  it("loads the model file from assets/models with a note on how it was made", () => {
    const model = shippedModel();
    expect(modelPath()).toMatch(/assets[/\\]models[/\\]digits\.json$/);
    expect(model.note).toMatchObject({
      by: expect.stringContaining("train:digits"),
      epochs: expect.any(Number),
    });
  });
});

describe("classifyCell", () => {
  for (const [family, label] of [
    ["classify-test-inter", "Inter Regular"],
    ["classify-test-inter-bold", "Inter Bold"],
  ] as const) {
    it(`reads the digits 1-9 printed in ${label}, a face it was not trained on, as printed and sure`, () => {
      const read = [];
      for (let digit = 1; digit <= 9; digit++) {
        const { patch, features } = patchOf(drawCell(digit, family, "#111", "#fff"));
        const result = classifyCell(patch, features);
        read.push({ digit: result.digit, kind: result.kind, sure: result.confidence >= DOUBTFUL_BELOW });
      }
      expect(read).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => ({ digit, kind: "printed", sure: true })),
      );
    });
  }

  it("gives probabilities for all ten classes that sum to 1, the chosen digit's equal to its confidence", () => {
    const { patch, features } = patchOf(drawCell(4, "classify-test-inter", "#111", "#fff"));
    const result = classifyCell(patch, features);
    expect(result.probabilities).toHaveLength(10);
    expect(result.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(result.probabilities[result.digit]).toBe(result.confidence);
    expect(result.kindConfidence).toBeGreaterThanOrEqual(0.5);
    expect(result.kindConfidence).toBeLessThanOrEqual(1);
  });

  it("is not sure of an empty patch", () => {
    const features = patchOf(drawCell(1, "classify-test-inter", "#111", "#fff")).features;
    expect(classifyCell(new Float32Array(784), features).confidence).toBeLessThan(DOUBTFUL_BELOW);
  });

  it("refuses a patch of the wrong size (a bug in the caller, not user input)", () => {
    const features = patchOf(drawCell(1, "classify-test-inter", "#111", "#fff")).features;
    expect(() => classifyCell(new Float32Array(100), features)).toThrow(/28×28/);
  });
});

describe("classifyBoard", () => {
  it("reads every inked cell of a board and gives null for blank ones", () => {
    const cells = [3, 0, 8, 5].map((digit, cell) => {
      const picture = drawCell(
        digit === 0 ? 1 : digit,
        "classify-test-inter-bold",
        digit === 0 ? "#fff" : "#111",
        "#fff",
      );
      return { ...extractSample({ picture, margin: MARGIN, inverted: false }), cell };
    });
    expect(cells.map((c) => c.ink)).toEqual([true, false, true, true]);
    expect(classifyBoard(cells).map((r) => (r ? { digit: r.digit, kind: r.kind } : null))).toEqual([
      { digit: 3, kind: "printed" },
      null,
      { digit: 8, kind: "printed" },
      { digit: 5, kind: "printed" },
    ]);
  });
});

describe("loadDigitModel", () => {
  const file = JSON.parse(readFileSync(modelPath(), "utf8")) as ModelFile;

  it("refuses a file of another format", () => {
    expect(() => loadDigitModel({ ...file, format: "other" as ModelFile["format"] })).toThrow(
      /unknown model format/,
    );
  });

  it("refuses a file whose ink features are not the ones classify.ts computes", () => {
    expect(() => loadDigitModel({ ...file, features: ["saturation"] })).toThrow(/features/);
  });
});

describe("readOfProbabilities", () => {
  it("takes the likeliest of 1..9 even when blank (class 0) is likelier, and the likelier kind", () => {
    const probabilities = Float32Array.from([0.5, 0.05, 0.1, 0.3, 0.05, 0, 0, 0, 0, 0]);
    const read = readOfProbabilities(probabilities, 0.2);
    expect(read.digit).toBe(3);
    expect(read.confidence).toBeCloseTo(0.3, 6);
    expect(read.kind).toBe("printed");
    expect(read.kindConfidence).toBeCloseTo(0.8, 6);
    expect(readOfProbabilities(probabilities, 0.7)).toMatchObject({ kind: "handwritten" });
    expect(readOfProbabilities(probabilities, 0.7).kindConfidence).toBeCloseTo(0.7, 6);
  });

  it("keeps the lower digit on a tie", () => {
    const probabilities = Float32Array.from([0, 0, 0.5, 0, 0, 0, 0, 0.5, 0, 0]);
    expect(readOfProbabilities(probabilities, 0.5)).toMatchObject({ digit: 2, kind: "handwritten" });
  });
});

describe("featureVector", () => {
  it("lists the features in the model's order, hue as a saturation-weighted direction", () => {
    const vector = featureVector({
      hue: 90,
      saturation: 0.5,
      value: 0.4,
      contrast: 0.3,
      inkFraction: 0.2,
      height: 0.6,
      width: 0.35,
      stroke: 0.05,
      inverted: true,
    });
    expect(vector).toHaveLength(FEATURE_NAMES.length);
    const expected = [0.5, 0.4, 0.3, 0.2, 0.6, 0.35, 0.05, 1, 0, 0.5];
    expected.forEach((v, i) => {
      expect(vector[i]).toBeCloseTo(v, 6);
    });
  });
});
