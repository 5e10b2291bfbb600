import { createCanvas } from "@napi-rs/canvas";

/**
 * A white 500×500 picture with an n×n grid of black lines from (30, 30) to (470, 470), every `box`-th
 * line thick: a grid that is not a Sudoku for n other than 9.
 * @example gridPicture(15, 5) // a 15×15 grid, its lines every fifth thick
 */
export function gridPicture(n: number, box: number): Buffer {
  const canvas = createCanvas(500, 500);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 500, 500);
  for (let i = 0; i <= n; i++) {
    context.lineWidth = i % box === 0 ? 4 : 1.5;
    const at = 30 + (i * 440) / n;
    context.beginPath();
    context.moveTo(at, 30);
    context.lineTo(at, 470);
    context.moveTo(30, at);
    context.lineTo(470, at);
    context.stroke();
  }
  return canvas.toBuffer("image/png");
}
