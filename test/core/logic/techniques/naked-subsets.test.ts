import { describe, expect, it } from "vitest";
import { nakedPair, nakedQuad, nakedTriple } from "../../../../src/core/logic/techniques/naked-subsets.js";
import { eliminationNames, openPosition, setCandidates } from "../support.js";

describe("nakedPair", () => {
  it("GIVEN r5c1 and r5c7 both {3,8} THEN removes 3 and 8 from the rest of row 5 only", () => {
    const position = openPosition();
    setCandidates(position, "r5c1", [3, 8]);
    setCandidates(position, "r5c7", [3, 8]);
    const step = nakedPair.find(position);
    expect(step?.pattern.digits).toEqual([3, 8]);
    expect(eliminationNames(step)).toEqual(
      [2, 3, 4, 5, 6, 8, 9].flatMap((c) => [`r5c${c}-3`, `r5c${c}-8`]).sort(),
    );
  });

  it("GIVEN a pair inside one row and one box THEN clears both units", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c2", [1, 2]);
    const names = eliminationNames(nakedPair.find(position));
    expect(names).toContain("r1c9-1");
    expect(names).toContain("r3c3-2");
    expect(names).toHaveLength(2 * (7 + 6));
  });

  it("does not fire on two bivalue cells with different digits", () => {
    const position = openPosition();
    setCandidates(position, "r5c1", [3, 8]);
    setCandidates(position, "r5c7", [3, 9]);
    expect(nakedPair.find(position)).toBeUndefined();
  });
});

describe("nakedTriple and nakedQuad", () => {
  it("GIVEN {1,2} {2,3} {1,3} in column 4 THEN a naked triple removes 1, 2, 3 from the column's other cells", () => {
    const position = openPosition();
    setCandidates(position, "r1c4", [1, 2]);
    setCandidates(position, "r5c4", [2, 3]);
    setCandidates(position, "r9c4", [1, 3]);
    const step = nakedTriple.find(position);
    expect(step?.pattern.cells).toHaveLength(3);
    expect(eliminationNames(step)).toHaveLength(6 * 3);
    expect(nakedPair.find(position)).toBeUndefined();
  });

  it("GIVEN four cells of box 5 holding only 4 5 6 7 THEN a naked quad clears those digits from the box", () => {
    const position = openPosition();
    setCandidates(position, "r4c4", [4, 5]);
    setCandidates(position, "r4c5", [5, 6, 7]);
    setCandidates(position, "r6c4", [4, 7]);
    setCandidates(position, "r6c6", [4, 6]);
    expect(eliminationNames(nakedQuad.find(position))).toHaveLength(5 * 4);
    expect(nakedTriple.find(position)).toBeUndefined();
  });
});
