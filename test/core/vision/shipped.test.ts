import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type DigitModel, shippedModel } from "../../../src/core/vision/digits/classify.js";
import { readImage } from "../../../src/core/vision/read.js";
import { modelReader, readPicture } from "../../../src/core/vision/shipped.js";

const attempt = readFileSync(fileURLToPath(new URL("../../fixtures/pictures/attempt.jpg", import.meta.url)));

/** The digit another name stands for: 1→2, …, 8→9, 9→1 (0, blank, stays 0). */
const renamed = (digit: number): number => (digit === 0 ? 0 : (digit % 9) + 1);

/**
 * The shipped model with its digits renamed: each answer and its probabilities moved to the renamed
 * digit. A Sudoku with its digits renamed keeps the rules, so a reader asking this model must read the
 * picture as the shipped reader does, every digit renamed.
 */
function renamingModel(model: DigitModel): DigitModel {
  return {
    note: model.note,
    classify(patch, features) {
      const result = model.classify(patch, features);
      const probabilities = new Float32Array(10);
      result.probabilities.forEach((p, d) => {
        probabilities[renamed(d)] = p;
      });
      return { ...result, digit: renamed(result.digit), probabilities };
    },
  };
}

describe("modelReader", () => {
  it("reads with the model it is given, not the shipped one", async () => {
    const shipped = await readPicture(attempt);
    const other = await readImage(attempt, modelReader(renamingModel(shippedModel())));
    if (shipped.status !== "read" || other.status !== "read")
      throw new Error(`${shipped.status} ${other.status}`);
    expect(Array.from(other.puzzle)).toEqual(Array.from(shipped.puzzle, renamed));
    expect(Array.from(other.handwritten)).toEqual(Array.from(shipped.handwritten, renamed));
    expect(other.puzzle.some((d, cell) => d !== shipped.puzzle[cell])).toBe(true);
  });

  it("reads as the shipped reader does when given the shipped model", async () => {
    const shipped = await readPicture(attempt);
    const same = await readImage(attempt, modelReader(shippedModel()));
    if (shipped.status !== "read" || same.status !== "read")
      throw new Error(`${shipped.status} ${same.status}`);
    expect(Array.from(same.grid)).toEqual(Array.from(shipped.grid));
    expect(same.doubtful).toEqual(shipped.doubtful);
  });

  it("reads each upright patch once: the turns' trial and the first look share the read", async () => {
    const model = shippedModel();
    const patches: Float32Array[] = [];
    const counting: DigitModel = {
      note: model.note,
      classify(patch, features) {
        patches.push(patch);
        return model.classify(patch, features);
      },
    };
    const read = await readImage(attempt, modelReader(counting));
    const shipped = await readPicture(attempt);
    if (read.status !== "read" || shipped.status !== "read")
      throw new Error(`${read.status} ${shipped.status}`);
    expect(Array.from(read.grid)).toEqual(Array.from(shipped.grid));
    // By content: a copy of a patch read again would be the same pixels in another array.
    const contents = patches.map((patch) =>
      Buffer.from(patch.buffer, patch.byteOffset, patch.byteLength).toString("base64"),
    );
    expect(patches.length).toBeGreaterThan(0);
    expect(new Set(contents).size).toBe(contents.length);
  });

  it("looks again at an unsure board unless told to read each cell once", () => {
    expect(modelReader(shippedModel()).lookAgain).toBeTypeOf("function");
    expect(modelReader(shippedModel(), { secondLook: false }).lookAgain).toBeUndefined();
  });
});
