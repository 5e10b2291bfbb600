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

  it("GIVEN ALS r1c1 {1,2} and ALS r1c5 {1,3}, r1c6 {2,3} linked by 1 and 2 THEN the doubly linked step removes 1, 2, 3 from the rest of row 1 and 3 from the rest of box 2", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [1, 3]);
    setCandidates(position, "r1c6", [2, 3]);
    const steps = alsXz.findAll?.(position) ?? [];
    const row = ["r1c2", "r1c3", "r1c4", "r1c7", "r1c8", "r1c9"].flatMap((c) => [
      `${c}-1`,
      `${c}-2`,
      `${c}-3`,
    ]);
    const box = ["r2c4", "r2c5", "r2c6", "r3c4", "r3c5", "r3c6"].map((c) => `${c}-3`);
    const doubly = steps.find((s) => s.pattern.digits.join() === "1,2" && eliminationNames(s).length > 6);
    expect(eliminationNames(doubly)).toEqual([...row, ...box].sort());
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
