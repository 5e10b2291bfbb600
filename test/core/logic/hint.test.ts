import { describe, expect, it } from "vitest";
import { hintFor } from "../../../src/core/logic/hint.js";
import { at, boardFromLine } from "./support.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("hintFor", () => {
  it("GIVEN a puzzle THEN gives a sound first step with its technique", () => {
    const outcome = hintFor(boardFromLine(PUZZLE));
    expect(outcome.status).toBe("hint");
    if (outcome.status !== "hint") return;
    expect(outcome.technique.id).toBe(outcome.step.technique);
    for (const p of outcome.step.placements) expect(p.digit).toBe(Number(SOLUTION[p.cell]));
    expect(outcome.wrong).toEqual([]);
  });

  it("GIVEN a position with a wrong entry and the puzzle THEN names the entry and hints without it", () => {
    const board = boardFromLine(PUZZLE);
    board[at("r1c3")] = 1; // the solution has 4 there
    const outcome = hintFor(board, boardFromLine(PUZZLE));
    expect(outcome.status).toBe("hint");
    if (outcome.status !== "hint") return;
    expect(outcome.wrong).toEqual([at("r1c3")]);
    expect(outcome.position.values[at("r1c3")]).toBe(0);
  });

  it("says solved for a complete right grid, none for a position with no solution, multiple for too few givens", () => {
    expect(hintFor(boardFromLine(SOLUTION)).status).toBe("solved");
    const broken = boardFromLine(PUZZLE);
    broken[at("r1c3")] = 1;
    expect(hintFor(broken).status).toBe("none");
    expect(hintFor(boardFromLine(`${SOLUTION.slice(0, 20)}${".".repeat(61)}`)).status).toBe("multiple");
  });
});
