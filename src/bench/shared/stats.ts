/**
 * Summary statistics for per-puzzle timings. Pure functions on plain numbers, so the
 * bench's figures can be checked against hand-computed values in tests.
 */

/**
 * The median of some values: the middle one, or the mean of the two middle ones.
 *
 * @param values - any order; not modified.
 * @returns the median, or `NaN` when there are no values.
 * @example median([5, 1, 3, 2]) // 2.5
 */
export function median(values: ArrayLike<number>): number {
  return medianOfSorted(sortedCopy(values));
}

/** {@link median} on values already sorted ascending. */
export function medianOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least `p` percent of the values at or below it.
 * Nearest-rank (rather than interpolation) so that the figure is always a time that a puzzle really took.
 *
 * @param values - any order; not modified.
 * @param p - percent, 0 < p <= 100.
 * @returns the percentile, or `NaN` when there are no values.
 * @example percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90) // 9
 */
export function percentile(values: ArrayLike<number>, p: number): number {
  return percentileOfSorted(sortedCopy(values), p);
}

/** {@link percentile} on values already sorted ascending (saves a sort when several figures are wanted). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
  return sorted[rank - 1] as number;
}

/** The figures the bench prints for one list of per-puzzle times (any unit; the result is in the same unit). */
export interface TimeSummary {
  readonly count: number;
  readonly total: number;
  readonly median: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * Count, total, median, nearest-rank p99 and max of some per-puzzle times.
 *
 * @returns every figure `NaN` (count and total 0) when there are no values.
 * @example summarizeTimes([3, 1, 2]) // { count: 3, total: 6, median: 2, p99: 3, max: 3 }
 */
export function summarizeTimes(values: ArrayLike<number>): TimeSummary {
  const sorted = sortedCopy(values);
  const n = sorted.length;
  let total = 0;
  for (let i = 0; i < n; i++) total += sorted[i] as number;
  if (n === 0) return { count: 0, total: 0, median: Number.NaN, p99: Number.NaN, max: Number.NaN };
  return {
    count: n,
    total,
    median: medianOfSorted(sorted),
    p99: percentileOfSorted(sorted, 99),
    max: sorted[n - 1] as number,
  };
}

/**
 * Indices of the `k` largest values, largest first (ties: lower index first).
 *
 * @example indicesOfLargest([4, 9, 1, 9], 2) // [1, 3]
 */
export function indicesOfLargest(values: ArrayLike<number>, k: number): number[] {
  const order = Array.from({ length: values.length }, (_, i) => i);
  order.sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  return order.slice(0, Math.max(0, k));
}

// Float64Array sorts numerically (a plain array would sort as strings).
function sortedCopy(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values).sort();
}
