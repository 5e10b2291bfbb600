import { describe, expect, it } from "vitest";
import {
  EMPTY_PATTERN,
  effectKey,
  eliminationsOf,
  finders,
  hasCandidate,
  makeStep,
} from "../../../src/core/logic/step.js";
import type { Position, Step } from "../../../src/core/logic/types.js";
import { at, openPosition, setCandidates } from "./support.js";

describe("makeStep", () => {
  it("fills the effects and pattern fields not given with empty lists", () => {
    expect(makeStep("naked-single", { placements: [{ cell: 3, digit: 7 }] }, { cells: [3] })).toEqual({
      technique: "naked-single",
      placements: [{ cell: 3, digit: 7 }],
      eliminations: [],
      pattern: { cells: [3], candidates: [], units: [], links: [], digits: [] },
    });
  });

  it("leaves EMPTY_PATTERN empty and frozen", () => {
    makeStep("x-wing", {}, { digits: [4] });
    expect(EMPTY_PATTERN).toEqual({ cells: [], candidates: [], units: [], links: [], digits: [] });
    expect(Object.isFrozen(EMPTY_PATTERN)).toBe(true);
  });
});

describe("eliminationsOf", () => {
  it("removes the mask's digits from the cells holding any, cells ascending, digits ascending, once each", () => {
    const position = openPosition();
    setCandidates(position, "r1c2", [2, 5]);
    setCandidates(position, "r1c3", [6]);
    const mask = (1 << 0) | (1 << 4) | (1 << 8); // digits 1, 5, 9
    expect(eliminationsOf(position, [at("r1c3"), at("r1c2"), at("r1c1"), at("r1c2")], mask)).toEqual([
      { cell: at("r1c1"), digits: [1, 5, 9] },
      { cell: at("r1c2"), digits: [5] },
    ]);
  });

  it("skips placed cells, and is empty when nothing would change", () => {
    const position = openPosition();
    position.values[0] = 3;
    position.candidates[0] = 0b111; // even with stale candidates, a placed cell loses nothing
    setCandidates(position, "r1c2", [2]);
    expect(eliminationsOf(position, [0, 1], 0b101)).toEqual([]);
  });
});

describe("hasCandidate", () => {
  it("tells whether a cell still has a digit", () => {
    const position = openPosition();
    setCandidates(position, "r2c2", [4, 8]);
    expect([1, 4, 8, 9].map((d) => hasCandidate(position, at("r2c2"), d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe("effectKey", () => {
  it("is the same for steps with the same effects in any order, whatever their technique and pattern", () => {
    const a = makeStep("x-wing", {
      eliminations: [
        { cell: 5, digits: [1, 2] },
        { cell: 3, digits: [2] },
      ],
    });
    const b = makeStep(
      "swordfish",
      {
        eliminations: [
          { cell: 3, digits: [2] },
          { cell: 5, digits: [2, 1] },
        ],
      },
      { cells: [9] },
    );
    expect(effectKey(a)).toBe(effectKey(b));
  });

  it("tells apart a placement from an elimination of the same digit in the same cell", () => {
    const place = makeStep("naked-single", { placements: [{ cell: 4, digit: 6 }] });
    const remove = makeStep("naked-pair", { eliminations: [{ cell: 4, digits: [6] }] });
    expect(effectKey(place)).not.toBe(effectKey(remove));
  });
});

describe("finders", () => {
  const remove = (cell: number, digit: number): Step =>
    makeStep("x-wing", { eliminations: [{ cell, digits: [digit] }] }, { cells: [cell] });

  it("find gives the first step, and stops the source there", () => {
    let pulled = 0;
    const { find } = finders(function* () {
      pulled++;
      yield remove(1, 1);
      pulled++;
      yield remove(2, 2);
    });
    expect(find(openPosition())).toEqual(remove(1, 1));
    expect(pulled).toBe(1);
  });

  it("find gives undefined and findAll [] when the source has no step", () => {
    const { find, findAll } = finders(() => []);
    expect(find(openPosition())).toBeUndefined();
    expect(findAll(openPosition())).toEqual([]);
  });

  it("findAll keeps each distinct effect once, the first step found for it, in order", () => {
    const first = remove(1, 1);
    const sameEffect = makeStep("x-wing", { eliminations: [{ cell: 1, digits: [1] }] }, { cells: [40] });
    const { findAll } = finders(() => [first, remove(2, 2), sameEffect, remove(1, 3)]);
    const all = findAll(openPosition());
    expect(all).toEqual([first, remove(2, 2), remove(1, 3)]);
    expect(all[0]).toBe(first);
  });

  it("passes the position to the source", () => {
    const seen: Position[] = [];
    const position = openPosition();
    finders((p) => {
      seen.push(p);
      return [];
    }).find(position);
    expect(seen[0]).toBe(position);
  });
});
