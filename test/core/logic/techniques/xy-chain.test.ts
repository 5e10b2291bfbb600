import { describe, expect, it } from "vitest";
import { xyChain } from "../../../../src/core/logic/techniques/xy-chain.js";
import { at, eliminationNames, openPosition, setCandidates } from "../support.js";

describe("xyChain", () => {
  it("GIVEN bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c9 {4,1} THEN removes 1 from r1c9 and r5c1", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [2, 3]);
    setCandidates(position, "r5c5", [3, 4]);
    setCandidates(position, "r5c9", [1, 4]);
    const step = xyChain.find(position);
    expect(eliminationNames(step)).toEqual(["r1c9-1", "r5c1-1"]);
    expect(step?.pattern.cells).toEqual(["r1c1", "r1c5", "r5c5", "r5c9"].map(at));
    expect(step?.pattern.links).toHaveLength(7);
  });

  it("does not fire when a cell breaks the chain", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [2, 3]);
    setCandidates(position, "r5c5", [3, 6]);
    setCandidates(position, "r5c9", [1, 4]);
    expect(xyChain.find(position)).toBeUndefined();
  });
});
