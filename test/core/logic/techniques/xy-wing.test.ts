import { describe, expect, it } from "vitest";
import { xyWing } from "../../../../src/core/logic/techniques/xy-wing.js";
import { eliminationNames, openPosition, setCandidates } from "../support.js";

// The row-and-column case is in wings.test.ts; these add a pincer in the pivot's box.
describe("xyWing", () => {
  it("GIVEN pivot r1c1 {1,2}, pincers r2c3 {1,3} (box) and r1c7 {2,3} (row) THEN removes 3 from the five cells seeing both pincers", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r2c3", [1, 3]);
    setCandidates(position, "r1c7", [2, 3]);
    const step = xyWing.find(position);
    // r1c2, r1c3: row 1 and box 1; r2c7..r2c9: row 2 and box 3.
    expect(eliminationNames(step)).toEqual(["r1c2-3", "r1c3-3", "r2c7-3", "r2c8-3", "r2c9-3"]);
    expect(step?.pattern.digits).toEqual([1, 2, 3]);
  });

  it("does not fire when both pincers hold the same pivot digit", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r2c3", [1, 3]);
    setCandidates(position, "r1c7", [1, 3]);
    expect(xyWing.find(position)).toBeUndefined();
  });
});
