import { describe, expect, it } from "vitest";
import { emptyBoard } from "../../../src/core/board.js";
import {
  boardCells,
  type CellView,
  layoutFor,
  PALETTE,
  renderBoard,
  SIZES,
} from "../../../src/core/render/index.js";
import {
  cellBackground,
  colourDistance,
  type DecodedPng,
  decodePng,
  hexToRgb,
  pixelAt,
} from "../../support/png.js";

const SAME = 8;
const layout = layoutFor({});
const blank = (): CellView[] => boardCells(emptyBoard());
const draw = (cells: CellView[]) => decodePng(renderBoard({ cells }));

/** The bounding box of pixels in cell `i` that differ from the cell's background by more than a shade. */
function inkBox(
  img: DecodedPng,
  i: number,
): { left: number; top: number; right: number; bottom: number } | null {
  const bg = cellBackground(img, layout, i);
  const x0 = layout.gridLeft + (i % 9) * layout.cellSize;
  const y0 = layout.gridTop + Math.floor(i / 9) * layout.cellSize;
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  // Stay clear of the grid lines on the cell's edges.
  for (let y = y0 + 3; y < y0 + layout.cellSize - 3; y++) {
    for (let x = x0 + 3; x < x0 + layout.cellSize - 3; x++) {
      if (colourDistance(pixelAt(img, x, y), bg) <= 40) continue;
      const [dx, dy] = [x - x0, y - y0];
      box = box
        ? {
            left: Math.min(box.left, dx),
            top: Math.min(box.top, dy),
            right: Math.max(box.right, dx),
            bottom: Math.max(box.bottom, dy),
          }
        : { left: dx, top: dy, right: dx, bottom: dy };
    }
  }
  return box;
}

describe("renderBoard candidates", () => {
  it("draws candidate d in its own third of the cell: 1 top-left, 5 in the middle, 9 bottom-right", () => {
    const third = layout.cellSize / 3;
    for (const d of [1, 5, 9]) {
      const candidates = new Map([[40, [{ digit: d, style: "plain" as const }]]]);
      const box = inkBox(decodePng(renderBoard({ cells: blank(), candidates })), 40);
      expect(box, `candidate ${d}`).not.toBeNull();
      if (!box) continue;
      const column = (d - 1) % 3;
      const row = Math.floor((d - 1) / 3);
      expect(box.left).toBeGreaterThanOrEqual(column * third);
      expect(box.right).toBeLessThan((column + 1) * third);
      expect(box.top).toBeGreaterThanOrEqual(row * third);
      expect(box.bottom).toBeLessThan((row + 1) * third);
    }
  });

  it("rejects a candidate outside 1..9 and a cell outside the board", () => {
    expect(() =>
      renderBoard({ cells: blank(), candidates: new Map([[0, [{ digit: 0, style: "plain" as const }]]]) }),
    ).toThrow(RangeError);
    expect(() =>
      renderBoard({ cells: blank(), candidates: new Map([[81, [{ digit: 1, style: "plain" as const }]]]) }),
    ).toThrow(RangeError);
  });
});

describe("renderBoard highlights", () => {
  it("tints a unit's cells and, more strongly, a pattern's", () => {
    const cells = blank();
    cells[0] = { digit: 0, role: "filled", highlight: "unit" };
    cells[1] = { digit: 0, role: "filled", highlight: "pattern" };
    const img = draw(cells);
    const dark = PALETTE.dark;
    expect(colourDistance(cellBackground(img, layout, 0), hexToRgb(dark.unitFill))).toBeLessThanOrEqual(SAME);
    expect(colourDistance(cellBackground(img, layout, 1), hexToRgb(dark.patternFill))).toBeLessThanOrEqual(
      SAME,
    );
    expect(colourDistance(cellBackground(img, layout, 2), hexToRgb(dark.background))).toBeLessThanOrEqual(
      SAME,
    );
  });
});

describe("renderBoard signs on a phone", () => {
  // Discord shows the 572 px picture about 350 px wide on a phone (0.6×): a sign must stay ~9 px there.
  const MIN_SIDE = 15;

  it("draws the wrong cross and the differs dot at least 15 px across", () => {
    const cells = blank();
    cells[0] = { digit: 0, role: "filled", sign: "wrong" };
    const img = draw(cells);
    const cross = inkBox(img, 0);
    expect(cross && cross.right - cross.left + 1).toBeGreaterThanOrEqual(MIN_SIDE);
    expect(cross && cross.bottom - cross.top + 1).toBeGreaterThanOrEqual(MIN_SIDE);
    expect(SIZES.differsDot * 2).toBeGreaterThanOrEqual(12);
  });

  it("tells a changed given from a wrong entry by shape: a triangle top-left, a cross top-right", () => {
    const wrong = blank();
    wrong[0] = { digit: 0, role: "wrong", sign: "wrong" };
    const changed = blank();
    changed[0] = { digit: 0, role: "wrong", sign: "changed-given" };
    const crossBox = inkBox(draw(wrong), 0);
    const flagBox = inkBox(draw(changed), 0);
    expect(crossBox?.left ?? -1).toBeGreaterThan(layout.cellSize / 2);
    expect(flagBox?.right ?? Number.POSITIVE_INFINITY).toBeLessThan(layout.cellSize / 2);
  });
});
