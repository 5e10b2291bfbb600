/**
 * `npm run bench:render`: PNG size and drawing time of the pictures the bot sends, per theme — a solved board,
 * an unsolved one, and a check with marks, frame and caption. Median and max of 200 renders after 20 warm-ups.
 */
import { boardCells, type RenderRequest, renderBoard, type Theme } from "../../core/render/index.js";
import { median } from "../shared/stats.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const toBoard = (line: string) => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

function cases(theme: Theme): [string, RenderRequest][] {
  const puzzle = toBoard(PUZZLE);
  const solution = toBoard(SOLUTION);
  const marked = boardCells(
    puzzle,
    solution,
    new Map([
      [2, "wrong"],
      [3, "conflict"],
      [40, "differs"],
    ] as const),
  );
  return [
    ["solved", { cells: boardCells(puzzle, solution), theme }],
    ["unsolved", { cells: boardCells(puzzle), theme }],
    [
      "marked + frame + caption",
      { cells: marked, theme, frame: "wrong", caption: "× wrong · ○ repeated digit" },
    ],
  ];
}

const RUNS = 200;
console.log(`| picture | theme | bytes | median ms | max ms |\n| --- | --- | ---: | ---: | ---: |`);
for (const theme of ["dark", "light"] as const) {
  for (const [name, request] of cases(theme)) {
    for (let i = 0; i < 20; i++) renderBoard(request);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      bytes = renderBoard(request).length;
      times.push(performance.now() - started);
    }
    const max = Math.max(...times);
    console.log(
      `| ${name} | ${theme} | ${bytes.toLocaleString("en")} | ${median(times).toFixed(2)} | ${max.toFixed(2)} |`,
    );
  }
}
