import { ComponentType, MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandJSON, loadCommands } from "../../src/bot/command.js";
import { formatBoard } from "../../src/core/board.js";
import { type Layout, layoutFor, PALETTE } from "../../src/core/render/index.js";
import { en } from "../../src/messages/en.js";
import {
  DEAD_END,
  GIVENS_SWAPPED,
  ON_TRACK,
  REPEATED_FIVE,
  TWO_SWAPPED,
  TWO_WRONG_HIDDEN,
} from "../bot/check-puzzles.js";
import { type Answer, flagsOf, type Harness, startHarness } from "../bot/harness.js";
import { CONFLICT, EASY, EASY_NINE_LINES, EASY_SOLUTION, EIGHTY_CELLS } from "../bot/puzzles.js";
import type { InteractionReply } from "../support/fake-discord.js";
import {
  cellBackground,
  colourDistance,
  type DecodedPng,
  decodePng,
  dominantInkColour,
  hexToRgb,
  pixelAt,
  type Rgb,
} from "../support/png.js";

const STRING = 3;
const BOOLEAN = 5;
const EPHEMERAL = MessageFlags.Ephemeral;
const COLOURS = PALETTE.dark;
const ALL_CELLS = Array.from({ length: 81 }, (_, cell) => cell);

/** True when the colour is within a few steps of `hex` in every channel. */
const near = (colour: Rgb | undefined, hex: string) =>
  colour !== undefined && colourDistance(colour, hexToRgb(hex)) <= 8;

/** How many pixels of [x0, x1) × [y0, y1) are (nearly) the colour `hex`. */
function countColour(img: DecodedPng, x0: number, y0: number, x1: number, y1: number, hex: string): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (near(pixelAt(img, x, y), hex)) n++;
  return n;
}

/**
 * True when the cell carries the "wrong" mark: the wrong tint as its background and the cross drawn in
 * its top-right corner (clear of the centred digit, so only the mark puts that colour there).
 */
function hasWrongMark(img: DecodedPng, layout: Layout, cell: number): boolean {
  const left = layout.gridLeft + (cell % 9) * layout.cellSize;
  const top = layout.gridTop + Math.floor(cell / 9) * layout.cellSize;
  const right = left + layout.cellSize;
  const cross = countColour(img, right - 20, top + 3, right - 3, top + 18, COLOURS.wrongMark);
  return near(cellBackground(img, layout, cell), COLOURS.wrongFill) && cross >= 10;
}

/**
 * True when the cell carries the "changed-given" sign: the wrong tint and a filled triangle in its top-left
 * corner (where a wrong entry's cross never is).
 */
function hasChangedGivenSign(img: DecodedPng, layout: Layout, cell: number): boolean {
  const left = layout.gridLeft + (cell % 9) * layout.cellSize;
  const top = layout.gridTop + Math.floor(cell / 9) * layout.cellSize;
  const flag = countColour(img, left + 3, top + 3, left + 24, top + 22, COLOURS.wrongMark);
  return near(cellBackground(img, layout, cell), COLOURS.wrongFill) && flag >= 60;
}

/** True when the cell carries the "conflict" mark: the conflict tint and the ring round the digit. */
function hasConflictMark(img: DecodedPng, layout: Layout, cell: number): boolean {
  const left = layout.gridLeft + (cell % 9) * layout.cellSize;
  const top = layout.gridTop + Math.floor(cell / 9) * layout.cellSize;
  const ring = countColour(img, left, top, left + layout.cellSize, top + layout.cellSize, COLOURS.conflict);
  return near(cellBackground(img, layout, cell), COLOURS.conflictFill) && ring >= 40;
}

/** The cells carrying each mark. */
function marksIn(
  img: DecodedPng,
  layout: Layout,
): { wrong: number[]; changedGiven: number[]; conflict: number[] } {
  return {
    wrong: ALL_CELLS.filter((cell) => hasWrongMark(img, layout, cell)),
    changedGiven: ALL_CELLS.filter((cell) => hasChangedGivenSign(img, layout, cell)),
    conflict: ALL_CELLS.filter((cell) => hasConflictMark(img, layout, cell)),
  };
}

