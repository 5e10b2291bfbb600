import { describe, expect, it } from "vitest";
import { type Board, formatBoard } from "../../../src/core/board.js";
import {
  type BoardProblem,
  duplicateCells,
  MAX_INPUT_LENGTH,
  type ParseResult,
  parseBoard,
  parseBoards,
} from "../../../src/core/read/index.js";
import { describeProblem } from "../../../src/present/problem-text.js";

/** The example puzzle (unique solution), in the canonical line form. */
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/** Its solution. */
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** The board of a result as one canonical line, or the problems as text, so a failure shows what went wrong. */
function show(result: ParseResult | undefined): string {
  if (result === undefined) return "NO RESULT";
  if (result.ok) return formatBoard(result.board);
  return `FAILED: ${result.problems.map((p) => describeProblem(p)).join("; ")}`;
}

/** A board from its canonical line form, built without the parser. */
function boardOf(line: string): Board {
  return Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
}

/** The line form with one cell (0-based) changed to `digit`. */
function withCell(line: string, cell: number, digit: number): string {
  return `${line.slice(0, cell)}${digit}${line.slice(cell + 1)}`;
}

/** The exact text people paste; every one holds PUZZLE. */
const pastes: [name: string, text: string][] = [
  [
    "81 digits on one line",
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
  ],
  [
    "81 characters with dots",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  ],
  [
    "81 characters with underscores",
    "53__7____6__195____98____6_8___6___34__8_3__17___2___6_6____28____419__5____8__79",
  ],
  [
    "81 characters with dashes",
    "53--7----6--195----98----6-8---6---34--8-3--17---2---6-6----28----419--5----8--79",
  ],
  [
    "81 characters with stars",
    "53**7****6**195****98****6*8***6***34**8*3**17***2***6*6****28****419**5****8**79",
  ],
  [
    "81 characters with x",
    "53xx7xxxx6xx195xxxx98xxxx6x8xxx6xxx34xx8x3xx17xxx2xxx6x6xxxx28xxxx419xx5xxxx8xx79",
  ],
  [
    "81 characters with X",
    "53XX7XXXX6XX195XXXX98XXXX6X8XXX6XXX34XX8X3XX17XXX2XXX6X6XXXX28XXXX419XX5XXXX8XX79",
  ],
  [
    "81 characters with middle dots",
    "53··7····6··195····98····6·8···6···34··8·3··17···2···6·6····28····419··5····8··79",
  ],
  [
    "81 characters with spaces around",
    "   53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79   \n",
  ],
  [
    "9 lines of 9 digits",
    `530070000
600195000
098000060
800060003
400803001
700020006
060000280
000419005
000080079`,
  ],
  [
    "9 lines of 9 with spaces",
    `5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9`,
  ],
  [
    "a grid with | and ------+------+------ rules",
    `5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9`,
  ],
  [
    "a framed grid with +-------+ rules",
    `+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+`,
  ],
  [
    "a compact grid with ---+---+--- rules and dash blanks",
    `53-|-7-|---
6--|195|---
-98|---|-6-
---+---+---
8--|-6-|--3
4--|8-3|--1
7--|-2-|--6
---+---+---
-6-|---|28-
---|419|--5
---|-8-|-79`,
  ],
  [
    "a box-drawing grid",
    `╔═══════╤═══════╤═══════╗
║ 5 3 0 │ 0 7 0 │ 0 0 0 ║
║ 6 0 0 │ 1 9 5 │ 0 0 0 ║
║ 0 9 8 │ 0 0 0 │ 0 6 0 ║
╟───────┼───────┼───────╢
║ 8 0 0 │ 0 6 0 │ 0 0 3 ║
║ 4 0 0 │ 8 0 3 │ 0 0 1 ║
║ 7 0 0 │ 0 2 0 │ 0 0 6 ║
╟───────┼───────┼───────╢
║ 0 6 0 │ 0 0 0 │ 2 8 0 ║
║ 0 0 0 │ 4 1 9 │ 0 0 5 ║
║ 0 0 0 │ 0 8 0 │ 0 7 9 ║
╚═══════╧═══════╧═══════╝`,
  ],
  [
    "a light box-drawing grid with ├───────┼───────┤ rules",
    `┌───────┬───────┬───────┐
│ 5 3 . │ . 7 . │ . . . │
│ 6 . . │ 1 9 5 │ . . . │
│ . 9 8 │ . . . │ . 6 . │
├───────┼───────┼───────┤
│ 8 . . │ . 6 . │ . . 3 │
│ 4 . . │ 8 . 3 │ . . 1 │
│ 7 . . │ . 2 . │ . . 6 │
├───────┼───────┼───────┤
│ . 6 . │ . . . │ 2 8 . │
│ . . . │ 4 1 9 │ . . 5 │
│ . . . │ . 8 . │ . 7 9 │
└───────┴───────┴───────┘`,
  ],
  [
    "digits separated by commas",
    `5,3,0,0,7,0,0,0,0
6,0,0,1,9,5,0,0,0
0,9,8,0,0,0,0,6,0
8,0,0,0,6,0,0,0,3
4,0,0,8,0,3,0,0,1
7,0,0,0,2,0,0,0,6
0,6,0,0,0,0,2,8,0
0,0,0,4,1,9,0,0,5
0,0,0,0,8,0,0,7,9`,
  ],
  [
    "a JavaScript array of arrays",
    `const board = [
  [5, 3, 0, 0, 7, 0, 0, 0, 0],
  [6, 0, 0, 1, 9, 5, 0, 0, 0],
  [0, 9, 8, 0, 0, 0, 0, 6, 0],
  [8, 0, 0, 0, 6, 0, 0, 0, 3],
  [4, 0, 0, 8, 0, 3, 0, 0, 1],
  [7, 0, 0, 0, 2, 0, 0, 0, 6],
  [0, 6, 0, 0, 0, 0, 2, 8, 0],
  [0, 0, 0, 4, 1, 9, 0, 0, 5],
  [0, 0, 0, 0, 8, 0, 0, 7, 9],
];`,
  ],
  [
    "a one-line let board = [[...]]",
    "let board = [[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]];",
  ],
  [
    "a TypeScript array with a type and comments",
    `const puzzle: number[][] = [
  [5, 3, 0, 0, 7, 0, 0, 0, 0], // row 1
  [6, 0, 0, 1, 9, 5, 0, 0, 0], // row 2
  [0, 9, 8, 0, 0, 0, 0, 6, 0], // row 3
  [8, 0, 0, 0, 6, 0, 0, 0, 3], // row 4
  [4, 0, 0, 8, 0, 3, 0, 0, 1], // row 5
  [7, 0, 0, 0, 2, 0, 0, 0, 6], // row 6
  [0, 6, 0, 0, 0, 0, 2, 8, 0], // row 7
  [0, 0, 0, 4, 1, 9, 0, 0, 5], // row 8
  [0, 0, 0, 0, 8, 0, 0, 7, 9], // row 9
];`,
  ],
  [
    "a Python list with # comments",
    `board = [[5, 3, 0, 0, 7, 0, 0, 0, 0],  # top band
         [6, 0, 0, 1, 9, 5, 0, 0, 0],
         [0, 9, 8, 0, 0, 0, 0, 6, 0],
         [8, 0, 0, 0, 6, 0, 0, 0, 3],  # middle band
         [4, 0, 0, 8, 0, 3, 0, 0, 1],
         [7, 0, 0, 0, 2, 0, 0, 0, 6],
         [0, 6, 0, 0, 0, 0, 2, 8, 0],  # bottom band
         [0, 0, 0, 4, 1, 9, 0, 0, 5],
         [0, 0, 0, 0, 8, 0, 0, 7, 9]]`,
  ],
  [
    "a C array",
    `int grid[9][9] = {
    {5, 3, 0, 0, 7, 0, 0, 0, 0},
    {6, 0, 0, 1, 9, 5, 0, 0, 0},
    {0, 9, 8, 0, 0, 0, 0, 6, 0},
    {8, 0, 0, 0, 6, 0, 0, 0, 3},
    {4, 0, 0, 8, 0, 3, 0, 0, 1},
    {7, 0, 0, 0, 2, 0, 0, 0, 6},
    {0, 6, 0, 0, 0, 0, 2, 8, 0},
    {0, 0, 0, 4, 1, 9, 0, 0, 5},
    {0, 0, 0, 0, 8, 0, 0, 7, 9}
};`,
  ],
  [
    "an array of strings",
    `const rows = [
  "53..7....",
  "6..195...",
  ".98....6.",
  "8...6...3",
  "4..8.3..1",
  "7...2...6",
  ".6....28.",
  "...419..5",
  "....8..79",
];`,
  ],
  [
    "an array of strings on one line",
    `["53..7....","6..195...",".98....6.","8...6...3","4..8.3..1","7...2...6",".6....28.","...419..5","....8..79"]`,
  ],
  [
    "a LeetCode-style array of quoted cells",
    `board = [["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]]`,
  ],
  [
    "a Python list of single-quoted cells",
    `grid = [
    ['5', '3', '.', '.', '7', '.', '.', '.', '.'],
    ['6', '.', '.', '1', '9', '5', '.', '.', '.'],
    ['.', '9', '8', '.', '.', '.', '.', '6', '.'],
    ['8', '.', '.', '.', '6', '.', '.', '.', '3'],
    ['4', '.', '.', '8', '.', '3', '.', '.', '1'],
    ['7', '.', '.', '.', '2', '.', '.', '.', '6'],
    ['.', '6', '.', '.', '.', '.', '2', '8', '.'],
    ['.', '.', '.', '4', '1', '9', '.', '.', '5'],
    ['.', '.', '.', '.', '8', '.', '.', '7', '9'],
]`,
  ],
  [
    "JSON with a puzzle field",
    `{"id": 42, "puzzle": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", "level": "easy"}`,
  ],
  [
    "a Discord message with chatter and a code block",
    `hey can someone help me with this one? been stuck for 20 minutes lol
\`\`\`
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
\`\`\`
thanks in advance!! (it's from the 2nd book, page 14)`,
  ],
  [
    "a Discord message with a ```text code block",
    `Today's puzzle:
\`\`\`text
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
\`\`\``,
  ],
  [
    "an inline code span",
    "can you solve `53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` please",
  ],
  [
    "full-width digits and dots",
    `５３．．７．．．．
６．．１９５．．．
．９８．．．．６．
８．．．６．．．３
４．．８．３．．１
７．．．２．．．６
．６．．．．２８．
．．．４１９．．５
．．．．８．．７９`,
  ],
  [
    "full-width digits with ideographic spaces",
    "５　３　０　０　７　０　０　０　０\n６　０　０　１　９　５　０　０　０\n０　９　８　０　０　０　０　６　０\n８　０　０　０　６　０　０　０　３\n４　０　０　８　０　３　０　０　１\n７　０　０　０　２　０　０　０　６\n０　６　０　０　０　０　２　８　０\n０　０　０　４　１　９　０　０　５\n０　０　０　０　８　０　０　７　９",
  ],
  [
    "9 groups of 9 whose line breaks arrived as spaces",
    "530070000 600195000 098000060 800060003 400803001 700020006 060000280 000419005 000080079",
  ],
  [
    "81 single cells whose line breaks arrived as spaces",
    "5 3 . . 7 . . . . 6 . . 1 9 5 . . . . 9 8 . . . . 6 . 8 . . . 6 . . . 3 4 . . 8 . 3 . . 1 7 . . . 2 . . . 6 . 6 . . . . 2 8 . . . . 4 1 9 . . 5 . . . . 8 . . 7 9",
  ],
  [
    "a | grid whose line breaks arrived as spaces",
    "5 3 . | . 7 . | . . . 6 . . | 1 9 5 | . . . . 9 8 | . . . | . 6 . ------+-------+------ 8 . . | . 6 . | . . 3 4 . . | 8 . 3 | . . 1 7 . . | . 2 . | . . 6 ------+-------+------ . 6 . | . . . | 2 8 . . . . | 4 1 9 | . . 5 . . . | . 8 . | . 7 9",
  ],
  [
    "a header line with digits above the grid",
    `Puzzle #42 (hard)
530070000
600195000
098000060
800060003
400803001
700020006
060000280
000419005
000080079`,
  ],
  [
    "a dated header and a footer with digits",
    `Sudoku 2024-05-01 level 3

5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9

Thanks! 10/10`,
  ],
  [
    "a bare date line right above the grid",
    `2024-05-01
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`,
  ],
  [
    "a one-line message with a header and 9 groups of 9",
    "Sudoku 2024-05-01 level 3: 530070000 600195000 098000060 800060003 400803001 700020006 060000280 000419005 000080079 thx",
  ],
  [
    "CRLF line ends, tabs and trailing whitespace",
    "5\t3\t0\t0\t7\t0\t0\t0\t0  \r\n6\t0\t0\t1\t9\t5\t0\t0\t0\t\r\n0\t9\t8\t0\t0\t0\t0\t6\t0\r\n8\t0\t0\t0\t6\t0\t0\t0\t3 \r\n4\t0\t0\t8\t0\t3\t0\t0\t1\r\n7\t0\t0\t0\t2\t0\t0\t0\t6\r\n0\t6\t0\t0\t0\t0\t2\t8\t0\r\n0\t0\t0\t4\t1\t9\t0\t0\t5\r\n0\t0\t0\t0\t8\t0\t0\t7\t9\r\n",
  ],
  [
    "a Discord quote",
    `> 53..7....
> 6..195...
> .98....6.
> 8...6...3
> 4..8.3..1
> 7...2...6
> .6....28.
> ...419..5
> ....8..79
what do you think?`,
  ],
  [
    "a Discord block quote",
    `>>> 5 3 . . 7 . . . .
6 . . 1 9 5 . . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1
7 . . . 2 . . . 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`,
  ],
  [
    "bands separated by blank lines",
    `53..7....
6..195...
.98....6.

8...6...3
4..8.3..1
7...2...6

.6....28.
...419..5
....8..79`,
  ],
  [
    "three lines of 27",
    `53..7....6..195....98....6.
8...6...34..8.3..17...2...6
.6....28....419..5....8..79`,
  ],
  [
    "rows double-spaced by Discord",
    `530070000

600195000

098000060

800060003

400803001

700020006

060000280

000419005

000080079`,
  ],
  [
    "a grid with row letters and column numbers",
    `    1 2 3   4 5 6   7 8 9
A   5 3 . | . 7 . | . . .
B   6 . . | 1 9 5 | . . .
C   . 9 8 | . . . | . 6 .
  --------+-------+------
D   8 . . | . 6 . | . . 3
E   4 . . | 8 . 3 | . . 1
F   7 . . | . 2 . | . . 6
  --------+-------+------
G   . 6 . | . . . | 2 8 .
H   . . . | 4 1 9 | . . 5
I   . . . | . 8 . | . 7 9`,
  ],
  [
    "a grid with row numbers",
    `1 | 5 3 . | . 7 . | . . .
2 | 6 . . | 1 9 5 | . . .
3 | . 9 8 | . . . | . 6 .
4 | 8 . . | . 6 . | . . 3
5 | 4 . . | 8 . 3 | . . 1
6 | 7 . . | . 2 . | . . 6
7 | . 6 . | . . . | 2 8 .
8 | . . . | 4 1 9 | . . 5
9 | . . . | . 8 . | . 7 9`,
  ],
  [
    "a NumPy array",
    `grid = np.array([[5, 3, 0, 0, 7, 0, 0, 0, 0],
                 [6, 0, 0, 1, 9, 5, 0, 0, 0],
                 [0, 9, 8, 0, 0, 0, 0, 6, 0],
                 [8, 0, 0, 0, 6, 0, 0, 0, 3],
                 [4, 0, 0, 8, 0, 3, 0, 0, 1],
                 [7, 0, 0, 0, 2, 0, 0, 0, 6],
                 [0, 6, 0, 0, 0, 0, 2, 8, 0],
                 [0, 0, 0, 4, 1, 9, 0, 0, 5],
                 [0, 0, 0, 0, 8, 0, 0, 7, 9]])`,
  ],
  [
    "a Java array",
    `int[][] board = new int[][] {
    {5, 3, 0, 0, 7, 0, 0, 0, 0},
    {6, 0, 0, 1, 9, 5, 0, 0, 0},
    {0, 9, 8, 0, 0, 0, 0, 6, 0},
    {8, 0, 0, 0, 6, 0, 0, 0, 3},
    {4, 0, 0, 8, 0, 3, 0, 0, 1},
    {7, 0, 0, 0, 2, 0, 0, 0, 6},
    {0, 6, 0, 0, 0, 0, 2, 8, 0},
    {0, 0, 0, 4, 1, 9, 0, 0, 5},
    {0, 0, 0, 0, 8, 0, 0, 7, 9}
};`,
  ],
  [
    "a Go array",
    `board := [9][9]int{
	{5, 3, 0, 0, 7, 0, 0, 0, 0},
	{6, 0, 0, 1, 9, 5, 0, 0, 0},
	{0, 9, 8, 0, 0, 0, 0, 6, 0},
	{8, 0, 0, 0, 6, 0, 0, 0, 3},
	{4, 0, 0, 8, 0, 3, 0, 0, 1},
	{7, 0, 0, 0, 2, 0, 0, 0, 6},
	{0, 6, 0, 0, 0, 0, 2, 8, 0},
	{0, 0, 0, 4, 1, 9, 0, 0, 5},
	{0, 0, 0, 0, 8, 0, 0, 7, 9},
}`,
  ],
  [
    "JSON with null for blank cells",
    "[[5,3,null,null,7,null,null,null,null],[6,null,null,1,9,5,null,null,null],[null,9,8,null,null,null,null,6,null],[8,null,null,null,6,null,null,null,3],[4,null,null,8,null,3,null,null,1],[7,null,null,null,2,null,null,null,6],[null,6,null,null,null,null,2,8,null],[null,null,null,4,1,9,null,null,5],[null,null,null,null,8,null,null,7,9]]",
  ],
  [
    "a header in square brackets",
    `[Daily #42] solve this please
53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`,
  ],
  [
    "a spoiler-tagged board under a bold header",
    `**Daily Sudoku #123** (difficulty: 3/5)
||53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79||`,
  ],
  [
    "blank cells as spaces in a 9-line grid",
    `53  7
6  195
 98    6
8   6   3
4  8 3  1
7   2   6
 6    28
   419  5
    8  79`,
  ],
];

