import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read/read-reencode.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import { EXTRA_SCREENS, screenBytes, screenLabel } from "../../support/screen-fixtures.js";

// KSudoku's egyptian theme in a 480×420 window (test/fixtures/app-screens-extra, tune, seed 32), shrunk to
// 60 % and saved as JPEG 90: its lattice is fitted a row and two columns off the board and no move puts it
// right. The strip beyond the lattice looks like the board's own (board-extent.ts reachesBeyond), so
// read.ts doubts every cell instead of presenting 36 wrong cells as sure.
const NAME = "extra32-ksudoku-egyptian-window-480x420-1.png";
const original = (): Buffer => screenBytes(EXTRA_SCREENS, NAME);
const shrunk = async (): Promise<Buffer> => reencode(original(), { format: "jpeg", quality: 90, scale: 0.6 });
const line = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");

describe(`${NAME} shrunk to 60 % and saved as JPEG 90`, () => {
  it("is found reaching beyond its lattice", async () => {
    const decoded = await decodePicture(await shrunk());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect(extractBoard(decoded.picture)?.beyondLattice).toBe(true);
  });

  it("is unsure with every cell doubtful, its wrong cells among them", async () => {
    const read = await readPicture(await shrunk());
    if (read.status !== "unsure") throw new Error(`expected unsure, got ${read.status}`);
    expect(read.doubtful).toHaveLength(81);
    // The read is wrong (the board is off by whole cells), which is why no cell may be sure.
    expect(line(read.puzzle)).not.toBe(screenLabel(EXTRA_SCREENS, NAME).givens);
  });
});

describe(`${NAME} as taken`, () => {
  it("is placed on its board and read with its givens and entries", async () => {
    const decoded = await decodePicture(original());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect(extractBoard(decoded.picture)?.beyondLattice).toBeUndefined();
    const read = await readPicture(original());
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(line(read.puzzle)).toBe(screenLabel(EXTRA_SCREENS, NAME).givens);
    expect(line(read.handwritten)).toBe(screenLabel(EXTRA_SCREENS, NAME).entries);
  });
});

// GNOME Sudoku's light window on a desktop (test/fixtures/app-screens-extra, tune, seed 45), shrunk to
// 75 % and saved as JPEG 90: found a row up and a column left, moved down a row, then not right (the
// window's frame passing for the board's left line, the move right scoring about the same): 40 wrong
// cells were sure, then every cell doubtful (its inner lines go on past its right side, board-extent.ts
// reachesBeyond). Moved right to where its lines end (unshift.ts LINES_END), it is read.
const GNOME = "extra45-gnome-sudoku-light-desktop-640x600-9.png";
const gnome = (): Buffer => screenBytes(EXTRA_SCREENS, GNOME);

describe(`${GNOME} shrunk to 75 % and saved as JPEG 90`, () => {
  it("is moved onto its board and read exactly", async () => {
    const bytes = await reencode(gnome(), { format: "jpeg", quality: 90, scale: 0.75 });
    const decoded = await decodePicture(bytes);
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect(extractBoard(decoded.picture)?.beyondLattice).toBeUndefined();
    const read = await readPicture(bytes);
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(line(read.puzzle)).toBe(screenLabel(EXTRA_SCREENS, GNOME).givens);
    expect(line(read.handwritten)).toBe(screenLabel(EXTRA_SCREENS, GNOME).entries);
  });

  it("as taken, is placed on its board", async () => {
    const decoded = await decodePicture(gnome());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect(extractBoard(decoded.picture)?.beyondLattice).toBeUndefined();
  });
});
