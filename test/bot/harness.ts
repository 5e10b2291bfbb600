/**
 * Test harness for the bot's end-to-end tests: the fake Discord plus the real bot (real discord.js
 * Client, the project's commands) started in-process against it, with the bot's log lines captured.
 */
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import type { APIInteraction } from "discord.js";
import { type Bot, type StartOptions, startBot } from "../../src/bot/bot.js";
import type { Command } from "../../src/bot/command.js";
import { loadConfig } from "../../src/bot/config.js";
import { createLogger, type Logger } from "../../src/bot/logger.js";
import { FakeDiscord, type InteractionReply } from "../support/fake-discord.js";

export interface Harness {
  readonly fake: FakeDiscord;
  readonly bot: Bot;
  readonly logger: Logger;
  /** Every JSON log line the bot wrote, parsed. */
  readonly logs: Record<string, unknown>[];
  /** Dispatches an interaction and waits for its final reply (or `predicate`). */
  ask(payload: APIInteraction, predicate?: (r: InteractionReply[]) => boolean): Promise<Answer>;
  /** Waits for a log line (the dispatcher logs after Discord answered the reply, so a moment after it). */
  waitForLog(
    predicate: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export interface Answer {
  readonly id: string;
  readonly replies: InteractionReply[];
  /** The first reply (the interaction callback). */
  readonly first: InteractionReply;
  /** Milliseconds from dispatch to the first reply's arrival at the fake. */
  readonly firstResponseMs: number;
}

/** Captures pino's JSON lines. */
export function captureLogs(): { lines: Record<string, unknown>[]; destination: Writable } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

/** More settings for {@link startHarness}. */
export interface HarnessOptions {
  /** Let the bot download attachments from the fake's loopback CDN (`DISCORD_CDN_ORIGINS` set to it). */
  trustFakeCdn?: boolean;
  /** Caps on picture downloads (the bot's defaults: 10 MB within 8 s). */
  downloads?: StartOptions["downloads"];
}

/**
 * Starts a fake Discord and the bot logged in to it.
 *
 * @param commands - commands to serve instead of commands/ (e.g. a test-only failing command)
 * @param options - the fake CDN's origin allowed, download caps
 */
export async function startHarness(
  commands?: ReadonlyMap<string, Command>,
  options: HarnessOptions = {},
): Promise<Harness> {
  const fake = await FakeDiscord.start({ heartbeatIntervalMs: 2000 });
  const loaded = loadConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.apiUrl,
    LOG_LEVEL: "debug",
    ...(options.trustFakeCdn ? { DISCORD_CDN_ORIGINS: new URL(fake.apiUrl).origin } : {}),
  });
  if (!loaded.ok) throw loaded.error;
  const { lines, destination } = captureLogs();
  const logger = createLogger({ level: "debug", destination });
  let bot: Bot;
  try {
    bot = await startBot(loaded.config, logger, {
      commands,
      readyTimeoutMs: 10_000,
      // The reader's warm-up is run by bot.test.ts's starts; here it would only slow each start.
      warmReader: false,
      ...(options.downloads ? { downloads: options.downloads } : {}),
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  return {
    fake,
    bot,
    logger,
    logs: lines,
    async ask(payload, predicate) {
      const { id, dispatchedAt } = fake.dispatchInteraction(payload);
      const replies = await fake.waitForReplies(id, predicate, 10_000);
      const first = replies[0] as InteractionReply;
      return { id, replies, first, firstResponseMs: first.request.receivedAt - dispatchedAt };
    },
    async waitForLog(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines.find(predicate);
        if (line) return line;
        if (Date.now() > deadline)
          throw new Error(`no matching log line; got ${JSON.stringify(lines.slice(-5))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      await bot.stop();
      await fake.close();
    },
  };
}

/** The message flags of a reply (0 when none were sent). */
export const flagsOf = (reply: InteractionReply): number => Number(reply.data?.flags ?? 0);

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Compiles src/ and commands/ with tsc into a scratch folder under dist/ (so node_modules and assets/
 * resolve exactly as in a real build), for tests that run the built entry points as child processes.
 *
 * @param name - a label for the folder
 * @returns the folder (holding src/ and commands/) and a function removing it
 */
export async function buildScratch(name: string): Promise<{ outDir: string; remove(): Promise<void> }> {
  const outDir = path.join(repoRoot, "dist", `.e2e-${name}-${process.pid}`);
  const tsc = path.join(repoRoot, "node_modules/typescript/bin/tsc");
  // tsc exits non-zero while another module has a type error but still emits; callers check their entry exists.
  await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", outDir], {
    cwd: repoRoot,
  }).catch(() => undefined);
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}
