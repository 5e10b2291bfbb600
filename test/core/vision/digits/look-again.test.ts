import { describe, expect, it } from "vitest";
import { type Doubts, keepFirstDoubts } from "../../../../src/core/vision/digits/look-again.js";

/** A read of a 4-cell board with these confidences, doubtful below 0.9, and these rule breaks. */
function readOf(confidences: number[], breaks: string[] = []): Doubts & { grid: number[]; puzzle: number[] } {
  const doubtful = confidences.flatMap((c, cell) => (c < 0.9 ? [cell] : []));
  return {
    status: doubtful.length === 0 && breaks.length === 0 ? "read" : "unsure",
    confidence: Float32Array.from(confidences),
    doubtful,
    breaks,
    grid: [1, 2, 3, 4],
    puzzle: [1, 0, 3, 0],
  };
}

describe("keepFirstDoubts", () => {
  it("keeps the second read's digits and joins both reads' doubtful cells", () => {
    const first = readOf([0.5, 1, 1, 1]);
    const second = { ...readOf([1, 1, 0.7, 1]), grid: [7, 2, 3, 4], puzzle: [7, 0, 3, 0] };
    const kept = keepFirstDoubts(second, first);
    expect(kept.grid).toEqual([7, 2, 3, 4]);
    expect(kept.doubtful).toEqual([0, 2]);
    expect(kept.status).toBe("unsure");
  });

  it("doubts a cell the two reads read differently, its digit or its kind, however sure each was", () => {
    // A pen 3 read as pen at 0.998, then as print at 1.0 by the closer look (a training sheet in
    // perspective): the two looks disagree, so neither is sure.
    const first = readOf([1, 1, 1, 1]);
    const byDigit = keepFirstDoubts(
      { ...readOf([1, 1, 1, 1]), grid: [1, 2, 3, 9], puzzle: [1, 0, 3, 0] },
      first,
    );
    expect(byDigit.doubtful).toEqual([3]);
    expect(byDigit.status).toBe("unsure");
    const byKind = keepFirstDoubts({ ...readOf([1, 1, 1, 1]), puzzle: [1, 2, 3, 0] }, first);
    expect(byKind.doubtful).toEqual([1]);
    expect(byKind.status).toBe("unsure");
    expect(keepFirstDoubts(readOf([1, 1, 1, 1]), first).doubtful).toEqual([]);
  });

  it("never leaves a cell surer than either read made it", () => {
    const kept = keepFirstDoubts(readOf([0.95, 0.6, 1, 1]), readOf([0.5, 0.99, 1, 1]));
    expect(Array.from(kept.confidence)).toEqual([Math.fround(0.5), Math.fround(0.6), 1, 1]);
  });

  it("lets a second read that settles everything stand as read only when the first had no doubtful cell", () => {
    // The first read was unsure for a rule break alone (several solutions); the second keeps the rules.
    expect(keepFirstDoubts(readOf([1, 1, 1, 1]), readOf([1, 1, 1, 1], ["several-solutions"])).status).toBe(
      "read",
    );
    expect(keepFirstDoubts(readOf([1, 1, 1, 1]), readOf([0.8, 1, 1, 1])).status).toBe("unsure");
    expect(keepFirstDoubts(readOf([1, 1, 1, 1], ["repeated-digit"]), readOf([1, 1, 1, 1])).status).toBe(
      "unsure",
    );
  });
});
