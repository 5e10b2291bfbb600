import { type ChatInputCommandInteraction, PermissionFlagsBits } from "discord.js";
import { describe, expect, it } from "vitest";
import { DEFAULT_APP_PERMISSIONS } from "../fake-discord.js";
import { connectEachTest, nextInteraction, TEST_TIMEOUT_MS } from "./client.js";

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("PayloadBuilder", () => {
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
});
