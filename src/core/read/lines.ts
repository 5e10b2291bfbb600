/**
 * Reader for lines and grids: it cuts the text into text lines, tokenises each into marks and groups board lines
 * into blocks, the raw material the grid reader (grid.ts) cuts into boards.
 *
 * Glossary (with marks.ts):
 * - text line: one line of the input; it is blank, a separator line (`------+-------+------`), a board line
 *   (marks only, or marks with at most two strays) or prose (chatter, headers, code that is not cells).
 * - row: a board text line, or a long run of marks cut out of a prose line (`Solve: 53..7....6..`).
 * - block: consecutive rows (separator lines and blank lines may sit between them); prose ends a block.
 *
 * Each text line is normalised character by character (NFKC when that yields one character, so full-width `５`
 * becomes `5` while positions stay those of the original text); Discord quote markers, code-fence language tags
 * and, in lines of code, assignments, comments and identifiers (code.ts) are blanked out before tokenising.
 */
import { blankOut, stripCodeLine } from "./code.js";
import {
  isHorizontalRule,
  isSeparator,
  type Mark,
  markValue,
  normaliseCharacter,
  STRAY,
  sizeOf,
  type Token,
} from "./marks.js";

type LineKind = "blank" | "separator" | "board" | "prose";

interface TextLine {
  readonly kind: LineKind;
  readonly number: number;
  readonly tokens: readonly Token[];
  /** The line after normalisation and stripping, trailing whitespace removed (for blanks written as spaces). */
  readonly content: string;
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
}

const FENCE_LINE = /^\s*```[A-Za-z][A-Za-z0-9+#-]*\s*$|^\s*```\s*$/;
const QUOTE_MARKER = /^\s*(?:>>>|>)(?=\s|$)/;

/** `-` or `_` when characters `from` to `to` are all that one character, else "". */
function fillerOf(chars: readonly string[], from: number, to: number): string {
  const first = chars[from];
  if (first !== "-" && first !== "_") return "";
  for (let k = from + 1; k < to; k++) if (chars[k] !== first) return "";
  return first;
}

/** Read one text line: strip quote markers, fences, assignments and comments, then tokenise and classify. */
function readTextLine(raw: string, number: number): TextLine {
  const original = Array.from(raw);
  const chars = original.map(normaliseCharacter);
  let s = chars.join("");
  const quote = QUOTE_MARKER.exec(s);
  if (quote) {
    blankOut(chars, 0, quote[0].length);
    s = chars.join("");
  }
  if (FENCE_LINE.test(s)) return { kind: "blank", number, tokens: [], content: "" };
  stripCodeLine(chars, s);

  const tokens: Token[] = [];
  let dashOnlyTokens = 0;
  for (let i = 0; i < chars.length; ) {
    const c = chars[i] as string;
    if (isSeparator(c)) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && !isSeparator(chars[end] as string)) end++;
    const length = end - i;
    const filler = fillerOf(chars, i, end);
    // A run of dashes is a rule, not blanks, when it touches `+`/`═`/`┼` or has a length no group of cells has.
    const isRule =
      filler !== "" &&
      ((length >= 2 && (isHorizontalRule(chars[i - 1]) || isHorizontalRule(chars[end]))) ||
        (length >= 4 && length !== 9));
    if (!isRule) {
      const marks: Mark[] = [];
      let strays = 0;
      for (let k = i; k < end; k++) {
        const value = markValue(chars[k] as string);
        if (value === STRAY) strays++;
        marks.push({ value, char: original[k] as string, line: number, column: k + 1 });
      }
      tokens.push({ marks, strays });
      if (filler === "-") dashOnlyTokens++;
    }
    i = end;
  }

  const content = chars.join("").trimEnd();
  if (content.trim() === "") return { kind: "blank", number, tokens: [], content: "" };
  let strays = 0;
  let cells = 0;
  for (const t of tokens) {
    strays += t.strays;
    cells += t.marks.length - t.strays;
  }
  let kind: LineKind;
  if (tokens.length === 0 || dashOnlyTokens === tokens.length) kind = "separator";
  else if (strays === 0 || (strays <= 2 && cells >= 6)) kind = "board";
  else kind = "prose";
  return { kind, number, tokens, content };
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
      runs.push({ number: line.number, tokens: run, size, afterBlank: false, content: "" });
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
  const close = () => {
    if (current.length > 0) blocks.push(current);
    current = [];
    blankSeen = false;
  };
  const rawLines = text.split(/\r\n|[\n\r\u2028\u2029\u0085]/);
  for (let n = 0; n < rawLines.length; n++) {
    const line = readTextLine(rawLines[n] as string, n + 1);
    if (line.kind === "blank") {
      if (current.length > 0) blankSeen = true;
    } else if (line.kind === "board") {
      current.push({
        number: line.number,
        tokens: line.tokens,
        size: sizeOf(line.tokens),
        afterBlank: blankSeen && current.length > 0,
        content: line.content,
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
