/**
 * The bot under load: the built `dist/src/index.js` as a child process logged in to the fake Discord, its
 * resident memory read from /proc, SIGTERM with the time to exit, and CPU hogs that stand in for a busy host.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import type { FakeDiscord } from "../../../test/support/fake-discord.js";

/** A running bot process. */
export interface BotProcess {
  readonly child: ChildProcess;
  /** Lines the bot logged at warn level or above. */
  readonly problems: string[];
  /** Resident memory in MB now (from /proc/PID/status), or NaN where /proc is missing. */
  rssMb(): number;
  /**
   * CPU time the process has used so far, ms: all of it, and its main thread's (the event loop that receives
   * interactions and sends answers); the rest is the reply workers, plus V8's and libuv's helper threads.
   * NaN where /proc is missing. CPU time, unlike response times, hardly depends on what else the machine runs.
   */
  cpuMs(): { total: number; main: number };
  /** Sends SIGTERM and resolves with ms until the process exited, and its exit code. */
  terminate(): Promise<{ exitMs: number; code: number | null }>;
  /** Kills it (SIGKILL) if still running. */
  kill(): void;
}

/**
 * Starts the built bot against the fake and waits until it is ready.
 *
 * @param fake - the fake Discord to log in to
 * @param entry - the built entry point (dist/src/index.js of this or another checkout, to compare builds)
 * @param env - extra environment (e.g. worker settings)
 * @param logFile - where to append every line the bot logs (with `LOG_LEVEL=info` unless `env` says otherwise)
 */
export async function startBotProcess(
  fake: FakeDiscord,
  entry: string,
  env: Record<string, string> = {},
  logFile?: string,
): Promise<BotProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: path.resolve(entry, "../../.."),
    env: {
      PATH: process.env.PATH ?? "",
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      // Attached pictures are served by the fake's loopback CDN, on the API's origin.
      DISCORD_CDN_ORIGINS: new URL(fake.apiUrl).origin,
      LOG_LEVEL: logFile === undefined ? "warn" : "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  resetPriority(child);
  const problems: string[] = [];
  const log = logFile === undefined ? undefined : createWriteStream(logFile, { flags: "a" });
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log?.write(chunk);
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (isProblem(line) && problems.length < 1000) problems.push(line);
  });
  child.once("exit", () => log?.end());
  child.stderr?.on("data", (chunk: Buffer) => problems.push(chunk.toString().trim()));
  const exited = once(child, "exit");
  try {
    await Promise.race([
      fake.waitForReady(30_000),
      exited.then(() => {
        throw new Error(`the bot exited during start-up: ${problems.join(" | ").slice(0, 500)}`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const pid = child.pid as number;
  return {
    child,
    problems,
    rssMb() {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
        return kb / 1024;
      } catch {
        return Number.NaN;
      }
    },
    cpuMs() {
      try {
        return {
          total: cpuOf(`/proc/${pid}/stat`),
          main: cpuOf(`/proc/${pid}/task/${mainThread(pid)}/stat`),
        };
      } catch {
        return { total: Number.NaN, main: Number.NaN };
      }
    },
    async terminate() {
      const started = performance.now();
      if (child.exitCode !== null) return { exitMs: 0, code: child.exitCode };
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      return { exitMs: performance.now() - started, code };
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

/** Linux's clock ticks per second for /proc CPU times (USER_HZ, 100 on every common kernel build). */
const TICKS_PER_SECOND = 100;

/** User + system CPU ms from a /proc stat file (fields 14 and 15, counted after the parenthesised name). */
function cpuOf(statFile: string): number {
  const stat = readFileSync(statFile, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The thread id of a Node process's main thread: the task Node names "MainThread" (else the process id). */
function mainThread(pid: number): string {
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    if (readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim() === "MainThread") return task;
  }
  return String(pid);
}

/** A log line at warn level (40) or above, or a line that is not pino's JSON at all. */
function isProblem(line: string): boolean {
  if (line.trim() === "") return false;
  const level = /"level":(\d+)/.exec(line)?.[1];
  return level === undefined || Number(level) >= 40;
}

/**
 * Starts processes that each keep one core busy (a tight loop), as other tenants of a shared host do.
 *
 * @param count - how many
 * @returns a function that kills them
 */
export function startCpuHogs(count: number): () => void {
  const hogs = Array.from({ length: count }, () =>
    spawn(process.execPath, ["-e", "const end = Date.now() + 120000; while (Date.now() < end) {}"], {
      stdio: "ignore",
    }),
  );
  return () => {
    for (const hog of hogs) hog.kill("SIGKILL");
  };
}

/** Children inherit the load test's raised priority (see main.ts); the bot and the hogs run at the normal one. */
function resetPriority(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) setPriority(child.pid, 0);
  } catch {
    // Not permitted or already gone: it runs at whatever priority it inherited.
  }
}
