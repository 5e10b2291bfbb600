import { describe, expect, it } from "vitest";
import { positionFromBoard } from "../../../../src/core/logic/position.js";
import { bugPlus1 } from "../../../../src/core/logic/techniques/bug-plus-1.js";
import type { Position } from "../../../../src/core/logic/types.js";
import { at, boardFromLine, setCandidates } from "../support.js";

// A solution grid in which r1c4/r1c5/r4c4/r4c5 hold 6 7 / 7 6: blanking those four cells leaves a BUG
// (every blank cell {6,7}, each digit twice in each unit). This tests the pattern, not a puzzle.
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const CORNERS = ["r1c4", "r1c5", "r4c4", "r4c5"];

function grave(): Position {
  const board = boardFromLine(SOLUTION);
  for (const cell of CORNERS) board[at(cell)] = 0;
  const position = positionFromBoard(board);
  for (const cell of CORNERS) setCandidates(position, cell, [6, 7]);
  return position;
}

describe("bugPlus1", () => {
  it("GIVEN a BUG with one cell holding a third digit THEN places that digit there", () => {
    const position = grave();
    setCandidates(position, "r1c4", [3, 6, 7]);
    const step = bugPlus1.find(position);
    expect(step?.placements).toEqual([{ cell: at("r1c4"), digit: 3 }]);
    expect(step?.eliminations).toEqual([]);
  });

  it("does not fire on a BUG without the extra digit", () => {
    expect(bugPlus1.find(grave())).toBeUndefined();
  });

  it("does not fire with two cells of three candidates", () => {
    const position = grave();
    setCandidates(position, "r1c4", [3, 6, 7]);
    setCandidates(position, "r4c5", [3, 6, 7]);
    expect(bugPlus1.find(position)).toBeUndefined();
  });

  it("does not fire when no digit of the three-candidate cell leaves a BUG", () => {
    const position = grave();
    setCandidates(position, "r1c4", [3, 6, 7]);
    setCandidates(position, "r1c5", [6]); // 7 now appears once in row 1
    expect(bugPlus1.find(position)).toBeUndefined();
  });
});
