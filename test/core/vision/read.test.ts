import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { boardCells, renderBoard } from "../../../src/core/render/index.js";
import { solve } from "../../../src/core/solver.js";
import { extractBoard } from "../../../src/core/vision/extract.js";
import { turnCells } from "../../../src/core/vision/locate/orientation.js";
import { decodePicture } from "../../../src/core/vision/picture/decode.js";
import {
  DOUBTFUL_BELOW,
  decideWay,
  eachCell,
  readImage,
  type WayRead,
} from "../../../src/core/vision/read.js";
import type { CellClassification, ClassifyCell, InkFeatures } from "../../../src/core/vision/types.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const toBoard = (line: string): Uint8Array => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));
const toLine = (board: Uint8Array): string => Array.from(board, (d) => (d === 0 ? "." : String(d))).join("");
const puzzle = toBoard(PUZZLE);
const solved = solve(puzzle);
if (solved.status !== "unique") throw new Error("fixture puzzle is not unique");
const solution = solved.solution;

/**
 * A test-only classifier (the real one is the trained model): nearest template among patches cut from
 * our own renders of the solved board, printed or handwritten by ink saturation (the render draws the
 * givens white or black and the solved digits in colour). Confidence falls as the match gets worse.
 */
async function templateClassifier(): Promise<ClassifyCell> {
  const templates: { digit: number; patch: Float32Array }[] = [];
  for (const theme of ["dark", "light"] as const) {
    const decoded = await decodePicture(renderBoard({ cells: boardCells(puzzle, solution), theme }));
    if (!decoded.ok) throw new Error("render did not decode");
    const board = extractBoard(decoded.picture);
    if (board === null) throw new Error("render not found");
    templates.push(...board.cells.map((cell) => ({ digit: solution[cell.cell], patch: cell.patch })));
  }
  return (patch: Float32Array, features: InkFeatures): CellClassification => {
    let best = { digit: 0, distance: Infinity };
    for (const t of templates) {
      let d = 0;
      for (let k = 0; k < patch.length; k++) d += (patch[k] - t.patch[k]) ** 2;
      if (d < best.distance) best = { digit: t.digit, distance: d };
    }
    return {
      digit: best.digit,
      kind: features.saturation > 0.3 ? "handwritten" : "printed",
      confidence: Math.max(0, 1 - best.distance / 150),
      kindConfidence: 1,
    };
  };
}

const png = (request: Parameters<typeof renderBoard>[0]): Buffer => renderBoard(request);

