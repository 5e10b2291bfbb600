import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../../src/bot/logger.js";
import type { ReplyJob } from "../../../src/bot/pool/job.js";
import { ReplyPool } from "../../../src/bot/pool/pool.js";

const picture = (name: string): Uint8Array =>
  readFileSync(path.resolve(import.meta.dirname, "../../fixtures/pictures", name));

const readJob = (name: string): ReplyJob => ({
  kind: "read",
  bytes: picture(name),
  request: { mode: "solve", spoiler: false, reveal: false, private: false },
  options: { attachFiles: true, locale: "en-US" },
});

const pools: ReplyPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.destroy()));
});
const poolOf = (workers: number, jobTimeoutMs?: number): ReplyPool => {
  const pool = new ReplyPool({ workers, logger: createLogger({ level: "silent" }), jobTimeoutMs });
  pools.push(pool);
  return pool;
};

describe("the reply pool's read job", () => {
  it("reads, solves and draws a picture on a worker thread, as on the main thread", async () => {
    const [onWorker, onMain] = await Promise.all([
      poolOf(1).run(readJob("puzzle.png")),
      poolOf(0).run(readJob("puzzle.png")),
    ]);
    if (!onWorker.ok || !onMain.ok) throw new Error("expected replies");
    expect(onWorker.reply.outcome).toBe("unique");
    expect(onWorker.reply.content.split("\n")[0]).toBe("Read from your screenshot: 30 givens.");
    expect(onWorker.reply.textOnly.replace(/solved in [^\n]*/, "")).toBe(
      onMain.reply.textOnly.replace(/solved in [^\n]*/, ""),
    );
    expect(Buffer.isBuffer(onWorker.reply.files[0]?.data)).toBe(true);
  });

  it("stops a read that passes the job time limit (its worker is replaced)", async () => {
    const pool = poolOf(1, 1);
    expect(await pool.run(readJob("puzzle.png"))).toEqual({ ok: false, reason: "timeout" });
  });
});
