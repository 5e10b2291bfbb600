import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeDiscord, hasFinalMessage } from "../fake-discord.js";
import { connectClient, nextInteraction } from "./client.js";

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

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
