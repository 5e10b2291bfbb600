/**
 * Reader for lines and grids: it cuts the text into text lines, tokenises each into marks and groups board lines
 * into blocks, the raw material the grid reader (grid.ts) cuts into boards.
 *
 * Glossary (with marks.ts):
 * - text line: one line of the input; it is blank, a separator line (`------+-------+------`), a board line
 *   (marks only, or marks with at most two strays) or prose (chatter, headers, code that is not cells).
 * - row: a board text line, or a long run of marks cut out of a prose line (`Solve: 53..7....6..`).
 * - block: consecutive rows (separator lines and blank lines may sit between them); prose ends a block, and so
 *   does a change between comment lines and other lines (a row written only in a comment is not glued to an
 *   array's rows).
 * - field row: a line of 9 fields where an empty field is a blank cell (fields.ts).
 *
 * Each text line is normalised code point by code point (normal.ts), keeping for every character the column it
 * had in the original text; Discord quote markers, code-fence language tags, comment markers and, in lines of code, assignments,
 * comments and identifiers (code.ts) are blanked out before tokenising.
 */
import { blankOut, stripCodeLine } from "./code.js";
import { readFields } from "./fields.js";
import { isHorizontalRule, isSeparator, type Mark, markValue, STRAY, sizeOf, type Token } from "./marks.js";
import { markAt, type NormalLine, normaliseLine } from "./normal.js";

type LineKind = "blank" | "separator" | "board" | "prose";

interface TextLine {
  readonly kind: LineKind;
  readonly number: number;
  readonly tokens: readonly Token[];
  /** The line after normalisation and stripping, trailing whitespace removed (for blanks written as spaces). */
  readonly content: string;
  /** Original 1-based column of each character of `content`. */
  readonly columns: readonly number[];
  /** The line is a comment (`// …`, `# …`, inside `/* … *\/`). */
  readonly comment: boolean;
  /** Every field of a field row is empty (a markdown table's empty header). */
  readonly emptyFields: boolean;
}

/** A sequence of tokens that may hold cells: a board text line, or a run of marks cut out of a prose line. */
export interface Row {
  /** The text line it comes from (1-based). */
  readonly number: number;
  readonly tokens: readonly Token[];
  /** Number of marks. */
  readonly size: number;
  /** A blank text line stands between this row and the previous row of its block. */
  readonly afterBlank: boolean;
  /** The normalised text line, trailing whitespace removed; "" for a run cut out of prose. */
  readonly content: string;
  /** Original 1-based column of each character of `content`. */
  readonly columns: readonly number[];
}

