import { FaultPlan } from './faults.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { commandListSchema, commandSchema } from './command-schema.js';
import type { FakeGateway } from './gateway.js';
import { parseBody } from './http-body.js';
import { ChannelKind, type Json, type RecordedMessage } from './model.js';
import {
  MESSAGE_FLAG_COMPONENTS_V2,
  MESSAGE_FLAG_EPHEMERAL,
  MESSAGE_FLAG_LOADING,
  autocompleteResultSchema,
  describeIssues,
  invalidFormBody,
  messageBodySchema,
  modalSchema,
  type MessageBody,
} from './payload-limits.js';
import { apiGuild, apiMember } from './payloads.js';
import { DiscordError, type FakeDiscordState, type InteractionRecord, type UploadedFile } from './state.js';

/**
 * The REST half of the fake: Discord's routes under `/api/v10` that discord.js v14 calls for a
 * bot that answers interactions, sends channel messages and DMs, and makes threads. Anything
 * else answers 404 in Discord's error shape and lands in `state.unknownRoutes`.
 */

const InteractionType = { Ping: 1, ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5 } as const;
const Callback = { ChannelMessage: 4, DeferredChannelMessage: 5, DeferredUpdate: 6, UpdateMessage: 7, Autocomplete: 8, Modal: 9 } as const;

/** Flags a bot may set on a channel message (suppress embeds, suppress notifications, components v2). */
const CHANNEL_MESSAGE_FLAGS = 4 | 4096 | MESSAGE_FLAG_COMPONENTS_V2;
const INTERACTION_MESSAGE_FLAGS = CHANNEL_MESSAGE_FLAGS | MESSAGE_FLAG_EPHEMERAL;

interface Ctx {
  params: string[];
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
}
interface Result {
  status: number;
  body?: unknown;
}
interface Route {
  method: string;
  pattern: RegExp;
  auth: boolean;
  handle(ctx: Ctx): Result | Promise<Result>;
}

export interface RestOptions {
  state: FakeDiscordState;
  gateway: FakeGateway;
  /** Bot token the Authorization header must carry; null accepts any. */
  token: string | null;
  ackDeadlineMs: number;
  tokenLifetimeMs: number;
  gatewayUrl(): string;
  /** GET /gateway/bot's recommended shards and max_concurrency (default 1 each). */
  shards?: number;
  maxConcurrency?: number;
}

const callbackSchema = z.looseObject({ type: z.number().int(), data: z.looseObject({}).nullish() });
const dmSchema = z.looseObject({ recipient_id: z.string() });
const threadSchema = z.looseObject({
  name: z.string().min(1).max(100),
  type: z.union([z.literal(11), z.literal(12)]).optional(),
  auto_archive_duration: z.union([z.literal(60), z.literal(1440), z.literal(4320), z.literal(10080)]).optional(),
});
const channelEditSchema = z.looseObject({
  name: z.string().min(1).max(100).optional(),
  archived: z.boolean().optional(),
  locked: z.boolean().optional(),
  auto_archive_duration: z.number().int().optional(),
});

const ok = (body: unknown, status = 200): Result => ({ status, body });
const noContent: Result = { status: 204 };

function validate<T>(schema: z.ZodType<T>, value: unknown, prefix: (string | number)[] = []): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const body = invalidFormBody(parsed.error.issues, prefix);
  throw new DiscordError(400, body, describeIssues(body));
}

function requireNonEmpty(body: MessageBody, files: UploadedFile[]): void {
  const hasContent = Boolean(body.content) || Boolean(body.embeds?.length) || Boolean(body.components?.length);
  const extra = body as { sticker_ids?: unknown[]; poll?: unknown };
  if (!hasContent && files.length === 0 && !extra.sticker_ids?.length && !extra.poll) {
    throw new DiscordError(400, { code: 50006, message: 'Cannot send an empty message' });
  }
}

function maskFlags(body: MessageBody, allowed: number): MessageBody {
  return body.flags === undefined || body.flags === null ? body : { ...body, flags: body.flags & allowed };
}

export class FakeRest {
  readonly #routes: Route[];
  readonly #state: FakeDiscordState;
  /** REST faults to inject (tests and bench:chaos plan them through FakeDiscord.injectFault). */
  readonly faults = new FaultPlan();
  /** Channel messages created with enforce_nonce, by channel and nonce (Discord dedupes those for a few minutes). */
  readonly #nonces = new Map<string, string>();

