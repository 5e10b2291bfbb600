import { describe, expect, it } from "vitest";
import { aic } from "../../../../src/core/logic/techniques/aic.js";
import { confineDigit, eliminationNames, openPosition, setCandidates } from "../support.js";

describe("aic", () => {
  it("GIVEN r1c1 {1,2}, 2 in column 7 only at r1c7/r5c7 and 1 in row 5 only at r5c7/r5c2 THEN removes 1 from the cells seeing r1c1 and r5c2", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    confineDigit(position, "column", 7, 2, ["r1c7", "r5c7"]);
    confineDigit(position, "row", 5, 1, ["r5c7", "r5c2"]);
    const step = aic.find(position);
    expect(step?.technique).toBe("aic");
    expect(eliminationNames(step)).toEqual(["r1c2-1", "r2c2-1", "r3c2-1", "r4c1-1", "r6c1-1"]);
    expect(step?.pattern.links.map((l) => l.kind)).toEqual(["strong", "weak", "strong", "weak", "strong"]);
  });

  it("GIVEN ends with different digits in cells that see each other THEN each end's cell loses the other's digit (type 2)", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    confineDigit(position, "column", 7, 2, ["r1c7", "r5c7"]);
    confineDigit(position, "row", 5, 3, ["r5c7", "r5c1"]);
    // off(r1c1=1) ⇒ on(r1c1=2) ⇒ off(r1c7=2) ⇒ on(r5c7=2) ⇒ off(r5c7=3) ⇒ on(r5c1=3): r1c1 is 1 or r5c1 is 3
    expect(eliminationNames(aic.find(position))).toEqual(["r5c1-1"]);
  });

  it("does not fire when the chain cannot be closed by a strong link", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    confineDigit(position, "column", 7, 2, ["r1c7", "r5c7"]);
    expect(aic.find(position)).toBeUndefined();
  });
});