describe("parseBoard on real pastes", () => {
  it.each(pastes)("reads %s", (_name, text) => {
    expect(show(parseBoard(text))).toBe(PUZZLE);
  });

  it("reads a complete grid", () => {
    expect(show(parseBoard(SOLUTION))).toBe(SOLUTION);
  });
});

/** The problems of a result, each as its user-facing text. */
function problemsOf(result: ParseResult | undefined): string[] {
  if (result === undefined) return ["NO RESULT"];
  return result.ok ? [`OK ${formatBoard(result.board)}`] : result.problems.map((p) => describeProblem(p));
}

describe("parseBoard problems", () => {
  it("reports empty input for nothing but whitespace", () => {
    const result = parseBoard("  \n\t \r\n ");
    expect(result).toEqual({ ok: false, problems: [{ kind: "empty-input" }] });
    expect(problemsOf(result)).toEqual(["the text is empty: paste a Sudoku board"]);
  });

  it("refuses text longer than the limit without reading it", () => {
    const text = `${PUZZLE}\n${"lorem ipsum ".repeat(600)}`;
    const result = parseBoard(text);
    expect(result).toEqual({ ok: false, problems: [{ kind: "too-long", length: text.length, max: 6000 }] });
    expect(problemsOf(result)).toEqual([
      `the text is too long (${text.length} characters, the limit is 6000)`,
    ]);
  });

  it("reads text exactly as long as the limit", () => {
    const text = `${PUZZLE}${" ".repeat(MAX_INPUT_LENGTH - PUZZLE.length)}`;
    expect(show(parseBoard(text))).toBe(PUZZLE);
  });

  it("reports no board in chatter", () => {
    const result = parseBoard("can someone help me with today's sudoku? I'm stuck on row 3 since 10:30");
    expect(result).toEqual({ ok: false, problems: [{ kind: "no-board" }] });
    expect(problemsOf(result)).toEqual(["no Sudoku board found in this text"]);
  });

  it("reports no board for a short run of digits", () => {
    expect(parseBoard("530070000")).toEqual({ ok: false, problems: [{ kind: "no-board" }] });
  });

  it("reports 80 cells on one line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
    );
    expect(result).toEqual({ ok: false, problems: [{ kind: "wrong-length", found: 80, expected: 81 }] });
    expect(problemsOf(result)).toEqual(["found 80 cells, a board has 81"]);
  });

  it("reports 82 cells on one line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..799",
    );
    expect(problemsOf(result)).toEqual(["found 82 cells, a board has 81"]);
  });

  it("reports a grid with a row missing as 72 cells", () => {
    const result = parseBoard(`53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5`);
    expect(problemsOf(result)).toEqual(["found 72 cells, a board has 81"]);
  });

  it("reports a run of 80 marks inside a chatty one-line message", () => {
    const result = parseBoard(
      "pls solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7 thanks",
    );
    expect(problemsOf(result)).toEqual(["found 80 cells, a board has 81"]);
  });

  it("reports a 9-line grid whose row 3 has 8 cells", () => {
    const result = parseBoard(`530070000
600195000
09800060
800060003
400803001
700020006
060000280
000419005
000080079`);
    expect(result).toEqual({ ok: false, problems: [{ kind: "bad-row", row: 3, found: 8 }] });
    expect(problemsOf(result)).toEqual(["row 3 has 8 cells, a row has 9"]);
  });

  it("reports every wrong row of a spaced grid, even when the cells add up to 81", () => {
    const result = parseBoard(`5 3 . . 7 . . . .
6 . . 1 9 5 . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1 .
7 . . . 2 . . . 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(problemsOf(result)).toEqual(["row 2 has 8 cells, a row has 9", "row 5 has 10 cells, a row has 9"]);
  });

  it("numbers bad rows from the grid, not from a header line of digits above it", () => {
    const result = parseBoard(`2024-05-01
530070000
600195000
098000060
800060003
40080300
700020006
060000280
000419005
000080079`);
    expect(problemsOf(result)).toEqual(["row 5 has 8 cells, a row has 9"]);
  });

  it("reports a stray letter inside the grid with its line and column", () => {
    const result = parseBoard(`Here:
5 3 . . 7 . . . .
6 . . 1 9 5 . . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1
7 . . . 2 . . a 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(result).toEqual({ ok: false, problems: [{ kind: "bad-char", char: "a", line: 7, column: 15 }] });
    expect(problemsOf(result)).toEqual(['unexpected character "a" at line 7, column 15']);
  });

  it("reports a grid double-spaced by Discord whose row 9 has 8 cells", () => {
    const result = parseBoard(
      "530070000\n\n600195000\n\n098000060\n\n800060003\n\n400803001\n\n700020006\n\n060000280\n\n000419005\n\n00008007",
    );
    expect(problemsOf(result)).toEqual(["row 9 has 8 cells, a row has 9"]);
  });

  it("reports a stray letter inside a row written without spaces", () => {
    const result = parseBoard(`53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...4l9..5
....8..79`);
    expect(problemsOf(result)).toEqual(['unexpected character "l" at line 8, column 5']);
  });

  it("reports a letter added to a row as a stray, not as a row of 10 cells", () => {
    const result = parseBoard(`5 3 . . 7 . . . .
6 . . 1 9 5 . . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1 k
7 . . . 2 . . . 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(problemsOf(result)).toEqual(['unexpected character "k" at line 5, column 19']);
  });

  it("reports a letter stuck to a number in a code array", () => {
    const text =
      "[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9a]]";
    expect(problemsOf(parseBoard(text))).toEqual(['unexpected character "a" at line 1, column 180']);
  });

  it("does not stitch a board together out of two pasted boards when one of them is broken", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    const brokenFirstRow = grid(PUZZLE).replace("53..7....", "53..7...");
    expect(parseBoard(`${brokenFirstRow}\n${grid(SOLUTION)}`).ok).toBe(false);
    const brokenLastRow = grid(SOLUTION).replace("345286179", "34528617");
    expect(parseBoard(`${grid(PUZZLE)}\n${brokenLastRow}`).ok).toBe(false);
  });

  it("does not drop an extra row of 9 cells below a grid", () => {
    const grid = PUZZLE.match(/.{9}/g)?.join("\n") ?? "";
    expect(problemsOf(parseBoard(`${grid}\n123456789`))).toEqual(["found 90 cells, a board has 81"]);
  });

  it("reports a stray character in an 81-character line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7!",
    );
    expect(problemsOf(result)).toEqual(['unexpected character "!" at line 1, column 81']);
  });

  it("counts columns in characters of the original text, not in UTF-16 units", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..\u{1F600}9",
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ kind: "bad-char", char: "\u{1F600}", line: 1, column: 80 }],
    });
  });

  it("names an invisible stray character by its code point", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..\u200b9",
    );
    expect(problemsOf(result)).toEqual(["unexpected character U+200B at line 1, column 80"]);
  });

  it("reports two 5s in row 1 (and box 1) and keeps the board", () => {
    const text = "53..75...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const result = parseBoard(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.board && formatBoard(result.board)).toBe(text);
    expect(problemsOf(result)).toEqual([
      "row 1 has two 5s (columns 1 and 6)",
      "column 6 has two 5s (rows 1 and 2)",
      "box 2 (top-middle) has two 5s (r1c6 and r2c6)",
    ]);
  });

  it("reports two 8s in column 4", () => {
    const result = parseBoard(withCell(PUZZLE, 3, 8));
    expect(result.ok ? [] : result.problems).toEqual([
      { kind: "duplicate", unit: "column", index: 3, digit: 8, cells: [3, 39] } satisfies BoardProblem,
    ]);
    expect(problemsOf(result)).toEqual(["column 4 has two 8s (rows 1 and 5)"]);
  });

  it("reports two 8s in the middle box", () => {
    const result = parseBoard(withCell(PUZZLE, 50, 8));
    expect(problemsOf(result)).toEqual(["box 5 (middle) has two 8s (r5c4 and r6c6)"]);
  });

  it("reports three 5s in a row", () => {
    const result = parseBoard(
      "53..7.5.56..1.9....98....6.8...6...34..8.3..17...2...6.6....28....4.9..5....8..79",
    );
    expect(problemsOf(result)[0]).toBe("row 1 has three 5s (columns 1, 7 and 9)");
  });

  it("accepts repeated digits when duplicates are allowed", () => {
    const text = "53..75...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    expect(show(parseBoard(text, { allowDuplicates: true }))).toBe(text);
  });
});

describe("round trip through formatBoard", () => {
  const boards = [
    PUZZLE,
    SOLUTION,
    ".".repeat(81),
    "1........".padEnd(81, "."),
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
  ];
  it.each(boards)("parses both canonical forms of %s back to the same board", (line) => {
    const board = boardOf(line);
    for (const form of ["line", "grid"] as const) {
      const result = parseBoard(formatBoard(board, form), { allowDuplicates: true });
      expect(show(result), form).toBe(line);
    }
  });
});

describe("parseBoards", () => {
  it("returns a puzzle and an attempt from one message, in order", () => {
    const results = parseBoards(`here's the puzzle:
\`\`\`
${formatBoard(boardOf(PUZZLE), "grid")}
\`\`\`
and my attempt:
\`\`\`
${formatBoard(boardOf(SOLUTION), "grid")}
\`\`\``);
    expect(results.map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns two 9-line boards separated only by a blank line", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    expect(parseBoards(`${grid(PUZZLE)}\n\n${grid(SOLUTION)}`).map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns two boards given on one line", () => {
    expect(parseBoards(`${PUZZLE} ${SOLUTION}`).map(show)).toEqual([PUZZLE, SOLUTION]);
    expect(parseBoards(`${PUZZLE}${SOLUTION}`).map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns the good puzzle and the problem of a broken attempt", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    const broken = grid(SOLUTION).replace("859761423", "85976142");
    expect(parseBoards(`${grid(PUZZLE)}\n\n${broken}`).map(show)).toEqual([
      PUZZLE,
      "FAILED: row 4 has 8 cells, a row has 9",
    ]);
  });

  it("returns an empty array for chatter and for empty text", () => {
    expect(parseBoards("no boards here, just 1 or 2 numbers")).toEqual([]);
    expect(parseBoards("   ")).toEqual([]);
  });

  it("returns one too-long failure for text over the limit", () => {
    expect(parseBoards("5".repeat(6001))).toEqual([
      { ok: false, problems: [{ kind: "too-long", length: 6001, max: 6000 }] },
    ]);
  });
});

/** A small deterministic pseudo-random generator (mulberry32), so a failing case can be reproduced. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROBLEM_KINDS = new Set([
  "empty-input",
  "too-long",
  "no-board",
  "wrong-length",
  "bad-row",
  "bad-char",
  "duplicate",
  "several-boards",
  "other-size",
  "letter-grid",
  "killer-cages",
]);

/** Checks the shape every result must have, whatever the input. */
function expectWellFormed(result: ParseResult): void {
  if (result.ok) {
    expect(result.board).toBeInstanceOf(Uint8Array);
    expect(result.board.length).toBe(81);
    expect(result.board.every((v) => v <= 9)).toBe(true);
    // Whatever was read, its canonical form reads back to the same board.
    expect(show(parseBoard(formatBoard(result.board), { allowDuplicates: true }))).toBe(
      formatBoard(result.board),
    );
  } else {
    expect(result.problems.length).toBeGreaterThan(0);
    for (const p of result.problems) {
      expect(PROBLEM_KINDS.has(p.kind)).toBe(true);
      const text = describeProblem(p);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|NaN/);
    }
    if (result.board) expect(result.board.length).toBe(81);
  }
}

describe("parseBoard on garbage", () => {
  const alphabet = [..."0123456789.-_*xX· \n\t|+,[]{}()'\"`=:#/abcXYZ─│┼═║>５．\r😀\u200b"];

  it("never throws on random text up to the length limit and always returns a well-formed result", () => {
    const next = random(20240501);
    for (let n = 0; n < 200; n++) {
      const length = Math.floor(next() * MAX_INPUT_LENGTH);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
      expectWellFormed(parseBoard(text));
      for (const result of parseBoards(text)) expectWellFormed(result);
    }
  });

  it("never throws on damaged copies of a real paste", () => {
    const next = random(42);
    const base = formatBoard(boardOf(PUZZLE), "grid");
    for (let n = 0; n < 500; n++) {
      const chars = [...base];
      const edits = 1 + Math.floor(next() * 4);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(next() * chars.length);
        const c = alphabet[Math.floor(next() * alphabet.length)] as string;
        const how = next();
        if (how < 0.4) chars[at] = c;
        else if (how < 0.7) chars.splice(at, 0, c);
        else chars.splice(at, 1);
      }
      const text = chars.join("");
      expectWellFormed(parseBoard(text));
      for (const result of parseBoards(text)) expectWellFormed(result);
    }
  });

  it.each([
    ["6000 digits", "5".repeat(6000)],
    ["3000 spaced digits", "5 ".repeat(3000)],
    ["3000 lines of one digit", "5\n".repeat(3000)],
    ["600 lines of 123456789", "123456789\n".repeat(600)],
    ["6000 brackets", "[".repeat(6000)],
    ["3000 quote markers", "> ".repeat(3000)],
    ["2000 code fences", "```".repeat(2000)],
    ["3000 assignments", "a=".repeat(3000)],
    ["3000 rules", "-+".repeat(3000)],
    ["an array of 2998 zeros", `[${"0,".repeat(2998)}]`],
    ["only emoji", "😀".repeat(3000)],
    ["only lone surrogates", "\ud800".repeat(6000)],
    ["only NUL characters", "\0".repeat(6000)],
  ])("returns a well-formed result for %s", (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
    expectWellFormed(parseBoard(text));
    for (const result of parseBoards(text)) expectWellFormed(result);
  });

  it("returns a failure, not an exception, for non-string input from untyped callers", () => {
    expect(parseBoard(undefined as unknown as string).ok).toBe(false);
    expect(parseBoards(null as unknown as string)).toEqual([]);
  });
});

describe("duplicateCells", () => {
  it("collects each cell of every repeated-digit problem once, in order, ignoring other problems", () => {
    const result = parseBoard(`5.5${".".repeat(78)}`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // Row 1 and box 1 both name r1c1 and r1c3.
    expect(result.problems.filter((p) => p.kind === "duplicate")).toHaveLength(2);
    expect(duplicateCells(result.problems)).toEqual([0, 2]);
    expect(duplicateCells([{ kind: "no-board" }])).toEqual([]);
  });
});
