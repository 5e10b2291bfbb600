/**
 * The digit model's forward pass, written out as plain loops over `Float32Array`s: a small convolutional
 * network (or any stack of the layers below) read from a JSON file of base64 float32 weights.
 *
 * Glossary:
 * - tensor: a `Float32Array` holding `channels × height × width` values, channel-major (as PyTorch stores
 *   them); a vector is a tensor with height = width = 1.
 * - layer: one step of the network (convolution, dense, ReLU, max- or average-pool); a stack: layers
 *   run in order.
 * - trunk: the stack from the patch to the embedding; heads: stacks from the embedding to the answers
 *   (digit logits; printed-vs-handwritten logit, which also sees the ink features).
 * - plan: the stack compiled once with its output buffers allocated, so a forward pass allocates nothing.
 *
 * Road not taken: @tensorflow/tfjs (pure JS) and onnxruntime-web. For a network this size their per-call
 * overhead (tensor objects, graph dispatch, WASM start-up) outweighs the arithmetic; `npm run bench:digits`
 * measures this forward pass against tfjs on the same weights and the figures are in the README.
 */

import { convStep, type Shape, type Step } from "./convolution.js";

/** A layer as stored in the model file. Weights are base64 little-endian float32, PyTorch layout. */
export type LayerSpec =
  | {
      type: "conv";
      inChannels: number;
      outChannels: number;
      kernel: number;
      stride: number;
      padding: number;
      weight: string;
      bias: string;
    }
  | { type: "dense"; inputs: number; outputs: number; weight: string; bias: string }
  | { type: "relu" }
  | { type: "maxpool"; size: number }
  | { type: "avgpool"; size: number };

/** The model file (assets/models/digits.json). */
export interface ModelFile {
  format: "sudoku-digit-model/1";
  /** How the weights were made: data, architecture, epochs, date, validation accuracy. */
  note: Record<string, unknown>;
  /** Side of the square input patch. */
  inputSize: number;
  /** Names of the ink-feature vector entries, in order (see `featureVector` in classify.ts). */
  features: string[];
  /** Softmax temperature fitted on calibration photos (divide the digit logits by it). */
  temperature: number;
  /** Patch → embedding. */
  trunk: LayerSpec[];
  /** Embedding → 10 digit logits; index 0 means "not a digit" (a smudge, a line remnant, a pencil mark). */
  digitHead: LayerSpec[];
  /** [embedding, ink features] → 1 logit, positive = handwritten. */
  kindHead: LayerSpec[];
}

/** A compiled stack of layers. */
export interface Plan {
  /** Runs the stack; the returned array is reused by the next call. */
  run(input: Float32Array): Float32Array;
  /** Shape of the output. */
  output: Shape;
}

/** Whether this machine stores a float32 little-endian, as the model file does (x86 and ARM do). */
const LITTLE_ENDIAN = new Uint8Array(Float32Array.of(1).buffer)[3] === 0x3f;

/**
 * Decodes a base64 little-endian float32 array, checking its length. On a little-endian machine the
 * bytes are the floats already and are copied whole (one call to `readFloatLE` per weight, about 119k of them
 * in the shipped model, was most of a fresh process's model load); elsewhere each is read little-endian.
 * @example decodeFloats(spec.bias, spec.outputs)[0]
 */
