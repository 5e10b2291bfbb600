import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { type ConfigError, isConfigError, loadConfig } from "../../src/bot/config.js";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.abcdefghijklmnopqrstuvwxyz0123456789AB";

function expectError(env: Record<string, string | undefined>): ConfigError {
  const result = loadConfig(env);
  if (result.ok) throw new Error("expected a config error");
  return result.error;
}

describe("loadConfig", () => {
  it("reads a minimal environment into a frozen config with defaults", () => {
    const result = loadConfig({ DISCORD_TOKEN: TOKEN });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.token).toBe(TOKEN);
    expect({ ...result.config }).toEqual({
      guildId: undefined,
      applicationId: undefined,
      apiUrl: undefined,
      logLevel: "info",
      shards: "auto",
      shardList: undefined,
      healthPort: undefined,
      solveWorkers: availableParallelism(),
      cdnOrigins: ["https://cdn.discordapp.com", "https://media.discordapp.net"],
    });
    expect(Object.isFrozen(result.config)).toBe(true);
  });

  it("reads DISCORD_CDN_ORIGINS and names it when malformed", () => {
    const result = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_CDN_ORIGINS: "http://127.0.0.1:9000" });
    expect(result.ok && result.config.cdnOrigins).toEqual(["http://127.0.0.1:9000"]);
    const bad = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_CDN_ORIGINS: "cdn.discordapp.com" });
    expect(bad.ok ? "" : bad.error.variable).toBe("DISCORD_CDN_ORIGINS");
  });

  it("reads every optional variable", () => {
    const result = loadConfig({
      DISCORD_TOKEN: TOKEN,
      DISCORD_GUILD_ID: "123456789012345678",
      DISCORD_APPLICATION_ID: "987654321098765432",
      DISCORD_API_URL: "http://127.0.0.1:9999/api/",
      LOG_LEVEL: "DEBUG",
    });
    if (!result.ok) throw result.error;
    expect(result.config.guildId).toBe("123456789012345678");
    expect(result.config.applicationId).toBe("987654321098765432");
    expect(result.config.apiUrl).toBe("http://127.0.0.1:9999/api");
    expect(result.config.logLevel).toBe("debug");
  });

  it("never shows the token when the config is serialised or spread", () => {
    const result = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_GUILD_ID: "123456789012345678" });
    if (!result.ok) throw result.error;
    expect(JSON.stringify(result.config)).not.toContain(TOKEN);
    expect(Object.keys(result.config)).not.toContain("token");
  });

  it("strips a pasted 'Bot ' prefix and surrounding whitespace from the token", () => {
    const result = loadConfig({ DISCORD_TOKEN: `  Bot ${TOKEN}\n` });
    if (!result.ok) throw result.error;
    expect(result.config.token).toBe(TOKEN);
  });

  it("treats empty optional variables as unset", () => {
    const result = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_GUILD_ID: "", DISCORD_API_URL: "  " });
    if (!result.ok) throw result.error;
    expect(result.config.guildId).toBeUndefined();
    expect(result.config.apiUrl).toBeUndefined();
  });

  it("rejects a missing token with one line naming DISCORD_TOKEN and .env.example", () => {
    const error = expectError({});
    expect(isConfigError(error)).toBe(true);
    expect(error.name).toBe("ConfigError");
    expect(error.variable).toBe("DISCORD_TOKEN");
    expect(error.message).toBe(
      "DISCORD_TOKEN is not set: copy .env.example to .env and fill it in (see .env.example)",
    );
    expect(error.message).not.toContain("\n");
  });

  it("rejects a blank token the same way as a missing one", () => {
    expect(expectError({ DISCORD_TOKEN: "   " }).variable).toBe("DISCORD_TOKEN");
  });

  it("rejects a token with whitespace inside", () => {
    expect(expectError({ DISCORD_TOKEN: "abc def" }).message).toMatch(/^DISCORD_TOKEN contains whitespace/);
  });

  it("rejects a guild id that is not a number", () => {
    const error = expectError({ DISCORD_TOKEN: TOKEN, DISCORD_GUILD_ID: "my server" });
    expect(error.variable).toBe("DISCORD_GUILD_ID");
    expect(error.message).toBe(
      'DISCORD_GUILD_ID must be a numeric server id, got "my server" (see .env.example)',
    );
  });

  it("rejects an application id that is not a number", () => {
    expect(expectError({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: "x1" }).variable).toBe(
      "DISCORD_APPLICATION_ID",
    );
  });

  it("rejects an API URL that is not http(s)", () => {
    expect(expectError({ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: "discord.com/api" }).variable).toBe(
      "DISCORD_API_URL",
    );
    expect(expectError({ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: "ftp://example.com/api" }).variable).toBe(
      "DISCORD_API_URL",
    );
  });

  it("rejects an unknown log level, listing the allowed ones", () => {
    const error = expectError({ DISCORD_TOKEN: TOKEN, LOG_LEVEL: "verbose" });
    expect(error.variable).toBe("LOG_LEVEL");
    expect(error.message).toContain("fatal, error, warn, info, debug, trace, silent");
  });

  it("reads HEALTH_PORT, and rejects what is not a port", () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, HEALTH_PORT: "8080" })).toMatchObject({
      config: { healthPort: 8080 },
    });
    expect(expectError({ DISCORD_TOKEN: TOKEN, HEALTH_PORT: "http" }).message).toBe(
      'HEALTH_PORT must be a port number from 1 to 65535, got "http" (see .env.example)',
    );
    expect(expectError({ DISCORD_TOKEN: TOKEN, HEALTH_PORT: "70000" }).variable).toBe("HEALTH_PORT");
  });

  it("reads SOLVE_WORKERS (0 = on the main thread), defaulting to the cores", () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, SOLVE_WORKERS: "0" })).toMatchObject({
      config: { solveWorkers: 0 },
    });
    expect(expectError({ DISCORD_TOKEN: TOKEN, SOLVE_WORKERS: "-1" }).message).toBe(
      'SOLVE_WORKERS must be a whole number from 0 to 64, got "-1" (see .env.example)',
    );
  });
});
