import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Json } from './model.js';

/**
 * The gateway half of the fake: one WebSocket endpoint speaking Discord's JSON encoding without
 * compression (what @discordjs/ws asks for when zlib-sync is not installed: `?v=10&encoding=json`).
 * Sessions survive a dropped socket so the client can RESUME; events dispatched meanwhile are
 * buffered and replayed, as Discord does.
 */

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

const Close = {
  UnknownOpcode: 4001,
  DecodeError: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  InvalidApiVersion: 4012,
} as const;

/** How many dispatches a session keeps for replay on RESUME. */
const REPLAY_BUFFER = 2000;

export interface IdentifyRecord {
  sessionId: string;
  token: string;
  intents: number;
  shard: [number, number] | null;
  at: number;
}

export interface GatewaySessionInfo {
  sessionId: string;
  intents: number;
  connected: boolean;
  /** Closed by the client with 1000/1001 (client.destroy()) or told INVALID_SESSION. */
  ended: boolean;
  sequence: number;
  resumes: number;
}

interface Session {
  id: string;
  identify: IdentifyRecord;
  socket: WebSocket | null;
  seq: number;
  buffer: Array<{ s: number; text: string }>;
  ended: boolean;
  resumes: number;
}

export interface GatewayHooks {
  heartbeatIntervalMs: number;
  /** Token the client must present; null accepts any string. */
  token: string | null;
  newSessionId(): string;
  /** READY data and one GUILD_CREATE per guild of the session's shard (all guilds without sharding). */
  readyPayloads(sessionId: string, shard: [number, number] | null): { ready: Json; guildCreates: Json[] };
  /** Called after every gateway event so waiters can re-check. */
  onActivity(): void;
}

