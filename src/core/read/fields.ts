/**
 * Reader for field rows: a line cut into exactly 9 fields by `,` `|` `;` or tabs, where an empty field is a blank
 * cell (`5,3, , ,7, , , , `, a markdown table row `| 5 | 3 |   |`, a row copied out of a spreadsheet).
 */
import type { Token } from "./marks.js";
import { STRAY } from "./marks.js";
import { markAt, type NormalLine } from "./normal.js";

const FIELD_DELIMITERS = [",", "|", "\t", ";"] as const;

/**
 * The tokens of a field row (`5,3, , ,7, , , , `, `| 5 | 3 |   |`, tab-separated), or undefined when the line
 * is not one: exactly 9 fields (after an empty field outside outer delimiters is dropped) of at most one
 * character each, at least one of them empty.
 */
export function readFields(
  line: NormalLine,
  number: number,
): { tokens: Token[]; empty: boolean } | undefined {
  const { chars } = line;
  for (const d of FIELD_DELIMITERS) {
    let count = 0;
    for (const c of chars) if (c === d) count++;
    if (count < 8 || count > 10) continue;
    const fields: [number, number][] = [];
    let start = 0;
    for (let k = 0; k <= chars.length; k++) {
      if (k === chars.length || chars[k] === d) {
        fields.push([start, k]);
        start = k + 1;
      }
    }
    const isEmpty = ([from, to]: [number, number]) => {
      for (let k = from; k < to; k++) if (!/\s/.test(chars[k] as string)) return false;
      return true;
    };
    if (fields.length > 9 && isEmpty(fields[fields.length - 1] as [number, number])) fields.pop();
    if (fields.length > 9 && isEmpty(fields[0] as [number, number])) fields.shift();
    if (fields.length !== 9) continue;
    const tokens: Token[] = [];
    let empties = 0;
    for (const [from, to] of fields) {
      let at = -1;
      for (let k = from; k < to; k++) {
        if (/\s/.test(chars[k] as string)) continue;
        if (at >= 0) return undefined; // two characters in one field: not a field row
        at = k;
      }
      if (at < 0) {
        empties++;
        const k = Math.min(from, chars.length - 1);
        tokens.push({ marks: [{ ...markAt(line, number, Math.max(k, 0), 0), char: " " }], strays: 0 });
      } else {
        const mark = markAt(line, number, at);
        tokens.push({ marks: [mark], strays: mark.value === STRAY ? 1 : 0 });
      }
    }
    if (empties === 0) return undefined;
    return { tokens, empty: empties === 9 };
  }
  return undefined;
}
