import { fromDigits, LEETCODE, type ReadCase, readsEveryCase } from "../table.js";

/** Boards in markup and in the export formats of puzzle apps. */
export const markupCases: ReadCase[] = [
  {
    name: "an OpenSudoku XML file with one game",
    source: "GitHub test of an OpenSudoku importer (code search id 30403010979), first game kept",
    text: `<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Gnome-Sudoku Easy</name>
  <author>romario333</author>
  <description></description>
  <comment></comment>
  <created>2009-09-16</created>
  <source>gnome-sudoku</source>
  <level>easy</level>
  <sourceURL>http://opensudoku.eu/puzzles</sourceURL>
  <game data="379000014060010070080009005435007000090040020000800436900700080040080050850000249" />
</opensudoku>`,
    board: fromDigits("379000014060010070080009005435007000090040020000800436900700080040080050850000249"),
  },
  {
    name: "an HTML table with &nbsp; for blanks",
    source:
      "constructed: the LeetCode board in the table shape of sudoku pages (<td>digit</td>, <td>&nbsp;</td>)",
    text: `<table class="sudoku">
${LEETCODE.match(/.{9}/g)
  ?.map(
    (row) => `  <tr>${[...row].map((c) => (c === "." ? "<td>&nbsp;</td>" : `<td>${c}</td>`)).join("")}</tr>`,
  )
  .join("\n")}
</table>`,
    board: LEETCODE,
  },
  {
    name: "an HTML table with a cell per line and empty cells",
    source: "constructed: the LeetCode board as a template engine writes it, one <td> per line",
    text: `<table>\n${LEETCODE.match(/.{9}/g)
      ?.map(
        (row) =>
          `<tr>\n${[...row].map((c) => `  <td class="cell">${c === "." ? "" : c}</td>`).join("\n")}\n</tr>`,
      )
      .join("\n")}\n</table>`,
    board: LEETCODE,
  },
  {
    name: "JSON objects per cell, with candidates in the blank ones",
    source:
      'constructed: the cell-object shape named in the issue ({"val":3}, {"val":null,"candidates":[…]})',
    text: `{"cells":[${[...LEETCODE].map((c) => (c === "." ? '{"val":null,"candidates":[1,2,4]}' : `{"val":${c}}`)).join(",")}]}`,
    board: LEETCODE,
  },
  {
    name: "a CSV file of puzzles and solutions with its header",
    source: "GitHub Python test of a Kaggle loader (code search id 55115015497): the file it writes",
    text: `quizzes,solutions
004300209005009001070060043006002087190007400050083000600000105003508690042910300,864371259325849761971265843436192587198657432257483916689734125713528694542916378
`,
    board: fromDigits("004300209005009001070060043006002087190007400050083000600000105003508690042910300"),
  },
  {
    name: "a .sdk file with # header lines",
    source:
      "constructed: the SadMan .sdk layout (#A author, #D description, #B date, #L level) around the LeetCode board",
    text: `#A LeetCode
#D The example puzzle of problem 37
#B 03.08.2005
#L 2
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`,
    board: LEETCODE,
  },
  {
    name: "a puzzle-library line with a trailing comment and rating",
    source: "constructed: the 'puzzle # name (rating)' line shape of puzzle collections",
    text: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.. # Everest (11.9)",
    board: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
  },
  {
    name: "the board in markdown bold",
    source: "constructed: a Discord message that bolds the 81 characters",
    text: `can someone solve **${LEETCODE}** please`,
    board: LEETCODE,
  },
  {
    name: "a pencil-mark grid with <given> and *placed* cells",
    source: "GitHub docs of SunnieShine/Sudoku, grid format '@*:' (code search id 30397599099)",
    text: `+---------------+---------------+------------------+
| 17   128  78  | 135  <9>  35  | *4*   12378  *6* |
| *9*  128  <3> | <4>  18   *6* | 1278  1278   <5> |
| <5>  <6>  *4* | <2>  138  <7> | <9>   138    13  |
+---------------+---------------+------------------+
| <8>  13   <2> | *6*  *5*  *9* | 17    <4>    137 |
| 13   <7>  <5> | 13   *4*  *8* | <6>   <9>    *2* |
| *6*  <4>  *9* | *7*  123  23  | <5>   13     <8> |
+---------------+---------------+------------------+
| 37   *5*  <1> | <8>  23   <4> | 27    <6>    <9> |
| <2>  89   *6* | 59   *7*  <1> | <3>   58     *4* |
| *4*  389  78  | 359  <6>  235 | 1278  12578  17  |
+---------------+---------------+------------------+`,
    // The same document prints this position in its "0+" format: placed digits after a +.
    board: fromDigits(
      "000090+40+6+90340+600556+4207900802+6+5+90400750+4+869+2+64+9+7005080+5180406920+60+7130+4+400060000".replace(
        /\+/g,
        "",
      ),
    ),
  },
];
