import { describe, expect, it } from "vitest";
import { jellyfish, swordfish, xWing } from "../../../../src/core/logic/techniques/fish.js";
import { confineDigit, eliminationNames, openPosition } from "../support.js";

describe("xWing", () => {
  it("GIVEN 1 only in columns 2 and 7 of rows 1 and 5 THEN removes 1 from the rest of columns 2 and 7", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c2", "r1c7"]);
    confineDigit(position, "row", 5, 1, ["r5c2", "r5c7"]);
    const step = xWing.find(position);
    expect(step?.pattern.cells).toHaveLength(4);
    expect(eliminationNames(step)).toEqual(
      [2, 3, 4, 6, 7, 8, 9].flatMap((r) => [`r${r}c2-1`, `r${r}c7-1`]).sort(),
    );
  });

  it("works with columns as the base: 9 in rows 3 and 8 of columns 4 and 6", () => {
    const position = openPosition();
    confineDigit(position, "column", 4, 9, ["r3c4", "r8c4"]);
    confineDigit(position, "column", 6, 9, ["r3c6", "r8c6"]);
    expect(eliminationNames(xWing.find(position))).toHaveLength(14);
  });

  it("does not fire when one row has the digit in a third column", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c2", "r1c7", "r1c9"]);
    confineDigit(position, "row", 5, 1, ["r5c2", "r5c7"]);
    expect(xWing.find(position)).toBeUndefined();
  });
});

describe("swordfish and jellyfish", () => {
  it("GIVEN 3 in rows 1, 4, 8 only within columns 1, 5, 9 (two per row) THEN a swordfish clears those columns", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 3, ["r1c1", "r1c5"]);
    confineDigit(position, "row", 4, 3, ["r4c5", "r4c9"]);
    confineDigit(position, "row", 8, 3, ["r8c1", "r8c9"]);
    expect(xWing.find(position)).toBeUndefined();
    expect(eliminationNames(swordfish.find(position))).toHaveLength(3 * 6);
  });

  it("GIVEN 6 in four rows within four columns THEN a jellyfish clears those columns", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 6, ["r1c1", "r1c3"]);
    confineDigit(position, "row", 3, 6, ["r3c3", "r3c5"]);
    confineDigit(position, "row", 6, 6, ["r6c5", "r6c8"]);
    confineDigit(position, "row", 9, 6, ["r9c8", "r9c1"]);
    expect(swordfish.find(position)).toBeUndefined();
    expect(eliminationNames(jellyfish.find(position))).toHaveLength(4 * 5);
  });
});
