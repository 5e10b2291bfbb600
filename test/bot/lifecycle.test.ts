import { SlashCommandBuilder } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { type Bot, startBot } from "../../src/bot/bot.js";
import type { Command } from "../../src/bot/command.js";
import { loadConfig } from "../../src/bot/config.js";
import { type HealthServer, startHealthServer } from "../../src/bot/health.js";
import { createLogger } from "../../src/bot/logger.js";
import { FakeDiscord } from "../support/fake-discord.js";
import { captureLogs } from "./harness.js";

/** A command that takes `ms` before answering, so a test can have interactions in flight. */
const slowCommand = (ms: number): Command => ({
  data: new SlashCommandBuilder().setName("slow").setDescription("answers after a while"),
  async execute(interaction) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await interaction.reply({ content: "done" });
    return "done";
  },
});

/** A command that defers at once, then edits its answer in and follows up after `ms` (the interaction webhook). */
const slowDeferredCommand = (ms: number): Command => ({
  data: new SlashCommandBuilder().setName("slow-deferred").setDescription("thinks, then answers"),
  async execute(interaction) {
    await interaction.deferReply();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await interaction.editReply({ content: "edited" });
    await interaction.followUp({ content: "and more" });
    return "done";
  },
});

let fake: FakeDiscord | undefined;
let bot: Bot | undefined;
let health: HealthServer | undefined;

afterEach(async () => {
  await health?.close();
  await bot?.stop();
  await fake?.close();
  health = undefined;
  bot = undefined;
  fake = undefined;
});

async function startSlowBot(
  ms: number,
): Promise<{ fake: FakeDiscord; bot: Bot; logs: Record<string, unknown>[] }> {
  fake = await FakeDiscord.start({ heartbeatIntervalMs: 1000 });
  const loaded = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl });
  if (!loaded.ok) throw loaded.error;
  const { lines, destination } = captureLogs();
  bot = await startBot(loaded.config, createLogger({ destination }), {
    commands: new Map([
      ["slow", slowCommand(ms)],
      ["slow-deferred", slowDeferredCommand(ms)],
    ]),
    warmReader: false,
  });
  return { fake, bot, logs: lines };
}

describe("graceful stop", () => {
  it("closes the gateway at once, answers every interaction in flight, then stops", async () => {
    // 2.5 s of work: long enough that no answer can go out before the gateway is seen closed, on a busy machine too.
    const { fake, bot, logs } = await startSlowBot(2500);
    const ids = Array.from(
      { length: 5 },
      () => fake.dispatchInteraction(fake.chatInput({ name: "slow" })).id,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bot.inFlight).toBe(5);
    const stopping = bot.stop();
    // No new work: the session is gone while the answers are still being prepared.
    const deadline = Date.now() + 1000;
    while (fake.connectedShards.length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(fake.connectedShards).toEqual([]);
    expect(fake.repliesFor(ids[0] as string)).toEqual([]);
    expect(bot.health()).toMatchObject({ ready: false, reason: "shutting down" });
    await stopping;
    for (const id of ids) expect(fake.repliesFor(id).map((r) => r.data.content)).toEqual(["done"]);
    expect(bot.inFlight).toBe(0);
    expect(
      logs.some((l) => l.msg === "draining: answering the interactions in flight" && l.inFlight === 5),
    ).toBe(true);
  });

  it("edits a deferred answer in and follows up after the client is destroyed (answers need no bot token)", async () => {
    const { fake, bot } = await startSlowBot(800);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "slow-deferred" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bot.inFlight).toBe(1);
    await bot.stop();
    expect(bot.client.token).toBeNull();
    const replies = fake.repliesFor(id);
    expect(replies.map((r) => [r.kind, r.type])).toEqual([
      ["callback", 5],
      ["edit-original", undefined],
      ["follow-up", undefined],
    ]);
    expect(replies.slice(1).map((r) => r.data.content)).toEqual(["edited", "and more"]);
  });

  it("gives up on an interaction that outlasts the drain time", async () => {
    const { fake, bot, logs } = await startSlowBot(5000);
    fake.dispatchInteraction(fake.chatInput({ name: "slow" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await bot.stop(300);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(logs.some((l) => l.msg === "gave up waiting for interactions in flight")).toBe(true);
  });
});

describe("/healthz", () => {
  it("says ready (200) while connected and not ready (503) once stopping; other paths are 404", async () => {
    const { bot } = await startSlowBot(10);
    health = await startHealthServer(0, bot.health, createLogger({ destination: captureLogs().destination }));
    const url = `http://127.0.0.1:${health.port}`;
    const ready = await fetch(`${url}/healthz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      shards: [{ id: 0, status: "Ready" }],
      inFlight: 0,
    });
    expect((await fetch(`${url}/other`)).status).toBe(404);
    await bot.stop();
    const stopped = await fetch(`${url}/healthz`);
    expect(stopped.status).toBe(503);
    expect(await stopped.json()).toMatchObject({ status: "not ready", reason: "shutting down" });
  });

  it("says not ready while a shard is reconnecting", async () => {
    const { fake, bot } = await startSlowBot(10);
    // The gateway stays down 2 s; on a loaded machine the client may take a moment to notice the close.
    fake.dropGateway("abnormal", { downMs: 2000 });
    const noticed = Date.now() + 1500;
    while (bot.health().ready && Date.now() < noticed)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bot.health()).toMatchObject({ ready: false });
    const deadline = Date.now() + 10_000;
    while (!bot.health().ready && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bot.health().ready).toBe(true);
  });
});
