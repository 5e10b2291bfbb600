/**
 * Builders for the payloads the fake Discord sends and stores: interactions (slash command, message menu, modal
 * submit, button), messages, guilds and channels (./guilds.ts), and the snowflake ids they carry. Everything here
 * is plain data shaped as discord-api-types describes it; nothing here touches a socket.
 */
import { randomBytes } from "node:crypto";
import {
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIAttachment,
  type APIChatInputApplicationCommandInteraction,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageApplicationCommandInteraction,
  type APIMessageComponentButtonInteraction,
  type APIModalSubmissionComponent,
  type APIModalSubmitInteraction,
  type APIUser,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
  MessageType,
  type UserFlags,
} from "discord-api-types/v10";
import * as guilds from "./guilds.js";
import type { InteractionPlace } from "./types.js";

export { DEFAULT_APP_PERMISSIONS } from "./guilds.js";

/** Discord's epoch (2015-01-01) — snowflakes count milliseconds from it. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/** Discord's default per-file upload limit (10 MiB), sent as each interaction's `attachment_size_limit`. */
export const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/** The shard a guild's events go to: `(guild_id >> 22) % shard_count`, as Discord routes them. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** Fields of a message the fake stores or sends. */
export interface MessageFields {
  channelId: string;
  content: string;
  author: APIUser;
  type: MessageType;
  flags?: number;
  embeds?: unknown[];
  components?: unknown[];
  attachments?: APIAttachment[];
  interactionId?: string;
}

/** The ids and users of one fake Discord, and builders for every payload that carries them. */
export class PayloadBuilder {
  readonly applicationId: string;
  /** Every guild the bot is in; the first is the default place of guild interactions. */
  readonly guildIds: readonly string[];
  /** The DM channel between the bot and {@link invokingUser}. */
  readonly dmChannelId: string;
  readonly botUser: APIUser;
  readonly invokingUser: APIUser;
  /** Messages by id: every bot reply and every message-menu target, so buttons can point at real messages. */
  readonly messages = new Map<string, APIMessage>();
  private readonly channelIds = new Map<string, string>();
  private readonly commandIds = new Map<string, string>();
  private snowflakeCounter = 0;

  constructor(options: { applicationId?: string; guildId?: string; guildCount?: number }) {
    this.applicationId = options.applicationId ?? this.nextSnowflake();
    // Consecutive milliseconds in the timestamp bits spread the guilds round-robin over any shard count.
    const base = (BigInt(Date.now()) - DISCORD_EPOCH - 86_400_000n) << 22n;
    const guildIds = [options.guildId ?? this.nextSnowflake()];
    for (let i = 1; i < (options.guildCount ?? 1); i++) guildIds.push((base + (BigInt(i) << 22n)).toString());
    this.guildIds = guildIds;
    for (const guildId of guildIds) this.channelIds.set(guildId, this.nextSnowflake());
    this.dmChannelId = this.nextSnowflake();
    this.botUser = {
      id: this.applicationId,
      username: "Sudoku Bot",
      discriminator: "0",
      global_name: null,
      avatar: null,
      bot: true,
      flags: 0 as UserFlags,
    };
    this.invokingUser = {
      id: this.nextSnowflake(),
      username: "puzzler",
      discriminator: "0",
      global_name: "Puzzler",
      avatar: null,
    };
  }

  /** The text channel every interaction in `guildId` comes from. */
  channelOf(guildId: string): string {
    const id = this.channelIds.get(guildId);
    if (id === undefined) throw new Error(`fake-discord: the bot is not in guild ${guildId}`);
    return id;
  }

  /** A fresh snowflake: ms since Discord's epoch in the top bits, a counter in the low 12 (increment) bits. */
  nextSnowflake(): string {
    const ms = BigInt(Date.now()) - DISCORD_EPOCH;
    const increment = BigInt(this.snowflakeCounter++ & 0xfff);
    return ((ms << 22n) | increment).toString();
  }

  /** The same command name always gets the same id — the one assigned at registration if there was one. */
  commandIdFor(name: string): string {
    let id = this.commandIds.get(name);
    if (!id) {
      id = this.nextSnowflake();
      this.commandIds.set(name, id);
    }
    return id;
  }

  /** A slash-command interaction; see `FakeDiscord.chatInput`. */
  chatInput(
    opts: {
      name: string;
      subcommand?: string;
      options?: { name: string; type: number; value: unknown }[];
      attachments?: APIAttachment[];
    } & InteractionPlace,
  ): APIChatInputApplicationCommandInteraction {
    const leafOptions = (opts.options ?? []) as APIApplicationCommandInteractionDataBasicOption[];
    const options: APIApplicationCommandInteractionDataOption[] = opts.subcommand
      ? [{ name: opts.subcommand, type: ApplicationCommandOptionType.Subcommand, options: leafOptions }]
      : leafOptions;
    const base = this.baseInteraction(opts);
    const attachments = opts.attachments ?? [];
    return {
      ...base,
      type: InteractionType.ApplicationCommand,
      data: {
        id: this.commandIdFor(opts.name),
        name: opts.name,
        type: ApplicationCommandType.ChatInput,
        ...("guild_id" in base ? { guild_id: base.guild_id } : {}),
        options,
        ...(attachments.length > 0
          ? { resolved: { attachments: Object.fromEntries(attachments.map((a) => [a.id, a])) } }
          : {}),
      },
    } as APIChatInputApplicationCommandInteraction;
  }

