/** Test helper: a real discord.js client logged in to a fresh fake Discord, and a way to await its interactions. */
import { Client, Events, GatewayIntentBits, type Interaction } from "discord.js";
import { FakeDiscord, type FakeDiscordOptions } from "../fake-discord.js";

/** Starts a fake (1 s heartbeats unless told otherwise) and a real discord.js client ready on it. */
export async function connectClient(
  options: FakeDiscordOptions = {},
  clientOptions: { shards?: number[]; shardCount?: number } = {},
): Promise<{ fake: FakeDiscord; client: Client }> {
  const fake = await FakeDiscord.start({ heartbeatIntervalMs: 1000, ...options });
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: fake.apiUrl },
    ...(clientOptions.shards ? { shards: clientOptions.shards, shardCount: clientOptions.shardCount } : {}),
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(fake.token);
  await ready;
  return { fake, client };
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
