import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type Fold, inFold, isCalibration, isHeldOut } from "../../../src/bench/read/read-split.js";
import { DatasetWriter } from "../../../src/train/digits/dataset.js";
import { addPhotoCells, photoSplit, readLabels } from "../../../src/train/digits/photos.js";

const FOLD: Fold = { index: 1, count: 4 };
const names = Array.from({ length: 200 }, (_, k) => `image${k}.jpg`);
const first = (keep: (name: string) => boolean): string => names.find(keep) as string;
const heldOut = first(isHeldOut);
const calibration = first(isCalibration);
const kept = first((n) => inFold(n, FOLD));
const training = first((n) => !isHeldOut(n) && !isCalibration(n) && !inFold(n, FOLD));

describe("photoSplit", () => {
  it("keeps the fold's training photos out of training, and leaves the other splits as they were", () => {
    expect(photoSplit(kept, FOLD)).toBe("fold");
    expect(photoSplit(kept)).toBe("train");
    expect(photoSplit(training, FOLD)).toBe("train");
    expect(photoSplit(heldOut, FOLD)).toBe("validation");
    expect(photoSplit(calibration, FOLD)).toBe("calibration");
  });
});

describe("photoSplit for a sheet fold", () => {
  const sheetFold: Fold = { index: 1, count: 4, bySheet: true };
  const sheets = Array.from({ length: 20 }, (_, k) => `sheet ${k}`);
  const inSheetFold = sheets.find((s) => inFold(training, sheetFold, s)) as string;
  const outside = sheets.find((s) => !inFold(training, sheetFold, s)) as string;

  it("keeps every photo of the fold's sheets out, calibration ones too, and never a validation photo", () => {
    expect(photoSplit(training, sheetFold, inSheetFold)).toBe("fold");
    expect(photoSplit(calibration, sheetFold, inSheetFold)).toBe("fold");
    expect(photoSplit(heldOut, sheetFold, inSheetFold)).toBe("validation");
    expect(photoSplit(training, sheetFold, outside)).toBe("train");
    expect(photoSplit(calibration, sheetFold, outside)).toBe("calibration");
  });
});

describe("addPhotoCells for a fold", () => {
  // One printed puzzle picture under four names, one of each split, as a newspaper folder.
  const root = mkdtempSync(path.join(tmpdir(), "fold-photos-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const picture = fileURLToPath(new URL("../../fixtures/pictures/puzzle.png", import.meta.url));
  const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  for (const folder of ["newspaper", "handwritten"]) mkdirSync(path.join(root, folder));
  const four = [heldOut, calibration, kept, training];
  for (const name of four) copyFileSync(picture, path.join(root, "newspaper", name));
  writeFileSync(
    path.join(root, "newspaper", "labels.tsv"),
    `file\tpuzzle\n${four.map((n) => `${n}\t${puzzle}`).join("\n")}\n`,
  );
  writeFileSync(path.join(root, "handwritten", "labels.tsv"), "file\tgivens\tfull\n");

  it("scores the fold's sheet apart, trains on the others, and leaves the validation sheet out", async () => {
    const writer = new DatasetWriter();
    const counts = await addPhotoCells(writer, null, root, FOLD);
    const digits = puzzle.replace(/\./g, "").length;
    expect(counts.sheets).toBe(3);
    expect(Object.fromEntries(writer.counts)).toEqual({
      "photo-printed/calibration": digits,
      "photo-printed/fold": digits,
      "photo-printed/train": digits,
    });
  });

  it("for a sheet fold, scores every photo of the sheet apart, or trains on all but validation", async () => {
    const digits = puzzle.replace(/\./g, "").length;
    const sheetFold = (index: number): Fold => ({ index, count: 4, bySheet: true });
    const own = [0, 1, 2, 3].find((k) => inFold(training, sheetFold(k), puzzle)) as number;
    const inside = new DatasetWriter();
    expect((await addPhotoCells(inside, null, root, sheetFold(own))).sheets).toBe(3);
    expect(Object.fromEntries(inside.counts)).toEqual({ "photo-printed/fold": 3 * digits });
    const outside = new DatasetWriter();
    await addPhotoCells(outside, null, root, sheetFold((own + 1) % 4));
    expect(Object.fromEntries(outside.counts)).toEqual({
      "photo-printed/calibration": digits,
      "photo-printed/train": 2 * digits,
    });
  });
});

describe("readLabels", () => {
  const root = mkdtempSync(path.join(tmpdir(), "labels-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const folder of ["newspaper", "handwritten"]) mkdirSync(path.join(root, folder));
  const printed = `1${".".repeat(80)}`;
  const givens = `.2${".".repeat(79)}`;
  const full = "123456789".repeat(9);
  writeFileSync(path.join(root, "newspaper", "labels.tsv"), `file\tpuzzle\na.jpg\t${printed}\n`);
  writeFileSync(
    path.join(root, "handwritten", "labels.tsv"),
    `file\tgivens\tfull\na.jpg\t${givens}\t${full}\nb.jpg\t${givens}\t${full}\nc.jpg\t\t${full}\n`,
  );

  it("keys each photo by its newspaper sheet, else by its givens, and leaves out a sheet without givens", () => {
    const photos = readLabels(root);
    expect(photos.map((p) => [p.folder, p.file, p.sheet])).toEqual([
      ["newspaper", "a.jpg", printed],
      ["handwritten", "a.jpg", printed],
      ["handwritten", "b.jpg", givens],
    ]);
    expect(photos[0]?.handwritten.some(Boolean)).toBe(false);
    expect(photos[2]?.digits).toEqual([...full].map(Number));
    expect(photos[2]?.handwritten.filter(Boolean).length).toBe(80);
  });
});
