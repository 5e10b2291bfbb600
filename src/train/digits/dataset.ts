/**
 * The digit model's training data, written as flat binary files for the trainer (train.py):
 * `patches.f32` (N × 28 × 28), `features.f32` (N × 10, see featureVector), `labels.u8` (N × 3: class
 * 0..9 with 0 = not a digit, kind 0 printed / 1 handwritten, split) and `meta.json` (counts, sources).
 *
 * Glossary: a *split* says what a sample may be used for — `train`; `calibration` (photos kept out of
 * training to fit the softmax temperature and the doubt threshold); `validation` (the held-out photos of
 * src/bench/read/read-split.ts: only ever scored); `unseen` (synthetic digits in fonts and MNIST writers never
 * trained on, scored to watch for over-fitting to the faces); `fold` (the training photos of the fold a
 * `--fold K/N` run keeps out, scored like validation, never trained on).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { featureVector } from "../../core/vision/digits/classify.js";
import type { InkFeatures } from "../../core/vision/types.js";

export const SPLITS = ["train", "calibration", "validation", "unseen", "fold"] as const;
/** What a sample may be used for (see the module comment). */
export type Split = (typeof SPLITS)[number];

/** Where a sample came from, for the per-source figures. */
export type SourceName = "font" | "mnist" | "blank" | "photo-printed" | "photo-handwritten" | "photo-blank";

/** Collects samples in memory and writes them out. */
export class DatasetWriter {
  private readonly patches: Float32Array[] = [];
  private readonly features: Float32Array[] = [];
  private readonly labels: number[] = [];
  private readonly sources: number[] = [];
  private readonly sourceNames: SourceName[] = [];
  readonly counts = new Map<string, number>();

  /** Adds one sample. */
  add(
    patch: Float32Array,
    features: InkFeatures,
    digit: number,
    handwritten: boolean,
    split: Split,
    source: SourceName,
  ): void {
    this.patches.push(patch);
    this.features.push(featureVector(features));
    let sourceId = this.sourceNames.indexOf(source);
    if (sourceId < 0) sourceId = this.sourceNames.push(source) - 1;
    this.labels.push(digit, handwritten ? 1 : 0, SPLITS.indexOf(split));
    this.sources.push(sourceId);
    const key = `${source}/${split}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  get size(): number {
    return this.patches.length;
  }

  /** Writes the four files into `dir`. */
  write(dir: string, note: Record<string, unknown>): void {
    mkdirSync(dir, { recursive: true });
    const n = this.patches.length;
    const patchSize = this.patches[0]?.length ?? 0;
    const patches = new Float32Array(n * patchSize);
    const features = new Float32Array(n * (this.features[0]?.length ?? 0));
    this.patches.forEach((p, i) => {
      patches.set(p, i * patchSize);
    });
    this.features.forEach((f, i) => {
      features.set(f, i * f.length);
    });
    writeFileSync(join(dir, "patches.f32"), Buffer.from(patches.buffer));
    writeFileSync(join(dir, "features.f32"), Buffer.from(features.buffer));
    writeFileSync(join(dir, "labels.u8"), Uint8Array.from(this.labels));
    writeFileSync(join(dir, "sources.u8"), Uint8Array.from(this.sources));
    writeFileSync(
      join(dir, "meta.json"),
      JSON.stringify(
        {
          count: n,
          patchSize,
          sources: this.sourceNames,
          splits: SPLITS,
          counts: Object.fromEntries(this.counts),
          ...note,
        },
        null,
        2,
      ),
    );
  }
}
