import { describe, expect, it } from "vitest";
import { formatBoard } from "../../../../src/core/board.js";
import { kindsOnOwnFills, unmixedExcess } from "../../../../src/core/vision/screen/fill-blends.js";
import type { Inked, KindCall } from "../../../../src/core/vision/screen/screen-kinds.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample, InkFeatures, Rgb } from "../../../../src/core/vision/types.js";
import { SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

const FEATURES: InkFeatures = {
  hue: 0,
  saturation: 0,
  value: 0.1,
  contrast: 0.6,
  inkFraction: 0.1,
  height: 0.45,
  width: 0.3,
  stroke: 0.13,
  inverted: false,
};

/** A cell of the given fill, inked (a black digit) or blank. */
function cell(index: number, fill: Rgb, ink = true): CellSample {
  return {
    cell: index,
    ink,
    inkConfidence: 1,
    patch: new Float32Array(784),
    features: FEATURES,
    colours: { background: fill, ink: ink ? [2, 2, 2] : fill },
  };
}

const inked = (index: number, fill: Rgb): Inked => ({
  index,
  cell: cell(index, fill),
  result: { digit: (index % 9) + 1, kind: "printed", confidence: 0.99, kindConfidence: 0.9 },
});

// FLTK's light looks: givens on grey (192), entries and blanks on #f5f5f5, the selection (0, 0, 128)
// mixed half and half into the selected cell's own fill, clashing entries yellow.
const GREY: Rgb = [192, 192, 192];
const LIGHT: Rgb = [245, 245, 245];
const SELECTED_GIVEN: Rgb = [96, 96, 160];
const SELECTED_ENTRY: Rgb = [122, 122, 186];
// The dark look: givens #33363b, entries and blanks light.
const DARK_GIVEN: Rgb = [51, 54, 59];
const DARK_ENTRY: Rgb = [201, 203, 206];
const DARK_SELECTED_ENTRY: Rgb = [100, 101, 167];
const SELECTED_YELLOW: Rgb = [127, 127, 64];
const YELLOW: Rgb = [255, 255, 0];

/** A board of 20 givens and 4 entries on their fills, 30 blanks, and one more digit on `fill` (index 80). */
function board(givenFill: Rgb, entryFill: Rgb, fill: Rgb, doubt: KindCall) {
  const digits = [
    ...Array.from({ length: 20 }, (_, i) => inked(i, givenFill)),
    ...Array.from({ length: 4 }, (_, i) => inked(20 + i, entryFill)),
    inked(80, fill),
  ];
  const kinds: KindCall[] = [
    ...Array.from({ length: 20 }, (): KindCall => ({ kind: "printed", kindConfidence: 0.97 })),
    ...Array.from({ length: 4 }, (): KindCall => ({ kind: "handwritten", kindConfidence: 0.97 })),
    doubt,
  ];
  const blanks = Array.from({ length: 30 }, (_, i) => cell(30 + i, entryFill, false));
  return { digits, kinds, blanks };
}

const DOUBTFUL_ENTRY: KindCall = { kind: "handwritten", kindConfidence: 0.6 };
const DOUBTFUL_GIVEN: KindCall = { kind: "printed", kindConfidence: 0.6 };

describe("unmixedExcess", () => {
  it("is 0 over the fill it was mixed from and large over the other", () => {
    expect(unmixedExcess(SELECTED_GIVEN, GREY)).toBe(0);
    expect(unmixedExcess(SELECTED_GIVEN, LIGHT)).toBe(53);
    expect(unmixedExcess(DARK_SELECTED_ENTRY, DARK_GIVEN)).toBe(20);
  });
});

describe("kindsOnOwnFills", () => {
  it("calls a selected given a given when its fill unmixes to a blue over the givens' grey only", () => {
    const { digits, kinds, blanks } = board(GREY, LIGHT, SELECTED_GIVEN, DOUBTFUL_ENTRY);
    const out = kindsOnOwnFills(digits, kinds, blanks);
    expect(out[24]).toEqual({ kind: "printed", kindConfidence: 0.95 });
    expect(out.slice(0, 24)).toEqual(kinds.slice(0, 24));
  });

  it("calls a selected entry of the dark look an entry", () => {
    const { digits, kinds, blanks } = board(DARK_GIVEN, DARK_ENTRY, DARK_SELECTED_ENTRY, DOUBTFUL_GIVEN);
    expect(kindsOnOwnFills(digits, kinds, blanks)[24]).toEqual({ kind: "handwritten", kindConfidence: 0.95 });
  });

  it("leaves a selected cell whose fill unmixes to a blue over both fills as it was", () => {
    const { digits, kinds, blanks } = board(GREY, LIGHT, SELECTED_ENTRY, DOUBTFUL_GIVEN);
    expect(kindsOnOwnFills(digits, kinds, blanks)[24]).toEqual(DOUBTFUL_GIVEN);
  });

  it("calls a digit on yellow an entry, still doubtful, and leaves one on a dull olive as it was", () => {
    const yellow = board(DARK_GIVEN, DARK_ENTRY, YELLOW, DOUBTFUL_GIVEN);
    expect(kindsOnOwnFills(yellow.digits, yellow.kinds, yellow.blanks)[24]).toEqual({
      kind: "handwritten",
      kindConfidence: 0.8,
    });
    for (const [givenFill, entryFill] of [
      [DARK_GIVEN, DARK_ENTRY],
      [GREY, LIGHT],
    ] as const) {
      const olive = board(givenFill, entryFill, SELECTED_YELLOW, DOUBTFUL_GIVEN);
      expect(kindsOnOwnFills(olive.digits, olive.kinds, olive.blanks)[24]).toEqual(DOUBTFUL_GIVEN);
    }
  });

  it("leaves every kind of a board whose fills are tinted (no greys)", () => {
    const { digits, kinds, blanks } = board([130, 105, 90], [220, 200, 150], [105, 85, 160], DOUBTFUL_ENTRY);
    expect(kindsOnOwnFills(digits, kinds, blanks)).toEqual(kinds);
  });

  it("overrules a sure kind on a vivid error fill only, and leaves a board with no blank cell", () => {
    const sure: KindCall = { kind: "printed", kindConfidence: 0.97 };
    const yellow = board(DARK_GIVEN, DARK_ENTRY, YELLOW, sure);
    expect(kindsOnOwnFills(yellow.digits, yellow.kinds, yellow.blanks)[24]).toEqual({
      kind: "handwritten",
      kindConfidence: 0.8,
    });
    const olive = board(DARK_GIVEN, DARK_ENTRY, SELECTED_YELLOW, sure);
    expect(kindsOnOwnFills(olive.digits, olive.kinds, olive.blanks)[24]).toEqual(sure);
    const selected = board(GREY, LIGHT, SELECTED_GIVEN, DOUBTFUL_ENTRY);
    expect(kindsOnOwnFills(selected.digits, selected.kinds, [])).toEqual(selected.kinds);
  });
});

describe("a real FLTK Sudoku screenshot (test/fixtures/app-screens, tune)", () => {
  it("reads the dark look's clashing entries on yellow and its selected entry as entries", async () => {
    const name = "fltk-sudoku-dark-desktop-560x590-2.png";
    const { givens, full } = screenLabel(SCREENS, name);
    const read = await readPicture(screenBytes(SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    // r2c2, r3c3, r9c6 and r9c7 on yellow, r3c6 selected: all were called givens.
    for (const cell of [10, 20, 23, 77, 78]) expect(read.kinds[cell]).toBe("handwritten");
    expect(formatBoard(read.puzzle)).toBe(givens);
    expect(formatBoard(read.grid)).toBe(full);
  });
});
