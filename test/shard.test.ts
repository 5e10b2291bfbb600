import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import type { ShardingManager } from "discord.js";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BotConfig, loadConfig, parseShardList } from "../src/bot/config.js";
import { createLogger } from "../src/bot/logger.js";
import { resolveShardCount, shardsHealth, startShards, stopShards } from "../src/shard.js";
import { buildScratch, captureLogs } from "./bot/harness.js";
import { FakeDiscord } from "./support/fake-discord.js";

function configFor(fake: FakeDiscord, shards: string, shardList?: string): BotConfig {
  const loaded = loadConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.apiUrl,
    DISCORD_SHARDS: shards,
    DISCORD_SHARD_LIST: shardList,
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

describe("DISCORD_SHARD_LIST", () => {
  it("reads ids and ranges against the DISCORD_SHARDS total", () => {
    const result = loadConfig({ DISCORD_TOKEN: "t", DISCORD_SHARDS: "8", DISCORD_SHARD_LIST: "4-5, 0,5" });
    expect(result).toMatchObject({ ok: true, config: { shards: 8, shardList: [0, 4, 5] } });
    expect(parseShardList("0-3", 4)).toEqual([0, 1, 2, 3]);
  });

  it("needs a numeric total and ids below it", () => {
    const auto = loadConfig({ DISCORD_TOKEN: "t", DISCORD_SHARD_LIST: "0-3" });
    expect(auto.ok || auto.error.message).toMatch(
      /^DISCORD_SHARD_LIST needs DISCORD_SHARDS set to the total/,
    );
    const outside = loadConfig({ DISCORD_TOKEN: "t", DISCORD_SHARDS: "4", DISCORD_SHARD_LIST: "2-4" });
    expect(outside.ok || outside.error.message).toBe(
      'DISCORD_SHARD_LIST must list shard ids from 0 to 3 like 0-3 or 0,2,5-7, got "2-4" (see .env.example)',
    );
    for (const bad of ["3-1", "a", "1,,2", "-1"]) expect(parseShardList(bad, 8)).toBeUndefined();
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
    // Shards may IDENTIFY together (discord.js otherwise spaces them 5 s apart).
    fake = await FakeDiscord.start({ maxConcurrency: 4 });
  });
  afterEach(async () => {
    if (manager) await stopShards(manager, 2000);
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

  it("runs only the listed shards of the total, and reports them healthy once ready", async () => {
    const file = path.join(scratch?.outDir ?? "", "src/index.js");
    const logger = createLogger({ level: "silent" });
    manager = await startShards(configFor(fake, "3", "1"), logger, { file, spawnDelayMs: 0 });
    expect((fake.identifies as { shard?: [number, number] }[]).map((d) => d.shard)).toEqual([[1, 3]]);
    expect(shardsHealth(manager)).toEqual({ ready: true, details: { shards: [{ id: 1, ready: true }] } });
    await stopShards(manager);
    expect(shardsHealth(manager).ready).toBe(false);
    manager = undefined;
  }, 60_000);

  it("lets two processes split 4 shards with DISCORD_SHARD_LIST, answering every guild once", async () => {
    await fake.close();
    fake = await FakeDiscord.start({
      guildCount: 8,
      shards: 4,
      maxConcurrency: 4,
      heartbeatIntervalMs: 2000,
    });
    const entry = path.join(scratch?.outDir ?? "", "src/index.js");
    const machines = ["0-1", "2-3"].map((list) =>
      spawn(process.execPath, [entry], {
        env: {
          PATH: process.env.PATH ?? "",
          DISCORD_TOKEN: fake.token,
          DISCORD_API_URL: fake.apiUrl,
          DISCORD_SHARDS: "4",
          DISCORD_SHARD_LIST: list,
          LOG_LEVEL: "warn",
        },
        stdio: "ignore",
      }),
    );
    try {
      await fake.waitForReady(30_000, 4);
      const shards = (fake.identifies as { shard?: [number, number] }[]).map((d) => d.shard);
      expect(shards).toEqual(
        expect.arrayContaining([
          [0, 4],
          [1, 4],
          [2, 4],
          [3, 4],
        ]),
      );
      expect(fake.connectedShards.sort()).toEqual([0, 1, 2, 3]);
      const ids = fake.guildIds.map(
        (guildId) =>
          fake.dispatchInteraction(
            fake.chatInput({
              name: "sudoku",
              subcommand: "solve",
              guildId,
              options: [{ name: "board", type: 3, value: "hello" }],
            }),
          ).id,
      );
      for (const id of ids) await fake.waitForReplies(id, undefined, 10_000);
      // Exactly one answer each: no guild is served by both processes.
      for (const id of ids) expect(fake.repliesFor(id)).toHaveLength(1);
      expect(fake.stats().duplicateCallbacks).toBe(0);
      const exits = machines.map((child) => once(child, "exit"));
      for (const child of machines) child.kill("SIGTERM");
      expect((await Promise.all(exits)).map(([code]) => code)).toEqual([0, 0]);
    } finally {
      for (const child of machines) if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 60_000);
});
