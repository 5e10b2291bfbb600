import { describe, expect, it } from "vitest";
import { seeded } from "../../../src/bench/read/screens.js";
import { parsePuzzleLines } from "../../../src/bench/shared/sets.js";
import { type Board, formatBoard } from "../../../src/core/board.js";
import { solve } from "../../../src/core/solver.js";
import { isCompleteAndValid } from "../../../src/core/validate.js";
import { planShots } from "../../../src/tools/app-screens/catalogue.js";
import { gnomeSavefile, readGnomeSavefile } from "../../../src/tools/app-screens/gnome-sudoku.js";
import { ksudokuGame } from "../../../src/tools/app-screens/ksudoku.js";
import { labelsOf, planMoves, splitOf } from "../../../src/tools/app-screens/plan.js";
import { arrowKeys } from "../../../src/tools/app-screens/shot.js";
import { soloGameId } from "../../../src/tools/app-screens/solo.js";

const PUZZLE = ".1.4..2.59.....71..2.1..8.9..9..6...7...81.9418..5.6.3..5.14..8..6.2....8...7.45.";

const boardOf = (text: string): Board => parsePuzzleLines(text).boards[0];

function solutionOf(puzzle: string): string {
  const solved = solve(boardOf(puzzle));
  if (solved.status !== "unique") throw new Error("test puzzle is not unique");
  return formatBoard(solved.solution, "line");
}

