import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reencode } from "../../../src/bench/read-reencode.js";
import { readPicture } from "../../../src/core/vision/shipped.js";

// Screenshots shrunk and saved again as JPEG, as a phone's gallery or a chat app passes them on, must
// never come back with a wrong cell left unmarked: a board read a cell off is read wrong throughout.
const screens = path.join(import.meta.dirname, "..", "..", "fixtures", "app-screens");
const labels = readFileSync(path.join(screens, "labels.tsv"), "utf8").split("\n");

/** The label's every visible digit ('.' blank), givens and entries together. */
function fullOf(name: string): string {
  const full = labels.find((l) => l.startsWith(`${name}\t`))?.split("\t")[7];
  if (full === undefined) throw new Error(`${name} is not in labels.tsv`);
  return full;
}

/** The cells read wrong and not marked doubtful. */
function unmarked(read: Awaited<ReturnType<typeof readPicture>>, full: string): number[] {
  if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
  const wrong: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const expected = full[cell] === "." ? 0 : Number(full[cell]);
    if (read.grid[cell] !== expected && !read.doubtful.includes(cell)) wrong.push(cell);
  }
  return wrong;
}

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
      const bytes = await reencode(readFileSync(path.join(screens, name)), {
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
