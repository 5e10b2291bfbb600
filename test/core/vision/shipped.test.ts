import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boardCells, renderBoard } from "../../../src/core/render/index.js";
import { type DigitModel, shippedModel } from "../../../src/core/vision/digits/classify.js";
import { drawPracticePhoto } from "../../../src/core/vision/practice.js";
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

describe("readPicture on a board turned a quarter or a half turn", () => {
  const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const givens = Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));

  /** The render turned `quarters` quarter turns clockwise, as a PNG. */
  async function turned(png: Buffer, quarters: number): Promise<Buffer> {
    const image = await loadImage(png);
    const side = quarters % 2 === 1;
    const canvas = createCanvas(side ? image.height : image.width, side ? image.width : image.height);
    const context = canvas.getContext("2d");
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((quarters * Math.PI) / 2);
    context.drawImage(image, -image.width / 2, -image.height / 2);
    return canvas.toBuffer("image/png");
  }

  /** The render as a JPEG stored upright with EXIF `orientation` (6, 3, 8: shown turned 90°, 180°, 270° clockwise). */
  async function withOrientation(png: Buffer, orientation: number): Promise<Buffer> {
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext("2d").drawImage(image, 0, 0);
    const jpeg = canvas.toBuffer("image/jpeg", 95);
    const tiff = Buffer.from([
      ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian TIFF header, first IFD at 8
      ...[0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // one entry: Orientation, SHORT
      ...[0, 0, 0, 0], // no next IFD
    ]);
    const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, payload.length + 2]), payload]);
    return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
  }

  // A 1 lying on its side is a bar shorter than a digit: it was read blank, surely, on a board turned
  // counter-clockwise (light theme), with no doubtful cell to say where the read went wrong.
  it.each(
    (["light", "dark"] as const).flatMap((theme) =>
      [1, 2, 3].flatMap((quarters) => [
        { theme, quarters, exif: false },
        { theme, quarters, exif: true },
      ]),
    ),
  )(
    "reads every given of a $theme render turned $quarters quarter turns (EXIF: $exif), or doubts it",
    async ({ theme, quarters, exif }) => {
      const png = renderBoard({ cells: boardCells(givens), theme });
      const picture = exif
        ? await withOrientation(png, [1, 6, 3, 8][quarters] as number)
        : await turned(png, quarters);
      const read = await readPicture(picture);
      if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
      const wrong = [...givens.keys()].filter(
        (cell) => read.grid[cell] !== givens[cell] || read.handwritten[cell] !== 0,
      );
      expect(wrong.filter((cell) => !read.doubtful.includes(cell))).toEqual([]);
    },
  );
});

describe("readPicture's source", () => {
  it("calls an app's drawn board a screenshot and a photographed sheet a photo", async () => {
    const drawn = await readPicture(attempt);
    const photo = await readPicture(await drawPracticePhoto("printed"));
    if (drawn.status === "error" || drawn.status === "no-board") throw new Error(drawn.status);
    if (photo.status === "error" || photo.status === "no-board") throw new Error(photo.status);
    expect([drawn.source, photo.source]).toEqual(["screenshot", "photo"]);
  });
});
