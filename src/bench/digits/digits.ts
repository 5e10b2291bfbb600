/**
 * `npm run bench:digits`: the shipped digit model's accuracy on the held-out photos (digits-photos.ts),
 * then the time of its forward pass per board (81 patches): the hand-written loops of
 * src/core/vision/digits/model.ts against the same weights run by @tensorflow/tfjs (pure JS, CPU backend) when
 * that is installed (`npm install --no-save @tensorflow/tfjs`; it is not a dependency). Both run side by
 * side in one process; the figures are medians of 200 boards after 20 warm-ups, in wall time and in this
 * process's CPU time (the machine may be shared: CPU time is what the work costs). Outputs are compared
 * too, so the two are known to compute the same thing. Options: DIGITS_USAGE below (`--help`).
 */
import { readFileSync } from "node:fs";
import { modelPath, shippedModel } from "../../core/vision/digits/classify.js";
import { decodeFloats, type LayerSpec, type ModelFile } from "../../core/vision/digits/model.js";
import type { InkFeatures } from "../../core/vision/types.js";
import { checkArgs, optionsOrExit } from "../shared/args.js";
import { median } from "../shared/stats.js";
import { scorePhotos } from "./digits-photos.js";

/** `npm run bench:digits -- --help`. */
const DIGITS_USAGE = `usage: npm run bench:digits -- [options]
  --time-only   skip the photos: time the forward pass only
  --help, -h    this text`;
const args = optionsOrExit(checkArgs(process.argv.slice(2), ["--time-only"], []), DIGITS_USAGE);

const RUNS = 200;
const WARM_UPS = 20;
const CELLS = 81;

/** Random-looking but fixed patches: blobs of ink, so ReLUs fire as on real digits. */
function makePatches(): Float32Array[] {
  const patches: Float32Array[] = [];
  let seed = 7;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  for (let c = 0; c < CELLS; c++) {
    const p = new Float32Array(784);
    const cx = 10 + next() * 8;
    const cy = 10 + next() * 8;
    for (let y = 4; y < 24; y++) {
      for (let x = 4; x < 24; x++) {
        const d = Math.hypot(x - cx, y - cy);
        p[y * 28 + x] = d > 5 && d < 8 + next() * 2 ? 1 : 0;
      }
    }
    patches.push(p);
  }
  return patches;
}

const FEATURES: InkFeatures = {
  hue: 220,
  saturation: 0.6,
  value: 0.5,
  contrast: 0.5,
  inkFraction: 0.15,
  height: 0.6,
  width: 0.4,
  stroke: 0.08,
  inverted: false,
};

/** Median wall and CPU milliseconds of `run`. */
function time(run: () => void): { wall: number; cpu: number } {
  for (let i = 0; i < WARM_UPS; i++) run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpu);
    walls.push(Number(process.hrtime.bigint() - start) / 1e6);
    cpus.push((used.user + used.system) / 1000);
  }
  return { wall: median(walls), cpu: median(cpus) };
}

if (!args.includes("--time-only")) {
  await scorePhotos("calibration", true, true);
  await scorePhotos("validation", false, false);
  await scorePhotos("validation", true, false);
  await scorePhotos("validation", true, true);
}

const patches = makePatches();
const model = shippedModel();
const file = JSON.parse(readFileSync(modelPath(), "utf8")) as ModelFile;
const ours: Float32Array[] = [];
const oursMs = time(() => {
  ours.length = 0;
  for (const p of patches) ours.push(model.classify(p, FEATURES).probabilities);
});
const row = (name: string, t: { wall: number; cpu: number }) =>
  console.log(`| ${name} | ${t.wall.toFixed(2)} | ${t.cpu.toFixed(2)} |`);
console.log(`\n| forward pass, ${CELLS} cells | median wall ms | median CPU ms |\n| --- | ---: | ---: |`);
row("hand-written loops (model.ts)", oursMs);

