import { describe, expect, it } from "vitest";
import {
  CONFIDENT_KIND,
  type KindDecision,
  likeness,
  printedCopies,
  SETTLED_CONFIDENCE,
  settleByTwins,
  TWIN_APART,
  TWIN_OWN,
  TWIN_PRINTED,
  type TwinInput,
  WHOLE_COPY,
  wholeCopies,
} from "../../../../src/core/vision/digits/twins.js";
import { PATCH_SIZE } from "../../../../src/core/vision/types.js";

type Stroke = [number, number, number, number];

/** A patch with thick, anti-aliased straight strokes from (x0, y0) to (x1, y1), in patch pixels. */
function draw(strokes: readonly Stroke[], thickness = 1.6): Float32Array {
  const patch = new Float32Array(PATCH_SIZE * PATCH_SIZE);
  for (let y = 0; y < PATCH_SIZE; y++) {
    for (let x = 0; x < PATCH_SIZE; x++) {
      for (const [x0, y0, x1, y1] of strokes) {
        const dx = x1 - x0;
        const dy = y1 - y0;
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
        const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
        const k = y * PATCH_SIZE + x;
        patch[k] = Math.max(patch[k] as number, Math.min(1, Math.max(0, thickness + 0.5 - d)));
      }
    }
  }
  return patch;
}

/** The same font's 7, a pixel of jitter apart (two printed copies on one sheet). */
const printedSeven = (shift: number): Float32Array =>
  draw([
    [8 + shift, 4, 20 + shift, 4],
    [20 + shift, 4, 12 + shift, 24],
  ]);
/** Two different hands' 7s: a crossed 7 and a slanted, curled one. */
const penSevens = [
  draw([
    [5, 6, 22, 3],
    [22, 3, 9, 25],
    [10, 14, 19, 14],
  ]),
  draw([
    [6, 9, 14, 5],
    [14, 5, 23, 8],
    [23, 8, 16, 18],
    [16, 18, 17, 25],
  ]),
];
const printedFour = draw([
  [16, 4, 7, 17],
  [7, 17, 21, 17],
  [16, 4, 16, 24],
]);

const input = (digit: number, patch: Float32Array, kind: TwinInput["kind"], kindConfidence: number) => ({
  digit,
  patch,
  kind,
  kindConfidence,
});
const printed = (kindConfidence = 0.99): KindDecision => ({ kind: "printed", kindConfidence });
const handwritten = (kindConfidence = 0.99): KindDecision => ({ kind: "handwritten", kindConfidence });

describe("likeness", () => {
  it("is 1 for a patch and itself, high for the same font's copies, lower for a hand's digit", () => {
    expect(likeness(printedSeven(0), printedSeven(0))).toBeCloseTo(1, 6);
    expect(likeness(printedSeven(0), printedSeven(0.3))).toBeGreaterThan(0.97);
    for (const pen of penSevens) expect(likeness(printedSeven(0), pen)).toBeLessThan(0.8);
  });

  it("is 0 for a flat patch", () => {
    expect(likeness(new Float32Array(PATCH_SIZE * PATCH_SIZE), printedSeven(0))).toBe(0);
  });
});

