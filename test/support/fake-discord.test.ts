import { Client, GatewayIntentBits } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { connectEachTest, TEST_TIMEOUT_MS } from "./fake-discord/client.js";
import { FakeDiscord } from "./fake-discord.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await fake?.close();
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("FakeDiscord", () => {
  it(
    "lets a real discord.js client log in and become ready as the fake's bot user",
    async () => {
      const { fake, client } = await connect();
      await fake.waitForReady(1000);
      expect(client.user?.id).toBe(fake.applicationId);
      expect(client.user?.bot).toBe(true);
      expect(client.guilds.cache.get(fake.guildId)?.available).toBe(true);
      expect(client.channels.cache.get(fake.channelId)?.isTextBased()).toBe(true);
      const gatewayRequest = fake.requests.find((r) => r.path === "/api/v10/gateway/bot");
      expect(gatewayRequest?.headers.authorization).toBe(`Bot ${fake.token}`);
      expect(fake.identifies).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "makes login reject with TokenInvalid when the token is wrong",
    async () => {
      fake = await FakeDiscord.start();
      client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
      await expect(client.login("not-the-token")).rejects.toMatchObject({ code: "TokenInvalid" });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "is safe to close twice",
    async () => {
      fake = await FakeDiscord.start();
      await fake.close();
      await fake.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects waitForReady when no client connects in time",
    async () => {
      fake = await FakeDiscord.start();
      await expect(fake.waitForReady(100)).rejects.toThrow(/no client became ready/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses to dispatch an interaction before a client is ready",
    async () => {
      fake = await FakeDiscord.start();
      const running = fake;
      expect(() => running.dispatchInteraction(running.chatInput({ name: "solve" }))).toThrow(/waitForReady/);
    },
    TEST_TIMEOUT_MS,
  );
});
