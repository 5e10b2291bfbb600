import { fromDigits, LEETCODE, LEETCODE_SOLUTION, type ReadCase, readsEveryCase, show } from "../table.js";

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
];