const SOLUTION = solutionOf(PUZZLE);
const peers = (a: number, b: number): boolean =>
  a !== b &&
  (Math.floor(a / 9) === Math.floor(b / 9) ||
    a % 9 === b % 9 ||
    (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

describe("planMoves", () => {
  const moves = planMoves(PUZZLE, SOLUTION, { right: 8, wrong: 2, pencils: 4 }, seeded(7));

  it("touches only empty cells, each at most once", () => {
    const cells = moves.map((m) => m.cell);
    expect(new Set(cells).size).toBe(cells.length);
    for (const cell of cells) expect(PUZZLE[cell]).toBe(".");
    expect(moves.filter((m) => m.kind === "entry")).toHaveLength(10);
    expect(moves.filter((m) => m.kind === "pencil")).toHaveLength(4);
  });

  it("makes the right entries the solution's digits and the wrong ones clash with a given", () => {
    const entries = moves.filter((m) => m.kind === "entry");
    for (const move of entries.slice(0, 8)) expect(move.digits).toEqual([Number(SOLUTION[move.cell])]);
    for (const move of entries.slice(8)) {
      const digit = move.digits[0];
      expect(digit).not.toBe(Number(SOLUTION[move.cell]));
      const clash = [...PUZZLE].some((ch, i) => ch === String(digit) && peers(i, move.cell));
      expect(clash).toBe(true);
    }
  });

  it("gives each pencil cell two to four distinct digits", () => {
    for (const move of moves.filter((m) => m.kind === "pencil")) {
      expect(move.digits.length).toBeGreaterThanOrEqual(2);
      expect(move.digits.length).toBeLessThanOrEqual(4);
      expect(new Set(move.digits).size).toBe(move.digits.length);
    }
  });

  it("plans the same moves from the same seed", () => {
    const again = planMoves(PUZZLE, SOLUTION, { right: 8, wrong: 2, pencils: 4 }, seeded(7));
    expect(again).toEqual(moves);
  });
});

describe("labelsOf", () => {
  it("puts entries beside the givens and leaves pencil-mark cells blank", () => {
    const labels = labelsOf(PUZZLE, [
      { cell: 0, kind: "entry", digits: [6] },
      { cell: 2, kind: "pencil", digits: [3, 7] },
    ]);
    expect(labels.givens).toBe(PUZZLE);
    expect(labels.entries).toBe(`6${".".repeat(80)}`);
    expect(labels.full).toBe(`61${PUZZLE.slice(2)}`);
  });

  it("labels a board completed with right entries as the solution", () => {
    const all = planMoves(PUZZLE, SOLUTION, { right: 81, wrong: 0, pencils: 0 }, seeded(1));
    const { full } = labelsOf(PUZZLE, all);
    expect(isCompleteAndValid(boardOf(full))).toBe(true);
  });
});

describe("soloGameId", () => {
  it("encodes runs of blanks as letters and separates touching givens with _", () => {
    // The ID Solo itself accepted for this puzzle.
    expect(soloGameId(PUZZLE)).toBe(
      "3x3:a1a4b2a5_9e7_1b2a1b8a9b9b6c7c8_1a9_4_1_8b5a6a3b5a1_4b8b6a2d8c7a4_5a",
    );
  });

  it("splits a run longer than 26 blanks", () => {
    // 80 blanks = 26 + 26 + 26 + 2.
    expect(soloGameId(`${".".repeat(80)}1`)).toBe("3x3:zzzb1");
  });
});

describe("gnomeSavefile", () => {
  it("reads back as the planned board with the pencil-mark cells earmarked", () => {
    const moves = planMoves(PUZZLE, SOLUTION, { right: 5, wrong: 1, pencils: 3 }, seeded(3));
    const saved = readGnomeSavefile(gnomeSavefile(PUZZLE, moves));
    expect(saved.full).toBe(labelsOf(PUZZLE, moves).full);
    expect(saved.givens).toBe(PUZZLE);
    const pencils = moves.filter((m) => m.kind === "pencil").map((m) => m.cell);
    expect(saved.earmarked).toEqual(pencils.sort((a, b) => a - b));
  });
});

describe("ksudokuGame", () => {
  it("lists the cells column by column, `a` + value, `_` blank", () => {
    const xml = ksudokuGame(PUZZLE, []);
    const values = /<values>([a-j_]{81})<\/values>/.exec(xml)?.[1] ?? "";
    expect(values).toHaveLength(81);
    for (let row = 0; row < 9; row++)
      for (let col = 0; col < 9; col++) {
        const ch = PUZZLE[row * 9 + col];
        expect(values[col * 9 + row]).toBe(ch === "." ? "_" : String.fromCharCode(97 + Number(ch)));
      }
  });

  it("writes entries as value events and pencil marks as 0/1 markers", () => {
    const xml = ksudokuGame(PUZZLE, [
      { cell: 2, kind: "pencil", digits: [2, 5] },
      { cell: 9 * 1 + 1, kind: "entry", digits: [4] },
    ]);
    expect(xml).toContain('<simple-event index="18" markers="010010000"/>');
    expect(xml).toContain('<simple-event index="10" value="4"/>');
  });
});

describe("arrowKeys", () => {
  it("moves a cursor from any cell to any other", () => {
    for (const [from, to] of [
      [0, 80],
      [40, 3],
      [72, 8],
      [15, 15],
    ]) {
      let row = Math.floor(from / 9);
      let col = from % 9;
      for (const key of arrowKeys(from, to)) {
        if (key === "Up") row--;
        else if (key === "Down") row++;
        else if (key === "Left") col--;
        else col++;
      }
      expect(row * 9 + col).toBe(to);
    }
  });
});

describe("planShots", () => {
  const shots = planShots([[PUZZLE, SOLUTION]]);

  it("names every shot uniquely and covers the four apps", () => {
    expect(new Set(shots.map((s) => s.name)).size).toBe(shots.length);
    expect(new Set(shots.map((s) => s.app))).toEqual(
      new Set(["sgt-puzzles", "gnome-sudoku", "ksudoku", "fltk-sudoku"]),
    );
  });

  it("plans FLTK's Sudoku after the three first apps, so their plans stay as they were", () => {
    const first = shots.findIndex((s) => s.app === "fltk-sudoku");
    expect(first).toBe(98);
    expect(shots.slice(first).every((s) => s.app === "fltk-sudoku")).toBe(true);
    expect(shots.length - first).toBe(28);
  });

  it("splits the shots into a tune half and a held-out half by file name", () => {
    const heldOut = shots.filter((s) => splitOf(s.name) === "held-out").length;
    expect(heldOut).toBeGreaterThan(shots.length * 0.3);
    expect(heldOut).toBeLessThan(shots.length * 0.7);
  });
});
