import { describe, expect, it } from "vitest";
import { indicesOfLargest, median, percentile, summarizeTimes } from "../../../src/bench/shared/stats.js";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it("averages the two middle values of an even count", () => {
    expect(median([5, 1, 3, 2])).toBe(2.5);
  });
  it("sorts numerically, not as strings", () => {
    expect(median([10, 9, 100])).toBe(10);
  });
  it("is NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile", () => {
  it("gives the nearest-rank p99 of 1..100 as 99", () => {
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => 100 - i),
        99,
      ),
    ).toBe(99);
  });
  it("gives the nearest-rank p99 of 1..1000 as 990", () => {
    expect(
      percentile(
        Array.from({ length: 1000 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(990);
  });
  it("gives the max for p99 of fewer than 100 values", () => {
    expect(percentile([4, 8, 15, 16, 23, 42], 99)).toBe(42);
  });
  it("gives the max at p100 and the min at a tiny p", () => {
    expect(percentile([3, 1, 2], 100)).toBe(3);
    expect(percentile([3, 1, 2], 0.0001)).toBe(1);
  });
  it("is NaN for no values", () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe("summarizeTimes", () => {
  it("gives count, total, median, p99 and max together", () => {
    expect(summarizeTimes([3, 1, 2])).toEqual({ count: 3, total: 6, median: 2, p99: 3, max: 3 });
  });
  it("keeps a single outlier out of the median but not out of p99 and max (200 values)", () => {
    const values = [...Array.from({ length: 199 }, () => 10), 5000];
    expect(summarizeTimes(values)).toEqual({ count: 200, total: 6990, median: 10, p99: 10, max: 5000 });
  });
  it("reports zero count and NaN figures for no values", () => {
    expect(summarizeTimes([])).toEqual({ count: 0, total: 0, median: NaN, p99: NaN, max: NaN });
  });
});

describe("indicesOfLargest", () => {
  it("lists the indices of the k largest values, largest first, ties by index", () => {
    expect(indicesOfLargest([4, 9, 1, 9], 2)).toEqual([1, 3]);
    expect(indicesOfLargest([4, 9, 1, 9], 3)).toEqual([1, 3, 0]);
  });
  it("returns every index when k exceeds the count, and none for k = 0", () => {
    expect(indicesOfLargest([2, 1], 5)).toEqual([0, 1]);
    expect(indicesOfLargest([2, 1], 0)).toEqual([]);
  });
});
