import type { ChatInputCommandInteraction } from "discord.js";
import { describe, expect, it } from "vitest";
import { connectEachTest, nextInteraction, TEST_TIMEOUT_MS } from "./client.js";

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("Waits", () => {
  it(
    "times out waitForReplies with a message listing what arrived",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.deferReply();
      await expect(fake.waitForReplies(id, undefined, 300)).rejects.toThrow(/callback type 5/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "ends pending waits at once when closed",
    async () => {
      const { fake } = await connect();
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "unanswered" }));
      const waiting = fake.waitForReplies(id, undefined, 60_000);
      await fake.close();
      await expect(waiting).rejects.toThrow(/closed/);
    },
    TEST_TIMEOUT_MS,
  );
});
