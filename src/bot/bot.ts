/**
 * The running bot: a discord.js Client with only the Guilds intent, the interaction dispatcher wired
 * in, a start-up that either reaches READY or fails with one plain sentence, and a graceful stop: destroy the
 * client (the gateway closes: no new work), let every interaction in flight finish its answer (answers need no bot
 * token), then stop the workers.
 * It never registers commands (that is src/deploy.ts).
 */
import { once } from "node:events";
import { Client, DiscordjsErrorCodes, Events, GatewayIntentBits, Status } from "discord.js";
import { emptyBoard } from "../core/board.js";
import { boardCells, renderBoard } from "../core/render/index.js";
import { type Command, loadCommands } from "./command.js";
import type { BotConfig } from "./config.js";
import { handleInteraction } from "./dispatch.js";
import type { HealthReport } from "./health.js";
import type { Logger } from "./logger.js";
import { ReplyPool, useReplyPool } from "./pool/pool.js";
import { type DownloadLimits, useDownloadLimits } from "./shared/attachment.js";

/** Why start-up failed: the token was refused, Discord could not be reached, or READY never came. */
export type StartFailure = "token-rejected" | "unreachable" | "timeout";

/** How long a failed start waits for its login to settle, to close what the login opened. */
const LOGIN_SETTLE_MS = 5000;

/** Start-up failed; the message is one line fit to print as is. */
export class BotStartError extends Error {
  override readonly name = "BotStartError" as const;
  readonly reason: StartFailure;
  constructor(reason: StartFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/** True when `value` is a {@link BotStartError}. */
export const isBotStartError = (value: unknown): value is BotStartError => value instanceof BotStartError;

export interface Bot {
  readonly client: Client;
  readonly commands: ReadonlyMap<string, Command>;
  /** Logs in and resolves once READY arrived; rejects with a {@link BotStartError}. */
  start(): Promise<void>;
  /**
   * Stops gracefully: destroys the client, which closes the gateway so no new interaction arrives, waits for the
   * ones in flight to be answered (at most `drainTimeoutMs`, default 8 s, so a process manager's 10 s grace is
   * kept), then stops the reply pool. Safe to call twice (the second call waits for the first).
   */
  stop(drainTimeoutMs?: number): Promise<void>;
  /** Ready = logged in, gateway connected on every shard, not shutting down; for `/healthz`. */
  health(): HealthReport;
  /** How many interactions are being handled right now. */
  readonly inFlight: number;
}

export interface StartOptions {
  /** Commands to serve; default: everything in commands/. Tests add a failing command here. */
  commands?: ReadonlyMap<string, Command>;
  /** How long to wait for READY after connecting (default 30 s). */
  readyTimeoutMs?: number;
  /** Caps on downloading attached pictures (default 10 MB within 8 s); the origins come from the config. */
  downloads?: Omit<DownloadLimits, "origins">;
  /**
   * False to skip reading a practice photo at start (default true: the first user's picture is then read at
   * full speed). Tests that start many bots and read few pictures save about a second of CPU a start.
   */
  warmReader?: boolean;
}

/**
 * Builds the bot without connecting it.
 *
 * @param config - validated config (token, optional API URL)
 * @param logger - where start-up, interaction and error lines go
 * @param commands - commands by name
 * @param readyTimeoutMs - how long to wait for READY
 * @param pool - the reply pool the bot owns (destroyed by `stop()` after the drain)
 * @returns a {@link Bot}; call `start()` to log in
 */
export function createBot(
  config: BotConfig,
  logger: Logger,
  commands: ReadonlyMap<string, Command>,
  readyTimeoutMs = 30_000,
  pool?: ReplyPool,
): Bot {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.apiUrl === undefined ? {} : { rest: { api: config.apiUrl } }),
    // This machine's part of a bot split over machines: these shards of the total, in this one process.
    ...(config.shardList === undefined || config.shards === "auto"
      ? {}
      : { shards: [...config.shardList], shardCount: config.shards }),
  });
  // Every handler in progress, so stop() can wait for their answers.
  const inFlight = new Set<Promise<void>>();
  client.on(Events.InteractionCreate, (interaction) => {
    const handling: Promise<void> = handleInteraction(interaction, commands, logger).finally(() =>
      inFlight.delete(handling),
    );
    inFlight.add(handling);
  });
  client.on(Events.Error, (error) => logger.error({ err: error }, "discord.js client error"));
  client.on(Events.Warn, (message) => logger.warn(message));
  client.on(Events.ShardDisconnect, (event, shardId) =>
    logger.warn({ code: event.code, shardId }, "gateway connection closed"),
  );
  client.on(Events.ShardResume, (shardId) => logger.info({ shardId }, "gateway connection resumed"));

  let started = false;
  let stopping: Promise<void> | undefined;
  const stop = (drainTimeoutMs = 8000): Promise<void> => {
    stopping ??= (async () => {
      const pending = inFlight.size;
      // No new work: destroy the client first, with its public API. That closes the gateway (Discord stops
      // routing this shard's interactions here) and forgets the bot token, which no answer needs: interaction
      // callbacks and the interaction webhook (editReply, followUp, deleteReply) authenticate by the
      // interaction's own token (discord.js sends them with `auth: false`), and the REST queue stays usable.
      // The answers in flight are then sent as usual. (Before, the gateway alone was closed through the private
      // `client.ws.destroy()`, the first half of Client.destroy(), to keep the token until the drain was over.)
      await client.destroy();
      if (pending > 0) logger.info({ inFlight: pending }, "draining: answering the interactions in flight");
      const deadline = performance.now() + drainTimeoutMs;
      while (inFlight.size > 0 && performance.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => {
          timer = setTimeout(resolve, deadline - performance.now());
        });
        await Promise.race([Promise.allSettled([...inFlight]), timeout]);
        clearTimeout(timer);
      }
      if (inFlight.size > 0)
        logger.warn({ inFlight: inFlight.size }, "gave up waiting for interactions in flight");
      await pool?.destroy();
    })();
    return stopping;
  };

  const health = (): HealthReport => {
    const shards = [...client.ws.shards.values()].map((shard) => ({
      id: shard.id,
      status: Status[shard.status],
    }));
    const details = { shards, inFlight: inFlight.size };
    if (stopping) return { ready: false, reason: "shutting down", details };
    if (!started || !client.isReady()) return { ready: false, reason: "starting", details };
    if (client.ws.status !== Status.Ready) return { ready: false, reason: "gateway not ready", details };
    const down = shards.find((shard) => shard.status !== "Ready");
    if (down)
      return { ready: false, reason: `shard ${down.id} ${String(down.status).toLowerCase()}`, details };
    return { ready: true, details };
  };

  const start = async (): Promise<void> => {
    const target = config.apiUrl ?? "https://discord.com/api";
    logger.info({ api: target, commands: [...commands.keys()] }, "logging in");
    const abort = new AbortController();
    const ready = once(client, Events.ClientReady, { signal: abort.signal });
    ready.catch(() => {}); // rejected by abort() when login fails; that path reports its own error
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new BotStartError("timeout", `Discord did not confirm the login within ${readyTimeoutMs} ms`),
          ),
        readyTimeoutMs,
      );
    });
    const login = client.login(config.token);
    try {
      await Promise.race([login.then(() => ready), timeout]);
    } catch (error) {
      // A login still under way when the start gives up would open the gateway after stop(), and discord.js's
      // Client.destroy() does nothing a second time (a READY timeout left a shard connected): let the login
      // settle first, a bounded while, so that stop() closes what it opened.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        login.catch(() => {}),
        new Promise((resolve) => {
          waited = setTimeout(resolve, LOGIN_SETTLE_MS);
        }),
      ]);
      clearTimeout(waited);
      await stop();
      throw toStartError(error, target);
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
    started = true;
    logger.info(
      { user: client.user?.tag, userId: client.user?.id, guilds: client.guilds.cache.size },
      "ready: answering interactions",
    );
  };

  return {
    client,
    commands,
    start,
    stop,
    health,
    get inFlight() {
      return inFlight.size;
    },
  };
}

