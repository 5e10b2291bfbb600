import { afterEach, describe, expect, it } from "vitest";
import { FakeDiscord } from "../fake-discord.js";

let fake: FakeDiscord | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe("Cdn", () => {
  it("serves a user's attachment with its content type, and the interaction resolves it", async () => {
    fake = await FakeDiscord.start();
    const attachment = fake.addAttachment({
      name: "board.jpg",
      contentType: "image/jpeg",
      data: PHOTO,
      width: 3,
      height: 2,
    });
    expect(attachment).toMatchObject({
      filename: "board.jpg",
      size: PHOTO.length,
      content_type: "image/jpeg",
      width: 3,
    });
    const response = await fetch(attachment.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await response.arrayBuffer()).equals(PHOTO)).toBe(true);
    const payload = fake.chatInput({
      name: "sudoku",
      subcommand: "photo",
      options: [{ name: "image", type: 11, value: attachment.id }],
      attachments: [attachment],
    });
    expect(payload.data.resolved?.attachments?.[attachment.id]?.url).toBe(attachment.url);
    expect(fake.cdn.downloads.get(attachment.id)).toBe(1);
  });

  it("simulates a download cut off part-way: the first bytes arrive, then the connection drops", async () => {
    fake = await FakeDiscord.start();
    const cut = fake.addAttachment({
      name: "cut.png",
      contentType: "image/png",
      data: Buffer.alloc(64 * 1024, 7),
      behaviour: { dropAfterBytes: 1000 },
    });
    const response = await fetch(cut.url);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("simulates a deleted file, a slow one, a lying size and a wrong content type", async () => {
    fake = await FakeDiscord.start();
    const gone = fake.addAttachment({
      name: "a.png",
      contentType: "image/png",
      data: PHOTO,
      behaviour: { status: 404 },
    });
    expect((await fetch(gone.url)).status).toBe(404);

    const slow = fake.addAttachment({
      name: "b.png",
      contentType: "image/png",
      data: PHOTO,
      behaviour: { delayMs: 150 },
    });
    const started = performance.now();
    await (await fetch(slow.url)).arrayBuffer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);

    const big = Buffer.alloc(64 * 1024, 1);
    const liar = fake.addAttachment({
      name: "c.png",
      contentType: "image/png",
      data: big,
      behaviour: { declaredSize: 1000 },
    });
    expect(liar.size).toBe(1000);
    expect((await (await fetch(liar.url)).arrayBuffer()).byteLength).toBe(big.length);

    const html = fake.addAttachment({
      name: "d.png",
      contentType: "image/png",
      data: Buffer.from("<html>login</html>"),
      behaviour: { servedContentType: "text/html" },
    });
    expect((await fetch(html.url)).headers.get("content-type")).toBe("text/html");

    fake.cdn.setBehaviour(html.id, { status: 403 });
    expect((await fetch(html.url)).status).toBe(403);
  });
});
