import { describe, expect, it } from "vitest";
import { simpleColors } from "../../../../src/core/logic/techniques/simple-colors.js";
import { at, confineDigit, eliminationNames, openPosition } from "../support.js";

describe("simpleColors", () => {
  it("GIVEN 1 in row 1 only at r1c1/r1c5, box 2 only at r1c5/r3c6, column 6 only at r3c6/r8c6 THEN the color trap removes 1 from r8c1", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c1", "r1c5"]);
    confineDigit(position, "box", 2, 1, ["r1c5", "r3c6"]);
    confineDigit(position, "column", 6, 1, ["r3c6", "r8c6"]);
    const step = simpleColors.find(position);
    expect(step?.technique).toBe("simple-colors");
    expect(eliminationNames(step)).toEqual(["r8c1-1"]);
    // one colour, then the other; the three conjugate pairs as strong links
    expect(step?.pattern.cells).toEqual([at("r1c1"), at("r3c6"), at("r1c5"), at("r8c6")]);
    expect(step?.pattern.links).toHaveLength(3);
    expect(step?.pattern.links.every((l) => l.kind === "strong")).toBe(true);
  });

  it("GIVEN a cluster whose colour A has two cells in box 1 THEN the color wrap removes 1 from every A cell", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c1", "r1c5"]);
    confineDigit(position, "column", 5, 1, ["r1c5", "r5c5"]);
    confineDigit(position, "row", 5, 1, ["r5c5", "r5c2"]);
    confineDigit(position, "column", 2, 1, ["r5c2", "r2c2"]);
    expect(eliminationNames(simpleColors.find(position))).toEqual(["r1c1-1", "r2c2-1", "r5c5-1"]);
  });

  it("does not fire on a single conjugate pair that no cell outside its row sees twice", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c1", "r1c5"]);
    expect(simpleColors.find(position)).toBeUndefined();
    expect(simpleColors.findAll?.(position)).toEqual([]);
  });

  it("does not fire on a position without conjugate pairs", () => {
    expect(simpleColors.find(openPosition())).toBeUndefined();
  });
});
