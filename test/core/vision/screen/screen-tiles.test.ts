import { describe, expect, it } from "vitest";
import { tileKinds } from "../../../../src/core/vision/screen/screen-tiles.js";
import type { Rgb } from "../../../../src/core/vision/types.js";
import { tileCell } from "../../../support/tile-cell.js";

const tile = tileCell;

// KSudoku's egyptian theme as measured on a tune screenshot: grey-green empty tiles, gold given tiles.
const EMPTY: Rgb = [100, 105, 73];
const GOLD: Rgb = [153, 134, 53];

describe("tileKinds", () => {
  it("calls digits on the givens' tile printed and digits on an empty tile's handwritten, surely", () => {
    // Row 1: givens in cells 0-3, an entry in cell 4, empty cells 5-8.
    const inked = [0, 1, 2, 3].map((c) => tile(c, GOLD, true)).concat([tile(4, [101, 106, 74], true)]);
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false));
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.map((k) => k.kind)).toEqual(["printed", "printed", "printed", "printed", "handwritten"]);
    for (const k of kinds ?? []) expect(k.kindConfidence).toBeGreaterThan(0.9);
  });

  it("compares a digit's tile with its peers' empty tiles, which share its tint", () => {
    // Row 1 is tinted blue (the selected cell's row): its empty tiles and its entry are blue; elsewhere
    // the empty tiles are grey-green, and a blue tile would be far from them.
    const blue: Rgb = [80, 133, 155];
    const inked = [tile(0, GOLD, true), tile(1, GOLD, true), tile(2, GOLD, true), tile(3, blue, true)];
    const blanks = [tile(4, blue, false), tile(40, EMPTY, false), tile(80, EMPTY, false)];
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.[3]).toEqual({ kind: "handwritten", kindConfidence: expect.any(Number) });
    expect(kinds?.[3]?.kindConfidence).toBeGreaterThan(0.9);
  });

  it("is sure of a tile a little off the empty tiles' when the givens' tiles are far (a margin, not a band)", () => {
    const inked = [0, 1, 2].map((c) => tile(c, GOLD, true));
    // 0.04 lighter than the empty tiles: twice their spread from them, far from the givens' tiles.
    inked.push(tile(3, [110, 116, 80], true));
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false));
    expect(tileKinds(inked, blanks)?.[3]).toEqual({
      kind: "handwritten",
      kindConfidence: expect.any(Number),
    });
    expect(tileKinds(inked, blanks)?.[3]?.kindConfidence).toBeGreaterThan(0.9);
  });

  it("leaves a tile doubtful when the board draws givens' and entries' tiles almost alike and it lies between", () => {
    // Givens' tiles 0.12 darker than the empty tiles (just far enough to be a family), and a digit's
    // tile halfway: as many spreads from either class.
    const alike: Rgb = [70, 74, 51];
    const inked = [0, 1, 2].map((c) => tile(c, alike, true));
    inked.push(tile(3, [85, 90, 62], true), tile(4, EMPTY, true));
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false));
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.[3]?.kindConfidence).toBeLessThan(0.9);
    // The clear cases on that board stay sure.
    expect(kinds?.slice(0, 3).map((k) => k.kind)).toEqual(["printed", "printed", "printed"]);
    expect(kinds?.[4]?.kind).toBe("handwritten");
    for (const k of [...(kinds?.slice(0, 3) ?? []), kinds?.[4]])
      expect(k?.kindConfidence).toBeGreaterThan(0.9);
  });

  it("leaves a digit doubtful when its tile is odd and alone, far from both classes (a mistake's red tile)", () => {
    const inked = [0, 1, 2].map((c) => tile(c, GOLD, true));
    inked.push(tile(4, [103, 27, 6], true));
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false));
    expect(tileKinds(inked, blanks)?.[3]?.kindConfidence).toBeLessThan(0.9);
  });

  it("takes a digit on a colourful tile that is not red, of neither class, for the player's, doubtfully", () => {
    // FLTK's Sudoku: grey givens' boxes, white empty ones; a clashing entry filled yellow, the selected
    // cell in the selection's blue.
    const grey: Rgb = [192, 192, 192];
    const white: Rgb = [245, 245, 245];
    const inked = [0, 1, 2, 3].map((c) => tile(c, grey, true));
    inked.push(tile(9, [255, 255, 0], true), tile(10, [122, 122, 186], true));
    const blanks = [5, 6, 7, 8, 11, 12].map((c) => tile(c, white, false));
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.slice(4).map((k) => k.kind)).toEqual(["handwritten", "handwritten"]);
    for (const k of kinds?.slice(4) ?? []) expect(k.kindConfidence).toBeLessThan(0.9);
  });

  it("makes no given family of three entries on a highlight's fill (three clashes on FLTK's yellow)", () => {
    const grey: Rgb = [192, 192, 192];
    const white: Rgb = [245, 245, 245];
    const inked = [0, 1, 2, 3].map((c) => tile(c, grey, true));
    inked.push(...[9, 13, 17].map((c) => tile(c, [255, 255, 0], true)));
    const blanks = [5, 6, 7, 8, 11, 12].map((c) => tile(c, white, false));
    expect(
      tileKinds(inked, blanks)
        ?.slice(4)
        .map((k) => k.kind),
    ).toEqual(Array(3).fill("handwritten"));
  });

  it("keeps a colourful fill of neither class a given's on a board of coloured tiles (KSudoku's artwork)", () => {
    const inked = [0, 1, 2].map((c) => tile(c, GOLD, true));
    inked.push(tile(4, [60, 120, 200], true));
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false));
    expect(tileKinds(inked, blanks)?.[3]?.kind).toBe("printed");
  });

  it("gives no answer on a board with no empty cell (no empty tile to compare with)", () => {
    expect(tileKinds([tile(0, GOLD, true)], [])).toBeNull();
  });
});

