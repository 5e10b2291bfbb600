/**
 * `npm start`: loads `.env`, validates the config, starts the bot (and `/healthz` when HEALTH_PORT is set), and
 * stops it gracefully on SIGINT/SIGTERM: no new work, the interactions in flight answered, exit within 10 s.
 * Start-up failures print one plain line and exit with code 1.
 */
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import dotenv from "dotenv";
import { type Bot, isBotStartError, type StartOptions, startBot } from "./bot/bot.js";
import { CommandLoadError } from "./bot/command.js";
import { type BotConfig, loadConfig } from "./bot/config.js";
import { type HealthServer, startHealthServer } from "./bot/health.js";
import { createLogger, type Logger, type LoggerOptions } from "./bot/logger.js";

/** A process manager's usual grace between SIGTERM and SIGKILL is 10 s; exit before it whatever happens. */
const EXIT_DEADLINE_MS = 9_500;

export type RunResult =
  | { ok: true; bot: Bot; logger: Logger; config: BotConfig }
  | { ok: false; message: string };

/**
 * Validates the config and starts the bot, touching nothing process-wide (tests call this directly).
 *
 * @param env - environment to read the config from
 * @param options - log destination (tests capture lines) and start options (extra commands, timeout)
 * @returns the started bot, or `{ ok: false, message }` with one line for the person at the terminal
 */
export async function run(
  env: Readonly<Record<string, string | undefined>>,
  options: { logDestination?: LoggerOptions["destination"]; start?: StartOptions } = {},
): Promise<RunResult> {
  const loaded = loadConfig(env);
  if (!loaded.ok) return { ok: false, message: loaded.error.message };
  const logger = createLogger({ level: loaded.config.logLevel, destination: options.logDestination });
  try {
    const bot = await startBot(loaded.config, logger, options.start);
    return { ok: true, bot, logger, config: loaded.config };
  } catch (error) {
    const message =
      error instanceof CommandLoadError || isBotStartError(error)
        ? error.message
        : `The bot could not start (${error instanceof Error ? error.message : String(error)})`;
    logger.debug({ err: error }, "start-up failed");
    return { ok: false, message };
  }
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isEntry) {
  dotenv.config({ quiet: true });
  const result = await run(process.env);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exit(1);
  }
  const { bot, logger, config } = result;
  let health: HealthServer | undefined;
  if (config.healthPort !== undefined) {
    try {
      health = await startHealthServer(config.healthPort, bot.health, logger);
    } catch (error) {
      process.stderr.write(`HEALTH_PORT ${config.healthPort} could not be opened (${String(error)})\n`);
      await bot.stop();
      process.exit(1);
    }
  }
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1); // a second Ctrl-C while stopping: give up waiting
    stopping = true;
    logger.info({ signal, inFlight: bot.inFlight }, "shutting down");
    setTimeout(() => {
      logger.error("still not stopped: exiting anyway");
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    bot.stop().then(
      async () => {
        await health?.close();
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
