import { describe, expect, it } from "vitest";
import { digitsOf, PEERS, subsets, UNITS } from "../../../src/core/logic/grid.js";
import {
  applyStep,
  clonePosition,
  isPositionBroken,
  positionFromBoard,
} from "../../../src/core/logic/position.js";
import { makeStep } from "../../../src/core/logic/step.js";
import { at, boardFromLine } from "./support.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

describe("positionFromBoard", () => {
  it("gives each blank cell the digits no peer holds, and placed cells no candidates", () => {
    const position = positionFromBoard(boardFromLine(PUZZLE));
    // r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8 → candidates 1 2 4.
    expect(digitsOf(position.candidates[at("r1c3")])).toEqual([1, 2, 4]);
    expect(position.candidates[at("r1c1")]).toBe(0);
    expect(position.givens[at("r1c1")]).toBe(1);
    expect(position.givens[at("r1c3")]).toBe(0);
  });

  it("marks as givens only the filled cells of the puzzle when one is passed", () => {
    const puzzle = boardFromLine(PUZZLE);
    const board = puzzle.slice();
    board[at("r1c3")] = 4;
    const position = positionFromBoard(board, puzzle);
    expect(position.givens[at("r1c3")]).toBe(0);
    expect(position.values[at("r1c3")]).toBe(4);
    expect(position.candidates[at("r1c4")] & (1 << 3)).toBe(0);
  });
});

describe("applyStep", () => {
  it("places a digit, removes it from the peers' candidates and applies eliminations, on the position only", () => {
    const original = positionFromBoard(boardFromLine(PUZZLE));
    const position = clonePosition(original);
    applyStep(
      position,
      makeStep("naked-single", {
        placements: [{ cell: at("r1c3"), digit: 4 }],
        eliminations: [{ cell: at("r9c1"), digits: [1, 2] }],
      }),
    );
    expect(position.values[at("r1c3")]).toBe(4);
    expect(position.candidates[at("r1c3")]).toBe(0);
    for (const p of PEERS[at("r1c3")]) expect(position.candidates[p] & (1 << 3)).toBe(0);
    expect(digitsOf(position.candidates[at("r9c1")])).toEqual(
      digitsOf(original.candidates[at("r9c1")]).filter((d) => d !== 1 && d !== 2),
    );
    expect(original.values[at("r1c3")]).toBe(0);
  });
});

describe("isPositionBroken", () => {
  it("is false for a valid puzzle and true once a cell loses its last candidate", () => {
    const position = positionFromBoard(boardFromLine(PUZZLE));
    expect(isPositionBroken(position, UNITS)).toBe(false);
    position.candidates[at("r1c3")] = 0;
    expect(isPositionBroken(position, UNITS)).toBe(true);
  });
});

describe("grid helpers", () => {
  it("lists 20 peers per cell and every k-subset once", () => {
    expect(PEERS.every((p) => p.length === 20)).toBe(true);
    expect([...subsets([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
  });
});
