/**
 * `npm run deploy`: registers every command in commands/ with Discord, replacing what was there
 * (bulk overwrite with PUT). Guild commands when DISCORD_GUILD_ID is set (they update at once: use
 * this while testing), global commands otherwise. The running bot never registers commands.
 */
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { REST, type RESTGetCurrentApplicationResult, Routes } from "discord.js";
import dotenv from "dotenv";
import { type Command, commandJSON, loadCommands } from "./bot/command.js";
import { type BotConfig, loadConfig } from "./bot/config.js";
import { createLogger, type Logger } from "./bot/logger.js";

export interface DeployResult {
  readonly scope: "guild" | "global";
  readonly applicationId: string;
  /** The names Discord now has registered, in order. */
  readonly names: readonly string[];
}

/**
 * Replaces the application's commands with `commands`.
 *
 * @param config - token, optional guild id / application id / API URL
 * @param commands - the commands to register (from loadCommands)
 * @param logger - progress lines
 * @returns where they went and the registered names
 * @throws DiscordAPIError when Discord refuses (bad token, wrong application id, invalid command JSON)
 */
export async function deployCommands(
  config: BotConfig,
  commands: ReadonlyMap<string, Command>,
  logger: Logger,
): Promise<DeployResult> {
  const rest = new REST(config.apiUrl === undefined ? {} : { api: config.apiUrl }).setToken(config.token);
  // The application id is not a secret, but asking Discord avoids one more setting to get wrong.
  const applicationId =
    config.applicationId ??
    ((await rest.get(Routes.currentApplication())) as RESTGetCurrentApplicationResult).id;
  const body = [...commands.values()].map(commandJSON);
  const scope = config.guildId === undefined ? "global" : "guild";
  const route =
    config.guildId === undefined
      ? Routes.applicationCommands(applicationId)
      : Routes.applicationGuildCommands(applicationId, config.guildId);
  logger.info({ scope, applicationId, guildId: config.guildId, count: body.length }, "registering commands");
  const registered = (await rest.put(route, { body })) as { name: string }[];
  const names = registered.map((c) => c.name);
  logger.info({ scope, names }, "commands registered");
  return { scope, applicationId, names };
}

/**
 * The deploy script's whole run, with nothing process-wide, so tests can call it.
 *
 * @param env - environment to read the config from
 * @param io - where the one-line failure goes, and the logger to use
 * @returns the process exit code (0 done, 1 failed)
 */
export async function runDeploy(
  env: Readonly<Record<string, string | undefined>>,
  io: { writeError(line: string): void; logger?: Logger },
): Promise<number> {
  const loaded = loadConfig(env);
  if (!loaded.ok) {
    io.writeError(loaded.error.message);
    return 1;
  }
  const logger = io.logger ?? createLogger({ level: loaded.config.logLevel });
  try {
    const commands = await loadCommands();
    const result = await deployCommands(loaded.config, commands, logger);
    const where =
      result.scope === "guild" ? `guild ${loaded.config.guildId}` : "all guilds (global; may take a while)";
    io.writeError(`Registered ${result.names.length} commands for ${where}: ${result.names.join(", ")}`);
    return 0;
  } catch (error) {
    logger.error({ err: error }, "deploy failed");
    const status = (error as { status?: unknown } | null)?.status;
    const detail = error instanceof Error ? error.message : String(error);
    io.writeError(
      status === 401
        ? `Discord rejected DISCORD_TOKEN (${detail})`
        : `Could not register the commands (${detail})`,
    );
    return 1;
  }
}

const isEntry =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isEntry) {
  dotenv.config({ quiet: true });
  process.exitCode = await runDeploy(process.env, {
    writeError: (line) => process.stderr.write(`${line}\n`),
  });
}
