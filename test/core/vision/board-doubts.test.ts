import { describe, expect, it } from "vitest";
import { solve } from "../../../src/core/solver.js";
import {
  type BoardEvidence,
  liftBoardDoubts,
  MAX_SOLVED_HAND,
  SOLVED_KIND_FLOOR,
  unvouchedKinds,
} from "../../../src/core/vision/board-doubts.js";
import { classifyBoardWith, shippedModel } from "../../../src/core/vision/digits/classify.js";
import { readImage } from "../../../src/core/vision/read.js";
import type { CellSample, InkFeatures } from "../../../src/core/vision/types.js";
import { photographed, printedPuzzle } from "../../support/photographed-grid.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const puzzle = Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));
const solved = solve(puzzle);
if (solved.status !== "unique") throw new Error("fixture puzzle is not unique");
const solution = solved.solution;
/** The doubt threshold as a Float32Array stores it (read.ts DOUBT_LINE). */
const LINE = Math.fround(0.9);

const ink: InkFeatures = {
  hue: 0,
  saturation: 0.05,
  value: 0.2,
  contrast: 0.6,
  inkFraction: 0.12,
  height: 0.45,
  width: 0.3,
  stroke: 0.08,
  inverted: false,
};
/** A patch per digit with a pixel pattern of its own (the sheet's font), shifted by `jitter` values. */
const fontPatch = (digit: number, jitter = 0): Float32Array =>
  Float32Array.from({ length: 784 }, (_, k) => ((k * (digit + 3) + jitter) % 17 < 5 ? 1 : 0));

/**
 * The evidence of a photo of PUZZLE, every cell sure: its givens printed in one font and, when `filled`,
 * every other cell handwritten with the solution's digit.
 */
function evidence(filled: boolean): BoardEvidence {
  const handwritten = filled
    ? Uint8Array.from(solution, (d, cell) => (puzzle[cell] === 0 ? d : 0))
    : new Uint8Array(81);
  const cells: CellSample[] = Array.from({ length: 81 }, (_, cell) => ({
    cell,
    ink: puzzle[cell] !== 0 || handwritten[cell] !== 0,
    inkConfidence: 1,
    patch: puzzle[cell] !== 0 ? fontPatch(puzzle[cell] as number) : new Float32Array(784),
    features: ink,
  }));
  const inked = (cell: number): boolean => (cells[cell] as CellSample).ink;
  return {
    cells,
    puzzle,
    handwritten,
    confidence: Float32Array.from(cells, (c) => (c.ink ? 0.99 : 1)),
    digit: Float32Array.from(cells, (c) => (inked(c.cell) ? 0.99 : 0)),
    kind: Float32Array.from(cells, () => 0.999),
  };
}

/** Makes a printed cell's ink doubtful (cut from a grid line), its patch `patch`. */
function cutFromLine(e: BoardEvidence, cell: number, patch: Float32Array): void {
  (e.cells as CellSample[])[cell] = { ...(e.cells[cell] as CellSample), inkConfidence: 0.85, patch };
  e.confidence[cell] = 0.85;
}

/** Makes a handwritten cell's digit doubtful: the model read it at `p`. */
function hesitate(e: BoardEvidence, cell: number, p = 0.6): void {
  e.digit[cell] = p;
  e.confidence[cell] = p;
}

const r1c1 = 0; // a given 5, one of several
const r1c2 = 1; // a given 3
const pens = [...puzzle.keys()].filter((cell) => puzzle[cell] === 0);

describe("liftBoardDoubts: whole print", () => {
  it("makes sure a printed digit doubted only for its ink when it is a copy of a printed twin", () => {
    const e = evidence(false);
    cutFromLine(e, r1c1, fontPatch(5));
    const doubtful = new Set([r1c1]);
    expect(liftBoardDoubts(doubtful, e, LINE)).toEqual([r1c1]);
    expect(doubtful.size).toBe(0);
    expect(e.confidence[r1c1]).toBeGreaterThanOrEqual(LINE);
  });

  it("keeps it doubtful when it is unlike its printed twins (part of it may be cut away)", () => {
    const e = evidence(false);
    cutFromLine(e, r1c1, fontPatch(8, 4));
    const doubtful = new Set([r1c1]);
    expect(liftBoardDoubts(doubtful, e, LINE)).toEqual([]);
    expect([...doubtful]).toEqual([r1c1]);
    expect(e.confidence[r1c1]).toBeCloseTo(0.85);
  });

  it("changes nothing while another cell is doubtful for another reason, or the model itself doubts", () => {
    const e = evidence(false);
    cutFromLine(e, r1c1, fontPatch(5));
    e.confidence[r1c2] = 0.5; // a later step (a crop) made it doubtful
    const doubtful = new Set([r1c1, r1c2]);
    expect(liftBoardDoubts(doubtful, e, LINE)).toEqual([]);
    expect(doubtful.size).toBe(2);

    const unsure = evidence(false);
    cutFromLine(unsure, r1c1, fontPatch(5));
    unsure.digit[r1c1] = 0.8;
    expect(liftBoardDoubts(new Set([r1c1]), unsure, LINE)).toEqual([]);
  });
});

