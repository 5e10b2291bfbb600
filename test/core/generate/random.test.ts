import { describe, expect, it } from "vitest";
import { createRandom } from "../../../src/core/generate/random.js";

/** The first `n` draws from 0 to 1,000,000 of a generator seeded with `seed`. */
function draws(seed: number, n: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.int(0, 1_000_000));
}

describe("createRandom", () => {
  it("gives equal streams for equal seeds", () => {
    expect(draws(42, 50)).toEqual(draws(42, 50));
  });

  it("gives different streams for different seeds", () => {
    expect(draws(42, 50)).not.toEqual(draws(43, 50));
  });

  it("int returns integers from min to max, both included, and reaches both ends", () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let k = 0; k < 300; k++) {
      const n = random.int(-2, 2);
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(-2);
      expect(n).toBeLessThanOrEqual(2);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2]);
  });

  it("int with min equal to max always returns it", () => {
    const random = createRandom(1);
    for (let k = 0; k < 10; k++) expect(random.int(9, 9)).toBe(9);
  });

  it("shuffled returns a new array holding the same items, and leaves its input alone", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const out = createRandom(3).shuffled(items);
    expect(out).not.toBe(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
  });

  it("shuffled gives each order of three items over many draws (every item can land anywhere)", () => {
    const random = createRandom(11);
    const orders = new Set<string>();
    for (let k = 0; k < 200; k++) orders.add(random.shuffled(["a", "b", "c"]).join(""));
    expect([...orders].sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
  });

  it("shuffled copes with empty and one-item lists", () => {
    const random = createRandom(5);
    expect(random.shuffled([])).toEqual([]);
    expect(random.shuffled(["x"])).toEqual(["x"]);
  });
});
