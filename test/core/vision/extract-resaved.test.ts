import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read/read-reencode.js";
import { drawScreenshot } from "../../../src/bench/read/screens.js";
import { solve } from "../../../src/core/solver.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import { SCREENS, screenBytes, screenLabel } from "../../support/screen-fixtures.js";

// Screenshots shrunk and saved again as JPEG, as a phone's gallery or a chat app passes them on, must
// never come back with a wrong cell left unmarked: a board read a cell off is read wrong throughout.
/** The label's every visible digit ('.' blank), givens and entries together. */
const fullOf = (name: string): string => screenLabel(SCREENS, name).full;

/**
 * The cells read wrong and not marked doubtful: a wrong digit, or a given read as an entry or the other
 * way round when `givens` is given.
 */
function unmarked(read: Awaited<ReturnType<typeof readPicture>>, full: string, givens?: string): number[] {
  if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
  const wrong: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const expected = full[cell] === "." ? 0 : Number(full[cell]);
    const kind = givens !== undefined && (givens[cell] !== ".") !== (read.puzzle[cell] !== 0);
    if ((read.grid[cell] !== expected || kind) && !read.doubtful.includes(cell)) wrong.push(cell);
  }
  return wrong;
}

/** The synthetic screenshot of `seed` (src/bench/read/screens.ts) of a puzzle, with its labels. */
function synthetic(seed: number, puzzle: string) {
  const board = Uint8Array.from(puzzle, (ch) => (ch === "." ? 0 : Number(ch)));
  const solved = solve(board);
  if (solved.status !== "unique") throw new Error(solved.status);
  return drawScreenshot(seed, board, solved.solution);
}

const line = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");

// GNOME Sudoku's light board on a 1280×800 screen (test/fixtures/app-screens, tune half), cropped by the
// screen's bottom, its header bar's top row along the picture's top edge. Shrunk to 0.75 and saved as
// JPEG 90, its lattice was moved one row up, past the picture's top edge (that row, repeated beyond the
// picture as a warp samples it, passed for a whole outer line), and every cell was read a row off, surely.
for (const name of [
  "gnome-sudoku-light-screen-1280x800-1.png",
  "gnome-sudoku-light-highlight-screen-1280x800-2.png",
])
  describe(`${name} shrunk to 0.75 and saved as JPEG 90`, () => {
    it("is read on its own rows, no wrong cell unmarked", async () => {
      const bytes = await reencode(screenBytes(SCREENS, name), {
        format: "jpeg",
        quality: 90,
        scale: 0.75,
      });
      const read = await readPicture(bytes);
      if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
      expect(read.grid[0]).toBe(Number(fullOf(name)[0]));
      expect(unmarked(read, fullOf(name))).toEqual([]);
    });
  });

// A synthetic dark screenshot (the bench's seed 1515, its puzzle from the shared kaggle_like set): the
// selected cell's row, column and box are highlighted, and every cell of them holds a digit, 14 givens
// and 6 yellow entries. That fill was taken for the givens' fill (no blank cell has it), and 21 givens
// were read as entries and 6 entries as givens, every one sure. As drawn, and saved again.
describe("a highlight with no blank cell, holding givens and entries in two inks", () => {
  const shot = synthetic(
    1515,
    "9....6.13.5......4..2..357..9368.....2.73.16..6.2.94.......8327...9.58..28..176..",
  );
  for (const scale of [1, 0.75])
    it(`is not taken for the givens' fill (×${scale}, JPEG 90)`, async () => {
      const bytes = scale === 1 ? shot.png : await reencode(shot.png, { format: "jpeg", quality: 90, scale });
      const read = await readPicture(bytes);
      if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
      expect(line(read.puzzle)).toBe(shot.givens);
      expect(unmarked(read, shot.full, shot.givens)).toEqual([]);
    });
});

// A synthetic phone screenshot in the sepia theme (seed 1337), shrunk to 0.75 and saved as JPEG 90: its
// cells' grain is a photo's, and its green entries were read as print, 68 printed digits and no
// handwriting, every one sure. A puzzle gives far fewer: every kind is doubtful (given-count.ts).
describe("a screenshot taken for a photo with every entry read as print", () => {
  it("leaves no wrong kind unmarked", async () => {
    const shot = synthetic(
      1337,
      "...96.473.75....6..69.4..5.89.3.1.......7.54.7...29.8...32..8.5..169....98...42..",
    );
    const read = await readPicture(await reencode(shot.png, { format: "jpeg", quality: 90, scale: 0.75 }));
    expect(unmarked(read, shot.full, shot.givens)).toEqual([]);
  });
});

// Synthetic dark screenshots halved and saved as JPEG 80. Seed 1042: its error entry's red (241, 101,
// 101) faded to (199, 112, 123), under the red ink's chroma, and the entry, one cell of its own ink,
// went to the givens' near white: a given whose givens had no solution, surely. Seed 1023: an error
// entry in pink on the selected cell's blue blend faded under the faint line (0.296 of the board's
// contrast, as tall as every digit) and was read surely blank, on a board read `read`.
describe("a screenshot halved and saved as JPEG 80 with an error entry", () => {
  const half = { format: "jpeg", quality: 80, scale: 0.5 } as const;
  it("reads the faded red entry as an entry (seed 1042)", async () => {
    const shot = synthetic(
      1042,
      "2...5.1.936.2...451....4.7....9.....5.1.6.437...34.2.16.5.379.8.13...72...41..6..",
    );
    const read = await readPicture(await reencode(shot.png, half));
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(line(read.puzzle)).toBe(shot.givens);
    expect(unmarked(read, shot.full, shot.givens)).toEqual([]);
  });
  it("doubts the faded pink entry it blanks (seed 1023)", async () => {
    const shot = synthetic(
      1023,
      "6.9.54.2112.3...9..489...6...6.7...5..5.4........3.4.6.516..2.326.4...187......5.",
    );
    const read = await readPicture(await reencode(shot.png, half));
    expect(read.status).toBe("unsure");
    expect(unmarked(read, shot.full, shot.givens)).toEqual([]);
  });
});
