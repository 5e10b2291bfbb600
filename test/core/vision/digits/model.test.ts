import { describe, expect, it } from "vitest";
import {
  compileStack,
  decodeFloats,
  type LayerSpec,
  softmax,
} from "../../../../src/core/vision/digits/model.js";

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

  // Output channels in blocks of four and a remainder (conv 6 = 4 + 2, dense 5 = 4 + 1), and of eight
  // (conv 16 = 8 + 8, dense 13 = 8 + 4 + 1).
  it.each([
    [6, 5],
    [16, 13],
  ])(
    "gives what the plain nested loops give, bit for bit, on sparse multi-channel inputs (conv %i, dense %i)",
    (co, outputs) => {
      // A seeded generator, so a failure repeats.
      let seed = 7;
      const next = (): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const shape = { channels: 3, height: 9, width: 8 };
      const spec = { inChannels: 3, outChannels: co, kernel: 3, stride: 2, padding: 1 };
      const weight = Float32Array.from({ length: co * 3 * 9 }, () => next() * 2 - 1);
      const bias = Float32Array.from({ length: co }, () => next() - 0.5);
      const inputs = co * 5 * 4;
      const dense = Float32Array.from({ length: outputs * inputs }, () => next() - 0.5);
      const denseBias = Float32Array.from({ length: outputs }, () => next() - 0.5);
      const plan = compileStack(
        [
          { type: "conv", ...spec, weight: floats([...weight]), bias: floats([...bias]) },
          { type: "relu" },
          { type: "dense", inputs, outputs, weight: floats([...dense]), bias: floats([...denseBias]) },
        ],
        shape,
      );
      const input = Float32Array.from({ length: 3 * 9 * 8 }, () => (next() < 0.7 ? 0 : next()));
      // The reference: every tap tested against the edges, zeros multiplied like any value.
      const conv = new Float32Array(inputs);
      for (let o = 0; o < co; o++) {
        for (let oy = 0; oy < 5; oy++) {
          for (let ox = 0; ox < 4; ox++) {
            let sum = bias[o] as number;
            for (let c = 0; c < 3; c++) {
              for (let ky = 0; ky < 3; ky++) {
                for (let kx = 0; kx < 3; kx++) {
                  const y = oy * 2 + ky - 1;
                  const x = ox * 2 + kx - 1;
                  const v = y < 0 || y >= 9 || x < 0 || x >= 8 ? 0 : (input[(c * 9 + y) * 8 + x] as number);
                  sum += v * (weight[((o * 3 + c) * 3 + ky) * 3 + kx] as number);
                }
              }
            }
            conv[(o * 5 + oy) * 4 + ox] = Math.max(sum, 0);
          }
        }
      }
      const expected = Array.from({ length: outputs }, (_, o) => {
        let sum = denseBias[o] as number;
        for (let i = 0; i < inputs; i++) sum += (conv[i] as number) * (dense[o * inputs + i] as number);
        return Math.fround(sum);
      });
      expect(conv.some((v) => v === 0)).toBe(true);
      expect(Array.from(plan.run(input))).toEqual(expected);
    },
  );

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

  it("gives every value readFloatLE gives, bit for bit, NaNs and subnormals included", () => {
    // Random bytes, an odd offset into them, so no value is left to a lucky alignment.
    let seed = 11;
    const bytes = Buffer.alloc(4 * 1001 + 1);
    for (let i = 0; i < bytes.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      bytes[i] = seed >>> 24;
    }
    const part = bytes.subarray(1);
    part.writeUInt32LE(0x00000001, 0); // the smallest subnormal
    part.writeUInt32LE(0x7fc00001, 4); // a NaN with a payload
    const got = decodeFloats(part.toString("base64"), 1001);
    const bits = new Uint32Array(got.buffer);
    for (let i = 0; i < 1001; i++) {
      const want = part.readFloatLE(4 * i);
      if (Number.isNaN(want)) expect(Number.isNaN(got[i])).toBe(true);
      else expect(got[i]).toBe(want);
    }
    expect(bits[0]).toBe(1);
    expect(bits[1]).toBe(0x7fc00001);
  });

  it("refuses weights of the wrong length", () => {
    expect(() => decodeFloats(floats([1, 2]), 3)).toThrow(/expected 3 floats, found 2/);
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
