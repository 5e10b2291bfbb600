import { ComponentType, MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBoard } from "../../src/core/board.js";
import { type Layout, layoutFor, PALETTE } from "../../src/core/render/index.js";
import { type Answer, flagsOf, type Harness, startHarness } from "../bot/harness.js";
import {
  CONFLICT,
  EASY,
  EASY_NEWLINES_AS_SPACES,
  EASY_NINE_LINES,
  EASY_SOLUTION,
  EIGHTY_CELLS,
  NO_SOLUTION,
  TWO_SOLUTIONS,
} from "../bot/puzzles.js";
import type { InteractionReply } from "../support/fake-discord.js";
import {
  cellBackground,
  colourDistance,
  type DecodedPng,
  decodePng,
  dominantInkColour,
  hexToRgb,
  pixelAt,
} from "../support/png.js";

const STRING = 3;
const BOOLEAN = 5;
const EPHEMERAL = MessageFlags.Ephemeral;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const COLOURS = PALETTE.dark;
/** True when the colour is within a few steps of `hex` in every channel. */
const near = (colour: { r: number; g: number; b: number } | undefined, hex: string) =>
  colour !== undefined && colourDistance(colour, hexToRgb(hex)) <= 8;

/** How many pixels of a cell are (nearly) the colour `hex`. */
function pixelsOfColour(img: DecodedPng, layout: Layout, cell: number, hex: string): number {
  const left = layout.gridLeft + (cell % 9) * layout.cellSize;
  const top = layout.gridTop + Math.floor(cell / 9) * layout.cellSize;
  let n = 0;
  for (let y = top; y < top + layout.cellSize; y++) {
    for (let x = left; x < left + layout.cellSize; x++) if (near(pixelAt(img, x, y), hex)) n++;
  }
  return n;
}

/** First-response times seen in this file, printed at the end for the report. */
const latencies: number[] = [];

/** Every interaction here must get its first response well inside Discord's 3-second window. */
function expectPrompt(answer: Answer): void {
  latencies.push(answer.firstResponseMs);
  expect(answer.firstResponseMs).toBeLessThan(1500);
}

