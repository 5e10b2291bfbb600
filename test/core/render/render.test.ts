import { describe, expect, it } from "vitest";
import { type Board, CELL_COUNT, emptyBoard } from "../../../src/core/board.js";
import {
  boardCells,
  type CellSign,
  type CellView,
  layoutFor,
  PALETTE,
  renderBoard,
  type Theme,
} from "../../../src/core/render/index.js";
import { isSolutionOf } from "../../../src/core/validate.js";
import {
  cellBackground,
  cellDifference,
  colourDistance,
  type DecodedPng,
  decodePng,
  dominantInkColour,
  hexToRgb,
  pixelAt,
  type Rgb,
} from "../../support/png.js";

const board = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

const PUZZLE = board("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
const SOLUTION = board("534678912672195348198342567859761423426853791713924856961537284287419635345286179");

/** Close enough to count as the same colour after anti-aliasing and palette reduction. */
const SAME = 8;
const THEMES: Theme[] = ["dark", "light"];

const expectColour = (actual: Rgb | undefined, hex: string) => {
  expect(actual).toBeDefined();
  expect(colourDistance(actual as Rgb, hexToRgb(hex))).toBeLessThanOrEqual(SAME);
};

/** Every cell blank. */
const blankCells = (): CellView[] => boardCells(emptyBoard());

describe("layoutFor", () => {
  it("fits a square picture round the 9x9 grid with equal margins when there is no caption", () => {
    const layout = layoutFor({});
    expect(layout.width).toBe(layout.height);
    expect(layout.gridLeft).toBe(layout.gridTop);
    expect(layout.gridLeft * 2 + layout.cellSize * 9).toBe(layout.width);
  });

  it("adds a strip under the grid for a caption, and none for a blank one", () => {
    const plain = layoutFor({});
    const captioned = layoutFor({ caption: "bold = given" });
    expect(captioned.height).toBeGreaterThan(plain.height);
    expect({ ...captioned, height: plain.height }).toEqual(plain);
    expect(layoutFor({ caption: "   " })).toEqual(plain);
    expect(layoutFor({ caption: "\n\t" })).toEqual(plain);
  });
});

describe("boardCells", () => {
  it("takes givens from the puzzle and fills the other cells from the shown board", () => {
    const cells = boardCells(PUZZLE, SOLUTION);
    expect(cells).toHaveLength(CELL_COUNT);
    expect(cells.slice(0, 4)).toEqual([
      { digit: 5, role: "given" },
      { digit: 3, role: "given" },
      { digit: 4, role: "filled" },
      { digit: 6, role: "filled" },
    ]);
    const shown = board(cells.map((c) => String(c.digit)).join(""));
    expect(isSolutionOf(PUZZLE, shown)).toBe(true);
  });

  it("keeps the puzzle's given where the shown board disagrees, and leaves blanks without a shown board", () => {
    const other = new Uint8Array(SOLUTION);
    other[0] = 9;
    expect(boardCells(PUZZLE, other)[0]).toEqual({ digit: 5, role: "given" });
    expect(boardCells(PUZZLE)[2]).toEqual({ digit: 0, role: "filled" });
  });

  it("puts each mark on its cell and no mark elsewhere", () => {
    const marks = new Map<number, CellSign>([
      [0, "conflict"],
      [2, "hint"],
    ]);
    const cells = boardCells(PUZZLE, SOLUTION, marks);
    expect(cells[0]).toEqual({ digit: 5, role: "given", sign: "conflict" });
    expect(cells[2]).toEqual({ digit: 4, role: "filled", sign: "hint" });
    expect(cells.filter((c) => c.sign !== undefined)).toHaveLength(2);
  });
});

describe("renderBoard", () => {
  it("returns PNG bytes of exactly the layout's size, with and without a caption", () => {
    for (const caption of [undefined, "bold = given · blue = solved"]) {
      const png = renderBoard({ cells: boardCells(PUZZLE, SOLUTION), caption });
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const img = decodePng(png);
      const layout = layoutFor({ caption });
      expect({ width: img.width, height: img.height }).toEqual({
        width: layout.width,
        height: layout.height,
      });
    }
  });

  it("keeps a solved board, and a marked one with frame and caption, under 40 KB", () => {
    const marks = new Map<number, CellSign>([
      [2, "conflict"],
      [4, "conflict"],
      [20, "differs"],
      [40, "hint"],
      [60, "wrong"],
    ]);
    for (const theme of THEMES) {
      expect(renderBoard({ cells: boardCells(PUZZLE, SOLUTION), theme }).length).toBeLessThan(40_000);
      const marked = {
        cells: boardCells(PUZZLE, SOLUTION, marks),
        theme,
        frame: "wrong" as const,
        caption: "legend",
      };
      expect(renderBoard(marked).length).toBeLessThan(40_000);
    }
  });

  it("draws the same bytes for the same request", () => {
    const request = { cells: boardCells(PUZZLE, SOLUTION), caption: "same" };
    expect(renderBoard(request).equals(renderBoard(request))).toBe(true);
  });

  it("draws the same bytes whatever was drawn before (the kept canvas carries nothing over)", () => {
    const plain = { cells: boardCells(PUZZLE), caption: "plain" };
    const uncaptioned = { cells: boardCells(PUZZLE) };
    const first = renderBoard(plain);
    const firstUncaptioned = renderBoard(uncaptioned);
    const busy = blankCells().map(
      (_, i): CellView => ({ digit: (i % 9) + 1, role: "wrong", sign: "conflict" }),
    );
    // Every mark, a dashed frame, the other theme and a caption of the same size: then the plain ones again.
    renderBoard({ cells: busy, theme: "light", frame: "wrong", caption: "everything at once" });
    renderBoard({ cells: busy, theme: "light", frame: "correct" });
    expect(renderBoard(plain).equals(first)).toBe(true);
    expect(renderBoard(uncaptioned).equals(firstUncaptioned)).toBe(true);
  });

  it.each(THEMES)("draws givens and filled digits in their own, different palette colours (%s)", (theme) => {
    const img = decodePng(renderBoard({ cells: boardCells(PUZZLE, SOLUTION), theme }));
    const layout = layoutFor({});
    const colours = PALETTE[theme];
    expect(colourDistance(hexToRgb(colours.given), hexToRgb(colours.filled))).toBeGreaterThan(64);
    for (let i = 0; i < CELL_COUNT; i++) {
      expectColour(dominantInkColour(img, layout, i), PUZZLE[i] !== 0 ? colours.given : colours.filled);
    }
  });

  it.each(THEMES)("draws the user's entries and wrong digits in their palette colours (%s)", (theme) => {
    const cells = blankCells();
    cells[10] = { digit: 4, role: "entry" };
    cells[11] = { digit: 8, role: "wrong" };
    const img = decodePng(renderBoard({ cells, theme }));
    const layout = layoutFor({});
    expectColour(dominantInkColour(img, layout, 10), PALETTE[theme].entry);
    expectColour(dominantInkColour(img, layout, 11), PALETTE[theme].wrong);
  });

  it("draws givens in a heavier weight than filled digits of the same value", () => {
    // Same digit, same colour: only the font weight differs, so the ink area must.
    const cells = blankCells();
    cells[0] = { digit: 8, role: "given" };
    cells[1] = { digit: 8, role: "filled" };
    const img = decodePng(renderBoard({ cells }));
    const layout = layoutFor({});
    const ink = (cell: number) =>
      countInk(
        img,
        layout.gridLeft + cell * layout.cellSize,
        layout.gridTop,
        layout.cellSize,
        layout.cellSize,
      );
    expect(ink(0)).toBeGreaterThan(ink(1) * 1.3);
  });

  it.each(THEMES)("leaves blank cells free of ink and puts ink in every given (%s)", (theme) => {
    const img = decodePng(renderBoard({ cells: boardCells(PUZZLE), theme }));
    const layout = layoutFor({});
    for (let i = 0; i < CELL_COUNT; i++) {
      const ink = dominantInkColour(img, layout, i);
      if (PUZZLE[i] === 0) expect(ink, `cell ${i}`).toBeUndefined();
      else expectColour(ink, PALETTE[theme].given);
    }
  });

  it.each(THEMES)(
    "draws box lines at columns and rows 3 and 6 wider and stronger than cell lines (%s)",
    (theme) => {
      const img = decodePng(renderBoard({ cells: blankCells(), theme }));
      const { gridLeft, gridTop, cellSize } = layoutFor({});
      const colours = PALETTE[theme];
      const background = hexToRgb(colours.background);
      const middle = gridTop + Math.floor(cellSize / 2); // a scan line through the middle of row 1
      const across = (k: number) =>
        lineAt(gridLeft + k * cellSize, (x) => pixelAt(img, x, middle), background);
      const down = (k: number) =>
        lineAt(
          gridTop + k * cellSize,
          (y) => pixelAt(img, gridLeft + Math.floor(cellSize / 2), y),
          background,
        );
      for (const measure of [across, down]) {
        const thin = [measure(1), measure(2), measure(4), measure(8)];
        const thick = [measure(3), measure(6)];
        for (const line of thin) {
          expect(line.width).toBe(1);
          expectColour(line.colour, colours.thinLine);
        }
        for (const line of thick) {
          expect(line.width).toBeGreaterThanOrEqual(3);
          expectColour(line.colour, colours.thickLine);
        }
        const contrast = (hex: string) => colourDistance(hexToRgb(hex), background);
        expect(contrast(colours.thickLine)).toBeGreaterThan(contrast(colours.thinLine));
        // The outer frame is at least as heavy as a box line.
        expect(measure(0).width).toBeGreaterThanOrEqual(thick[0]?.width ?? 0);
        expect(measure(9).width).toBeGreaterThanOrEqual(thick[0]?.width ?? 0);
      }
    },
  );

  it("paints a different background for the light theme than for the dark one", () => {
    const dark = decodePng(renderBoard({ cells: blankCells() }));
    const light = decodePng(renderBoard({ cells: blankCells(), theme: "light" }));
    expectColour(pixelAt(dark, 2, 2), PALETTE.dark.background);
    expectColour(pixelAt(light, 2, 2), PALETTE.light.background);
    expect(colourDistance(pixelAt(dark, 2, 2), pixelAt(light, 2, 2))).toBeGreaterThan(128);
  });

  it.each<CellSign>(["conflict", "differs", "wrong", "changed-given", "hint", "doubtful"])(
    "changes the marked cells' pixels for a %s mark, on a digit and on a blank, and no other cell",
    (mark) => {
      const layout = layoutFor({});
      const plain = decodePng(renderBoard({ cells: boardCells(PUZZLE) }));
      const marked = decodePng(
        renderBoard({
          cells: boardCells(
            PUZZLE,
            undefined,
            new Map([
              [0, mark],
              [2, mark],
            ]),
          ),
        }),
      );
      expect(cellDifference(plain, marked, layout, 0)).toBeGreaterThan(100); // a given 5
      expect(cellDifference(plain, marked, layout, 2)).toBeGreaterThan(100); // a blank
      // Elsewhere at most a shade on anti-aliased edges, from the shared 256-colour palette.
      for (let i = 3; i < CELL_COUNT; i++)
        expect(cellDifference(plain, marked, layout, i)).toBeLessThanOrEqual(SAME);
    },
  );

  it("draws each mark differently from the others, so none depends on its colour alone", () => {
    const layout = layoutFor({});
    const marks: CellSign[] = ["conflict", "differs", "wrong", "changed-given", "hint", "doubtful"];
    const renders = marks.map((mark) => {
      const cells = blankCells();
      cells[0] = { digit: 0, role: "filled", sign: mark };
      return decodePng(renderBoard({ cells }));
    });
    // Compare the shapes: which pixels of the cell differ from the cell's own (possibly tinted) background.
    const shapes = renders.map((img) =>
      inkMask(img, cellBackground(img, layout, 0), layout.gridLeft, layout.gridTop, layout.cellSize),
    );
    for (let a = 0; a < shapes.length; a++) {
      for (let b = a + 1; b < shapes.length; b++) {
        expect(shapes[a], `${marks[a]} vs ${marks[b]}`).not.toEqual(shapes[b]);
      }
    }
  });

  it.each(THEMES)(
    "draws a solid band for a correct frame and a dashed one for a wrong frame (%s)",
    (theme) => {
      const layout = layoutFor({});
      const colours = PALETTE[theme];
      const bandRow = (frame: "correct" | "wrong") => {
        const img = decodePng(renderBoard({ cells: blankCells(), theme, frame }));
        // Find the accent band above the grid: the row between the picture's edge and the frame with
        // the most accent pixels.
        const accent = hexToRgb(frame === "correct" ? colours.frameCorrect : colours.frameWrong);
        let best = 0;
        for (let y = 0; y < layout.gridTop; y++) {
          let n = 0;
          for (let x = layout.gridLeft; x < layout.gridLeft + 9 * layout.cellSize; x++) {
            if (colourDistance(pixelAt(img, x, y), accent) <= SAME) n++;
          }
          best = Math.max(best, n);
        }
        return best / (9 * layout.cellSize);
      };
      const plain = decodePng(renderBoard({ cells: blankCells(), theme }));
      expectColour(pixelAt(plain, layout.width >> 1, 8), colours.background);
      expect(bandRow("correct")).toBe(1);
      expect(bandRow("wrong")).toBeGreaterThan(0.4);
      expect(bandRow("wrong")).toBeLessThan(0.9);
    },
  );

  it("writes the caption in the strip under the grid, and nothing there without one", () => {
    const caption = "bold = given · blue = solved";
    const layout = layoutFor({ caption });
    const img = decodePng(renderBoard({ cells: boardCells(PUZZLE, SOLUTION), caption }));
    const stripTop = layoutFor({}).height;
    const inkInStrip = countInk(img, 0, stripTop, layout.width, layout.height - stripTop);
    expect(inkInStrip).toBeGreaterThan(200);
  });

  it("keeps a very long caption on one line, clear of the picture's edges", () => {
    const caption = "a caption far too long for one line ".repeat(6);
    const layout = layoutFor({ caption });
    const img = decodePng(renderBoard({ cells: blankCells(), caption }));
    const stripTop = layoutFor({}).height;
    const stripHeight = layout.height - stripTop;
    expect(countInk(img, 0, stripTop, layout.width, stripHeight)).toBeGreaterThan(200);
    expect(countInk(img, 0, stripTop, layout.gridLeft / 2, stripHeight)).toBe(0);
    expect(
      countInk(img, layout.width - layout.gridLeft / 2, stripTop, layout.gridLeft / 2, stripHeight),
    ).toBe(0);
  });

  it("rejects a request that is not 81 cells or has a digit outside 0..9", () => {
    expect(() => renderBoard({ cells: blankCells().slice(1) })).toThrow(RangeError);
    const cells = blankCells();
    cells[5] = { digit: 10, role: "filled" };
    expect(() => renderBoard({ cells })).toThrow(RangeError);
  });
});

/** Pixels in a rectangle that differ clearly from the picture's background at (2, 2). */
function countInk(img: DecodedPng, left: number, top: number, width: number, height: number): number {
  const background = pixelAt(img, 2, 2);
  let n = 0;
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) if (colourDistance(pixelAt(img, x, y), background) > 24) n++;
  }
  return n;
}

/** The pixels of a square that differ from `background`, as a string of 0s and 1s. */
function inkMask(img: DecodedPng, background: Rgb, left: number, top: number, size: number): string {
  let mask = "";
  for (let y = top + 2; y < top + size - 2; y++) {
    for (let x = left + 2; x < left + size - 2; x++)
      mask += colourDistance(pixelAt(img, x, y), background) > 24 ? 1 : 0;
  }
  return mask;
}

/**
 * The grid line crossing a scan line near `at`: how many consecutive pixels around `at` are not
 * background, and the colour at `at`.
 */
function lineAt(
  at: number,
  read: (position: number) => Rgb,
  background: Rgb,
): { width: number; colour: Rgb } {
  const isLine = (p: number) => colourDistance(read(p), background) > 4;
  let from = at;
  let to = at;
  while (isLine(from - 1) && at - from < 8) from--;
  while (isLine(to + 1) && to - at < 8) to++;
  return { width: isLine(at) ? to - from + 1 : 0, colour: read(at) };
}
