import { LEETCODE, LEETCODE_SOLUTION, type ReadCase } from "../table.js";

const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";

/** Texts holding several boards: one board is read, different boards are refused with what was found. */
export const decideCases: ReadCase[] = [
  {
    name: "an OpenSudoku file with two games",
    source: "GitHub test of an OpenSudoku importer (code search id 30403010979)",
    text: `<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Gnome-Sudoku Easy</name>
  <level>easy</level>
  <game data="379000014060010070080009005435007000090040020000800436900700080040080050850000249" />
  <game data="070000810000318902281470005400060000690103027000090006900054681106982000057000040" />
</opensudoku>`,
    problems: [
      "found 2 different boards (first rows `379....14` and `.7....81.`): paste one board at a time",
    ],
  },
  {
    name: "a test with a SudokuWiki link to one board and code holding another",
    source: "GitHub code, a Python sudoku test (code search id 19477128081)",
    text: `# TODO: rewrite to synthetic test
def test_board_solve_coloring():
    # https://www.sudokuwiki.org/sudoku.htm?bd=062900000004308000709000400600801000003000200000207003001000904000709300000004120
    brd = sudoku.Board.from_string('000000070000090810500203004800020000045000720000000003400308006072010000030000000')`,
    problems: [
      "found 2 different boards (first rows `.629.....` and `.......7.`): paste one board at a time",
    ],
  },
  {
    name: "a test that writes a puzzle and its solution on two lines",
    source: "GitHub code, a Python loader test (code search id 55115015497)",
    text: `def test_load_bryanpark_csv(tmp_path):
    raw_sudoku = "004300209005009001070060043006002087190007400050083000600000105003508690042910300"
    solution = "864371259325849761971265843436192587198657432257483916689734125713528694542916378"
    path = tmp_path / "bryanpark.csv"`,
    problems: [
      "found 2 different boards (first rows `..43..2.9` and `864371259`): paste one board at a time",
    ],
  },
  {
    name: "a puzzle beside its solution on one line",
    source: "constructed: the two columns of a puzzle collection without its header",
    text: `${LEETCODE} ${LEETCODE_SOLUTION}`,
    problems: [
      "found 2 different boards (first rows `53..7....` and `534678912`): paste one board at a time",
    ],
  },
  {
    name: "four puzzles of a collection file",
    source:
      "constructed: the first lines of a collection in the one-puzzle-per-line shape of the top1465 set",
    text: [
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
      "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
      "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........",
      "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....",
    ].join("\n"),
    problems: [
      "found 4 different boards (first rows `4...3....`, `7.8...3..`, `7.8...3..` and 1 more): paste one board at a time",
    ],
  },
  {
    name: "the same board twice, as a grid and as a line",
    source: "constructed: a message that repeats its board on one line for copying",
    text: `${grid(LEETCODE)}\n\nor as one line: ${LEETCODE}`,
    board: LEETCODE,
  },
  {
    name: "a CSV puzzle and solution under their header",
    source: "constructed: the Kaggle 'quizzes,solutions' file shape, its first row",
    text: `quizzes,solutions\n${LEETCODE.replace(/\./g, "0")},${LEETCODE_SOLUTION}`,
    board: LEETCODE,
  },
  {
    name: "a good puzzle and a broken attempt",
    source: "constructed: a puzzle, a blank line, then an attempt missing a cell",
    text: `${grid(LEETCODE)}\n\n${grid(LEETCODE_SOLUTION).replace("859761423", "85976142")}`,
    board: LEETCODE,
  },
  {
    name: "LeetCode 36's statement: a drawn board, its array, and a second example that differs in one cell",
    source: "GitHub code, a C++ LeetCode 36 solution's header comment (code search id 7342278833)",
    text: `/* 
36. Valid Sudoku
https://leetcode.com/problems/valid-sudoku/

Determine if a 9 x 9 Sudoku board is valid. Only the filled cells need to be validated according to the following rules:

Example 1:
-------------------------------------
| 5 | 3 |   |   | 7 |   |   |   |   |
-------------------------------------
| 6 |   |   | 1 | 9 | 5 |   |   |   |
-------------------------------------
|   | 9 | 8 |   |   |   |   | 6 |   |
-------------------------------------
| 8 |   |   |   | 6 |   |   |   | 3 |
-------------------------------------
| 4 |   |   | 8 |   | 3 |   |   | 1 |
-------------------------------------
| 7 |   |   |   | 2 |   |   |   | 6 |
-------------------------------------
|   | 6 |   |   |   |   | 2 | 8 |   |
-------------------------------------
|   |   |   | 4 | 1 | 9 |   |   | 5 |
-------------------------------------
|   |   |   |   | 8 |   |   | 7 | 9 |
-------------------------------------
Input: board =
[["5","3",".",".","7",".",".",".","."]
,["6",".",".","1","9","5",".",".","."]
,[".","9","8",".",".",".",".","6","."]
,["8",".",".",".","6",".",".",".","3"]
,["4",".",".","8",".","3",".",".","1"]
,["7",".",".",".","2",".",".",".","6"]
,[".","6",".",".",".",".","2","8","."]
,[".",".",".","4","1","9",".",".","5"]
,[".",".",".",".","8",".",".","7","9"]]
Output: true

Example 2:
Input: board =
[["8","3",".",".","7",".",".",".","."]
,["6",".",".","1","9","5",".",".","."]
,[".","9","8",".",".",".",".","6","."]
,["8",".",".",".","6",".",".",".","3"]
,["4",".",".","8",".","3",".",".","1"]
,["7",".",".",".","2",".",".",".","6"]
,[".","6",".",".",".",".","2","8","."]
,[".",".",".","4","1","9",".",".","5"]
,[".",".",".",".","8",".",".","7","9"]]
Output: false
Explanation: Same as Example 1, except with the 5 in the top left corner being modified to 8. Since there are two 8's in the top left 3x3 sub-box, it is invalid.
*/`,
    problems: [
      "found 2 different boards (first rows `53..7....` and `83..7....`): paste one board at a time",
    ],
  },
  {
    name: "a solver's report whose parsed board and solution repeat one row nine times",
    source: "GitHub markdown, a sudoku solver report generated from an OCR run (code search id 43191712136)",
    text: `## Parsed Board (Extracted from Image)

Board generated automatically via OCR and grid detection.

| 5 | 3 |   |   | 7 |   |   |   |   |
|---|---|---|---|---|---|---|---|---|
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |
| 5 | 3 |   |   | 7 |   |   |   |   |

---

## Final Solved Board (Backtracking)

Completed Sudoku board after applying the backtracking algorithm.

| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
|---|---|---|---|---|---|---|---|---|
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |
| 5 | 3 | 4 | 6 | 7 | 8 | 9 | 1 | 2 |

---

## Backtracking Performance

| Solved | Steps | Time (s) |
|--------|-------|----------|
| Yes | 42 | 1.2345 |`,
    problems: [
      "found 2 different boards (first rows `53..7....` and `534678912`): paste one board at a time",
    ],
  },
  {
    name: "a file whose doc comment draws grids of digit patterns above a solved array",
    source:
      "GitHub code, a JavaScript sudoku generator with Korean comments (code search id 9900201464), steps 1 and 4 of its comment",
    text: `/**
 * <스도쿠 문제 생성 방식>
 * 출처 : http://coderush-textcube.blogspot.com/2009/10/%EC%8A%A4%EB%8F%84%EC%BF%A0-%EB%A1%9C%EC%A7%81.html
 * 1. 배치
 *  1 2 3    1 2 3    1 2 3
 *  4 5 6    4 5 6    4 5 6
 *  7 8 9    7 8 9    7 8 9
 * 
 *  1 2 3    1 2 3    1 2 3
 *  4 5 6    4 5 6    4 5 6
 *  7 8 9    7 8 9    7 8 9
 * 
 *  1 2 3    1 2 3    1 2 3
 *  4 5 6    4 5 6    4 5 6
 *  7 8 9    7 8 9    7 8 9
 * 
 * 4. 아래 <> 묶음처럼 합이 같은 행 끼리 변경이 가능하므로 그 묶음끼리 행을 랜덤으로 배치 가능
 * (3! x 3! x 3!) x (3! x 3! x 3!) x (3! x 3! x 3!) = 216 x 216 x 216 = 10,077,696
 * <9>4 5   <6>1 2   <3>7 8
 * <3>7 8   <9>4 5   <6>1 2
 * <6>1 2   <3>7 8   <9>4 5
 * 
 *  4 5 6    1 2 3    7 8 9
 *  7 8 9    4 5 6    1 2 3
 *  1 2 3    7 8 9    4 5 6
 * 
 *  5 6 1    2 3 7    8 9 4
 *  8 9 4    5 6 1    2 3 7
 *  2 3 7    8 9 4    5 6 1
 */

// 1. 기본 스도쿠 배열
const defaultSudoku = [
  [9, 4, 5, 6, 1, 2, 3, 7, 8],
  [3, 7, 8, 9, 4, 5, 6, 1, 2],
  [6, 1, 2, 3, 7, 8, 9, 4, 5],
  [4, 5, 6, 1, 2, 3, 7, 8, 9],
  [7, 8, 9, 4, 5, 6, 1, 2, 3],
  [1, 2, 3, 7, 8, 9, 4, 5, 6],
  [5, 6, 1, 2, 3, 7, 8, 9, 4],
  [8, 9, 4, 5, 6, 1, 2, 3, 7],
  [2, 3, 7, 8, 9, 4, 5, 6, 1]
];
`,
    problems: [
      "found 2 different boards (first rows `123123123` and `945612378`): paste one board at a time",
    ],
  },
];
