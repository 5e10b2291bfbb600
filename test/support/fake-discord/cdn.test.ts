import { AttachmentBuilder, type ChatInputCommandInteraction } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { FakeDiscord } from "../fake-discord.js";
import { connectEachTest, nextInteraction, PNG_BYTES, TEST_TIMEOUT_MS } from "./client.js";

let fake: FakeDiscord | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

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

  it(
    "serves the files of an edited reply at the attachment URLs it returns",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.deferReply();
      const message = await interaction.editReply({
        content: "drawn",
        files: [new AttachmentBuilder(PNG_BYTES, { name: "board.png" }).setSpoiler(true)],
      });
      const attachment = message.attachments.first();
      expect(attachment?.name).toBe("SPOILER_board.png");
      const served = Buffer.from(await (await fetch(attachment?.url ?? "")).arrayBuffer());
      expect(served.equals(PNG_BYTES)).toBe(true);
      const replies = fake.repliesFor(id);
      expect(replies[1]?.kind).toBe("edit-original");
      expect(replies[1]?.files[0]?.name).toBe("SPOILER_board.png");
    },
    TEST_TIMEOUT_MS,
  );
});
