/**
 * The guilds the fake Discord's bot is in, as payloads: each guild's GUILD_CREATE, its one text channel, and the
 * permissions the bot and members have there. Plain data shaped as discord-api-types describes it.
 * Glossary: see ../fake-discord.ts.
 */
import {
  type APIGuildMember,
  type APIUser,
  ChannelType,
  type GuildMemberFlags,
  Locale,
  PermissionFlagsBits,
} from "discord-api-types/v10";

/**
 * The default `app_permissions` of built interactions, as a bitfield string: view, send, embed, attach, read
 * history, external emojis, reactions, use application commands. Remove a bit to test a fallback, e.g.
 * `(BigInt(DEFAULT_APP_PERMISSIONS) & ~PermissionFlagsBits.AttachFiles).toString()`.
 */
export const DEFAULT_APP_PERMISSIONS = (
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseApplicationCommands
).toString();

/** What a member of a fake guild may do (the invoking user is a plain member). */
export const DEFAULT_MEMBER_PERMISSIONS = DEFAULT_APP_PERMISSIONS;

/** A guild member as Discord sends one: `user`, joined `joinedMsAgo` ago, with no roles, nickname or timeout. */
export function memberPayload(user: APIUser, joinedMsAgo: number): APIGuildMember {
  return {
    user,
    nick: null,
    avatar: null,
    banner: null,
    roles: [],
    joined_at: new Date(Date.now() - joinedMsAgo).toISOString(),
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** The text channel (`channelId`) of a guild, as GUILD_CREATE and interactions carry it. */
export function channelPayload(guildId: string, channelId: string) {
  return {
    id: channelId,
    type: ChannelType.GuildText as const,
    guild_id: guildId,
    name: "sudoku",
    position: 0,
    permission_overwrites: [],
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    parent_id: null,
    flags: 0,
  };
}

/**
 * A full GUILD_CREATE payload for one of the bot's guilds: its one text channel `channelId`, and two members, the
 * owner `ownerId` and the bot (the one listed).
 */
export function guildPayload(
  guildId: string,
  guild: { channelId: string; botUser: APIUser; ownerId: string },
) {
  const everyoneRole = {
    id: guildId,
    name: "@everyone",
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 0,
    permissions: DEFAULT_MEMBER_PERMISSIONS,
    managed: false,
    mentionable: false,
    flags: 0,
  };
  const botMember = memberPayload(guild.botUser, 3_600_000);
  return {
    id: guildId,
    name: "Fake Puzzle Club",
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [everyoneRole],
    emojis: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: guild.channelId,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    stickers: [],
    joined_at: botMember.joined_at,
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [botMember],
    channels: [channelPayload(guildId, guild.channelId)],
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
