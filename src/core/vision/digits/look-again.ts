/**
 * A board read unsure is read again with a closer look at its doubtful cells (second-look.ts); this decides
 * what the second read may change. It may change digits and kinds (that is what the closer look is for),
 * but it never clears a doubt the first read had: its shifted copies can agree on a wrong reading, so a
 * cell the first read doubted stays doubtful, and no cell ends surer than either read made it. A cell the
 * two reads read differently (its digit, or printed against handwritten) is doubtful too, however sure
 * each read was: two looks at the same ink that disagree cannot both be right, and which one is cannot be
 * told from either's confidence (a pen-filled training sheet in perspective had a pen 3 read as pen at
 * 0.998 at first and as print at 1.0 by the closer look, unmarked: `npm run bench:read -- --split
 * training --no-real --screens 0 --degrade perspective`).
 *
 * Glossary (see read.ts for read, doubtful, rule breaks):
 * - first read: the board as classified once per cell; second read: with the closer look.
 * - changed cell: a cell whose digit or kind (printed or not) differs between the two reads.
 * - kept doubts: the second read's doubtful cells, the first read's, and the changed cells together.
 *
 * Chosen on file-name fold 0 of the training photos (a dim grey print, image209, whose second read traded
 * "several solutions" for a repeated digit and left 4 wrong kinds unmarked); sheet folds 0–3 read the same
 * boards exactly either way.
 */

/** What a read says about its doubt (read.ts's read of one board). */
export interface Doubts {
  status: "read" | "unsure";
  /** Per cell confidence 0..1. */
  confidence: Float32Array;
  /** The doubtful cells, in order. */
  doubtful: number[];
  /** The rules the read breaks. */
  breaks: readonly string[];
  /** Every digit read (0 blank), by cell. */
  grid: ArrayLike<number>;
  /** The printed digits read (0 elsewhere), by cell. */
  puzzle: ArrayLike<number>;
}

/**
 * The second read with the first read's doubts kept (see the glossary): doubtful cells joined with the
 * changed cells, each cell's confidence the lower of the two, `unsure` when anything is doubtful or a rule
 * is broken.
 * @example keepFirstDoubts(second, first).doubtful // first.doubtful ∪ second.doubtful ∪ changed cells, sorted
 */
export function keepFirstDoubts<R extends Doubts>(second: R, first: Doubts): R {
  const changed = Array.from(second.grid, (_, cell) => cell).filter(
    (cell) => second.grid[cell] !== first.grid[cell] || second.puzzle[cell] !== first.puzzle[cell],
  );
  const doubtful = [...new Set([...second.doubtful, ...first.doubtful, ...changed])].sort((a, b) => a - b);
  const confidence = second.confidence.map((c, cell) => Math.min(c, first.confidence[cell] ?? c));
  const status = doubtful.length === 0 && second.breaks.length === 0 ? "read" : "unsure";
  return { ...second, doubtful, confidence, status };
}
