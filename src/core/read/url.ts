/**
 * Reader for links: a board written into a URL (SudokuWiki's `…/sudoku.htm?bd=53007…`, any `?puzzle=` or path
 * segment of 81 cells). It keeps the board part of each link and blanks out the rest, so that the digits of a
 * link that holds no board (`https://discord.com/channels/1234…/5678…`) are never read as cells.
 */

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`)\]]+/g;
/** A run of exactly 81 cell characters inside a link, bounded by characters that are not cells. */
const BOARD_IN_URL = /(?<![0-9.])[0-9.]{81}(?![0-9.])/;

/** The same number of spaces as `s` has code points, so columns stay where they were. */
export const spacesFor = (s: string): string => " ".repeat(Array.from(s).length);

/**
 * The text with every link blanked out except the 81 cells of a board written into it.
 *
 * @param text - the pasted text.
 * @returns the masked text (same lines, same columns), or undefined when the text has no link.
 * @example maskLinks("see https://www.sudokuwiki.org/sudoku.htm?bd=5300…079 ok") // "see      …      5300…079 ok"
 */
export function maskLinks(text: string): string | undefined {
  if (!text.includes("://")) return undefined;
  return text.replace(URL_PATTERN, (url) => {
    const found = BOARD_IN_URL.exec(url);
    if (!found) return spacesFor(url);
    const before = url.slice(0, found.index);
    const after = url.slice(found.index + 81);
    return `${spacesFor(before)}${found[0]}${spacesFor(after)}`;
  });
}
