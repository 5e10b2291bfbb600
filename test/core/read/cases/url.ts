import { fromDigits, type ReadCase } from "../table.js";

/** Boards written into links, as found in READMEs, code and chat (found with the search tool's code index). */
export const urlCases: ReadCase[] = [
  {
    name: "a SudokuWiki link in a README's example output",
    source: "GitHub README of lizzyburl/SudokuBoardFinder",
    text: `Example output:

\`\`\`
http://www.sudokuwiki.org/sudoku.htm?bd=150763009926005000307920561513070000600831057870500003200300045400050802705200006
\`\`\``,
    board: fromDigits("150763009926005000307920561513070000600831057870500003200300045400050802705200006"),
  },
  {
    name: "a SudokuWiki link as a markdown reference with a title",
    source: "GitHub README of r1cc4rdo/sudoku (code search id 5570105829)",
    text: `[11]: https://github.com/r1cc4rdo/sudoku/blob/master/sudoku/solver_w_search.py "Solver with single rule and search"
[12]: http://www.sudokuwiki.org/sudoku.htm?bd=800000000003600000070090200050007000000045700000100030001000068008500010090000400 "Everest board in SudokuWiki's solver"
[13]: https://github.com/r1cc4rdo/sudoku/blob/master/sudoku.ipynb "Sudoku solver notebook"`,
    board: fromDigits("800000000003600000070090200050007000000045700000100030001000068008500010090000400"),
  },
  {
    name: "a SudokuWiki link inside a JSON body of a curl command",
    source: "GitHub test document of a sudoku game API, in Chinese (code search id 21661275625)",
    text: `**测试用例**: 从SudokuWiki URL导入
\`\`\`bash
curl -X POST http://localhost:8080/api/games/import-url \\
-H "Content-Type: application/json" \\
-d '{
  "url": "https://www.sudokuwiki.org/sudoku.htm?bd=003020600900305001001806400008102900700000008006708200002609500800203009005010300"
}'
\`\`\``,
    board: fromDigits("003020600900305001001806400008102900700000008006708200002609500800203009005010300"),
  },
  {
    name: "a SudokuWiki link in a JavaScript string",
    source: "GitHub README of a sudoku app, in Chinese (code search id 9354293259)",
    text: `\`\`\`javascript
import {testSudoku} from '@sudoku/sencode/index.js'
input_url = 'https://www.sudokuwiki.org/sudoku.htm?bd=093824560085600002206075008321769845000258300578040296850016723007082650002507180'
data = testSudoku(input_url);
\`\`\``,
    board: fromDigits("093824560085600002206075008321769845000258300578040296850016723007082650002507180"),
  },
  {
    name: "a SudokuWiki link in packed form, which holds candidates rather than cells",
    source: "GitHub write-up of a uniqueness technique (code search id 71573479177)",
    text: "▶ [Load position](https://www.sudokuwiki.org/sudoku.htm?bd=S9B9e9e06030204080a0e08050o0f090a0s0g0u0s0w0a070h0e7o8m1i857p04820c0706087o030h82820f0b0a0d077o0607040a0h030e7o987w840a0g038a8i0h9u9i860h040f8202011n0r08020509071i1q)",
    problems: ["no Sudoku board found in this text"],
  },
  {
    name: "a Discord message link, whose long numbers are no cells",
    source:
      "constructed: the shape of a Discord message link (server, channel and message ids of 18-19 digits)",
    text: "same puzzle as https://discord.com/channels/613425648685547541/697138785317814292/1180567461213532220 but harder",
    problems: ["no Sudoku board found in this text"],
  },
];
