import { describe, expect, it } from "vitest";
import { type DigitModel, shippedModel } from "../../../src/core/vision/digits/classify.js";
import { extractCells } from "../../../src/core/vision/extract.js";
import { drawPracticePhoto, PRACTICE_PUZZLE, warmUpReader } from "../../../src/core/vision/practice.js";
import { modelReader } from "../../../src/core/vision/shipped.js";

const line = (board: Uint8Array): string => Array.from(board).join("");

/** The shipped model, counting the patches it is asked to read. */
function countingModel(): { model: DigitModel; reads: () => number } {
  const shipped = shippedModel();
  let reads = 0;
  return {
    model: {
      note: shipped.note,
      classify(patch, features) {
        reads++;
        return shipped.classify(patch, features);
      },
    },
    reads: () => reads,
  };
}

describe("the practice photo", () => {
  it("is a JPEG, the same bytes each time it is drawn", async () => {
    const [first, second] = await Promise.all([drawPracticePhoto(), drawPracticePhoto()]);
    expect([...first.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("takes the photo path: its board is found, and not taken for an app's", async () => {
    const extracted = await extractCells(await drawPracticePhoto());
    expect(extracted.ok && extracted.board?.drawn).toBe(false);
  });

  it("is read as the puzzle drawn on it, with nothing handwritten", async () => {
    const read = await warmUpReader(undefined, 1);
    expect(read.status === "read" || read.status === "unsure").toBe(true);
    if (read.status !== "read" && read.status !== "unsure") return;
    expect(line(read.puzzle)).toBe(PRACTICE_PUZZLE);
    expect(read.handwritten.every((d) => d === 0)).toBe(true);
  });

  it("is read as many times as asked, with the reader given", async () => {
    // Each reader keeps its first looks (shipped.ts modelReader), so each count gets a reader of its own.
    const once = countingModel();
    await warmUpReader(modelReader(once.model), 1);
    const twice = countingModel();
    await warmUpReader(modelReader(twice.model), 2);
    expect(once.reads()).toBeGreaterThan(81);
    expect(twice.reads()).toBe(2 * once.reads());
  });
});
