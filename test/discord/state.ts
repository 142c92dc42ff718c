import { performance } from 'node:perf_hooks';
import { FakeClock, SnowflakeFactory } from './clock.js';
import {
  ChannelKind,
  apiChannel,
  apiMessage,
  isEphemeralFlags,
  type FakeChannel,
  type FakeGuild,
  type FakeUser,
  type Json,
  type MessageRevision,
  type RecordedAttachment,
  type RecordedMessage,
  type RegisteredCommands,
  type RouteRecord,
} from './model.js';
import { MESSAGE_FLAG_LOADING, type MessageBody } from './payload-limits.js';

export interface UploadedFile {
  /** n of the multipart field `files[n]`, which attachment refs `{ id: n }` point at. */
  index: number;
  name: string;
  contentType: string | undefined;
  bytes: Buffer;
}

export interface CallbackRecord {
  /** Interaction callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: number;
  data: Json | null;
  /** Milliseconds from the INTERACTION_CREATE send to the callback request being fully received. */
  ms: number;
  /** performance.now() at receipt. */
  receivedAt: number;
  /** The message the callback created or updated (types 4, 5, 7), if any. */
  messageId: string | null;
}

export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  userId: string;
  channelId: string;
  guildId: string | null;
  /** Message carrying the clicked component (component and modal-from-component interactions). */
  sourceMessageId: string | null;
  /** Fake-clock time of creation: the 3 s ack window and the 15 min token life count from here. */
  createdAt: number;
  /** performance.now() just before the dispatch was written to the socket. */
  dispatchedAt: number;
  payload: Json;
  sessionId: string;
  seq: number;
  callback: CallbackRecord | null;
  originalMessageId: string | null;
  followUpIds: string[];
  rejectedCallbacks: RouteRecord[];
}

export class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: number; message: string; errors?: Record<string, unknown> },
    readonly detail?: string[],
  ) {
    super(body.message);
  }
}

interface Waiter {
  check(): boolean;
}

export interface StateOptions {
  botUser: { id?: string | undefined; username: string };
  retainAttachmentBytes: boolean;
}

/** Everything the fake knows and records; REST routes, the gateway and the test API all share it. */
export class FakeDiscordState {
  readonly clock = new FakeClock();
  readonly ids = new SnowflakeFactory(this.clock);
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  readonly messages = new Map<string, RecordedMessage>();
  readonly #byChannel = new Map<string, RecordedMessage[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  readonly dmChannelByUser = new Map<string, string>();
  readonly closedDms = new Set<string>();
  readonly commands: RegisteredCommands = { global: [], guild: new Map() };
  readonly requests: RouteRecord[] = [];
  readonly unknownRoutes: RouteRecord[] = [];
  readonly attachmentsById = new Map<string, RecordedAttachment>();
  readonly botUser: FakeUser;
  readonly retainAttachmentBytes: boolean;
  baseUrl = '';
  readonly #waiters = new Set<Waiter>();

  constructor(options: StateOptions) {
    this.botUser = { id: options.botUser.id ?? this.ids.next(), username: options.botUser.username, globalName: null, bot: true };
    this.retainAttachmentBytes = options.retainAttachmentBytes;
    this.users.set(this.botUser.id, this.botUser);
  }

  get applicationId(): string {
    return this.botUser.id;
  }

  // ---- waiting -------------------------------------------------------------------------------