describe("tileKinds on a board that draws every tile flat, the givens' dark (KSudoku's abstraction theme)", () => {
  // Givens on dark blue tiles, empty tiles a lighter translucent blue, all flat.
  const DARK: Rgb = [30, 55, 85];
  const LIGHT: Rgb = [110, 140, 165];
  const givens = [0, 1, 2, 10, 11].map((c) => tile(c, DARK, true));
  const blanks = [3, 4, 5, 6, 7, 8, 40, 80].map((c) => tile(c, LIGHT, false));

  it("takes a digit on a light red tile, of neither class, for the player's mistake, doubtfully", () => {
    const kinds = tileKinds([...givens, tile(12, [215, 110, 110], true)], blanks);
    expect(kinds?.[5]?.kind).toBe("handwritten");
    expect(kinds?.[5]?.kindConfidence).toBeLessThan(0.9);
  });

  it("does not take a red tile darker than the empty tiles for a mistake's (a red tint over a given's tile)", () => {
    const kinds = tileKinds([...givens, tile(12, [110, 40, 55], true)], blanks);
    expect(kinds?.[5]?.kind).toBe("printed");
    expect(kinds?.[5]?.kindConfidence).toBeLessThan(0.9);
  });
});

describe("tileKinds on a board that draws its givens' tiles raised (KSudoku's egyptian theme)", () => {
  // Twelve givens on raised gold tiles in rows 3-9 and the empty cells flat, as the theme draws them.
  const givens = [18, 20, 22, 24, 26, 36, 38, 40, 42, 44, 60, 62].map((c) => tile(c, GOLD, true, 30));
  const blanks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 45, 46, 47, 48, 49, 50, 51, 52, 53].map((c) =>
    tile(c, EMPTY, false),
  );

  it("calls tinted givens printed by their relief, doubtfully when their fill is near the empty tiles'", () => {
    // Row 2's cells 10-11 (a tinted row): two givens' tiles raised and grey like the empty tiles. A
    // top-row entry's tile may measure as raised, and then only its fill tells it from these.
    const tinted: Rgb = [108, 112, 78];
    const inked = [...givens, tile(10, tinted, true, 28), tile(11, tinted, true, 26)];
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.slice(-2).map((k) => k.kind)).toEqual(["printed", "printed"]);
    for (const k of kinds?.slice(-2) ?? []) expect(k.kindConfidence).toBeLessThan(0.9);
    // Raised givens with the givens' fill stay sure.
    for (const k of kinds?.slice(0, -2) ?? []) expect(k.kindConfidence).toBeGreaterThan(0.9);
  });

  it("leaves a raised tile doubtful when its fill is far from every other member of its given family", () => {
    // Darker gold: within a family's radius of the givens' gold, but 0.09 from the nearest.
    const kinds = tileKinds([...givens, tile(10, [135, 125, 45], true, 30)], blanks);
    expect(kinds?.at(-1)?.kind).toBe("printed");
    expect(kinds?.at(-1)?.kindConfidence).toBeLessThan(0.9);
  });

  it("leaves a tile neither raised nor flat doubtful, whatever its fill (the relief did not settle it)", () => {
    // Half raised, with an empty tile's fill: a given whose missed twin lent the empty tiles its fill,
    // or a top-row entry measured half raised; the fill alone is not enough.
    const kinds = tileKinds([...givens, tile(10, [101, 106, 74], true, 16)], blanks);
    expect(kinds?.at(-1)?.kindConfidence).toBeLessThan(0.9);
  });

  it("leaves a lone raised tile with an empty tile's fill doubtful (the cursor's raised frame)", () => {
    const kinds = tileKinds([...givens, tile(10, [101, 106, 74], true, 32)], blanks);
    expect(kinds?.at(-1)?.kindConfidence).toBeLessThan(0.9);
  });

  it("calls a flat tile with a raised given's very fill, far from the empty tiles', printed, doubtfully", () => {
    // A given's tile measured flat at the board's edge: its fill is the givens' gold.
    const kinds = tileKinds([...givens, tile(10, GOLD, true, 9)], blanks);
    expect(kinds?.at(-1)?.kind).toBe("printed");
    expect(kinds?.at(-1)?.kindConfidence).toBeLessThan(0.9);
  });

  it("keeps a flat tile with an empty tile's fill a player's, surely, though a raised tile shares it", () => {
    // Under one tint a given's raised tile and an entry's flat one may share a fill, and so do the
    // empty tiles under that tint.
    const tinted: Rgb = [131, 133, 86];
    const tintedBlanks = [...blanks, tile(11, tinted, false)];
    const kinds = tileKinds([...givens, tile(10, tinted, true, 28), tile(12, tinted, true, 2)], tintedBlanks);
    expect(kinds?.at(-1)).toEqual({ kind: "handwritten", kindConfidence: expect.any(Number) });
    expect(kinds?.at(-1)?.kindConfidence).toBeGreaterThan(0.9);
  });

  it("calls a tile raised from top to bottom alone, with an empty peer's fill, a player's (a top-row entry)", () => {
    // The board's lit frame in a top-row tile's top strip: raised by its top half (60), flat left to right (0).
    const others = blanks.filter((b) => b.cell !== 3);
    const kinds = tileKinds([...givens, tile(3, [101, 106, 74], true, 30, 0.5, 0)], others);
    expect(kinds?.at(-1)).toEqual({ kind: "handwritten", kindConfidence: expect.any(Number) });
    expect(kinds?.at(-1)?.kindConfidence).toBeGreaterThan(0.9);
    // Its fill a little further from the empty tiles' (0.03): a player's, doubtfully.
    const further = tileKinds([...givens, tile(3, [104, 111, 80], true, 30, 0.5, 0)], others);
    expect(further?.at(-1)?.kind).toBe("handwritten");
    expect(further?.at(-1)?.kindConfidence).toBeLessThan(0.9);
    // Lit both ways, the same tile stays a given's, doubtfully (its fill is an empty tile's).
    const both = tileKinds([...givens, tile(3, [101, 106, 74], true, 30)], others);
    expect(both?.at(-1)?.kind).toBe("printed");
  });

  it("keeps a tile raised one way only a given's when a tile lit both ways shares its fill", () => {
    const tinted: Rgb = [108, 112, 78];
    const inked = [...givens, tile(10, tinted, true, 28), tile(11, tinted, true, 28, 0.5, 2)];
    const kinds = tileKinds(inked, blanks);
    expect(kinds?.at(-1)?.kind).toBe("printed");
  });

  it("draws no raised givens on a board whose digits' cells measure sunken as often as raised (FLTK's framed boxes)", () => {
    // Twelve raised givens, and as many entries on empty tiles' fill measuring raised or sunken alike:
    // the relief is the frames' lines, so each entry's fill, an empty tile's, makes it a player's.
    const entries = [1, 3, 5, 7, 46, 48].map((c) => tile(c, EMPTY, true, 30));
    const sunken = [19, 21, 23, 25, 37, 39, 41, 43, 61, 63].map((c) => tile(c, GOLD, true, -60));
    const kinds = tileKinds([...givens, ...sunken, ...entries], blanks);
    expect(kinds?.slice(-6).map((k) => k.kind)).toEqual(Array(6).fill("handwritten"));
    for (const k of kinds?.slice(-6) ?? []) expect(k.kindConfidence).toBeGreaterThan(0.9);
    // Without the sunken ones the relief decides: such entries are raised givens, doubtfully.
    const raised = tileKinds([...givens, ...entries], blanks);
    expect(raised?.slice(-6).map((k) => k.kind)).toEqual(Array(6).fill("printed"));
  });

  it("never calls a tile surely a given's when its fill is near an empty peer's, however near a family", () => {
    // Entries' light tiles in a row with no empty cell make a given family (cells 0-2, far from their
    // empty peers); an entry's tile (cell 40) has their fill, 0.047 from its one empty peer's (cell 39).
    const light: Rgb = [150, 160, 190];
    const inked = [0, 1, 2].map((c) => tile(c, light, true)).concat([tile(40, light, true)]);
    const blanks = [5, 6, 7, 8].map((c) => tile(c, EMPTY, false)).concat([tile(39, [162, 172, 202], false)]);
    expect(tileKinds(inked, blanks)?.[3]).toEqual({ kind: "printed", kindConfidence: 0.6 });
  });

  it("calls a flat red tile a player's, surely (KSudoku's mark of a mistake)", () => {
    const kinds = tileKinds([...givens, tile(10, [103, 27, 6], true, 2)], blanks);
    expect(kinds?.at(-1)?.kind).toBe("handwritten");
    expect(kinds?.at(-1)?.kindConfidence).toBeGreaterThan(0.9);
  });
});
