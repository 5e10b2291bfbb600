import { AttachmentBuilder, type ChatInputCommandInteraction, type Client } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDiscord } from "../fake-discord.js";
import { connectClient, connectEachTest, nextInteraction, PNG_BYTES, TEST_TIMEOUT_MS } from "./client.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("Fault injection", () => {
  it("answers a 429 with retry_after in body and header, which discord.js waits out and retries", async () => {
    ({ fake, client } = await connectClient());
    fake.failNext({ pathIncludes: "/callback" }, 429, {
      message: "You are being rate limited.",
      retry_after: 0.2,
    });
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    await ((await received) as ChatInputCommandInteraction).reply({ content: "after the wait" });
    const callbacks = fake.requests.filter((r) => r.path.endsWith("/callback"));
    expect(callbacks.map((r) => r.status)).toEqual([429, 204]);
    expect(callbacks[0]?.injected).toBe(true);
    expect((callbacks[1]?.receivedAt ?? 0) - (callbacks[0]?.receivedAt ?? 0)).toBeGreaterThanOrEqual(190);
    expect(fake.repliesFor(id)).toHaveLength(1);
  });

  it("fails about the given share of replies with 500, 502 or 429, and stops when told", async () => {
    ({ fake, client } = await connectClient());
    fake.injectFaults({ rate: 0.15, seed: 7 });
    const answered: Promise<unknown>[] = [];
    client.on("interactionCreate", (interaction) => {
      if (interaction.isChatInputCommand()) answered.push(interaction.reply({ content: "ok" }));
    });
    const ids = Array.from(
      { length: 40 },
      () => fake?.dispatchInteraction(fake.chatInput({ name: "solve" })).id,
    );
    await Promise.all(ids.map((id) => fake?.waitForReplies(id as string)));
    await Promise.all(answered);
    const failed = fake.requests.filter((r) => r.injected);
    expect(failed.length).toBeGreaterThan(0);
    for (const r of failed) expect([500, 502, 429]).toContain(r.status);
    expect(fake.stats()).toMatchObject({ acknowledged: 40, duplicateCallbacks: 0, lateCallbacks: 0 });
    expect(fake.stats().injectedFaults).toBe(failed.length);
    fake.stopFaults();
    const before = failed.length;
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    await fake.waitForReplies(id);
    expect(fake.requests.filter((r) => r.injected)).toHaveLength(before);
  });

  it(
    "fails the next matching request as told, and the bot sees the Discord error",
    async () => {
      const { fake, client } = await connect();
      fake.failNext({ pathIncludes: "/callback", withFiles: true }, 403, {
        message: "Missing Permissions",
        code: 50013,
      });
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await expect(
        interaction.reply({ files: [new AttachmentBuilder(PNG_BYTES, { name: "x.png" })] }),
      ).rejects.toMatchObject({ status: 403, code: 50013 });
      expect(fake.repliesFor(id)).toEqual([]);
      await interaction.reply({ content: "text instead" });
      const [reply] = await fake.waitForReplies(id);
      expect(reply?.data.content).toBe("text instead");
    },
    TEST_TIMEOUT_MS,
  );
});
