/**
 * Wrong cells a person is not pointed at: an `unsure` read shows its grid with the doubtful cells marked, and
 * the person confirms or corrects it. A wrong cell outside the marked ones is the one they are likely to
 * miss, so `npm run bench:read` counts them beside the silent misreads.
 *
 * Glossary:
 * - wrong cell: a cell whose digit (printed or handwritten, as read.ts's grid has it) or whose kind
 *   (printed or not, as the puzzle has it) differs from the labels;
 * - unmarked: not among the read's doubtful cells.
 */

/** Indices (0-80) of the cells where two 81-character boards differ. */
export function differingCells(got: string, want: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < 81; i++) if (got[i] !== want[i]) out.push(i);
  return out;
}

/**
 * The wrong cells of a read that are not marked doubtful.
 * @param grid the read's every digit, 81 characters, `.` blank
 * @param full the labels' every digit
 * @param puzzle the read's printed digits, or null to skip the kind
 * @param givens the labels' printed digits, or null when the labels do not say
 * @param doubtful the read's doubtful cell indices
 */
export function unmarkedWrongCells(
  grid: string,
  full: string,
  puzzle: string | null,
  givens: string | null,
  doubtful: readonly number[],
): number[] {
  const wrong = new Set(differingCells(grid, full));
  if (puzzle !== null && givens !== null) for (const i of differingCells(puzzle, givens)) wrong.add(i);
  const marked = new Set(doubtful);
  return [...wrong].filter((i) => !marked.has(i)).sort((a, b) => a - b);
}
