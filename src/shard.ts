/**
 * `npm run start:sharded`: the bot as several processes, one Discord shard each, for a bot in many servers
 * (Discord requires sharding from 2,500). discord.js's ShardingManager runs `index.js` once per shard, passing
 * each its shard id, and restarts a shard process that dies. With DISCORD_SHARD_LIST it runs only those shards
 * of the DISCORD_SHARDS total, so several machines can share one bot. HEALTH_PORT serves `/healthz` here (ready
 * once every local shard is). SIGTERM is passed to every shard process, which drains its interactions in
 * flight; the launcher exits once they have. Start-up failures print one plain line and exit 1.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { realpathSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { REST, type RESTGetAPIGatewayBotResult, Routes, ShardingManager } from "discord.js";
import dotenv from "dotenv";
import { type BotConfig, loadConfig } from "./bot/config.js";
import { type HealthReport, startHealthServer } from "./bot/health.js";
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
  const shardList = config.shardList === undefined ? "auto" : [...config.shardList];
  const manager = new ShardingManager(file, { totalShards, shardList, token: config.token, respawn: true });
  manager.on("shardCreate", (shard) => {
    // The manager copies this process's environment (and the token) to each shard; add the validated settings,
    // so a shard does not depend on finding the same .env again.
    const env = shard.env as Record<string, string | undefined>;
    env.LOG_LEVEL = config.logLevel;
    if (config.apiUrl !== undefined) env.DISCORD_API_URL = config.apiUrl;
    // Each shard process is one shard (the manager tells it which); the list and the port are the launcher's.
    delete env.DISCORD_SHARD_LIST;
    delete env.HEALTH_PORT;
    logger.info({ shard: shard.id, totalShards }, "shard starting");
    shard.on("ready", () => logger.info({ shard: shard.id }, "shard ready"));
    shard.on("death", () => logger.warn({ shard: shard.id }, "shard process exited; restarting it"));
  });
  await manager.spawn({ amount: totalShards, delay: options.spawnDelayMs ?? SPAWN_DELAY_MS });
  logger.info({ totalShards, shards: [...manager.shards.keys()] }, "all shards ready");
  return manager;
}

/** Ready when every shard this launcher runs is ready (each shard process reports READY and disconnects). */
export function shardsHealth(manager: ShardingManager): HealthReport {
  const shards = [...manager.shards.values()].map((shard) => ({ id: shard.id, ready: shard.ready }));
  const down = shards.find((shard) => !shard.ready);
  return down
    ? { ready: false, reason: `shard ${down.id} not ready`, details: { shards } }
    : { ready: true, details: { shards } };
}

/**
 * Ends every shard process without the manager restarting them: SIGTERM, so each drains its interactions in
 * flight, then SIGKILL for any still running after `graceMs`.
 *
 * @returns once every shard process has exited
 */
export async function stopShards(manager: ShardingManager, graceMs = 9_000): Promise<void> {
  manager.respawn = false;
  const processes = [...manager.shards.values()]
    .map((shard) => shard.process)
    .filter(
      (child): child is ChildProcess =>
        child !== null && child.exitCode === null && child.signalCode === null,
    );
  const exits = processes.map((child) => once(child, "exit"));
  for (const shard of manager.shards.values()) shard.kill();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.all(exits), late]);
  clearTimeout(timer);
  for (const child of processes)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
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
  const health =
    loaded.config.healthPort === undefined
      ? undefined
      : await startHealthServer(loaded.config.healthPort, () => shardsHealth(manager), logger);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down all shards");
    stopShards(manager).then(async () => {
      await health?.close();
      process.exit(0);
    });
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isEntry) await main();
