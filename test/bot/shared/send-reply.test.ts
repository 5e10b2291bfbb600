import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../../src/bot/command.js";
import type { BoardReply } from "../../../src/bot/shared/board-reply.js";
import { sendBoardReply } from "../../../src/bot/shared/send-reply.js";
import { answerSolve } from "../../../src/bot/solve/answer.js";
import { readSolveText } from "../../../src/core/answer/solve-report.js";
import { formatBoard } from "../../../src/core/board.js";
import type { InteractionReply } from "../../support/fake-discord.js";
import { flagsOf, type Harness, startHarness } from "../harness.js";
import { CONFLICT, EASY, EASY_SOLUTION } from "../puzzles.js";

const solutionGrid = formatBoard(Uint8Array.from(EASY_SOLUTION, Number), "grid");

/**
 * A test-only command whose board arrives late, as a photo's would: the `board` option is "read" after a
 * pause, so the answer takes the deferred path. Its button (custom id `slow:<text>`) echoes its text.
 */
const slow: Command = {
  data: new SlashCommandBuilder()
    .setName("slow")
    .setDescription("test")
    .addStringOption((o) => o.setName("board").setDescription("board"))
    .addBooleanOption((o) => o.setName("private").setDescription("private")),
  async execute(interaction, { logger }) {
    if (!interaction.isChatInputCommand()) return "ignored";
    const text = interaction.options.getString("board") ?? "";
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return readSolveText(text);
    };
    return answerSolve(
      interaction,
      read,
      { private: interaction.options.getBoolean("private") ?? false },
      logger,
    );
  },
  async handleButton(interaction) {
    await interaction.reply({ content: `pressed ${interaction.customId.split(":")[1]}` });
    return "pressed";
  },
};

/** Replies until the deferred answer arrived: an edit of the original, or a follow-up. */
const answered = (replies: InteractionReply[]) =>
  replies.some((r) => r.kind === "follow-up" || (r.kind === "edit-original" && r.data?.content));

describe("the deferred sending path (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(new Map([["slow", slow]]));
  });
  afterAll(async () => {
    await h?.close();
  });

  const ask = (board: string, extra: { private?: boolean; appPermissions?: string } = {}) =>
    h.ask(
      h.fake.chatInput({
        name: "slow",
        options: [
          { name: "board", type: 3, value: board },
          ...(extra.private ? [{ name: "private", type: 5, value: true }] : []),
        ],
        ...(extra.appPermissions ? { appPermissions: extra.appPermissions } : {}),
      }),
      answered,
    );

  it("defers at once, then edits the answer in with the picture", async () => {
    const answer = await ask(EASY);
    expect(answer.first).toMatchObject({ kind: "callback", type: 5 });
    expect(flagsOf(answer.first)).toBe(0);
    const edit = answer.replies[1];
    expect(edit?.kind).toBe("edit-original");
    expect(edit?.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
    expect(edit?.files.map((f) => f.name)).toEqual(["sudoku-solution.png"]);
    await h.waitForLog((l) => l.interactionId === answer.id && l.outcome === "unique");
  });

  it("defers privately when the answer is private", async () => {
    const answer = await ask(EASY, { private: true });
    expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    expect(answer.replies[1]?.kind).toBe("edit-original");
  });

  it("keeps a refusal private after a public deferral: deletes the public message, answers privately", async () => {
    const answer = await ask(CONFLICT);
    expect(answer.first).toMatchObject({ kind: "callback", type: 5 });
    const followUp = answer.replies.find((r) => r.kind === "follow-up");
    expect(followUp?.data.content).toMatch(/^❌ No solution: the givens break the rules/);
    expect(flagsOf(followUp as InteractionReply) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(h.fake.messageOf(answer.id)).toBeUndefined();
  });

  it("answers with a text grid when it may not attach files, as the direct path does", async () => {
    // View Channel + Send Messages, no Attach Files.
    const answer = await ask(EASY, { appPermissions: String(1024 + 2048) });
    const edit = answer.replies[1];
    expect(edit?.files).toEqual([]);
    expect(edit?.data.content).toContain(solutionGrid);
  });

  it("retries as text when Discord refuses the edit's attachment with 403", async () => {
    h.fake.failNext({ pathIncludes: "/messages/@original", withFiles: true }, 403, {
      message: "Missing Permissions",
      code: 50013,
    });
    const answer = await ask(EASY);
    const edit = answer.replies.find((r) => r.kind === "edit-original");
    expect(edit?.files).toEqual([]);
    expect(edit?.data.content).toContain(solutionGrid);
  });
});

