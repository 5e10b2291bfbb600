import { describe, expect, it } from "vitest";
import { positionFromBoard } from "../../../../src/core/logic/position.js";
import { fullHouse } from "../../../../src/core/logic/techniques/full-house.js";
import { hiddenSingle } from "../../../../src/core/logic/techniques/hidden-single.js";
import { nakedSingle } from "../../../../src/core/logic/techniques/naked-single.js";
import { at, boardFromLine, openPosition, removeCandidates } from "../support.js";

const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("fullHouse", () => {
  it("GIVEN a row with one blank cell THEN places the missing digit there", () => {
    const board = boardFromLine(`${SOLUTION.slice(0, 6)}.${SOLUTION.slice(7, 9)}${".".repeat(72)}`);
    const step = fullHouse.find(positionFromBoard(board));
    expect(step?.placements).toEqual([{ cell: at("r1c7"), digit: 9 }]);
    expect(step?.pattern.units).toEqual([{ kind: "row", index: 0 }]);
  });

  it("does not fire when every unit has two blank cells or more", () => {
    const board = boardFromLine(`${SOLUTION.slice(0, 7)}..${".".repeat(72)}`);
    expect(fullHouse.find(positionFromBoard(board))).toBeUndefined();
  });
});

describe("nakedSingle", () => {
  it("GIVEN a cell with one candidate THEN places it", () => {
    const position = openPosition();
    removeCandidates(position, ["r5c5"], [1, 2, 3, 4, 5, 6, 8, 9]);
    expect(nakedSingle.find(position)?.placements).toEqual([{ cell: at("r5c5"), digit: 7 }]);
    expect(nakedSingle.findAll?.(position)).toHaveLength(1);
  });

  it("does not fire when every cell has two candidates or more", () => {
    const position = openPosition();
    removeCandidates(position, ["r5c5"], [1, 2, 3, 4, 5, 6, 8]);
    expect(nakedSingle.find(position)).toBeUndefined();
  });
});

describe("hiddenSingle", () => {
  it("GIVEN a digit with one place left in a box THEN places it there, naming the box", () => {
    const position = openPosition();
    removeCandidates(position, ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c3"], [4]);
    const step = hiddenSingle.find(position);
    expect(step?.placements).toEqual([{ cell: at("r3c2"), digit: 4 }]);
    expect(step?.pattern.units).toEqual([{ kind: "box", index: 0 }]);
  });

  it("does not fire while every digit has two places in every unit", () => {
    const position = openPosition();
    removeCandidates(position, ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1"], [4]);
    expect(hiddenSingle.find(position)).toBeUndefined();
  });
});
