import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { digitFont, ensureFonts } from "../../../src/core/render/fonts.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import type { Picture } from "../../../src/core/vision/types.js";

/** Givens (dark boxes, light digits) and one row of entries (light boxes, light digits), as FLTK's dark look draws them. */
const GIVENS = "...21...97.6.85....2.976.........4.8.3..7......1..94...6..8.49........562........";
const ENTRIES = `${".".repeat(27)}....8..3.${".".repeat(45)}`;

/**
 * A board drawn as FLTK's Sudoku draws it with `-scheme gleam`: each cell a box shaded over its top
 * (light to dark on a given's, dark to light on the others), the 3×3 boxes apart on a black ground, and
 * a light disc over the cell `glowAt` (as KSudoku marks its cursor).
 */
function gleamBoard(glowAt: number): Picture {
  ensureFonts();
  const [cell, gap, boxGap, margin] = [62, 2, 8, 6];
  const side = 2 * margin + 9 * cell + 8 * gap + 2 * boxGap;
  const canvas = createCanvas(side + 40, side + 40);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#33363b";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#000000";
  ctx.fillRect(20, 20, side, side);
  ctx.font = digitFont(true, 44);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let k = 0; k < 81; k++) {
    const [r, c] = [Math.floor(k / 9), k % 9];
    const x = 20 + margin + c * (cell + gap) + Math.floor(c / 3) * boxGap;
    const y = 20 + margin + r * (cell + gap) + Math.floor(r / 3) * boxGap;
    const given = GIVENS[k] !== ".";
    const [top, fill] = given ? ["#e0e0e0", "#35373b"] : ["#828282", "#c9cbce"];
    const shade = ctx.createLinearGradient(0, y, 0, y + cell * 0.4);
    shade.addColorStop(0, top);
    shade.addColorStop(1, fill);
    ctx.fillStyle = shade;
    ctx.fillRect(x, y, cell, cell * 0.4);
    ctx.fillStyle = fill;
    ctx.fillRect(x, y + cell * 0.4, cell, cell * 0.6);
    if (k === glowAt) {
      const glow = ctx.createRadialGradient(
        x + cell / 2,
        y + cell / 2,
        0,
        x + cell / 2,
        y + cell / 2,
        cell / 2,
      );
      glow.addColorStop(0, "rgba(255, 255, 255, 0.9)");
      glow.addColorStop(1, "rgba(255, 255, 255, 0)");
      ctx.fillStyle = glow;
      ctx.fillRect(x, y, cell, cell);
    }
    const digit = given ? GIVENS[k] : ENTRIES[k];
    ctx.fillStyle = "#eceff4";
    if (digit !== undefined && digit !== ".") ctx.fillText(digit, x + cell / 2, y + cell / 2 + 2);
  }
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: image.data };
}

describe("extractBoard on a board of shaded boxes (FLTK's dark look)", () => {
  it("reads its light entries on their boxes' own fill: a box's dark top is no glow to paint out", () => {
    const board = extractBoard(gleamBoard(34));
    if (board === null) throw new Error("no board found");
    // r4c5's 8: taken for the cursor's glow, its raster was painted flat at its box's dark top (141)
    // and its kind judged on that.
    const eight = board.cells[31];
    expect(eight?.ink).toBe(true);
    expect(eight?.colours?.background.map(Math.round)).toEqual([201, 203, 206]);
    expect(eight?.colours?.ink.map(Math.round)).toEqual([235, 238, 243]);
  });
});
