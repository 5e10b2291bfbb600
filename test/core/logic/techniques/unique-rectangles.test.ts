import { describe, expect, it } from "vitest";
import {
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from "../../../../src/core/logic/techniques/unique-rectangles.js";
import type { Position } from "../../../../src/core/logic/types.js";
import { at, confineDigit, eliminationNames, openPosition, setCandidates } from "../support.js";

/** Floors r1c1 and r2c1 holding exactly {1,2}; the roofs r1c4 and r2c4 as given (boxes 1 and 2). */
function rectangle(roof1: number[], roof2: number[]): Position {
  const position = openPosition();
  setCandidates(position, "r1c1", [1, 2]);
  setCandidates(position, "r2c1", [1, 2]);
  setCandidates(position, "r1c4", roof1);
  setCandidates(position, "r2c4", roof2);
  return position;
}

describe("uniqueRectangle1", () => {
  it("GIVEN three corners {1,2} and r2c4 {1,2,5,7} THEN removes 1 and 2 from r2c4", () => {
    const step = uniqueRectangle1.find(rectangle([1, 2], [1, 2, 5, 7]));
    expect(eliminationNames(step)).toEqual(["r2c4-1", "r2c4-2"]);
    expect(step?.pattern.cells).toEqual([at("r1c1"), at("r1c4"), at("r2c1"), at("r2c4")]);
    expect(step?.pattern.digits).toEqual([1, 2]);
  });

  it("does not fire when the four corners span four boxes (no deadly pattern)", () => {
    const position = openPosition();
    for (const cell of ["r1c1", "r1c4", "r4c1"]) setCandidates(position, cell, [1, 2]);
    setCandidates(position, "r4c4", [1, 2, 5]);
    expect(uniqueRectangle1.find(position)).toBeUndefined();
  });

  it("does not fire with only two floors", () => {
    expect(uniqueRectangle1.find(rectangle([1, 2, 5], [1, 2, 6]))).toBeUndefined();
  });
});

describe("uniqueRectangle2", () => {
  it("GIVEN roofs r1c4 and r2c4 both {1,2,5} THEN removes 5 from every cell that sees both roofs", () => {
    const step = uniqueRectangle2.find(rectangle([1, 2, 5], [1, 2, 5]));
    const expected = ["r3c4", "r4c4", "r5c4", "r6c4", "r7c4", "r8c4", "r9c4"];
    expected.push("r1c5", "r1c6", "r2c5", "r2c6", "r3c5", "r3c6");
    expect(eliminationNames(step)).toEqual(expected.map((c) => `${c}-5`).sort());
  });

  it("does not fire when the roofs have different extra digits", () => {
    expect(uniqueRectangle2.find(rectangle([1, 2, 5], [1, 2, 6]))).toBeUndefined();
  });
});

describe("uniqueRectangle3", () => {
  it("GIVEN roofs {1,2,3} and {1,2,4} and r5c4 {3,4} THEN the naked pair removes 3 and 4 from the rest of column 4", () => {
    const position = rectangle([1, 2, 3], [1, 2, 4]);
    setCandidates(position, "r5c4", [3, 4]);
    const step = uniqueRectangle3.find(position);
    const rest = ["r3c4", "r4c4", "r6c4", "r7c4", "r8c4", "r9c4"];
    expect(eliminationNames(step)).toEqual(rest.flatMap((c) => [`${c}-3`, `${c}-4`]).sort());
    expect(step?.pattern.units).toEqual([{ kind: "column", index: 3 }]);
  });

  it("does not fire when no cell completes a subset with the roofs' extras", () => {
    const position = rectangle([1, 2, 3], [1, 2, 4]);
    setCandidates(position, "r5c4", [3, 5]);
    expect(uniqueRectangle3.find(position)).toBeUndefined();
  });
});

describe("uniqueRectangle4", () => {
  it("GIVEN 1 only in the roofs r1c4, r2c4 within column 4 THEN removes 2 from both roofs", () => {
    const position = rectangle([1, 2, 5, 7], [1, 2, 6]);
    confineDigit(position, "column", 4, 1, ["r1c4", "r2c4"]);
    expect(eliminationNames(uniqueRectangle4.find(position))).toEqual(["r1c4-2", "r2c4-2"]);
  });

  it("does not fire when both digits have other places in every unit of the roofs", () => {
    expect(uniqueRectangle4.find(rectangle([1, 2, 5, 7], [1, 2, 6]))).toBeUndefined();
  });
});
