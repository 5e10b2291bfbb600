/**
 * Reads the digit in one cell patch: which digit 1..9, whether it is printed or handwritten, and how sure
 * the model is of both. The model is a small network trained by `npm run train:digits` and shipped in
 * assets/models/digits.json (see assets/models/README.md for how it was made); model.ts runs it.
 *
 * Glossary (see types.ts for patch, ink features, printed, handwritten):
 * - logits: the network's raw scores, one per class; class 0 is "not a digit" (a smudge, a line remnant,
 *   a pencil mark the extraction took for ink), classes 1..9 the digits.
 * - confidence: softmax probability of the chosen digit after temperature scaling, fitted on calibration
 *   photos so that it tracks how often the model is right (a cell below read.ts's `DOUBTFUL_BELOW` should be
 *   shown to the user as doubtful).
 * - feature vector: the ink features (colour, contrast, size) as the numbers the kind head reads.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CellClassification, CellSample, InkFeatures } from "../types.js";
import { refineKinds } from "./kinds.js";
import { compileStack, type ModelFile, type Plan, softmax } from "./model.js";
import { settleByTwins } from "./twins.js";

/** A loaded model, ready to classify patches. */
export interface DigitModel {
  /** The model file's note: data, architecture, epochs, date, validation accuracy. */
  note: Record<string, unknown>;
  /** Classifies one patch (see {@link classifyCell}). */
  classify(patch: Float32Array, features: InkFeatures): CellClassification & { probabilities: Float32Array };
}

/**
 * A cell's read from its class probabilities and its probability of handwriting: the likeliest digit of
 * 1..9 and its probability, and the likelier kind and its probability.
 * @example readOfProbabilities(p, 0.2) // { digit: likeliest of p[1..9], kind: "printed", kindConfidence: 0.8, … }
 */
export function readOfProbabilities(
  probabilities: Float32Array,
  handwritten: number,
): CellClassification & { probabilities: Float32Array } {
  let digit = 1;
  for (let d = 2; d <= 9; d++) {
    if ((probabilities[d] as number) > (probabilities[digit] as number)) digit = d;
  }
  return {
    digit,
    kind: handwritten >= 0.5 ? "handwritten" : "printed",
    confidence: probabilities[digit] as number,
    kindConfidence: handwritten >= 0.5 ? handwritten : 1 - handwritten,
    probabilities,
  };
}

/** The ink features as the kind head's input vector, in the order of the model file's `features`. */
export function featureVector(features: InkFeatures): Float32Array {
  const hue = (features.hue * Math.PI) / 180;
  return Float32Array.of(
    features.saturation,
    features.value,
    features.contrast,
    features.inkFraction,
    features.height,
    features.width,
    features.stroke,
    features.inverted ? 1 : 0,
    Math.cos(hue) * features.saturation,
    Math.sin(hue) * features.saturation,
  );
}

/** Names of {@link featureVector}'s entries; the model file must list the same. */
export const FEATURE_NAMES = [
  "saturation",
  "value",
  "contrast",
  "inkFraction",
  "height",
  "width",
  "stroke",
  "inverted",
  "hueCos",
  "hueSin",
] as const;

/**
 * Builds a classifier from a parsed model file.
 * @throws Error when the file's shapes or feature names do not fit (a broken asset is a bug, not input).
 */
