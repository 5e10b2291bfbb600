import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { type DigitModel, shippedModel } from "../../../../src/core/vision/digits/classify.js";
import {
  CLOSE_SHARE,
  findTurns,
  type Turns,
  turnCells,
  turnPatchBack,
  uprightCell,
} from "../../../../src/core/vision/locate/orientation.js";
import { type CellSample, PATCH_SIZE } from "../../../../src/core/vision/types.js";
import { extractSample } from "../../../../src/train/digits/cell-sample.js";

const fontDir = fileURLToPath(new URL("../../../../assets/fonts/", import.meta.url));
GlobalFonts.registerFromPath(`${fontDir}Inter-Bold.otf`, "orientation-test-inter");

/** An upright printed cell holding `digit`, through the extraction's cell normalization. */
function uprightSample(digit: number, cell: number): CellSample {
  const side = 64;
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = "#111";
  ctx.font = '34px "orientation-test-inter"';
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(digit), side / 2, side / 2 + 1);
  const picture = { width: side, height: side, data: ctx.getImageData(0, 0, side, side).data };
  return { ...extractSample({ picture, margin: 8, inverted: false }), cell };
}

describe("turnPatchBack", () => {
  it("turns a patch a quarter counter-clockwise: the top-right pixel goes to the top-left", () => {
    const patch = Float32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]); // 3×3, row-major
    expect(Array.from(turnPatchBack(patch, 1, 3))).toEqual([3, 6, 9, 2, 5, 8, 1, 4, 7]);
    expect(Array.from(turnPatchBack(patch, 4, 3))).toEqual(Array.from(patch));
    expect(Array.from(turnPatchBack(turnPatchBack(patch, 1, 3), 3, 3))).toEqual(Array.from(patch));
  });
});

describe("uprightCell", () => {
  it("moves cells back from a board turned clockwise, twice and three times", () => {
    expect(uprightCell(8, 1)).toBe(0); // top-right shows the top-left
    expect(uprightCell(80, 2)).toBe(0); // upside down: bottom-right shows the top-left
    expect(uprightCell(72, 3)).toBe(0); // turned counter-clockwise: bottom-left shows the top-left
    expect(uprightCell(40, 1)).toBe(40); // the centre stays
    for (const turns of [0, 1, 2, 3] as Turns[]) {
      const moved = new Set(Array.from({ length: 81 }, (_, cell) => uprightCell(cell, turns)));
      expect(moved.size).toBe(81);
    }
  });
});

describe("findTurns", () => {
  const upright = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit, i) => uprightSample(digit, i * 9));

  for (const turns of [0, 1, 2, 3] as Turns[]) {
    it(`finds a board turned ${turns} quarter turn(s) clockwise`, () => {
      // Turning clockwise `turns` times = turning back 4 − turns times.
      const turned = upright.map((c) => ({ ...c, patch: turnPatchBack(c.patch, 4 - turns) }));
      expect(findTurns(turned).turns).toBe(turns);
    });
  }

  it("says upright when no cell has ink, and makes no close call", () => {
    const found = findTurns(upright.map((c) => ({ ...c, ink: false })));
    expect(found.turns).toBe(0);
    expect(found.rival).toBeNull();
  });

  it("makes no close call on a board of the nine digits, upright or upside down", () => {
    expect(findTurns(upright).rival).toBeNull();
    const upsideDown = upright.map((c) => ({ ...c, patch: turnPatchBack(c.patch, 2) }));
    expect(findTurns(upsideDown)).toMatchObject({ turns: 2, rival: null });
  });

  it("makes a close call on a board of 8s, which read alike upside down, naming the half turn as rival", () => {
    const eights = [0, 10, 20, 30, 40, 50, 60, 70, 80].map((cell) => uprightSample(8, cell));
    const found = findTurns(eights);
    expect(found.rival).not.toBeNull();
    expect(((found.rival as number) - found.turns + 4) % 4).toBe(2);
  });
});

