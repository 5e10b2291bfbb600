import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { ruleSuspects } from "../../../src/core/vision/rule-suspects.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import type { CellSample, InkFeatures } from "../../../src/core/vision/types.js";
import { PHOTO_PUZZLE, photographed } from "../../support/photographed-grid.js";

const features: InkFeatures = {
  hue: 0,
  saturation: 0,
  value: 0.2,
  contrast: 0.5,
  inkFraction: 0.1,
  height: 0.45,
  width: 0.3,
  stroke: 0.08,
  inverted: false,
};
const patch = new Float32Array(28 * 28);

/** 81 cells: inked where `grid` has a digit, blank elsewhere; `marked` blank cells hold a mark. */
function cellsOf(grid: Uint8Array, marked: number[] = [], inkedBlank: number[] = []): CellSample[] {
  return Array.from(grid, (digit, cell) => ({
    cell,
    ink: digit !== 0 || inkedBlank.includes(cell),
    inkConfidence: digit !== 0 ? 1 : 0.95,
    patch,
    features,
    ...(marked.includes(cell) ? { mark: { patch, features } } : {}),
  }));
}

const board = (line: string): Uint8Array => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

describe("ruleSuspects", () => {
  const grid = board(PHOTO_PUZZLE);
  const none = new Uint8Array(81);

  it("names the digits read below the fit's open line and the blank cells holding a mark or ink", () => {
    const confidence = new Float32Array(81).fill(1);
    confidence[0] = 0.958; // a given 5 the fit could not place: suspect
    confidence[1] = 0.996; // sure enough for the fit to leave alone: not suspect
    const suspects = ruleSuspects({
      cells: cellsOf(grid, [2], [3]),
      grid,
      handwritten: none,
      confidence,
    });
    expect(suspects).toEqual([0, 2, 3]);
  });

  it("names every blank cell of a hand-filled board, marked or not", () => {
    const full = board(`${PHOTO_PUZZLE.slice(0, 60).replace(/\./g, "1")}${PHOTO_PUZZLE.slice(60)}`);
    const handwritten = Uint8Array.from(full, (digit, cell) => (grid[cell] === 0 ? digit : 0));
    const suspects = ruleSuspects({
      cells: cellsOf(full),
      grid: full,
      handwritten,
      confidence: new Float32Array(81).fill(1),
    });
    expect(suspects).toEqual([...full.keys()].filter((cell) => full[cell] === 0));
  });
});

describe("readPicture on a printed sheet that loses a given when made worse", () => {
  // r5c9's 1 is one of the givens the puzzle cannot do without; printed against the box's thick right
  // line, a blur or a half-size copy joins it to the line and it is cut away with it, read blank.
  const LOST = 44;

  async function sheet(): Promise<Buffer> {
    return photographed((g, cell) => {
      g.font = `bold ${Math.round(cell * 0.62)}px "DejaVu Sans"`;
      g.textAlign = "center";
      g.textBaseline = "middle";
      [...PHOTO_PUZZLE].forEach((c, i) => {
        const x = (i % 9) + 0.5 + (i === LOST ? 0.4 : 0);
        if (c !== ".") g.fillText(c, x * cell, (Math.floor(i / 9) + 0.55) * cell);
      });
    });
  }

  /** The picture drawn again `scale` times its size through a canvas filter, as a JPEG of quality 80. */
  async function worse(bytes: Buffer, scale: number, filter?: string): Promise<Buffer> {
    const image = await loadImage(bytes);
    const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
    const context = canvas.getContext("2d");
    if (filter !== undefined) context.filter = filter;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toBuffer("image/jpeg", 80);
  }

  // Before, the read said "several solutions" and doubted one cell elsewhere: r5c9 was blank, sure.
  it.each([
    { made: "blurred by 2 pixels", scale: 1, filter: "blur(2px)" },
    { made: "at half size", scale: 0.5, filter: undefined },
  ])("doubts the blank where the given was lost, $made", async ({ scale, filter }) => {
    const read = await readPicture(await worse(await sheet(), scale, filter));
    if (read.status !== "unsure") throw new Error(`expected unsure, got ${read.status}`);
    expect(read.puzzle[LOST]).toBe(0);
    expect(read.breaks).toEqual(["several-solutions"]);
    const given = board(PHOTO_PUZZLE);
    const wrong = [...given.keys()].filter((cell) => read.grid[cell] !== given[cell]);
    expect(wrong).toContain(LOST);
    expect(wrong.filter((cell) => !read.doubtful.includes(cell))).toEqual([]);
  });
});
