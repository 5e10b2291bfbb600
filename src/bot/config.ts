/**
 * The bot's configuration, read from the environment once and validated into a frozen object.
 * Nothing else in the project reads `process.env`: the entry points load `.env` with dotenv, call
 * {@link loadConfig}, and pass the result down.
 */
import { availableParallelism } from "node:os";
import { DEFAULT_CDN_ORIGINS, parseOrigins } from "./shared/attachment.js";

/** Log levels pino understands; `silent` turns logging off. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Validated settings. `token` is not enumerable, so logging or serialising the object never shows it. */
export interface BotConfig {
  /** The bot token from the developer portal (without a `Bot ` prefix). */
  readonly token: string;
  /** Guild to deploy commands to (instant updates while testing); undefined = global commands. */
  readonly guildId: string | undefined;
  /** Application id for the deploy script; undefined = ask Discord (`GET /applications/@me`). */
  readonly applicationId: string | undefined;
  /** REST base URL without the version, e.g. `http://127.0.0.1:8080/api`; undefined = discord.com. */
  readonly apiUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Shards for `npm run start:sharded`: a count, or "auto" for Discord's recommendation. */
  readonly shards: number | "auto";
  /**
   * The shards this machine runs (`DISCORD_SHARD_LIST`, e.g. 0-3), sorted; undefined = all of them. Needs a
   * numeric `shards` total, so several machines can split one bot's shards.
   */
  readonly shardList: readonly number[] | undefined;
  /** Port of the `/healthz` endpoint; undefined = no endpoint (the default). */
  readonly healthPort: number | undefined;
  /** Worker threads that solve and draw (`SOLVE_WORKERS`, default: the machine's cores); 0 = on the main thread. */
  readonly solveWorkers: number;
  /** Origins attached pictures may be downloaded from (`DISCORD_CDN_ORIGINS`, default Discord's two CDNs). */
  readonly cdnOrigins: readonly string[];
}

/** A configuration problem, with a one-line message naming the variable and `.env.example`. */
export class ConfigError extends Error {
  override readonly name = "ConfigError" as const;
  /** The environment variable at fault. */
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`${variable} ${problem} (see .env.example)`);
    this.variable = variable;
  }
}

/** True when `value` is a {@link ConfigError}. */
export const isConfigError = (value: unknown): value is ConfigError => value instanceof ConfigError;

export type ConfigResult = { ok: true; config: BotConfig } | { ok: false; error: ConfigError };

// Snowflakes are unsigned 64-bit integers written in decimal; today's ids have 17–20 digits.
const SNOWFLAKE = /^\d{1,20}$/;

