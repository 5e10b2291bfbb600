import {
  ActionRowBuilder,
  AttachmentBuilder,
  type ChatInputCommandInteraction,
  Client,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  ModalBuilder,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { FakeDiscord } from "./fake-discord.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await fake?.close();
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it. */
async function connect(
  options: { heartbeatIntervalMs?: number } = {},
): Promise<{ fake: FakeDiscord; client: Client }> {
  fake = await FakeDiscord.start({ heartbeatIntervalMs: options.heartbeatIntervalMs ?? 1000 });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
  const ready = new Promise<void>((resolve) => client?.once(Events.ClientReady, () => resolve()));
  await client.login(fake.token);
  await ready;
  return { fake, client };
}

/** Resolves with the next interaction the client emits. */
function nextInteraction(c: Client): Promise<Interaction> {
  return new Promise((resolve) => c.once(Events.InteractionCreate, resolve));
}

/** A minimal valid PNG signature plus marker bytes, enough to check bytes survive multipart intact. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x7f, 0x80]);

describe("FakeDiscord", () => {
  it("lets a real discord.js client log in and become ready as the fake's bot user", async () => {
    const { fake, client } = await connect();
    await fake.waitForReady(1000);
    expect(client.user?.id).toBe(fake.applicationId);
    expect(client.user?.bot).toBe(true);
    expect(client.guilds.cache.get(fake.guildId)?.available).toBe(true);
    expect(client.channels.cache.get(fake.channelId)?.isTextBased()).toBe(true);
    const gatewayRequest = fake.requests.find((r) => r.path === "/api/v10/gateway/bot");
    expect(gatewayRequest?.headers.authorization).toBe(`Bot ${fake.token}`);
    expect(fake.identifies).toHaveLength(1);
  });

  it("records a reply with a file as a multipart type-4 callback with payload_json and intact bytes", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(
      fake.chatInput({
        name: "solve",
        options: [{ name: "board", type: 3, value: "53..7...." }],
        locale: "ko",
      }),
    );
    const interaction = (await received) as ChatInputCommandInteraction;
    expect(interaction.isChatInputCommand()).toBe(true);
    expect(interaction.commandName).toBe("solve");
    expect(interaction.options.getString("board")).toBe("53..7....");
    expect(interaction.locale).toBe("ko");
    await interaction.reply({
      content: "solved",
      files: [new AttachmentBuilder(PNG_BYTES, { name: "x.png" })],
    });

    const replies = await fake.waitForReplies(id);
    expect(replies).toHaveLength(1);
    const [reply] = replies;
    expect(reply?.kind).toBe("callback");
    expect(reply?.type).toBe(4);
    expect(reply?.data.content).toBe("solved");
    expect(reply?.request.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(reply?.request.headers.authorization).toBeUndefined();
    expect(reply?.files).toHaveLength(1);
    expect(reply?.files[0]?.name).toBe("x.png");
    expect(reply?.files[0]?.data.equals(PNG_BYTES)).toBe(true);
    expect(reply?.request.receivedAt).toBeGreaterThanOrEqual(
      fake.dispatchedAt(id) ?? Number.POSITIVE_INFINITY,
    );
  });

  it("records deferReply then editReply as a type-5 callback followed by a PATCH of @original", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve", subcommand: "board" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    expect(interaction.options.getSubcommand()).toBe("board");
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const edited = await interaction.editReply({ content: "done" });
    expect(edited.content).toBe("done");

    const replies = await fake.waitForReplies(id);
    expect(replies.map((r) => [r.kind, r.type])).toEqual([
      ["callback", 5],
      ["edit-original", undefined],
    ]);
    expect(replies[0]?.data.flags).toBe(MessageFlags.Ephemeral);
    expect(replies[1]?.request.method).toBe("PATCH");
    expect(replies[1]?.request.path).toMatch(/\/messages\/@original$/);
    expect(replies[1]?.data.content).toBe("done");
  });

  it("records a follow-up after a reply and answers it with a message", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await interaction.reply({ content: "first" });
    const followUp = await interaction.followUp({ content: "second" });
    expect(followUp.content).toBe("second");
    const replies = await fake.waitForReplies(id, (r) => r.length === 2);
    expect(replies.map((r) => r.kind)).toEqual(["callback", "follow-up"]);
  });

  it("records showModal as a type-9 callback, and a modalSubmit payload parses in both component shapes", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "paste" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    const modal = new ModalBuilder()
      .setCustomId("paste-modal")
      .setTitle("Paste a board")
      .addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(
          new TextInputBuilder().setCustomId("board").setLabel("Board").setStyle(TextInputStyle.Paragraph),
        ),
      );
    await interaction.showModal(modal);
    const [reply] = await fake.waitForReplies(id);
    expect(reply?.type).toBe(9);
    expect(reply?.data.custom_id).toBe("paste-modal");

    for (const shape of ["label", "action-row"] as const) {
      const submitted = nextInteraction(client);
      fake.dispatchInteraction(
        fake.modalSubmit({ customId: "paste-modal", fields: { board: "1 2 3\n4 5 6" }, shape }),
      );
      const submit = await submitted;
      expect(submit.isModalSubmit()).toBe(true);
      if (!submit.isModalSubmit()) return;
      expect(submit.customId).toBe("paste-modal");
      expect(submit.fields.getTextInputValue("board")).toBe("1 2 3\n4 5 6");
    }
  });

  it("exposes the target message's content on a message context menu interaction", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    fake.dispatchInteraction(
      fake.messageContextMenu({ name: "Solve Sudoku", content: "53..7....\n6..195..." }),
    );
    const interaction = await received;
    expect(interaction.isMessageContextMenuCommand()).toBe(true);
    if (!interaction.isMessageContextMenuCommand()) return;
    expect(interaction.commandName).toBe("Solve Sudoku");
    expect(interaction.targetMessage.content).toBe("53..7....\n6..195...");
  });

  it("makes login reject with TokenInvalid when the token is wrong", async () => {
    fake = await FakeDiscord.start();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    await expect(client.login("not-the-token")).rejects.toMatchObject({ code: "TokenInvalid" });
  });

  it("fails the next matching request as told, and the bot sees the Discord error", async () => {
    const { fake, client } = await connect();
    fake.failNext({ pathIncludes: "/callback", withFiles: true }, 403, {
      message: "Missing Permissions",
      code: 50013,
    });
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await expect(
      interaction.reply({ files: [new AttachmentBuilder(PNG_BYTES, { name: "x.png" })] }),
    ).rejects.toMatchObject({ status: 403, code: 50013 });
    expect(fake.repliesFor(id)).toEqual([]);
    await interaction.reply({ content: "text instead" });
    const [reply] = await fake.waitForReplies(id);
    expect(reply?.data.content).toBe("text instead");
  });

  it("rejects a second callback with 40060 already acknowledged", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await interaction.reply({ content: "one" });
    // Forget discord.js's own "already replied" guard to reach the API, as a second process would.
    interaction.replied = false;
    await expect(interaction.reply({ content: "two" })).rejects.toMatchObject({ code: 40060 });
    expect(fake.repliesFor(id)).toHaveLength(1);
  });

  it("rejects message content over 2000 characters like Discord does", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await expect(interaction.reply({ content: "x".repeat(2001) })).rejects.toMatchObject({
      status: 400,
      code: 50035,
    });
  });

  it("times out waitForReplies with a message listing what arrived", async () => {
    const { fake, client } = await connect();
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await interaction.deferReply();
    await expect(fake.waitForReplies(id, undefined, 300)).rejects.toThrow(/callback type 5/);
  });

  it("echoes bulk-overwritten commands with ids that later interactions reuse", async () => {
    const { fake, client } = await connect();
    const body = [{ name: "solve", description: "Solve a board", type: 1 }];
    const created = (await client.rest.put(
      `/applications/${fake.applicationId}/guilds/${fake.guildId}/commands`,
      {
        body,
      },
    )) as { id: string; name: string }[];
    expect(created).toHaveLength(1);
    expect(created[0]?.name).toBe("solve");
    expect(fake.registeredCommands("guild")[0]?.id).toBe(created[0]?.id);
    expect(fake.chatInput({ name: "solve" }).data.id).toBe(created[0]?.id);
  });

  it("answers unknown routes with 404 and records them", async () => {
    const { fake, client } = await connect();
    await expect(client.rest.get("/channels/1/messages")).rejects.toMatchObject({ status: 404 });
    expect(fake.requests.at(-1)?.path).toBe("/api/v10/channels/1/messages");
    expect(fake.requests.at(-1)?.status).toBe(404);
  });

  it("keeps the client alive across several heartbeat intervals", async () => {
    const { fake, client } = await connect({ heartbeatIntervalMs: 400 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.heartbeatCount).toBeGreaterThanOrEqual(2);
    expect(fake.identifies).toHaveLength(1);
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await interaction.reply({ content: "still here" });
    await fake.waitForReplies(id);
  });

  it("is safe to close twice", async () => {
    fake = await FakeDiscord.start();
    await fake.close();
    await fake.close();
  });
});
