/**
 * The digit model's convolution layer (model.ts compiles the stack): a gather of each window's nonzero
 * taps and dot products over them, several output channels at a time.
 *
 * Glossary (see model.ts for tensor, layer):
 * - tap: one weight's place in a window (input channel, row, column); a window: the taps under one output
 *   position.
 * - block: output channels summed together over the same gathered taps (eight, four, or one at a time).
 */
import type { LayerSpec } from "./model.js";

/** Shape of a tensor. */
export interface Shape {
  channels: number;
  height: number;
  width: number;
}

/** One compiled layer: reads `input`, writes its own preallocated `output`. */
export interface Step {
  output: Float32Array;
  shape: Shape;
  run(input: Float32Array): void;
}

/**
 * A convolution as a gather and dot products: the input is copied into a zero-bordered buffer (no bounds
 * tests in the loops); for each output position the window's nonzero taps are gathered (with which tap
 * each is), and every output channel's sum is taken over them, four (or eight) channels at a time so that the
 * sums stay in registers while the gathered taps are read once. Each sum starts from its channel's bias
 * and adds the taps in the order of the plain seven nested loops, so the output is the same bit for bit:
 * only zero taps are skipped, and adding 0 × w leaves a sum as it was. Most of a cell is blank and, past
 * a ReLU, many activations are 0. On the shipped network the whole forward pass is about 1.3x faster
 * than the same gather taking one channel at a time over every position (`npm run bench:digits --
 * --time-only` under Node 24, 16.5 → 12.3 ms CPU per 81 patches, 2026-11-25), which was about 2.2x
 * faster than the plain loops. The weights are held as doubles (the file's float32 values exactly,
 * converted once rather than at every product), a block of four channels' weights for one tap side by
 * side: about 5 % faster again (12.0 → 11.4 ms CPU per 81 patches of training photos, the same outputs
 * bit for bit, 2026-11-25). A layer whose channels divide by eight sums eight at a time (the shipped
 * second convolution, 24 channels: its gathered taps read a third as often), and each block width has its
 * own run function, only the one used made: V8 compiles a closure made once with what it closes over as
 * constants, and the eight-wide loop shared with the first layer's ran as slowly as the four-wide one.
 * The shipped second convolution on the patches of two blurred pen-filled photos' reads (1464, each read
 * whole): about 113 → 71 µs a patch, a whole forward pass about 216 → 153 µs with the dense layer's eights
 * (model.ts), the outputs bit for bit the same. Another model loaded in the same process shares the run
 * functions and is slower, not different.
 * @param weight the file's weights (PyTorch layout: output channel, input channel, row, column)
 * @example const step = convStep(spec, { channels: 1, height: 28, width: 28 }, weight, bias); step.run(patch)
 */
