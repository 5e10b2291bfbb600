/**
 * Reader for markup and app formats. Each turns the text into a masked copy in which everything that is not a
 * cell is blanked out (with one space per code point, so lines and columns stay those of the original), for the
 * line reader to read again:
 * - HTML tables (`<td>5</td><td>&nbsp;</td>`): an empty cell becomes `.`, tags and entities vanish;
 * - XML and HTML attributes that hold cells (`<game data="53..7…"/>`, `<input value="5">`);
 * - JSON objects per cell (`{"val":3}`, `{"value":null,"candidates":[1,2]}`): the value, or a blank;
 * - a CSV file with a header naming the puzzle and solution columns (`quizzes,solutions`): only the puzzle;
 * - Sudoku Explainer's line with eliminated candidates after a colon (`53..7…79:515 615 724`): only the cells;
 * - Discord custom emoji (`<:five:1049…>`, `<a:blank:…>`): the digit its name holds, a blank for a name
 *   saying so, nothing otherwise, so that the long id is never read as cells;
 * - markdown emphasis around a board (`**53..7…**`), in a view of its own read only after the plain text.
 */
import { spacesFor } from "./url.js";

const TAG = /<[^<>\n]*>/g;
const TABLE_CELL = /(<t[dh]\b[^<>]*>)([\s\S]*?)(?=<\/t[dh]>|<t[dhr]\b|<\/tr>|<\/table>)/gi;
const ENTITY = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;
/** Attributes whose value can hold cells. */
const CELL_ATTRIBUTE =
  /\b(?:data|value|puzzle|board|grid|givens|cells|sudoku|problem|question|initial|start)\s*=\s*(["'])([0-9.\-_*?xX]+)\1/gi;
/** One JSON object per cell: its digit under one of these keys. */
const CELL_OBJECT =
  /\{[^{}\n]*?"(?:val|value|digit|number|given|clue|v)"\s*:\s*(null|""|"[0-9.]"|[0-9])[^{}\n]*?\}/g;
/** A CSV header's column names (`quizzes,solutions`, `id,puzzle,solution,clues,difficulty`). */
const CSV_NAME = /^\s*"?[A-Za-z_ ]{1,30}"?\s*$/;
const PUZZLE_NAME = /quiz|puzzle|question|problem|sudoku|grid/i;
const SOLUTION_NAME = /solution|answer/i;

/** A Discord custom emoji as a message's text holds it: `<:name:id>`, `<a:name:id>` when animated. */
const CUSTOM_EMOJI = /<a?:(\w{1,32}):\d{15,21}>/g;
const DIGIT_NAMES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const BLANK_NAME = /blank|empty|space|none|square|white|black|gray|grey|cell/i;

/** The cell a custom emoji's name stands for: a digit (`5`, `num5`, `five`), `.` for a blank, "" for none. */
function customEmojiCell(name: string): string {
  const digits = name.match(/[0-9]/g);
  if (digits?.length === 1) return digits[0] === "0" ? "." : (digits[0] as string);
  const word = DIGIT_NAMES.findIndex((w) => name.toLowerCase().includes(w));
  if (word > 0) return String(word);
  return BLANK_NAME.test(name) || word === 0 ? "." : "";
}

/** Each custom emoji becomes its cell (or nothing) in place of its first character. */
function maskCustomEmoji(text: string): string {
  return text.replace(CUSTOM_EMOJI, (emoji, name: string) => {
    const cell = customEmojiCell(name);
    return cell === "" ? spacesFor(emoji) : cell + spacesFor(emoji.slice(1));
  });
}

/** Blank out tags and entities in HTML, reading an empty table cell as a blank and keeping cell attributes. */
function maskHtml(text: string): string {
  // An empty <td> (or one holding only tags and `&nbsp;`) is a blank cell: put a `.` where its content starts.
  let out = text.replace(TABLE_CELL, (_all, open: string, inner: string) => {
    if (/^<th\b/i.test(open)) return spacesFor(open) + maskTags(inner).replace(/\S/g, " ");
    const masked = maskTags(inner);
    if (masked.trim() !== "") return spacesFor(open) + masked;
    return `${spacesFor(open.slice(0, -1))}.${masked}`;
  });
  out = maskTags(out);
  return out;
}

/** `&nbsp;` alone between two tags: an empty cell (`<td>&nbsp;</td>`, `<div class="cell">&nbsp;</div>`). */
const LONE_BLANK_ENTITY = />(\s*)(?:&nbsp;|&#160;|&#xa0;)(?=\s*<)/gi;

/** Blank out the tags of a piece of HTML, keeping the values of cell attributes and reading `&nbsp;` as blank. */
function maskTags(html: string): string {
  return html
    .replace(LONE_BLANK_ENTITY, (m, space: string) => `>${space}.${" ".repeat(m.length - space.length - 2)}`)
    .replace(TAG, (tag) => {
      let kept = spacesFor(tag);
      for (const m of tag.matchAll(CELL_ATTRIBUTE)) {
        const value = m[2] as string;
        const at = (m.index ?? 0) + m[0].length - 1 - value.length;
        const before = Array.from(tag.slice(0, at)).length;
        kept = kept.slice(0, before) + value + kept.slice(before + value.length);
      }
      return kept;
    })
    .replace(ENTITY, spacesFor);
}

/** Each JSON object per cell becomes its digit (or `.` for null/empty), in place of the object's first character. */
function maskCellObjects(text: string): string {
  return text.replace(CELL_OBJECT, (object, value: string) => {
    const digit = value.replace(/"/g, "");
    const cell = digit === "null" || digit === "" ? "." : digit;
    return cell + spacesFor(object.slice(1));
  });
}

/** Below a CSV header naming the puzzle column, blank out every other column. */
function maskCsv(lines: string[]): boolean {
  const isHeader = (line: string) => {
    if (line.length > 200 || !line.includes(",")) return false;
    const names = line.split(",");
    return (
      names.every((n) => CSV_NAME.test(n)) &&
      names.some((n) => PUZZLE_NAME.test(n)) &&
      SOLUTION_NAME.test(line)
    );
  };
  const header = lines.findIndex(isHeader);
  if (header < 0) return false;
  const names = (lines[header] as string).split(",");
  const puzzle = names.findIndex((n) => PUZZLE_NAME.test(n) && !SOLUTION_NAME.test(n));
  lines[header] = spacesFor(lines[header] as string);
  for (let k = header + 1; k < lines.length; k++) {
    const fields = (lines[k] as string).split(",");
    if (fields.length !== names.length) continue;
    lines[k] = fields.map((f, i) => (i === puzzle ? f : spacesFor(f))).join(" ");
  }
  return true;
}

/** A board line (`+` before placed digits) followed by `:` and eliminated candidates as digit-row-column triples. */
const ELIMINATIONS = /^([ \t]*[0-9.+]{81,200})(:(?:[ \t]*[1-9]{3})+[ \t]*)$/gm;

/**
 * The text with markup and app formats read down to their cells, or undefined when it has none of them.
 *
 * @param text - the pasted text.
 * @returns the masked text (same lines, same columns).
 * @example maskMarkup('<game data="53..7…79"/>') // "           53..7…79  "
 */
export function maskMarkup(text: string): string | undefined {
  let out = text;
  let changed = false;
  if (/<a?:\w+:\d{15,21}>/.test(out)) {
    out = maskCustomEmoji(out);
    changed = true;
  }
  if (/<\/?[a-z!][^<>\n]*>/i.test(out)) {
    out = maskHtml(out);
    changed = true;
  }
  if (/"(?:val|value|digit|number|given|clue|v)"\s*:/.test(out)) {
    const masked = maskCellObjects(out);
    changed ||= masked !== out;
    out = masked;
  }
  if (out.includes(":")) {
    const masked = out.replace(ELIMINATIONS, (_all, board: string, tail: string) => board + spacesFor(tail));
    changed ||= masked !== out;
    out = masked;
  }
  if (out.includes(",")) {
    const lines = out.split("\n");
    if (maskCsv(lines)) {
      out = lines.join("\n");
      changed = true;
    }
  }
  return changed ? out : undefined;
}

/** Markdown emphasis (`**`, `__`, `~~`, `***`) at the edge of a token. */
const EMPHASIS =
  /(?<=^|[\s>|])(?:\*{2,3}|_{2,3}|~~)(?=[^\s*_~])|(?<=[^\s*_~])(?:\*{2,3}|_{2,3}|~~)(?=$|[\s<|,.!:])/gm;

/**
 * The text without markdown emphasis around its tokens (`**53..7…**`), or undefined when it has none. `*` and `_`
 * are also blank characters, so this view is read only when the text as written gives no board.
 */
export function maskEmphasis(text: string): string | undefined {
  if (!/\*\*|__|~~/.test(text)) return undefined;
  const out = text.replace(EMPHASIS, (m) => " ".repeat(m.length));
  return out === text ? undefined : out;
}