/** Which accent band is drawn round the grid, read along the middle of its left side. */
function frameOf(img: DecodedPng, layout: Layout): "correct" | "wrong" | "none" | "unclear" {
  // The band is 6 px wide, centred 8 px outside the grid's edge.
  const x = layout.gridLeft - 8;
  const y0 = layout.gridTop;
  const y1 = layout.gridTop + 9 * layout.cellSize;
  const span = y1 - y0;
  const correct = countColour(img, x, y0, x + 1, y1, COLOURS.frameCorrect);
  const wrong = countColour(img, x, y0, x + 1, y1, COLOURS.frameWrong);
  if (correct > span * 0.9 && wrong === 0) return "correct";
  // Dashed: plenty of band, with gaps.
  if (wrong > span * 0.4 && wrong < span * 0.9 && correct === 0) return "wrong";
  return correct === 0 && wrong === 0 ? "none" : "unclear";
}

/** The one PNG of a reply, decoded, with the layout its size implies (a caption adds a strip). */
function picture(reply: InteractionReply): { img: DecodedPng; layout: Layout; captioned: boolean } {
  expect(reply.files).toHaveLength(1);
  expect(reply.files[0]?.name).toBe("sudoku-check.png");
  const img = decodePng(reply.files[0]?.data as Buffer);
  const plain = layoutFor({});
  const captioned = layoutFor({ caption: "x" });
  expect([plain.height, captioned.height]).toContain(img.height);
  const withCaption = img.height === captioned.height;
  return { img, layout: withCaption ? captioned : plain, captioned: withCaption };
}

/** Every interaction here must get its first response well inside Discord's 3-second window. */
function expectPrompt(answer: Answer): void {
  expect(answer.firstResponseMs).toBeLessThan(1500);
}

