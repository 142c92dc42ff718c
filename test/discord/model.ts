import { MESSAGE_FLAG_EPHEMERAL } from './payload-limits.js';

/** Plain JSON as it travels over the wire. */
export type Json = Record<string, unknown>;

export const ChannelKind = {
  GuildText: 0,
  DM: 1,
  PublicThread: 11,
  PrivateThread: 12,
} as const;

export interface FakeUser {
  id: string;
  username: string;
  globalName: string | null;
  bot: boolean;
}

export interface FakeChannel {
  id: string;
  type: number;
  name: string | null;
  guildId: string | null;
  /** Parent text channel of a thread. */
  parentId: string | null;
  /** The other party of a DM channel. */
  recipientId: string | null;
  ownerId: string | null;
  /** Thread members (user ids) added through PUT /channels/:id/thread-members/:user. */
  threadMembers: Set<string>;
  archived: boolean;
  locked: boolean;
  autoArchiveDuration: number;
  createdAt: number;
  position: number;
  lastMessageId: string | null;
  /** Message a thread was started from (POST /channels/:id/messages/:id/threads). */
  startMessageId: string | null;
}

export interface FakeGuild {
  id: string;
  name: string;
  ownerId: string;
  channelIds: string[];
  memberIds: string[];
  botRoleId: string;
}

export interface RecordedAttachment {
  id: string;
  filename: string;
  contentType: string | undefined;
  size: number;
  /** Undefined when the fake runs with `retainAttachmentBytes: false`. */
  bytes: Buffer | undefined;
  description: string | undefined;
  url: string;
}

export interface MessageRevision {
  /** performance.now() when the fake stored this revision (compare with handle.dispatchedAt). */
  atMs: number;
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: RecordedAttachment[];
  flags: number;
}

export interface RecordedMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  authorId: string;
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: RecordedAttachment[];
  flags: number;
  /** Message type: 0 default, 20 chat-input command reply. */
  type: number;
  /** User who alone can see this message (ephemeral interaction responses), else null. */
  ephemeralTo: string | null;
  /** Interaction whose response or follow-up this message is. */
  interactionId: string | null;
  createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** Every stored state, oldest first: the create, then each edit. */
  history: MessageRevision[];
}

export interface RecordedThread {
  id: string;
  parentId: string;
  guildId: string;
  name: string;
  type: number;
  ownerId: string;
  startMessageId: string | null;
  members: ReadonlySet<string>;
}

export interface RegisteredCommands {
  global: Json[];
  /** guild id -> commands registered to that guild. */
  guild: Map<string, Json[]>;
}

export interface RouteRecord {
  method: string;
  path: string;
  status: number;
  /** Discord error code when the response was an error. */
  code?: number;
  /** Short explanation for rejected requests (validation issues, closed DMs, expired tokens). */
  detail?: string[];
}

export interface ButtonInfo {
  customId: string | undefined;
  label: string | undefined;
  style: number;
  disabled: boolean;
  url: string | undefined;
}

export interface SelectInfo {
  customId: string;
  type: number;
  placeholder: string | undefined;
  minValues: number;
  maxValues: number;
  disabled: boolean;
  options: Array<{ label: string; value: string; description: string | undefined }>;
}

function childrenOf(node: Json): Json[] {
  const out: Json[] = [];
  if (Array.isArray(node.components)) out.push(...(node.components as Json[]));
  if (node.accessory && typeof node.accessory === 'object') out.push(node.accessory as Json);
  if (node.component && typeof node.component === 'object') out.push(node.component as Json);
  return out;
}

/** Every interactive component of a message (action rows and Components V2 layouts alike). */
export function walkComponents(components: readonly Json[]): Json[] {
  const out: Json[] = [];
  const stack = [...components].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node);
    stack.push(...childrenOf(node).reverse());
  }
  return out;
}

export function buttonsOf(message: Pick<RecordedMessage, 'components'>): ButtonInfo[] {
  return walkComponents(message.components)
    .filter((c) => c.type === 2)
    .map((c) => ({
      customId: c.custom_id as string | undefined,
      label: c.label as string | undefined,
      style: c.style as number,
      disabled: c.disabled === true,
      url: c.url as string | undefined,
    }));
}

