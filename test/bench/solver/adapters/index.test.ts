import { describe, expect, it } from "vitest";
import { exactCoverRows } from "../../../../src/bench/solver/adapters/dancing-links.js";
import {
  isSolverId,
  loadAdapter,
  SOLVER_IDS,
  SOLVER_INFO,
} from "../../../../src/bench/solver/adapters/index.js";
import type { Answer, SolverMode } from "../../../../src/bench/solver/adapters/types.js";
import type { Board } from "../../../../src/core/board.js";
import { isSolutionOf } from "../../../../src/core/validate.js";
import { EASY, EASY_2, EMPTY } from "../../puzzles.js";

// Every adapter, with the real package behind it, exactly as a worker calls it.
const answer = (mode: SolverMode, puzzle: Board): Answer =>
  mode.decode(mode.run(mode.encode(puzzle), Number.POSITIVE_INFINITY));

// The verdicts each mode must give: on a unique easy puzzle, and on the empty board (many solutions).
const expected: Record<string, { easy: Answer["verdict"]; empty: Answer["verdict"] }> = {
  "ours limit2": { easy: "unique", empty: "multiple" },
  "ours limit1": { easy: "found", empty: "found" },
  "baseline limit2": { easy: "unique", empty: "multiple" },
  "baseline limit1": { easy: "found", empty: "found" },
  "dancing-links limit2": { easy: "unique", empty: "multiple" },
  "dancing-links limit1": { easy: "found", empty: "found" },
  "algorithm-ts limit1": { easy: "found", empty: "found" },
  "sudoku limit1": { easy: "found", empty: "found" },
  // sudoku-core's solve() uses human strategies only: they finish the easy puzzle but stall on the empty board.
  "sudoku-core solve": { easy: "unique", empty: "gave-up" },
  "sudoku-core unique": { easy: "unique", empty: "not-unique" },
};

describe.each(SOLVER_IDS)("the %s adapter", (id) => {
  it("has the modes the bench expects, each with a label", async () => {
    const { modes } = await loadAdapter(id);
    const names = modes.map((m) => `${id} ${m.id}`);
    expect(names).toEqual(Object.keys(expected).filter((key) => key.startsWith(`${id} `)));
    for (const mode of modes) expect(mode.label).not.toBe("");
  });

  it("returns a valid solution (checked by the validator) for two easy puzzles in every mode that gives one", async () => {
    const { modes } = await loadAdapter(id);
    for (const mode of modes) {
      for (const puzzle of [EASY, EASY_2]) {
        const result = answer(mode, puzzle);
        expect(result.verdict, `${id} ${mode.id}`).toBe(expected[`${id} ${mode.id}`]?.easy);
        if (result.solution !== undefined) expect(isSolutionOf(puzzle, result.solution)).toBe(true);
        else expect(`${id} ${mode.id}`).toBe("sudoku-core unique"); // the one mode that returns no solution
      }
    }
  });

  it("gives the empty board the verdict its API can give, with valid grids", async () => {
    const { modes } = await loadAdapter(id);
    for (const mode of modes) {
      const result = answer(mode, EMPTY);
      expect(result.verdict, `${id} ${mode.id}`).toBe(expected[`${id} ${mode.id}`]?.empty);
      if (result.solution !== undefined) expect(isSolutionOf(EMPTY, result.solution)).toBe(true);
      if (result.second !== undefined) {
        expect(isSolutionOf(EMPTY, result.second)).toBe(true);
        expect(result.second).not.toEqual(result.solution);
      }
    }
  });

  it("has a name and a description for the table", () => {
    expect(SOLVER_INFO[id].name).not.toBe("");
    expect(SOLVER_INFO[id].description).not.toBe("");
  });
});

describe("isSolverId", () => {
  it("knows the bench's solvers and nothing else", () => {
    expect(isSolverId("dancing-links")).toBe(true);
    expect(isSolverId("tdoku")).toBe(false);
  });
});

describe("exactCoverRows", () => {
  it("has one row per given, and per blank cell one per digit no given in its units holds", () => {
    const rows = exactCoverRows(EASY);
    const givens = EASY.filter((d) => d !== 0).length;
    // r1c3 is blank; row 1 holds 5, 3, 7, column 3 holds 8, box 1 holds 5, 3, 6, 9, 8: 1, 2, 4 remain.
    const r1c3 = rows.filter((row) => Math.floor(row.data / 9) === 2).map((row) => (row.data % 9) + 1);
    expect(r1c3).toEqual([1, 2, 4]);
    expect(rows.filter((row) => EASY[Math.floor(row.data / 9)] !== 0)).toHaveLength(givens);
    for (const row of rows) {
      expect(row.columnIndices.length).toBe(4);
      for (const column of row.columnIndices) expect(column).toBeLessThan(324);
    }
  });

  it("encodes a given 5 at r1c1 as cell 0, row 1 / column 1 / box 1 with digit 5", () => {
    expect(exactCoverRows(EASY)[0]).toEqual({ data: 4, columnIndices: [0, 81 + 4, 162 + 4, 243 + 4] });
  });

  it("has nine rows for every cell of the empty board", () => {
    expect(exactCoverRows(EMPTY)).toHaveLength(729);
  });
});
