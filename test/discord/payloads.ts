import { ChannelKind, apiAttachment, apiUser, type FakeChannel, type FakeGuild, type Json, type RecordedAttachment } from './model.js';
import type { FakeDiscordState } from './state.js';

/** Gateway and interaction payloads, shaped as Discord sends them (only the fields discord.js reads). */

const bit = (n: number): bigint => 1n << BigInt(n);
/** View, send, send in threads, read history, attach, embed, react, use commands, create public threads. */
export const MEMBER_PERMISSIONS = [10, 11, 38, 16, 15, 14, 6, 31, 35].reduce((acc, n) => acc | bit(n), 0n).toString();
/** The bot's own role is an administrator so permission checks never get in the way. */
export const ADMINISTRATOR = bit(3).toString();
/** What interaction payloads report as the bot's permissions in the channel (all bits). */
export const ALL_PERMISSIONS = ((1n << 51n) - 1n).toString();

export function apiMember(state: FakeDiscordState, guild: FakeGuild, userId: string): Json {
  const user = state.users.get(userId);
  if (!user) throw new Error(`fake Discord: unknown user ${userId}`);
  return {
    user: apiUser(user),
    nick: null,
    avatar: null,
    roles: userId === state.botUser.id ? [guild.botRoleId] : [],
    joined_at: state.clock.iso(0),
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

function roles(state: FakeDiscordState, guild: FakeGuild): Json[] {
  const role = (id: string, name: string, permissions: string, position: number, managed: boolean): Json => ({
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions,
    managed,
    mentionable: false,
    flags: 0,
    ...(managed ? { tags: { bot_id: state.botUser.id } } : {}),
  });
  return [
    role(guild.id, '@everyone', MEMBER_PERMISSIONS, 0, false),
    role(guild.botRoleId, state.botUser.username, ADMINISTRATOR, 1, true),
  ];
}

export function apiGuild(state: FakeDiscordState, guild: FakeGuild): Json {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: roles(state, guild),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
  };
}

export function guildCreate(state: FakeDiscordState, guild: FakeGuild): Json {
  const channels = guild.channelIds.map((id) => state.channelOrThrow(id));
  const isThread = (c: FakeChannel): boolean => c.type === ChannelKind.PublicThread || c.type === ChannelKind.PrivateThread;
  const threads = channels.filter(isThread);
  const withoutGuildId = (c: FakeChannel): Json => {
    const { guild_id: _ignored, ...rest } = state.apiChannel(c);
    return rest;
  };
  return {
    ...apiGuild(state, guild),
    joined_at: state.clock.iso(0),
    large: false,
    unavailable: false,
    member_count: guild.memberIds.length,
    members: guild.memberIds.map((id) => apiMember(state, guild, id)),
    channels: channels.filter((c) => !isThread(c)).map(withoutGuildId),
    threads: threads.map((c) => state.apiChannel(c)),
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function readyPayload(
  state: FakeDiscordState,
  sessionId: string,
  gatewayUrl: string,
  shard: [number, number] | null = null,
  guildIds: string[] = [...state.guilds.keys()],
): Json {
  return {
    v: 10,
    user: { ...apiUser(state.botUser), verified: true, mfa_enabled: false, email: null },
    guilds: guildIds.map((id) => ({ id, unavailable: true })),
    session_id: sessionId,
    session_type: 'normal',
    resume_gateway_url: gatewayUrl,
    shard: shard ?? [0, 1],
    application: { id: state.applicationId, flags: 0 },
    private_channels: [],
    presences: [],
    relationships: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    user_settings: {},
  };
}

export interface InteractionContext {
  id: string;
  token: string;
  type: number;
  userId: string;
  channel: FakeChannel;
  data: Json;
  message?: Json;
}

/** A full INTERACTION_CREATE `d`, from a guild channel (member) or a DM (user). */
export function interactionPayload(state: FakeDiscordState, ctx: InteractionContext): Json {
  const user = state.users.get(ctx.userId);
  if (!user) throw new Error(`fake Discord: unknown user ${ctx.userId}`);
  const guild = ctx.channel.guildId ? state.guilds.get(ctx.channel.guildId) : undefined;
  const where: Json = guild
    ? {
        guild_id: guild.id,
        guild: { id: guild.id, locale: 'en-US', features: [] },
        guild_locale: 'en-US',
        member: { ...apiMember(state, guild, ctx.userId), permissions: MEMBER_PERMISSIONS },
        context: 0,
        authorizing_integration_owners: { '0': guild.id },
        channel: { ...state.apiChannel(ctx.channel), permissions: MEMBER_PERMISSIONS },
      }
    : {
        user: apiUser(user),
        context: 1,
        authorizing_integration_owners: { '0': '0' },
        channel: state.apiChannel(ctx.channel),
      };
  return {
    id: ctx.id,
    application_id: state.applicationId,
    type: ctx.type,
    data: ctx.data,
    token: ctx.token,
    version: 1,
    channel_id: ctx.channel.id,
    app_permissions: ALL_PERMISSIONS,
    locale: 'en-US',
    entitlements: [],
    attachment_size_limit: 26_214_400,
    ...where,
    ...(ctx.message ? { message: ctx.message } : {}),
  };
}

/** `resolved` entries for user, channel, role and attachment option values. */
export class ResolvedCollector {
  readonly users: Record<string, Json> = {};
  readonly members: Record<string, Json> = {};
  readonly channels: Record<string, Json> = {};
  readonly roles: Record<string, Json> = {};
  readonly attachments: Record<string, Json> = {};

  constructor(
    private readonly state: FakeDiscordState,
    private readonly guild: FakeGuild | undefined,
  ) {}

  user(userId: string): void {
    const user = this.state.users.get(userId);
    if (!user) throw new Error(`fake Discord: unknown user ${userId}`);
    this.users[userId] = apiUser(user);
    if (this.guild?.memberIds.includes(userId)) {
      const { user: _user, ...member } = apiMember(this.state, this.guild, userId);
      this.members[userId] = { ...member, permissions: MEMBER_PERMISSIONS };
    }
  }

  channel(channelId: string): void {
    const c = this.state.channelOrThrow(channelId);
    this.channels[channelId] = { ...this.state.apiChannel(c), permissions: MEMBER_PERMISSIONS };
  }

  role(roleId: string): void {
    const role = this.guild ? roles(this.state, this.guild).find((r) => r.id === roleId) : undefined;
    if (!role) throw new Error(`fake Discord: unknown role ${roleId}`);
    this.roles[roleId] = role;
  }

  attachment(a: RecordedAttachment): void {
    this.attachments[a.id] = { ...apiAttachment(a), ephemeral: true };
  }

  toJSON(): Json | undefined {
    const out: Json = {};
    for (const key of ['users', 'members', 'channels', 'roles', 'attachments'] as const) {
      if (Object.keys(this[key]).length) out[key] = this[key];
    }
    return Object.keys(out).length ? out : undefined;
  }
}
