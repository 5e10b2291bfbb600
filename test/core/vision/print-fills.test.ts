import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read/read-reencode.js";
import { NO_FEATURES } from "../../../src/core/vision/cells/cells.js";
import { FILL_GAP, printOnBlankFill } from "../../../src/core/vision/print-fills.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import type { CellSample } from "../../../src/core/vision/types.js";

/** A photo's cell with only what the rule reads: its index and its fill. */
const cellOn = (cell: number, fill: number): CellSample => ({
  cell,
  ink: false,
  inkConfidence: 1,
  patch: new Float32Array(0),
  features: NO_FEATURES,
  fill,
});

/** Cells 0-29 printed (digits 1-9), 30-80 blank; each on `givenFill` or `blankFill`, unless `odd` names its fill. */
function board(givenFill: number, blankFill: number, odd: Record<number, number> = {}) {
  const puzzle = new Uint8Array(81);
  for (let cell = 0; cell < 30; cell++) puzzle[cell] = (cell % 9) + 1;
  const cells = [...puzzle.keys()].map((cell) =>
    cellOn(cell, odd[cell] ?? (cell < 30 ? givenFill : blankFill)),
  );
  return { cells, puzzle, grid: puzzle };
}

describe("printOnBlankFill", () => {
  it("names the printed digits on the blank cells' fill when the givens have a grey fill of their own", () => {
    const { cells, puzzle, grid } = board(190, 250, { 4: 248, 17: 251 });
    expect(printOnBlankFill(cells, puzzle, grid)).toEqual([4, 17]);
  });

  it("names none on paper, where print and blanks share the sheet's fill", () => {
    const { cells, puzzle, grid } = board(232, 236, { 4: 250, 17: 215 });
    expect(printOnBlankFill(cells, puzzle, grid)).toEqual([]);
  });

  it(`names none when the fills differ by less than ${FILL_GAP} gray levels`, () => {
    const { cells, puzzle, grid } = board(250 - FILL_GAP + 1, 250, { 4: 250 });
    expect(printOnBlankFill(cells, puzzle, grid)).toEqual([]);
  });

  it("names none on a screenshot read as one (its cells carry no fill)", () => {
    const { cells, puzzle, grid } = board(190, 250, { 4: 250 });
    const drawn = cells.map(({ fill: _fill, ...rest }) => rest);
    expect(printOnBlankFill(drawn, puzzle, grid)).toEqual([]);
  });
});

// FLTK's Sudoku, plastic look, 480×505 window (test/fixtures/app-screens, tune half): givens on grey, the
// player's two entries (r1c9 and r7c7, both 2s) in the same black face on the empty cells' white. Shrunk to
// 0.6 and saved as JPEG 90 it is taken for a photo, and was read `read` with both entries as givens.
describe("FLTK's plastic board shrunk to 0.6 and saved as JPEG 90", () => {
  it("reads unsure, with both entries' kinds doubtful", async () => {
    const screens = path.join(import.meta.dirname, "..", "..", "fixtures", "app-screens");
    const bytes = await reencode(
      readFileSync(path.join(screens, "fltk-sudoku-plastic-window-480x505-1.png")),
      {
        format: "jpeg",
        quality: 90,
        scale: 0.6,
      },
    );
    const read = await readPicture(new Uint8Array(bytes));
    if (read.status !== "unsure") throw new Error(`status ${read.status}`);
    expect(read.doubtful).toEqual(expect.arrayContaining([8, 60]));
  });
});
