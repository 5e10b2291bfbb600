import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_SWAPPED, TWO_WRONG_HIDDEN, withDigits } from "../bot/check-puzzles.js";
import { flagsOf, type Harness, startHarness } from "../bot/harness.js";
import { EASY, EASY_SOLUTION } from "../bot/puzzles.js";

/** A message holding the original puzzle and then the attempt, as people paste them. */
const PUZZLE_THEN_ATTEMPT = `this was today's puzzle:
\`\`\`
${EASY}
\`\`\`
and here's where I am, did I mess up?
\`\`\`
${TWO_WRONG_HIDDEN}
\`\`\``;

describe('"Check Sudoku" message menu (through the fake Discord)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const menu = (content: string) => h.fake.messageContextMenu({ name: "Check Sudoku", content });
  const slash = (board: string, puzzle?: string) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "check",
      options: [
        { name: "board", type: 3, value: board },
        ...(puzzle === undefined ? [] : [{ name: "puzzle", type: 3, value: puzzle }]),
      ],
    });

  it("reads two boards in one message as the original puzzle and then the attempt, and answers privately", async () => {
    const answer = await h.ask(menu(PUZZLE_THEN_ATTEMPT));
    expect(answer.firstResponseMs).toBeLessThan(1500);
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.type).toBe(4);
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    // Only known with the original: how many entries disagree with its solution (not which).
    expect(answer.first.data.content).toBe(
      [
        "❌ Dead end: no solution from here.",
        "2 of your 4 entries disagree with the solution.",
        "To see which cells, run `/sudoku check` again with `reveal: True`.",
      ].join("\n"),
    );
    expect(answer.first.files.map((f) => f.name)).toEqual(["sudoku-check.png"]);
  });

  it("draws the same image as /sudoku check with the two boards as options", async () => {
    const fromMenu = await h.ask(menu(PUZZLE_THEN_ATTEMPT));
    const fromSlash = await h.ask(slash(TWO_WRONG_HIDDEN, EASY));
    expect(fromMenu.first.data.content).toBe(fromSlash.first.data.content);
    expect(fromMenu.first.files[0]?.data.equals(fromSlash.first.files[0]?.data as Buffer)).toBe(true);
  });

  it("checks a message holding one complete grid on its own", async () => {
    const answer = await h.ask(menu(`finished!!\n\`\`\`\n${TWO_SWAPPED}\n\`\`\``));
    expect(answer.first.data.content).toMatch(/^❌ Not right yet: \d+ cells are wrong\./);
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    // Without the original, the cells taking part in a repeat are the ones named.
    expect(answer.first.data.content).toContain("Column 3 has two 6s (rows 1 and 5).");
  });

  it("answers a message without a board with a private ❌ naming the attempt", async () => {
    const answer = await h.ask(menu("nice weather today"));
    expect(answer.first.data.content).toMatch(/^❌ I couldn't read your attempt: no Sudoku board found/);
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    expect(answer.first.files).toEqual([]);
  });

  it("names the puzzle as the fault when the first of two boards repeats a given", async () => {
    const badPuzzle = withDigits(EASY, { 1: "5" });
    const answer = await h.ask(menu(`\`\`\`\n${badPuzzle}\n\`\`\`\n\`\`\`\n${EASY_SOLUTION}\n\`\`\``));
    expect(answer.first.data.content).toMatch(/^❌ The original puzzle breaks the rules/);
    expect(answer.first.data.content).toContain("row 1 has two 5s (columns 1 and 2)");
  });
});