  constructor(private readonly options: RestOptions) {
    this.#state = options.state;
    this.#routes = this.#buildRoutes();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname.startsWith('/attachments/')) return this.#serveAttachment(url.pathname, res);

    const path = url.pathname.replace(/^\/api(\/v\d+)?/, '') || '/';
    const route = url.pathname.startsWith('/api') ? this.#routes.find((r) => r.method === method && r.pattern.test(path)) : undefined;
    let result: Result;
    let detail: string[] | undefined;
    try {
      if (!route) {
        req.resume();
        this.#state.record({ method, path: url.pathname, status: 404, code: 0 }, true);
        this.#send(res, { status: 404, body: { message: '404: Not Found', code: 0 } });
        this.#state.notify();
        return;
      }
      if (route.auth) this.#checkAuth(req);
      const { json, files } = await parseBody(req);
      const params = route.pattern.exec(path)!.slice(1).map((p) => decodeURIComponent(p));
      const fault = this.faults.take(method, path);
      if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs ?? 1000));
      if (fault?.kind === 'rateLimit') {
        const retryAfter = (fault.retryAfterMs ?? 50) / 1000;
        this.#state.record({ method, path: url.pathname, status: 429, code: 0 });
        const text = JSON.stringify({ message: 'You are being rate limited.', retry_after: retryAfter, global: fault.global === true });
        res.writeHead(429, {
          'content-type': 'application/json', 'retry-after': String(Math.ceil(retryAfter)),
          'x-ratelimit-scope': fault.global ? 'global' : 'user', ...(fault.global ? { 'x-ratelimit-global': 'true' } : {}),
          'x-ratelimit-reset-after': String(retryAfter), 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '5', 'x-ratelimit-bucket': 'fake-bucket',
        }).end(text);
        this.#state.notify();
        return;
      }
      if (fault?.kind === 'serverError' && !fault.afterApplying) {
        const status = fault.status ?? 502;
        this.#state.record({ method, path: url.pathname, status, code: 0 });
        this.#send(res, { status, body: { message: `${status}: injected`, code: 0 } });
        this.#state.notify();
        return;
      }
      result = await route.handle({ params, query: url.searchParams, body: json, files });
      if (fault?.kind === 'serverError') {
        // Carried out, but the answer is lost: Discord's gateway timed out on the way back.
        const status = fault.status ?? 502;
        this.#state.record({ method, path: url.pathname, status, code: 0 });
        this.#send(res, { status, body: { message: `${status}: injected after applying`, code: 0 } });
        this.#state.notify();
        return;
      }
    } catch (error) {
      if (error instanceof DiscordError) {
        result = { status: error.status, body: error.body };
        detail = error.detail;
      } else {
        // A bug in the fake, not a Discord answer: recorded so rejectedRequests() shows it.
        result = { status: 500, body: { message: '500: Internal Server Error', code: 0 } };
        detail = [error instanceof Error ? (error.stack ?? error.message) : String(error)];
      }
    }
    const code = result.status >= 400 ? (result.body as { code?: number } | undefined)?.code : undefined;
    this.#state.record({ method, path: url.pathname, status: result.status, ...(code !== undefined ? { code } : {}), ...(detail ? { detail } : {}) });
    this.#send(res, result);
    this.#state.notify();
  }

  #send(res: ServerResponse, result: Result): void {
    if (result.body === undefined) {
      res.writeHead(result.status).end();
      return;
    }
    const text = JSON.stringify(result.body);
    res.writeHead(result.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
  }

  #serveAttachment(pathname: string, res: ServerResponse): void {
    const id = pathname.split('/')[3] ?? '';
    const attachment = this.#state.attachmentsById.get(id);
    if (!attachment?.bytes) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream', 'content-length': attachment.bytes.length })
      .end(attachment.bytes);
  }

  #checkAuth(req: IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    const match = /^Bot (.+)$/.exec(header);
    if (!match || (this.options.token !== null && match[1] !== this.options.token)) {
      throw new DiscordError(401, { code: 0, message: '401: Unauthorized' });
    }
  }

  // ---- routes --------------------------------------------------------------------------------

  #buildRoutes(): Route[] {
    const s = this.#state;
    const r = (method: string, pattern: string, auth: boolean, handle: Route['handle']): Route => ({
      method,
      pattern: new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}/?$`),
      auth,
      handle,
    });
    const p = (ctx: Ctx, i: number): string => ctx.params[i] ?? '';
    return [
      r('GET', '/gateway/bot', true, () =>
        ok({
          url: this.options.gatewayUrl(),
          shards: this.options.shards ?? 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: this.options.maxConcurrency ?? 1 },
        }),
      ),
      r('GET', '/gateway', false, () => ok({ url: this.options.gatewayUrl() })),
      r('GET', '/users/@me', true, () => ok(this.#user(s.botUser.id))),
      r('POST', '/users/@me/channels', true, (ctx) => this.#createDm(ctx)),
      r('GET', '/users/:id', true, (ctx) => ok(this.#user(p(ctx, 0)))),
      r('GET', '/applications/@me', true, () => ok(this.#application())),
      r('GET', '/oauth2/applications/@me', true, () => ok(this.#application())),
      r('GET', '/applications/:app/commands', true, (ctx) => ok(this.#commandList(p(ctx, 0), null))),
      r('PUT', '/applications/:app/commands', true, (ctx) => this.#putCommands(ctx, p(ctx, 0), null)),
      r('POST', '/applications/:app/commands', true, (ctx) => this.#postCommand(ctx, p(ctx, 0), null)),
      r('GET', '/applications/:app/guilds/:guild/commands', true, (ctx) => ok(this.#commandList(p(ctx, 0), p(ctx, 1)))),
      r('PUT', '/applications/:app/guilds/:guild/commands', true, (ctx) => this.#putCommands(ctx, p(ctx, 0), p(ctx, 1))),
      r('POST', '/applications/:app/guilds/:guild/commands', true, (ctx) => this.#postCommand(ctx, p(ctx, 0), p(ctx, 1))),
      r('POST', '/interactions/:id/:token/callback', false, (ctx) => this.#callback(ctx, p(ctx, 0), p(ctx, 1))),
      r('POST', '/webhooks/:app/:token', false, (ctx) => this.#followUp(ctx, p(ctx, 0), p(ctx, 1))),
      r('GET', '/webhooks/:app/:token/messages/:message', false, (ctx) =>
        ok(s.apiMessage(this.#webhookMessage(p(ctx, 0), p(ctx, 1), p(ctx, 2)).message)),
      ),
      r('PATCH', '/webhooks/:app/:token/messages/:message', false, (ctx) => this.#editWebhookMessage(ctx)),
      r('DELETE', '/webhooks/:app/:token/messages/:message', false, (ctx) => {
        s.deleteMessage(this.#webhookMessage(p(ctx, 0), p(ctx, 1), p(ctx, 2)).message);
        return noContent;
      }),
      r('GET', '/channels/:id', true, (ctx) => ok(s.apiChannel(s.channelOrThrow(p(ctx, 0))))),
      r('PATCH', '/channels/:id', true, (ctx) => this.#editChannel(ctx, p(ctx, 0))),
      r('DELETE', '/channels/:id', true, (ctx) => this.#deleteChannel(p(ctx, 0))),
      r('POST', '/channels/:id/typing', true, (ctx) => (s.channelOrThrow(p(ctx, 0)), noContent)),
      r('GET', '/channels/:id/messages', true, (ctx) => this.#listMessages(ctx, p(ctx, 0))),
      r('POST', '/channels/:id/messages', true, (ctx) => this.#postChannelMessage(ctx, p(ctx, 0))),
      r('GET', '/channels/:id/messages/:message', true, (ctx) => ok(s.apiMessage(this.#channelMessage(p(ctx, 0), p(ctx, 1))))),
      r('PATCH', '/channels/:id/messages/:message', true, (ctx) => {
        const message = this.#channelMessage(p(ctx, 0), p(ctx, 1));
        const body = maskFlags(validate(messageBodySchema, ctx.body ?? {}), CHANNEL_MESSAGE_FLAGS);
        return ok(s.apiMessage(s.editMessage(message, body, ctx.files)));
      }),
      r('DELETE', '/channels/:id/messages/:message', true, (ctx) => {
        s.deleteMessage(this.#channelMessage(p(ctx, 0), p(ctx, 1)));
        return noContent;
      }),
      r('POST', '/channels/:id/threads', true, (ctx) => this.#createThread(ctx, p(ctx, 0), null)),
      r('POST', '/channels/:id/messages/:message/threads', true, (ctx) => this.#createThread(ctx, p(ctx, 0), p(ctx, 1))),
      r('PUT', '/channels/:id/thread-members/:user', true, (ctx) => this.#threadMember(p(ctx, 0), p(ctx, 1), true)),
      r('DELETE', '/channels/:id/thread-members/:user', true, (ctx) => this.#threadMember(p(ctx, 0), p(ctx, 1), false)),
      r('GET', '/guilds/:id', true, (ctx) => ok(apiGuild(s, this.#guild(p(ctx, 0))))),
      r('GET', '/guilds/:id/channels', true, (ctx) =>
        ok(this.#guild(p(ctx, 0)).channelIds.map((id) => s.apiChannel(s.channelOrThrow(id)))),
      ),
      r('GET', '/guilds/:id/members/:user', true, (ctx) => {
        const guild = this.#guild(p(ctx, 0));
        if (!guild.memberIds.includes(p(ctx, 1))) throw new DiscordError(404, { code: 10007, message: 'Unknown Member' });
        return ok(apiMember(s, guild, p(ctx, 1)));
      }),
    ];
  }

  // ---- users, guilds, application ----------------------------------------------------------

  #user(id: string): Json {
    const user = this.#state.users.get(id);
    if (!user) throw new DiscordError(404, { code: 10013, message: 'Unknown User' });
    return {
      id: user.id,
      username: user.username,
      global_name: user.globalName,
      discriminator: '0',
      avatar: null,
      bot: user.bot,
      public_flags: 0,
    };
  }

  #guild(id: string) {
    const guild = this.#state.guilds.get(id);
    if (!guild) throw new DiscordError(404, { code: 10004, message: 'Unknown Guild' });
    return guild;
  }

  #application(): Json {
    const bot = this.#state.botUser;
    return {
      id: this.#state.applicationId,
      name: bot.username,
      icon: null,
      description: '',
      summary: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      team: null,
      owner: this.#user(bot.id),
      bot: this.#user(bot.id),
    };
  }

  // ---- commands ------------------------------------------------------------------------------

  #checkApp(appId: string): void {
    if (appId !== this.#state.applicationId) throw new DiscordError(404, { code: 10002, message: 'Unknown Application' });
  }

  #commandList(appId: string, guildId: string | null): Json[] {
    this.#checkApp(appId);
    if (guildId !== null) this.#guild(guildId);
    return guildId === null ? this.#state.commands.global : (this.#state.commands.guild.get(guildId) ?? []);
  }

  #storeCommand(body: Json, previous: Json[], guildId: string | null): Json {
    const type = (body.type as number | undefined) ?? 1;
    const same = previous.find((c) => c.name === body.name && c.type === type);
    return {
      default_member_permissions: null,
      nsfw: false,
      ...body,
      id: (same?.id as string | undefined) ?? this.#state.ids.next(),
      application_id: this.#state.applicationId,
      type,
      version: this.#state.ids.next(),
      ...(guildId !== null ? { guild_id: guildId } : {}),
    };
  }

  #putCommands(ctx: Ctx, appId: string, guildId: string | null): Result {
    const previous = this.#commandList(appId, guildId);
    const list = validate(commandListSchema, ctx.body) as Json[];
    const stored = list.map((c) => this.#storeCommand(c, previous, guildId));
    if (guildId === null) this.#state.commands.global = stored;
    else this.#state.commands.guild.set(guildId, stored);
    return ok(stored);
  }

  #postCommand(ctx: Ctx, appId: string, guildId: string | null): Result {
    const previous = this.#commandList(appId, guildId);
    const body = validate(commandSchema, ctx.body) as Json;
    const stored = this.#storeCommand(body, previous, guildId);
    const next = [...previous.filter((c) => c.id !== stored.id), stored];
    if (guildId === null) this.#state.commands.global = next;
    else this.#state.commands.guild.set(guildId, next);
    return ok(stored, 201);
  }

  // ---- interactions --------------------------------------------------------------------------

  #callback(ctx: Ctx, id: string, token: string): Result {
    const s = this.#state;
    const receivedAt = performance.now();
    const rec = s.interactions.get(id);
    if (!rec || rec.token !== token) throw new DiscordError(404, { code: 10062, message: 'Unknown interaction' });
    const reject = (status: number, code: number, message: string, detail?: string[]): never => {
      rec.rejectedCallbacks.push({ method: 'POST', path: `/interactions/${id}/callback`, status, code, ...(detail ? { detail } : {}) });
      throw new DiscordError(status, { code, message }, detail);
    };
    if (rec.callback) reject(400, 40060, 'Interaction has already been acknowledged.');
    if (s.clock.now() - rec.createdAt > this.options.ackDeadlineMs) reject(404, 10062, 'Unknown interaction');

    const body = validate(callbackSchema, ctx.body);
    const data = (body.data ?? null) as Json | null;
    const fromComponent = rec.sourceMessageId !== null;
    const allowed: Record<number, readonly number[]> = {
      [InteractionType.ApplicationCommand]: [Callback.ChannelMessage, Callback.DeferredChannelMessage, Callback.Modal],
      [InteractionType.MessageComponent]: [Callback.ChannelMessage, Callback.DeferredChannelMessage, Callback.DeferredUpdate, Callback.UpdateMessage, Callback.Modal],
      [InteractionType.Autocomplete]: [Callback.Autocomplete],
      [InteractionType.ModalSubmit]: fromComponent
        ? [Callback.ChannelMessage, Callback.DeferredChannelMessage, Callback.DeferredUpdate, Callback.UpdateMessage]
        : [Callback.ChannelMessage, Callback.DeferredChannelMessage],
    };
    if (!allowed[rec.type]?.includes(body.type)) {
      reject(400, 50035, 'Invalid Form Body', [`callback type ${body.type} is not valid for interaction type ${rec.type}`]);
    }

    let messageId: string | null = null;
    try {
      switch (body.type) {
        case Callback.ChannelMessage: {
          const payload = maskFlags(validate(messageBodySchema, data ?? {}, ['data']), INTERACTION_MESSAGE_FLAGS);
          requireNonEmpty(payload, ctx.files);
          const message = s.createMessage({
            channelId: rec.channelId,
            body: payload,
            files: ctx.files,
            interactionId: rec.id,
            ephemeralTo: rec.userId,
            type: rec.type === InteractionType.ApplicationCommand ? 20 : 0,
          });
          messageId = rec.originalMessageId = message.id;
          break;
        }
        case Callback.DeferredChannelMessage: {
          const flags = ((data?.flags as number | undefined) ?? 0) & MESSAGE_FLAG_EPHEMERAL;
          const message = s.createMessage({
            channelId: rec.channelId,
            body: { flags },
            files: [],
            interactionId: rec.id,
            ephemeralTo: rec.userId,
            type: rec.type === InteractionType.ApplicationCommand ? 20 : 0,
            extraFlags: MESSAGE_FLAG_LOADING,
          });
          messageId = rec.originalMessageId = message.id;
          break;
        }
        case Callback.DeferredUpdate:
          messageId = rec.originalMessageId = rec.sourceMessageId;
          break;
        case Callback.UpdateMessage: {
          const source = s.messageOrThrow(null, rec.sourceMessageId ?? '');
          const payload = maskFlags(validate(messageBodySchema, data ?? {}, ['data']), CHANNEL_MESSAGE_FLAGS);
          s.editMessage(source, payload, ctx.files);
          messageId = rec.originalMessageId = source.id;
          break;
        }
        case Callback.Autocomplete:
          validate(autocompleteResultSchema, data ?? {}, ['data']);
          break;
        case Callback.Modal:
          validate(modalSchema, data ?? {}, ['data']);
          break;
      }
    } catch (error) {
      if (error instanceof DiscordError) {
        rec.rejectedCallbacks.push({
          method: 'POST',
          path: `/interactions/${id}/callback`,
          status: error.status,
          code: error.body.code,
          ...(error.detail ? { detail: error.detail } : {}),
        });
      }
      throw error;
    }

    rec.callback = { type: body.type, data, ms: receivedAt - rec.dispatchedAt, receivedAt, messageId };
    if (ctx.query.get('with_response') !== 'true') return noContent;
    const message = messageId ? s.messages.get(messageId) : undefined;
    return ok({
      interaction: {
        id: rec.id,
        type: rec.type,
        activity_instance_id: null,
        response_message_id: messageId,
        response_message_loading: message ? (message.flags & MESSAGE_FLAG_LOADING) !== 0 : false,
        response_message_ephemeral: message ? message.ephemeralTo !== null : false,
      },
      resource: { type: body.type, ...(message ? { message: s.apiMessage(message) } : {}) },
    });
  }

  /** The interaction behind a webhook token, refusing unknown, unacknowledged and expired ones. */
  #interactionForWebhook(appId: string, token: string): InteractionRecord {
    const s = this.#state;
    if (appId !== s.applicationId) throw new DiscordError(404, { code: 10015, message: 'Unknown Webhook' });
    const rec = s.interactionsByToken.get(token);
    if (!rec) throw new DiscordError(401, { code: 50027, message: 'Invalid Webhook Token' });
    if (s.clock.now() - rec.createdAt > this.options.tokenLifetimeMs) {
      throw new DiscordError(401, { code: 50027, message: 'Invalid Webhook Token' }, ['interaction token expired (15 minutes)']);
    }
    if (!rec.callback) throw new DiscordError(404, { code: 10015, message: 'Unknown Webhook' }, ['interaction not acknowledged yet']);
    return rec;
  }

  #webhookMessage(appId: string, token: string, messageRef: string): { rec: InteractionRecord; message: RecordedMessage } {
    const rec = this.#interactionForWebhook(appId, token);
    const id = messageRef === '@original' ? rec.originalMessageId : messageRef;
    if (id === null || (id !== rec.originalMessageId && !rec.followUpIds.includes(id))) {
      throw new DiscordError(404, { code: 10008, message: 'Unknown Message' });
    }
    return { rec, message: this.#state.messageOrThrow(null, id) };
  }

  #editWebhookMessage(ctx: Ctx): Result {
    const [appId = '', token = '', ref = ''] = ctx.params;
    const { message } = this.#webhookMessage(appId, token, ref);
    const body = maskFlags(validate(messageBodySchema, ctx.body ?? {}), CHANNEL_MESSAGE_FLAGS);
    return ok(this.#state.apiMessage(this.#state.editMessage(message, body, ctx.files)));
  }

  #followUp(ctx: Ctx, appId: string, token: string): Result {
    const s = this.#state;
    const rec = this.#interactionForWebhook(appId, token);
    const body = maskFlags(validate(messageBodySchema, ctx.body ?? {}), INTERACTION_MESSAGE_FLAGS);
    requireNonEmpty(body, ctx.files);
    const original = rec.originalMessageId ? s.messages.get(rec.originalMessageId) : undefined;
    let message: RecordedMessage;
    if (original && rec.callback?.type === Callback.DeferredChannelMessage && (original.flags & MESSAGE_FLAG_LOADING) !== 0) {
      // Discord: the first follow-up after a deferred reply fills the "thinking" message in.
      const { flags: _ignored, ...rest } = body;
      message = s.editMessage(original, rest, ctx.files);
    } else {
      message = s.createMessage({ channelId: rec.channelId, body, files: ctx.files, interactionId: rec.id, ephemeralTo: rec.userId });
      rec.followUpIds.push(message.id);
    }
    return ctx.query.get('wait') === 'true' ? ok(s.apiMessage(message)) : noContent;
  }

  // ---- channels, messages, DMs, threads ----------------------------------------------------

  #createDm(ctx: Ctx): Result {
    const { recipient_id } = validate(dmSchema, ctx.body);
    const user = this.#state.users.get(recipient_id);
    if (!user) throw new DiscordError(400, { code: 50035, message: 'Invalid Form Body' }, [`unknown user ${recipient_id}`]);
    if (user.bot) throw new DiscordError(400, { code: 50007, message: 'Cannot send messages to this user' });
    return ok(this.#state.apiChannel(this.#state.dmChannelFor(user.id)));
  }

  /** Channel routes cannot see ephemeral interaction responses, as on Discord. */
  #channelMessage(channelId: string, messageId: string): RecordedMessage {
    this.#state.channelOrThrow(channelId);
    const message = this.#state.messageOrThrow(channelId, messageId);
    if (message.ephemeralTo !== null) throw new DiscordError(404, { code: 10008, message: 'Unknown Message' });
    return message;
  }

  #listMessages(ctx: Ctx, channelId: string): Result {
    this.#state.channelOrThrow(channelId);
    const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 50) || 50, 1), 100);
    const before = ctx.query.get('before');
    const after = ctx.query.get('after');
    let list = this.#state.messagesIn(channelId).filter((m) => m.ephemeralTo === null);
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after));
    const newestFirst = [...list].reverse();
    const page = after ? newestFirst.slice(-limit) : newestFirst.slice(0, limit);
    return ok(page.map((m) => this.#state.apiMessage(m)));
  }

  #postChannelMessage(ctx: Ctx, channelId: string): Result {
    const s = this.#state;
    const channel = s.channelOrThrow(channelId);
    const body = maskFlags(validate(messageBodySchema, ctx.body ?? {}), CHANNEL_MESSAGE_FLAGS);
    requireNonEmpty(body, ctx.files);
    if (channel.type === ChannelKind.DM && channel.recipientId && s.closedDms.has(channel.recipientId)) {
      throw new DiscordError(403, { code: 50007, message: 'Cannot send messages to this user' }, [`DMs closed for ${channel.recipientId}`]);
    }
    if (channel.locked) throw new DiscordError(403, { code: 50083, message: 'Thread is archived' });
    const raw = (ctx.body ?? {}) as { nonce?: unknown; enforce_nonce?: unknown };
    const nonceKey = raw.enforce_nonce === true && (typeof raw.nonce === 'string' || typeof raw.nonce === 'number') ? `${channelId}:${raw.nonce}` : null;
    const earlier = nonceKey ? s.messages.get(this.#nonces.get(nonceKey) ?? '') : undefined;
    if (earlier && !earlier.deleted) return ok(s.apiMessage(earlier));
    channel.archived = false;
    const message = s.createMessage({ channelId, body, files: ctx.files });
    if (nonceKey) this.#nonces.set(nonceKey, message.id);
    return ok(s.apiMessage(message));
  }

  #createThread(ctx: Ctx, parentId: string, messageId: string | null): Result {
    const s = this.#state;
    const parent = s.channelOrThrow(parentId);
    if (parent.type !== ChannelKind.GuildText || parent.guildId === null) {
      throw new DiscordError(400, { code: 50024, message: 'Cannot execute action on this channel type' });
    }
    const body = validate(threadSchema, ctx.body);
    if (messageId !== null) {
      this.#channelMessage(parentId, messageId);
      if (s.channels.has(messageId)) throw new DiscordError(400, { code: 160004, message: 'A thread has already been created for this message' });
    }
    const thread = s.addChannel({
      id: messageId ?? s.ids.next(),
      type: messageId !== null ? ChannelKind.PublicThread : (body.type ?? ChannelKind.PrivateThread),
      name: body.name,
      guildId: parent.guildId,
      parentId: parent.id,
      ownerId: s.botUser.id,
      threadMembers: new Set([s.botUser.id]),
      autoArchiveDuration: body.auto_archive_duration ?? 1440,
      startMessageId: messageId,
    });
    s.guilds.get(parent.guildId)?.channelIds.push(thread.id);
    const api = s.apiChannel(thread);
    this.options.gateway.dispatchIfSubscribed(1, 'THREAD_CREATE', { ...api, newly_created: true }, parent.guildId);
    return ok(api, 201);
  }

  #threadMember(threadId: string, userId: string, add: boolean): Result {
    const s = this.#state;
    const thread = s.channelOrThrow(threadId);
    if (thread.type !== ChannelKind.PublicThread && thread.type !== ChannelKind.PrivateThread) {
      throw new DiscordError(400, { code: 50024, message: 'Cannot execute action on this channel type' });
    }
    const guild = thread.guildId ? s.guilds.get(thread.guildId) : undefined;
    if (!guild?.memberIds.includes(userId)) throw new DiscordError(404, { code: 10007, message: 'Unknown Member' });
    if (add) thread.threadMembers.add(userId);
    else thread.threadMembers.delete(userId);
    return noContent;
  }

  #editChannel(ctx: Ctx, id: string): Result {
    const channel = this.#state.channelOrThrow(id);
    const body = validate(channelEditSchema, ctx.body ?? {});
    if (body.name !== undefined) channel.name = body.name;
    if (body.archived !== undefined) channel.archived = body.archived;
    if (body.locked !== undefined) channel.locked = body.locked;
    if (body.auto_archive_duration !== undefined) channel.autoArchiveDuration = body.auto_archive_duration;
    return ok(this.#state.apiChannel(channel));
  }

  #deleteChannel(id: string): Result {
    const s = this.#state;
    const channel = s.channelOrThrow(id);
    const api = s.apiChannel(channel);
    if (channel.type === ChannelKind.DM) return ok(api);
    s.channels.delete(id);
    const guild = channel.guildId ? s.guilds.get(channel.guildId) : undefined;
    if (guild) guild.channelIds = guild.channelIds.filter((c) => c !== id);
    return ok(api);
  }
}
