import path from "node:path";
import type { ShardingManager } from "discord.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BotConfig, loadConfig } from "../src/bot/config.js";
import { createLogger } from "../src/bot/logger.js";
import { resolveShardCount, startShards, stopShards } from "../src/shard.js";
import { buildScratch, captureLogs } from "./bot/harness.js";
import { FakeDiscord } from "./support/fake-discord.js";

function configFor(fake: FakeDiscord, shards: string): BotConfig {
  const loaded = loadConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.apiUrl,
    DISCORD_SHARDS: shards,
  });
  if (!loaded.ok) throw loaded.error;
  return loaded.config;
}

describe("DISCORD_SHARDS", () => {
  it('defaults to "auto" and accepts a count', () => {
    expect(loadConfig({ DISCORD_TOKEN: "t" })).toMatchObject({ ok: true, config: { shards: "auto" } });
    expect(loadConfig({ DISCORD_TOKEN: "t", DISCORD_SHARDS: "4" })).toMatchObject({ config: { shards: 4 } });
  });

  it("rejects anything else with one line naming the variable", () => {
    const result = loadConfig({ DISCORD_TOKEN: "t", DISCORD_SHARDS: "two" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe(
      'DISCORD_SHARDS must be "auto" or a whole number from 1 to 1024, got "two" (see .env.example)',
    );
  });
});

describe("sharded start (ShardingManager, one process per shard)", () => {
  let fake: FakeDiscord;
  let manager: ShardingManager | undefined;
  let scratch: Awaited<ReturnType<typeof buildScratch>> | undefined;

  beforeAll(async () => {
    scratch = await buildScratch("shard");
  }, 120_000);
  afterAll(async () => {
    await scratch?.remove();
  });
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    if (manager) stopShards(manager);
    manager = undefined;
    await fake.close();
  });

  it('asks the configured API for the recommended count when "auto"', async () => {
    expect(await resolveShardCount(configFor(fake, "auto"))).toBe(1);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /api/v10/gateway/bot");
  });

  it("runs each shard as its own bot process that identifies with its shard id", async () => {
    const { lines, destination } = captureLogs();
    const file = path.join(scratch?.outDir ?? "", "src/index.js");
    manager = await startShards(configFor(fake, "2"), createLogger({ level: "info", destination }), {
      file,
      spawnDelayMs: 100,
    });
    const shards = (fake.identifies as { shard?: [number, number] }[]).map((d) => d.shard);
    expect(shards).toEqual(
      expect.arrayContaining([
        [0, 2],
        [1, 2],
      ]),
    );
    expect(new Set([...manager.shards.values()].map((s) => s.process?.pid)).size).toBe(2);
    expect(lines.filter((l) => l.msg === "shard ready")).toHaveLength(2);
  }, 60_000);
});
