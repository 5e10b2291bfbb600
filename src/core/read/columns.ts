/**
 * Reader for fixed-width grids whose blank cells are spaces (`|5    |  8  |  4 9|`, `5 3     7        `): the
 * cells sit in columns at the same places on every line, so the columns are found from all 9 lines at once.
 *
 * Glossary: segment — the part of a line between two vertical separators (`|`, `│`, `║`); a box row has 3
 * cells in one segment, a line without separators has 9.
 */
import type { Row } from "./lines.js";
import { type Mark, markValue } from "./marks.js";

const VERTICAL = new Set([..."|│┃║¦"]);

/** Offsets of `count` cells in a segment of `width` characters that hold every offset in `used`, or undefined. */
function cellOffsets(used: ReadonlySet<number>, width: number, count: number): number[] | undefined {
  if (used.size > count) return undefined;
  if (used.size === count) return [...used].sort((a, b) => a - b);
  let found: number[] | undefined;
  for (let pitch = 1; pitch <= 4; pitch++) {
    const span = (count - 1) * pitch + 1;
    for (let start = 0; start + span <= width; start++) {
      // Cells are centred in their segment: the margins differ by at most one character.
      if (Math.abs(start - (width - start - span)) > 1) continue;
      const offsets = Array.from({ length: count }, (_, k) => start + k * pitch);
      if (![...used].every((u) => offsets.includes(u))) continue;
      if (found) return undefined; // two layouts fit: ambiguous
      found = offsets;
    }
  }
  return found;
}

/**
 * The marks of a grid of 9 lines whose cells stand at fixed columns and whose blanks are spaces.
 *
 * @param rows - the rows of one part of a block.
 * @returns 81 marks, or undefined when the lines are not such a grid.
 */
export function readColumns(rows: readonly Row[]): Mark[] | undefined {
  if (rows.length !== 9 || rows.some((r) => r.content === "")) return undefined;
  const indent = Math.min(...rows.map((r) => r.content.length - r.content.trimStart().length));
  const lines = rows.map((r) => r.content.slice(indent));
  // Separator places must agree on every line (a line may stop before the last one).
  const separators = [...(lines[0] as string)].flatMap((c, k) => (VERTICAL.has(c) ? [k] : []));
  for (const line of lines) {
    for (let k = 0; k < line.length; k++) {
      if (VERTICAL.has(line[k] as string) !== separators.includes(k)) return undefined;
    }
  }
  const width = Math.max(...lines.map((l) => l.length));
  const bounds = [-1, ...separators, width];
  const segments: [number, number][] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = (bounds[k] as number) + 1;
    const to = bounds[k + 1] as number;
    if (lines.some((l) => l.slice(from, to).trim() !== "")) segments.push([from, to]);
  }
  if (segments.length !== 1 && segments.length !== 3) return undefined;
  const count = 9 / segments.length;
  // Every segment has the same layout: gather the used offsets of all of them.
  const segmentWidth = Math.max(...segments.map(([from, to]) => to - from));
  const used = new Set<number>();
  for (const line of lines) {
    for (const [from, to] of segments) {
      for (let k = from; k < to; k++) if ((line[k] ?? " ") !== " ") used.add(k - from);
    }
  }
  const offsets = cellOffsets(used, segmentWidth, count);
  if (!offsets) return undefined;
  const marks: Mark[] = [];
  // Blanks written as spaces inside a line; a line that merely stops early is a row that lacks cells.
  let blanks = 0;
  lines.forEach((line, r) => {
    const row = rows[r] as Row;
    for (const [from] of segments) {
      for (const offset of offsets) {
        const at = from + offset;
        const c = line[at] ?? " ";
        if (c === " " && at < line.length) blanks++;
        const column = row.columns[indent + at] ?? indent + at + 1;
        marks.push({ value: c === " " ? 0 : markValue(c), char: c, line: row.number, column });
      }
    }
  });
  return blanks > 0 ? marks : undefined;
}
