import { fromDigits, LEETCODE, type ReadCase } from "../table.js";

/** The LeetCode board as README authors draw it, with ruled lines and spaces for blanks. */
export const linesCases: ReadCase[] = [
  {
    name: "a markdown table with an empty header made of HTML comments",
    source: "GitHub README of a sudoku solver, 'Unresolved Sudoku Grid' (code search id 11955748124)",
    text: `### Unresolved Sudoku Grid

| <!-- -->| <!-- --> | <!-- --> | <!-- --> | <!-- --> | <!-- --> |<!-- -->| <!-- --> | <!-- --> |
|---|---|---|---|---|---|---|---|---|
| 5 | 3 |   |   | 7 |   |   |   |   |
| 6 |   |   | 1 | 9 | 5 |   |   |   |
|   | 9 | 8 |   |   |   |   | 6 |   |
| 8 |   |   |   | 6 |   |   |   | 3 |
| 4 |   |   | 8 |   | 3 |   |   | 1 |
| 7 |   |   |   | 2 |   |   |   | 6 |
|   | 6 |   |   |   |   | 2 | 8 |   |
|   |   |   | 4 | 1 | 9 |   |   | 5 |
|   |   |   |   | 8 |   |   | 7 | 9 |
`,
    board: LEETCODE,
  },
  {
    name: "a markdown table whose empty header row is a row of empty fields",
    source: "GitHub markdown exercise, 'Sudoku Puzzle' (code search id 295732754)",
    text: `**Sudoku Puzzle**
Fill in the blank cells with numbers from 1 to 9, such that each row, column, and 3x3 subgrid contains all the numbers from 1 to 9 without repetition.

|   |   |   |   |   |   |   |   |   |
|---|---|---|---|---|---|---|---|---|
| 5 | 3 |   |   | 7 |   |   |   |   |
| 6 |   |   | 1 | 9 | 5 |   |   |   |
|   | 9 | 8 |   |   |   |   | 6 |   |
| 8 |   |   |   | 6 |   |   |   | 3 |
| 4 |   |   | 8 |   | 3 |   |   | 1 |
| 7 |   |   |   | 2 |   |   |   | 6 |
|   | 6 |   |   |   |   | 2 | 8 |   |
|   |   |   | 4 | 1 | 9 |   |   | 5 |
|   |   |   |   | 8 |   |   | 7 | 9 |
`,
    board: LEETCODE,
  },
  {
    name: "a markdown table whose header is the first row of the board",
    source: "GitHub README on dancing links, 'Building the matrix' (code search id 27290525182)",
    text: `In order to build the matrix lets examine a regular 9X9 sudoku board.


| 5 | 3 |   |   | 7 |   |   |   |   |
|---|---|---|---|---|---|---|---|---|
| 6 |   |   | 1 | 9 | 5 |   |   |   |
|   | 9 | 8 |   |   |   |   | 6 |   |
| 8 |   |   |   | 6 |   |   |   | 3 |
| 4 |   |   | 8 |   | 3 |   |   | 1 |
| 7 |   |   |   | 2 |   |   |   | 6 |
|   | 6 |   |   |   |   | 2 | 8 |   |
|   |   |   | 4 | 1 | 9 |   |   | 5 |
|   |   |   |   | 8 |   |   | 7 | 9 |

Because we can assign 9 numbers for each cell and the board is 9X9 we know that there are \`9*9*9=729\` possibilities.`,
    board: LEETCODE,
  },
  {
    name: "a +---+ grid in a Python comment",
    source: "GitHub code, Python LeetCode 37 header comment (code search id 17860799555)",
    text: `# Write a program to solve a Sudoku puzzle by filling the empty cells. Empty
# cells are indicated by the character '.'.
#
#     A sudoku puzzle:
#
#         +---+---+---+---+---+---+---+---+---+
#         | 5 | 3 |   |   | 7 |   |   |   |   |
#         +---+---+---+---+---+---+---+---+---+
#         | 6 |   |   | 1 | 9 | 5 |   |   |   |
#         +---+---+---+---+---+---+---+---+---+
#         |   | 9 | 8 |   |   |   |   | 6 |   |
#         +---+---+---+---+---+---+---+---+---+
#         | 8 |   |   |   | 6 |   |   |   | 3 |
#         +---+---+---+---+---+---+---+---+---+
#         | 4 |   |   | 8 |   | 3 |   |   | 1 |
#         +---+---+---+---+---+---+---+---+---+
#         | 7 |   |   |   | 2 |   |   |   | 6 |
#         +---+---+---+---+---+---+---+---+---+
#         |   | 6 |   |   |   |   | 2 | 8 |   |
#         +---+---+---+---+---+---+---+---+---+
#         |   |   |   | 4 | 1 | 9 |   |   | 5 |
#         +---+---+---+---+---+---+---+---+---+
#         |   |   |   |   | 8 |   |   | 7 | 9 |
#         +---+---+---+---+---+---+---+---+---+`,
    board: LEETCODE,
  },
  {
    name: "a grid in a Java block comment, as its author typed it (row 4 lost its 3)",
    source: "GitHub code, Java Practise037 header comment (code search id 49130213735)",
    text: `/*
 * Write a program to solve a Sudoku puzzle by filling the empty cells.
 * 
 * Empty cells are indicated by the character '.'.
 * 
 * You may assume that there will be only one unique solution.
 * 
 *  * 
 *   | 5 | 3 |   |   | 7 |   |   |   |   |  
 *   | 6 |   |   | 1 | 9 | 5 |   |   |   |
 *   |   | 9 | 8 |   |   |   |   | 6 |   |
 *   | 8 |   |   |   | 6 |   |   |   |   |
 *   | 4 |   |   | 8 |   | 3 |   |   | 1 |
 *   | 7 |   |   |   | 2 |   |   |   | 6 |
 *   |   | 6 |   |   |   |   | 2 | 8 |   |
 *   |   |   |   | 4 | 1 | 9 |   |   | 5 |
 *   |   |   |   |   | 8 |   |   | 7 | 9 |
 * 
 */
public class Practise037 {`,
    board: "53..7....6..195....98....6.8...6....4..8.3..17...2...6.6....28....419..5....8..79",
  },
  {
    name: "a tab-indented +---+ grid in a README that uses ? for blanks on the command line",
    source: "GitHub README of ssolver.php (code search id 15005290789)",
    text: `The unsolved Sudoku should be collapsed onto one line. Each character represents a cell, which means the argument should be 81 characters long. Use question marks to represent empty cells.

## Examples

To solve this Sudoku:

\t+---+---+---+---+---+---+---+---+---+
\t| 5 | 3 |   |   | 7 |   |   |   |   |
\t+---+---+---+---+---+---+---+---+---+
\t| 6 |   |   | 1 | 9 | 5 |   |   |   |
\t+---+---+---+---+---+---+---+---+---+
\t|   | 9 | 8 |   |   |   |   | 6 |   |
\t+---+---+---+---+---+---+---+---+---+
\t| 8 |   |   |   | 6 |   |   |   | 3 |
\t+---+---+---+---+---+---+---+---+---+
\t| 4 |   |   | 8 |   | 3 |   |   | 1 |
\t+---+---+---+---+---+---+---+---+---+
\t| 7 |   |   |   | 2 |   |   |   | 6 |
\t+---+---+---+---+---+---+---+---+---+
\t|   | 6 |   |   |   |   | 2 | 8 |   |
\t+---+---+---+---+---+---+---+---+---+
\t|   |   |   | 4 | 1 | 9 |   |   | 5 |
\t+---+---+---+---+---+---+---+---+---+
\t|   |   |   |   | 8 |   |   | 7 | 9 |
\t+---+---+---+---+---+---+---+---+---+

Run:

\tphp ssolver.php 53??7????6??195????98????6?8???6???34??8?3??17???2???6?6????28????419??5????8??79`,
    board: LEETCODE,
  },
  {
    name: "the 81 characters with ? for blanks",
    source: "GitHub README of ssolver.php (code search id 15005290789): its command-line argument",
    text: "53??7????6??195????98????6?8???6???34??8?3??17???2???6?6????28????419??5????8??79",
    board: LEETCODE,
  },
  {
    name: "a .-------.------- grid with : and ' corners",
    source: "GitHub docs of SunnieShine/Sudoku, grid format '@' (code search id 30397599099)",
    text: `Format:
"@"

Output:
.-------+-------+-------.
| . . . | . 9 . | . . . |
| . . 3 | 4 . . | . . 5 |
| 5 6 . | 2 . 7 | 9 . . |
:-------+-------+-------:
| 8 . 2 | . . . | . 4 . |
| . 7 5 | . . . | 6 9 . |
| . 4 . | . . . | 5 . 8 |
:-------+-------+-------:
| . . 1 | 8 . 4 | . 6 9 |
| 2 . . | . . 1 | 3 . . |
| . . . | . 6 . | . . . |
'-------+-------+-------'`,
    board: "....9......34....556.2.79..8.2....4..75...69..4....5.8..18.4.692....13......6....",
  },
  {
    name: "a grid file of Project Euler 96 quoted in prose",
    source: "GitHub code comment quoting p096_sudoku.txt (code search id 43076284071)",
    text: `	This is what one puzzle looks like in the file; I want to pass around uint8s but otherwise... yeah.
Grid 01
003020600
900305001
001806400
008102900
700000008
006708200
002609500
800203009
005010300
	There's not a TON of point in compressing the numbers into`,
    board: fromDigits("003020600900305001001806400008102900700000008006708200002609500800203009005010300"),
  },
  {
    name: "a fixed-width grid whose blanks are spaces, boxes split by |",
    source:
      "GitHub README of SPGaud/DSMasters, the puzzle layout it asks for (found with the search tool's pages index)",
    text: `To generate random Sudoku puzzles and print them out such that they look like this:
\`\`\`
    3|  2  |6   
9    |3   5|    1
    1|8   6|4    
-----+-----+-----
    8|1   2|9    
7    |     |    8
    6|7   8|2    
-----+-----+-----
    2|6   9|5    
8    |2   3|    9
    5|  1  |3    
\`\`\``,
    board: fromDigits("003020600900305001001806400008102900700000008006708200002609500800203009005010300"),
  },
  {
    name: "a message copied from Discord with its header, a time and a question",
    source: "constructed: Discord's copy of a message (name, date and time header) around the LeetCode board",
    text: `sudoku_fan — 23/11/2026 14:32
stuck on this one since 9:05, tried 3 times, row 2 col 9 is the problem?
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
v1.2 of the app btw`,
    board: LEETCODE,
  },
  {
    name: "a judge's input with a test count above the grid",
    source:
      "constructed: the input shape of online-judge sudoku problems (a count line, then 9 rows of digits)",
    text: `1
530070000
600195000
098000060
800060003
400803001
700020006
060000280
000419005
000080079`,
    board: LEETCODE,
  },
  {
    name: "a spreadsheet copy: tab-separated rows with empty cells",
    source:
      "constructed: the LeetCode board copied out of a spreadsheet (a tab between cells, nothing in a blank)",
    text: LEETCODE.match(/.{9}/g)
      ?.map((row) => [...row].map((c) => (c === "." ? "" : c)).join("\t"))
      .join("\n") as string,
    board: LEETCODE,
  },
  {
    name: "e for blanks",
    source: "constructed: the LeetCode board with e for 'empty', as some solvers print it",
    text: LEETCODE.match(/.{9}/g)
      ?.map((row) => [...row].map((c) => (c === "." ? "e" : c)).join(" "))
      .join("\n") as string,
    board: LEETCODE,
  },
  {
    name: "rows labelled r 1 … r 9 under a cols header",
    source: "constructed: a grid with 'rows' and 'cols' drawn around it as in solving guides",
    text: `        cols 1 2 3 4 5 6 7 8 9
rows
${LEETCODE.match(/.{9}/g)
  ?.map((row, k) => `r ${k + 1}    ${[...row].join(" ")}`)
  .join("\n")}`,
    board: LEETCODE,
  },
];
