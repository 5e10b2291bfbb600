/**
 * `npm run fixtures:pictures`: redraws the small pictures the bot's picture tests send through the fake Discord
 * (test/fixtures/pictures/). They are our own renders (src/core/render) and one synthetic non-Sudoku grid
 * (src/bench/read/screens.ts), never photos from the shared data set. A development tool, not run by the tests.
 *
 * - puzzle.png: a puzzle, light theme (printed digits only): reads as `read`, solves uniquely.
 * - attempt.png: the same puzzle with its first six rows filled in colour, dark theme: the printed digits are
 *   the puzzle and the coloured ones read as handwritten, so `check` finds the attempt on track.
 * - repeated.png: the puzzle with a second 5 in row 1: the digits break a rule, so the read is `unsure`.
 * - empty.png: an empty 9×9 grid: too few digits for a puzzle.
 * - six-by-six.png: a 6×6 grid: not a 9×9 Sudoku.
 * - puzzle.webp, attempt.jpg: the first two again as WebP and JPEG (quality 80), the formats phones and apps send.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { drawNotSudoku } from "../bench/read/screens.js";
import { boardCells, renderBoard } from "../core/render/index.js";

const PUZZLE = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const toBoard = (line: string): Uint8Array => Uint8Array.from(line, Number);

/** The same picture in another format. */
async function reencode(png: Buffer, format: "image/jpeg" | "image/webp"): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext("2d").drawImage(image, 0, 0);
  return format === "image/jpeg" ? canvas.toBuffer(format, 80) : canvas.toBuffer(format, 80);
}

async function main(): Promise<void> {
  let root = dirname(fileURLToPath(import.meta.url));
  while (!root.endsWith("dist") && dirname(root) !== root) root = dirname(root);
  const out = join(dirname(root), "test", "fixtures", "pictures");
  mkdirSync(out, { recursive: true });
  const puzzle = toBoard(PUZZLE);
  const halfWay = toBoard(SOLUTION.slice(0, 54).padEnd(81, "0"));
  const repeated = puzzle.slice();
  repeated[2] = 5; // row 1 already has a 5 in column 1
  const sixBySix = drawNotSudoku().find((p) => p.name === "grid-6x6");
  if (sixBySix === undefined) throw new Error("screens.ts no longer draws grid-6x6");
  const puzzlePng = renderBoard({ cells: boardCells(puzzle), theme: "light" });
  const attemptPng = renderBoard({ cells: boardCells(puzzle, halfWay), theme: "dark" });
  const pictures: [string, Buffer][] = [
    ["puzzle.png", puzzlePng],
    ["attempt.png", attemptPng],
    ["puzzle.webp", await reencode(puzzlePng, "image/webp")],
    ["attempt.jpg", await reencode(attemptPng, "image/jpeg")],
    ["repeated.png", renderBoard({ cells: boardCells(repeated), theme: "light" })],
    ["empty.png", renderBoard({ cells: boardCells(new Uint8Array(81)), theme: "light" })],
    ["six-by-six.png", sixBySix.png],
  ];
  for (const [name, png] of pictures) {
    writeFileSync(join(out, name), png);
    console.log(`wrote ${join("test", "fixtures", "pictures", name)} (${png.length} bytes)`);
  }
}

await main();