export function selectsOf(message: Pick<RecordedMessage, 'components'>): SelectInfo[] {
  return walkComponents(message.components)
    .filter((c) => c.type === 3 || c.type === 5 || c.type === 6 || c.type === 7 || c.type === 8)
    .map((c) => ({
      customId: c.custom_id as string,
      type: c.type as number,
      placeholder: c.placeholder as string | undefined,
      minValues: (c.min_values as number | undefined) ?? 1,
      maxValues: (c.max_values as number | undefined) ?? 1,
      disabled: c.disabled === true,
      options: ((c.options as Json[] | undefined) ?? []).map((o) => ({
        label: o.label as string,
        value: o.value as string,
        description: o.description as string | undefined,
      })),
    }));
}

export function isEphemeralFlags(flags: number): boolean {
  return (flags & MESSAGE_FLAG_EPHEMERAL) !== 0;
}

export function apiUser(u: FakeUser): Json {
  return {
    id: u.id,
    username: u.username,
    global_name: u.globalName,
    discriminator: '0',
    avatar: null,
    bot: u.bot,
    system: false,
    public_flags: 0,
    flags: 0,
  };
}

export function apiAttachment(a: RecordedAttachment): Json {
  return {
    id: a.id,
    filename: a.filename,
    size: a.size,
    url: a.url,
    proxy_url: a.url,
    ...(a.contentType ? { content_type: a.contentType } : {}),
    ...(a.description !== undefined ? { description: a.description } : {}),
  };
}

export function apiChannel(c: FakeChannel, users: ReadonlyMap<string, FakeUser>, iso: (ms: number) => string): Json {
  if (c.type === ChannelKind.DM) {
    const recipient = c.recipientId ? users.get(c.recipientId) : undefined;
    return {
      id: c.id,
      type: c.type,
      last_message_id: c.lastMessageId,
      flags: 0,
      recipients: recipient ? [apiUser(recipient)] : [],
    };
  }
  const base: Json = {
    id: c.id,
    type: c.type,
    guild_id: c.guildId,
    name: c.name,
    position: c.position,
    permission_overwrites: [],
    parent_id: c.parentId,
    nsfw: false,
    rate_limit_per_user: 0,
    last_message_id: c.lastMessageId,
    flags: 0,
  };
  if (c.type === ChannelKind.PublicThread || c.type === ChannelKind.PrivateThread) {
    return {
      ...base,
      owner_id: c.ownerId,
      message_count: 0,
      member_count: c.threadMembers.size,
      total_message_sent: 0,
      thread_metadata: {
        archived: c.archived,
        locked: c.locked,
        auto_archive_duration: c.autoArchiveDuration,
        archive_timestamp: iso(c.createdAt),
        create_timestamp: iso(c.createdAt),
        ...(c.type === ChannelKind.PrivateThread ? { invitable: true } : {}),
      },
    };
  }
  return { ...base, topic: null, default_auto_archive_duration: 1440 };
}

export function apiMessage(
  m: RecordedMessage,
  users: ReadonlyMap<string, FakeUser>,
  interactions: ReadonlyMap<string, { type: number; userId: string }>,
  applicationId: string,
  iso: (ms: number) => string,
): Json {
  const author = users.get(m.authorId);
  const mentioned = [...m.content.matchAll(/<@!?(\d+)>/g)]
    .map((match) => users.get(match[1] ?? ''))
    .filter((u): u is FakeUser => u !== undefined);
  const out: Json = {
    id: m.id,
    type: m.type,
    channel_id: m.channelId,
    author: author ? apiUser(author) : { id: m.authorId, username: 'unknown', discriminator: '0', avatar: null },
    content: m.content,
    timestamp: iso(m.createdAt),
    edited_timestamp: m.editedAt === null ? null : iso(m.editedAt),
    tts: false,
    mention_everyone: false,
    mentions: [...new Map(mentioned.map((u) => [u.id, apiUser(u)])).values()],
    mention_roles: [],
    attachments: m.attachments.map(apiAttachment),
    embeds: m.embeds,
    components: m.components,
    pinned: false,
    flags: m.flags,
  };
  if (m.interactionId) {
    const interaction = interactions.get(m.interactionId);
    const user = interaction ? users.get(interaction.userId) : undefined;
    out.webhook_id = applicationId;
    out.application_id = applicationId;
    if (interaction && user) {
      out.interaction_metadata = {
        id: m.interactionId,
        type: interaction.type,
        user: apiUser(user),
        authorizing_integration_owners: {},
      };
    }
  }
  return out;
}
