import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { grain } from "./bar-cell.js";

/** The puzzle the photographed sheets print (the LeetCode example). */
export const PHOTO_PUZZLE =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SIDE = 640;
const GRID = 450;

/**
 * A photo-like picture of a 9×9 grid: turned 8°, on a grey-brown page with grain, saved as JPEG 80, so
 * it goes down the photo path. `draw` fills the grid, drawn from (0, 0) with cells of the size given.
 * @example const jpeg = await photographed(printedPuzzle)
 */
export async function photographed(draw: (g: SKRSContext2D, cell: number) => void): Promise<Buffer> {
  const canvas = createCanvas(SIDE, SIDE);
  const g = canvas.getContext("2d");
  g.fillStyle = "#bcb2a4";
  g.fillRect(0, 0, SIDE, SIDE);
  g.translate(SIDE / 2, SIDE / 2);
  g.rotate((8 * Math.PI) / 180);
  g.translate(-GRID / 2, -GRID / 2);
  g.fillStyle = "#f4f1ea";
  g.fillRect(-30, -30, GRID + 60, GRID + 60);
  const cell = GRID / 9;
  g.strokeStyle = "#1b1b1b";
  for (let k = 0; k <= 9; k++) {
    g.lineWidth = k % 3 === 0 ? 4 : 1.2;
    g.beginPath();
    g.moveTo(k * cell, 0);
    g.lineTo(k * cell, GRID);
    g.moveTo(0, k * cell);
    g.lineTo(GRID, k * cell);
    g.stroke();
  }
  g.fillStyle = "#1b1b1b";
  draw(g, cell);
  g.setTransform(1, 0, 0, 1, 0, 0);
  const image = g.getImageData(0, 0, SIDE, SIDE);
  const noise = grain(10);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = noise();
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] ?? 0) + n));
  }
  g.putImageData(image, 0, 0);
  return canvas.toBuffer("image/jpeg", 80);
}

/** A Killer Sudoku's cage map: dashed cages of two cells, each with its sum small in the corner. */
export const cageMap = (g: SKRSContext2D, cell: number): void => {
  g.font = `${Math.round(cell * 0.2)}px "DejaVu Sans"`;
  g.textBaseline = "top";
  g.setLineDash([4, 4]);
  g.lineWidth = 1;
  for (let i = 0; i < 81; i += 2) {
    const x = (i % 9) * cell;
    const y = Math.floor(i / 9) * cell;
    g.strokeRect(x + 5, y + 5, cell * (i % 9 === 8 ? 1 : 2) - 10, cell - 10);
    g.fillText(String(5 + ((i * 7) % 19)), x + 7, y + 7);
  }
  g.setLineDash([]);
};

/** The puzzle's digits, printed as a newspaper prints a Sudoku. */
export const printedPuzzle = (g: SKRSContext2D, cell: number): void => {
  g.font = `bold ${Math.round(cell * 0.62)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  [...PHOTO_PUZZLE].forEach((c, i) => {
    if (c !== ".") g.fillText(c, ((i % 9) + 0.5) * cell, (Math.floor(i / 9) + 0.55) * cell);
  });
};

/** Pencilled candidates, small, in every blank cell of the puzzle: three each, in their keypad places. */
export const pencilledCandidates = (g: SKRSContext2D, cell: number): void => {
  g.fillStyle = "#555";
  g.font = `${Math.round(cell * 0.24)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  [...PHOTO_PUZZLE].forEach((c, i) => {
    if (c !== ".") return;
    for (const d of [1 + (i % 3), 4 + (i % 2), 8]) {
      const x = (i % 9) + (((d - 1) % 3) + 0.5) / 3;
      const y = Math.floor(i / 9) + (Math.floor((d - 1) / 3) + 0.55) / 3;
      g.fillText(String(d), x * cell, y * cell);
    }
  });
};