/** findTurns reading every cell in every turn (as it did before it stopped early), and its count of reads. */
function everyTurnRead(cells: readonly CellSample[]): { turns: Turns; rival: Turns | null; reads: number } {
  const model = shippedModel();
  const inked = cells.filter((c) => c.ink).slice(0, 16);
  const sureness = ([0, 1, 2, 3] as const).map((turns) => {
    let sum = 0;
    for (const c of inked) {
      const patch = turns === 0 ? c.patch : turnPatchBack(c.patch, turns);
      sum += Math.log(Math.max(model.classify(patch, c.features).confidence, 1e-6));
    }
    return sum / inked.length;
  });
  const [turns, second] = ([0, 1, 2, 3] as Turns[]).sort(
    (a, b) => (sureness[b] as number) - (sureness[a] as number),
  ) as [Turns, Turns];
  const close = -(sureness[turns] as number) > CLOSE_SHARE * -(sureness[second] as number);
  return { turns, rival: close ? second : null, reads: 4 * inked.length };
}

describe("findTurns stopping early", () => {
  /** The shipped model, counting its reads. */
  const counting = (): DigitModel & { reads: number } => {
    const model = shippedModel();
    const counted = {
      note: model.note,
      reads: 0,
      classify: (patch: Float32Array, features: CellSample["features"]) => {
        counted.reads++;
        return model.classify(patch, features);
      },
    };
    return counted;
  };
  const upright = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit, i) => uprightSample(digit, i * 9));
  const eights = [0, 10, 20, 30, 40, 50, 60, 70, 80].map((cell) => uprightSample(8, cell));

  for (const turns of [0, 1, 2, 3] as Turns[]) {
    it(`calls a board turned ${turns} time(s) as reading every cell in every turn does, in no more reads`, () => {
      const turned = upright.map((c) => ({ ...c, patch: turnPatchBack(c.patch, 4 - turns) }));
      const model = counting();
      const found = findTurns(turned, model);
      const every = everyTurnRead(turned);
      expect({ turns: found.turns, rival: found.rival }).toEqual({ turns: every.turns, rival: every.rival });
      // Upright or upside down (read first), the quarter turns stop early; a board turned a quarter
      // is read whole in its own turn and its opposite, as the two first read are both poor.
      if (turns % 2 === 0) expect(model.reads).toBeLessThan(every.reads);
      else expect(model.reads).toBeLessThanOrEqual(every.reads);
    });
  }

  it("reads both turns of a close call whole: the board of 8s names the same rival", () => {
    const found = findTurns(eights, counting());
    const every = everyTurnRead(eights);
    expect({ turns: found.turns, rival: found.rival }).toEqual({ turns: every.turns, rival: every.rival });
  });
});

describe("turnCells", () => {
  /** 81 cells, the inked ones holding a patch that tells them apart and is not symmetric. */
  const board = Array.from({ length: 81 }, (_, cell): CellSample => {
    const patch = new Float32Array(PATCH_SIZE * PATCH_SIZE);
    patch[cell % patch.length] = 1; // one lit pixel, placed by the cell
    return { ...uprightSample(1, cell), cell, ink: cell % 3 === 0, patch };
  });

  it("moves each cell to where it belongs and turns its patch back", () => {
    const turned = turnCells(board, 1);
    for (const c of board) {
      const moved = turned[uprightCell(c.cell, 1)] as CellSample;
      expect(moved.cell).toBe(uprightCell(c.cell, 1));
      expect(Array.from(moved.patch)).toEqual(Array.from(c.ink ? turnPatchBack(c.patch, 1) : c.patch));
    }
  });

  it("turns a blank cell's mark and lifted digit back with it", () => {
    const inked = board[3] as CellSample;
    const blank = { ...(board[4] as CellSample), mark: { patch: inked.patch, features: inked.features } };
    const dim = { ...blank, lifted: { patch: inked.patch, features: inked.features } };
    const turned = turnCells([...board.slice(0, 4), dim, ...board.slice(5)], 1)[uprightCell(4, 1)];
    expect(Array.from(turned?.mark?.patch ?? [])).toEqual(Array.from(turnPatchBack(inked.patch, 1)));
    expect(Array.from(turned?.lifted?.patch ?? [])).toEqual(Array.from(turnPatchBack(inked.patch, 1)));
  });

  it("undoes a half turn with another, and leaves an upright board as it is", () => {
    const back = turnCells(turnCells(board, 2), 2);
    expect(back.map((c) => [c.cell, Array.from(c.patch)])).toEqual(
      board.map((c) => [c.cell, Array.from(c.patch)]),
    );
    expect(turnCells(board, 0)).toBe(board);
  });
});