describe("/sudoku solve (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `first-response ms over ${sorted.length} interactions: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)}, max ${sorted.at(-1)?.toFixed(1)}`,
    );
  });

  const solve = (options: Record<string, unknown> = {}) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "solve",
      options: Object.entries(options).map(([name, value]) => ({
        name,
        type: typeof value === "boolean" ? BOOLEAN : STRING,
        value,
      })),
    });

  /** The one PNG of a one-file reply. */
  function onlyPng(reply: InteractionReply): Buffer {
    expect(reply.files).toHaveLength(1);
    const data = reply.files[0]?.data as Buffer;
    expect(data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    return data;
  }

  it("answers an 81-character board with a multipart reply: a PNG of the solution and the summary line", async () => {
    const answer = await h.ask(solve({ board: EASY }));
    expectPrompt(answer);
    expect(answer.replies).toHaveLength(1);
    const reply = answer.first;
    expect(reply.kind).toBe("callback");
    expect(reply.type).toBe(4);
    expect(reply.request.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(reply.data.content).toMatch(
      /^Unique solution · Easy \(Naked Single\) · 30 givens · solved in .+ ms$/,
    );
    expect(flagsOf(reply) & EPHEMERAL).toBe(0);
    expect(reply.data.allowed_mentions).toEqual({ parse: [] });
    expect(reply.files[0]?.name).toBe("sudoku-solution.png");
    // Alt text travels in payload_json's attachments, matched to the file part by id.
    expect(reply.data.attachments?.[0]).toMatchObject({
      id: "0",
      description: expect.stringMatching(/solved Sudoku/i),
    });
    expect(reply.files[0]?.field).toBe("files[0]");
    const layout = layoutFor({});
    const img = decodePng(onlyPng(reply));
    expect({ width: img.width, height: img.height }).toEqual({ width: layout.width, height: layout.height });
    // Givens (r1c1 = 5, r1c2 = 3) in the given colour, solved cells (r1c3 = 4, r9c1 = 3) in the filled colour.
    for (const cell of [0, 1, 80])
      expect(near(dominantInkColour(img, layout, cell), COLOURS.given)).toBe(true);
    for (const cell of [2, 72]) expect(near(dominantInkColour(img, layout, cell), COLOURS.filled)).toBe(true);
    expect(near(cellBackground(img, layout, 2), COLOURS.background)).toBe(true);
  });

  it("answers the 9-line and the newlines-as-spaces forms with the very same image", async () => {
    const reference = onlyPng((await h.ask(solve({ board: EASY }))).first);
    for (const board of [EASY_NINE_LINES, EASY_NEWLINES_AS_SPACES]) {
      const answer = await h.ask(solve({ board }));
      expectPrompt(answer);
      expect(answer.first.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
      expect(onlyPng(answer.first).equals(reference)).toBe(true);
    }
  });

  it("answers unreadable input privately with ❌, the problem and the accepted formats", async () => {
    const answer = await h.ask(solve({ board: EIGHTY_CELLS }));
    expectPrompt(answer);
    expect(answer.first.type).toBe(4);
    expect(flagsOf(answer.first) & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toMatch(
      /^❌ I couldn't read a Sudoku board: found 80 cells, a board has 81\./,
    );
    expect(answer.first.data.content).toContain("81 characters on one line");
  });

  it("draws conflicting givens with the conflict explained, privately", async () => {
    const answer = await h.ask(solve({ board: CONFLICT }));
    expectPrompt(answer);
    expect(flagsOf(answer.first) & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.first.data.content).toContain("row 1 has two 5s (columns 1 and 2)");
    expect(answer.first.files[0]?.name).toBe("sudoku-conflict.png");
    // The puzzle is drawn as given: the two 5s tinted as a conflict, other givens plain, blanks empty.
    const img = decodePng(onlyPng(answer.first));
    const layout = layoutFor({ caption: "x" });
    for (const cell of [0, 1])
      expect(near(cellBackground(img, layout, cell), COLOURS.conflictFill)).toBe(true);
    expect(near(cellBackground(img, layout, 4), COLOURS.background)).toBe(true);
    expect(near(dominantInkColour(img, layout, 4), COLOURS.given)).toBe(true);
    expect(dominantInkColour(img, layout, 2)).toBeUndefined();
  });

  it("labels a puzzle with two solutions as not unique and says how many cells differ", async () => {
    const answer = await h.ask(solve({ board: TWO_SOLUTIONS }));
    expectPrompt(answer);
    expect(answer.first.data.content).toMatch(
      /^Not unique: .*4 cells differ in another \(r1c4, r1c5, r4c4 and r4c5\)/,
    );
    expect(answer.first.files[0]?.name).toBe("sudoku-one-solution.png");
    const img = decodePng(onlyPng(answer.first));
    const layout = layoutFor({ caption: "x" });
    expect(img.height).toBe(layout.height);
    // Exactly the four cells of the rectangle carry the "differs" mark colour.
    const marked = Array.from({ length: 81 }, (_, cell) => cell).filter(
      (cell) => pixelsOfColour(img, layout, cell, COLOURS.differs) > 20,
    );
    expect(marked).toEqual([3, 4, 30, 31]);
  });

  it("says when a consistent puzzle has no solution", async () => {
    const answer = await h.ask(solve({ board: NO_SOLUTION }));
    expectPrompt(answer);
    expect(answer.first.data.content).toMatch(/^No solution: no row, column or box repeats a digit/);
    expect(answer.first.files[0]?.name).toBe("sudoku-no-solution.png");
  });

  it("attaches the solution as SPOILER_ when spoiler is true", async () => {
    const answer = await h.ask(solve({ board: EASY, spoiler: true }));
    expectPrompt(answer);
    expect(answer.first.files[0]?.name).toBe("SPOILER_sudoku-solution.png");
  });

  it("answers with flags 64 (ephemeral) when private is true", async () => {
    const answer = await h.ask(solve({ board: EASY, private: true }));
    expectPrompt(answer);
    expect(flagsOf(answer.first)).toBe(EPHEMERAL);
    onlyPng(answer.first);
  });

  it("opens a modal first when no board is given, and answers its submit the same way", async () => {
    const opened = await h.ask(solve({ spoiler: true, private: true }));
    expectPrompt(opened);
    expect(opened.replies).toHaveLength(1);
    expect(opened.first.type).toBe(9);
    const modal = opened.first.data;
    expect(modal.custom_id).toBe("sudoku:solve:spoiler,private");
    expect(modal.components).toHaveLength(1);
    expect(modal.components[0]).toMatchObject({
      type: ComponentType.Label,
      component: { type: ComponentType.TextInput, custom_id: "board", style: 2, max_length: 4000 },
    });

    const submitted = await h.ask(
      h.fake.modalSubmit({ customId: modal.custom_id, fields: { board: EASY_NINE_LINES } }),
    );
    expectPrompt(submitted);
    expect(submitted.first.type).toBe(4);
    expect(submitted.first.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
    expect(flagsOf(submitted.first)).toBe(EPHEMERAL);
    expect(submitted.first.files[0]?.name).toBe("SPOILER_sudoku-solution.png");
  });

  it("reads a modal submit in the classic action-row shape too", async () => {
    const submitted = await h.ask(
      h.fake.modalSubmit({ customId: "sudoku:solve:", fields: { board: EASY }, shape: "action-row" }),
    );
    expect(submitted.first.data.content).toMatch(/^Unique solution/);
    expect(flagsOf(submitted.first) & EPHEMERAL).toBe(0);
  });

  it("treats a board of only spaces like no board: it opens the modal", async () => {
    const opened = await h.ask(solve({ board: "   " }));
    expect(opened.first.type).toBe(9);
  });

  it("answers with a text grid when the bot lacks Attach Files in the channel", async () => {
    const noAttach = h.fake.chatInput({
      name: "sudoku",
      subcommand: "solve",
      options: [{ name: "board", type: STRING, value: EASY }],
      appPermissions: "3072", // View Channel + Send Messages, no Attach Files
    });
    const answer = await h.ask(noAttach);
    expectPrompt(answer);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
    expect(answer.first.data.content).toContain(
      `\`\`\`text\n${formatBoard(Uint8Array.from(EASY_SOLUTION, Number), "grid")}\n\`\`\``,
    );
  });
});
