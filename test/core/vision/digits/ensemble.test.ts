import { describe, expect, it } from "vitest";
import type { DigitModel } from "../../../../src/core/vision/digits/classify.js";
import { averageReads, ensembleOf, type ProbableRead } from "../../../../src/core/vision/digits/ensemble.js";
import type { InkFeatures } from "../../../../src/core/vision/types.js";

/** A read with the given class probabilities (index 0 = not a digit) and probability of handwriting. */
function readOf(probabilities: number[], handwritten: number): ProbableRead {
  const p = Float32Array.from(probabilities);
  let digit = 1;
  for (let d = 2; d <= 9; d++) if ((p[d] as number) > (p[digit] as number)) digit = d;
  return {
    digit,
    kind: handwritten >= 0.5 ? "handwritten" : "printed",
    confidence: p[digit] as number,
    kindConfidence: handwritten >= 0.5 ? handwritten : 1 - handwritten,
    probabilities: p,
  };
}

const sureSeven = readOf([0, 0, 0, 0, 0, 0, 0, 0.98, 0.02, 0], 0.9);
const unsureOne = readOf([0, 0.45, 0, 0, 0, 0, 0, 0.55, 0, 0], 0.2);

describe("averageReads", () => {
  it("averages the probabilities class by class and picks the likeliest digit of the average", () => {
    const read = averageReads([sureSeven, unsureOne]);
    expect(read.digit).toBe(7);
    expect(read.confidence).toBeCloseTo((0.98 + 0.55) / 2, 6);
    expect(read.probabilities[1]).toBeCloseTo(0.225, 6);
  });

  it("averages the probability of handwriting, not the kinds' own confidences", () => {
    // 0.9 handwritten and 0.2 handwritten (0.8 printed) average to 0.55 handwritten.
    const read = averageReads([sureSeven, unsureOne]);
    expect(read.kind).toBe("handwritten");
    expect(read.kindConfidence).toBeCloseTo(0.55, 6);
  });

  it("lets a second read that disagrees pull a sure digit below a doubt line", () => {
    const otherFour = readOf([0, 0, 0, 0, 0.97, 0, 0, 0.03, 0, 0], 0.9);
    const read = averageReads([sureSeven, otherFour]);
    expect(read.confidence).toBeLessThan(0.51);
  });
});

describe("ensembleOf", () => {
  const FEATURES = {} as InkFeatures;
  const fixed = (read: ProbableRead): DigitModel => ({ note: { read: read.digit }, classify: () => read });

  it("reads as the average of its members", () => {
    const model = ensembleOf([fixed(sureSeven), fixed(unsureOne)]);
    const read = model.classify(new Float32Array(784), FEATURES);
    expect(read.confidence).toBeCloseTo(averageReads([sureSeven, unsureOne]).confidence, 6);
    expect(model.note).toEqual({ ensemble: [{ read: 7 }, { read: 7 }] });
  });

  it("is the member itself when there is one, and refuses none", () => {
    const only = fixed(sureSeven);
    expect(ensembleOf([only])).toBe(only);
    expect(() => ensembleOf([])).toThrow(/at least one/);
  });
});
