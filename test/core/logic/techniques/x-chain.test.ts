import { describe, expect, it } from "vitest";
import { xChain } from "../../../../src/core/logic/techniques/x-chain.js";
import { at, confineDigit, eliminationNames, openPosition } from "../support.js";

describe("xChain", () => {
  it("GIVEN 1 strong r1c1=r1c5, r5c5=r5c8, r8c8=r8c2 joined by weak links in columns THEN removes 1 from the cells seeing both ends", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c1", "r1c5"]);
    confineDigit(position, "row", 5, 1, ["r5c5", "r5c8"]);
    confineDigit(position, "row", 8, 1, ["r8c8", "r8c2"]);
    const step = xChain.find(position);
    expect(step?.technique).toBe("x-chain");
    expect(eliminationNames(step)).toEqual(["r2c2-1", "r3c2-1", "r7c1-1", "r9c1-1"]);
    expect(step?.pattern.links.map((l) => l.kind)).toEqual(["strong", "weak", "strong", "weak", "strong"]);
    expect(step?.pattern.candidates.map((c) => c.cell)).toEqual(
      ["r1c1", "r1c5", "r5c5", "r5c8", "r8c8", "r8c2"].map(at),
    );
  });

  it("does not fire when the chain's ends see no common cell holding the digit", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c1", "r1c5"]);
    confineDigit(position, "row", 5, 1, ["r5c5", "r5c8"]);
    expect(xChain.find(position)).toBeUndefined();
  });
});
