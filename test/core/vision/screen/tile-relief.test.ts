import { describe, expect, it } from "vitest";
import { backgroundColour, type Colour } from "../../../../src/core/vision/screen/screen-ink.js";
import { raisedKinds, SURE, UNSURE } from "../../../../src/core/vision/screen/tile-relief.js";
import type { CellSample, Rgb } from "../../../../src/core/vision/types.js";
import { tileCell } from "../../../support/tile-cell.js";

// KSudoku's egyptian theme as measured on a tune screenshot: grey-green empty tiles, gold given tiles.
const EMPTY: Rgb = [100, 105, 73];
const GOLD: Rgb = [153, 134, 53];
/** Twelve raised givens on gold in a family, flat empty tiles: a board that draws its givens raised. */
const givens = [0, 1, 2, 9, 10, 11, 18, 19, 20, 30, 31, 32].map((c) => tileCell(c, GOLD, true, 30));
const blanks = [4, 5, 6, 7, 8, 40, 80].map((c) => tileCell(c, EMPTY, false, 1));

function kindsOf(
  inked: CellSample[],
  peer: (c: CellSample) => number,
  greyEmpty = false,
  empty: CellSample[] = blanks,
) {
  return raisedKinds(
    inked,
    empty,
    inked.map((c) => backgroundColour(c) as Colour),
    {
      peerDistance: inked.map(peer),
      inFamily: inked.map((c) => c.colours?.background === GOLD),
      toGivens: inked.map((c) => (c.colours?.background === GOLD ? 0 : 0.3)),
      greyEmpty,
    },
  );
}

