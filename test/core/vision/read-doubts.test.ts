import { describe, expect, it } from "vitest";
import { DOUBT_LINE, doubtfulCells, type ReadEvidence } from "../../../src/core/vision/read-doubts.js";
import type { CellSample, ExtractedBoard } from "../../../src/core/vision/types.js";
import { PLAIN_INK } from "../../support/ink-features.js";
import { PHOTO_PUZZLE } from "../../support/photographed-grid.js";

const features = PLAIN_INK;
const patch = new Float32Array(28 * 28);
const puzzle = Uint8Array.from(PHOTO_PUZZLE, (ch) => (ch === "." ? 0 : Number(ch)));
const cells: CellSample[] = Array.from(puzzle, (digit, cell) => ({
  cell,
  ink: digit !== 0,
  inkConfidence: 1,
  patch,
  features,
}));
const digitCells = [...puzzle.keys()].filter((cell) => puzzle[cell] !== 0);

/** A read of PHOTO_PUZZLE's givens, every cell sure, with the given changes. */
function evidence(change: Partial<ReadEvidence> = {}): ReadEvidence {
  return {
    cells,
    puzzle,
    handwritten: new Uint8Array(81),
    grid: puzzle,
    confidence: new Float32Array(81).fill(1),
    digitConfidence: Float32Array.from(puzzle, (d) => (d === 0 ? 0 : 1)),
    kindConfidence: new Float32Array(81).fill(1),
    digits: digitCells.length,
    breaks: [],
    ruleCells: new Set(),
    red: [],
    ...change,
  };
}

const board = (change: Partial<ExtractedBoard> = {}): ExtractedBoard => ({
  corners: [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ],
  inverted: false,
  latticeScore: 0.9,
  drawn: true,
  cells,
  ...change,
});

describe("doubtfulCells", () => {
  it("finds nothing doubtful on a screenshot's read sure throughout and keeping the rules", () => {
    expect(doubtfulCells(board(), evidence())).toEqual({ doubtful: [], kindDoubtful: [] });
  });

  it("doubts the cells under the line, and a broken screenshot read's cells short of 0.95 and its rule cells", () => {
    const confidence = new Float32Array(81).fill(1);
    const [low, short, other] = digitCells as [number, number, number];
    confidence[low] = 0.85;
    confidence[short] = 0.93;
    expect(doubtfulCells(board(), evidence({ confidence })).doubtful).toEqual([low]);
    const broken = evidence({ confidence, breaks: ["repeated-digit"], ruleCells: new Set([other]) });
    expect(doubtfulCells(board(), broken).doubtful).toEqual([low, short, other].sort((a, b) => a - b));
  });

  it("doubts every cell of a broken read with most of its digits doubtful, and of a board beyond its lattice", () => {
    const half = new Set(digitCells.slice(0, Math.ceil(digitCells.length / 2)));
    const hopeless = evidence({ breaks: ["repeated-digit"], ruleCells: half });
    expect(doubtfulCells(board(), hopeless).doubtful).toHaveLength(81);
    expect(doubtfulCells(board({ beyondLattice: true }), evidence()).doubtful).toHaveLength(81);
  });

  it("names a doubtful digit doubted for its kind alone, and not one whose digit is unsure", () => {
    const [kindOnly, digitUnsure] = digitCells as [number, number];
    const confidence = new Float32Array(81).fill(1);
    const digitConfidence = Float32Array.from(puzzle, (d) => (d === 0 ? 0 : 1));
    const kindConfidence = new Float32Array(81).fill(1);
    confidence[kindOnly] = 0.6;
    kindConfidence[kindOnly] = 0.6;
    confidence[digitUnsure] = 0.6;
    digitConfidence[digitUnsure] = 0.6;
    const read = evidence({ confidence, digitConfidence, kindConfidence });
    const { doubtful, kindDoubtful } = doubtfulCells(board(), read);
    expect(doubtful).toEqual([kindOnly, digitUnsure].sort((a, b) => a - b));
    expect(kindDoubtful).toEqual([kindOnly]);
    expect(DOUBT_LINE).toBe(Math.fround(0.9));
  });
});
