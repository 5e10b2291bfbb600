import { beforeAll, describe, expect, it } from "vitest";
import { reencode } from "../../../../src/bench/read/read-reencode.js";
import { formatBoard } from "../../../../src/core/board.js";
import { GLYPH_TWIN_CONFIDENCE } from "../../../../src/core/vision/screen/glyph-twins.js";
import type { ScreenResult, SettledScreen } from "../../../../src/core/vision/screen/screen.js";
import { SOLVED_CHOICE, solvedEntries } from "../../../../src/core/vision/screen/solved-entries.js";
import { readPicture } from "../../../../src/core/vision/shipped.js";
import type { CellSample } from "../../../../src/core/vision/types.js";
import { puzzle, renderedEntries, result, shown } from "../../../support/rendered-entries.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../../support/screen-fixtures.js";

/** The player's entries of digit d, in cell order. */
const entriesOf = (d: number): number[] =>
  [...shown.keys()].filter((cell) => shown[cell] === d && puzzle[cell] === 0);

describe("solvedEntries on our own rendered board (givens and the player's 4s and 6s)", () => {
  let cells: CellSample[] = [];
  /** Every drawn digit read right and sure, as the model reads our render. */
  let sure: (ScreenResult | null)[] = [];
  const settled = (results: (ScreenResult | null)[], marked: number[] = []): SettledScreen => ({
    cells,
    results,
    marked,
  });

  beforeAll(async () => {
    ({ cells, sure } = await renderedEntries());
    expect(cells.map((c) => (c.ink ? 1 : 0))).toEqual([...shown].map((d) => (d ? 1 : 0)));
    expect(entriesOf(6).length).toBeGreaterThanOrEqual(2);
  });

  it("gives an unsure entry the solution's digit when the model nearly chose it, and keeps it doubtful", () => {
    const [misread] = entriesOf(6) as [number];
    const results = [...sure];
    results[misread] = result(5, "handwritten", 0.55, { 6: 0.4 });
    const { settled: out, changed } = solvedEntries(settled(results));
    expect(changed).toEqual([misread]);
    expect(out.results[misread]?.digit).toBe(6);
    expect(out.results[misread]?.confidence).toBeLessThanOrEqual(GLYPH_TWIN_CONFIDENCE);
    expect(out.results[misread]?.confidence).toBeLessThan(0.9);
    out.results.forEach((r, cell) => {
      if (cell !== misread) expect(r).toBe(results[cell]);
    });
  });

  it("leaves an entry whose solution digit the model gives less than the floor, or that it reads surely", () => {
    const [cell] = entriesOf(6) as [number];
    const [four] = entriesOf(4) as [number];
    // Drawn like the board's 4s, not its 6s: no solution twin speaks for the 6.
    const drawnAsFour = cells.map((c) =>
      c.cell === cell ? { ...c, patch: (cells[four] as CellSample).patch } : c,
    );
    for (const read of [
      result(5, "handwritten", 0.8, { 6: SOLVED_CHOICE / 2 }),
      result(5, "handwritten", 0.92, { 6: 0.07 }),
    ]) {
      const results = [...sure];
      results[cell] = read;
      expect(solvedEntries({ cells: drawnAsFour, results, marked: [] }).changed).toEqual([]);
    }
  });

  it("gives an unsure entry drawn like the board's sure copies of the solution's digit that digit (a solution twin)", () => {
    const [cell] = entriesOf(6) as [number];
    const results = [...sure];
    // The model all but rules the 6 out, but the glyph is the board's 6s' own.
    results[cell] = result(5, "handwritten", 0.8, { 6: 0.01 });
    const { settled: out, changed } = solvedEntries(settled(results));
    expect(changed).toEqual([cell]);
    expect(out.results[cell]?.digit).toBe(6);
    expect(out.results[cell]?.confidence).toBeLessThanOrEqual(GLYPH_TWIN_CONFIDENCE);
  });

  it("gives every copy of one glyph misread alike the solution's digit: unsure copies vouch for none", () => {
    const sixes = entriesOf(6);
    const results = [...sure];
    // Every 6 entry read as 5, unsure, the 6 the runner-up: each is the others' twin, none is sure.
    for (const cell of sixes) results[cell] = result(5, "handwritten", 0.6, { 6: 0.3 });
    expect(solvedEntries(settled(results)).changed).toEqual(sixes);
    // One of them read surely as 5 vouches for the others' 5: a mistake entered again and again.
    results[sixes[0] as number] = result(5, "handwritten", 0.999);
    expect(solvedEntries(settled(results)).changed).toEqual([]);
  });

  it("leaves a player's mistake drawn like another entry read as its digit (an own twin)", () => {
    const [first, second] = entriesOf(6) as [number, number];
    const results = [...sure];
    // Two copies of one glyph, both read as 5: a 5 entered twice where the solution has 6s.
    results[first] = result(5, "handwritten", 0.6, { 6: 0.3 });
    results[second] = result(5, "handwritten", 0.999);
    expect(solvedEntries(settled(results)).changed).toEqual([]);
    // Without its twin, the same doubt is a misread.
    results[second] = sure[second] as ScreenResult;
    expect(solvedEntries(settled(results)).changed).toEqual([first]);
  });

  it("leaves a red entry (the app's own mark of a mistake), and every entry of a board whose givens are in doubt", () => {
    const [entry] = entriesOf(6) as [number];
    const results = [...sure];
    results[entry] = result(5, "handwritten", 0.55, { 6: 0.4 });
    expect(solvedEntries(settled(results, [entry])).changed).toEqual([]);
    // An unsure given: its solution is not trusted, so the unsure entry stays as read.
    const given = puzzle.indexOf(7);
    results[given] = result(7, "printed", 0.6, { 1: 0.35 });
    expect(solvedEntries(settled(results)).changed).toEqual([]);
  });
});

describe("a KSudoku scribble screenshot (test/fixtures/app-screens-extra, tune)", () => {
  const name = "extra42-ksudoku-scribble-desktop-700x600-21.png";

  it("reads the entry 1 the model nearly took for a 7 as the solution's 1, doubtful", async () => {
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const r7c8 = 61;
    expect(read.grid[r7c8]).toBe(1);
    expect(read.doubtful).toContain(r7c8);
    expect(formatBoard(read.grid)).toBe(screenLabel(EXTRA_SCREENS, name).full);
  });

  it("saved as JPEG 90, keeps the player's mistaken 7, unsure of it, as drawn", async () => {
    const bytes = await reencode(screenBytes(EXTRA_SCREENS, name), { format: "jpeg", quality: 90, scale: 1 });
    const read = await readPicture(bytes);
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const r1c5 = 4;
    expect(read.grid[r1c5]).toBe(7);
    expect(formatBoard(read.grid)).toBe(screenLabel(EXTRA_SCREENS, name).full);
  });
});

describe("a KSudoku scribble screenshot whose two entry 1s are one glyph read as 7 (app-screens-extra, tune)", () => {
  const name = "extra49-ksudoku-scribble-desktop-700x600-21.png";

  it("reads both as the solution's 1, doubtful", async () => {
    const read = await readPicture(screenBytes(EXTRA_SCREENS, name));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    const [r7c4, r8c3] = [57, 65];
    expect([read.grid[r7c4], read.grid[r8c3]]).toEqual([1, 1]);
    expect(read.doubtful).toEqual(expect.arrayContaining([r7c4, r8c3]));
    expect(formatBoard(read.grid)).toBe(screenLabel(EXTRA_SCREENS, name).full);
  });
});