const FENCE_LINE = /^\s*```[A-Za-z][A-Za-z0-9+#-]*\s*$|^\s*```\s*$/;
const QUOTE_MARKER = /^\s*(?:>>>|>)(?=\s|$)/;
/** A whole-line comment marker: `//`, `#` (also `#A` headers of .sdk files), or `*` inside a block comment. */
const COMMENT_MARKER = /^\s*(?:\/\/+|#+)/;
const BLOCK_COMMENT_LINE = /^\s*\*(?=\s|$)/;
/** A markdown table's delimiter row: `|---|:---:|---|`. */
const TABLE_DELIMITER = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/**
 * A run of dashes (with `.` `:` `'` corners, as HoDoKu draws them) is a rule, not blanks, when it touches
 * `+`/`═`/`┼`, has corners, or has a length no group of cells has.
 */
function isRule(chars: readonly string[], from: number, to: number): boolean {
  let dashes = 0;
  let corners = 0;
  let underscores = 0;
  for (let k = from; k < to; k++) {
    const c = chars[k];
    if (c === "-") dashes++;
    else if (c === "_") underscores++;
    else if (c === "." || c === ":" || c === "'") corners++;
    else return false;
  }
  const length = to - from;
  if (underscores > 0) {
    if (dashes > 0 || corners > 0) return false;
    return (
      (length >= 2 && (isHorizontalRule(chars[from - 1]) || isHorizontalRule(chars[to]))) ||
      (length >= 4 && length !== 9)
    );
  }
  if (dashes === 0) return false;
  if (corners > 0) return dashes >= 3 && corners * 3 <= dashes;
  return (
    (length >= 2 && (isHorizontalRule(chars[from - 1]) || isHorizontalRule(chars[to]))) ||
    (length >= 4 && length !== 9)
  );
}

/** Split a normalised, stripped line into tokens of marks; counts the tokens made only of `-`. */
function tokenise(line: NormalLine, number: number): { tokens: Token[]; dashOnly: number } {
  const { chars } = line;
  const isCodeList = chars.includes(",");
  const tokens: Token[] = [];
  let dashOnly = 0;
  for (let i = 0; i < chars.length; ) {
    if (isSeparator(chars[i] as string)) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && !isSeparator(chars[end] as string)) end++;
    if (isRule(chars, i, end)) {
      i = end;
      continue;
    }
    if (end - i === 3 && chars[i] === "<" && chars[i + 2] === ">" && markValue(chars[i + 1] as string) > 0) {
      // `<5>`: a given, as pencil-mark exports mark them.
      tokens.push({
        marks: [{ ...markAt(line, number, i + 1), char: chars.slice(i, end).join("") }],
        strays: 0,
      });
      i = end;
      continue;
    }
    if (isCodeList && end - i === 2 && chars[i] === "-" && chars[i + 1] === "1") {
      // `-1` in a list of numbers is one blank cell.
      tokens.push({ marks: [markAt(line, number, i, 0)], strays: 0 });
      i = end;
      continue;
    }
    const marks: Mark[] = [];
    let strays = 0;
    let dashes = 0;
    for (let k = i; k < end; k++) {
      const mark = markAt(line, number, k);
      if (mark.value === STRAY) strays++;
      if (chars[k] === "-") dashes++;
      marks.push(mark);
    }
    tokens.push({ marks, strays });
    if (dashes === end - i) dashOnly++;
    i = end;
  }
  return { tokens, dashOnly };
}

/**
 * `e` stands for a blank in a line whose only strays are `e`s (`5 3 e e 7 e e e e`), except a lone `e` before
 * 9 cells, which is a row label (`e 4 . . 8 . 3 . . 1`).
 */
function readLetterBlanks(tokens: Token[]): Token[] {
  let es = 0;
  let cells = 0;
  for (const t of tokens) {
    for (const m of t.marks) {
      if (m.value !== STRAY) cells++;
      else if (m.char === "e") es++;
      else return tokens;
    }
  }
  const first = tokens[0]?.marks;
  const isLabel = es === 1 && first?.length === 1 && first[0]?.char === "e" && cells === 9;
  if (es === 0 || cells === 0 || isLabel) return tokens;
  return tokens.map((t) => ({
    marks: t.marks.map((m) => (m.value === STRAY ? { ...m, value: 0 } : m)),
    strays: 0,
  }));
}

/** A text line with nothing to read. */
function blankLine(number: number, comment: boolean): TextLine {
  return { kind: "blank", number, tokens: [], content: "", columns: [], comment, emptyFields: false };
}

