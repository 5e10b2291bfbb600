/**
 * The vocabulary every reader shares: characters, marks and tokens.
 *
 * Glossary (the board's words — cell, row, column, box, unit, given — are defined in board.ts):
 * - mark: one character read as a cell: a digit 1..9 (a given), a blank character (`0 . _ - * ? x X ·`), or an
 *   unexpected character that sits where a cell should be (a stray).
 * - token: a run of characters between separators (spaces, `,` `|` `+` brackets, quotes, box-drawing characters).
 *   `530070000` is one token of 9 marks; `5 3 0` is three tokens of 1 mark.
 */

/** One character read as a cell; `line` and `column` are 1-based positions in the original text. */
export interface Mark {
  /** 1..9 for a given, 0 for a blank, `STRAY` for a character that is not a cell. */
  readonly value: number;
  /** The character as it was written (before normalisation). */
  readonly char: string;
  readonly line: number;
  readonly column: number;
}

/** A run of marks between separators, with how many of them are strays. */
export interface Token {
  readonly marks: readonly Mark[];
  readonly strays: number;
}

/** Value of a mark that is not a cell (a stray). */
export const STRAY = -1;

/** Characters that stand for a blank cell (after NFKC: full-width `．` is `.`). */
const BLANK_CHARACTERS = new Set(["0", ".", "_", "-", "*", "?", "x", "X", "·", "∙", "•", "⋅", "・"]);

/** Characters that separate tokens and never count as cells. */
const SEPARATOR_CHARACTERS = new Set([...",;|+[]{}()\"'`=:¦", "\u2212"]);

/** Vertical box-drawing characters: unlike horizontal ones, a run of dashes next to them can be blanks (`-|---|`). */
const VERTICAL_BOX_CHARACTERS = new Set([..."│┃║┆┇┊┋╎╏"]);

const isWhitespace = (c: string): boolean => /\s/u.test(c);
const isBoxDrawing = (c: string): boolean => c >= "\u2500" && c <= "\u259f";
/** Hyphens and dashes other than ASCII `-` (which is a blank character). */
const isDash = (c: string): boolean => c >= "\u2010" && c <= "\u2015";

function isSlowSeparator(c: string): boolean {
  return isWhitespace(c) || SEPARATOR_CHARACTERS.has(c) || isBoxDrawing(c) || isDash(c);
}

/** `isSeparator` for the 128 ASCII characters, built once: most pasted characters are ASCII. */
const ASCII_SEPARATORS: readonly boolean[] = Array.from({ length: 128 }, (_, k) =>
  isSlowSeparator(String.fromCharCode(k)),
);

/** Whether a (normalised) character separates tokens. */
export function isSeparator(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 128 ? (ASCII_SEPARATORS[code] as boolean) : isSlowSeparator(c);
}

/** A character that, next to a run of dashes, makes it a horizontal rule (`---+---`, `───┼───`). */
export function isHorizontalRule(c: string | undefined): boolean {
  if (c === undefined) return false;
  return c === "+" || c === "=" || (isBoxDrawing(c) && !VERTICAL_BOX_CHARACTERS.has(c));
}

/** The cell value of a (normalised) character: 1..9, 0 for a blank, `STRAY` for anything else. */
export function markValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code >= 49 && code <= 57) return code - 48;
  return BLANK_CHARACTERS.has(c) ? 0 : STRAY;
}

/**
 * One character normalised on its own, always a single UTF-16 unit so that string indices equal character
 * positions: NFKC when it gives one character (full-width digits, no-break spaces), the character itself
 * otherwise; characters outside the BMP become U+FFFD, which is a stray like any emoji.
 */
export function normaliseCharacter(c: string): string {
  if (c.length !== 1) return "\ufffd";
  if (c.charCodeAt(0) < 0x80) return c; // ASCII is already normal, and by far the most common
  const n = c.normalize("NFKC");
  return n.length === 1 ? n : c;
}

/** Number of marks in a sequence of tokens. */
export const sizeOf = (tokens: readonly Token[]): number => tokens.reduce((n, t) => n + t.marks.length, 0);
