import { describe, expect, it } from "vitest";
import { backgroundColour } from "../../../../src/core/vision/screen/screen-ink.js";
import type { KindCall } from "../../../../src/core/vision/screen/screen-kinds.js";
import { tileKinds } from "../../../../src/core/vision/screen/screen-tiles.js";
import { entriesByContrast, tintZones, zoneOf } from "../../../../src/core/vision/screen/screen-tints.js";
import type { CellSample, Rgb } from "../../../../src/core/vision/types.js";
import { tileCell } from "../../../support/tile-cell.js";

// KSudoku's abstraction theme, roughly as measured: translucent tiles over a blue backdrop, a given's tile
// darker than an empty one under each tint; the cursor's row and column tinted red, its box green.
const BLUE = { empty: [110, 140, 165], given: [30, 55, 85] } as const;
const RED = { empty: [150, 90, 95], given: [102, 60, 62] } as const;
const GREEN = { empty: [110, 165, 120], given: [70, 118, 80] } as const;
/** The cursor at r2c9: row 2 and column 9 red outside box 3, box 3 green. */
const CURSOR = 17;

/** What each cell holds: an empty tile, a player's digit (on an empty tile's fill) or a given. */
type Holds = "empty" | "entry" | "given";

/**
 * A tinted board: in row 2, entries at r2c1, r2c2, r2c5 and givens at r2c3, r2c4, r2c6 (the row has no
 * empty tile, so its entries have no empty peer of their own tint); in box 3, givens at r1c9, r2c8, r3c9
 * and entries at r1c8, r2c9; column 9 empty at r9c9; elsewhere givens, empty cells and entries in turn.
 */
function board(tinted = true): { inked: CellSample[]; blanks: CellSample[]; holds: Holds[] } {
  const special: Record<number, Holds> = {
    9: "entry",
    10: "entry",
    11: "given",
    12: "given",
    13: "entry",
    14: "given",
    6: "empty",
    7: "entry",
    8: "given",
    15: "empty",
    16: "given",
    17: "entry",
    24: "empty",
    25: "empty",
    26: "given",
    80: "empty",
  };
  const holds: Holds[] = Array.from({ length: 81 }, (_, cell) => {
    const fixed = special[cell];
    if (fixed !== undefined) return fixed;
    if (zoneOf(cell, CURSOR) === 1) return cell % 2 === 0 ? "given" : "empty";
    return (["given", "empty", "entry"] as const)[cell % 3] as Holds;
  });
  const inked: CellSample[] = [];
  const blanks: CellSample[] = [];
  holds.forEach((what, cell) => {
    const tint = tinted ? [BLUE, RED, GREEN][zoneOf(cell, CURSOR)] : BLUE;
    const fill = (what === "given" ? tint?.given : tint?.empty) as Rgb;
    (what === "empty" ? blanks : inked).push(tileCell(cell, fill, what !== "empty"));
  });
  return { inked, blanks, holds };
}

describe("tintZones", () => {
  it("finds the cursor's row, column and box by their tints", () => {
    const { inked, blanks } = board();
    const fills = [...inked, ...blanks].sort((a, b) => a.cell - b.cell).map(backgroundColour);
    const tints = tintZones(fills);
    expect(tints?.cursor).toBe(CURSOR);
    const zones = tints?.zones;
    expect(zones?.[CURSOR]).toBe(2);
    expect([zones?.[9], zones?.[80], zones?.[0], zones?.[40]]).toEqual([1, 1, 0, 0]);
  });

  it("finds none on an untinted board, nor when a fill was not measured", () => {
    const { inked, blanks } = board(false);
    const fills = [...inked, ...blanks].sort((a, b) => a.cell - b.cell).map(backgroundColour);
    expect(tintZones(fills)).toBeNull();
    expect(tintZones([...fills.slice(0, 80), null])).toBeNull();
  });
});

describe("tileKinds on a tinted board", () => {
  it("tells entries from givens under each tint, surely, by their tiles against the same tint's empty tiles", () => {
    const { inked, blanks, holds } = board();
    const kinds = tileKinds(inked, blanks);
    expect(kinds).not.toBeNull();
    inked.forEach((cell, i) => {
      const expected = holds[cell.cell] === "given" ? "printed" : "handwritten";
      expect({ cell: cell.cell, kind: kinds?.[i]?.kind }).toEqual({ cell: cell.cell, kind: expected });
    });
    // The tinted row's entries, with no empty peer of their own tint, and the box's givens are sure.
    for (const cell of [9, 10, 13, 8, 16, 26])
      expect(kinds?.[inked.findIndex((c) => c.cell === cell)]?.kindConfidence).toBeGreaterThan(0.9);
  });

  it("leaves a tile doubtful that is a little darker than its tint's empty tiles, neither class's", () => {
    const { inked, blanks } = board();
    // r2c1's red tile 0.06 darker than the red empty tiles (value 150/255 - 0.06).
    const at = inked.findIndex((c) => c.cell === 9);
    inked[at] = tileCell(9, [135, 81, 86], true);
    expect(tileKinds(inked, blanks)?.[at]?.kindConfidence).toBeLessThan(0.9);
  });
});

describe("entriesByContrast", () => {
  // The cursor at r2c9 (see board): r1c1 and r9c9 outside its box (zones 0 and 1), r1c8 inside it.
  const zones = Array.from({ length: 81 }, (_, cell) => zoneOf(cell, CURSOR));
  const tints = { zones, cursor: CURSOR };
  const printed: KindCall = { kind: "printed", kindConfidence: 0.97 };
  const handwritten: KindCall = { kind: "handwritten", kindConfidence: 0.97 };
  // Givens' white ink on dark tiles contrasts 0.75, entries' on light ones 0.5.
  const givens = [30, 31, 32, 33].map((c) => tileCell(c, BLUE.given as Rgb, true, 0, 0.75));
  const entries = [40, 41, 42].map((c) => tileCell(c, BLUE.empty as Rgb, true, 0, 0.5));
  const calls = [...givens.map(() => printed), ...entries.map(() => handwritten)];

  it("turns a printed call outside the box's tint whose ink contrasts like an entry's into a player's, doubtfully", () => {
    const odd = [0, 80].map((c) => tileCell(c, RED.given as Rgb, true, 0, 0.52));
    const kinds = entriesByContrast(
      [...givens, ...entries, ...odd],
      [...calls, printed, printed],
      tints,
      0.6,
    );
    expect(kinds.slice(-2)).toEqual([
      { kind: "handwritten", kindConfidence: 0.6 },
      { kind: "handwritten", kindConfidence: 0.6 },
    ]);
    expect(kinds.slice(0, calls.length)).toEqual(calls);
  });

  it("leaves the call inside the box's tint, on an untinted board, and where the classes contrast alike", () => {
    const inBox = tileCell(7, GREEN.given as Rgb, true, 0, 0.52);
    const inked = [...givens, ...entries, inBox];
    expect(entriesByContrast(inked, [...calls, printed], tints, 0.6).at(-1)).toEqual(printed);
    const outside = tileCell(0, RED.given as Rgb, true, 0, 0.52);
    expect(
      entriesByContrast([...givens, ...entries, outside], [...calls, printed], null, 0.6).at(-1),
    ).toEqual(printed);
    const alike = [...givens.map((c) => ({ ...c, features: { ...c.features, contrast: 0.55 } })), ...entries];
    expect(entriesByContrast([...alike, outside], [...calls, printed], tints, 0.6).at(-1)).toEqual(printed);
  });
});
