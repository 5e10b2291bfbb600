import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../src/bot/command.js";
import { BUG_MESSAGE } from "../../src/bot/dispatch.js";
import type { InteractionReply } from "../support/fake-discord.js";
import { flagsOf, type Harness, startHarness } from "./harness.js";

const slash = (name: string) => new SlashCommandBuilder().setName(name).setDescription(name);

/** Test-only commands that fail at different points of answering. */
const commands = new Map<string, Command>([
  [
    "explode",
    {
      data: slash("explode"),
      async execute() {
        throw new Error("boom before answering", { cause: new Error("the root cause") });
      },
    },
  ],
  [
    "explode-after-reply",
    {
      data: slash("explode-after-reply"),
      async execute(interaction) {
        await interaction.reply({ content: "half an answer" });
        throw new Error("boom after replying");
      },
    },
  ],
  [
    "explode-after-defer",
    {
      data: slash("explode-after-defer"),
      async execute(interaction) {
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        throw new Error("boom after deferring");
      },
    },
  ],
  [
    "fine",
    {
      data: slash("fine"),
      async execute(interaction) {
        await interaction.reply({ content: "all good" });
        return "fine-outcome";
      },
    },
  ],
]);

describe("handleInteraction (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(commands);
  });
  afterAll(async () => {
    await h?.close();
  });

  it("logs each handled interaction with its command, outcome and duration", async () => {
    const answer = await h.ask(h.fake.chatInput({ name: "fine" }));
    expect(answer.first.data.content).toBe("all good");
    const line = await h.waitForLog((l) => l.interactionId === answer.id && l.msg === "interaction handled");
    expect(line).toMatchObject({ command: "fine", outcome: "fine-outcome", level: 30 });
    expect(typeof line?.ms).toBe("number");
  });

  it("answers a command that throws with the private 🐞 message and logs the error with its cause", async () => {
    const answer = await h.ask(h.fake.chatInput({ name: "explode" }));
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.kind).toBe("callback");
    expect(answer.first.type).toBe(4);
    expect(answer.first.data.content).toBe(BUG_MESSAGE);
    expect(answer.first.data.content.startsWith("🐞 Something went wrong on our side")).toBe(true);
    expect(flagsOf(answer.first) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    const line = await h.waitForLog((l) => l.interactionId === answer.id && l.msg === "interaction failed");
    expect(line).toMatchObject({ level: 50, command: "explode" });
    const err = line?.err as { message: string; stack: string };
    expect(err.message).toContain("boom before answering");
    expect(JSON.stringify(err)).toContain("the root cause");
    expect(err.stack).toContain("dispatch.test.ts");
  });

  it("uses a private follow-up when the command had already replied", async () => {
    const answer = await h.ask(h.fake.chatInput({ name: "explode-after-reply" }), (r) => r.length >= 2);
    expect(answer.replies.map((r: InteractionReply) => r.kind)).toEqual(["callback", "follow-up"]);
    expect(answer.replies[0]?.data.content).toBe("half an answer");
    const followUp = answer.replies[1] as InteractionReply;
    expect(followUp.data.content).toBe(BUG_MESSAGE);
    expect(flagsOf(followUp) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
  });

  it("edits the deferred reply when the command had deferred", async () => {
    const answer = await h.ask(h.fake.chatInput({ name: "explode-after-defer" }));
    expect(answer.replies.map((r) => r.kind)).toEqual(["callback", "edit-original"]);
    expect(answer.first.type).toBe(5);
    expect(answer.replies[1]?.data.content).toBe(BUG_MESSAGE);
  });

  it("answers a command it does not know with a private ❌", async () => {
    const answer = await h.ask(h.fake.chatInput({ name: "removed-long-ago" }));
    expect(answer.first.data.content).toMatch(/^❌ /);
    expect(flagsOf(answer.first) & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    await h.waitForLog(
      (l) =>
        l.interactionId === answer.id && l.msg === "interaction handled" && l.outcome === "unknown-command",
    );
  });

  it("answers a modal nobody can handle with the 🐞 message", async () => {
    const answer = await h.ask(h.fake.modalSubmit({ customId: "fine:whatever", fields: { board: "1" } }));
    expect(answer.first.data.content).toBe(BUG_MESSAGE);
  });

  it("never puts the bot token in the logs", () => {
    expect(JSON.stringify(h.logs)).not.toContain(h.fake.token);
  });
});
