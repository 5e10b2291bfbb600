import { describe, expect, it } from "vitest";
import {
  blendedKinds,
  inksApart,
  type KindInput,
  LONE_HAND_CONFIDENCE,
  MIN_INKS_APART,
  refineKinds,
} from "../../../../src/core/vision/digits/kinds.js";
import type { CellSample, DigitKind, InkFeatures } from "../../../../src/core/vision/types.js";

const printedInk: InkFeatures = {
  hue: 30,
  saturation: 0.08,
  value: 0.35,
  contrast: 0.4,
  inkFraction: 0.12,
  height: 0.5,
  width: 0.33,
  stroke: 0.2,
  inverted: false,
};
const penInk: InkFeatures = {
  ...printedInk,
  hue: 230,
  saturation: 0.5,
  value: 0.5,
  stroke: 0.11,
  height: 0.44,
};

/** A cell with slightly varied ink, as no two cells measure the same. */
function cell(ink: InkFeatures, i: number, kind: KindInput["kind"], kindConfidence: number): KindInput {
  const wobble = 1 + ((i * 37) % 11) / 100 - 0.05;
  return {
    features: { ...ink, stroke: ink.stroke * wobble, value: ink.value * wobble, height: ink.height * wobble },
    kind,
    kindConfidence,
  };
}

describe("refineKinds", () => {
  it("moves cells the model hesitated on to the group whose ink they share", () => {
    const board = [
      ...Array.from({ length: 10 }, (_, i) => cell(printedInk, i, "printed", 0.95)),
      ...Array.from({ length: 10 }, (_, i) => cell(penInk, i, "handwritten", 0.95)),
      cell(penInk, 3, "printed", 0.6), // pen ink the model called printed
      cell(printedInk, 4, "handwritten", 0.55), // print the model called handwritten
    ];
    const kinds = refineKinds(board).map((k) => k.kind);
    expect(kinds.slice(0, 10).every((k) => k === "printed")).toBe(true);
    expect(kinds.slice(10, 20).every((k) => k === "handwritten")).toBe(true);
    expect(kinds.slice(20)).toEqual(["handwritten", "printed"]);
  });

  it("takes a lone cell with the printed cells' ink for print, where the model hesitated", () => {
    const board = [
      ...Array.from({ length: 12 }, (_, i) => cell(printedInk, i, "printed", 0.9)),
      cell(printedInk, 2, "handwritten", 0.6),
    ];
    expect(refineKinds(board).map((k) => k.kind)).toEqual(board.map(() => "printed"));
  });

  it("keeps one or two pen digits written on a printed puzzle handwritten, but doubtful", () => {
    const board = [
      ...Array.from({ length: 20 }, (_, i) => cell(printedInk, i, "printed", 0.9)),
      cell(penInk, 1, "handwritten", 0.6),
      cell(penInk, 5, "handwritten", 0.6),
    ];
    const kinds = refineKinds(board);
    expect(kinds.map((k) => k.kind)).toEqual(board.map((c) => c.kind));
    expect(kinds.slice(20).map((k) => k.kindConfidence)).toEqual([
      LONE_HAND_CONFIDENCE,
      LONE_HAND_CONFIDENCE,
    ]);
    expect(LONE_HAND_CONFIDENCE).toBeLessThan(0.9);
  });

  it("leaves the one or two cells of handwriting the clustering keeps on a printed board doubtful", () => {
    // The model took four cells of a printed board for pen; two have the print's ink and go back to
    // print, leaving two: too few to be a group of handwriting, so as doubtful as lone cells.
    const board = [
      ...Array.from({ length: 20 }, (_, i) => cell(printedInk, i, "printed", 0.9)),
      cell(printedInk, 2, "handwritten", 0.6),
      cell(printedInk, 6, "handwritten", 0.55),
      cell(penInk, 1, "handwritten", 0.6),
      cell(penInk, 5, "handwritten", 0.6),
    ];
    const kinds = refineKinds(board);
    expect(kinds.map((k) => k.kind).slice(20)).toEqual(["printed", "printed", "handwritten", "handwritten"]);
    expect(kinds.slice(22).map((k) => k.kindConfidence)).toEqual([
      LONE_HAND_CONFIDENCE,
      LONE_HAND_CONFIDENCE,
    ]);
  });

  it("leaves a lone printed digit cut out with a line's remnant doubtful when it is judged handwritten", () => {
    // The print's ink, but a blob far taller and wider than the print's (a grid line's remnant joined
    // to it): judged against the print alone it looks like pen, so it must not be sure of it.
    const badCut = { ...cell(printedInk, 3, "handwritten", 0.65), kindConfidence: 0.65 };
    badCut.features = { ...badCut.features, height: 0.77, width: 0.79, stroke: 0.11 };
    const board = [...Array.from({ length: 30 }, (_, i) => cell(printedInk, i, "printed", 0.95)), badCut];
    const last = refineKinds(board)[30];
    expect(last?.kind).toBe("handwritten");
    expect(last?.kindConfidence).toBeLessThan(0.9);
  });

  it("keeps the model's answers on a board with only one kind", () => {
    const board = Array.from({ length: 12 }, (_, i) => cell(printedInk, i, "printed", 0.9));
    expect(refineKinds(board)).toEqual(board.map(() => ({ kind: "printed", kindConfidence: 0.9 })));
  });

  it("keeps the model's answers when there are too few cells to compare", () => {
    const board = [
      cell(printedInk, 0, "printed", 0.9),
      cell(penInk, 1, "printed", 0.6),
      cell(penInk, 2, "handwritten", 0.9),
    ];
    const kinds = refineKinds(board);
    expect(kinds.map((k) => k.kind)).toEqual(board.map((c) => c.kind));
    kinds.forEach((k, i) => {
      expect(k.kindConfidence).toBeCloseTo(board[i]?.kindConfidence as number, 6);
    });
  });

  it("answers a confidence of at least one half for the kind it gives", () => {
    const board = [
      ...Array.from({ length: 5 }, (_, i) => cell(printedInk, i, "printed", 0.7)),
      ...Array.from({ length: 5 }, (_, i) => cell(penInk, i, "handwritten", 0.7)),
    ];
    for (const k of refineKinds(board)) {
      expect(k.kindConfidence).toBeGreaterThanOrEqual(0.5);
      expect(k.kindConfidence).toBeLessThanOrEqual(1);
    }
  });
});

