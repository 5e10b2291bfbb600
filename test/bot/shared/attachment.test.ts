import { createCanvas } from "@napi-rs/canvas";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CDN_ORIGINS, downloadAttachment, parseOrigins } from "../../../src/bot/shared/attachment.js";
import { FakeDiscord } from "../../support/fake-discord.js";

let fake: FakeDiscord | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const PNG = createCanvas(20, 10).toBuffer("image/png");
const originOf = (url: string): string => new URL(url).origin;

describe("downloadAttachment", () => {
  it("downloads a picture from an allowed origin", async () => {
    fake = await FakeDiscord.start();
    const a = fake.addAttachment({ name: "board.png", contentType: "image/png", data: PNG });
    const r = await downloadAttachment(a, { origins: [originOf(a.url)] });
    expect(r.ok && r.bytes.equals(PNG)).toBe(true);
  });

  it("refuses an origin that is not Discord's CDN, without asking it", async () => {
    fake = await FakeDiscord.start();
    const a = fake.addAttachment({ name: "board.png", contentType: "image/png", data: PNG });
    expect(await downloadAttachment(a, { origins: DEFAULT_CDN_ORIGINS })).toEqual({
      ok: false,
      problem: { kind: "foreign-origin", origin: originOf(a.url) },
    });
    expect(fake.cdn.downloads.get(a.id)).toBeUndefined();
  });

  it("refuses a file declared too large before downloading, and one that lies about its size while streaming", async () => {
    fake = await FakeDiscord.start();
    const big = fake.addAttachment({ name: "big.png", contentType: "image/png", data: PNG });
    const options = { origins: [originOf(big.url)], maxBytes: PNG.length - 1 };
    expect(await downloadAttachment(big, options)).toEqual({
      ok: false,
      problem: { kind: "too-large", bytes: PNG.length, maxBytes: PNG.length - 1 },
    });
    expect(fake.cdn.downloads.get(big.id)).toBeUndefined();
    const liar = fake.addAttachment({
      name: "liar.png",
      contentType: "image/png",
      data: PNG,
      behaviour: { declaredSize: 10 },
    });
    expect(await downloadAttachment(liar, options)).toMatchObject({
      ok: false,
      problem: { kind: "too-large", maxBytes: PNG.length - 1 },
    });
  });

  it("reports a deleted file, a slow one and one that is not a picture", async () => {
    fake = await FakeDiscord.start();
    const origins = [
      originOf(fake.addAttachment({ name: "x.png", contentType: "image/png", data: PNG }).url),
    ];
    const gone = fake.addAttachment({
      name: "gone.png",
      contentType: "image/png",
      data: PNG,
      behaviour: { status: 404 },
    });
    expect(await downloadAttachment(gone, { origins })).toEqual({
      ok: false,
      problem: { kind: "http-status", status: 404 },
    });
    const slow = fake.addAttachment({
      name: "slow.png",
      contentType: "image/png",
      data: PNG,
      behaviour: { delayMs: 2000 },
    });
    expect(await downloadAttachment(slow, { origins, timeoutMs: 200 })).toEqual({
      ok: false,
      problem: { kind: "timeout", ms: 200 },
    });
    const page = fake.addAttachment({
      name: "board.png",
      contentType: "image/png",
      data: Buffer.from("<html>login</html>"),
    });
    expect(await downloadAttachment(page, { origins })).toEqual({
      ok: false,
      problem: { kind: "not-an-image" },
    });
  });

  it("hands a picture format the reader does not take (GIF) to the reader, which names it", async () => {
    fake = await FakeDiscord.start();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const a = fake.addAttachment({ name: "board.gif", contentType: "image/gif", data: gif });
    const r = await downloadAttachment(a, { origins: [originOf(a.url)] });
    expect(r.ok && r.bytes.equals(gif)).toBe(true);
  });
});

describe("parseOrigins", () => {
  it("reads comma-separated origins and refuses paths or other schemes", () => {
    expect(parseOrigins("https://cdn.discordapp.com, http://127.0.0.1:8080")).toEqual([
      "https://cdn.discordapp.com",
      "http://127.0.0.1:8080",
    ]);
    expect(parseOrigins("https://cdn.discordapp.com/attachments")).toBeUndefined();
    expect(parseOrigins("ftp://example.com")).toBeUndefined();
    expect(parseOrigins(" , ")).toBeUndefined();
  });
});