  notify(): void {
    for (const w of [...this.#waiters]) w.check();
  }

  /** Resolves with the first truthy value of `predicate`, re-checked after every recorded change. */
  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs: number, what = 'condition'): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        check: () => {
          let value: T | undefined | null | false;
          try {
            value = predicate();
          } catch (error) {
            this.#waiters.delete(waiter);
            clearTimeout(timer);
            reject(error as Error);
            return true;
          }
          if (!value) return false;
          this.#waiters.delete(waiter);
          clearTimeout(timer);
          resolve(value);
          return true;
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        const recent = this.requests.slice(-8).map((r) => `${r.method} ${r.path} -> ${r.status}${r.code ? ` (${r.code})` : ''}`);
        reject(new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}. Recent requests:\n  ${recent.join('\n  ') || '(none)'}`));
      }, timeoutMs);
      this.#waiters.add(waiter);
      waiter.check();
    });
  }

  // ---- channels ------------------------------------------------------------------------------

  addChannel(init: Partial<FakeChannel> & Pick<FakeChannel, 'id' | 'type'>): FakeChannel {
    const channel: FakeChannel = {
      name: null,
      guildId: null,
      parentId: null,
      recipientId: null,
      ownerId: null,
      threadMembers: new Set(),
      archived: false,
      locked: false,
      autoArchiveDuration: 1440,
      createdAt: this.clock.now(),
      position: 0,
      lastMessageId: null,
      startMessageId: null,
      ...init,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  channelOrThrow(id: string): FakeChannel {
    const channel = this.channels.get(id);
    if (!channel) throw new DiscordError(404, { code: 10003, message: 'Unknown Channel' });
    return channel;
  }

  dmChannelFor(userId: string): FakeChannel {
    const existing = this.dmChannelByUser.get(userId);
    if (existing) return this.channelOrThrow(existing);
    const channel = this.addChannel({ id: this.ids.next(), type: ChannelKind.DM, recipientId: userId });
    this.dmChannelByUser.set(userId, channel.id);
    return channel;
  }

  apiChannel(channel: FakeChannel): Json {
    return apiChannel(channel, this.users, (ms) => this.clock.iso(ms));
  }

  // ---- messages ------------------------------------------------------------------------------

  messagesIn(channelId: string): RecordedMessage[] {
    return (this.#byChannel.get(channelId) ?? []).filter((m) => !m.deleted);
  }

  messageOrThrow(channelId: string | null, id: string): RecordedMessage {
    const message = this.messages.get(id);
    if (!message || message.deleted || (channelId !== null && message.channelId !== channelId)) {
      throw new DiscordError(404, { code: 10008, message: 'Unknown Message' });
    }
    return message;
  }

  apiMessage(message: RecordedMessage): Json {
    return apiMessage(message, this.users, this.interactions, this.applicationId, (ms) => this.clock.iso(ms));
  }

  createMessage(args: {
    channelId: string;
    body: MessageBody;
    files: UploadedFile[];
    interactionId?: string;
    ephemeralTo?: string | null;
    type?: number;
    extraFlags?: number;
  }): RecordedMessage {
    const channel = this.channelOrThrow(args.channelId);
    const flags = (args.body.flags ?? 0) | (args.extraFlags ?? 0);
    const message: RecordedMessage = {
      id: this.ids.next(),
      channelId: channel.id,
      guildId: channel.guildId,
      authorId: this.botUser.id,
      content: args.body.content ?? '',
      embeds: (args.body.embeds ?? []) as Json[],
      components: (args.body.components ?? []) as Json[],
      attachments: [],
      flags,
      type: args.type ?? 0,
      ephemeralTo: isEphemeralFlags(flags) ? (args.ephemeralTo ?? null) : null,
      interactionId: args.interactionId ?? null,
      createdAt: this.clock.now(),
      editedAt: null,
      deleted: false,
      history: [],
    };
    message.attachments = this.#resolveAttachments(message, null, args.body.attachments ?? undefined, args.files);
    this.#snapshot(message);
    this.messages.set(message.id, message);
    const list = this.#byChannel.get(channel.id) ?? [];
    list.push(message);
    this.#byChannel.set(channel.id, list);
    channel.lastMessageId = message.id;
    return message;
  }

  /** PATCH semantics: only the fields present change; `attachments` lists what to keep plus new files. */
  editMessage(message: RecordedMessage, body: MessageBody, files: UploadedFile[]): RecordedMessage {
    if (body.content !== undefined) message.content = body.content ?? '';
    if (body.embeds !== undefined) message.embeds = (body.embeds ?? []) as Json[];
    if (body.components !== undefined) message.components = (body.components ?? []) as Json[];
    if (body.flags !== undefined && body.flags !== null) {
      message.flags = (message.flags & ~MESSAGE_FLAG_LOADING) | body.flags;
    } else {
      message.flags &= ~MESSAGE_FLAG_LOADING;
    }
    if (body.attachments !== undefined || files.length > 0) {
      message.attachments = this.#resolveAttachments(message, message.attachments, body.attachments ?? undefined, files);
    }
    message.editedAt = this.clock.now();
    this.#snapshot(message);
    return message;
  }

  deleteMessage(message: RecordedMessage): void {
    message.deleted = true;
  }

  #snapshot(message: RecordedMessage): void {
    const revision: MessageRevision = {
      atMs: performance.now(),
      content: message.content,
      embeds: message.embeds,
      components: message.components,
      attachments: message.attachments,
      flags: message.flags,
    };
    message.history.push(revision);
  }

  #resolveAttachments(
    message: RecordedMessage,
    existing: RecordedAttachment[] | null,
    refs: Array<{ id: string | number; description?: string | undefined }> | undefined,
    files: UploadedFile[],
  ): RecordedAttachment[] {
    const fromFile = (file: UploadedFile, description: string | undefined): RecordedAttachment => {
      const id = this.ids.next();
      const attachment: RecordedAttachment = {
        id,
        filename: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        bytes: this.retainAttachmentBytes ? file.bytes : undefined,
        description,
        url: `${this.baseUrl}/attachments/${message.channelId}/${id}/${encodeURIComponent(file.name)}`,
      };
      this.attachmentsById.set(id, attachment);
      return attachment;
    };
    const fileByIndex = new Map(files.map((f) => [String(f.index), f]));
    if (refs === undefined) {
      return [...(existing ?? []), ...files.map((f) => fromFile(f, undefined))];
    }
    const used = new Set<string>();
    const out: RecordedAttachment[] = [];
    for (const [i, ref] of refs.entries()) {
      const key = String(ref.id);
      const kept = existing?.find((a) => a.id === key);
      const file = fileByIndex.get(key);
      if (kept) out.push(kept);
      else if (file) {
        used.add(key);
        out.push(fromFile(file, ref.description));
      } else {
        throw new DiscordError(400, {
          code: 50035,
          message: 'Invalid Form Body',
          errors: { attachments: { [i]: { _errors: [{ code: 'ATTACHMENT_NOT_FOUND', message: `No file or attachment with id ${key}` }] } } },
        });
      }
    }
    // Files sent without a matching ref are still attached, as Discord does.
    for (const file of files) if (!used.has(String(file.index))) out.push(fromFile(file, undefined));
    return out;
  }

  // ---- visibility ----------------------------------------------------------------------------

  /** Whether `userId` could read `message` in a real client (the check behind "no hidden cards leak"). */
  canRead(userId: string, message: RecordedMessage): boolean {
    if (message.deleted) return false;
    if (message.ephemeralTo !== null) return message.ephemeralTo === userId;
    const channel = this.channels.get(message.channelId);
    if (!channel) return false;
    if (channel.type === ChannelKind.DM) return channel.recipientId === userId;
    const guild = channel.guildId ? this.guilds.get(channel.guildId) : undefined;
    if (!guild?.memberIds.includes(userId)) return false;
    if (channel.type === ChannelKind.PrivateThread) return channel.threadMembers.has(userId) || channel.ownerId === userId;
    return true;
  }

  // ---- log -----------------------------------------------------------------------------------

  record(entry: RouteRecord, unknown = false): void {
    this.requests.push(entry);
    if (unknown) this.unknownRoutes.push(entry);
  }
}
