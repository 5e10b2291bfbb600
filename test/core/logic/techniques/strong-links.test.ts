import { describe, expect, it } from "vitest";
import { skyscraper } from "../../../../src/core/logic/techniques/skyscraper.js";
import { turbotFish } from "../../../../src/core/logic/techniques/turbot-fish.js";
import { twoStringKite } from "../../../../src/core/logic/techniques/two-string-kite.js";
import { confineDigit, eliminationNames, openPosition } from "../support.js";

describe("skyscraper", () => {
  it("GIVEN 2 only at r1c1, r1c5 and r6c1, r6c6 THEN removes 2 from cells seeing both r1c5 and r6c6", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 2, ["r1c1", "r1c5"]);
    confineDigit(position, "row", 6, 2, ["r6c1", "r6c6"]);
    const step = skyscraper.find(position);
    expect(eliminationNames(step)).toEqual(["r2c6-2", "r3c6-2", "r4c5-2", "r5c5-2"]);
    expect(step?.pattern.links.map((l) => l.kind)).toEqual(["strong", "weak", "strong"]);
    expect(twoStringKite.find(position)).toBeUndefined();
  });

  it("does not fire when the two rows' far ends are in the same column (that is an X-Wing)", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 2, ["r1c1", "r1c5"]);
    confineDigit(position, "row", 6, 2, ["r6c1", "r6c5"]);
    expect(skyscraper.find(position)).toBeUndefined();
  });
});

describe("twoStringKite", () => {
  it("GIVEN 4 at r1c2,r1c7 (row) and r2c1,r8c1 (column), r1c2 and r2c1 in box 1 THEN removes 4 from r8c7", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 4, ["r1c2", "r1c7"]);
    confineDigit(position, "column", 1, 4, ["r2c1", "r8c1"]);
    expect(eliminationNames(twoStringKite.find(position))).toEqual(["r8c7-4"]);
  });

  it("does not fire when the row's and the column's ends are in different boxes", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 4, ["r1c5", "r1c7"]);
    confineDigit(position, "column", 1, 4, ["r2c1", "r8c1"]);
    expect(twoStringKite.find(position)).toBeUndefined();
  });
});

describe("turbotFish", () => {
  it("GIVEN 8 at r1c1,r3c3 (box 1) and r3c7,r9c7 (column 7) THEN removes 8 from r9c1 (r1c7 has none: column 7 holds 8 only in the pair)", () => {
    const position = openPosition();
    confineDigit(position, "box", 1, 8, ["r1c1", "r3c3"]);
    confineDigit(position, "column", 7, 8, ["r3c7", "r9c7"]);
    const names = eliminationNames(turbotFish.find(position));
    expect(names).toEqual(["r9c1-8"]);
  });

  it("does not fire when the two conjugate pairs are not joined", () => {
    const position = openPosition();
    confineDigit(position, "box", 1, 8, ["r1c1", "r3c3"]);
    confineDigit(position, "column", 7, 8, ["r4c7", "r9c7"]);
    confineDigit(position, "row", 3, 8, ["r3c3", "r3c5", "r3c9"]);
    expect(turbotFish.find(position)).toBeUndefined();
  });
});
