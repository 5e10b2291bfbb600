/**
 * Test helpers: a real discord.js client logged in to a fresh fake Discord (closed after each test on demand), ways
 * to await its interactions, and what the fake's own tests share.
 */
import { Client, Events, GatewayIntentBits, type IIdentifyThrottler, type Interaction } from "discord.js";
import { afterEach } from "vitest";
import { FakeDiscord, type FakeDiscordOptions } from "../fake-discord.js";

/** Per-test limit for tests of the fake: each finishes in well under a second or two unless the fake hangs. */
export const TEST_TIMEOUT_MS = 10_000;

/** A minimal valid PNG signature plus marker bytes, enough to check bytes survive multipart intact. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x7f, 0x80,
]);

/**
 * An identify throttler like discord.js's own for one shard, with `spacingMs` between IDENTIFYs instead of its 5 s
 * (plus up to 1.5 s of jitter), which a test of a new session would otherwise wait out.
 */
function spacedIdentifies(spacingMs: number): IIdentifyThrottler {
  let next = 0;
  return {
    async waitForIdentify() {
      const wait = next - Date.now();
      next = Math.max(next, Date.now()) + spacingMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

/**
 * Starts a fake (1 s heartbeats unless told otherwise) and a real discord.js client ready on it.
 * @param clientOptions.identifySpacingMs the time between the client's IDENTIFYs of a shard (discord.js's 5 s
 * and more unless given)
 */
export async function connectClient(
  options: FakeDiscordOptions = {},
  clientOptions: { shards?: number[]; shardCount?: number; identifySpacingMs?: number } = {},
): Promise<{ fake: FakeDiscord; client: Client }> {
  const fake = await FakeDiscord.start({ heartbeatIntervalMs: 1000, ...options });
  const { identifySpacingMs } = clientOptions;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: fake.apiUrl },
    ...(clientOptions.shards ? { shards: clientOptions.shards, shardCount: clientOptions.shardCount } : {}),
    ...(identifySpacingMs === undefined
      ? {}
      : { ws: { buildIdentifyThrottler: () => spacedIdentifies(identifySpacingMs) } }),
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(fake.token);
  await ready;
  return { fake, client };
}

/**
 * For a test file: a `connect` like {@link connectClient} whose clients are destroyed and whose fakes are closed
 * after each test. It registers that `afterEach`, so call it once at the top level of the file.
 */
export function connectEachTest(): (
  options?: FakeDiscordOptions,
) => Promise<{ fake: FakeDiscord; client: Client }> {
  // What ends this test's connections, in order: each client is destroyed before its fake is closed.
  const ends: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const end of ends.splice(0)) await end();
  });
  return async (options = {}) => {
    const connected = await connectClient(options);
    ends.push(
      () => connected.client.destroy(),
      () => connected.fake.close(),
    );
    return connected;
  };
}

/** Collects every interaction the client emits, in order. */
export function collectInteractions(client: Client): Interaction[] {
  const seen: Interaction[] = [];
  client.on(Events.InteractionCreate, (interaction) => seen.push(interaction));
  return seen;
}

/** Resolves with the next interaction the client emits; rejects if none arrives within 5 s. */
export function nextInteraction(client: Client): Promise<Interaction> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the client emitted no interaction within 5 s")), 5000);
    client.once(Events.InteractionCreate, (interaction) => {
      clearTimeout(timer);
      resolve(interaction);
    });
  });
}

/** Polls `test` every 20 ms until it holds or `timeoutMs` passes. */
export async function eventually(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
