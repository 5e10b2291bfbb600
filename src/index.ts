/**
 * `npm start`: loads `.env`, validates the config, starts the bot, and stops it cleanly on
 * SIGINT/SIGTERM. Start-up failures print one plain line and exit with code 1.
 */
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import dotenv from "dotenv";
import { type Bot, isBotStartError, type StartOptions, startBot } from "./bot/bot.js";
import { CommandLoadError } from "./bot/command.js";
import { loadConfig } from "./bot/config.js";
import { createLogger, type Logger, type LoggerOptions } from "./bot/logger.js";

export type RunResult = { ok: true; bot: Bot; logger: Logger } | { ok: false; message: string };

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
    return { ok: true, bot, logger };
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
  const { bot, logger } = result;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1); // a second Ctrl-C while stopping: give up waiting
    stopping = true;
    logger.info({ signal }, "shutting down");
    bot.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
