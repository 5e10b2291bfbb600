import { describe, expect, it } from "vitest";
import { makeStep } from "../../../src/core/logic/step.js";
import { candidateCentre } from "../../../src/core/render/candidates.js";
import { layoutFor, PALETTE, renderBoard } from "../../../src/core/render/index.js";
import { stepCells, stepPictureRequest } from "../../../src/core/render/step-picture.js";
import {
  cellBackground,
  colourDistance,
  type DecodedPng,
  decodePng,
  hexToRgb,
  pixelAt,
} from "../../support/png.js";
import { at, openPosition, setCandidates } from "../logic/support.js";

/** Pixels within 8 of `hex` in the mini-cell of `digit` in `cell`. */
function inkIn(img: DecodedPng, cell: number, digit: number, hex: string, within = 8): number {
  const layout = layoutFor({});
  const { x, y } = candidateCentre(layout, cell, digit);
  const half = Math.floor(layout.cellSize / 6) - 1;
  let n = 0;
  for (let py = Math.round(y - half); py <= y + half; py++)
    for (let px = Math.round(x - half); px <= x + half; px++)
      if (colourDistance(pixelAt(img, px, py), hexToRgb(hex)) <= within) n++;
  return n;
}

describe("stepPictureRequest", () => {
  const position = openPosition();
  setCandidates(position, "r1c1", [1, 2]);
  setCandidates(position, "r1c5", [1, 2, 7]);
  setCandidates(position, "r9c9", [4, 5]);
  const step = makeStep(
    "naked-pair",
    { eliminations: [{ cell: at("r1c5"), digits: [1, 2] }], placements: [{ cell: at("r9c9"), digit: 4 }] },
    { cells: [at("r1c1")], candidates: [{ cell: at("r1c1"), digit: 1 }] },
  );
  const request = stepPictureRequest(position, step, { theme: "dark" });
  const img = decodePng(renderBoard(request));
  const colours = PALETTE.dark;

  it("draws candidates only in the cells the step concerns", () => {
    expect([...stepCells(step)].sort((a, b) => a - b)).toEqual([at("r1c1"), at("r1c5"), at("r9c9")]);
    expect([...(request.candidates?.keys() ?? [])].sort((a, b) => a - b)).toEqual([0, 4, 80]);
    expect(inkIn(img, at("r5c5"), 5, colours.caption)).toBe(0);
  });

  it("tints and outlines the pattern's cells", () => {
    expect(
      colourDistance(cellBackground(img, layoutFor({}), at("r1c1")), hexToRgb(colours.hintFill)),
    ).toBeLessThanOrEqual(8);
    expect(request.cells[at("r1c1")].sign).toBe("hint");
  });

  it("crosses out eliminated candidates, rings pattern candidates, squares placements, and leaves others plain", () => {
    expect(request.candidates?.get(at("r1c5"))).toEqual([
      { digit: 1, style: "eliminated" },
      { digit: 2, style: "eliminated" },
      { digit: 7, style: "plain" },
    ]);
    expect(inkIn(img, at("r1c5"), 1, colours.wrongMark)).toBeGreaterThan(10);
    // A plain candidate: small anti-aliased ink close to the muted caption colour, none of the mark colours.
    expect(inkIn(img, at("r1c5"), 7, colours.caption, 40)).toBeGreaterThan(5);
    expect(inkIn(img, at("r1c5"), 7, colours.wrongMark, 40)).toBe(0);
    expect(inkIn(img, at("r1c1"), 1, colours.hint)).toBeGreaterThan(10);
    expect(inkIn(img, at("r9c9"), 4, colours.filled)).toBeGreaterThan(100);
  });
});