describe("liftBoardDoubts: solved hand", () => {
  it("makes sure a handwritten digit the model hesitated over when the filled-in board is solved", () => {
    const e = evidence(true);
    hesitate(e, pens[0] as number);
    hesitate(e, pens[10] as number, 0.45);
    const doubtful = new Set([pens[0] as number, pens[10] as number]);
    expect(liftBoardDoubts(doubtful, e, LINE)).toEqual([pens[0], pens[10]]);
    expect(doubtful.size).toBe(0);
    expect(e.confidence[pens[10] as number]).toBeGreaterThanOrEqual(LINE);
  });

  it(`keeps them doubtful when more than ${MAX_SOLVED_HAND} hesitate, or the board is not filled in`, () => {
    const e = evidence(true);
    const many = pens.slice(0, MAX_SOLVED_HAND + 1);
    for (const cell of many) hesitate(e, cell);
    expect(liftBoardDoubts(new Set(many), e, LINE)).toEqual([]);

    const half = evidence(true);
    const empty = pens[5] as number;
    (half.handwritten as Uint8Array)[empty] = 0;
    (half.cells as CellSample[])[empty] = { ...(half.cells[empty] as CellSample), ink: false };
    hesitate(half, pens[0] as number);
    expect(liftBoardDoubts(new Set([pens[0] as number]), half, LINE)).toEqual([]);
  });

  it(`keeps them doubtful when any kind on the board is less sure than ${SOLVED_KIND_FLOOR}, or the cell's kind is in doubt`, () => {
    const e = evidence(true);
    hesitate(e, pens[0] as number);
    e.kind[r1c2] = 0.98; // a given that may be a pen digit: the rules cannot tell
    expect(liftBoardDoubts(new Set([pens[0] as number]), e, LINE)).toEqual([]);

    const kindInDoubt = evidence(true);
    hesitate(kindInDoubt, pens[0] as number);
    kindInDoubt.kind[pens[0] as number] = 0.7;
    expect(liftBoardDoubts(new Set([pens[0] as number]), kindInDoubt, LINE)).toEqual([]);
  });
});

describe("unvouchedKinds", () => {
  it(`names the digits whose kind is under ${SOLVED_KIND_FLOOR}, and no blank cell`, () => {
    const grid = Uint8Array.from(solution, (d, cell) => (cell === 2 ? 0 : d));
    const kind = new Float32Array(81).fill(0.999);
    kind[r1c1] = 0.918; // a blurred pen 7 taken for print
    kind[r1c2] = 0.99; // at the floor: vouched for
    kind[2] = 0.5; // blank: no kind to doubt
    expect(unvouchedKinds(grid, kind)).toEqual([r1c1]);
  });
});

describe("readImage on a photo with a kind under the floor", async () => {
  const photo = await photographed(printedPuzzle);
  /**
   * The shipped model's digits and kinds, each made sure, but r1c1's kind 0.95 sure and, when `hesitant`,
   * r1c2's digit 0.5.
   */
  const reader = (hesitant: boolean) => ({
    classifyBoard: (cells: readonly CellSample[]) =>
      classifyBoardWith(shippedModel(), cells).map((result, cell) => {
        if (result === null) return null;
        const sure = { ...result, confidence: 1, kindConfidence: 1, probabilities: undefined };
        if (cell === r1c1) return { ...sure, kindConfidence: 0.95 };
        return cell === r1c2 && hesitant ? { ...sure, confidence: 0.5 } : sure;
      }),
  });

  it("keeps it sure on a board with no other doubt", async () => {
    const read = await readImage(photo, reader(false));
    if (read.status !== "read") throw new Error(`expected read, got ${read.status}`);
    expect(read.doubtful).toEqual([]);
  });

  it("doubts its kind on a board left in doubt by another cell", async () => {
    const read = await readImage(photo, reader(true));
    if (read.status !== "unsure") throw new Error(`expected unsure, got ${read.status}`);
    expect(read.doubtful).toEqual([r1c1, r1c2]);
    expect(read.kindDoubtful).toEqual([r1c1]);
  });
});
