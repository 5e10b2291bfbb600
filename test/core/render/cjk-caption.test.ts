import { GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boardCells, layoutFor, PALETTE, renderBoard } from "../../../src/core/render/index.js";
import { messagesFor } from "../../../src/messages/index.js";
import { colourDistance, type DecodedPng, decodePng, hexToRgb, pixelAt } from "../../support/png.js";

const EMPTY = boardCells(new Uint8Array(81));
const BACKGROUND = hexToRgb(PALETTE.dark.background);

/** The caption strip under the grid as a map of ink: 1 where a pixel differs from the background. */
function captionInk(img: DecodedPng): Uint8Array {
  const layout = layoutFor({ caption: "x" });
  const top = layout.gridTop * 2 + 9 * layout.cellSize;
  const ink = new Uint8Array(img.width * (img.height - top));
  for (let y = top; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (colourDistance(pixelAt(img, x, y), BACKGROUND) > 60) ink[(y - top) * img.width + x] = 1;
  return ink;
}

const inkOf = (caption: string) => captionInk(decodePng(renderBoard({ cells: EMPTY, caption })));
const count = (ink: Uint8Array) => ink.reduce((n, v) => n + v, 0);
const differing = (a: Uint8Array, b: Uint8Array) => a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0);

describe("captions in Korean and Japanese", () => {
  it("draws the Korean and Japanese captions with ink in the caption strip", () => {
    for (const locale of ["ko", "ja"]) {
      const caption = messagesFor(locale).solve.caption.multiple;
      expect(count(inkOf(caption)), caption).toBeGreaterThan(400);
    }
  });

  it("draws different syllables as different shapes, not one repeated missing-glyph box", () => {
    // A font without Hangul draws every syllable as the same box; the bundled font draws each its own.
    const glyphs = ["스", "도", "쿠", "解", "ま", "ス"].map((ch) => inkOf(ch.repeat(6)));
    for (const ink of glyphs) expect(count(ink)).toBeGreaterThan(100);
    for (let i = 0; i < glyphs.length; i++)
      for (let j = i + 1; j < glyphs.length; j++)
        expect(differing(glyphs[i] as Uint8Array, glyphs[j] as Uint8Array)).toBeGreaterThan(100);
  });

  it("takes those glyphs from the bundled font, whatever fonts the machine has", () => {
    inkOf("스도쿠"); // the first render registers the bundled fonts
    expect(GlobalFonts.has("SudokuBotCJK")).toBe(true);
  });
});
