import { beforeAll, describe, expect, it } from "vitest";
import { formatBoard } from "../../../../src/core/board.js";
import { PEERS } from "../../../../src/core/logic/grid.js";
import { likeness } from "../../../../src/core/vision/digits/twins.js";
import { MIN_CHOICE } from "../../../../src/core/vision/resolve.js";
import {
  byGlyphTwins,
  GLYPH_TWIN_CONFIDENCE,
  TWIN_MARGIN,
} from "../../../../src/core/vision/screen/glyph-twins.js";
import type { ScreenResult } from "../../../../src/core/vision/screen/screen.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample, DigitKind } from "../../../../src/core/vision/types.js";
import { puzzle, renderedEntries, result, shown } from "../../../support/rendered-entries.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** The cells of d in the picture, in order. */
const cellsOf = (d: number, kind: DigitKind): number[] =>
  [...shown.keys()].filter((cell) => shown[cell] === d && (puzzle[cell] !== 0) === (kind === "printed"));

describe("byGlyphTwins on our own rendered board (givens and the player's 4s and 6s)", () => {
  let cells: CellSample[] = [];
  /** Every drawn digit read right and sure, as the model reads our render. */
  let sure: (ScreenResult | null)[] = [];

  beforeAll(async () => {
    ({ cells, sure } = await renderedEntries());
    // The board holds what the tests need: inked exactly where drawn, several copies of each digit.
    expect(cells.map((c) => (c.ink ? 1 : 0))).toEqual([...shown].map((d) => (d ? 1 : 0)));
    expect(cellsOf(9, "printed").length).toBeGreaterThanOrEqual(3);
    expect(cellsOf(6, "handwritten").length).toBeGreaterThanOrEqual(3);
  });

  it("gives a doubtful misread entry the digit of its glyph twins, and keeps it doubtful", () => {
    const [misread] = cellsOf(6, "handwritten") as [number];
    const results = [...sure];
    results[misread] = result(5, "handwritten", 0.5, { 6: 0.4 });
    const { results: out, changed } = byGlyphTwins(cells, results);
    expect(changed).toEqual([misread]);
    expect(out[misread]?.digit).toBe(6);
    expect(out[misread]?.confidence).toBeLessThanOrEqual(GLYPH_TWIN_CONFIDENCE);
    expect(out[misread]?.confidence).toBeLessThan(0.9);
    // Nothing else moves.
    out.forEach((r, cell) => {
      if (cell !== misread) expect(r).toBe(results[cell]);
    });
  });

  it("leaves a misread given whose glyph is nearly as like another digit's (this font's 9 and 8)", () => {
    const [misread] = cellsOf(9, "printed") as [number];
    const nines = cellsOf(9, "printed").filter((cell) => cell !== misread);
    const eights = cellsOf(8, "printed");
    const patch = (cell: number) => (cells[cell] as CellSample).patch;
    const best = (of: number[]) => Math.max(...of.map((cell) => likeness(patch(misread), patch(cell))));
    // Its twins are the likest, but the 8s come within the margin.
    expect(best(nines)).toBeGreaterThan(best(eights));
    expect(best(nines) - best(eights)).toBeLessThan(TWIN_MARGIN);
    const results = [...sure];
    results[misread] = result(8, "printed", 0.5, { 9: 0.4 });
    expect(byGlyphTwins(cells, results).changed).toEqual([]);
  });

  it("corrects a sure digit that repeats a peer, and leaves a sure one that repeats none", () => {
    const sixes = cellsOf(6, "handwritten");
    const nearFive = (cell: number) => PEERS[cell]?.some((peer) => shown[peer] === 5) ?? false;
    const repeating = sixes.find(nearFive);
    const lone = sixes.find((cell) => !nearFive(cell));
    if (repeating === undefined || lone === undefined)
      throw new Error("fixture lacks a 6 with and without a 5 by it");
    for (const [cell, expected] of [
      [repeating, [repeating]],
      [lone, []],
    ] as const) {
      const results = [...sure];
      results[cell] = result(5, "handwritten", 0.97, { 6: 0.01 });
      const { results: out, changed } = byGlyphTwins(cells, results);
      expect(changed).toEqual(expected);
      expect(out[cell]?.digit).toBe(expected.length > 0 ? 6 : 5);
      // Changed, a sure reading becomes a doubtful proposal.
      expect(out[cell]?.confidence).toBe(expected.length > 0 ? GLYPH_TWIN_CONFIDENCE : 0.97);
    }
  });

  it("leaves two doubtful copies of one glyph read as two digits as they are (no swap)", () => {
    const [first, second, ...rest] = cellsOf(6, "handwritten") as [number, number, ...number[]];
    const results = [...sure];
    // Only two 6s on the board, one read as a 5: each is the other's twin, and neither is surer.
    for (const cell of rest) results[cell] = null;
    results[first] = result(5, "handwritten", 0.5, { 6: 0.4 });
    results[second] = result(6, "handwritten", 0.6, { 5: 0.3 });
    expect(byGlyphTwins(cells, results).changed).toEqual([]);
    // With the 6 read surely, nothing takes its digit from the 5.
    results[second] = result(6, "handwritten", 0.999);
    expect(byGlyphTwins(cells, results).changed).toEqual([first]);
  });

  it("leaves a doubtful digit whose twin digit the model finds implausible", () => {
    const [misread] = cellsOf(6, "handwritten") as [number];
    const results = [...sure];
    const floor = MIN_CHOICE / 2;
    results[misread] = {
      ...result(5, "handwritten", 0.5),
      probabilities: probabilitiesWith(5, 0.5, 6, floor),
    };
    expect(byGlyphTwins(cells, results).changed).toEqual([]);
  });

  it("compares a cell only with its own kind's glyphs", () => {
    const [misread] = cellsOf(7, "printed") as [number];
    const asKind = (kind: DigitKind) => {
      const results = [...sure];
      results[misread] = result(1, kind, 0.5, { 7: 0.4 });
      return byGlyphTwins(cells, results).changed;
    };
    // A given 7 read as a 1 has the givens' 7s for twins; taken for an entry, only the 4s and 6s count.
    expect(asKind("printed")).toEqual([misread]);
    expect(asKind("handwritten")).toEqual([]);
  });

  it("leaves a doubtful digit that looks like its own twins (a player's digit as drawn)", () => {
    const [doubted] = cellsOf(6, "handwritten") as [number];
    const results = [...sure];
    results[doubted] = result(6, "handwritten", 0.6, { 4: 0.3 });
    expect(byGlyphTwins(cells, results).changed).toEqual([]);
  });
});

/** Probabilities with `digit` at `p`, `other` at `q`, the rest spread evenly. */
function probabilitiesWith(digit: number, p: number, other: number, q: number): Float32Array {
  const probabilities = new Float32Array(10);
  for (let d = 1; d <= 9; d++) probabilities[d] = (1 - p - q) / 7;
  probabilities[digit] = p;
  probabilities[other] = q;
  return probabilities;
}

describe("a KSudoku scribble screenshot (test/fixtures/app-screens-extra, tune)", () => {
  it("reads the entry 9 the model took for an 8 as its glyph twins' 9, doubtful", async () => {
    const name = "extra4-ksudoku-scribble-window-1040x760-3.png";
    const { full } = screenLabel(EXTRA_SCREENS, name);
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const r2c1 = 9;
    expect(read.grid[r2c1]).toBe(9);
    expect(read.doubtful).toContain(r2c1);
    expect(read.status).toBe("unsure");
    expect(formatBoard(read.grid)).toBe(full);
  });
});
