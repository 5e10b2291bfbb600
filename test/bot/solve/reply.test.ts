import { describe, expect, it } from "vitest";
import { MAX_CONTENT_LENGTH } from "../../../src/bot/shared/board-reply.js";
import { buildSolveReply, type SolveReplyOptions } from "../../../src/bot/solve/reply.js";
import { reportSolve } from "../../../src/core/answer/solve-report.js";
import { formatBoard } from "../../../src/core/board.js";
import { parseBoard } from "../../../src/core/read/index.js";
import { boardCells, type CellSign, layoutFor, renderBoard } from "../../../src/core/render/index.js";
import { en } from "../../../src/messages/en.js";
import {
  CONFLICT,
  EASY,
  EASY_IN_A_MESSAGE,
  EASY_NEWLINES_AS_SPACES,
  EASY_NINE_LINES,
  EASY_SOLUTION,
  EIGHTY_CELLS,
  NO_SOLUTION,
  TWO_SOLUTIONS,
} from "../puzzles.js";

const ACCEPTED_FORMATS = en.acceptedFormats;
/** The bot's reply to a pasted text: read, reported, then built (as answerSolve does). */
const solveText = (text: string, options?: SolveReplyOptions) =>
  buildSolveReply(reportSolve(parseBoard(text)), options);
