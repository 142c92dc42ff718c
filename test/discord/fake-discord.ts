/**
 * A fake Discord on 127.0.0.1 for end-to-end tests: the real discord.js v14 Client logs in to it.
 *
 *   const fake = await startFakeDiscord({
 *     users: [{ id: '100000000000000001', username: 'alice' }, { id: '100000000000000002', username: 'bob' }],
 *     // guilds default to one guild with a #general text channel and every user as a member
 *   });
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
 *   await client.login('any-token');             // GET /gateway/bot -> ws HELLO/IDENTIFY/READY/GUILD_CREATE
 *   const cmd = fake.sendSlashCommand({ user: alice, name: 'play', subcommand: 'challenge',
 *                                       options: { opponent: { user: bob }, deck: { attachment: { name: 'd.txt', bytes: '...' } } } });
 *   const res = await cmd.response();            // the interaction callback: { type, data, ms, message }
 *   const click = fake.clickButton({ user: bob, message: res.message!, customId: 'accept:...' });
 *   await fake.waitFor(() => fake.messages(threadId).length > 0, 2000);
 *   await client.destroy(); await fake.close();  // destroy the client first, then the fake
 *
 * Interactions: sendSlashCommand / autocomplete / clickButton / selectMenu / submitModal dispatch an
 * INTERACTION_CREATE and return an InteractionHandle: `response()` awaits the callback (with `ms`
 * from dispatch to callback), `original` is the @original message as later edited, `followUps` the
 * follow-ups. Clicks are checked like a Discord client would: the button must exist on the message,
 * be enabled, and an ephemeral message only takes clicks from its recipient.
 *
 * Records: `messages(channelId)`, `dms(userId)`, `allMessages()`, `readableBy(userId)` (what that user
 * could read: public channels, public threads, private threads they were added to, their ephemerals
 * and DMs), `threads()`, `commands` (PUT/POST .../commands), `identifies` (intents), `requests`,
 * `rejectedRequests()` (every 4xx with Discord's error code), `unknownRoutes` (should stay empty).
 * Messages are live objects: edits update them and append to `history` (each with `atMs`).
 * `buttonsOf(message)` / `selectsOf(message)` list the interactive components.
 *
 * Discord's rules enforced: message, embed, component, modal and autocomplete limits (400 / 50035
 * with Discord's nested `errors`), empty messages (50006), one callback per interaction (40060),
 * callbacks only within `ackDeadlineMs` of dispatch (404 / 10062), webhook edits and follow-ups only
 * within `tokenLifetimeMs` (401 / 50027 Invalid Webhook Token), DMs to a user after
 * `closeDmsFor(userId)` (403 / 50007). Both windows use `clock`, which tests can `advance(ms)`.
 *
 * Gateway: JSON encoding, no compression (what @discordjs/ws asks for without zlib-sync). RESUME is
 * supported (buffered events are replayed); `requestReconnect()` sends op 7 to exercise it. Events
 * go to the session that identified (or resumed) last; `dispatch(t, d)` sends any other event.
 */
import type { FaultRule, InjectedFault } from './faults.js';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { CommandDataBuilder, type CommandInvocation, type OptionInput } from './command-options.js';
import { FakeGateway, shardOf, type GatewaySessionInfo, type IdentifyRecord } from './gateway.js';
import {
  ChannelKind,
  buttonsOf,
  selectsOf,
  walkComponents,
  type FakeChannel,
  type FakeGuild,
  type FakeUser,
  type Json,
  type RecordedMessage,
  type RecordedThread,
  type RegisteredCommands,
  type RouteRecord,
} from './model.js';
import { guildCreate, interactionPayload, readyPayload, ResolvedCollector } from './payloads.js';
import { FakeRest } from './rest.js';
import { FakeDiscordState, type CallbackRecord, type InteractionRecord } from './state.js';

export { buttonsOf, selectsOf, type OptionInput };
export type { FakeUser, RecordedAttachment, RecordedMessage, RecordedThread, MessageRevision, ButtonInfo, SelectInfo } from './model.js';

export interface FakeUserInit {
  id?: string;
  username: string;
  globalName?: string;
  bot?: boolean;
}

export interface FakeGuildInit {
  id?: string;
  name?: string;
  /** Defaults to the first user. */
  ownerId?: string;
  /** Text channels; defaults to one named "general". */
  channels?: Array<{ id?: string; name: string }>;
  /** User ids that are members; defaults to every user. The bot is always a member. */
  memberIds?: string[];
}

