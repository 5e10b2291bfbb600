/**
 * The files `npm run bench:read` needs before it reads anything: the digit models named by `--model` and
 * the shared data. A missing or broken one is the user's setup, not a bug, so it comes back as one line
 * naming the file and what to do, never as a stack trace.
 *
 * Glossary: model file — a digit model as `npm run train:digits` writes it (assets/models/digits.json, or
 * .cache/fold-KofN.json and .cache/sheet-fold-KofN.json for a fold); data file — one of the shared puzzle
 * sets or photo labels in the data directory (sets.ts defaultDataDir).
 */
import { existsSync, readFileSync } from "node:fs";
import { type DigitModel, loadDigitModel } from "../../core/vision/digits/classify.js";
import type { ModelFile } from "../../core/vision/digits/model.js";
import { missingDataMessage } from "../shared/sets.js";

/**
 * Loads each model file named by `--model`.
 * @returns the models, in order; or what is wrong with the first file that is missing or not a model
 * @example loadModelFiles([".cache/sheet-fold-0of4.json"]) // "--model .cache/sheet-fold-0of4.json not found: …"
 */
export function loadModelFiles(files: readonly string[]): DigitModel[] | string {
  const models: DigitModel[] = [];
  for (const file of files) {
    if (!existsSync(file)) {
      return (
        `--model ${file} not found: a fold's model is made first, by npm run train:digits -- --fold K/N ` +
        "(into .cache/fold-KofN.json) or --fold K/N --by-sheet (into .cache/sheet-fold-KofN.json)"
      );
    }
    try {
      models.push(loadDigitModel(JSON.parse(readFileSync(file, "utf8")) as ModelFile));
    } catch (error) {
      const why = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ");
      return `--model ${file} is not a digit model file (${why})`;
    }
  }
  return models;
}

/**
 * The first of `files` that does not exist, as the shared data's missing-file message (sets.ts).
 * @returns undefined when every file is there
 */
export function missingData(files: readonly string[]): string | undefined {
  const missing = files.find((file) => !existsSync(file));
  return missing === undefined ? undefined : missingDataMessage(missing);
}