/**
 * Reads and validates the bot's settings.
 *
 * @param env - the environment to read (defaults to `process.env`; tests pass a plain object)
 * @returns `{ ok: true, config }` with a frozen {@link BotConfig}, or `{ ok: false, error }` with a
 *   {@link ConfigError} whose message is one line.
 * @example
 * const result = loadConfig({ DISCORD_TOKEN: "abc.def.ghi" });
 * if (!result.ok) console.error(result.error.message);
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ConfigResult {
  const fail = (variable: string, problem: string): ConfigResult => ({
    ok: false,
    error: new ConfigError(variable, problem),
  });
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === "" ? undefined : value;
  };

  // People paste the token with the "Bot " prefix from HTTP examples; discord.js wants it bare.
  const token = read("DISCORD_TOKEN")?.replace(/^Bot\s+/i, "");
  if (token === undefined)
    return fail("DISCORD_TOKEN", "is not set: copy .env.example to .env and fill it in");
  if (/\s/.test(token)) return fail("DISCORD_TOKEN", "contains whitespace: paste the token exactly as shown");

  const guildId = read("DISCORD_GUILD_ID");
  if (guildId !== undefined && !SNOWFLAKE.test(guildId)) {
    return fail("DISCORD_GUILD_ID", `must be a numeric server id, got "${guildId.slice(0, 40)}"`);
  }
  const applicationId = read("DISCORD_APPLICATION_ID");
  if (applicationId !== undefined && !SNOWFLAKE.test(applicationId)) {
    return fail(
      "DISCORD_APPLICATION_ID",
      `must be a numeric application id, got "${applicationId.slice(0, 40)}"`,
    );
  }

  let apiUrl = read("DISCORD_API_URL");
  if (apiUrl !== undefined) {
    const parsed = URL.canParse(apiUrl) ? new URL(apiUrl) : undefined;
    if (parsed === undefined || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
      return fail(
        "DISCORD_API_URL",
        `must be an http(s) URL like https://discord.com/api, got "${apiUrl.slice(0, 80)}"`,
      );
    }
    // discord.js appends "/v10/..." itself, so a trailing slash would double up.
    apiUrl = apiUrl.replace(/\/+$/, "");
  }

  const level = read("LOG_LEVEL")?.toLowerCase() ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    return fail("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}, got "${level.slice(0, 40)}"`);
  }

  // Not SHARD_COUNT: discord.js reads that name itself in every client, and would shard a plain `npm start`.
  const shardsText = read("DISCORD_SHARDS")?.toLowerCase() ?? "auto";
  const shards = shardsText === "auto" ? "auto" : Number(shardsText);
  if (shards !== "auto" && !(Number.isInteger(shards) && shards >= 1 && shards <= 1024)) {
    return fail(
      "DISCORD_SHARDS",
      `must be "auto" or a whole number from 1 to 1024, got "${shardsText.slice(0, 40)}"`,
    );
  }

  const shardListText = read("DISCORD_SHARD_LIST");
  let shardList: number[] | undefined;
  if (shardListText !== undefined) {
    if (shards === "auto") {
      return fail(
        "DISCORD_SHARD_LIST",
        "needs DISCORD_SHARDS set to the total shard count of the whole bot (not auto), so every machine agrees",
      );
    }
    shardList = parseShardList(shardListText, shards);
    if (shardList === undefined) {
      return fail(
        "DISCORD_SHARD_LIST",
        `must list shard ids from 0 to ${shards - 1} like 0-3 or 0,2,5-7, got "${shardListText.slice(0, 40)}"`,
      );
    }
  }

  const healthText = read("HEALTH_PORT");
  const healthPort = healthText === undefined ? undefined : Number(healthText);
  if (
    healthPort !== undefined &&
    !(Number.isInteger(healthPort) && healthPort >= 1 && healthPort <= 65_535)
  ) {
    return fail(
      "HEALTH_PORT",
      `must be a port number from 1 to 65535, got "${String(healthText).slice(0, 40)}"`,
    );
  }

  const workersText = read("SOLVE_WORKERS");
  const solveWorkers = workersText === undefined ? availableParallelism() : Number(workersText);
  if (!(Number.isInteger(solveWorkers) && solveWorkers >= 0 && solveWorkers <= 64)) {
    return fail(
      "SOLVE_WORKERS",
      `must be a whole number from 0 to 64, got "${String(workersText).slice(0, 40)}"`,
    );
  }

  const originsText = read("DISCORD_CDN_ORIGINS");
  const cdnOrigins = originsText === undefined ? DEFAULT_CDN_ORIGINS : parseOrigins(originsText);
  if (cdnOrigins === undefined) {
    return fail(
      "DISCORD_CDN_ORIGINS",
      `must be comma-separated origins like https://cdn.discordapp.com, got "${String(originsText).slice(0, 80)}"`,
    );
  }

  const config = {
    solveWorkers,
    cdnOrigins: Object.freeze([...cdnOrigins]),
    guildId,
    applicationId,
    apiUrl,
    logLevel: level as LogLevel,
    shards,
    shardList: shardList === undefined ? undefined : Object.freeze(shardList),
    healthPort,
  } as BotConfig;
  Object.defineProperty(config, "token", { value: token, enumerable: false });
  return { ok: true, config: Object.freeze(config) };
}

/**
 * Reads a shard list: ids and ranges separated by commas (`0-3`, `0,2,5-7`), each below `total`.
 *
 * @param text - the list as written
 * @param total - the bot's total shard count
 * @returns the ids, sorted and without repeats; undefined when malformed or out of range
 * @example parseShardList("4-5,0", 8) // [0, 4, 5]
 */
export function parseShardList(text: string, total: number): number[] | undefined {
  const ids = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^\s*(\d{1,4})\s*(?:-\s*(\d{1,4})\s*)?$/.exec(part);
    if (!match) return undefined;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (to < from || to >= total) return undefined;
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