describe("/sudoku check (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const check = (options: Record<string, unknown> = {}, extra: { appPermissions?: string } = {}) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "check",
      options: Object.entries(options).map(([name, value]) => ({
        name,
        type: typeof value === "boolean" ? BOOLEAN : STRING,
        value,
      })),
      ...extra,
    });

  it("answers a correct grid with ✅, privately, and the grid drawn in the correct style", async () => {
    const answer = await h.ask(check({ board: EASY_SOLUTION, puzzle: EASY }));
    expectPrompt(answer);
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.type).toBe(4);
    expect(answer.first.data.content).toBe(
      "✅ Correct: every row, column and box holds 1 to 9 once and every given was kept.",
    );
    expect(flagsOf(answer.first)).toBe(EPHEMERAL);
    expect(answer.first.data.allowed_mentions).toEqual({ parse: [] });
    expect(answer.first.data.attachments?.[0]).toMatchObject({
      description: expect.stringMatching(/checked: correct/),
    });
    const { img, layout, captioned } = picture(answer.first);
    expect(captioned).toBe(false); // nothing marked, nothing to explain
    expect(frameOf(img, layout)).toBe("correct");
    expect(marksIn(img, layout)).toEqual({ wrong: [], changedGiven: [], conflict: [] });
    // Givens (r1c1, r1c2) and the person's entries (r1c3, r9c1) are drawn differently.
    for (const cell of [0, 1]) expect(near(dominantInkColour(img, layout, cell), COLOURS.given)).toBe(true);
    for (const cell of [2, 72]) expect(near(dominantInkColour(img, layout, cell), COLOURS.entry)).toBe(true);
  });

  it("answers publicly when private is false", async () => {
    const answer = await h.ask(check({ board: EASY_SOLUTION, puzzle: EASY, private: false }));
    expect(answer.first.data.content).toMatch(/^✅ Correct/);
    expect(flagsOf(answer.first) & EPHEMERAL).toBe(0);
  });

  it("marks exactly the two wrong cells of a complete grid, in the wrong style, with a caption", async () => {
    const answer = await h.ask(check({ board: TWO_SWAPPED, puzzle: EASY }));
    expectPrompt(answer);
    const content = answer.first.data.content as string;
    expect(content.split("\n")[0]).toBe("❌ Not right yet: 2 cells are wrong.");
    expect(content).toContain("Wrong: r1c3 and r1c4.");
    const { img, layout, captioned } = picture(answer.first);
    expect(captioned).toBe(true);
    expect(frameOf(img, layout)).toBe("wrong");
    // The correct cells that merely share a row, column or box with a mistake carry no mark.
    expect(marksIn(img, layout)).toEqual({ wrong: [2, 3], changedGiven: [], conflict: [] });
    // Wrong entries, right entries and givens: three different inks.
    for (const cell of [2, 3]) expect(near(dominantInkColour(img, layout, cell), COLOURS.wrong)).toBe(true);
    expect(near(dominantInkColour(img, layout, 5), COLOURS.entry)).toBe(true);
    expect(near(dominantInkColour(img, layout, 4), COLOURS.given)).toBe(true);
  });

  it("names a changed given and signs it apart from a wrong entry, and only it", async () => {
    const answer = await h.ask(check({ board: GIVENS_SWAPPED, puzzle: EASY }));
    expectPrompt(answer);
    expect(answer.first.data.content).toMatch(/^❌ Not right yet: 2 cells are wrong\./);
    expect(answer.first.data.content).toContain("The given at r1c1 was 5, the attempt has 3.");
    const { img, layout } = picture(answer.first);
    expect(marksIn(img, layout)).toEqual({ wrong: [], changedGiven: [0, 1], conflict: [] });
  });

  it("says a partial grid is still solvable, and draws it unmarked with entries apart from givens", async () => {
    const answer = await h.ask(check({ board: ON_TRACK, puzzle: EASY }));
    expectPrompt(answer);
    expect(answer.first.data.content).toBe(
      "👍 On track: still solvable, 2 entries so far.\nNone of your entries contradicts the solution.",
    );
    const { img, layout, captioned } = picture(answer.first);
    expect(captioned).toBe(false);
    expect(frameOf(img, layout)).toBe("none");
    expect(marksIn(img, layout)).toEqual({ wrong: [], changedGiven: [], conflict: [] });
    for (const cell of [2, 3]) expect(near(dominantInkColour(img, layout, cell), COLOURS.entry)).toBe(true);
    expect(near(dominantInkColour(img, layout, 0), COLOURS.given)).toBe(true);
    expect(dominantInkColour(img, layout, 5)).toBeUndefined(); // still blank
  });

  it("says a partial grid with no completion is a dead end", async () => {
    const answer = await h.ask(check({ board: DEAD_END }));
    expectPrompt(answer);
    expect(answer.first.data.content).toBe("❌ Dead end: no solution from here.");
    const { img, layout } = picture(answer.first);
    expect(marksIn(img, layout)).toEqual({ wrong: [], changedGiven: [], conflict: [] });
  });

  it("marks repeated digits with the ring and names them", async () => {
    const answer = await h.ask(check({ board: REPEATED_FIVE }));
    expectPrompt(answer);
    const content = answer.first.data.content as string;
    expect(content.split("\n")[0]).toBe("❌ Dead end: no solution from here.");
    expect(content).toContain("Row 1 has two 5s (columns 1 and 3).");
    const { img, layout, captioned } = picture(answer.first);
    expect(captioned).toBe(true);
    expect(marksIn(img, layout)).toEqual({ wrong: [], changedGiven: [], conflict: [0, 2] });
  });

  it("keeps wrong entries of a partial grid hidden unless reveal is set, then marks exactly them", async () => {
    const hidden = await h.ask(check({ board: TWO_WRONG_HIDDEN, puzzle: EASY }));
    expectPrompt(hidden);
    expect(hidden.first.data.content).toContain("2 of your 4 entries disagree with the solution.");
    expect(hidden.first.data.content).not.toMatch(/r1c3|r6c6/);
    const before = picture(hidden.first);
    expect(before.captioned).toBe(false);
    expect(marksIn(before.img, before.layout)).toEqual({ wrong: [], changedGiven: [], conflict: [] });
    // The wrong entries are drawn like any other entry: the picture gives nothing away either.
    for (const cell of [2, 50])
      expect(near(dominantInkColour(before.img, before.layout, cell), COLOURS.entry)).toBe(true);

    const shown = await h.ask(check({ board: TWO_WRONG_HIDDEN, puzzle: EASY, reveal: true }));
    expectPrompt(shown);
    expect(shown.first.data.content).toContain("Wrong: r1c3 and r6c6.");
    const after = picture(shown.first);
    expect(after.captioned).toBe(true);
    expect(marksIn(after.img, after.layout)).toEqual({ wrong: [2, 50], changedGiven: [], conflict: [] });
  });

  it("answers an unreadable attempt privately with ❌, the problem and the accepted formats", async () => {
    const answer = await h.ask(check({ board: EIGHTY_CELLS, private: false }));
    expectPrompt(answer);
    expect(flagsOf(answer.first)).toBe(EPHEMERAL);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toBe(
      `❌ I couldn't read your attempt: found 80 cells, a board has 81.\n\n${en.acceptedFormats}`,
    );
  });

  it("says when it is the original puzzle that breaks the rules", async () => {
    const answer = await h.ask(check({ board: EASY_SOLUTION, puzzle: CONFLICT }));
    expectPrompt(answer);
    expect(flagsOf(answer.first)).toBe(EPHEMERAL);
    expect(answer.first.data.content).toMatch(/^❌ The original puzzle breaks the rules/);
    expect(answer.first.data.content).toContain("row 1 has two 5s (columns 1 and 2)");
  });

  it("opens a two-field modal when no board is given, and answers its submit", async () => {
    const opened = await h.ask(check({ reveal: true }));
    expectPrompt(opened);
    expect(opened.first.type).toBe(9);
    const modal = opened.first.data;
    expect(modal.custom_id).toBe("sudoku:check:reveal,private");
    expect(modal.components).toEqual([
      expect.objectContaining({
        type: ComponentType.Label,
        component: expect.objectContaining({ custom_id: "attempt", required: true }),
      }),
      expect.objectContaining({
        type: ComponentType.Label,
        component: expect.objectContaining({ custom_id: "puzzle", required: false }),
      }),
    ]);

    const submitted = await h.ask(
      h.fake.modalSubmit({
        customId: modal.custom_id,
        fields: { attempt: TWO_WRONG_HIDDEN, puzzle: EASY_NINE_LINES },
      }),
    );
    expectPrompt(submitted);
    expect(submitted.first.type).toBe(4);
    expect(flagsOf(submitted.first)).toBe(EPHEMERAL);
    expect(submitted.first.data.content).toContain("Wrong: r1c3 and r6c6.");
    const { img, layout } = picture(submitted.first);
    expect(marksIn(img, layout)).toEqual({ wrong: [2, 50], changedGiven: [], conflict: [] });
  });

  it("puts a puzzle given with the command into the modal's puzzle field", async () => {
    const opened = await h.ask(check({ puzzle: EASY }));
    expect(opened.first.type).toBe(9);
    expect(opened.first.data.components[1]).toMatchObject({
      component: { custom_id: "puzzle", value: EASY },
    });
  });

  it("checks a modal submit whose puzzle field was left empty against nothing", async () => {
    const submitted = await h.ask(
      h.fake.modalSubmit({ customId: "sudoku:check:", fields: { attempt: ON_TRACK, puzzle: "" } }),
    );
    expect(submitted.first.data.content).toMatch(/^👍 On track: still solvable, 32 entries so far\./);
    expect(flagsOf(submitted.first) & EPHEMERAL).toBe(0);
  });

  it("answers with a text grid when the bot lacks Attach Files in the channel", async () => {
    const answer = await h.ask(check({ board: TWO_SWAPPED, puzzle: EASY }, { appPermissions: "3072" }));
    expectPrompt(answer);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toMatch(/^❌ Not right yet: 2 cells are wrong\./);
    expect(answer.first.data.content).toContain(
      `\`\`\`text\n${formatBoard(Uint8Array.from(TWO_SWAPPED, Number), "grid")}\n\`\`\``,
    );
  });

  it("retries as a text grid when Discord refuses the attachment with 403 Missing Permissions", async () => {
    h.fake.failNext({ pathIncludes: "/callback", withFiles: true }, 403, {
      message: "Missing Permissions",
      code: 50013,
    });
    const answer = await h.ask(check({ board: EASY_SOLUTION, puzzle: EASY }));
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toMatch(/^✅ Correct/);
    expect(answer.first.data.content).toContain(formatBoard(Uint8Array.from(EASY_SOLUTION, Number), "grid"));
    expect(flagsOf(answer.first)).toBe(EPHEMERAL);
  });

  it("logs the verdict as the interaction's outcome", async () => {
    const answer = await h.ask(check({ board: ON_TRACK, puzzle: EASY }));
    const line = await h.waitForLog((l) => l.interactionId === answer.id && l.msg === "interaction handled");
    expect(line.outcome).toBe("on-track");
  });
});

describe("/sudoku check declaration", () => {
  it("declares board and puzzle as optional strings of up to 6000 characters, then reveal, private and an image", async () => {
    const commands = await loadCommands();
    const sudoku = commandJSON(commands.get("sudoku") as never) as {
      options: {
        name: string;
        type: number;
        options: { name: string; type: number; description: string }[];
      }[];
    };
    expect(sudoku.options.map((o) => o.name)).toEqual(["solve", "check", "hint", "new"]);
    const checkOption = sudoku.options.find((o) => o.name === "check");
    expect(checkOption?.options).toEqual([
      expect.objectContaining({ name: "board", type: STRING, max_length: 6000, required: false }),
      expect.objectContaining({ name: "puzzle", type: STRING, max_length: 6000, required: false }),
      expect.objectContaining({ name: "reveal", type: BOOLEAN }),
      expect.objectContaining({ name: "private", type: BOOLEAN }),
      expect.objectContaining({ name: "image", type: 11, required: false }),
    ]);
    for (const o of checkOption?.options ?? []) {
      expect(o.description.length).toBeLessThanOrEqual(100);
    }
  });
});