describe("settleByTwins", () => {
  it("gives a printed digit the ink took for pen back to print, doubtful, when a printed twin matches it", () => {
    const cells = [
      input(7, printedSeven(0), "printed", 0.99),
      input(7, printedSeven(0.3), "printed", 0.98),
      input(4, printedFour, "printed", 0.99),
    ];
    const settled = settleByTwins(cells, [printed(), handwritten(), printed()]);
    expect(settled[1]).toEqual({ kind: "printed", kindConfidence: SETTLED_CONFIDENCE });
    expect(settled[0]).toEqual(printed());
    expect(settled[2]).toEqual(printed());
  });

  it("gives a pen digit the ink took for print back to handwriting when no printed twin resembles it", () => {
    const cells = [
      input(7, printedSeven(0), "printed", 0.99),
      input(7, penSevens[0] as Float32Array, "handwritten", 0.99),
      input(7, penSevens[1] as Float32Array, "handwritten", 0.97),
      input(4, penSevens[1] as Float32Array, "handwritten", 0.97),
      input(3, penSevens[0] as Float32Array, "handwritten", 0.97),
    ];
    const settled = settleByTwins(cells, [printed(), printed(), handwritten(), handwritten(), handwritten()]);
    expect(settled.map((k) => k.kind)).toEqual([
      "printed",
      "handwritten",
      "handwritten",
      "handwritten",
      "handwritten",
    ]);
    expect(settled[1]?.kindConfidence).toBe(SETTLED_CONFIDENCE);
  });

  it("keeps the clustering's answer when the model was unsure, and its kind, doubtful, when the twins do not say", () => {
    const unsure = [
      input(7, printedSeven(0), "printed", 0.99),
      input(7, printedSeven(0.3), "printed", CONFIDENT_KIND - 0.05),
    ];
    expect(settleByTwins(unsure, [printed(), handwritten()])[1]).toEqual(handwritten());
    // A pen 7 that resembles the printed 7 closely but not as a twin (between the thresholds): no decision.
    const middling = draw([
      [8, 4, 20, 4],
      [20, 4, 12, 24],
      [13, 14, 18, 14],
    ]);
    const between = likeness(printedSeven(0), middling);
    expect(between).toBeGreaterThanOrEqual(TWIN_APART);
    expect(between).toBeLessThan(TWIN_PRINTED);
    const cells = [input(7, printedSeven(0), "printed", 0.99), input(7, middling, "handwritten", 0.99)];
    expect(settleByTwins(cells, [printed(), printed()])[1]).toEqual(printed(SETTLED_CONFIDENCE));
    // No other printed cell of the same digit: nothing to compare with.
    const alone = [
      input(7, penSevens[0] as Float32Array, "handwritten", 0.99),
      input(4, printedFour, "printed", 0.99),
    ];
    expect(settleByTwins(alone, [printed(), printed()])).toEqual([printed(SETTLED_CONFIDENCE), printed()]);
  });

  it("leaves a printed board's odd cell to the clustering: handwriting needs a few handwritten cells", () => {
    // A printed board whose blurred 7 the model took for pen, and kinds.ts for print.
    const blurred = draw([
      [5, 6, 22, 3],
      [22, 3, 9, 25],
    ]);
    const printedBoard = [
      input(7, printedSeven(0), "printed", 0.99),
      input(4, printedFour, "printed", 0.99),
      input(7, blurred, "handwritten", 0.95),
    ];
    expect(likeness(blurred, printedSeven(0))).toBeLessThan(TWIN_APART);
    expect(settleByTwins(printedBoard, [printed(), printed(), printed()])[2]).toEqual(
      printed(SETTLED_CONFIDENCE),
    );
    // The same cell on a sheet with handwriting is handwritten.
    const penned = [
      ...printedBoard,
      ...penSevens.map((patch) => input(7, patch, "handwritten", 0.99)),
      input(7, penSevens[0] as Float32Array, "handwritten", 0.99),
    ];
    const kinds = [printed(), printed(), printed(), handwritten(), handwritten(), handwritten()];
    expect(settleByTwins(penned, kinds)[2]?.kind).toBe("handwritten");
  });

  it("leaves a blob like every printed digit to the ink, doubtful: it has no twin of its own", () => {
    // A small, blurred picture fills in a pen 8 and the print's 8 and 9 alike: solid ovals.
    const oval = (dx: number): Float32Array => {
      const patch = new Float32Array(PATCH_SIZE * PATCH_SIZE);
      for (let y = 0; y < PATCH_SIZE; y++)
        for (let x = 0; x < PATCH_SIZE; x++)
          patch[y * PATCH_SIZE + x] = Math.min(
            1,
            Math.max(0, 4 * (1.15 - Math.hypot((x - 14 - dx) / 7, (y - 14) / 10))),
          );
      return patch;
    };
    const cells = [
      input(8, oval(0), "printed", 0.99),
      input(9, oval(0.4), "printed", 0.99),
      input(8, oval(0.2), "printed", 0.99),
    ];
    const twin = likeness(oval(0.2), oval(0));
    expect(twin).toBeGreaterThanOrEqual(TWIN_PRINTED);
    expect(twin).toBeLessThan(likeness(oval(0.2), oval(0.4)) + TWIN_OWN);
    expect(settleByTwins(cells, [printed(), printed(), handwritten()])[2]).toEqual(
      handwritten(SETTLED_CONFIDENCE),
    );
  });

  it("keeps a printed digit misread as another digit printed (doubtful): it is still like its true twins", () => {
    // A printed 4 read as a 7: unlike the printed 7, but a twin of the printed 4.
    const cells = [
      input(7, printedSeven(0), "printed", 0.99),
      input(4, printedFour, "printed", 0.99),
      input(7, printedFour, "handwritten", 0.95),
    ];
    expect(settleByTwins(cells, [printed(), printed(), printed()])[2]).toEqual(printed(SETTLED_CONFIDENCE));
  });

  it("leaves a printed digit the ink took for pen doubtful when its printed twin is neither alike nor unlike enough", () => {
    // A printed 7 cut out taller than the print (a line's remnant joined to it): the model says print,
    // the ink says pen, and the printed 7 is only middling alike to it.
    const tall = draw([
      [8, 1, 20, 1],
      [20, 1, 12, 27],
      [4, 27, 24, 27],
    ]);
    const alike = likeness(printedSeven(0), tall);
    expect(alike).toBeLessThan(TWIN_PRINTED);
    const cells = [
      input(7, printedSeven(0), "printed", 0.99),
      input(4, printedFour, "printed", 0.99),
      input(7, tall, "printed", 0.99),
    ];
    const settled = settleByTwins(cells, [printed(), printed(), handwritten(0.999)]);
    expect(settled[2]).toEqual(handwritten(SETTLED_CONFIDENCE));
    expect(SETTLED_CONFIDENCE).toBeLessThan(0.9);
  });
});

