import { describe, expect, it } from "vitest";
import { wWing } from "../../../../src/core/logic/techniques/w-wing.js";
import { xyWing } from "../../../../src/core/logic/techniques/xy-wing.js";
import { xyzWing } from "../../../../src/core/logic/techniques/xyz-wing.js";
import { confineDigit, eliminationNames, openPosition, setCandidates } from "../support.js";

describe("xyWing", () => {
  it("GIVEN pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3} THEN removes 3 from r5c5", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [1, 3]);
    setCandidates(position, "r5c1", [2, 3]);
    const step = xyWing.find(position);
    expect(eliminationNames(step)).toEqual(["r5c5-3"]);
    expect(step?.pattern.cells).toEqual([0, 4, 36]);
  });

  it("does not fire when the pincers share no third digit", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [1, 3]);
    setCandidates(position, "r5c1", [2, 4]);
    expect(xyWing.find(position)).toBeUndefined();
  });
});

describe("xyzWing", () => {
  it("GIVEN pivot r2c2 {1,2,3}, pincers r2c7 {1,3} and r1c1 {2,3} THEN removes 3 from r2c1 and r2c3", () => {
    const position = openPosition();
    setCandidates(position, "r2c2", [1, 2, 3]);
    setCandidates(position, "r2c7", [1, 3]);
    setCandidates(position, "r1c1", [2, 3]);
    expect(eliminationNames(xyzWing.find(position))).toEqual(["r2c1-3", "r2c3-3"]);
  });

  it("does not fire when a pincer has a digit the pivot lacks", () => {
    const position = openPosition();
    setCandidates(position, "r2c2", [1, 2, 3]);
    setCandidates(position, "r2c7", [1, 4]);
    setCandidates(position, "r1c1", [2, 3]);
    expect(xyzWing.find(position)).toBeUndefined();
  });
});

describe("wWing", () => {
  it("GIVEN r1c1 and r5c6 both {5,9} and 5 only at r1c8, r5c8 in column 8 THEN removes 9 from r1c6 and r5c1", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [5, 9]);
    setCandidates(position, "r5c6", [5, 9]);
    confineDigit(position, "column", 8, 5, ["r1c8", "r5c8"]);
    expect(eliminationNames(wWing.find(position))).toEqual(["r1c6-9", "r5c1-9"]);
  });

  it("does not fire without a strong link joining the two cells", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [5, 9]);
    setCandidates(position, "r5c6", [5, 9]);
    confineDigit(position, "column", 8, 5, ["r1c8", "r5c8", "r9c8"]);
    expect(wWing.find(position)).toBeUndefined();
  });
});
