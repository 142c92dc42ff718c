import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import KeyvRedis, { createClient, type RedisClientType } from '@keyv/redis';
import { PgKeyvStore } from './pg-store.js';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * A keyv store plus the one atomic primitive keyv does not offer: compare-and-swap on a key.
 *
 * Why CAS on the whole stored text: keyv's adapters give no transactions, but each backend
 * can compare and replace one value atomically by itself. SQLite and PostgreSQL run a single
 * `UPDATE ... WHERE key = ? AND value = ? RETURNING key` (one statement is atomic; the row
 * lock makes concurrent writers serialise, and the loser matches no row); Redis runs a
 * three-line Lua script (scripts run atomically). Comparing the exact text we read means a
 * write from any other process in between makes ours fail, so nothing is applied twice or
 * lost, without a lease that could expire under a slow holder.
 */
export interface KvBackend {
  readonly kind: 'sqlite' | 'postgres' | 'redis';
  /** The keyv instance, with no namespace of its own: keys are passed through unchanged. */
  readonly keyv: Keyv;
  /** The stored text of a key (as keyv serialised it), or undefined. */
  getRaw(key: string): Promise<string | undefined>;
  /** Writes `next` only when the key currently holds exactly `expected` (undefined: absent). */
  compareAndSwap(key: string, expected: string | undefined, next: string): Promise<boolean>;
  /** Every key starting with `prefix`. */
  keysWithPrefix(prefix: string): Promise<string[]>;
  deleteKey(key: string): Promise<void>;
  /**
   * Why a restart of the store would lose its data, when it would (Redis with neither RDB
   * snapshots nor an append-only file); null when the data is kept or it cannot be told.
   */
  durabilityWarning(): Promise<string | null>;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** Errors of the connection itself (a dropped socket, a refused reconnect); calls fail on their own. */
  onConnectionError?: (error: Error) => void;
  /** How long a connection attempt may take (ms). */
  connectTimeoutMs?: number;
}

/** keyv's own serializer walks objects in JS; plain JSON is several times faster for game states. */
const keyvOptions = {
  namespace: '',
  serialize: (data: unknown) => JSON.stringify(data),
  deserialize: (text: string) => JSON.parse(text) as never,
  throwOnErrors: true,
};

export function serializeForKeyv(value: unknown): string {
  return JSON.stringify({ value });
}

export function parseKeyvText<T>(text: string): T {
  return (JSON.parse(text) as { value: T }).value;
}

export async function openBackend(url: string, options: BackendOptions = {}): Promise<KvBackend> {
  if (url.startsWith('sqlite://')) return openSql('sqlite', url, options);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openSql('postgres', url, options);
  if (url.startsWith('redis://') || url.startsWith('rediss://')) return openRedis(url, options);
  throw new Error(`Unsupported store URL scheme: ${url.split(':')[0]}`);
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function openSql(kind: 'sqlite' | 'postgres', url: string, options: BackendOptions): Promise<KvBackend> {
  let adapter: KeyvSqlite | PgKeyvStore;
  let query: (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
  let table: string;
  if (kind === 'sqlite') {
    const file = url.replace(/^sqlite:\/\//, '');
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    const sqlite = new KeyvSqlite({ uri: url, busyTimeout: 10_000 });
    adapter = sqlite;
    table = sqlite.opts.table ?? 'keyv';
    query = (sql, params) => sqlite.query(sql, ...params) as Promise<Array<Record<string, unknown>>>;
    // WAL with synchronous=NORMAL: a commit survives a crash of the bot (not of the machine's power)
    // without an fsync per write, which would otherwise queue every click behind the disk.
    await query('PRAGMA journal_mode = WAL', []);
    await query('PRAGMA synchronous = NORMAL', []);
  } else {
    const pg = new PgKeyvStore(url, {
      ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
      onPoolError: (error) => options.onConnectionError?.(error),
    });
    adapter = pg;
    table = pg.opts.table;
    query = (sql, params) => pg.query(sql, params);
    // The table is created on first use; make sure it exists before the first CAS.
    await pg.query(`SELECT 1 FROM ${table} LIMIT 1`);
  }
  const keyv = new Keyv({ store: adapter, ...keyvOptions });
  let closed = false;
  return {
    kind,
    keyv,
    async getRaw(key) {
      const rows = await query(`SELECT value FROM ${table} WHERE key = ?`, [key]);
      const value = rows[0]?.value;
      return typeof value === 'string' ? value : undefined;
    },
    async compareAndSwap(key, expected, next) {
      const rows =
        expected === undefined
          ? await query(`INSERT INTO ${table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING RETURNING key`, [key, next])
          : await query(`UPDATE ${table} SET value = ? WHERE key = ? AND value = ? RETURNING key`, [next, key, expected]);
      return rows.length === 1;
    },
    async keysWithPrefix(prefix) {
      const rows = await query(`SELECT key FROM ${table} WHERE key LIKE ? ESCAPE '\\'`, [likePrefix(prefix)]);
      return rows.map((r) => String(r.key));
    },
    async deleteKey(key) {
      await query(`DELETE FROM ${table} WHERE key = ?`, [key]);
    },
    // SQLite commits to its file (WAL); PostgreSQL keeps what it committed.
    durabilityWarning: () => Promise.resolve(null),
    async close() {
      if (closed) return;
      closed = true;
      await adapter.disconnect();
    },
  };
}

/** Redis keeps its data across a restart with an append-only file or RDB snapshots; without either it loses it. */
export function redisDurabilityWarning(appendonly: string | undefined, save: string | undefined): string | null {
  if (appendonly === 'yes' || (save ?? '').trim() !== '') return null;
  return 'this Redis keeps no RDB snapshots and no append-only file: a restart of Redis loses every match, deck and league';
}

const casScript = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '' then
  if current then return 0 end
elseif current ~= ARGV[2] then
  return 0
end
redis.call('SET', KEYS[1], ARGV[3])
return 1`;

async function openRedis(url: string, options: BackendOptions): Promise<KvBackend> {
  // No offline queue: while the connection is down a command fails at once instead of waiting
  // (and running much later, after the player was told it did not). Reconnects back off to 2 s.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: options.connectTimeoutMs ?? 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  }) as RedisClientType;
  // node-redis ends the process on an 'error' event nobody listens to.
  client.on('error', (error: Error) => options.onConnectionError?.(error));
  const adapter = new KeyvRedis(client, { throwOnConnectError: true, throwOnErrors: true });
  const keyv = new Keyv({ store: adapter, ...keyvOptions });
  if (!client.isOpen) await client.connect();
  return {
    kind: 'redis',
    keyv,
    async getRaw(key) {
      const value = await client.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    async compareAndSwap(key, expected, next) {
      const result = await client.eval(casScript, {
        keys: [key],
        arguments: [expected === undefined ? '' : '1', expected ?? '', next],
      });
      return Number(result) === 1;
    },
    async keysWithPrefix(prefix) {
      const keys: string[] = [];
      const pattern = `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
      for await (const batch of client.scanIterator({ MATCH: pattern, COUNT: 500 })) {
        for (const k of [batch].flat()) keys.push(String(k));
      }
      return keys;
    },
    async deleteKey(key) {
      await client.del(key);
    },
    async durabilityWarning() {
      try {
        const [aof, save] = await Promise.all([client.configGet('appendonly'), client.configGet('save')]);
        return redisDurabilityWarning(aof.appendonly, save.save);
      } catch {
        return null; // CONFIG is often disabled on managed Redis; nothing can be told then.
      }
    },
    async close() {
      if (client.isOpen) await adapter.disconnect();
    },
  };
}