describe("wholeCopies", () => {
  const printedCells = (entries: [number, number, Float32Array][]) =>
    new Map(entries.map(([cell, digit, patch]) => [cell, { digit, patch }]));

  it("finds a printed digit that is a close copy of another printed copy of the same digit", () => {
    const cells = printedCells([
      [3, 7, printedSeven(0)],
      [40, 7, printedSeven(0.25)],
      [60, 4, printedFour],
    ]);
    expect(likeness(printedSeven(0), printedSeven(0.25))).toBeGreaterThanOrEqual(WHOLE_COPY);
    expect(wholeCopies([3, 40], cells)).toEqual([3, 40]);
  });

  it("leaves a digit with no printed twin, or only unlike ones, or not printed at all", () => {
    const cells = printedCells([
      [3, 7, printedSeven(0)],
      [40, 7, penSevens[0] as Float32Array],
      [60, 4, printedFour],
    ]);
    expect(likeness(printedSeven(0), penSevens[0] as Float32Array)).toBeLessThan(WHOLE_COPY);
    expect(wholeCopies([3, 60, 80], cells)).toEqual([]);
  });

  it("does not take a copy of another digit for a twin", () => {
    const cells = printedCells([
      [3, 7, printedSeven(0)],
      [40, 1, printedSeven(0)],
    ]);
    expect(wholeCopies([3], cells)).toEqual([]);
  });
});