export function loadDigitModel(file: ModelFile): DigitModel {
  if (file.format !== "sudoku-digit-model/1") throw new Error(`unknown model format ${String(file.format)}`);
  if (file.features.join(",") !== FEATURE_NAMES.join(",")) {
    throw new Error(`model features ${file.features.join(",")} differ from ${FEATURE_NAMES.join(",")}`);
  }
  const side = file.inputSize;
  const trunk: Plan = compileStack(file.trunk, { channels: 1, height: side, width: side });
  const embeddingSize = trunk.output.channels * trunk.output.height * trunk.output.width;
  const digitHead = compileStack(file.digitHead, { channels: embeddingSize, height: 1, width: 1 });
  const kindHead = compileStack(file.kindHead, {
    channels: embeddingSize + FEATURE_NAMES.length,
    height: 1,
    width: 1,
  });
  if (digitHead.output.channels !== 10 || kindHead.output.channels !== 1) {
    throw new Error("model heads must give 10 digit logits and 1 kind logit");
  }
  const kindInput = new Float32Array(embeddingSize + FEATURE_NAMES.length);
  return {
    note: file.note,
    classify(patch, features) {
      if (patch.length !== side * side) {
        throw new Error(`patch has ${patch.length} values, the model reads ${side}×${side}`);
      }
      const embedding = trunk.run(patch);
      kindInput.set(embedding, 0);
      kindInput.set(featureVector(features), embeddingSize);
      const probabilities = softmax(digitHead.run(embedding), file.temperature);
      const kindLogit = kindHead.run(kindInput)[0] as number;
      return readOfProbabilities(probabilities, 1 / (1 + Math.exp(-kindLogit)));
    },
  };
}

/**
 * The shipped model file's path, found by walking up from this module (it runs from src/core/vision/digits/
 * under the tests and from dist/src/core/vision/digits/ once built).
 */
export function modelPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "assets", "models", "digits.json");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("assets/models/digits.json not found above the classify module");
    dir = parent;
  }
}

let shipped: DigitModel | undefined;

/** The shipped model, loaded on first use. */
export function shippedModel(): DigitModel {
  shipped ??= loadDigitModel(JSON.parse(readFileSync(modelPath(), "utf8")) as ModelFile);
  return shipped;
}

/**
 * Classifies one cell patch with the shipped model.
 * @param patch 28×28 ink image (see types.ts), ink = 1
 * @param features the cell's ink measurements
 * @returns the digit 1..9, printed or handwritten, their confidences, and all 10 class probabilities
 *   (index 0 = not a digit)
 * @example
 * const { digit, kind, confidence } = classifyCell(cell.patch, cell.features);
 * if (confidence < DOUBTFUL_BELOW) markDoubtful(cell.cell); // read.ts's threshold
 */
export function classifyCell(
  patch: Float32Array,
  features: InkFeatures,
): CellClassification & { probabilities: Float32Array } {
  return shippedModel().classify(patch, features);
}

/**
 * Classifies every inked cell of one board, deciding printed versus handwritten for the board as a whole
 * (kinds.ts: on one sheet the print shares one ink and the pen another; twins.ts: and one font), which
 * is much surer than cell by cell.
 * @param cells the board's cells as extracted (blank ones are skipped); turn patches upright first
 *   (orientation.ts) when the board may be sideways
 * @returns per cell, in the same order, its classification, or null for a blank cell
 * @example const read = classifyBoard(board.cells); read[40]?.digit
 */
export function classifyBoard(cells: readonly CellSample[]): (CellClassification | null)[] {
  return classifyBoardWith(shippedModel(), cells);
}

/**
 * {@link classifyBoard} with another model than the shipped one (a model file under trial).
 * @example classifyBoardWith(loadDigitModel(file), board.cells)[40]?.digit
 */
export function classifyBoardWith(
  model: DigitModel,
  cells: readonly CellSample[],
): (CellClassification | null)[] {
  const inked = cells.filter((c) => c.ink);
  const results = inked.map((c) => model.classify(c.patch, c.features));
  const clustered = refineKinds(
    results.map((r, i) => ({ ...r, features: (inked[i] as CellSample).features })),
  );
  // Where the model and the ink disagree, the print's look-alike copies of the same digit decide.
  const kinds = settleByTwins(
    results.map((r, i) => ({ ...r, patch: (inked[i] as CellSample).patch })),
    clustered,
  );
  const byCell = new Map(inked.map((c, i) => [c, { ...(results[i] as CellClassification), ...kinds[i] }]));
  return cells.map((c) => byCell.get(c) ?? null);
}
