import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/bot/config.js";
import { createLogger } from "../../src/bot/logger.js";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.secretsecretsecretsecret";

/** A logger writing JSON lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "debug", destination }) };
}

describe("createLogger", () => {
  it("writes JSON lines with the message and fields", () => {
    const { lines, logger } = capture();
    logger.info({ command: "sudoku", ms: 3 }, "interaction handled");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "interaction handled", command: "sudoku", ms: 3, level: 30 });
  });

  it("redacts token and authorization fields wherever they are logged", () => {
    const { lines, logger } = capture();
    logger.info({ token: TOKEN, request: { token: TOKEN, headers: { authorization: `Bot ${TOKEN}` } } }, "x");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("secretsecret");
    expect(lines[0]).toMatchObject({ token: "[redacted]", request: { token: "[redacted]" } });
  });

  it("does not print the token when the config object itself is logged", () => {
    const { lines, logger } = capture();
    const result = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_GUILD_ID: "123456789012345678" });
    if (!result.ok) throw result.error;
    logger.info({ config: result.config }, "config");
    expect(JSON.stringify(lines)).not.toContain("secretsecret");
    expect(lines[0]).toMatchObject({ config: { guildId: "123456789012345678" } });
  });

  it("logs errors with their stack and cause", () => {
    const { lines, logger } = capture();
    logger.error({ err: new Error("outer", { cause: new Error("inner reason") }) }, "failed");
    const err = lines[0]?.err as { message: string; stack: string };
    expect(err.message).toContain("outer");
    expect(JSON.stringify(err)).toContain("inner reason");
    expect(err.stack).toContain("logger.test.ts");
  });

  it("leaves out the files of a failed request, keeping the rest of its body", () => {
    const { lines, logger } = capture();
    const err = Object.assign(new Error("Unknown interaction"), {
      requestBody: { files: [{ name: "board.png", data: Buffer.alloc(2000, 7) }], json: { type: 4 } },
    });
    logger.error({ err }, "interaction failed");
    const text = JSON.stringify(lines[0]);
    expect(text.length).toBeLessThan(2000);
    expect(lines[0]).toMatchObject({ err: { requestBody: { files: "[redacted]", json: { type: 4 } } } });
  });
});