/** Turns whatever login threw into one plain sentence. */
function toStartError(error: unknown, target: string): BotStartError {
  if (isBotStartError(error)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === DiscordjsErrorCodes.TokenInvalid || (error as { status?: unknown } | null)?.status === 401) {
    return new BotStartError("token-rejected", `Discord rejected DISCORD_TOKEN (${detail})`, {
      cause: error,
    });
  }
  return new BotStartError("unreachable", `Could not connect to Discord at ${target} (${detail})`, {
    cause: error,
  });
}

/**
 * Loads the commands, warms up the renderer, and logs in.
 *
 * @param config - validated config
 * @param logger - the bot's logger
 * @param options - commands to serve instead of commands/, READY timeout
 * @returns the started {@link Bot}
 * @throws BotStartError with a one-line message (rejected token, unreachable API, no READY)
 * @throws CommandLoadError when a file in commands/ is broken
 */
export async function startBot(config: BotConfig, logger: Logger, options: StartOptions = {}): Promise<Bot> {
  const commands = options.commands ?? (await loadCommands());
  useDownloadLimits({ ...options.downloads, origins: config.cdnOrigins });
  // Solving and drawing happen on the pool's workers. The first render loads the font files; do it now (in
  // every worker, and here for the few pictures drawn on the main thread) so the first user's answer is not
  // the slow one. The workers that read pictures read a practice photo too, for the same reason.
  const warm = performance.now();
  const pool = new ReplyPool({ workers: config.solveWorkers, logger });
  useReplyPool(pool);
  renderBoard({ cells: boardCells(emptyBoard()) });
  await pool.warmUp({ reader: options.warmReader ?? true });
  logger.debug({ ms: Math.round(performance.now() - warm), workers: pool.workers }, "renderer warmed up");
  const bot = createBot(config, logger, commands, options.readyTimeoutMs, pool);
  try {
    await bot.start();
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  return bot;
}