describe("settleByTwins on a cell the model leaned to take for pen", () => {
  const crossedSeven = penSevens[0] as Float32Array;
  /** A pen-filled board: a printed 7 and 4, three pen digits, and the cell the ink took for print. */
  const board = (patch: Float32Array, kindConfidence: number) => [
    input(7, printedSeven(0), "printed", 0.99),
    input(4, printedFour, "printed", 0.99),
    input(3, penSevens[1] as Float32Array, "handwritten", 0.99),
    input(5, penSevens[1] as Float32Array, "handwritten", 0.99),
    input(6, crossedSeven, "handwritten", 0.99),
    input(7, patch, "handwritten", kindConfidence),
  ];
  const kinds = [printed(), printed(), handwritten(), handwritten(), handwritten(), printed(0.999)];

  it("gives it back to handwriting, doubtful, when it is unlike every printed cell", () => {
    expect(likeness(crossedSeven, printedSeven(0))).toBeLessThan(TWIN_APART);
    const settled = settleByTwins(board(crossedSeven, 0.6), kinds);
    expect(settled[5]).toEqual(handwritten(SETTLED_CONFIDENCE));
    expect(settled.slice(0, 5)).toEqual(kinds.slice(0, 5));
  });

  it("leaves it printed when the print has a copy of it", () => {
    expect(settleByTwins(board(printedSeven(0.3), 0.6), kinds)[5]).toEqual(printed(0.999));
  });

  it("leaves it to the clustering on a printed board", () => {
    const [seven, four, , , , leaning] = board(crossedSeven, 0.6) as TwinInput[];
    const printedBoard = [seven, four, leaning] as TwinInput[];
    const settled = settleByTwins(printedBoard, [printed(), printed(), printed(0.999)]);
    expect(settled[2]).toEqual(printed(0.999));
  });
});

describe("printedCopies", () => {
  /** A board's inked cells and its two boards, from [cell, digit, patch, printed?] entries. */
  const read = (entries: [number, number, Float32Array, boolean][]) => {
    const puzzle = new Uint8Array(81);
    const handwritten = new Uint8Array(81);
    for (const [cell, digit, , isPrinted] of entries) (isPrinted ? puzzle : handwritten)[cell] = digit;
    return { cells: entries.map(([cell, , patch]) => ({ cell, patch })), puzzle, handwritten };
  };

  it("gives back to print the pen cells that are copies of a printed digit, not a pen digit", () => {
    const { cells, puzzle, handwritten } = read([
      [3, 7, printedSeven(0), true],
      [60, 4, printedFour, true],
      [40, 7, printedSeven(0.25), false],
      [50, 7, penSevens[0] as Float32Array, false],
      [70, 7, penSevens[1] as Float32Array, false],
    ]);
    expect(likeness(printedSeven(0), printedSeven(0.25))).toBeGreaterThanOrEqual(TWIN_PRINTED);
    expect(printedCopies(cells, puzzle, handwritten)).toEqual([40]);
  });

  it("goes round: a copy found is a twin for the next", () => {
    // The pen-judged 7 at 40 is like the printed one; the one at 41 only like the 7 at 40.
    const far = printedSeven(0.5);
    expect(likeness(printedSeven(0), far)).toBeLessThan(TWIN_PRINTED);
    expect(likeness(printedSeven(0.25), far)).toBeGreaterThanOrEqual(TWIN_PRINTED);
    const { cells, puzzle, handwritten } = read([
      [3, 7, printedSeven(0), true],
      [60, 4, printedFour, true],
      [41, 7, far, false],
      [40, 7, printedSeven(0.25), false],
    ]);
    expect(printedCopies(cells, puzzle, handwritten)).toEqual([40, 41]);
  });

  it("finds nothing without a printed copy of the same digit", () => {
    const { cells, puzzle, handwritten } = read([
      [60, 4, printedFour, true],
      [40, 1, printedSeven(0), false],
    ]);
    expect(printedCopies(cells, puzzle, handwritten)).toEqual([]);
  });
});
