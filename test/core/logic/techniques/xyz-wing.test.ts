import { describe, expect, it } from "vitest";
import { xyzWing } from "../../../../src/core/logic/techniques/xyz-wing.js";
import { eliminationNames, openPosition, setCandidates } from "../support.js";

// The box-and-row case with the pivot off the pincers' row is in wings.test.ts.
describe("xyzWing", () => {
  it("GIVEN pivot r5c5 {4,5,6}, pincers r5c1 {4,6} (row) and r4c6 {5,6} (box) THEN removes 6 only from r5c4 and r5c6, the cells seeing all three", () => {
    const position = openPosition();
    setCandidates(position, "r5c5", [4, 5, 6]);
    setCandidates(position, "r5c1", [4, 6]);
    setCandidates(position, "r4c6", [5, 6]);
    const step = xyzWing.find(position);
    expect(eliminationNames(step)).toEqual(["r5c4-6", "r5c6-6"]);
    expect(step?.pattern.digits).toEqual([4, 5, 6]);
  });

  it("does not fire when the two pincers hold the same two digits", () => {
    const position = openPosition();
    setCandidates(position, "r5c5", [4, 5, 6]);
    setCandidates(position, "r5c1", [4, 6]);
    setCandidates(position, "r4c6", [4, 6]);
    expect(xyzWing.find(position)).toBeUndefined();
  });
});
