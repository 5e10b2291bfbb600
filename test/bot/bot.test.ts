import { GatewayIntentBits } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BotStartError, createBot, startBot } from "../../src/bot/bot.js";
import { loadCommands } from "../../src/bot/command.js";
import { type BotConfig, loadConfig } from "../../src/bot/config.js";
import { createLogger } from "../../src/bot/logger.js";
import { FakeDiscord } from "../support/fake-discord.js";
import { captureLogs } from "./harness.js";

describe("startBot / createBot", () => {
  let fake: FakeDiscord;
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  const configWith = (token: string): BotConfig => {
    const loaded = loadConfig({ DISCORD_TOKEN: token, DISCORD_API_URL: fake.apiUrl });
    if (!loaded.ok) throw loaded.error;
    return loaded.config;
  };
  const logger = () => createLogger({ destination: captureLogs().destination });

  it("logs in with only the Guilds intent and serves the project's commands", async () => {
    const bot = await startBot(configWith(fake.token), logger());
    try {
      expect(bot.client.isReady()).toBe(true);
      expect([...bot.commands.keys()].sort()).toEqual(["Check Sudoku", "Solve Sudoku", "sudoku"]);
      const identify = fake.identifies[0] as { intents?: number };
      expect(identify.intents).toBe(GatewayIntentBits.Guilds);
    } finally {
      await bot.stop();
    }
  });

  it("rejects a wrong token with a BotStartError saying Discord rejected DISCORD_TOKEN", async () => {
    const error = await startBot(configWith("not.the.token"), logger()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotStartError);
    expect((error as BotStartError).reason).toBe("token-rejected");
    expect((error as Error).message).toBe("Discord rejected DISCORD_TOKEN (An invalid token was provided.)");
  }, 15_000);

  it("gives up with a timeout error, and disconnects, when READY does not come in time", async () => {
    const bot = createBot(configWith(fake.token), logger(), await loadCommands(), 1);
    const error = await bot.start().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotStartError);
    expect((error as BotStartError).reason).toBe("timeout");
    expect(bot.client.isReady()).toBe(false);
  });

  it("leaves no gateway connection open after a READY timeout, once the login it gave up on has finished", async () => {
    const bot = createBot(configWith(fake.token), logger(), await loadCommands(), 1);
    const error = await bot.start().catch((e: unknown) => e);
    expect((error as BotStartError).reason).toBe("timeout");
    // The login went on after the timeout; before it was let to settle first, it connected a shard after
    // stop() (discord.js's Client.destroy() does nothing a second time), and that shard stayed connected.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fake.connectedShards).toEqual([]);
  });

  it("can be stopped twice", async () => {
    const bot = await startBot(configWith(fake.token), logger());
    await bot.stop();
    await bot.stop();
    expect(bot.client.isReady()).toBe(false);
  });
});