export function convStep(
  spec: Extract<LayerSpec, { type: "conv" }>,
  inShape: Shape,
  weight: Float32Array,
  bias: Float32Array,
): Step {
  const { inChannels: ci, outChannels: co, kernel: k, stride: s, padding: p } = spec;
  if (inShape.channels !== ci) throw new Error(`conv expects ${ci} channels, gets ${inShape.channels}`);
  const ih = inShape.height;
  const iw = inShape.width;
  const oh = Math.floor((ih + 2 * p - k) / s) + 1;
  const ow = Math.floor((iw + 2 * p - k) / s) + 1;
  const taps = ci * k * k;
  const output = new Float32Array(co * oh * ow);
  const ph = ih + 2 * p;
  const pw = iw + 2 * p;
  const padded = new Float32Array(ci * ph * pw);
  const positions = oh * ow;
  // A tap's place in the padded buffer from its window's top-left corner, and each window's corner.
  const tapAt = new Int32Array(taps);
  let tap = 0;
  for (let c = 0; c < ci; c++) {
    for (let ky = 0; ky < k; ky++) for (let kx = 0; kx < k; kx++) tapAt[tap++] = (c * ph + ky) * pw + kx;
  }
  const corner = new Int32Array(positions);
  for (let oy = 0; oy < oh; oy++) for (let ox = 0; ox < ow; ox++) corner[oy * ow + ox] = oy * s * pw + ox * s;
  const values = new Float64Array(taps);
  const tapOf = new Int32Array(taps);
  // Channels taken eight at a time where they divide by eight, else four at a time; the rest one at a time.
  const width = co % 8 === 0 ? 8 : 4;
  const eights = width === 8 ? co : 0;
  const fours = co - (co % 4);
  const blocked = width === 8 ? eights : fours;
  // The weights as doubles (the same values), a block's channels' weights for one tap side by side.
  const weights = new Float64Array(co * taps);
  for (let o = 0; o < blocked; o++)
    for (let t = 0; t < taps; t++)
      weights[(o - (o % width)) * taps + t * width + (o % width)] = weight[o * taps + t] as number;
  for (let o = blocked; o < co; o++)
    for (let t = 0; t < taps; t++) weights[o * taps + t] = weight[o * taps + t] as number;
  const sumEights = (q: number, kept: number): void => {
    for (let o = 0; o < eights; o += 8) {
      const w0 = o * taps;
      let s0 = bias[o] as number;
      let s1 = bias[o + 1] as number;
      let s2 = bias[o + 2] as number;
      let s3 = bias[o + 3] as number;
      let s4 = bias[o + 4] as number;
      let s5 = bias[o + 5] as number;
      let s6 = bias[o + 6] as number;
      let s7 = bias[o + 7] as number;
      for (let j = 0; j < kept; j++) {
        const v = values[j] as number;
        const at = w0 + (tapOf[j] as number);
        s0 += v * (weights[at] as number);
        s1 += v * (weights[at + 1] as number);
        s2 += v * (weights[at + 2] as number);
        s3 += v * (weights[at + 3] as number);
        s4 += v * (weights[at + 4] as number);
        s5 += v * (weights[at + 5] as number);
        s6 += v * (weights[at + 6] as number);
        s7 += v * (weights[at + 7] as number);
      }
      output[o * positions + q] = s0;
      output[(o + 1) * positions + q] = s1;
      output[(o + 2) * positions + q] = s2;
      output[(o + 3) * positions + q] = s3;
      output[(o + 4) * positions + q] = s4;
      output[(o + 5) * positions + q] = s5;
      output[(o + 6) * positions + q] = s6;
      output[(o + 7) * positions + q] = s7;
    }
  };
  const sumFours = (q: number, kept: number): void => {
    for (let o = eights; o < fours; o += 4) {
      const w0 = o * taps;
      let s0 = bias[o] as number;
      let s1 = bias[o + 1] as number;
      let s2 = bias[o + 2] as number;
      let s3 = bias[o + 3] as number;
      for (let j = 0; j < kept; j++) {
        const v = values[j] as number;
        const at = w0 + (tapOf[j] as number);
        s0 += v * (weights[at] as number);
        s1 += v * (weights[at + 1] as number);
        s2 += v * (weights[at + 2] as number);
        s3 += v * (weights[at + 3] as number);
      }
      output[o * positions + q] = s0;
      output[(o + 1) * positions + q] = s1;
      output[(o + 2) * positions + q] = s2;
      output[(o + 3) * positions + q] = s3;
    }
  };
  const sumOnes = (q: number, kept: number): void => {
    for (let o = blocked; o < co; o++) {
      const w0 = o * taps;
      let sum = bias[o] as number;
      for (let j = 0; j < kept; j++)
        sum += (values[j] as number) * (weights[w0 + (tapOf[j] as number) / width] as number);
      output[o * positions + q] = sum;
    }
  };
  // The input copied into the zero-bordered buffer.
  const pad = (input: Float32Array): void => {
    for (let c = 0; c < ci; c++) {
      for (let y = 0; y < ih; y++) {
        const from = (c * ih + y) * iw;
        const to = (c * ph + y + p) * pw + p;
        for (let x = 0; x < iw; x++) padded[to + x] = input[from + x] as number;
      }
    }
  };
  // The nonzero taps of position q's window gathered, with where their weights start: how many.
  const gather = (q: number): number => {
    const at = corner[q] as number;
    let kept = 0;
    for (let t = 0; t < taps; t++) {
      const v = padded[at + (tapAt[t] as number)] as number;
      if (v !== 0) {
        values[kept] = v;
        tapOf[kept++] = width * t;
      }
    }
    return kept;
  };
  // One run function per block width, only the one used made: a closure made once is compiled with the
  // values it closes over as constants, and the eight-wide loop ran about a third slower shared.
  const run =
    width === 8
      ? (input: Float32Array): void => {
          pad(input);
          for (let q = 0; q < positions; q++) {
            const kept = gather(q);
            sumEights(q, kept);
            sumOnes(q, kept);
          }
        }
      : (input: Float32Array): void => {
          pad(input);
          for (let q = 0; q < positions; q++) {
            const kept = gather(q);
            sumFours(q, kept);
            sumOnes(q, kept);
          }
        };
  return { output, shape: { channels: co, height: oh, width: ow }, run };
}
