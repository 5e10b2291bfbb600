/**
 * Drawing a board in every shape the reader supports, for the property tests: each drawer writes the board the
 * way people or apps do, built here without the reader, so that reading it back checks the reader.
 */
import type { Board } from "../../../src/core/board.js";

const rowsOf = (board: Board): number[][] =>
  Array.from({ length: 9 }, (_, r) => Array.from(board.subarray(r * 9, r * 9 + 9)));
const cell = (blank: string) => (v: number) => (v === 0 ? blank : String(v));
const boxes = (row: string[], join: string, between: string): string =>
  [row.slice(0, 3), row.slice(3, 6), row.slice(6, 9)].map((b) => b.join(join)).join(between);
const KEYCAP = (v: number) => (v === 0 ? "⬛" : `${v}\ufe0f\u20e3`);

/** A shape: its name, and how a board is drawn in it. `blankRows` is false when an all-blank row cannot be drawn. */
export interface Drawer {
  readonly name: string;
  readonly draw: (board: Board) => string;
  /** False when the shape cannot show a row with no digit (it would look like a ruled line). */
  readonly blankRows?: false;
}

/** Every supported shape. */
export const DRAWERS: readonly Drawer[] = [
  { name: "81 characters, . blanks", draw: (b) => Array.from(b, cell(".")).join("") },
  { name: "81 digits, 0 blanks", draw: (b) => Array.from(b, cell("0")).join("") },
  { name: "81 characters, ? blanks", draw: (b) => Array.from(b, cell("?")).join("") },
  {
    name: "9 lines of 9",
    draw: (b) =>
      rowsOf(b)
        .map((r) => r.map(cell("0")).join(""))
        .join("\n"),
  },
  {
    name: "9 lines of 9 with spaces",
    draw: (b) =>
      rowsOf(b)
        .map((r) => r.map(cell(".")).join(" "))
        .join("\n"),
  },
  {
    name: "a ruled grid",
    draw: (b) =>
      rowsOf(b)
        .map(
          (r, k) =>
            `${k === 3 || k === 6 ? "------+-------+------\n" : ""}${boxes(r.map(cell(".")), " ", " | ")}`,
        )
        .join("\n"),
  },
  {
    name: "a box-drawing frame with row and column labels",
    draw: (b) =>
      [
        "    1 2 3   4 5 6   7 8 9",
        "  ╔═══════╤═══════╤═══════╗",
        ...rowsOf(b).map((r, k) => `${"ABCDEFGHI"[k]} ║ ${boxes(r.map(cell(".")), " ", " │ ")} ║`),
        "  ╚═══════╧═══════╧═══════╝",
      ].join("\n"),
  },
  {
    name: "a JavaScript array",
    draw: (b) =>
      `const board = [\n${rowsOf(b)
        .map((r) => `  [${r.join(", ")}],`)
        .join("\n")}\n];`,
  },
  {
    name: "a Python list with None",
    draw: (b) =>
      `grid = [\n${rowsOf(b)
        .map((r) => `    [${r.map((v) => (v === 0 ? "None" : String(v))).join(", ")}],  # row`)
        .join("\n")}\n]`,
  },
  {
    name: "a Go [][]byte",
    draw: (b) =>
      `board := [][]byte{\n${rowsOf(b)
        .map((r) => `\t{${r.map((v) => `'${v === 0 ? "." : v}'`).join(",")}},`)
        .join("\n")}\n}`,
  },
  {
    name: "a list with -1 blanks",
    draw: (b) => `[${rowsOf(b).map((r) => `[${r.map((v) => (v === 0 ? -1 : v)).join(",")}]`)}]`,
  },
  {
    name: "a markdown table",
    draw: (b) =>
      ["|   |   |   |   |   |   |   |   |   |", "|---|---|---|---|---|---|---|---|---|"]
        .concat(rowsOf(b).map((r) => `| ${r.map(cell(" ")).join(" | ")} |`))
        .join("\n"),
  },
  {
    name: "comma rows with spaces for blanks",
    draw: (b) =>
      rowsOf(b)
        .map((r) => r.map(cell(" ")).join(","))
        .join("\n"),
  },
  {
    name: "a fixed-width grid with spaces for blanks",
    draw: (b) =>
      rowsOf(b)
        .map((r) => `|${boxes(r.map(cell(" ")), " ", "|")}|`)
        .join("\n"),
    blankRows: false,
  },
  {
    name: "keycap emoji",
    draw: (b) =>
      rowsOf(b)
        .map((r) => r.map(KEYCAP).join(""))
        .join("\n"),
  },
  {
    name: "an HTML table",
    draw: (b) =>
      `<table>\n${rowsOf(b)
        .map((r) => `<tr>${r.map((v) => `<td>${v === 0 ? "&nbsp;" : v}</td>`).join("")}</tr>`)
        .join("\n")}\n</table>`,
  },
  {
    name: "JSON objects per cell",
    draw: (b) =>
      `[${Array.from(b, (v) => (v === 0 ? '{"val":null,"candidates":[1,2]}' : `{"val":${v}}`)).join(",")}]`,
  },
  {
    name: "a SudokuWiki link",
    draw: (b) => `https://www.sudokuwiki.org/sudoku.htm?bd=${Array.from(b).join("")}`,
  },
  {
    name: "a chatty Discord message with a code block",
    draw: (b) =>
      `Today at 14:32 — can someone solve this? stuck since 9:05 on row 2\n\`\`\`\n${rowsOf(b)
        .map((r) => boxes(r.map(cell(".")), " ", " | "))
        .join("\n")}\n\`\`\`\nthx (v1.2, 3 tries)`,
  },
  {
    name: "a pencil-mark grid",
    draw: (b) =>
      rowsOf(b)
        .map((r) =>
          boxes(
            r.map((v) => (v === 0 ? "19" : String(v)).padEnd(2)),
            " ",
            " | ",
          ),
        )
        .join("\n"),
  },
];
