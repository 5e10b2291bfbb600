import { describe, expect, it } from "vitest";
import {
  lockedCandidatesClaiming,
  lockedCandidatesPointing,
} from "../../../../src/core/logic/techniques/locked-candidates.js";
import { confineDigit, eliminationNames, openPosition } from "../support.js";

describe("lockedCandidatesPointing", () => {
  it("GIVEN 5 confined to row 2 within box 1 THEN removes 5 from the rest of row 2", () => {
    const position = openPosition();
    confineDigit(position, "box", 1, 5, ["r2c1", "r2c3"]);
    const step = lockedCandidatesPointing.find(position);
    expect(eliminationNames(step)).toEqual(["r2c4-5", "r2c5-5", "r2c6-5", "r2c7-5", "r2c8-5", "r2c9-5"]);
    expect(step?.pattern.units).toEqual([
      { kind: "box", index: 0 },
      { kind: "row", index: 1 },
    ]);
  });

  it("does not fire when the box's candidates span two rows and two columns", () => {
    const position = openPosition();
    confineDigit(position, "box", 1, 5, ["r2c1", "r3c3"]);
    expect(lockedCandidatesPointing.findAll?.(position)).toEqual([]);
  });
});

describe("lockedCandidatesClaiming", () => {
  it("GIVEN 7 confined to box 9 within column 8 THEN removes 7 from the rest of box 9", () => {
    const position = openPosition();
    confineDigit(position, "column", 8, 7, ["r7c8", "r9c8"]);
    const step = lockedCandidatesClaiming.find(position);
    expect(eliminationNames(step)).toEqual(["r7c7-7", "r7c9-7", "r8c7-7", "r8c9-7", "r9c7-7", "r9c9-7"]);
  });

  it("does not fire when the column's candidates lie in two boxes", () => {
    const position = openPosition();
    confineDigit(position, "column", 8, 7, ["r4c8", "r9c8"]);
    expect(lockedCandidatesClaiming.find(position)).toBeUndefined();
  });
});