describe("buttons routed by custom id prefix (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(new Map([["slow", slow]]));
  });
  afterAll(async () => {
    await h?.close();
  });

  it("hands a button to the command its custom id names", async () => {
    const message = { id: "1", channel_id: "2", content: "x", components: [] } as never;
    const answer = await h.ask(h.fake.button({ customId: "slow:42", message }));
    expect(answer.first.data.content).toBe("pressed 42");
    await h.waitForLog((l) => l.interactionId === answer.id && l.outcome === "pressed");
  });

  it("answers a button of a command that handles none privately, without a stack trace", async () => {
    // A command with no buttons of its own (today's message menus are such commands).
    const { default: menu } = (await import("../../../commands/solve-sudoku.js")) as { default: Command };
    expect(menu.handleButton).toBeUndefined();
    const message = { id: "1", channel_id: "2", content: "x", components: [] } as never;
    const h2 = await startHarness(new Map([["Solve Sudoku", menu]]));
    try {
      const answer = await h2.ask(h2.fake.button({ customId: "Solve Sudoku:gone", message }));
      expect(answer.first.data.content).toBe("❌ This button no longer works. Run the command again.");
      expect(flagsOf(answer.first)).toBe(MessageFlags.Ephemeral);
    } finally {
      await h2.close();
    }
  });
});

/** A text reply, ready after `ms`. */
const slowReply = (ms: number, ephemeral: boolean): Promise<BoardReply<"done">> =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve({ outcome: "done", content: "the answer", files: [], ephemeral, textOnly: "the answer" }),
      ms,
    ),
  );

/** `/late ms:<n> expected:<n>`: sends a reply built in `ms`, deferring after 300 ms (instead of 2 s). */
const late: Command = {
  data: new SlashCommandBuilder()
    .setName("late")
    .setDescription("a slow answer")
    .addIntegerOption((o) => o.setName("ms").setDescription("build time").setRequired(true))
    .addIntegerOption((o) => o.setName("expected").setDescription("expected build time")),
  async execute(interaction, { logger }) {
    if (!interaction.isChatInputCommand()) return "ignored";
    const ms = interaction.options.getInteger("ms", true);
    const expected = interaction.options.getInteger("expected") ?? 0;
    return sendBoardReply(interaction, () => slowReply(ms, false), logger, false, expected, 300);
  },
};

describe("sendBoardReply's deferral", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(new Map([["late", late]]));
  });
  afterAll(async () => {
    await h.close();
  });

  const ask = (ms: number, expected = 0) =>
    h.ask(
      h.fake.chatInput({
        name: "late",
        options: [
          { name: "ms", type: 4, value: ms },
          { name: "expected", type: 4, value: expected },
        ],
      }),
    );

  it("answers directly when the answer is ready in time", async () => {
    const answer = await ask(10);
    expect(answer.replies.map((r) => [r.kind, r.type])).toEqual([["callback", 4]]);
  });

  it("defers when the answer is not ready in time, then edits the answer in", async () => {
    const answer = await ask(800);
    expect(answer.replies.map((r) => [r.kind, r.type ?? null])).toEqual([
      ["callback", 5],
      ["edit-original", null],
    ]);
    expect(answer.firstResponseMs).toBeLessThan(800);
    expect(answer.replies[1]?.data.content).toBe("the answer");
  });

  it("defers at once when the answer is expected to be late (a long queue)", async () => {
    const answer = await ask(400, 5000);
    expect(answer.replies[0]?.type).toBe(5);
    expect(answer.firstResponseMs).toBeLessThan(250);
  });
});
