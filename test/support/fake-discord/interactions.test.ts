import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  MessageFlags,
  ModalBuilder,
  Routes,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeDiscord, hasFinalMessage } from "../fake-discord.js";
import { connectClient, connectEachTest, nextInteraction, PNG_BYTES, TEST_TIMEOUT_MS } from "./client.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("Interaction callbacks", () => {
  it("counts a second callback as a duplicate and refuses it with 40060", async () => {
    ({ fake, client } = await connectClient());
    const received = nextInteraction(client);
    const { id, token } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    await ((await received) as ChatInputCommandInteraction).reply({ content: "first" });
    // discord.js itself refuses a second reply(), so send the duplicate as raw REST, as a confused bot might.
    await expect(
      client.rest.post(`/interactions/${id}/${token}/callback`, {
        body: { type: 4, data: { content: "again" } },
        auth: false,
      }),
    ).rejects.toMatchObject({ code: 40060 });
    expect(fake.refusedCallbacks(id)).toEqual({ late: 0, duplicate: 1 });
    expect(fake.stats().duplicateCallbacks).toBe(1);
  });

  it("counts a callback after the deadline as late and refuses it with 10062", async () => {
    ({ fake, client } = await connectClient({ callbackDeadlineMs: 50 }));
    const received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const interaction = (await received) as ChatInputCommandInteraction;
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(interaction.reply({ content: "too late" })).rejects.toMatchObject({ code: 10062 });
    expect(fake.refusedCallbacks(id)).toEqual({ late: 1, duplicate: 0 });
    expect(fake.repliesFor(id)).toEqual([]);
  });

  it("delivers a button press on the bot's message, which may update that message", async () => {
    ({ fake, client } = await connectClient());
    let received: Promise<Interaction> = nextInteraction(client);
    const command = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId("hint:1").setLabel("Hint").setStyle(ButtonStyle.Primary),
    );
    await ((await received) as ChatInputCommandInteraction).reply({ content: "solved", components: [row] });
    const shown = fake.messageOf(command.id);
    expect(shown?.components).toHaveLength(1);

    received = nextInteraction(client);
    const { id } = fake.dispatchInteraction(
      fake.button({ customId: "hint:1", message: shown ?? ({} as never) }),
    );
    const press = await received;
    expect(press.isButton() && press.customId).toBe("hint:1");
    if (!press.isButton()) return;
    expect(press.message.id).toBe(shown?.id);
    await press.update({ content: "solved · hint: r1c1 is 5", components: [] });
    const replies = await fake.waitForReplies(id);
    expect(hasFinalMessage(replies)).toBe(true);
    expect(replies[0]?.type).toBe(7);
    expect(fake.messageOf(id)?.content).toBe("solved · hint: r1c1 is 5");
    expect(fake.messageOf(command.id)?.content).toBe("solved · hint: r1c1 is 5");
  });

  it("refuses an update-message callback to a slash command (only buttons are on a message)", async () => {
    ({ fake, client } = await connectClient());
    const received = nextInteraction(client);
    const { id, token } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
    await received;
    await expect(
      client.rest.post(`/interactions/${id}/${token}/callback`, {
        body: { type: 7, data: { content: "x" } },
        auth: false,
      }),
    ).rejects.toMatchObject({ status: 400, code: 50035 });
  });
});

describe("Interaction replies through discord.js", () => {
  it(
    "records a reply with a file as a multipart type-4 callback with payload_json and intact bytes",
    async () => {
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "records deferReply then editReply as a type-5 callback followed by a PATCH of @original",
    async () => {
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "records a follow-up after a reply and answers it with a message",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.reply({ content: "first" });
      const followUp = await interaction.followUp({ content: "second" });
      expect(followUp.content).toBe("second");
      const replies = await fake.waitForReplies(id, (r) => r.length === 2);
      expect(replies.map((r) => r.kind)).toEqual(["callback", "follow-up"]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "records showModal as a type-9 callback, and a modalSubmit payload parses in both component shapes",
    async () => {
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a second callback with 40060 already acknowledged",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.reply({ content: "one" });
      // Forget discord.js's own "already replied" guard to reach the API, as a second process would.
      interaction.replied = false;
      await expect(interaction.reply({ content: "two" })).rejects.toMatchObject({ code: 40060 });
      expect(fake.repliesFor(id)).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects message content over 2000 characters like Discord does",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await expect(interaction.reply({ content: "x".repeat(2001) })).rejects.toMatchObject({
        status: 400,
        code: 50035,
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "returns the created message when a reply asks withResponse",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      const response = await interaction.reply({ content: "hello", withResponse: true });
      expect(response.resource?.message?.content).toBe("hello");
      expect(response.interaction.id).toBe(interaction.id);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers 10062 Unknown interaction to a callback later than the deadline",
    async () => {
      const { fake, client } = await connect({ callbackDeadlineMs: 50 });
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await new Promise((resolve) => setTimeout(resolve, 120));
      await expect(interaction.reply({ content: "too late" })).rejects.toMatchObject({
        status: 404,
        code: 10062,
      });
      expect(fake.repliesFor(id)).toEqual([]);
      expect(fake.firstReplyDelayMs(id)).toBeUndefined();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a modal after a defer, since a modal must be the first response",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      fake.dispatchInteraction(fake.chatInput({ name: "paste" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.deferReply();
      const raw = client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
        body: { type: 9, data: { custom_id: "m", title: "t", components: [] } },
        auth: false,
      });
      await expect(raw).rejects.toMatchObject({ status: 400, code: 40060 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a modal whose title is longer than 45 characters",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "paste" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      const input = { type: 4, custom_id: "board", style: 2, label: "Board" };
      const raw = client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
        body: {
          type: 9,
          data: { custom_id: "m", title: "t".repeat(46), components: [{ type: 1, components: [input] }] },
        },
        auth: false,
      });
      await expect(raw).rejects.toMatchObject({ status: 400, code: 50035 });
      expect(fake.repliesFor(id)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects an empty message reply with 50006",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      const raw = client.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
        body: { type: 4, data: { content: "" } },
        auth: false,
      });
      await expect(raw).rejects.toMatchObject({ status: 400, code: 50006 });
    },
    TEST_TIMEOUT_MS,
  );
});
