/**
 * Reader for boards inside code: it blanks out (with spaces, keeping every position) what in a line of code
 * cannot be a cell — assignments (`let board =`, `int grid[9][9] =`), comments, identifiers — so that the line
 * reader sees only the array's or the string's cells.
 */

/** Blank out (with spaces) characters `from` to `to` of a normalised line, keeping positions. */
export function blankOut(chars: string[], from: number, to: number): void {
  for (let i = from; i < to && i < chars.length; i++) chars[i] = " ";
}

const ASSIGNMENT_PREFIX = /^[\s\w$.:<>,[\]*&]*$/;
/**
 * A line holding a bracket or a call (`Seq(`, `np.array(`: a name right before `(`) is a line of code, whose
 * comments and identifiers are not cells. Prose in parentheses ("Sudoku (hard)") has a space before them.
 */
const CODE_BRACKETS = /[[\]{}]|[A-Za-z_$][\w$]*\(/;

/** End of a `let board =` / `board: number[][] =` / `int grid[9][9] =` prefix, or -1. */
function assignmentEnd(line: string): number {
  const eq = line.indexOf("=");
  if (eq <= 0) return -1;
  const next = line[eq + 1];
  if (next === "=" || next === ">") return -1;
  const prefix = line.slice(0, eq);
  if (prefix.length > 80 || !ASSIGNMENT_PREFIX.test(prefix) || !/[A-Za-z_$]/.test(prefix)) return -1;
  return eq + 1;
}

/** Identifiers in code that stand for an empty cell (`[null, 3, None]`). */
const NULL_WORDS = new Set(["null", "None", "nil", "undefined", "NULL", "nullptr"]);

/**
 * In a line of code (it has `[`, `]`, `{` or `}`), blank out what cannot be cells: comments (`// row 1`,
 * `# top band`) and identifiers (`np.array(`, `new int[][] {`, `board :=`) outside string quotes. `x`/`X` stay
 * (they are blank characters) and `null`-like words become one blank cell. An identifier must not follow a
 * digit, so `3a` in `[5, 3a, 0]` keeps its stray `a`.
 */
function stripCode(chars: string[]): void {
  let quote = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (quote !== "") {
      if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      quote = c;
    } else if (c === "#" || (c === "/" && chars[i + 1] === "/")) {
      blankOut(chars, i, chars.length);
      return;
    } else if (/[A-Za-z_$]/.test(c) && !/[\w$]/.test(chars[i - 1] ?? " ")) {
      let end = i;
      while (end < chars.length && /[\w$]/.test(chars[end] as string)) end++;
      // A dotted name (`np.array`, `Arrays.asList`): its dots are not blank cells.
      while (chars[end] === "." && /[A-Za-z_$]/.test(chars[end + 1] ?? "")) {
        end++;
        while (end < chars.length && /[\w$]/.test(chars[end] as string)) end++;
      }
      const word = chars.slice(i, end).join("");
      if (word !== "x" && word !== "X") {
        blankOut(chars, i, end);
        if (NULL_WORDS.has(word)) chars[i] = "0";
      }
      i = end - 1;
    }
  }
}

/**
 * Blank out escapes that stand for line breaks or tabs inside a string (`"530070000\\n600195000"`) and a
 * backslash that continues a line (`"53..7...." \\`). Any other backslash stays (a stray where a cell should be).
 */
function stripEscapes(chars: string[]): void {
  let last = chars.length - 1;
  while (last >= 0 && /\s/.test(chars[last] as string)) last--;
  if (chars[last] === "\\") chars[last] = " ";
  for (let i = 0; i < last; i++) {
    if (chars[i] === "\\" && /[nrt]/.test(chars[i + 1] as string)) blankOut(chars, i, i + 2);
  }
}

/**
 * Blank out the parts of a normalised line of code that cannot be cells, in place.
 *
 * @param chars - the line's characters after normalisation, one per position.
 * @param line - the same characters joined.
 */
export function stripCodeLine(chars: string[], line: string): void {
  if (line.includes("\\")) stripEscapes(chars);
  const assigned = assignmentEnd(line);
  if (assigned > 0) blankOut(chars, 0, assigned);
  if (CODE_BRACKETS.test(line)) stripCode(chars);
}
