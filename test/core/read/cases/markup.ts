import { fromDigits, LEETCODE, type ReadCase } from "../table.js";

/** The position SunnieShine/Sudoku's docs print in two formats, its rows read off the pencil-mark grid by hand. */
const EXPLAINER_POSITION = [
  "32...91..",
  "4....15..",
  ".613..4..",
  ".49.368.1",
  "6.38129.4",
  "81..9.36.",
  "..4..821.",
  "1.6...7..",
  "...1.3649",
].join("");

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
  {
    name: "a pencil-mark grid whose givens are marked <d>",
    source: "GitHub docs of SunnieShine/Sudoku, grid format '@:' (code search id 30397599099)",
    text: `.---------------------.--------------------.----------------------.
| <8>   567     567   | <1>   <9>    245   | 247    <3>     25    |
| <1>   <9>     35    | 2458  2348   <7>   | <6>    248     258   |
| 3456  3567    <2>   | 4568  348    3458  | 1478   14789   589   |
:---------------------+--------------------+----------------------:
| 269   268     69    | <3>   278    <1>   | <5>    26789   <4>   |
| 2369  12368   1369  | 248   <5>    248   | 12378  126789  23689 |
| <7>   12358   <4>   | <9>   28     <6>   | 1238   128     238   |
:---------------------+--------------------+----------------------:
| 2356  123567  13567 | 2458  12348  23458 | <9>    2468    2368  |
| 2369  236     <8>   | <7>   234    234   | 234    <5>     <1>   |
| 235   <4>     135   | 258   <6>    <9>   | 238    28      <7>   |
'---------------------'--------------------'----------------------'`,
    // The same document prints this puzzle in its "0" format.
    board: fromDigits("800190030190007600002000000000301504000050000704906000000000900008700051040069007"),
  },
  {
    name: "Sudoku Explainer's line with placed digits and eliminated candidates",
    source: "GitHub docs of SunnieShine/Sudoku, format '0+:' (code search id 30397599099)",
    text: "320009+100+40000+150006130040004903+6+801+60+3812+90+48+10090360004008210+106000+70000010+3+649:515 615 724 825 228 229 731 235 738 748 563 972 574 882 484 584 792 295",
    board: EXPLAINER_POSITION,
  },
  {
    name: "the same position as a pencil-mark grid with placed digits as givens",
    source: "GitHub docs of SunnieShine/Sudoku, grid format '@:!' (code search id 30397599099)",
    text: `.----------------.----------------.-----------------.
| <3>  <2>  578  | 4567  478  <9> | <1>  78    678  |
| <4>  789  78   | 26    267  <1> | <5>  3789  3678 |
| 59   <6>  <1>  | <3>   578  57  | <4>  289   278  |
:----------------+----------------+-----------------:
| 257  <4>  <9>  | 57    <3>  <6> | <8>  25    <1>  |
| <6>  57   <3>  | <8>   <1>  <2> | <9>  57    <4>  |
| <8>  <1>  27   | 457   <9>  457 | <3>  <6>   257  |
:----------------+----------------+-----------------:
| 579  357  <4>  | 679   567  <8> | <2>  <1>   35   |
| <1>  359  <6>  | 29    245  45  | <7>  358   358  |
| 257  58   2578 | <1>   57   <3> | <6>  <4>   <9>  |
'----------------'----------------'-----------------'`,
    board: EXPLAINER_POSITION,
  },
];