describe("readImage", async () => {
  const classify = await templateClassifier();
  /** The classifier above, calling every digit printed, surely. */
  const allPrinted: ClassifyCell = (patch, features) => ({
    ...classify(patch, features),
    kind: "printed",
    kindConfidence: 1,
  });

  it("reads a light render of a puzzle: every given, nothing handwritten, status read", async () => {
    const read = await readImage(png({ cells: boardCells(puzzle), theme: "light" }), {
      classifyBoard: eachCell(classify),
    });
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.puzzle)).toBe(PUZZLE);
    expect(toLine(read.handwritten)).toBe(".".repeat(81));
    expect(read.doubtful.map((c) => [c, read.confidence[c]])).toEqual([]);
    expect(read.status).toBe("read");
  });

  it("separates the printed givens from the coloured entries of a solved board", async () => {
    const read = await readImage(png({ cells: boardCells(puzzle, solution), theme: "light" }), {
      classifyBoard: eachCell(classify),
    });
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.puzzle)).toBe(PUZZLE);
    expect(toLine(read.grid)).toBe(toLine(solution));
    expect(read.handwritten.every((d, i) => (d !== 0) === (puzzle[i] === 0))).toBe(true);
  });

  it("is unsure of a board whose digits repeat, and names the cells", async () => {
    const broken = puzzle.slice();
    broken[2] = 5; // row 1 now has two 5s (columns 1 and 3)
    const read = await readImage(png({ cells: boardCells(broken), theme: "light" }), {
      classifyBoard: eachCell(classify),
    });
    expect(read.status).toBe("unsure");
    if (read.status !== "unsure") return;
    expect(read.breaks).toEqual(["repeated-digit"]);
    expect(read.doubtful).toEqual(expect.arrayContaining([0, 2]));
  });

  it("doubts every cell of a read that breaks the rules with at least half of its digits doubtful, and only those below half", async () => {
    const broken = puzzle.slice();
    broken[2] = 5; // row 1 now has two 5s (columns 1 and 3)
    const digits = [...broken.keys()].filter((cell) => broken[cell] !== 0);
    const picture = png({ cells: boardCells(broken), theme: "light" });
    const hesitantOn = (count: number) => (cells: Parameters<ReturnType<typeof eachCell>>[0]) =>
      eachCell(classify)(cells).map((result, index) => {
        const doubted = digits.slice(0, count).includes(cells[index]?.cell ?? -1);
        return result === null ? null : { ...result, confidence: doubted ? 0.5 : 1 };
      });
    const half = Math.ceil(digits.length / 2);
    const hopeless = await readImage(picture, { classifyBoard: hesitantOn(half) });
    const fewer = await readImage(picture, { classifyBoard: hesitantOn(half - 3) });
    if (hopeless.status !== "unsure" || fewer.status !== "unsure") throw new Error("expected unsure reads");
    expect(hopeless.breaks).toEqual(["repeated-digit"]);
    expect(hopeless.doubtful).toEqual([...Array(81).keys()]);
    expect(fewer.breaks).toEqual(["repeated-digit"]);
    expect(fewer.doubtful.length).toBeLessThan(half);
    expect(fewer.doubtful).toEqual(expect.arrayContaining([0, 2]));
  });

  /**
   * The template classifier with its 10 probabilities, sure of every cell but `cell`, which it reads as
   * `first` (0.6) with `second` as its runner-up (0.39).
   */
  const hesitatingOn =
    (cell: number, first: number, second: number) => (cells: Parameters<ReturnType<typeof eachCell>>[0]) =>
      eachCell(classify)(cells).map((result, index) => {
        if (result === null) return null;
        const probabilities = new Float32Array(10).fill(1e-6);
        if (cells[index]?.cell !== cell) {
          probabilities[result.digit] = 0.9999;
          return { ...result, confidence: 1, probabilities };
        }
        probabilities[first] = 0.6;
        probabilities[second] = 0.39;
        return { ...result, digit: first, confidence: 0.6, probabilities };
      });

  it("takes a cell read at exactly the doubt threshold as sure, and one just below as doubtful", async () => {
    const given = puzzle.findIndex((d) => d !== 0);
    const sureOf = (confidence: number) => (cells: Parameters<ReturnType<typeof eachCell>>[0]) =>
      eachCell(classify)(cells).map((result, index) =>
        result === null ? null : { ...result, confidence: cells[index]?.cell === given ? confidence : 1 },
      );
    const picture = png({ cells: boardCells(puzzle), theme: "light" });
    const atLine = await readImage(picture, { classifyBoard: sureOf(DOUBTFUL_BELOW) });
    const below = await readImage(picture, { classifyBoard: sureOf(0.89) });
    if (atLine.status !== "read" && atLine.status !== "unsure") throw new Error(atLine.status);
    if (below.status !== "read" && below.status !== "unsure") throw new Error(below.status);
    expect(atLine.doubtful).not.toContain(given);
    expect(atLine.status).toBe("read");
    expect(below.doubtful).toContain(given);
  });

  it("looks again only at a photo's board it read unsure, keeping the first read's doubts", async () => {
    const given = puzzle.findIndex((d) => d !== 0);
    const other = puzzle.findLastIndex((d) => d !== 0);
    const sureOf =
      (confidence: number, doubted = given) =>
      (cells: Parameters<ReturnType<typeof eachCell>>[0]) =>
        eachCell(classify)(cells).map((result, index) =>
          result === null ? null : { ...result, confidence: cells[index]?.cell === doubted ? confidence : 1 },
        );
    const screenshot = png({ cells: boardCells(puzzle), theme: "light" });
    const picture = await photographed(screenshot);
    let looks = 0;
    const lookAgain = (cells: Parameters<ReturnType<typeof eachCell>>[0]) => {
      looks++;
      return sureOf(0.6, other)(cells);
    };
    const sure = await readImage(picture, { classifyBoard: sureOf(1), lookAgain });
    expect(sure.status).toBe("read");
    expect(looks).toBe(0);
    // A screenshot's digits are drawn in the app's font: read once, even when unsure.
    const drawn = await readImage(screenshot, { classifyBoard: sureOf(0.5), lookAgain });
    expect(drawn.status).toBe("unsure");
    expect(looks).toBe(0);
    const unsure = await readImage(picture, { classifyBoard: sureOf(0.5), lookAgain });
    expect(looks).toBe(1);
    if (unsure.status !== "unsure") throw new Error(unsure.status);
    // The second read doubts `other`; the first read's doubt about `given` is kept, at its lower confidence.
    expect(unsure.doubtful).toEqual([given, other].sort((a, b) => a - b));
    expect(unsure.confidence[given]).toBeCloseTo(0.5, 6);
    expect(unsure.confidence[other]).toBeCloseTo(0.6, 6);
  });

  /** The render with paper grain added, so that it is read as a photo (a screenshot is settled by screen.ts). */
  async function photographed(render: Buffer): Promise<Buffer> {
    const image = await loadImage(render);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 16) % 13) - 6;
      for (let c = 0; c < 3; c++) pixels.data[i + c] = Math.min(255, Math.max(0, pixels.data[i + c] + grain));
    }
    context.putImageData(pixels, 0, 0);
    return canvas.toBuffer("image/png");
  }

  it("proposes the runner-up of an unsure cell that repeats a digit, and keeps that cell doubtful", async () => {
    const cell = puzzle.indexOf(0);
    const right = solution[cell];
    const wrong = right === 9 ? 8 : 9;
    // The template classifier reads the solved board right; this one misreads `cell`, with the right
    // digit as its second choice.
    const classifyBoard = hesitatingOn(cell, wrong, right);
    const read = await readImage(
      await photographed(png({ cells: boardCells(puzzle, solution), theme: "light" })),
      {
        classifyBoard,
      },
    );
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.grid)).toBe(toLine(solution));
    expect(read.fitted).toEqual([cell]);
    expect(read.breaks).toEqual([]);
    expect(read.doubtful).toContain(cell);
    expect(read.confidence[cell]).toBeCloseTo(0.39);
    expect(read.status).toBe("unsure");
  });

  it("doubts the kind of every printed digit of a photo read with more printed digits than a puzzle has", async () => {
    const bytes = await photographed(png({ cells: boardCells(puzzle, solution), theme: "light" }));
    // Pen taken for print everywhere: 81 printed digits, which keep the rules (a full grid is its own solution).
    const read = await readImage(bytes, { classifyBoard: eachCell(allPrinted) });
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.puzzle)).toBe(toLine(solution));
    expect(read.breaks).toEqual([]);
    expect(read.status).toBe("unsure");
    expect(read.kindDoubtful).toEqual([...solution.keys()]);
    // Told apart by their ink, the givens alone are printed, and no kind is in doubt.
    const apart = await readImage(bytes, { classifyBoard: eachCell(classify) });
    if (apart.status !== "read" && apart.status !== "unsure") throw new Error(apart.status);
    expect(toLine(apart.puzzle)).toBe(PUZZLE);
    expect(apart.kindDoubtful).toEqual([]);
  });

  it("reads an easy printed puzzle of 45 givens and no handwriting as it is, with no kind in doubt", async () => {
    // The puzzle above with the solution's digits in the first 15 of its blanks: a children's easy puzzle.
    const easy = puzzle.slice();
    let added = 0;
    for (let cell = 0; cell < 81 && added < 15; cell++) {
      if (easy[cell] === 0) [easy[cell], added] = [solution[cell] as number, added + 1];
    }
    const bytes = await photographed(png({ cells: boardCells(easy, easy), theme: "light" }));
    const read = await readImage(bytes, { classifyBoard: eachCell(allPrinted) });
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.puzzle)).toBe(toLine(easy));
    expect(read.kindDoubtful).toEqual([]);
    expect(read.status).toBe("read");
  });

  it("keeps a screenshot's player digit that repeats a given as drawn (a mistake in the entries' colour), unsure", async () => {
    // Row 1 is 53..7....: the player entered a 5 in r1c3 (the solution has 4), drawn blue like every entry.
    const cell = 2;
    const shown = solution.slice();
    shown[cell] = 5;
    // The same classifier as above, hesitating on that cell with the solution's digit as its runner-up,
    // so that fitting the rules would put the solution's digit there.
    const classifyBoard = hesitatingOn(cell, 5, solution[cell] as number);
    const read = await readImage(png({ cells: boardCells(puzzle, shown), theme: "light" }), {
      classifyBoard,
    });
    if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
    expect(toLine(read.grid)).toBe(toLine(shown));
    expect(read.fitted).toEqual([]);
    expect(read.breaks).toEqual(["repeated-digit"]);
    expect(read.doubtful).toEqual(expect.arrayContaining([0, cell]));
    expect(read.status).toBe("unsure");
  });

  it("is unsure when the classifier is not confident, with every doubtful cell named", async () => {
    const hesitant: ClassifyCell = (patch, features) => ({ ...classify(patch, features), confidence: 0.5 });
    const read = await readImage(png({ cells: boardCells(puzzle), theme: "dark" }), {
      classifyBoard: eachCell(hesitant),
    });
    expect(read.status).toBe("unsure");
    if (read.status !== "unsure") return;
    expect(read.doubtful).toEqual([...PUZZLE].flatMap((ch, i) => (ch === "." ? [] : [i])));
  });

  it("returns an error value for bytes that are not a picture", async () => {
    expect(
      await readImage(Buffer.from("53..7....6..195"), { classifyBoard: eachCell(classify) }),
    ).toMatchObject({
      status: "error",
      problem: { kind: "not-an-image" },
    });
  });

  it("finds no board in a blank picture, nor in an empty 9×9 grid (too few digits)", async () => {
    expect(
      await readImage(createCanvas(200, 200).toBuffer("image/png"), { classifyBoard: eachCell(classify) }),
    ).toMatchObject({
      status: "no-board",
      reason: "no-grid",
    });
    const empty = await readImage(png({ cells: boardCells(new Uint8Array(81)), theme: "light" }), {
      classifyBoard: eachCell(classify),
    });
    expect(empty).toMatchObject({ status: "no-board", reason: "too-few-digits" });
  });

  describe("on a close orientation call (the board read both ways up)", async () => {
    const bytes = png({ cells: boardCells(puzzle), theme: "light" });
    const upsideDown = await readImage(bytes, {
      classifyBoard: eachCell(classify),
      upright: (cells) => [turnCells(cells, 2)],
    });

    it("reads the render upside down as a board that breaks the rules (what lets them decide)", () => {
      if (upsideDown.status !== "read" && upsideDown.status !== "unsure") throw new Error(upsideDown.status);
      expect(upsideDown.status).toBe("unsure");
      expect(upsideDown.breaks.length + upsideDown.fitted.length).toBeGreaterThan(0);
    });

    for (const [name, order] of [
      ["the upright way first", [0, 2]],
      ["the upside-down way first", [2, 0]],
    ] as const) {
      it(`GIVEN ${name} THEN the upright read, which keeps the rules, wins, sure`, async () => {
        const read = await readImage(bytes, {
          classifyBoard: eachCell(classify),
          upright: (cells) => order.map((turns) => turnCells(cells, turns)),
        });
        if (read.status !== "read" && read.status !== "unsure") throw new Error(read.status);
        expect(toLine(read.puzzle)).toBe(PUZZLE);
        expect(read.doubtful).toEqual([]);
        expect(read.status).toBe("read");
      });
    }
  });
});

