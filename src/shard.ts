/**
 * `npm run start:sharded`: the bot as several processes, one Discord shard each, for a bot in many servers
 * (Discord requires sharding from 2,500). discord.js's ShardingManager runs `index.js` once per shard, passing
 * each its shard id, and restarts a shard process that dies. Start-up failures print one plain line and exit 1.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { REST, type RESTGetAPIGatewayBotResult, Routes, ShardingManager } from "discord.js";
import dotenv from "dotenv";
import { type BotConfig, loadConfig } from "./bot/config.js";
import { createLogger, type Logger } from "./bot/logger.js";

/** Discord allows one IDENTIFY per 5 s per bucket; discord.js's own default spacing between shard starts. */
const SPAWN_DELAY_MS = 5_500;

/**
 * How many shards to run: the configured count, or Discord's recommendation for "auto" — asked through the
 * configured REST base URL (discord.js's own "auto" would always call discord.com, bypassing a proxy).
 */
export async function resolveShardCount(config: BotConfig): Promise<number> {
  if (config.shards !== "auto") return config.shards;
  const rest = new REST(config.apiUrl === undefined ? {} : { api: config.apiUrl }).setToken(config.token);
  const gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return gateway.shards;
}

/**
 * Spawns one process per shard and resolves once every shard is ready.
 *
 * @param config - validated config (the token is handed to the shards by the manager)
 * @param logger - where shard life-cycle lines go (each shard process logs its own interactions)
 * @param options - the shard script (default: index.js beside this file) and the delay between spawns
 * @returns the running manager; `stopShards(manager)` ends every shard
 */
export async function startShards(
  config: BotConfig,
  logger: Logger,
  options: { file?: string; spawnDelayMs?: number } = {},
): Promise<ShardingManager> {
  const totalShards = await resolveShardCount(config);
  const file = options.file ?? fileURLToPath(new URL("./index.js", import.meta.url));
  const manager = new ShardingManager(file, { totalShards, token: config.token, respawn: true });
  manager.on("shardCreate", (shard) => {
    // The manager copies this process's environment (and the token) to each shard; add the validated settings,
    // so a shard does not depend on finding the same .env again.
    const env = shard.env as Record<string, string | undefined>;
    env.LOG_LEVEL = config.logLevel;
    if (config.apiUrl !== undefined) env.DISCORD_API_URL = config.apiUrl;
    logger.info({ shard: shard.id, totalShards }, "shard starting");
    shard.on("ready", () => logger.info({ shard: shard.id }, "shard ready"));
    shard.on("death", () => logger.warn({ shard: shard.id }, "shard process exited; restarting it"));
  });
  await manager.spawn({ amount: totalShards, delay: options.spawnDelayMs ?? SPAWN_DELAY_MS });
  logger.info({ totalShards }, "all shards ready");
  return manager;
}

/** Ends every shard process (without the manager restarting them). */
export function stopShards(manager: ShardingManager): void {
  manager.respawn = false;
  for (const shard of manager.shards.values()) shard.kill();
}

async function main(): Promise<void> {
  dotenv.config({ quiet: true });
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    process.stderr.write(`${loaded.error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: loaded.config.logLevel });
  let manager: ShardingManager;
  try {
    manager = await startShards(loaded.config, logger);
  } catch (error) {
    logger.debug({ err: error }, "sharded start-up failed");
    const detail = error instanceof Error ? error.message : String(error);
    process.stderr.write(`The shards could not start (${detail})\n`);
    process.exit(1);
  }
  const shutdown = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, "shutting down all shards");
    stopShards(manager);
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isEntry) await main();
