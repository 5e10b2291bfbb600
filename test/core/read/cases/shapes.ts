import type { ReadCase } from "../table.js";

const SIXTEEN_ROWS = [
  "[[5, 11, 12, 8, 4, 16, 7, 3, 2, 13, 9, 10, 6, 14, 15, 1],",
  ...Array.from({ length: 14 }, () => " [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],"),
  " [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]",
];

/** Texts that hold no 9×9 Sudoku: what they look like is said instead of "no board". */
export const shapesCases: ReadCase[] = [
  {
    name: "a 16×16 grid in Python",
    source:
      "GitHub code, a 16x16 sudoku GUI by Steven Phun (code search id 8128010884), its grid and the lines around it",
    text: `# 16x16 grid
GRID_SIZE = 16

# 4 boxes per row and column
NUMBER_OF_BOXES = 4

# 0 in grid represents an empty square
EMPTY_SQUARE = 0

# user's grid to play or solve with
sudoku_grid = ${SIXTEEN_ROWS.join("\n               ")}
`,
    problems: ["this looks like a 16×16 grid; only 9×9 Sudoku is supported"],
  },
  {
    name: "a 6×6 solution string in a SudokuPad puzzle file",
    source: "GitHub data, a SudokuPad puzzle of a Spanish puzzle site (code search id 55735063759)",
    text: ` "_rulesOrig": "Normal 6x6 Sudoku rules apply.\\nEvery indicated diagonal has the same product.",
 "givens": [],
 "solution": "143562625134452316316245261453534621",
 "fog": null,
 "sclCellSize": 50,`,
    problems: ["this looks like a 6×6 grid; only 9×9 Sudoku is supported"],
  },
  {
    name: "a 4×4 input file with x for blanks",
    source:
      "constructed in the input format a Go solver's README gives (code search id 32793874114): n lines of n numbers, 0/x for blanks",
    text: "1 x x 4\nx 4 1 x\n2 x x 3\nx 3 2 x",
    problems: ["this looks like a 4×4 grid; only 9×9 Sudoku is supported"],
  },
  {
    name: "a 6×6 grid with box rules",
    source: "constructed: a kids' 6×6 puzzle with 2×3 boxes, as printed by 6×6 generators",
    text: "1 . 3 | . 5 .\n. 5 . | 1 . 3\n------+------\n2 . 1 | . 6 .\n. 6 . | 2 . 1\n------+------\n3 . 2 | . 4 .\n. 4 . | 3 . 2",
    problems: ["this looks like a 6×6 grid; only 9×9 Sudoku is supported"],
  },
  {
    name: "a Sudoku written with letters",
    source: "constructed: a 'Wordoku' of nine letters (A B C H I K M S T), blanks as dots",
    text: "B.A..C...\nK..SMT...\n.HS....A.\nS...A...I\nM..K.I..T\nH...S...A\n.A....KS.\n...TBH..C\n....K..IH",
    problems: ["this looks like a Sudoku written with letters; only boards of digits 1–9 are supported"],
  },
  {
    name: "a Killer Sudoku's cage list with no givens",
    source: "constructed: a cage list in the r1c1 notation of Killer Sudoku forums",
    text: "Killer cages:\n3 = r1c1 r1c2\n15 = r1c3 r1c4 r1c5\n22 = r1c6 r2c5 r2c6 r3c5\n4 = r1c7 r2c7\n16 = r1c8 r2c8",
    problems: ["this looks like a Killer Sudoku's cages without givens; only classic Sudoku is supported"],
  },
];