const CONFLICT_CAPTION = "Marked cells repeat a digit";
const MULTIPLE_CAPTION = "Not unique: marked cells differ in another solution";
const board = (line: string) => Uint8Array.from(line, Number);
const gridOf = (line: string) => formatBoard(board(line), "grid");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("buildSolveReply", () => {
  it("answers a unique puzzle with one PNG and the one-line summary, publicly", () => {
    const reply = solveText(EASY);
    expect(reply.outcome).toBe("unique");
    expect(reply.content).toMatch(/^Unique solution · 30 givens · solved in (<0\.1|\d+(\.\d)?) ms$/);
    expect(reply.ephemeral).toBe(false);
    expect(reply.files).toHaveLength(1);
    const file = reply.files[0];
    expect(file?.name).toBe("sudoku-solution.png");
    expect(file?.description.length).toBeGreaterThan(10);
    expect(file?.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const layout = layoutFor({});
    expect(pngSize(file?.data as Buffer)).toEqual({ width: layout.width, height: layout.height });
    expect(reply.textOnly).toBe(`${reply.content}\n\`\`\`text\n${gridOf(EASY_SOLUTION)}\n\`\`\``);
  });

  it("draws the same image for the 81-character, 9-line, flattened and chatty forms of one puzzle", () => {
    const png = solveText(EASY).files[0]?.data;
    for (const text of [EASY_NINE_LINES, EASY_NEWLINES_AS_SPACES, EASY_IN_A_MESSAGE]) {
      const reply = solveText(text);
      expect(reply.outcome).toBe("unique");
      expect(reply.files[0]?.data.equals(png as Buffer)).toBe(true);
    }
  });

  it("names the file SPOILER_… and wraps the text grid in spoiler bars when asked", () => {
    const reply = solveText(EASY, { spoiler: true });
    expect(reply.files[0]?.name).toBe("SPOILER_sudoku-solution.png");
    expect(reply.textOnly).toContain(`||\`\`\`text\n${gridOf(EASY_SOLUTION)}\n\`\`\`||`);
  });

  it("is ephemeral when private is asked", () => {
    expect(solveText(EASY, { private: true }).ephemeral).toBe(true);
  });

  it("draws a text grid instead of a PNG when files cannot be attached", () => {
    const reply = solveText(EASY, { attachFiles: false });
    expect(reply.files).toEqual([]);
    expect(reply.content).toBe(reply.textOnly);
    expect(reply.content).toContain(gridOf(EASY_SOLUTION));
  });

  it("labels a puzzle with two solutions as not unique and names the cells that differ", () => {
    const reply = solveText(TWO_SOLUTIONS);
    expect(reply.outcome).toBe("multiple");
    expect(reply.content).toMatch(
      /^Not unique: this puzzle has more than one solution\. One is shown; 4 cells differ in another \(r1c4, r1c5, r4c4 and r4c5\) · 77 givens · solved in /,
    );
    expect(reply.files[0]?.name).toBe("sudoku-one-solution.png");
    // A caption explains the marks, so the image is taller than an unmarked one.
    expect(pngSize(reply.files[0]?.data as Buffer).height).toBe(layoutFor({ caption: "x" }).height);
    expect(reply.ephemeral).toBe(false);
    // The drawn solution is one of the two, with exactly the four rectangle cells marked "differs".
    const marks = new Map<number, CellSign>([3, 4, 30, 31].map((cell) => [cell, "differs"]));
    // 6 and 7 swap places in the rectangle (13 - 6 = 7, 13 - 7 = 6).
    const swapped = [...EASY_SOLUTION]
      .map((d, i) => ([3, 4, 30, 31].includes(i) ? String(13 - Number(d)) : d))
      .join("");
    expect(swapped).not.toBe(EASY_SOLUTION);
    const drawn = [EASY_SOLUTION, swapped].map((solution) =>
      renderBoard({
        cells: boardCells(board(TWO_SOLUTIONS), board(solution), marks),
        caption: MULTIPLE_CAPTION,
      }),
    );
    expect(drawn.some((png) => png.equals(reply.files[0]?.data as Buffer))).toBe(true);
  });

  it("says a consistent puzzle has no solution although no unit repeats a digit", () => {
    const reply = solveText(NO_SOLUTION);
    expect(reply.outcome).toBe("none");
    expect(reply.content).toMatch(
      /^No solution: no row, column or box repeats a digit, but these 9 givens cannot all be completed/,
    );
    expect(reply.files[0]?.name).toBe("sudoku-no-solution.png");
    expect(reply.textOnly).toContain(gridOf(NO_SOLUTION));
  });

  it("never spoilers a puzzle without a solution", () => {
    expect(solveText(NO_SOLUTION, { spoiler: true }).files[0]?.name).toBe("sudoku-no-solution.png");
  });

  it("draws conflicting givens marked, explains them, and answers privately", () => {
    const reply = solveText(CONFLICT);
    expect(reply.outcome).toBe("conflict");
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      "❌ No solution: the givens break the rules:\n- row 1 has two 5s (columns 1 and 2)\n" +
        "- box 1 (top-left) has two 5s (r1c1 and r1c2)",
    );
    expect(reply.files[0]?.name).toBe("sudoku-conflict.png");
    // Exactly the two 5s are marked: the image equals a render of the puzzle with those two cells marked.
    const marks = new Map<number, CellSign>([
      [0, "conflict"],
      [1, "conflict"],
    ]);
    const expected = renderBoard({
      cells: boardCells(board(CONFLICT), undefined, marks),
      caption: CONFLICT_CAPTION,
    });
    expect(reply.files[0]?.data.equals(expected)).toBe(true);
    const unmarked = renderBoard({ cells: boardCells(board(CONFLICT)), caption: CONFLICT_CAPTION });
    expect(reply.files[0]?.data.equals(unmarked)).toBe(false);
  });

  it("answers unreadable input privately with ❌, the problem and the accepted formats, without a file", () => {
    const reply = solveText(EIGHTY_CELLS);
    expect(reply.outcome).toBe("invalid");
    expect(reply.ephemeral).toBe(true);
    expect(reply.files).toEqual([]);
    expect(reply.content).toBe(
      `❌ I couldn't read a Sudoku board: found 80 cells, a board has 81.\n\n${ACCEPTED_FORMATS}`,
    );
  });

  it("answers chatter and empty input as invalid", () => {
    expect(solveText("hello, is this the sudoku bot?").content).toMatch(
      /^❌ I couldn't read a Sudoku board: no Sudoku board found in this text\./,
    );
    expect(solveText("   ").outcome).toBe("invalid");
  });

  it("keeps every answer within Discord's 2000 characters, even for huge pastes", () => {
    const inputs = ["x".repeat(7000), `${"1 2 3 x y z\n".repeat(500)}`, EASY.repeat(70), "5".repeat(81)];
    for (const text of inputs) {
      const reply = solveText(text);
      expect(reply.content.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH);
      expect(reply.textOnly.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH);
    }
  });
});