/**
 * Pen ink as a blur leaves it: its colour washed out to the print's, its stroke and brightness a few
 * percent off the print's, within the cells' own wobble.
 */
const blurredPen: InkFeatures = {
  ...printedInk,
  stroke: printedInk.stroke * 1.04,
  value: printedInk.value * 1.04,
};

/** A board of 30 printed digits and 51 pen digits of the given ink, as cell samples and kinds read. */
function sheet(pen: InkFeatures, penCells = 51): { cells: CellSample[]; kinds: (DigitKind | null)[] } {
  const cells = Array.from({ length: 81 }, (_, i): CellSample => {
    const { features } = cell(i < 30 ? printedInk : pen, i, "printed", 1);
    return { cell: i, ink: i < 30 + penCells, inkConfidence: 1, patch: new Float32Array(1), features };
  });
  const kinds = cells.map((c): DigitKind | null => (!c.ink ? null : c.cell < 30 ? "printed" : "handwritten"));
  return { cells, kinds };
}

describe("inksApart and blendedKinds", () => {
  it("finds print and pen far apart on a sharp sheet, and doubts none of its print", () => {
    const { cells, kinds } = sheet(penInk);
    const apart = inksApart(cells.map((c, i) => ({ features: c.features, kind: kinds[i] as DigitKind })));
    expect(apart).toBeGreaterThan(MIN_INKS_APART);
    expect(blendedKinds(cells, kinds)).toEqual([]);
  });

  it("doubts every printed digit of a sheet whose pen ink a blur made like the print", () => {
    const { cells, kinds } = sheet(blurredPen);
    const apart = inksApart(cells.map((c, i) => ({ features: c.features, kind: kinds[i] as DigitKind })));
    expect(apart).toBeLessThan(MIN_INKS_APART);
    expect(blendedKinds(cells, kinds)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("doubts the few pen cells too when a sheet of print has fewer of them than of print", () => {
    const { cells, kinds } = sheet(blurredPen, 5);
    expect(blendedKinds(cells, kinds)).toEqual(Array.from({ length: 35 }, (_, i) => i));
  });

  it("compares nothing when one kind has too few cells to form a group", () => {
    const { cells, kinds } = sheet(blurredPen, 2);
    const inked = cells.filter((c) => c.ink);
    expect(
      inksApart(inked.map((c) => ({ features: c.features, kind: kinds[c.cell] as DigitKind }))),
    ).toBeNull();
    expect(blendedKinds(cells, kinds)).toEqual([]);
  });
});