describe("decideWay", () => {
  /** A clean read of `grid` as the puzzle's givens and the rest handwritten. */
  const wayRead = (grid: Uint8Array): WayRead => ({
    status: "read",
    puzzle: grid.map((d, cell) => (puzzle[cell] === 0 ? 0 : d)),
    handwritten: grid.map((d, cell) => (puzzle[cell] === 0 ? d : 0)),
    grid,
    kinds: [...grid].map((_, cell) => (puzzle[cell] === 0 ? "handwritten" : "printed")),
    confidence: new Float32Array(81).fill(1),
    doubtful: [],
    fitted: [],
    kindDoubtful: [],
    breaks: [],
  });
  const right = wayRead(solution);
  // The solution with its 6s and 9s swapped: a Sudoku too, as a turned 6 read as a 9 would give.
  const swapped = wayRead(solution.map((d) => (d === 6 ? 9 : d === 9 ? 6 : d)));
  const broken = {
    ...wayRead(solution),
    status: "unsure" as const,
    doubtful: [0, 1],
    breaks: ["repeated-digit" as const],
  };

  it("takes the way that keeps the rules, first or second", () => {
    expect(decideWay(right, broken)).toBe(right);
    expect(decideWay(broken, right)).toBe(right);
    expect(decideWay(null, right)).toBe(right);
  });

  it("keeps the likelier way when both keep the rules, unsure, doubting every cell the two read differently", () => {
    const decided = decideWay(right, swapped);
    const differing = [...solution].flatMap((d, cell) => (d === 6 || d === 9 ? [cell] : []));
    expect(decided).toEqual({ ...right, status: "unsure", doubtful: differing });
  });

  it("keeps a sure read sure when the other way reads the same digits", () => {
    expect(decideWay(right, wayRead(solution.slice()))).toEqual(right);
  });

  it("keeps the likelier way when neither keeps the rules, adding the differing cells to its doubt", () => {
    const decided = decideWay(broken, { ...swapped, status: "unsure", breaks: ["no-solution"] });
    const differing = [...solution].flatMap((d, cell) => (d === 6 || d === 9 ? [cell] : []));
    expect(decided?.status).toBe("unsure");
    expect(decided?.grid).toBe(broken.grid);
    expect(decided?.doubtful).toEqual([...new Set([0, 1, ...differing])].sort((a, b) => a - b));
  });
});