export function decodeFloats(base64: string, expected: number): Float32Array {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length !== expected * 4) {
    throw new Error(`model weights: expected ${expected} floats, found ${bytes.length / 4}`);
  }
  const out = new Float32Array(expected);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(bytes);
  else for (let i = 0; i < expected; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

/**
 * A dense layer over its input's nonzero entries (after a ReLU, most of them are 0), gathered first, with
 * the weights stored input by input (the file holds them output by output) and the sums taken eight
 * outputs at a time, then four, then one. Each sum adds the inputs in order from the bias, as the plain loop does.
 * The blocks are written out here and in convolution.ts rather than shared: a summing function shared between
 * layers ran as slowly as the four-wide loop (convolution.ts, convStep).
 */
function denseStep(spec: Extract<LayerSpec, { type: "dense" }>, inShape: Shape): Step {
  const n = inShape.channels * inShape.height * inShape.width;
  if (n !== spec.inputs) throw new Error(`dense expects ${spec.inputs} inputs, gets ${n}`);
  const outputs = spec.outputs;
  const rows = decodeFloats(spec.weight, outputs * n);
  const weight = new Float32Array(outputs * n);
  for (let o = 0; o < outputs; o++)
    for (let i = 0; i < n; i++) weight[i * outputs + o] = rows[o * n + i] as number;
  const bias = decodeFloats(spec.bias, outputs);
  const values = new Float32Array(n);
  const rowOf = new Int32Array(n);
  const output = new Float32Array(outputs);
  const eights = outputs - (outputs % 8);
  const blocked = outputs - (outputs % 4);
  // The nonzero inputs gathered, with where their weights start: how many.
  const gather = (input: Float32Array): number => {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const v = input[i] as number;
      if (v !== 0) {
        values[kept] = v;
        rowOf[kept++] = i * outputs;
      }
    }
    return kept;
  };
  const run = (input: Float32Array): void => {
    const kept = gather(input);
    for (let o = 0; o < eights; o += 8) {
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
        const at = (rowOf[j] as number) + o;
        s0 += v * (weight[at] as number);
        s1 += v * (weight[at + 1] as number);
        s2 += v * (weight[at + 2] as number);
        s3 += v * (weight[at + 3] as number);
        s4 += v * (weight[at + 4] as number);
        s5 += v * (weight[at + 5] as number);
        s6 += v * (weight[at + 6] as number);
        s7 += v * (weight[at + 7] as number);
      }
      output[o] = s0;
      output[o + 1] = s1;
      output[o + 2] = s2;
      output[o + 3] = s3;
      output[o + 4] = s4;
      output[o + 5] = s5;
      output[o + 6] = s6;
      output[o + 7] = s7;
    }
    for (let o = eights; o < blocked; o += 4) {
      let s0 = bias[o] as number;
      let s1 = bias[o + 1] as number;
      let s2 = bias[o + 2] as number;
      let s3 = bias[o + 3] as number;
      for (let j = 0; j < kept; j++) {
        const v = values[j] as number;
        const at = (rowOf[j] as number) + o;
        s0 += v * (weight[at] as number);
        s1 += v * (weight[at + 1] as number);
        s2 += v * (weight[at + 2] as number);
        s3 += v * (weight[at + 3] as number);
      }
      output[o] = s0;
      output[o + 1] = s1;
      output[o + 2] = s2;
      output[o + 3] = s3;
    }
    for (let o = blocked; o < outputs; o++) {
      let sum = bias[o] as number;
      for (let j = 0; j < kept; j++)
        sum += (values[j] as number) * (weight[(rowOf[j] as number) + o] as number);
      output[o] = sum;
    }
  };
  return { output, shape: { channels: outputs, height: 1, width: 1 }, run };
}

function reluStep(inShape: Shape): Step {
  const output = new Float32Array(inShape.channels * inShape.height * inShape.width);
  return {
    output,
    shape: inShape,
    run(input) {
      for (let i = 0; i < output.length; i++) {
        const v = input[i] as number;
        output[i] = Math.max(v, 0);
      }
    },
  };
}

function poolStep(kind: "max" | "avg", size: number, inShape: Shape): Step {
  const { channels, height, width } = inShape;
  const oh = Math.floor(height / size);
  const ow = Math.floor(width / size);
  const output = new Float32Array(channels * oh * ow);
  return {
    output,
    shape: { channels, height: oh, width: ow },
    run(input) {
      for (let c = 0; c < channels; c++) {
        for (let oy = 0; oy < oh; oy++) {
          for (let ox = 0; ox < ow; ox++) {
            let best = Number.NEGATIVE_INFINITY;
            let sum = 0;
            for (let dy = 0; dy < size; dy++) {
              for (let dx = 0; dx < size; dx++) {
                const v = input[(c * height + oy * size + dy) * width + ox * size + dx] as number;
                if (v > best) best = v;
                sum += v;
              }
            }
            output[(c * oh + oy) * ow + ox] = kind === "max" ? best : sum / (size * size);
          }
        }
      }
    },
  };
}

/** Compiles a stack of layers for inputs of `shape`, allocating every buffer once. */
export function compileStack(specs: readonly LayerSpec[], shape: Shape): Plan {
  const steps: Step[] = [];
  let current = shape;
  for (const spec of specs) {
    const step =
      spec.type === "conv"
        ? convStep(
            spec,
            current,
            decodeFloats(spec.weight, spec.outChannels * spec.inChannels * spec.kernel * spec.kernel),
            decodeFloats(spec.bias, spec.outChannels),
          )
        : spec.type === "dense"
          ? denseStep(spec, current)
          : spec.type === "relu"
            ? reluStep(current)
            : poolStep(spec.type === "maxpool" ? "max" : "avg", spec.size, current);
    steps.push(step);
    current = step.shape;
  }
  return {
    output: current,
    run(input) {
      let data = input;
      for (const step of steps) {
        step.run(data);
        data = step.output;
      }
      return data;
    },
  };
}

/** Numerically stable softmax of `logits / temperature`, into a new array. */
export function softmax(logits: Float32Array, temperature = 1): Float32Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of logits) max = Math.max(max, v / temperature);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    const e = Math.exp((logits[i] as number) / temperature - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}