/** Discord's routing: a guild's events go to shard (guild_id >> 22) % shard_count; DMs to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  return guildId === null ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

export class FakeGateway {
  readonly identifies: IdentifyRecord[] = [];
  /** Ops other than heartbeat/identify/resume the client sent (presence, member requests...). */
  readonly otherOps: Array<{ sessionId: string; op: number; d: unknown }> = [];
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #sessions = new Map<string, Session>();
  #latest: Session | null = null;

  constructor(private readonly hooks: GatewayHooks) {
    this.#wss.on('connection', (ws, req) => this.#onConnection(ws, req));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#wss.emit('connection', ws, req));
  }

  sessions(): GatewaySessionInfo[] {
    return [...this.#sessions.values()].map((s) => ({
      sessionId: s.id,
      intents: s.identify.intents,
      connected: s.socket?.readyState === WebSocket.OPEN,
      ended: s.ended,
      sequence: s.seq,
      resumes: s.resumes,
    }));
  }

  /** The session that receives dispatches by default: the last one to identify or resume. */
  activeSession(): GatewaySessionInfo | null {
    const s = this.#latest && !this.#latest.ended ? this.#latest : null;
    return s ? (this.sessions().find((i) => i.sessionId === s.id) ?? null) : null;
  }

  /**
   * The session a guild's (or a DM's: null) events go to. With sharded sessions (IDENTIFY with a
   * `shard`), the live one running the guild's shard, as Discord routes; else the last to identify.
   */
  #route(guildId: string | null | undefined): Session | null {
    const sharded = [...this.#sessions.values()].filter((s) => !s.ended && s.identify.shard !== null);
    if (guildId === undefined || sharded.length === 0) return this.#latest;
    const count = sharded.at(-1)!.identify.shard![1];
    const shard = shardOf(guildId, count);
    const found = sharded.filter((s) => s.identify.shard![0] === shard && s.identify.shard![1] === count).at(-1);
    if (!found) throw new Error(`fake Discord: no live gateway session runs shard ${shard} of ${count} (guild ${guildId ?? 'DM'})`);
    return found;
  }

  /** The shard ([id, count]) a session identified with; null without sharding. */
  shardOfSession(sessionId: string): [number, number] | null {
    return this.#sessions.get(sessionId)?.identify.shard ?? null;
  }

  /**
   * Sends (or buffers, while the client is reconnecting) a dispatch; returns its sequence number.
   * `guildId`: route it as Discord would to the session of that guild's shard (null: a DM, shard 0).
   */
  dispatch(t: string, d: unknown, sessionId?: string, guildId?: string | null): { sessionId: string; seq: number } {
    const session = sessionId ? this.#sessions.get(sessionId) : this.#route(guildId);
    if (!session || session.ended) {
      throw new Error(
        sessionId
          ? `fake Discord: gateway session ${sessionId} is not live`
          : 'fake Discord: no bot is connected to the gateway (await client.login() first)',
      );
    }
    return { sessionId: session.id, seq: this.#send(session, t, d) };
  }

  /** Dispatches only when a live session asked for the given intent bit (e.g. THREAD_CREATE needs Guilds). */
  dispatchIfSubscribed(intentBit: number, t: string, d: unknown, guildId?: string | null): void {
    let s: Session | null;
    try {
      s = this.#route(guildId);
    } catch {
      return; // Nobody runs that shard now: Discord would not deliver it either.
    }
    if (s && !s.ended && (s.identify.intents & intentBit) !== 0) this.#send(s, t, d);
  }

  /** The connection drops without a goodbye (a network fault): the client reconnects and RESUMEs. */
  dropConnection(): void {
    this.#latest?.socket?.terminate();
  }

  /** Sends op 7 RECONNECT: the client drops the socket and RESUMEs. */
  requestReconnect(): void {
    const socket = this.#latest?.socket;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: Op.Reconnect, d: null, s: null, t: null }));
  }

  async close(): Promise<void> {
    for (const client of this.#wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #send(session: Session, t: string, d: unknown): number {
    const s = ++session.seq;
    const text = JSON.stringify({ op: Op.Dispatch, t, s, d });
    session.buffer.push({ s, text });
    if (session.buffer.length > REPLAY_BUFFER) session.buffer.shift();
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(text);
    this.hooks.onActivity();
    return s;
  }

  #onConnection(ws: WebSocket, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    if (query.get('v') !== '10' || (query.get('encoding') ?? 'json') !== 'json' || query.has('compress')) {
      ws.close(Close.InvalidApiVersion, 'fake Discord speaks only v=10, encoding=json, no compress');
      return;
    }
    let session: Session | null = null;
    const send = (payload: Json): void => ws.send(JSON.stringify(payload));

    ws.on('message', (raw, isBinary) => {
      let payload: { op?: unknown; d?: unknown };
      try {
        payload = JSON.parse(isBinary ? Buffer.from(raw as Buffer).toString('utf8') : raw.toString()) as typeof payload;
      } catch {
        ws.close(Close.DecodeError, 'Decode error');
        return;
      }
      const d = (payload.d ?? {}) as Json;
      switch (payload.op) {
        case Op.Heartbeat:
          send({ op: Op.HeartbeatAck, d: null, s: null, t: null });
          break;
        case Op.Identify: {
          if (session) return void ws.close(Close.AlreadyAuthenticated, 'Already authenticated');
          const token = String(d.token ?? '');
          if (!token || (this.hooks.token !== null && token !== this.hooks.token)) {
            return void ws.close(Close.AuthenticationFailed, 'Authentication failed');
          }
          session = this.#identify(ws, token, d);
          break;
        }
        case Op.Resume: {
          if (session) return void ws.close(Close.AlreadyAuthenticated, 'Already authenticated');
          session = this.#resume(ws, d);
          if (!session) send({ op: Op.InvalidSession, d: false, s: null, t: null });
          break;
        }
        case Op.PresenceUpdate:
        case Op.VoiceStateUpdate:
        case Op.RequestGuildMembers:
          if (!session) return void ws.close(Close.NotAuthenticated, 'Not authenticated');
          this.otherOps.push({ sessionId: session.id, op: payload.op, d: payload.d });
          break;
        default:
          ws.close(Close.UnknownOpcode, 'Unknown opcode');
      }
      this.hooks.onActivity();
    });

    ws.on('close', (code) => {
      if (session && session.socket === ws) {
        session.socket = null;
        // 1000/1001 is how discord.js says goodbye for good; anything else may come back with RESUME.
        if (code === 1000 || code === 1001) session.ended = true;
      }
      this.hooks.onActivity();
    });

    send({ op: Op.Hello, d: { heartbeat_interval: this.hooks.heartbeatIntervalMs }, s: null, t: null });
  }

  #identify(ws: WebSocket, token: string, d: Json): Session {
    const id = this.hooks.newSessionId();
    const shard = Array.isArray(d.shard) && d.shard.length === 2 ? (d.shard as [number, number]) : null;
    const identify: IdentifyRecord = { sessionId: id, token, intents: Number(d.intents ?? 0), shard, at: Date.now() };
    this.identifies.push(identify);
    const session: Session = { id, identify, socket: ws, seq: 0, buffer: [], ended: false, resumes: 0 };
    this.#sessions.set(id, session);
    this.#latest = session;
    const { ready, guildCreates } = this.hooks.readyPayloads(id, shard);
    this.#send(session, 'READY', ready);
    for (const guild of guildCreates) this.#send(session, 'GUILD_CREATE', guild);
    return session;
  }

  #resume(ws: WebSocket, d: Json): Session | null {
    const session = this.#sessions.get(String(d.session_id ?? ''));
    const seq = Number(d.seq ?? 0);
    if (!session || session.ended || session.identify.token !== d.token) return null;
    const oldest = session.buffer[0]?.s ?? session.seq + 1;
    if (seq > session.seq || seq + 1 < oldest) return null;
    session.socket?.terminate();
    session.socket = ws;
    session.resumes++;
    this.#latest = session;
    for (const entry of session.buffer) if (entry.s > seq) ws.send(entry.text);
    this.#send(session, 'RESUMED', null);
    return session;
  }
}
