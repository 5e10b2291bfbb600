/**
 * The real training photos' cells (../shared/data/photos, Wicht and Hennebert, CC BY 4.0), cut out by
 * the vision module's own extraction (extractCells), so training sees exactly the patches reading does,
 * and labelled from labels.tsv: newspaper `puzzle` digits are printed; in the handwritten folder `givens`
 * are printed and the rest of `full` handwritten.
 *
 * Splits: photos that src/bench/read/read-split.ts holds out are `validation` (scored, never trained on);
 * one in eight of the others is `calibration` (temperature and doubt threshold); the rest `train`, but
 * for a fold run (`--fold K/N`) the training photos of fold K are `fold`: scored, never trained on, and
 * the validation photos are left out (not needed to judge the fold). With `--by-sheet` the fold is a
 * sheet fold (read-split.ts): every non-validation photo of its sheets is `fold`, calibration ones too.
 * A sheet whose extraction disagrees with its labels on where the ink is (a board located wrongly, so
 * cells are shifted) teaches nothing true: such training sheets are skipped and counted; held-out sheets
 * are always kept, so the validation figures include them. So are training sheets the previous model
 * (the shipped one, when there is one) mostly misreads: photographed sideways (see MIN_READ).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Fold,
  inFold,
  isCalibration,
  isHeldOut,
  sheetKeys,
  sheetOf,
} from "../../bench/read/read-split.js";
import type { DigitModel } from "../../core/vision/digits/classify.js";
import { extractCells } from "../../core/vision/extract.js";
import type { CellSample } from "../../core/vision/types.js";
import type { DatasetWriter, Split } from "./dataset.js";

/** The photos' folder, relative to the repository (the shared data sits beside it). */
export const PHOTOS = "../shared/data/photos";

/** Minimum share of a training sheet's cells whose ink / no-ink agrees with the labels. */
const MIN_AGREEMENT = 0.9;

/**
 * Minimum share of a training sheet's digits the previous model reads as labelled. Below it the sheet
 * was photographed sideways or upside down (a symmetric puzzle's ink pattern still agrees), so its
 * patches show turned digits under the upright labels; it is set aside.
 */
const MIN_READ = 0.75;

function previousAgreement(model: DigitModel, cells: readonly CellSample[], photo: LabelledPhoto): number {
  let read = 0;
  let right = 0;
  for (const cell of cells) {
    const digit = photo.digits[cell.cell] as number;
    if (!cell.ink || digit === 0) continue;
    read++;
    if (model.classify(cell.patch, cell.features).digit === digit) right++;
  }
  return read === 0 ? 1 : right / read;
}

/**
 * One labelled photo: per cell, the digit (0 blank) and whether it was written by hand; its sheet key
 * (read-split.ts sheetOf: the newspaper puzzle of its file name, else its givens).
 */
export interface LabelledPhoto {
  folder: "newspaper" | "handwritten";
  file: string;
  sheet: string;
  digits: number[];
  handwritten: boolean[];
}

/** Reads both folders' labels.tsv. Handwritten sheets without `givens` are left out (kinds unknown). */
export function readLabels(root = PHOTOS): LabelledPhoto[] {
  const photos: LabelledPhoto[] = [];
  // Each folder's labels read once: the newspaper ones give the photos and every photo's sheet key.
  const read = (folder: string): string => readFileSync(join(root, folder, "labels.tsv"), "utf8");
  const labels = { newspaper: read("newspaper"), handwritten: read("handwritten") };
  const sheets = sheetKeys(labels.newspaper);
  for (const folder of ["newspaper", "handwritten"] as const) {
    const lines = labels[folder].trim().split("\n").slice(1);
    for (const line of lines) {
      const [file, first, second] = line.split("\t") as [string, string, string | undefined];
      if (folder === "newspaper") {
        const digits = [...first].map((ch) => (ch === "." ? 0 : Number(ch)));
        photos.push({ folder, file, sheet: first, digits, handwritten: digits.map(() => false) });
      } else {
        if (first.length !== 81 || second?.length !== 81) continue;
        const digits = [...second].map(Number);
        const sheet = sheetOf(sheets, file, first, second);
        photos.push({ folder, file, sheet, digits, handwritten: [...first].map((ch) => ch === ".") });
      }
    }
  }
  return photos;
}

/**
 * The split a photo's cells belong to (see the module comment), `fold` the one kept out if any; a sheet
 * fold needs the photo's `sheet` key and takes its calibration photos too.
 */
export function photoSplit(file: string, fold: Fold | null = null, sheet?: string): Split {
  if (isHeldOut(file)) return "validation";
  if (fold !== null && inFold(file, fold, sheet)) return "fold";
  return isCalibration(file) ? "calibration" : "train";
}

/** True when a photo of `split` is only scored: extracted as it comes, never skipped nor trained on. */
const scoredOnly = (split: Split): boolean => split === "validation" || split === "fold";

/** Adds every extracted cell of the labelled photos to `writer`; returns counts for the data set's note. */
export async function addPhotoCells(
  writer: DatasetWriter,
  previous: DigitModel | null,
  root = PHOTOS,
  fold: Fold | null = null,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {
    sheets: 0,
    noBoard: 0,
    skippedMisaligned: 0,
    skippedUnreadable: 0,
    cells: 0,
  };
  for (const photo of readLabels(root)) {
    const split = photoSplit(photo.file, fold, photo.sheet);
    if (fold !== null && split === "validation") continue;
    counts.sheets = (counts.sheets ?? 0) + 1;
    const extracted = await extractCells(readFileSync(join(root, photo.folder, photo.file)));
    if (!extracted.ok) {
      counts.noBoard = (counts.noBoard ?? 0) + 1;
      continue;
    }
    const board = extracted.board;
    const agree = board.cells.filter((c) => c.ink === (photo.digits[c.cell] !== 0)).length / 81;
    if (agree < MIN_AGREEMENT && !scoredOnly(split)) {
      counts.skippedMisaligned = (counts.skippedMisaligned ?? 0) + 1;
      continue;
    }
    if (previous && !scoredOnly(split) && previousAgreement(previous, board.cells, photo) < MIN_READ) {
      counts.skippedUnreadable = (counts.skippedUnreadable ?? 0) + 1;
      continue;
    }
    for (const cell of board.cells) {
      if (!cell.ink) continue;
      const digit = photo.digits[cell.cell] as number;
      const handwritten = photo.handwritten[cell.cell] as boolean;
      const source = digit === 0 ? "photo-blank" : handwritten ? "photo-handwritten" : "photo-printed";
      writer.add(cell.patch, cell.features, digit, handwritten, split, source);
      counts.cells = (counts.cells ?? 0) + 1;
    }
  }
  return counts;
}
