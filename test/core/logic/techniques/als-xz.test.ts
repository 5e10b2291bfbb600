import { describe, expect, it } from "vitest";
import { alsXz } from "../../../../src/core/logic/techniques/als-xz.js";
import { at, eliminationNames, openPosition, setCandidates } from "../support.js";

describe("alsXz", () => {
  it("GIVEN ALS r1c1 {1,2} and ALS r5c1 {1,3}, r5c2 {2,3} with X = 1 THEN removes Z = 2 from the cells seeing r1c1 and r5c2", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r5c1", [1, 3]);
    setCandidates(position, "r5c2", [2, 3]);
    const step = alsXz.find(position);
    expect(eliminationNames(step)).toEqual(["r1c2-2", "r2c2-2", "r3c2-2", "r4c1-2", "r6c1-2"]);
    expect(step?.pattern.digits).toEqual([1, 2]);
    expect(step?.pattern.cells).toEqual(["r1c1", "r5c1", "r5c2"].map(at));
  });

  it("does not fire when the second set has too many digits to be almost locked", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r5c1", [1, 3]);
    setCandidates(position, "r5c2", [2, 4]);
    expect(alsXz.find(position)).toBeUndefined();
  });

  it("does not fire when the common digits are not restricted (their cells do not see each other)", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r5c4", [1, 3]);
    setCandidates(position, "r5c5", [2, 3]);
    expect(alsXz.find(position)).toBeUndefined();
  });
});