describe("raisedKinds", () => {
  it("calls a raised tile with its family's fill a given and a flat one on an empty tile's fill a player's, surely", () => {
    const entry = tileCell(3, EMPTY, true, 2);
    const kinds = kindsOf([...givens, entry], (c) => (c === entry ? 0 : 0.3));
    expect(kinds?.[0]).toEqual({ kind: "printed", kindConfidence: SURE });
    expect(kinds?.at(-1)).toEqual({ kind: "handwritten", kindConfidence: SURE });
  });

  it("leaves a tile neither raised nor flat to the fills (undefined)", () => {
    const middling = tileCell(3, EMPTY, true, 16);
    expect(kindsOf([...givens, middling], (c) => (c === middling ? 0.04 : 0.3))?.at(-1)).toBeUndefined();
  });

  it("calls a tile raised from top to bottom only, on an empty peer's fill, a player's", () => {
    const lopsided = tileCell(3, EMPTY, true, 28, 0.5, 2);
    expect(kindsOf([...givens, lopsided], (c) => (c === lopsided ? 0.01 : 0.3))?.at(-1)).toEqual({
      kind: "handwritten",
      kindConfidence: SURE,
    });
    // Lit both ways, the same tile is a given's by its relief, doubtfully (its fill is an empty peer's).
    const lit = tileCell(3, EMPTY, true, 28);
    expect(kindsOf([...givens, lit], (c) => (c === lit ? 0.01 : 0.3))?.at(-1)).toEqual({
      kind: "printed",
      kindConfidence: UNSURE,
    });
  });

  it("calls a half-raised tile lit from top to bottom only a player's, doubtfully, and one lit both ways undecided", () => {
    // The board's lit frame in a top-row entry's top strip: bevel 15, its left-right half 2.
    const lopsided = tileCell(3, EMPTY, true, 15, 0.5, 2);
    expect(kindsOf([...givens, lopsided], (c) => (c === lopsided ? 0.08 : 0.3))?.at(-1)).toEqual({
      kind: "handwritten",
      kindConfidence: UNSURE,
    });
    // Not on a board of grey empty tiles (FLTK's framed cells): there the relief leaves it undecided.
    expect(
      kindsOf([...givens, lopsided], (c) => (c === lopsided ? 0.08 : 0.3), true)?.at(-1),
    ).toBeUndefined();
    const lit = tileCell(3, EMPTY, true, 15, 0.5, 12);
    expect(kindsOf([...givens, lit], (c) => (c === lit ? 0.08 : 0.3))?.at(-1)).toBeUndefined();
  });

  it("lets a raised given's fill outvote a tile's relief only when the tile is not clearly flat", () => {
    // A given's tile measured flat at the board's edge (bevel 9) against an entry's flat tile (bevel 0)
    // that took a tinted given's fill: both far from every empty peer's.
    const edge = tileCell(3, GOLD, true, 9, 0.5, -1);
    const flat = tileCell(3, GOLD, true, 0);
    expect(kindsOf([...givens, edge], () => 0.3)?.at(-1)).toEqual({
      kind: "printed",
      kindConfidence: UNSURE,
    });
    expect(kindsOf([...givens, flat], () => 0.3)?.at(-1)).toEqual({
      kind: "handwritten",
      kindConfidence: UNSURE,
    });
  });

  it("reads the relief when the empty tiles are lit from top to bottom only (a shrunk JPEG copy)", () => {
    // Egyptian 600x520 at 0.75 of its size, JPEG 90: the empty tiles' bevel 7, their top-bottom half 14,
    // their left-right half 0.
    const litTop = [4, 5, 6, 7, 8, 40, 80].map((c) => tileCell(c, EMPTY, false, 7, 0.5, 0));
    const entry = tileCell(3, EMPTY, true, 2);
    const kinds = kindsOf([...givens, entry], (c) => (c === entry ? 0 : 0.3), false, litTop);
    expect(kinds?.[0]).toEqual({ kind: "printed", kindConfidence: SURE });
    expect(kinds?.at(-1)).toEqual({ kind: "handwritten", kindConfidence: SURE });
    // Empty tiles half raised (a median bevel of 12 or more) are no flat tiles, whatever their halves.
    const halfRaised = litTop.map((c) => tileCell(c.cell, EMPTY, false, 13, 0.5, 0));
    expect(kindsOf([...givens, entry], (c) => (c === entry ? 0 : 0.3), false, halfRaised)).toBeNull();
  });

  it("calls a raised tile lit from top to bottom only a given's doubtfully, even with its family's fill", () => {
    // A top-row entry's tile (lesser half -1) as near a given family as its members are.
    const lopsided = tileCell(3, GOLD, true, 22, 0.5, -1);
    expect(kindsOf([...givens, lopsided], () => 0.3)?.at(-1)).toEqual({
      kind: "printed",
      kindConfidence: UNSURE,
    });
    // Not on grey empty tiles (FLTK's framed cells, whose givens' relief is the frame's): sure there.
    expect(kindsOf([...givens, lopsided], () => 0.3, true)?.at(-1)).toEqual({
      kind: "printed",
      kindConfidence: SURE,
    });
  });

  it("calls a tile flat on average but sunken on one side a player's only doubtfully when its fill is merely near", () => {
    // A given's tile saved as JPEG: halves -29 and 17 (bevel -6), its fill 0.046 from an empty tile's.
    const mixed = tileCell(3, EMPTY, true, -6, 0.5, -29);
    expect(kindsOf([...givens, mixed], (c) => (c === mixed ? 0.046 : 0.3))?.at(-1)).toEqual({
      kind: "handwritten",
      kindConfidence: UNSURE,
    });
    // Its lesser half above -20, the same fill makes it a player's, surely.
    const flat = tileCell(3, EMPTY, true, 2, 0.5, -8);
    expect(kindsOf([...givens, flat], (c) => (c === flat ? 0.046 : 0.3))?.at(-1)).toEqual({
      kind: "handwritten",
      kindConfidence: SURE,
    });
  });

  it("says the relief does not decide (null) with too few raised tiles or on framed boxes measuring sunken", () => {
    expect(kindsOf(givens.slice(0, 5), () => 0.3)).toBeNull();
    const sunken = [21, 22, 23, 24, 25, 26].map((c) => tileCell(c, EMPTY, true, -60));
    expect(kindsOf([...givens, ...sunken], (c) => (c.bevel === -60 ? 0 : 0.3))).toBeNull();
  });
});
