import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { run } from "../src/index.js";
import { buildScratch, captureLogs } from "./bot/harness.js";
import { FakeDiscord } from "./support/fake-discord.js";

describe("run (the entry point's work, in-process)", () => {
  let fake: FakeDiscord;
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it("refuses to start without a token, with the one-line config message", async () => {
    expect(await run({ DISCORD_API_URL: fake.apiUrl })).toEqual({
      ok: false,
      message: "DISCORD_TOKEN is not set: copy .env.example to .env and fill it in (see .env.example)",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("fails with one plain line when Discord rejects the token, without hanging", async () => {
    const { lines, destination } = captureLogs();
    const result = await run(
      { DISCORD_TOKEN: "wrong.token.value", DISCORD_API_URL: fake.apiUrl },
      { logDestination: destination },
    );
    expect(result).toEqual({
      ok: false,
      message: "Discord rejected DISCORD_TOKEN (An invalid token was provided.)",
    });
    expect(JSON.stringify(lines)).not.toContain("wrong.token.value");
  }, 15_000);

  it("fails with one plain line when the API cannot be reached", async () => {
    const closed = await FakeDiscord.start();
    const url = closed.apiUrl;
    await closed.close(); // nothing listens there any more
    const result = await run({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: url, LOG_LEVEL: "silent" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(
      new RegExp(`^Could not connect to Discord at ${url.replace(/\./g, "\\.")} \\(`),
    );
    expect(result.message).not.toContain("\n");
  }, 30_000);

  it("starts the bot against the configured API and logs that it is ready", async () => {
    const { lines, destination } = captureLogs();
    const result = await run(
      { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl },
      { logDestination: destination },
    );
    if (!result.ok) throw new Error(result.message);
    try {
      expect(result.bot.client.isReady()).toBe(true);
      expect(result.bot.client.user?.id).toBe(fake.applicationId);
      expect(lines.some((l) => l.msg === "ready: answering interactions")).toBe(true);
      expect(JSON.stringify(lines)).not.toContain(fake.token);
      // The running bot never registers commands.
      expect(fake.requests.some((r) => r.method === "PUT")).toBe(false);
    } finally {
      await result.bot.stop();
    }
  });
});

/**
 * The real entry, as `npm start` runs it: compiled with tsc into a scratch folder under dist/ (so
 * node_modules and assets/ resolve as in a build), then run with node as a child process.
 */
describe("node dist/src/index.js (compiled, as a child process)", () => {
  let scratch: { outDir: string; remove(): Promise<void> } | undefined;
  let entry = "";
  let cwd: string; // an empty folder, so no .env of the developer's is picked up
  let fake: FakeDiscord;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    scratch = await buildScratch("index");
    entry = path.join(scratch.outDir, "src", "index.js");
    cwd = await mkdtemp(path.join(tmpdir(), "sudoku-bot-cwd-"));
  }, 120_000);
  afterAll(async () => {
    await scratch?.remove();
    if (cwd) await rm(cwd, { recursive: true, force: true });
  });
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    child = undefined;
    await fake.close();
  });

  /** Starts the compiled entry with only the given variables (plus PATH). */
  function start(env: Record<string, string>) {
    const proc = spawn(process.execPath, [entry], { cwd, env: { PATH: process.env.PATH ?? "", ...env } });
    child = proc;
    const out = { stdout: "", stderr: "" };
    proc.stdout.on("data", (d) => {
      out.stdout += String(d);
    });
    proc.stderr.on("data", (d) => {
      out.stderr += String(d);
    });
    const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
    return { proc, out, exited };
  }

  async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("was compiled", () => {
    expect(existsSync(entry)).toBe(true);
  });

  it("exits 1 with exactly one plain line when Discord rejects the token", async () => {
    const { out, exited } = start({ DISCORD_TOKEN: "wrong.token.value", DISCORD_API_URL: fake.apiUrl });
    expect(await exited).toBe(1);
    expect(out.stderr).toBe("Discord rejected DISCORD_TOKEN (An invalid token was provided.)\n");
    expect(out.stdout + out.stderr).not.toContain("wrong.token.value");
  }, 20_000);

  it("exits 1 with the config message when DISCORD_TOKEN is missing", async () => {
    const { out, exited } = start({ DISCORD_API_URL: fake.apiUrl });
    expect(await exited).toBe(1);
    expect(out.stderr).toBe(
      "DISCORD_TOKEN is not set: copy .env.example to .env and fill it in (see .env.example)\n",
    );
  }, 20_000);

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`logs in, answers, and on ${signal} disconnects and exits 0`, async () => {
      const { proc, out, exited } = start({ DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.apiUrl });
      await until(() => out.stdout.includes("ready: answering interactions"), 15_000, "the ready log line");
      const { id } = fake.dispatchInteraction(
        fake.chatInput({
          name: "sudoku",
          subcommand: "solve",
          options: [
            {
              name: "board",
              type: 3,
              value: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            },
          ],
        }),
      );
      const [reply] = await fake.waitForReplies(id);
      expect(reply?.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
      proc.kill(signal);
      expect(await exited).toBe(0);
      expect(out.stdout).toContain('"msg":"shutting down"');
      expect(out.stdout + out.stderr).not.toContain(fake.token);
      // Every stdout line is a JSON log line.
      for (const line of out.stdout.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
    }, 30_000);
  }
});
