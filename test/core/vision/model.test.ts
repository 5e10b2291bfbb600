import { describe, expect, it } from "vitest";
import { compileStack, decodeFloats, type LayerSpec, softmax } from "../../../src/core/vision/model.js";

const floats = (values: number[]): string => Buffer.from(Float32Array.from(values).buffer).toString("base64");

describe("compileStack", () => {
  it("computes a padded, strided convolution as written out by hand", () => {
    // 1 channel 3×3 input, one 3×3 kernel, padding 1, stride 2 → 2×2 output.
    const input = Float32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const kernel = [0, 1, 0, 1, 1, 1, 0, 1, 0]; // a plus sign
    const conv: LayerSpec = {
      type: "conv",
      inChannels: 1,
      outChannels: 1,
      kernel: 3,
      stride: 2,
      padding: 1,
      weight: floats(kernel),
      bias: floats([0.5]),
    };
    const plan = compileStack([conv], { channels: 1, height: 3, width: 3 });
    expect(plan.output).toEqual({ channels: 1, height: 2, width: 2 });
    // Output (0,0) centred on input (0,0): 1 + 2 + 4 (+ padding zeros) + bias; (0,1) on (0,2): 3 + 2 + 6; …
    expect(Array.from(plan.run(input))).toEqual([
      1 + 2 + 4 + 0.5,
      3 + 2 + 6 + 0.5,
      7 + 4 + 8 + 0.5,
      9 + 6 + 8 + 0.5,
    ]);
  });

  it("runs dense, ReLU and max-pool layers in order over channel-major tensors", () => {
    const input = Float32Array.from([1, -2, 3, 4, /* channel 2 */ -1, -5, 0, -3]);
    const stack: LayerSpec[] = [
      { type: "maxpool", size: 2 },
      {
        type: "dense",
        inputs: 2,
        outputs: 3,
        weight: floats([1, 0, 0, 1, 1, -1]),
        bias: floats([0, 1, -10]),
      },
      { type: "relu" },
    ];
    const plan = compileStack(stack, { channels: 2, height: 2, width: 2 });
    // max-pool: [4, 0]; dense: [4, 1, 4 − 0 − 10 = −6]; ReLU: [4, 1, 0].
    expect(Array.from(plan.run(input))).toEqual([4, 1, 0]);
  });

  it("refuses weights whose count does not fit the layer", () => {
    const bad: LayerSpec = {
      type: "dense",
      inputs: 2,
      outputs: 2,
      weight: floats([1, 2, 3]),
      bias: floats([0, 0]),
    };
    expect(() => compileStack([bad], { channels: 2, height: 1, width: 1 })).toThrow(
      /expected 4 floats, found 3/,
    );
  });

  it("refuses an input shape the first layer cannot read", () => {
    const dense: LayerSpec = {
      type: "dense",
      inputs: 5,
      outputs: 1,
      weight: floats([1, 1, 1, 1, 1]),
      bias: floats([0]),
    };
    expect(() => compileStack([dense], { channels: 2, height: 1, width: 1 })).toThrow(
      /expects 5 inputs, gets 2/,
    );
  });
});

describe("decodeFloats", () => {
  it("reads little-endian float32 values back exactly", () => {
    expect(Array.from(decodeFloats(floats([1.5, -2.25, 1e-3]), 3))).toEqual(
      Array.from(Float32Array.from([1.5, -2.25, 1e-3])),
    );
  });
});

describe("softmax", () => {
  it("sums to 1 and sharpens or flattens with the temperature", () => {
    const logits = Float32Array.from([2, 1, 0]);
    const p1 = softmax(logits);
    expect(p1.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(p1[0]).toBeCloseTo(Math.exp(2) / (Math.exp(2) + Math.exp(1) + 1), 6);
    expect(softmax(logits, 0.5)[0]).toBeGreaterThan(p1[0] as number);
    expect(softmax(logits, 2)[0]).toBeLessThan(p1[0] as number);
  });

  it("stays finite for large logits", () => {
    const p = softmax(Float32Array.from([1000, 999]));
    expect(Number.isFinite(p[0])).toBe(true);
    expect(p[0]).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
  });
});
