import { describe, expect, it } from "vitest";
import { wWing } from "../../../../src/core/logic/techniques/w-wing.js";
import { confineDigit, eliminationNames, openPosition, setCandidates } from "../support.js";

// The column-link case is in wings.test.ts; these add a link in a row and two cells that see each other.
describe("wWing", () => {
  it("GIVEN r1c1 and r9c2 both {3,7} and 3 only at r5c1, r5c2 in row 5 THEN removes 7 from the six cells seeing both", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [3, 7]);
    setCandidates(position, "r9c2", [3, 7]);
    confineDigit(position, "row", 5, 3, ["r5c1", "r5c2"]);
    const step = wWing.find(position);
    // r1c2, r2c2, r3c2: box 1 or row 1 with column 2; r7c1, r8c1, r9c1: column 1 with box 7 or row 9.
    expect(eliminationNames(step)).toEqual(["r1c2-7", "r2c2-7", "r3c2-7", "r7c1-7", "r8c1-7", "r9c1-7"]);
    expect(step?.pattern.digits).toEqual([3, 7]);
    expect(step?.pattern.links).toHaveLength(1);
    expect(step?.pattern.links[0]?.kind).toBe("strong");
  });

  it("does not fire when the two cells see each other (that is a naked pair)", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [3, 7]);
    setCandidates(position, "r2c2", [3, 7]);
    confineDigit(position, "row", 5, 3, ["r5c1", "r5c2"]);
    expect(wWing.find(position)).toBeUndefined();
  });
});
