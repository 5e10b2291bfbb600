import { describe, expect, it } from "vitest";
import {
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
} from "../../../../src/core/logic/techniques/hidden-subsets.js";
import { confineDigit, eliminationNames, openPosition } from "../support.js";

describe("hiddenPair", () => {
  it("GIVEN 4 and 6 only in r2c2 and r2c8 of row 2 THEN removes every other digit from those two cells", () => {
    const position = openPosition();
    confineDigit(position, "row", 2, 4, ["r2c2", "r2c8"]);
    confineDigit(position, "row", 2, 6, ["r2c2", "r2c8"]);
    const step = hiddenPair.find(position);
    expect(step?.pattern.digits).toEqual([4, 6]);
    expect(eliminationNames(step)).toEqual(
      [1, 2, 3, 5, 7, 8, 9].flatMap((d) => [`r2c2-${d}`, `r2c8-${d}`]).sort(),
    );
  });

  it("does not fire when the two digits share only one of their cells", () => {
    const position = openPosition();
    confineDigit(position, "row", 2, 4, ["r2c2", "r2c8"]);
    confineDigit(position, "row", 2, 6, ["r2c2", "r2c9"]);
    expect(hiddenPair.find(position)).toBeUndefined();
  });
});

describe("hiddenTriple and hiddenQuad", () => {
  it("GIVEN 1 2 3 confined to three cells of box 9 THEN a hidden triple keeps only them there", () => {
    const position = openPosition();
    confineDigit(position, "box", 9, 1, ["r7c7", "r8c8"]);
    confineDigit(position, "box", 9, 2, ["r8c8", "r9c9"]);
    confineDigit(position, "box", 9, 3, ["r7c7", "r9c9"]);
    expect(eliminationNames(hiddenTriple.find(position))).toHaveLength(3 * 6);
    expect(hiddenPair.find(position)).toBeUndefined();
  });

  it("GIVEN 5 6 7 8 confined to four cells of column 1 THEN a hidden quad keeps only them there", () => {
    const position = openPosition();
    for (const d of [5, 6, 7, 8]) confineDigit(position, "column", 1, d, ["r1c1", "r3c1", "r6c1", "r9c1"]);
    expect(eliminationNames(hiddenQuad.find(position))).toHaveLength(4 * 5);
    expect(hiddenTriple.find(position)).toBeUndefined();
  });
});
