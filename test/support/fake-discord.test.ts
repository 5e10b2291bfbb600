import {
  ActionRowBuilder,
  AttachmentBuilder,
  type ChatInputCommandInteraction,
  Client,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { connectClient, nextInteraction } from "./fake-discord/client.js";
import { DEFAULT_APP_PERMISSIONS, FakeDiscord, type FakeDiscordOptions } from "./fake-discord.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await fake?.close();
  fake = undefined;
});

/** Starts a fake and a real discord.js client logged in to it (kept for afterEach to close). */
async function connect(options: FakeDiscordOptions = {}): Promise<{ fake: FakeDiscord; client: Client }> {
  const connected = await connectClient(options);
  ({ fake, client } = connected);
  return connected;
}

/** Per-test limit: every test here finishes in well under a second or two unless the fake hangs. */
const TEST_TIMEOUT_MS = 10_000;

/** A minimal valid PNG signature plus marker bytes, enough to check bytes survive multipart intact. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x7f, 0x80]);

describe("FakeDiscord", () => {
  it(
    "lets a real discord.js client log in and become ready as the fake's bot user",
    async () => {
      const { fake, client } = await connect();
      await fake.waitForReady(1000);
      expect(client.user?.id).toBe(fake.applicationId);
      expect(client.user?.bot).toBe(true);
      expect(client.guilds.cache.get(fake.guildId)?.available).toBe(true);
      expect(client.channels.cache.get(fake.channelId)?.isTextBased()).toBe(true);
      const gatewayRequest = fake.requests.find((r) => r.path === "/api/v10/gateway/bot");
      expect(gatewayRequest?.headers.authorization).toBe(`Bot ${fake.token}`);
      expect(fake.identifies).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

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
    "exposes the target message's content on a message context menu interaction",
    async () => {
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "makes login reject with TokenInvalid when the token is wrong",
    async () => {
      fake = await FakeDiscord.start();
      client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
      await expect(client.login("not-the-token")).rejects.toMatchObject({ code: "TokenInvalid" });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "fails the next matching request as told, and the bot sees the Discord error",
    async () => {
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
    "times out waitForReplies with a message listing what arrived",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.deferReply();
      await expect(fake.waitForReplies(id, undefined, 300)).rejects.toThrow(/callback type 5/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "echoes bulk-overwritten commands with ids that later interactions reuse",
    async () => {
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
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers unknown routes with 404 and records them",
    async () => {
      const { fake, client } = await connect();
      await expect(client.rest.get("/channels/1/messages")).rejects.toMatchObject({ status: 404 });
      expect(fake.requests.at(-1)?.path).toBe("/api/v10/channels/1/messages");
      expect(fake.requests.at(-1)?.status).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "keeps the client alive on one connection across several heartbeat intervals",
    async () => {
      const { fake, client } = await connect({ heartbeatIntervalMs: 400 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(fake.heartbeatCount).toBeGreaterThanOrEqual(2);
      expect(fake.identifies).toHaveLength(1);
      expect(fake.gatewayConnections).toBe(1);
      expect(fake.gatewayResumes).toBe(0);
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve" }));
      const interaction = (await received) as ChatInputCommandInteraction;
      await interaction.reply({ content: "still here" });
      await fake.waitForReplies(id);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "lets a client whose heartbeats go unanswered reconnect and RESUME its session",
    async () => {
      const { fake } = await connect({ heartbeatIntervalMs: 200, answerHeartbeats: false });
      const deadline = Date.now() + 4000;
      while (fake.gatewayResumes === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(fake.gatewayConnections).toBeGreaterThanOrEqual(2);
      expect(fake.gatewayResumes).toBeGreaterThanOrEqual(1);
      expect(fake.identifies).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "builds DM interactions with a user and no guild, which the client can answer",
    async () => {
      const { fake, client } = await connect();
      const received = nextInteraction(client);
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve", dm: true }));
      const interaction = (await received) as ChatInputCommandInteraction;
      expect(interaction.inGuild()).toBe(false);
      expect(interaction.user.id).toBe(fake.invokingUser.id);
      expect(interaction.member).toBeNull();
      await interaction.reply({ content: "in a DM" });
      const [reply] = await fake.waitForReplies(id);
      expect(reply?.data.content).toBe("in a DM");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "passes app permissions through, so a bot can see AttachFiles is missing",
    async () => {
      const { fake, client } = await connect();
      const withoutAttach = (BigInt(DEFAULT_APP_PERMISSIONS) & ~PermissionFlagsBits.AttachFiles).toString();
      const received = nextInteraction(client);
      fake.dispatchInteraction(fake.chatInput({ name: "solve", appPermissions: withoutAttach }));
      const interaction = await received;
      expect(interaction.appPermissions.has(PermissionFlagsBits.SendMessages)).toBe(true);
      expect(interaction.appPermissions.has(PermissionFlagsBits.AttachFiles)).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );

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

  it(
    "rejects a command registration with an upper-case slash command name",
    async () => {
      const { fake, client } = await connect();
      const body = [
        { name: "Solve", description: "Solve a board", type: 1 },
        { name: "Solve Sudoku", type: 3 },
      ];
      const put = client.rest.put(Routes.applicationCommands(fake.applicationId), { body });
      await expect(put).rejects.toMatchObject({ status: 400, code: 50035 });
      const error = await put.catch((e: { rawError?: { errors?: unknown } }) => e.rawError?.errors);
      expect(error).toEqual({
        "0": { name: { _errors: [expect.objectContaining({ code: "APPLICATION_COMMAND_INVALID_NAME" })] } },
      });
      expect(fake.registeredCommands("global")).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a string option whose max_length exceeds 6000 and a required option after an optional one",
    async () => {
      const { fake, client } = await connect();
      const body = [
        {
          name: "sudoku",
          description: "Sudoku tools",
          options: [
            { name: "spoiler", description: "Hide it", type: 5 },
            { name: "board", description: "The board", type: 3, required: true, max_length: 6001 },
          ],
        },
      ];
      const put = client.rest.put(Routes.applicationCommands(fake.applicationId), { body });
      const errors = await put.then(
        () => undefined,
        (e: { rawError?: { errors?: Record<string, unknown> } }) => e.rawError?.errors,
      );
      expect(errors).toEqual({
        "0": {
          options: {
            "1": {
              required: {
                _errors: [expect.objectContaining({ code: "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID" })],
              },
              max_length: { _errors: [expect.objectContaining({ code: "NUMBER_TYPE_MAX" })] },
            },
          },
        },
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "is safe to close twice",
    async () => {
      fake = await FakeDiscord.start();
      await fake.close();
      await fake.close();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects waitForReady when no client connects in time",
    async () => {
      fake = await FakeDiscord.start();
      await expect(fake.waitForReady(100)).rejects.toThrow(/no client became ready/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses to dispatch an interaction before a client is ready",
    async () => {
      fake = await FakeDiscord.start();
      const running = fake;
      expect(() => running.dispatchInteraction(running.chatInput({ name: "solve" }))).toThrow(/waitForReady/);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "ends pending waits at once when closed",
    async () => {
      const { fake } = await connect();
      const { id } = fake.dispatchInteraction(fake.chatInput({ name: "unanswered" }));
      const waiting = fake.waitForReplies(id, undefined, 60_000);
      await fake.close();
      await expect(waiting).rejects.toThrow(/closed/);
    },
    TEST_TIMEOUT_MS,
  );
});
