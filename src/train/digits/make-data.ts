/**
 * First step of `npm run train:digits`: renders the synthetic cells (printed digits in the system's open
 * fonts, handwritten ones from MNIST, blank cells that fool the extraction), adds the real training
 * photos' cells, and writes the data set the trainer reads.
 *
 * Usage: node dist/src/train/digits/make-data.js OUT_DIR [--quick] [--no-photos] [--photos-only] [--fold K/N
 * [--by-sheet]] (`--fold K/N`: the training photos of fold K are kept out of training, with `--by-sheet`
 * every non-validation photo of the sheets of sheet fold K; see photos.ts.)
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type DigitModel, shippedModel } from "../../core/vision/digits/classify.js";
import { extractSample } from "./cell-sample.js";
import { DatasetWriter } from "./dataset.js";
import { loadFaces } from "./fonts.js";
import { addPhotoCells } from "./photos.js";
import { seededRandom } from "./random.js";
import { type InkImage, renderBlank, renderSample, type Sample, type Source } from "./render.js";
import { foldOption } from "./trainer-args.js";

const out = process.argv[2] ?? ".cache/digits";
const quick = process.argv.includes("--quick");
const fold = foldOption(process.argv);
if (typeof fold === "string") {
  console.error(fold);
  process.exit(2);
}
/** Renders of each (face, digit) pair, and of each MNIST image. */
const FONT_RENDERS = quick ? 2 : 8;
const MNIST_RENDERS = quick ? 1 : 3;
const BLANKS = quick ? 500 : 4000;
/** Share of each MNIST digit's images (the last ones) kept for the unseen split. */
const MNIST_UNSEEN = 0.15;

const require = createRequire(import.meta.url);
const random = seededRandom(20261123);
const writer = new DatasetWriter();
const started = Date.now();
let dropped = 0;

function add(sample: Sample, split: "train" | "unseen", source: "font" | "mnist" | "blank"): void {
  const cell = extractSample(sample, random);
  if (!cell.ink) {
    dropped++;
    return;
  }
  writer.add(cell.patch, cell.features, sample.digit, sample.kind === "handwritten", split, source);
}

const faces = loadFaces();

/** Printed digits: every training face renders each digit FONT_RENDERS times; held-out faces 3 times. */
function addFonts(): void {
  console.log(`faces: ${faces.training.length} for training, ${faces.heldOut.length} held out`);
  for (const [list, split, renders] of [
    [faces.training, "train", FONT_RENDERS],
    [faces.heldOut, "unseen", 3],
  ] as const) {
    for (const face of list) {
      for (let digit = 1; digit <= 9; digit++) {
        for (let r = 0; r < renders; r++) {
          add(
            renderSample(random, digit, { kind: "printed", face }, random.pick(faces.training)),
            split,
            "font",
          );
        }
      }
    }
  }
}

/** Handwritten digits: MNIST's images of 1-9, the last MNIST_UNSEEN of each digit held out. */
function addMnist(): void {
  const mnistDir = require.resolve("mnist/src/digits/1.json").replace(/1\.json$/, "");
  for (let digit = 1; digit <= 9; digit++) {
    const data = (JSON.parse(readFileSync(`${mnistDir}${digit}.json`, "utf8")) as { data: number[] }).data;
    const count = Math.floor(data.length / 784);
    const firstUnseen = Math.floor(count * (1 - MNIST_UNSEEN));
    for (let i = 0; i < count; i++) {
      const ink: InkImage = Float32Array.from(data.slice(i * 784, (i + 1) * 784));
      const source: Source = { kind: "handwritten", ink };
      const unseen = i >= firstUnseen;
      for (let r = 0; r < (unseen ? 1 : MNIST_RENDERS); r++) {
        add(
          renderSample(random, digit, source, random.pick(faces.training)),
          unseen ? "unseen" : "train",
          "mnist",
        );
      }
    }
  }
}

const log = (step: string) =>
  console.log(`${step}: ${writer.size} samples, ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!process.argv.includes("--photos-only")) {
  addFonts();
  log("fonts");
  addMnist();
  log("mnist");
  for (let i = 0; i < BLANKS; i++) add(renderBlank(random), i % 10 === 0 ? "unseen" : "train", "blank");
}

// The shipped model, if any, sets aside training photos taken sideways (see photos.ts).
let previous: DigitModel | null = null;
try {
  previous = shippedModel();
} catch {
  console.log("no shipped model yet: no photos are set aside as sideways");
}
const photos = process.argv.includes("--no-photos")
  ? {}
  : await addPhotoCells(writer, previous, undefined, fold);
console.log(photos);

writer.write(out, {
  made: new Date().toISOString(),
  fonts: { training: faces.training.map((f) => f.file), heldOut: faces.heldOut.map((f) => f.file) },
  droppedSynthetic: dropped,
  photos,
});
console.log(
  `wrote ${writer.size} samples to ${out} (${dropped} synthetic cells had no ink found) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(Object.fromEntries(writer.counts));