// tfjs is optional: a computed specifier keeps tsc from requiring its types.
const tfName = "@tensorflow/tfjs";
// biome-ignore lint/suspicious/noExplicitAny: tfjs is loaded only when present, without its types
let tf: any;
try {
  tf = await import(tfName);
} catch {
  console.log("| @tensorflow/tfjs | not installed (npm install --no-save @tensorflow/tfjs) |");
}
if (tf) {
  await tf.setBackend("cpu");
  await tf.ready();
  // biome-ignore lint/suspicious/noExplicitAny: tfjs layers built at run time
  const layers: any[] = [];
  const toTf = (specs: LayerSpec[], first: boolean) => {
    for (const spec of specs) {
      if (spec.type === "conv") {
        const w = decodeFloats(spec.weight, spec.outChannels * spec.inChannels * spec.kernel * spec.kernel);
        // PyTorch [out, in, kh, kw] → tfjs [kh, kw, in, out]; padding by an explicit pad layer.
        const k = spec.kernel;
        const hwio = new Float32Array(w.length);
        for (let o = 0; o < spec.outChannels; o++)
          for (let i = 0; i < spec.inChannels; i++)
            for (let y = 0; y < k; y++)
              for (let x = 0; x < k; x++)
                hwio[((y * k + x) * spec.inChannels + i) * spec.outChannels + o] = w[
                  ((o * spec.inChannels + i) * k + y) * k + x
                ] as number;
        layers.push(
          tf.layers.zeroPadding2d({
            padding: spec.padding,
            ...(layers.length === 0 ? { inputShape: [28, 28, 1] } : {}),
          }),
        );
        layers.push(
          tf.layers.conv2d({
            filters: spec.outChannels,
            kernelSize: k,
            strides: spec.stride,
            padding: "valid",
            weights: [
              tf.tensor4d(hwio, [k, k, spec.inChannels, spec.outChannels]),
              tf.tensor1d(decodeFloats(spec.bias, spec.outChannels)),
            ],
          }),
        );
      } else if (spec.type === "dense") {
        if (first) {
          // channels-last → channels-first before flattening, so the dense weights apply unchanged.
          if (layers.length > 0) layers.push(tf.layers.permute({ dims: [3, 1, 2] }));
          if (layers.length === 0) layers.push(tf.layers.flatten({ inputShape: [28, 28, 1] }));
          else layers.push(tf.layers.flatten());
        }
        const w = decodeFloats(spec.weight, spec.outputs * spec.inputs);
        const t = new Float32Array(w.length);
        for (let o = 0; o < spec.outputs; o++)
          for (let i = 0; i < spec.inputs; i++) t[i * spec.outputs + o] = w[o * spec.inputs + i] as number;
        layers.push(
          tf.layers.dense({
            units: spec.outputs,
            weights: [
              tf.tensor2d(t, [spec.inputs, spec.outputs]),
              tf.tensor1d(decodeFloats(spec.bias, spec.outputs)),
            ],
          }),
        );
        first = false;
      } else if (spec.type === "relu") {
        layers.push(tf.layers.reLU());
      } else {
        layers.push(tf.layers.maxPooling2d({ poolSize: spec.size }));
      }
    }
  };
  toTf([...file.trunk, ...file.digitHead], true);
  const net = tf.sequential({ layers });
  const batch = new Float32Array(CELLS * 784);
  patches.forEach((p, i) => {
    batch.set(p, i * 784);
  });
  let theirs: Float32Array = new Float32Array(0);
  const tfMs = time(() => {
    tf.tidy(() => {
      const logits = net.predict(tf.tensor4d(batch, [CELLS, 28, 28, 1]));
      theirs = tf.softmax(tf.div(logits, file.temperature)).dataSync();
    });
  });
  let maxDiff = 0;
  ours.forEach((p, c) => {
    for (let k = 0; k < 10; k++)
      maxDiff = Math.max(maxDiff, Math.abs((p[k] as number) - (theirs[c * 10 + k] as number)));
  });
  row(`@tensorflow/tfjs ${tf.version.tfjs} (cpu backend, one batch of ${CELLS})`, tfMs);
  console.log(`\nlargest difference between the two in any class probability: ${maxDiff.toExponential(2)}`);
  console.log(`CPU time ratio tfjs / hand-written: ${(tfMs.cpu / oursMs.cpu).toFixed(2)}`);
}
