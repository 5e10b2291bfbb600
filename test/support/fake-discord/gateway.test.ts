import type { ChatInputCommandInteraction, Client } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDiscord } from "../fake-discord.js";
import {
  collectInteractions,
  connectClient,
  connectEachTest,
  eventually,
  nextInteraction,
  TEST_TIMEOUT_MS,
} from "./client.js";

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

describe("Gateway drops", () => {
  for (const close of ["abnormal", 4000] as const) {
    it(`GIVEN a ${close} drop with a gateway outage THEN the client RESUMEs and gets what was dispatched meanwhile`, async () => {
      ({ fake, client } = await connectClient());
      const seen = collectInteractions(client);
      expect(fake.dropGateway(close, { downMs: 300 })).toBe(1);
      const ids = [1, 2, 3].map(() => fake?.dispatchInteraction(fake.chatInput({ name: "solve" })).id);
      await eventually(() => seen.length === 3);
      expect(seen.map((i) => i.id)).toEqual(ids);
      expect(fake.gatewayResumes).toBe(1);
      expect(fake.identifies).toHaveLength(1);
      expect(fake.stats().replayedEvents).toBe(3);
      // The replayed interactions are answerable like any other.
      await (seen[0] as ChatInputCommandInteraction).reply({ content: "late but fine" });
      await fake.waitForReplies(ids[0] as string);
    });
  }

  it(
    "GIVEN a non-resumable close (4009) THEN the client IDENTIFYs again and new interactions reach it",
    async () => {
      // discord.js spaces IDENTIFYs of one shard 5 s apart (and up to 1.5 s more): this client spaces them 300 ms.
      ({ fake, client } = await connectClient({}, { identifySpacingMs: 300 }));
      const seen = collectInteractions(client);
      fake.dropGateway(4009);
      await eventually(() => fake?.identifies.length === 2 && fake.connectedShards.length === 1);
      expect(fake.gatewayResumes).toBe(0);
      fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      await eventually(() => seen.length === 1);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("Shards", () => {
  it("routes each guild's interactions to the session of its shard only", async () => {
    ({ fake, client } = await connectClient(
      { guildCount: 4, shards: 2, maxConcurrency: 2 },
      { shards: [0, 1], shardCount: 2 },
    ));
    expect(fake.connectedShards.sort()).toEqual([0, 1]);
    expect(client.guilds.cache.size).toBe(4);
    const seen = collectInteractions(client);
    for (const guildId of fake.guildIds) fake.dispatchInteraction(fake.chatInput({ name: "solve", guildId }));
    await eventually(() => seen.length === 4);
    const shardOf = new Map(seen.map((i) => [i.guildId, client?.guilds.cache.get(i.guildId ?? "")?.shardId]));
    // Two guilds on each shard, as (guild_id >> 22) % 2 spreads the consecutive ids.
    expect([...shardOf.values()].sort()).toEqual([0, 0, 1, 1]);
  });
});

describe("Gateway heartbeats", () => {
  it(
    "keeps the client alive on one connection across several heartbeat intervals",
    async () => {
      const { fake, client } = await connect({ heartbeatIntervalMs: 400 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.heartbeatCount).toBeGreaterThanOrEqual(2);
      expect(fake.identifies).toHaveLength(1);
      expect(fake.gatewayConnections).toBe(1);
      expect(fake.gatewayResumes).toBe(0);
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.reply({ content: "still here" });
      await fake.waitForReplies(id);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "lets a client whose heartbeats go unanswered reconnect and RESUME its session",
    async () => {
      const { fake } = await connect({ heartbeatIntervalMs: 200, answerHeartbeats: false });
      const deadline = Date.now() + 4000;
      while (fake.gatewayResumes === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fake.gatewayConnections).toBeGreaterThanOrEqual(2);
      expect(fake.gatewayResumes).toBeGreaterThanOrEqual(1);
      expect(fake.identifies).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );
});