  /** A message-context-menu interaction on a message another user wrote; see `FakeDiscord.messageContextMenu`. */
  messageContextMenu(
    opts: { name: string; content: string; attachments?: APIAttachment[] } & InteractionPlace,
  ): APIMessageApplicationCommandInteraction {
    const base = this.baseInteraction(opts);
    const target = this.makeMessage({
      channelId: base.channel_id,
      content: opts.content,
      author: this.invokingUser,
      type: MessageType.Default,
      attachments: opts.attachments,
    });
    return {
      ...base,
      type: InteractionType.ApplicationCommand,
      data: {
        id: this.commandIdFor(opts.name),
        name: opts.name,
        type: ApplicationCommandType.Message,
        ...("guild_id" in base ? { guild_id: base.guild_id } : {}),
        target_id: target.id,
        resolved: { messages: { [target.id]: target } },
      },
    } as APIMessageApplicationCommandInteraction;
  }

  /** A modal-submit interaction; see `FakeDiscord.modalSubmit`. */
  modalSubmit(
    opts: {
      customId: string;
      fields: Record<string, string>;
      shape?: "label" | "action-row";
    } & InteractionPlace,
  ): APIModalSubmitInteraction {
    let componentId = 1;
    const components: APIModalSubmissionComponent[] = Object.entries(opts.fields).map(([customId, value]) => {
      const outerId = componentId++;
      const input = { type: ComponentType.TextInput as const, id: componentId++, custom_id: customId, value };
      return opts.shape === "action-row"
        ? { type: ComponentType.ActionRow, id: outerId, components: [input] }
        : { type: ComponentType.Label, id: outerId, component: input };
    });
    return {
      ...this.baseInteraction(opts),
      type: InteractionType.ModalSubmit,
      data: { custom_id: opts.customId, components },
    } as APIModalSubmitInteraction;
  }

  /** A button press (MESSAGE_COMPONENT, component type 2) on `message`; see `FakeDiscord.button`. */
  button(
    opts: { customId: string; message: APIMessage } & InteractionPlace,
  ): APIMessageComponentButtonInteraction {
    const place: InteractionPlace = { ...opts };
    if (opts.message.channel_id === this.dmChannelId) place.dm = true;
    return {
      ...this.baseInteraction(place),
      type: InteractionType.MessageComponent,
      message: opts.message,
      data: { custom_id: opts.customId, component_type: ComponentType.Button },
    } as APIMessageComponentButtonInteraction;
  }

  /** A message object as Discord returns it; stored in {@link messages}. */
  makeMessage(fields: MessageFields): APIMessage {
    const message: APIMessage = {
      id: this.nextSnowflake(),
      channel_id: fields.channelId,
      author: fields.author,
      content: fields.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: fields.attachments ?? [],
      embeds: (fields.embeds ?? []) as APIMessage["embeds"],
      pinned: false,
      type: fields.type,
      flags: fields.flags ?? 0,
      components: (fields.components ?? []) as APIMessage["components"],
    };
    if (fields.interactionId) {
      message.application_id = this.applicationId;
      message.webhook_id = this.applicationId;
    }
    this.messages.set(message.id, message);
    return message;
  }

  /** The fields every interaction shares; guild ones carry `member`, DM ones `user` (never both, as on Discord). */
  private baseInteraction(place: InteractionPlace) {
    const common = {
      id: this.nextSnowflake(),
      application_id: this.applicationId,
      // Real interaction tokens are long opaque strings; a random base64url one keeps URL-encoding honest.
      token: `aW50ZXJhY3Rpb246${randomBytes(48).toString("base64url")}`,
      version: 1 as const,
      app_permissions: place.appPermissions ?? guilds.DEFAULT_APP_PERMISSIONS,
      locale: (place.locale ?? Locale.EnglishUS) as Locale,
      entitlements: [],
      attachment_size_limit: DEFAULT_ATTACHMENT_SIZE_LIMIT,
    };
    if (place.dm) {
      return {
        ...common,
        channel_id: this.dmChannelId,
        channel: {
          id: this.dmChannelId,
          type: ChannelType.DM as const,
          recipients: [this.invokingUser],
          last_message_id: null,
          flags: 0,
        },
        user: this.invokingUser,
        // In a DM with the bot, a guild-installed app's GUILD_INSTALL owner is "0".
        authorizing_integration_owners: { "0": "0" },
        context: InteractionContextType.BotDM,
      };
    }
    const guildId = place.guildId ?? (this.guildIds[0] as string);
    const member: APIInteractionGuildMember = {
      ...guilds.memberPayload(this.invokingUser, 86_400_000),
      permissions: guilds.DEFAULT_MEMBER_PERMISSIONS,
    };
    return {
      ...common,
      guild_id: guildId,
      guild: { id: guildId, locale: Locale.EnglishUS, features: [] },
      guild_locale: Locale.EnglishUS,
      channel_id: this.channelOf(guildId),
      channel: this.channelPayload(guildId),
      member,
      // "0" = GUILD_INSTALL: the app was installed to this guild.
      authorizing_integration_owners: { "0": guildId },
      context: InteractionContextType.Guild,
    };
  }

  /** The text channel of a guild, as GUILD_CREATE and interactions carry it. */
  channelPayload(guildId: string) {
    return guilds.channelPayload(guildId, this.channelOf(guildId));
  }

  /** A full GUILD_CREATE payload for one of the bot's guilds. */
  guildPayload(guildId: string) {
    return guilds.guildPayload(guildId, {
      channelId: this.channelOf(guildId),
      botUser: this.botUser,
      ownerId: this.invokingUser.id,
    });
  }
}