export interface FakeDiscordOptions {
  botUser?: { id?: string; username?: string };
  users?: FakeUserInit[];
  guilds?: FakeGuildInit[];
  /** Token the bot must log in with; by default any non-empty string is accepted. */
  token?: string;
  /** HELLO heartbeat_interval; the client heartbeats at this pace (default 41250, as Discord). */
  heartbeatIntervalMs?: number;
  /** Window to acknowledge an interaction (default 3000, as Discord). */
  ackDeadlineMs?: number;
  /** Life of an interaction token for edits and follow-ups (default 15 minutes, as Discord). */
  tokenLifetimeMs?: number;
  /** Keep the bytes of every attachment (default true); benchmarks may turn this off. */
  retainAttachmentBytes?: boolean;
  /** Default timeout of `handle.response()` (default 5000). */
  responseTimeoutMs?: number;
  /**
   * Shards GET /gateway/bot recommends (default 1). Sessions that IDENTIFY with a `shard` get only
   * their shard's guilds, and every event goes to the session of its guild's shard (DMs: shard 0).
   */
  shards?: number;
  /** GET /gateway/bot `max_concurrency` (default 1; shards of different buckets identify at once). */
  maxConcurrency?: number;
}

/** A user given by id or as the FakeUser object the fake returned. */
export type UserRef = string | FakeUser;
export type MessageRef = string | RecordedMessage;

export interface InteractionResponse extends CallbackRecord {
  /** The message the callback created (reply, deferred reply) or updated (update, deferred update). */
  message: RecordedMessage | undefined;
}

interface Target {
  /** Gateway session to deliver to; defaults to the one that identified or resumed last. */
  sessionId?: string;
}

export interface SlashCommandArgs extends CommandInvocation, Target {
  user: UserRef;
  /** Defaults to the first text channel of the first guild. */
  channelId?: string;
}

export interface AutocompleteArgs extends SlashCommandArgs {
  focused: string;
}

export interface ClickButtonArgs extends Target {
  user: UserRef;
  message: MessageRef;
  customId: string;
  /**
   * Also look for the component in earlier revisions of the message: a user whose client still
   * shows the previous render clicks it after the bot edited the message.
   */
  stale?: boolean;
}

export interface SelectMenuArgs extends ClickButtonArgs {
  values: string[];
}

export type ModalValues = Record<string, string | string[]>;

export type SubmitModalArgs = Target &
  (
    | { from: InteractionHandle; user?: UserRef; values: ModalValues }
    | { user: UserRef; customId: string; values: ModalValues; channelId?: string; message?: MessageRef }
  );

