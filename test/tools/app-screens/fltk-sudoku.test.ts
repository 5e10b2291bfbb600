import { describe, expect, it } from "vitest";
import { seeded } from "../../../src/bench/read/screens.js";
import { formatBoard } from "../../../src/core/board.js";
import { solve } from "../../../src/core/solver.js";
import { cellCentre, fltkPrefs, readFltkPrefs } from "../../../src/tools/app-screens/fltk-sudoku.js";
import { labelsOf, planMoves } from "../../../src/tools/app-screens/plan.js";

const PUZZLE = ".1.4..2.59.....71..2.1..8.9..9..6...7...81.9418..5.6.3..5.14..8..6.2....8...7.45.";
const solved = solve(Uint8Array.from([...PUZZLE].map((ch) => (ch === "." ? 0 : Number(ch)))));
if (solved.status !== "unique") throw new Error("test puzzle is not unique");
const SOLUTION = formatBoard(solved.solution, "line");

describe("fltkPrefs", () => {
  it("reads back as the planned board, givens read-only, the pencil-mark cells marked", () => {
    const moves = planMoves(PUZZLE, SOLUTION, { right: 6, wrong: 1, pencils: 4 }, seeded(5));
    const saved = readFltkPrefs(fltkPrefs(PUZZLE, SOLUTION, moves));
    expect(saved.full).toBe(labelsOf(PUZZLE, moves).full);
    expect(saved.givens).toBe(PUZZLE);
    const pencils = moves.filter((m) => m.kind === "pencil").map((m) => m.cell);
    expect(saved.pencilled).toEqual(pencils.sort((a, b) => a - b));
  });

  it("writes the solution, the digit shown, read-only and the pencil slots under the app's key names", () => {
    const text = fltkPrefs(PUZZLE, SOLUTION, [
      { cell: 0, kind: "pencil", digits: [3, 6] },
      { cell: 2, kind: "entry", digits: [7] },
    ]);
    expect(text.startsWith("; FLTK preferences file format 1.0\n")).toBe(true);
    expect(text).toContain(
      `\nvalue0.0:${SOLUTION[0]}\nstate0.0:0\nreadonly0.0:0\ntest00.0:3\ntest10.0:6\ntest20.0:0\n`,
    );
    expect(text).toContain("\nstate0.1:1\nreadonly0.1:1\n");
    expect(text).toContain("\nstate0.2:7\nreadonly0.2:0\n");
  });

  it("keeps the first game value non-zero, as the app needs to restore a game", () => {
    expect(fltkPrefs(PUZZLE, SOLUTION, [])).toMatch(/\nvalue0\.0:[1-9]\n/);
  });
});

describe("readFltkPrefs", () => {
  it("reads a file the app wrote: a given shown, an entry, and pencil marks beside no digit", () => {
    const lines = ["; FLTK preferences file format 1.0", "[.]", "x:1", "y:20"];
    for (let i = 0; i < 81; i++) {
      const at = `${Math.floor(i / 9)}.${i % 9}`;
      const state = i === 0 ? 5 : i === 1 ? 3 : 0;
      lines.push(`value${at}:1`, `state${at}:${state}`, `readonly${at}:${i === 0 ? 1 : 0}`);
      for (let m = 0; m < 8; m++) lines.push(`test${m}${at}:${i === 2 && m === 1 ? 4 : 0}`);
    }
    const saved = readFltkPrefs(lines.join("\n"));
    expect(saved.givens).toBe(`5${".".repeat(80)}`);
    expect(saved.full).toBe(`53${".".repeat(79)}`);
    expect(saved.pencilled).toEqual([2]);
  });
});

describe("cellCentre", () => {
  it("finds the cells of the app's own 480×505 layout", () => {
    expect(cellCentre(0, 480, 505)).toEqual({ left: 30, top: 55 });
    // r5c5: the middle box starts 160 pixels in, its middle cell 55 pixels into the box.
    expect(cellCentre(40, 480, 505)).toEqual({ left: 240, top: 265 });
    expect(cellCentre(80, 480, 505)).toEqual({ left: 450, top: 475 });
  });

  it("stretches below the menu bar with the window", () => {
    expect(cellCentre(80, 960, 985)).toEqual({ left: 900, top: 925 });
  });
});
