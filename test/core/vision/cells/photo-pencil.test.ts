import { describe, expect, it } from "vitest";
import {
  blankPencilMarks,
  isPencilledSheet,
  MIN_SEVERAL,
  PENCIL_BLANK_CONFIDENCE,
} from "../../../../src/core/vision/cells/photo-pencil.js";
import { MIN_DIGITS } from "../../../../src/core/vision/given-count.js";
import { readImage } from "../../../../src/core/vision/read.js";
import { shippedReader } from "../../../../src/core/vision/shipped.js";
import type { CellSample, InkFeatures, PencilLook } from "../../../../src/core/vision/types.js";
import {
  PHOTO_PUZZLE,
  pencilledCandidates,
  photographed,
  printedPuzzle,
} from "../../../support/photographed-grid.js";

const FEATURES: InkFeatures = {
  hue: 0,
  saturation: 0,
  value: 0.2,
  contrast: 0.6,
  inkFraction: 0.03,
  height: 0.2,
  width: 0.3,
  stroke: 0.04,
  inverted: false,
};

/** 81 inked cells, the first ones flagged as `looks` says (in order), the rest digits. */
function cellsFlagged(looks: PencilLook[]): CellSample[] {
  return Array.from({ length: 81 }, (_, cell) => {
    const look = looks[cell];
    return {
      cell,
      ink: true,
      inkConfidence: 1,
      patch: new Float32Array(784).fill(0.5),
      features: FEATURES,
      ...(look !== undefined && { pencil: look }),
    };
  });
}

const shown = (digits: Uint8Array): string => [...digits].map((d) => (d === 0 ? "." : String(d))).join("");

describe("blankPencilMarks", () => {
  it("blanks every pencilled cell of a sheet with enough cells of several small figures", () => {
    const looks: PencilLook[] = [...Array(MIN_SEVERAL).fill("several"), "off-centre", "off-centre"];
    const cells = blankPencilMarks(cellsFlagged(looks));
    expect(
      cells.slice(0, looks.length).every((c) => !c.ink && c.inkConfidence === PENCIL_BLANK_CONFIDENCE),
    ).toBe(true);
    expect(
      cells.slice(0, looks.length).every((c) => c.patch.every((v) => v === 0) && c.pencil === undefined),
    ).toBe(true);
    // The digits stay as they were.
    expect(cells.slice(looks.length).every((c) => c.ink && c.patch[0] === 0.5)).toBe(true);
  });

  it("leaves a sheet alone with one cell of several small figures too few", () => {
    const looks: PencilLook[] = Array(MIN_SEVERAL - 1).fill("several");
    expect(blankPencilMarks(cellsFlagged(looks)).every((c) => c.ink)).toBe(true);
  });

  it("leaves a grid of small numbers and too few digits alone (a cage map: small-numbers.ts refuses it)", () => {
    const looks: PencilLook[] = Array(81 - (MIN_DIGITS - 1)).fill("several");
    expect(blankPencilMarks(cellsFlagged(looks)).every((c) => c.ink)).toBe(true);
  });

  it("leaves small digits written off the centre alone, however many (a hand writing small and low)", () => {
    // A pen-filled training sheet has 15 such cells and no cell of several small figures.
    const looks: PencilLook[] = Array(30).fill("off-centre");
    expect(blankPencilMarks(cellsFlagged(looks)).every((c) => c.ink)).toBe(true);
  });
});

describe("isPencilledSheet", () => {
  it("says a sheet is pencilled with enough cells of several small figures and a puzzle's worth of digits", () => {
    const cases: PencilLook[][] = [
      Array(MIN_SEVERAL).fill("several"),
      Array(MIN_SEVERAL - 1).fill("several"),
      Array(81 - (MIN_DIGITS - 1)).fill("several"),
      Array(30).fill("off-centre"),
    ];
    expect(cases.map((looks) => isPencilledSheet(cellsFlagged(looks)))).toEqual([true, false, false, false]);
  });
});

describe("a photographed puzzle with pencilled candidates", () => {
  it("reads the printed puzzle exactly and every pencilled cell blank, none doubtful", async () => {
    const picture = await photographed((g, cell) => {
      printedPuzzle(g, cell);
      pencilledCandidates(g, cell);
    });
    const read = await readImage(picture, shippedReader());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(shown(read.puzzle)).toBe(PHOTO_PUZZLE);
    expect(shown(read.handwritten)).toBe(".".repeat(81));
    // Nothing pencilled is doubtful: only givens may be (a given's kind, on this render).
    expect(read.doubtful.every((cell) => PHOTO_PUZZLE[cell] !== ".")).toBe(true);
  });
});
