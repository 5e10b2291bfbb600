import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flagsOf, type Harness, startHarness } from "../bot/harness.js";
import { EASY, EASY_IN_A_MESSAGE } from "../bot/puzzles.js";

describe('"Solve Sudoku" message menu (through the fake Discord)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("solves the board in the target message's text and answers privately with the PNG", async () => {
    const answer = await h.ask(
      h.fake.messageContextMenu({ name: "Solve Sudoku", content: EASY_IN_A_MESSAGE }),
    );
    expect(answer.firstResponseMs).toBeLessThan(1500);
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.type).toBe(4);
    expect(answer.first.data.content).toMatch(
      /^Unique solution · Easy \(Naked Single\) · 30 givens · solved in/,
    );
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    expect(answer.first.files.map((f) => f.name)).toEqual(["sudoku-solution.png"]);
  });

  it("draws the same image as /sudoku solve does for the same puzzle", async () => {
    const fromMenu = await h.ask(
      h.fake.messageContextMenu({ name: "Solve Sudoku", content: EASY_IN_A_MESSAGE }),
    );
    const fromSlash = await h.ask(
      h.fake.chatInput({
        name: "sudoku",
        subcommand: "solve",
        options: [{ name: "board", type: 3, value: EASY }],
      }),
    );
    expect(fromMenu.first.files[0]?.data.equals(fromSlash.first.files[0]?.data as Buffer)).toBe(true);
  });

  it("answers a message without a board with a private ❌", async () => {
    const answer = await h.ask(
      h.fake.messageContextMenu({ name: "Solve Sudoku", content: "nice weather today" }),
    );
    expect(answer.first.data.content).toMatch(/^❌ I couldn't read a Sudoku board: no Sudoku board found/);
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
  });

  it("answers a message with no text (an image only) with a private ❌", async () => {
    const answer = await h.ask(h.fake.messageContextMenu({ name: "Solve Sudoku", content: "" }));
    expect(answer.first.data.content).toMatch(/^❌ /);
  });
});
