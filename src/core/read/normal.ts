/**
 * A text line normalised code point by code point, keeping for every character the column it had in the original
 * text: NFKC when that yields one character (full-width `５` becomes `5`), emoji through emoji.ts (a keycap is
 * its digit, a joiner vanishes).
 */
import { readEmojiAt } from "./emoji.js";
import { type Mark, markValue, normaliseCharacter } from "./marks.js";

/** A line's characters after normalisation, with the original character and column of each. */
export interface NormalLine {
  readonly chars: string[];
  readonly originals: string[];
  readonly columns: number[];
}

/** Normalise a line code point by code point; emoji become the character they stand for, joiners vanish. */
export function normaliseLine(raw: string): NormalLine {
  const points = Array.from(raw);
  const chars: string[] = [];
  const originals: string[] = [];
  const columns: number[] = [];
  for (let k = 0; k < points.length; ) {
    const emoji = readEmojiAt(points, k);
    if (emoji) {
      if (emoji.char !== "") {
        chars.push(emoji.char);
        originals.push(points.slice(k, k + emoji.span).join(""));
        columns.push(k + 1);
      }
      k += emoji.span;
      continue;
    }
    const c = points[k] as string;
    chars.push(normaliseCharacter(c));
    originals.push(c);
    columns.push(k + 1);
    k++;
  }
  return { chars, originals, columns };
}

/** One mark read from character `k` of a normalised line. */
export function markAt(
  line: NormalLine,
  number: number,
  k: number,
  value = markValue(line.chars[k] as string),
): Mark {
  return { value, char: line.originals[k] as string, line: number, column: line.columns[k] as number };
}
