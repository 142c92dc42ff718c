import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { KeyvStoreAdapter, StoredData } from 'keyv';

/**
 * The keyv store for PostgreSQL, on a pool we own. @keyv/postgres keeps a pool with no 'error'
 * listener, so a dropped connection (a database restart, a network cut) emits an unhandled
 * error and ends the bot process; here the pool's errors are reported instead, queries wait at
 * most `connectionTimeoutMillis` for a connection and `queryTimeoutMs` for an answer, and the
 * pool opens fresh connections once the database is back. Same table as @keyv/postgres.
 */
export class PgKeyvStore extends EventEmitter implements KeyvStoreAdapter {
  readonly opts: { table: string; dialect: 'postgres' };
  namespace?: string;
  readonly pool: pg.Pool;
  private readonly ready: Promise<void>;

  constructor(url: string, options: { table?: string; connectTimeoutMs?: number; queryTimeoutMs?: number; onPoolError?: (error: Error) => void } = {}) {
    super();
    this.opts = { table: options.table ?? 'keyv', dialect: 'postgres' };
    this.pool = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 1_000,
      query_timeout: options.queryTimeoutMs ?? 5_000,
      // Clicks of many matches at once: each holds a connection for one short statement.
      max: 20,
    });
    this.pool.on('error', (error) => (options.onPoolError ? options.onPoolError(error) : this.emit('error', error)));
    this.ready = this.pool
      .query(`CREATE TABLE IF NOT EXISTS ${this.opts.table}(key VARCHAR(255) PRIMARY KEY, value TEXT)`)
      .then(() => undefined)
      // Two processes creating the table at once: the loser's unique violation means it exists.
      .catch((error: { code?: string }) => {
        if (error.code !== '23505') throw error;
      });
  }

  async query(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
    await this.ready;
    let n = 0;
    const result = await this.pool.query(sql.replace(/\?/g, () => `$${++n}`), params);
    return result.rows as Array<Record<string, unknown>>;
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    const rows = await this.query(`SELECT value FROM ${this.opts.table} WHERE key = ?`, [key]);
    return (rows[0]?.value ?? undefined) as StoredData<Value> | undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.query(`INSERT INTO ${this.opts.table} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [key, value]);
  }

  async delete(key: string): Promise<boolean> {
    const rows = await this.query(`DELETE FROM ${this.opts.table} WHERE key = ? RETURNING key`, [key]);
    return rows.length > 0;
  }

  /** Deletes this namespace's keys; refuses without a namespace (the table holds every bot's keys). */
  async clear(): Promise<void> {
    if (!this.namespace) throw new Error('refusing to clear a Postgres keyv store without a namespace');
    const prefix = `${this.namespace.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;
    await this.query(`DELETE FROM ${this.opts.table} WHERE key LIKE ? ESCAPE '\\'`, [prefix]);
  }

  async disconnect(): Promise<void> {
    await this.pool.end();
  }
}