/** Read one text line: strip quote markers, fences, comment markers and code, then tokenise and classify. */
function readTextLine(raw: string, number: number, inBlockComment: boolean): TextLine {
  const line = normaliseLine(raw);
  const { chars, columns } = line;
  let s = chars.join("");
  const quote = QUOTE_MARKER.exec(s);
  if (quote) {
    blankOut(chars, 0, quote[0].length);
    s = chars.join("");
  }
  if (FENCE_LINE.test(s)) return blankLine(number, false);
  const marker = (inBlockComment ? BLOCK_COMMENT_LINE : COMMENT_MARKER).exec(s);
  const comment = inBlockComment || marker !== null;
  if (marker) {
    blankOut(chars, 0, marker[0].length);
    s = chars.join("");
  }
  stripCodeLine(chars, s);

  const content = chars.join("").trimEnd();
  if (content.trim() === "") return blankLine(number, comment);
  const lineColumns = columns.length === content.length ? columns : columns.slice(0, content.length);
  const fields = readFields(line, number);
  if (fields) {
    const { tokens, empty } = fields;
    return { kind: "board", number, tokens, content, columns: lineColumns, comment, emptyFields: empty };
  }
  const split = tokenise(line, number);
  const tokens = readLetterBlanks(split.tokens);
  let strays = 0;
  let cells = 0;
  for (const t of tokens) {
    strays += t.strays;
    cells += t.marks.length - t.strays;
  }
  let kind: LineKind;
  if (tokens.length === 0 || split.dashOnly === tokens.length) kind = "separator";
  else if (strays === 0 || (strays <= 2 && cells >= 6)) kind = "board";
  else kind = "prose";
  return { kind, number, tokens, content, columns: lineColumns, comment, emptyFields: false };
}

/** The shortest run of marks inside a prose line that is read as a board attempt. */
const MIN_PROSE_RUN = 40;

/** Runs of marks inside a prose line long enough to be a board (`Solve: 53..7....6..195...`). */
function proseRuns(line: TextLine): Row[] {
  const runs: Row[] = [];
  let run: Token[] = [];
  const close = () => {
    const size = sizeOf(run);
    if (size >= MIN_PROSE_RUN) {
      runs.push({ number: line.number, tokens: run, size, afterBlank: false, content: "", columns: [] });
    }
    run = [];
  };
  for (const token of line.tokens) {
    const cells = token.marks.length - token.strays;
    if (token.strays === 0 || (token.strays <= 2 && cells >= 20)) run.push(token);
    else close();
  }
  close();
  return runs;
}

/** Whether a block comment (`/* … *\/`) is still open at the end of a line that started inside one or not. */
function blockCommentOpenAfter(raw: string, open: boolean): boolean {
  if (!raw.includes("/*") && !raw.includes("*/")) return open;
  let inside = open;
  for (let k = 0; k < raw.length - 1; k++) {
    if (!inside && raw[k] === "/" && raw[k + 1] === "*") {
      inside = true;
      k++;
    } else if (inside && raw[k] === "*" && raw[k + 1] === "/") {
      inside = false;
      k++;
    }
  }
  return inside;
}

/**
 * Group the text's lines into blocks of rows, in order.
 *
 * @param text - the pasted text.
 * @returns the blocks, each a non-empty list of rows in text order.
 */
export function findBlocks(text: string): Row[][] {
  const blocks: Row[][] = [];
  let current: Row[] = [];
  let blankSeen = false;
  let currentIsComment = false;
  const close = () => {
    if (current.length > 0) blocks.push(current);
    current = [];
    blankSeen = false;
  };
  const rawLines = text.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
  let inBlockComment = false;
  for (let n = 0; n < rawLines.length; n++) {
    const raw = rawLines[n] as string;
    const line = readTextLine(raw, n + 1, inBlockComment);
    inBlockComment = blockCommentOpenAfter(raw, inBlockComment);
    // A markdown table's empty header row is no row of blanks.
    const isEmptyHeader = line.emptyFields && TABLE_DELIMITER.test(rawLines[n + 1] ?? "");
    if (line.kind === "blank" || isEmptyHeader) {
      if (current.length > 0) blankSeen = true;
    } else if (line.kind === "board") {
      if (current.length > 0 && line.comment !== currentIsComment) close();
      currentIsComment = line.comment;
      current.push({
        number: line.number,
        tokens: line.tokens,
        size: sizeOf(line.tokens),
        afterBlank: blankSeen && current.length > 0,
        content: line.content,
        columns: line.columns,
      });
      blankSeen = false;
    } else if (line.kind === "prose") {
      close();
      for (const run of proseRuns(line)) blocks.push([run]);
    }
  }
  close();
  return blocks;
}