const InteractionKind = { ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

export class InteractionHandle {
  constructor(
    private readonly fake: FakeDiscord,
    readonly record: InteractionRecord,
  ) {}

  get id(): string {
    return this.record.id;
  }
  get token(): string {
    return this.record.token;
  }
  get userId(): string {
    return this.record.userId;
  }
  get channelId(): string {
    return this.record.channelId;
  }
  /** The INTERACTION_CREATE `d` that was sent. */
  get payload(): Json {
    return this.record.payload;
  }
  /** performance.now() when the dispatch was sent. */
  get dispatchedAt(): number {
    return this.record.dispatchedAt;
  }
  get sequence(): number {
    return this.record.seq;
  }
  get callback(): CallbackRecord | null {
    return this.record.callback;
  }
  /** Callback attempts the fake refused (too late, twice, invalid payload). */
  get rejectedCallbacks(): readonly RouteRecord[] {
    return this.record.rejectedCallbacks;
  }
  /** The @original response message in its current state. */
  get original(): RecordedMessage | undefined {
    const id = this.record.originalMessageId;
    return id ? this.fake.message(id) : undefined;
  }
  get followUps(): RecordedMessage[] {
    return this.record.followUpIds.map((id) => this.fake.message(id)).filter((m): m is RecordedMessage => m !== undefined);
  }

  /** Awaits the interaction callback; rejects at once if the fake refused the bot's callback. */
  response(timeoutMs?: number): Promise<InteractionResponse> {
    return this.fake.waitFor(
      () => {
        const cb = this.record.callback;
        if (cb) return { ...cb, message: cb.messageId ? this.fake.message(cb.messageId) : undefined };
        const refused = this.record.rejectedCallbacks[0];
        if (refused) {
          throw new Error(`fake Discord refused the callback of interaction ${this.id}: ${refused.status} (${refused.code}) ${refused.detail?.join('; ') ?? ''}`);
        }
        return undefined;
      },
      timeoutMs,
      `the callback of interaction ${this.id}`,
    );
  }
}

export class FakeDiscord {
  readonly state: FakeDiscordState;
  readonly gateway: FakeGateway;
  readonly rest: FakeRest;
  readonly server: Server;
  readonly botUser: FakeUser;
  readonly users: FakeUser[];
  readonly guilds: Array<{ id: string; name: string; channels: Array<{ id: string; name: string }> }>;
  readonly #responseTimeoutMs: number;
  readonly #commandIds = new Map<string, string>();
  #port = 0;

  constructor(options: FakeDiscordOptions = {}) {
    this.state = new FakeDiscordState({
      botUser: { id: options.botUser?.id, username: options.botUser?.username ?? 'Archivist' },
      retainAttachmentBytes: options.retainAttachmentBytes ?? true,
    });
    const s = this.state;
    this.botUser = s.botUser;
    this.users = (options.users ?? []).map((u) => this.#addUser(u));
    const guildInits = options.guilds ?? [{}];
    this.guilds = guildInits.map((g) => this.#addGuild(g));
    this.#responseTimeoutMs = options.responseTimeoutMs ?? 5000;

    this.gateway = new FakeGateway({
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      token: options.token ?? null,
      newSessionId: () => randomBytes(16).toString('hex'),
      readyPayloads: (sessionId, shard) => {
        const guilds = [...s.guilds.values()].filter((g) => shard === null || shardOf(g.id, shard[1]) === shard[0]);
        return { ready: readyPayload(s, sessionId, this.gatewayUrl, shard, guilds.map((g) => g.id)), guildCreates: guilds.map((g) => guildCreate(s, g)) };
      },
      onActivity: () => s.notify(),
    });
    this.rest = new FakeRest({
      state: s,
      gateway: this.gateway,
      token: options.token ?? null,
      ackDeadlineMs: options.ackDeadlineMs ?? 3000,
      tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
      gatewayUrl: () => this.gatewayUrl,
      shards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
    });
    this.server = createServer((req, res) => {
      this.rest.handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    this.server.on('upgrade', (req, socket, head) => {
      if ((req.url ?? '').startsWith('/gateway')) this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.#port = (this.server.address() as AddressInfo).port;
    this.state.baseUrl = `http://127.0.0.1:${this.#port}`;
    return this;
  }

  /** Pass as `new Client({ rest: { api: fake.restUrl } })`; @discordjs/rest appends `/v10/...`. */
  get restUrl(): string {
    return `http://127.0.0.1:${this.#port}/api`;
  }
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.#port}/gateway`;
  }
  get defaultGuildId(): string {
    return this.guilds[0]?.id ?? '';
  }
  get defaultChannelId(): string {
    return this.guilds[0]?.channels[0]?.id ?? '';
  }
  get clock(): { now(): number; advance(ms: number): void } {
    return this.state.clock;
  }
  get commands(): RegisteredCommands {
    return this.state.commands;
  }
  get unknownRoutes(): readonly RouteRecord[] {
    return this.state.unknownRoutes;
  }
  get requests(): readonly RouteRecord[] {
    return this.state.requests;
  }
  get identifies(): readonly IdentifyRecord[] {
    return this.gateway.identifies;
  }

  /** Destroy the discord.js client first: a live client would try to reconnect. */
  async close(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- records -------------------------------------------------------------------------------

  message(id: string): RecordedMessage | undefined {
    return this.state.messages.get(id);
  }
  /** Messages in a channel or thread, oldest first, deleted ones left out (ephemerals included). */
  messages(channelId: string): RecordedMessage[] {
    return this.state.messagesIn(channelId);
  }
  lastMessage(channelId: string): RecordedMessage | undefined {
    return this.messages(channelId).at(-1);
  }
  allMessages(): RecordedMessage[] {
    return [...this.state.messages.values()].filter((m) => !m.deleted);
  }
  /** DMs the bot managed to send to a user. */
  dms(userId: string): RecordedMessage[] {
    const channelId = this.state.dmChannelByUser.get(this.#userId(userId));
    return channelId ? this.messages(channelId) : [];
  }
  readableBy(user: UserRef): RecordedMessage[] {
    const id = this.#userId(user);
    return this.allMessages().filter((m) => this.state.canRead(id, m));
  }
  threads(): RecordedThread[] {
    return [...this.state.channels.values()]
      .filter((c) => c.type === ChannelKind.PublicThread || c.type === ChannelKind.PrivateThread)
      .map((c) => ({
        id: c.id,
        parentId: c.parentId ?? '',
        guildId: c.guildId ?? '',
        name: c.name ?? '',
        type: c.type,
        ownerId: c.ownerId ?? '',
        startMessageId: c.startMessageId,
        members: new Set(c.threadMembers),
      }));
  }
  /** Every request answered with 4xx/5xx, with Discord's error code and the fake's explanation. */
  rejectedRequests(): RouteRecord[] {
    return this.state.requests.filter((r) => r.status >= 400);
  }
  gatewaySessions(): GatewaySessionInfo[] {
    return this.gateway.sessions();
  }

  closeDmsFor(user: UserRef): void {
    this.state.closedDms.add(this.#userId(user));
  }
  openDmsFor(user: UserRef): void {
    this.state.closedDms.delete(this.#userId(user));
  }

  /** Resolves with the first truthy value of `predicate`, re-checked after every request and gateway event. */
  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs = this.#responseTimeoutMs, what?: string): Promise<T> {
    return this.state.waitFor(predicate, timeoutMs, what);
  }

  /** Resolves once a bot session has identified (READY and GUILD_CREATEs sent). */
  waitForBot(timeoutMs = this.#responseTimeoutMs): Promise<GatewaySessionInfo> {
    return this.waitFor(() => this.gateway.activeSession(), timeoutMs, 'a bot to identify');
  }

  dispatch(t: string, d: unknown, sessionId?: string): number {
    return this.gateway.dispatch(t, d, sessionId).seq;
  }
  requestReconnect(): void {
    this.gateway.requestReconnect();
  }

  /** Drops the gateway connection abruptly; discord.js reconnects and RESUMEs the session. */
  dropGateway(): void {
    this.gateway.dropConnection();
  }

  /** Plans a REST fault (429, 5xx, a slow answer) for the next matching requests. */
  injectFault(rule: FaultRule): void {
    this.rest.faults.add(rule);
  }

  /** Every fault injected so far, in order. */
  get injectedFaults(): readonly InjectedFault[] {
    return this.rest.faults.injected;
  }

  /** Faults planned and not yet injected. */
  get pendingFaults(): number {
    return this.rest.faults.pending;
  }

  // ---- interactions --------------------------------------------------------------------------

  sendSlashCommand(args: SlashCommandArgs): InteractionHandle {
    const channel = this.state.channelOrThrow(args.channelId ?? this.defaultChannelId);
    return this.#dispatch(InteractionKind.ApplicationCommand, args.user, channel, this.#commandData(args, channel), null, args.sessionId);
  }

  autocomplete(args: AutocompleteArgs): InteractionHandle {
    const channel = this.state.channelOrThrow(args.channelId ?? this.defaultChannelId);
    if (!(args.focused in (args.options ?? {}))) throw new Error(`fake Discord: focused option "${args.focused}" has no value`);
    return this.#dispatch(InteractionKind.Autocomplete, args.user, channel, this.#commandData(args, channel), null, args.sessionId);
  }

  clickButton(args: ClickButtonArgs): InteractionHandle {
    const { message, channel, component } = this.#component(args, [2]);
    if (component.style === 5 || component.style === 6) throw new Error(`fake Discord: button ${args.customId} does not send interactions`);
    const data = { custom_id: args.customId, component_type: 2 };
    return this.#dispatch(InteractionKind.MessageComponent, args.user, channel, data, message, args.sessionId);
  }

  selectMenu(args: SelectMenuArgs): InteractionHandle {
    const { message, channel, component } = this.#component(args, [3, 5, 6, 7, 8]);
    const min = (component.min_values as number | undefined) ?? 1;
    const max = (component.max_values as number | undefined) ?? 1;
    if (args.values.length < min || args.values.length > max) {
      throw new Error(`fake Discord: select ${args.customId} takes ${min}-${max} values, got ${args.values.length}`);
    }
    const data: Json = { custom_id: args.customId, component_type: component.type, values: args.values };
    if (component.type === 3) {
      const offered = new Set(((component.options as Json[] | undefined) ?? []).map((o) => o.value));
      const bad = args.values.find((v) => !offered.has(v));
      if (bad !== undefined) throw new Error(`fake Discord: "${bad}" is not an option of select ${args.customId}`);
    } else {
      const resolved = new ResolvedCollector(this.state, channel.guildId ? this.state.guilds.get(channel.guildId) : undefined);
      for (const v of args.values) {
        if (component.type === 5 || (component.type === 7 && this.state.users.has(v))) resolved.user(v);
        else if (component.type === 8) resolved.channel(v);
        else resolved.role(v);
      }
      data.resolved = resolved.toJSON();
    }
    return this.#dispatch(InteractionKind.MessageComponent, args.user, channel, data, message, args.sessionId);
  }

  submitModal(args: SubmitModalArgs): InteractionHandle {
    if ('from' in args) {
      const cb = args.from.callback;
      if (cb?.type !== 9 || !cb.data) throw new Error(`fake Discord: interaction ${args.from.id} did not answer with a modal`);
      const channel = this.state.channelOrThrow(args.from.channelId);
      const source = args.from.record.sourceMessageId ? this.message(args.from.record.sourceMessageId) : undefined;
      const data = { custom_id: cb.data.custom_id, components: modalAnswer(cb.data.components as Json[], args.values) };
      return this.#dispatch(InteractionKind.ModalSubmit, args.user ?? args.from.userId, channel, data, source ?? null, args.sessionId);
    }
    const channel = this.state.channelOrThrow(args.channelId ?? this.#messageOrThrow(args.message)?.channelId ?? this.defaultChannelId);
    const components = Object.entries(args.values).map(([customId, value]) => ({
      type: 1,
      components: [{ type: 4, custom_id: customId, value: Array.isArray(value) ? value.join(',') : value }],
    }));
    const source = this.#messageOrThrow(args.message) ?? null;
    return this.#dispatch(InteractionKind.ModalSubmit, args.user, channel, { custom_id: args.customId, components }, source, args.sessionId);
  }

  // ---- internals -----------------------------------------------------------------------------

  #userId(user: UserRef): string {
    const id = typeof user === 'string' ? user : user.id;
    if (!this.state.users.has(id)) throw new Error(`fake Discord: unknown user ${id}`);
    return id;
  }

  #messageOrThrow(ref: MessageRef | undefined): RecordedMessage | undefined {
    if (ref === undefined) return undefined;
    const message = this.message(typeof ref === 'string' ? ref : ref.id);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${typeof ref === 'string' ? ref : ref.id}`);
    return message;
  }

  #addUser(init: FakeUserInit): FakeUser {
    const id = init.id ?? this.state.ids.next();
    if (!/^\d{1,20}$/.test(id)) throw new Error(`fake Discord: user id ${id} is not a snowflake`);
    const user: FakeUser = { id, username: init.username, globalName: init.globalName ?? null, bot: init.bot ?? false };
    this.state.users.set(id, user);
    return user;
  }

  #addGuild(init: FakeGuildInit): { id: string; name: string; channels: Array<{ id: string; name: string }> } {
    const s = this.state;
    const id = init.id ?? s.ids.next();
    const memberIds = [...new Set([...(init.memberIds ?? this.users.map((u) => u.id)), this.botUser.id])];
    const guild: FakeGuild = {
      id,
      name: init.name ?? 'Archivist Test Guild',
      ownerId: init.ownerId ?? this.users[0]?.id ?? this.botUser.id,
      channelIds: [],
      memberIds,
      botRoleId: s.ids.next(),
    };
    s.guilds.set(id, guild);
    const channels = (init.channels ?? [{ name: 'general' }]).map((c, position) => {
      const channel: FakeChannel = s.addChannel({ id: c.id ?? s.ids.next(), type: ChannelKind.GuildText, name: c.name, guildId: id, position });
      guild.channelIds.push(channel.id);
      return { id: channel.id, name: c.name };
    });
    return { id, name: guild.name, channels };
  }

  #commandData(args: CommandInvocation, channel: FakeChannel): Json {
    const guild = channel.guildId ? this.state.guilds.get(channel.guildId) : undefined;
    const registered = [...(guild ? (this.state.commands.guild.get(guild.id) ?? []) : []), ...this.state.commands.global].find(
      (c) => c.name === args.name && (c.type ?? 1) === 1,
    );
    let commandId = registered?.id as string | undefined;
    if (!commandId) {
      commandId = this.#commandIds.get(args.name) ?? this.state.ids.next();
      this.#commandIds.set(args.name, commandId);
    }
    return new CommandDataBuilder(this.state, guild).build(args, registered, commandId);
  }

  #component(args: ClickButtonArgs, types: number[]): { message: RecordedMessage; channel: FakeChannel; component: Json } {
    const message = this.#messageOrThrow(args.message)!;
    const userId = this.#userId(args.user);
    if (message.ephemeralTo !== null && message.ephemeralTo !== userId) {
      throw new Error(`fake Discord: message ${message.id} is ephemeral to another user`);
    }
    const renders = args.stale ? [message.components, ...message.history.map((h) => h.components).reverse()] : [message.components];
    const component = renders
      .map((components) => walkComponents(components).find((c) => c.custom_id === args.customId && types.includes(c.type as number)))
      .find((c) => c !== undefined);
    if (!component) throw new Error(`fake Discord: message ${message.id} has no component ${args.customId}`);
    if (component.disabled === true) throw new Error(`fake Discord: component ${args.customId} is disabled`);
    return { message, channel: this.state.channelOrThrow(message.channelId), component };
  }

  #dispatch(
    type: number,
    user: UserRef,
    channel: FakeChannel,
    data: Json,
    source: RecordedMessage | null,
    sessionId: string | undefined,
  ): InteractionHandle {
    const s = this.state;
    const userId = this.#userId(user);
    if (userId === this.botUser.id) throw new Error('fake Discord: the bot cannot interact with itself');
    const guild = channel.guildId ? s.guilds.get(channel.guildId) : undefined;
    if (guild && !guild.memberIds.includes(userId)) throw new Error(`fake Discord: ${userId} is not a member of guild ${guild.id}`);
    if (channel.type === ChannelKind.DM && channel.recipientId !== userId) throw new Error(`fake Discord: ${userId} cannot see DM channel ${channel.id}`);
    if (source && source.channelId !== channel.id) throw new Error('fake Discord: message is in another channel');

    const id = s.ids.next();
    const token = `fake-interaction-token.${id}.${randomBytes(12).toString('base64url')}`;
    const payload = interactionPayload(s, {
      id,
      token,
      type,
      userId,
      channel,
      data,
      ...(source ? { message: s.apiMessage(source) } : {}),
    });
    const record: InteractionRecord = {
      id,
      token,
      type,
      userId,
      channelId: channel.id,
      guildId: channel.guildId,
      sourceMessageId: source?.id ?? null,
      createdAt: s.clock.now(),
      dispatchedAt: performance.now(),
      payload,
      sessionId: '',
      seq: 0,
      callback: null,
      originalMessageId: null,
      followUpIds: [],
      rejectedCallbacks: [],
    };
    s.interactions.set(id, record);
    s.interactionsByToken.set(token, record);
    try {
      const sent = this.gateway.dispatch('INTERACTION_CREATE', payload, sessionId, channel.type === ChannelKind.DM ? null : channel.guildId);
      record.sessionId = sent.sessionId;
      record.seq = sent.seq;
    } catch (error) {
      s.interactions.delete(id);
      s.interactionsByToken.delete(token);
      throw error;
    }
    return new InteractionHandle(this, record);
  }
}

/** The MODAL_SUBMIT components for a shown modal, filled with `values` (checked like the client). */
function modalAnswer(shown: Json[], values: ModalValues): Json[] {
  const used = new Set<string>();
  const answer = (input: Json): Json => {
    const customId = input.custom_id as string;
    const value = values[customId];
    used.add(customId);
    if (input.type === 4) {
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      const required = input.required !== false;
      if (required && text === '') throw new Error(`fake Discord: modal field ${customId} is required`);
      const min = (input.min_length as number | undefined) ?? 0;
      const max = (input.max_length as number | undefined) ?? 4000;
      if (text !== '' && (text.length < min || text.length > max)) throw new Error(`fake Discord: modal field ${customId} takes ${min}-${max} characters`);
      return { type: 4, id: input.id, custom_id: customId, value: text };
    }
    const picked = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return { type: input.type, id: input.id, custom_id: customId, values: picked };
  };
  const out = shown.map((child): Json => {
    if (child.type === 1) return { type: 1, id: child.id, components: ((child.components as Json[]) ?? []).map(answer) };
    if (child.type === 18) return { type: 18, id: child.id, component: answer(child.component as Json) };
    return { type: child.type, id: child.id };
  });
  const extra = Object.keys(values).find((k) => !used.has(k));
  if (extra) throw new Error(`fake Discord: the modal has no field ${extra}`);
  return out;
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  return new FakeDiscord(options).listen();
}
