import { describe, expect, it } from "vitest";
import {
  type ChainRules,
  chainSteps,
  shortestChainStep,
} from "../../../../src/core/logic/techniques/chains.js";
import type { Position } from "../../../../src/core/logic/types.js";
import { at, confineDigit, eliminationNames, openPosition, setCandidates } from "../support.js";

/** AIC's rules: every digit, both kinds of strong link, weak links inside cells, ends of any digits. */
const AIC: ChainRules = {
  technique: "aic",
  digits: 0x1ff,
  conjugates: true,
  bivalues: true,
  cellWeakLinks: true,
  sameDigitEnds: false,
  maxLinks: 19,
};
/** XY-Chain's rules: bivalue cells only, same digit at both ends. */
const XY: ChainRules = { ...AIC, technique: "xy-chain", conjugates: false, sameDigitEnds: true };

/**
 * r1c1 {1,2}, r1c5 {2,3}, r5c5 {1,3}, and 1 in column 1 only at r1c1 and r5c1. If r1c1 were 2, then r1c5 = 3,
 * r5c5 = 1, r5c1 ≠ 1, and column 1's only other 1 would be r1c1: so r1c1 is 1 (a discontinuous loop of 7 links).
 * The three bivalue cells alone make an XY-Chain 1-2-3-1: r1c1 or r5c5 is 1, so r5c1 (seeing both) is not.
 */
function loopPosition(): Position {
  const position = openPosition();
  setCandidates(position, "r1c1", [1, 2]);
  setCandidates(position, "r1c5", [2, 3]);
  setCandidates(position, "r5c5", [1, 3]);
  confineDigit(position, "column", 1, 1, ["r1c1", "r5c1"]);
  return position;
}

describe("shortestChainStep", () => {
  it("GIVEN the bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {1,3} under XY rules THEN removes 1 from r5c1", () => {
    const step = shortestChainStep(loopPosition(), XY);
    expect(step?.technique).toBe("xy-chain");
    expect(eliminationNames(step)).toEqual(["r5c1-1"]);
    expect(step?.placements).toEqual([]);
    expect(step?.pattern.links.map((l) => l.kind)).toEqual(["strong", "weak", "strong", "weak", "strong"]);
    expect(step?.pattern.cells.slice().sort((a, b) => a - b)).toEqual([at("r1c1"), at("r1c5"), at("r5c5")]);
    expect(step?.pattern.digits).toEqual([1, 2, 3]);
  });

  it("uses only the digits the rules allow as nodes", () => {
    expect(shortestChainStep(loopPosition(), { ...XY, digits: 0b011 })).toBeUndefined();
  });

  it("finds no chain longer than maxLinks", () => {
    expect(shortestChainStep(loopPosition(), { ...XY, maxLinks: 4 })).toBeUndefined();
    expect(shortestChainStep(loopPosition(), { ...XY, maxLinks: 5 })).toBeDefined();
  });

  it("finds nothing in the open position (no strong link at all)", () => {
    expect(shortestChainStep(openPosition(), AIC)).toBeUndefined();
  });

  it("does not change the position", () => {
    const position = loopPosition();
    const before = position.candidates.slice();
    shortestChainStep(position, AIC);
    chainSteps(position, AIC);
    expect(position.candidates).toEqual(before);
  });
});

describe("chainSteps", () => {
  it("GIVEN a chain from off(r1c1=1) back to on(r1c1=1) THEN places 1 in r1c1, and places nothing else", () => {
    const steps = chainSteps(loopPosition(), AIC);
    const placing = steps.filter((s) => s.placements.length > 0);
    expect(placing.length).toBeGreaterThan(0);
    for (const step of placing) expect(step.placements).toEqual([{ cell: at("r1c1"), digit: 1 }]);
    const loop = placing[0];
    expect(loop?.pattern.links.map((l) => l.kind)).toEqual([
      "strong",
      "weak",
      "strong",
      "weak",
      "strong",
      "weak",
      "strong",
    ]);
    expect(loop?.pattern.candidates[0]).toEqual({ cell: at("r1c1"), digit: 1 });
    expect(loop?.pattern.candidates.at(-1)).toEqual({ cell: at("r1c1"), digit: 1 });
  });

  it("finds no loop shorter than its 7 links", () => {
    expect(
      chainSteps(loopPosition(), { ...AIC, maxLinks: 6 }).filter((s) => s.placements.length > 0),
    ).toEqual([]);
  });

  it("returns the chains shortest first", () => {
    const lengths = chainSteps(loopPosition(), AIC).map((s) => s.pattern.links.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it("with sameDigitEnds keeps only chains whose two ends hold the same digit", () => {
    // AIC type 2 (aic.test.ts): r1c1 is 1 or r5c1 is 3, ends of different digits.
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    confineDigit(position, "column", 7, 2, ["r1c7", "r5c7"]);
    confineDigit(position, "row", 5, 3, ["r5c7", "r5c1"]);
    expect(chainSteps(position, AIC).map(eliminationNames)).toContainEqual(["r5c1-1"]);
    const same = chainSteps(position, { ...AIC, sameDigitEnds: true });
    for (const step of same) {
      expect(step.pattern.candidates[0]?.digit).toBe(step.pattern.candidates.at(-1)?.digit);
    }
    expect(same.map(eliminationNames)).not.toContainEqual(["r5c1-1"]);
  });

  it("every chain starts and ends with a strong link and alternates", () => {
    for (const step of chainSteps(loopPosition(), AIC)) {
      const kinds = step.pattern.links.map((l) => l.kind);
      expect(kinds.length % 2).toBe(1);
      expect(kinds).toEqual(kinds.map((_, i) => (i % 2 === 0 ? "strong" : "weak")));
    }
  });
});
