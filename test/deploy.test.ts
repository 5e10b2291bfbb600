import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commandJSON, loadCommands } from "../src/bot/command.js";
import { loadConfig } from "../src/bot/config.js";
import { createLogger } from "../src/bot/logger.js";
import { deployCommands, runDeploy } from "../src/deploy.js";
import { buildScratch, captureLogs } from "./bot/harness.js";
import { FakeDiscord } from "./support/fake-discord.js";

describe("deploy", () => {
  let fake: FakeDiscord;
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  const configFor = (env: Record<string, string>) => {
    const loaded = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, ...env });
    if (!loaded.ok) throw loaded.error;
    return loaded.config;
  };
  const quietLogger = () => createLogger({ destination: captureLogs().destination });
  const puts = () => fake.requests.filter((r) => r.method === "PUT");

  it("PUTs every command's JSON to the guild route when DISCORD_GUILD_ID is set", async () => {
    const commands = await loadCommands();
    const result = await deployCommands(
      configFor({ DISCORD_GUILD_ID: fake.guildId }),
      commands,
      quietLogger(),
    );
    expect(result).toEqual({
      scope: "guild",
      applicationId: fake.applicationId,
      names: ["Check Sudoku", "Solve Sudoku", "sudoku"],
    });
    expect(puts()).toHaveLength(1);
    const put = puts()[0];
    expect(put?.path).toBe(`/api/v10/applications/${fake.applicationId}/guilds/${fake.guildId}/commands`);
    expect(put?.headers.authorization).toBe(`Bot ${fake.token}`);
    // JSON round trip: what went over the wire equals the commands' JSON exactly.
    expect(put?.json).toEqual(JSON.parse(JSON.stringify([...commands.values()].map(commandJSON))));
    expect(fake.registeredCommands("guild").map((c) => c.name)).toEqual([
      "Check Sudoku",
      "Solve Sudoku",
      "sudoku",
    ]);
    expect(fake.registeredCommands("global")).toEqual([]);
  });

  it("PUTs to the global route when no guild is set, asking Discord for the application id", async () => {
    const result = await deployCommands(configFor({}), await loadCommands(), quietLogger());
    expect(result.scope).toBe("global");
    expect(fake.requests.some((r) => r.method === "GET" && r.path === "/api/v10/applications/@me")).toBe(
      true,
    );
    expect(puts()[0]?.path).toBe(`/api/v10/applications/${fake.applicationId}/commands`);
    expect(fake.registeredCommands("global").map((c) => c.name)).toEqual([
      "Check Sudoku",
      "Solve Sudoku",
      "sudoku",
    ]);
  });

  it("uses DISCORD_APPLICATION_ID without asking Discord when it is set", async () => {
    await deployCommands(
      configFor({ DISCORD_APPLICATION_ID: fake.applicationId }),
      await loadCommands(),
      quietLogger(),
    );
    expect(fake.requests.some((r) => r.path.endsWith("/applications/@me"))).toBe(false);
    expect(fake.registeredCommands("global")).toHaveLength(3);
  });

  it("declares the board option with max_length 6000, the two boolean options and the image", async () => {
    const commands = await loadCommands();
    const sudoku = commandJSON(commands.get("sudoku") as never) as {
      options: {
        name: string;
        options: { name: string; type: number; max_length?: number; required?: boolean }[];
      }[];
    };
    const solve = sudoku.options.find((o) => o.name === "solve");
    expect(solve?.options).toEqual([
      expect.objectContaining({ name: "board", type: 3, max_length: 6000, required: false }),
      expect.objectContaining({ name: "spoiler", type: 5 }),
      expect.objectContaining({ name: "private", type: 5 }),
      expect.objectContaining({ name: "image", type: 11, required: false }),
    ]);
  });

  it("runDeploy reports success in one line and exits 0", async () => {
    const lines: string[] = [];
    const code = await runDeploy(
      { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl, DISCORD_GUILD_ID: fake.guildId },
      { writeError: (l) => lines.push(l), logger: quietLogger() },
    );
    expect(code).toBe(0);
    expect(lines).toEqual([
      `Registered 3 commands for guild ${fake.guildId}: Check Sudoku, Solve Sudoku, sudoku`,
    ]);
  });

  it("runDeploy with a wrong token prints one plain line and exits 1", async () => {
    const lines: string[] = [];
    const code = await runDeploy(
      { DISCORD_TOKEN: "not-the-token", DISCORD_API_URL: fake.apiUrl },
      { writeError: (l) => lines.push(l), logger: quietLogger() },
    );
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Discord rejected DISCORD_TOKEN \(/);
    expect(puts()).toHaveLength(0);
  });

  it("runDeploy without a token prints the config error and exits 1 without calling Discord", async () => {
    const lines: string[] = [];
    const code = await runDeploy({ DISCORD_API_URL: fake.apiUrl }, { writeError: (l) => lines.push(l) });
    expect(code).toBe(1);
    expect(lines).toEqual([
      "DISCORD_TOKEN is not set: copy .env.example to .env and fill it in (see .env.example)",
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("node dist/src/deploy.js (compiled, as a child process)", () => {
  let scratch: { outDir: string; remove(): Promise<void> } | undefined;
  let cwd = "";
  let fake: FakeDiscord;
  beforeAll(async () => {
    scratch = await buildScratch("deploy");
    cwd = await mkdtemp(path.join(tmpdir(), "sudoku-deploy-cwd-"));
  }, 120_000);
  afterAll(async () => {
    await scratch?.remove();
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  /** Runs the compiled deploy script with only these variables; resolves with its exit code and output. */
  function deploy(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    const entry = path.join(scratch?.outDir ?? "", "src", "deploy.js");
    expect(existsSync(entry)).toBe(true);
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [entry],
        { cwd, env: { PATH: process.env.PATH ?? "", ...env }, timeout: 20_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it("registers the compiled commands in the guild and exits 0", async () => {
    const result = await deploy({
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_GUILD_ID: fake.guildId,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      `Registered 3 commands for guild ${fake.guildId}: Check Sudoku, Solve Sudoku, sudoku\n`,
    );
    expect(fake.registeredCommands("guild").map((c) => c.name)).toEqual([
      "Check Sudoku",
      "Solve Sudoku",
      "sudoku",
    ]);
    // The built commands register the same JSON as the source ones.
    const source = [...(await loadCommands()).values()].map(commandJSON);
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.json).toEqual(JSON.parse(JSON.stringify(source)));
    expect(result.stdout + result.stderr).not.toContain(fake.token);
  }, 30_000);

  it("exits 1 with one plain line for a wrong token", async () => {
    const result = await deploy({ DISCORD_TOKEN: "wrong.token.value", DISCORD_API_URL: fake.apiUrl });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Discord rejected DISCORD_TOKEN \([^\n]*\)\n$/);
  }, 30_000);
});
