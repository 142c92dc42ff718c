import type { GameState } from '../engine/types.js';
import { openBackend, parseKeyvText, serializeForKeyv, type KvBackend } from './backend.js';
import { randomUUID } from 'node:crypto';
import { DEFAULT_RESILIENCE, StoreUncertainError, resilientBackend, type ResilienceOptions } from './resilient-backend.js';
import { KeyedLock } from './keyed-lock.js';
import type { ChallengeRecord, MatchRecord } from './records.js';
import { ChallengeSchema, StoredMatchSchema } from './schemas.js';

export type WithMatchResult<T> =
  | { kind: 'missing' }
  | { kind: 'stale'; record: MatchRecord }
  | { kind: 'done'; record: MatchRecord; value: T; saved: boolean };

/** What a `withMatch` callback returns: the record to save (if anything changed) and a value. */
export interface MatchChange<T> {
  save?: MatchRecord;
  value: T;
}

export interface StoreOptions {
  /** Prefix of every key, so several bots (or test runs) can share one backend. */
  namespace?: string;
  /** Validates a loaded game state (the engine's parseGameState); identity when omitted. */
  parseState?: (json: unknown) => GameState;
  /** How many times a write that lost a compare-and-swap to another process is retried. */
  maxRetries?: number;
}

export interface OpenOptions extends StoreOptions {
  /** Deadlines and retries of each store call (defaults: DEFAULT_RESILIENCE). */
  resilience?: Partial<ResilienceOptions>;
  /** Errors of the store connection itself (logged by the caller). */
  onConnectionError?: (error: Error) => void;
}

export type HealthListener = (healthy: boolean, error?: unknown) => void;

/**
 * A match write was sent but the store went away before saying whether it landed. `confirm`
 * tells, once the store answers again, whether it did (the write's id is among the match's last writes).
 */
export class UncertainWriteError extends Error {
  override readonly name = 'UncertainWriteError';
  constructor(
    readonly matchId: string,
    readonly confirm: () => Promise<MatchRecord | null>,
    options?: { cause?: unknown },
  ) {
    super(`the write to match ${matchId} may or may not have been saved`, options);
  }
}

/** How many write ids a match keeps: far more than writes can happen while one answer is in doubt. */
const KEPT_WRITE_IDS = 16;

export class ConcurrentUpdateError extends Error {
  constructor(key: string) {
    super(`Gave up writing ${key}: other writers kept changing it`);
  }
}

/**
 * Matches and challenges in a keyv store.
 *
 * `withMatch` takes the in-process lock of the match (so clicks in this process queue up),
 * loads the record, checks the state version the caller saw, runs the callback, and saves
 * with a compare-and-swap (so a write from another process in between is detected; the
 * callback then runs again on the fresh record, and a caller whose version is now old gets
 * `stale`). Callbacks must therefore be free of side effects: do them after it returns.
 */
export class ArchivistStore {
  private readonly lock = new KeyedLock();
  private readonly ns: string;
  private readonly parseState: (json: unknown) => GameState;
  private readonly maxRetries: number;

  constructor(
    readonly backend: KvBackend,
    options: StoreOptions = {},
  ) {
    this.ns = options.namespace ?? 'archivist';
    this.parseState = options.parseState ?? ((json) => json as GameState);
    this.maxRetries = options.maxRetries ?? 8;
  }

  /** The key prefix of this store (other repositories on the same backend share it). */
  get namespace(): string {
    return this.ns;
  }

  private readonly healthListeners = new Set<HealthListener>();
  private isHealthy = true;

  /** False from a call that failed all its retries until a call succeeds again. */
  get healthy(): boolean {
    return this.isHealthy;
  }

  /** Told when the store stops answering and when it answers again; returns an unsubscribe. */
  onHealth(listener: HealthListener): () => void {
    this.healthListeners.add(listener);
    return () => this.healthListeners.delete(listener);
  }

  private probe: NodeJS.Timeout | undefined;

  private setHealth(healthy: boolean, error?: unknown): void {
    this.isHealthy = healthy;
    // While the store is away, a light read each second tells when it is back, clicks or not.
    if (!healthy && !this.probe) {
      this.probe = setInterval(() => {
        this.backend.getRaw(`${this.ns}:store-created`).catch(() => undefined /* still away: the outage was logged once */);
      }, 1_000);
      this.probe.unref();
    } else if (healthy && this.probe) {
      clearInterval(this.probe);
      this.probe = undefined;
    }
    for (const listener of this.healthListeners) listener(healthy, error);
  }

  static async open(url: string, options: OpenOptions = {}): Promise<ArchivistStore> {
    const raw = await openBackend(url, options.onConnectionError ? { onConnectionError: options.onConnectionError } : {});
    // A SQLite file cannot be away; its calls wait on its own busy timeout. Network stores get deadlines.
    if (raw.kind === 'sqlite') return new ArchivistStore(raw, options);
    return ArchivistStore.withDeadlines(raw, options);
  }

  /** A store whose backend calls have deadlines and retries, its health followed. */
  static withDeadlines(raw: KvBackend, options: OpenOptions = {}): ArchivistStore {
    let store: ArchivistStore | undefined;
    const backend = resilientBackend(raw, {
      ...DEFAULT_RESILIENCE,
      ...options.resilience,
      onHealth: (healthy, error) => store?.setHealth(healthy, error),
    });
    store = new ArchivistStore(backend, options);
    return store;
  }

  private matchKey(id: string): string {
    return `${this.ns}:match:${id}`;
  }
  private liveKey(id: string): string {
    return `${this.ns}:live:${id}`;
  }
  private challengeKey(id: string): string {
    return `${this.ns}:challenge:${id}`;
  }
  private openChallengeKey(id: string): string {
    return `${this.ns}:open-challenge:${id}`;
  }

  /**
   * The last text read or written per match and its decoded record. Validating a game state
   * costs milliseconds; when the stored text is unchanged (compared in full, so a write by
   * another process is always seen) the decoded record is reused. Records are treated as
   * immutable: callbacks build new objects instead of changing the one they get.
   */
  private readonly decoded = new Map<string, { text: string; record: MatchRecord; writes: string[] }>();

  private decodeMatch(id: string, text: string): MatchRecord {
    return this.decodeWithWrites(id, text).record;
  }

  private decodeWithWrites(id: string, text: string): { record: MatchRecord; writes: string[] } {
    const cached = this.decoded.get(id);
    if (cached && cached.text === text) return cached;
    const stored = StoredMatchSchema.parse(parseKeyvText(text));
    const record = { id: stored.id, rev: stored.rev, meta: stored.meta, state: this.parseState(stored.state) };
    this.remember(id, text, record, stored.writes);
    return { record, writes: stored.writes };
  }

  private remember(id: string, text: string, record: MatchRecord, writes: string[] = []): void {
    if (record.meta.finishedAt !== null) this.decoded.delete(id);
    else this.decoded.set(id, { text, record, writes });
  }

  /**
   * Waits until the store answers again, then tells whether the write `writeId` of match `id` (sent
   * over the stored text `sentOver`) landed: the saved record, or null. A "no" is made final first:
   * while the match still holds `sentOver`, the write may be waiting somewhere on its way, so the
   * record is fenced (saved again with a new revision) and the write can never match it any more.
   */
  private async confirmWrite(id: string, writeId: string, sentOver: string): Promise<MatchRecord | null> {
    const key = this.matchKey(id);
    for (;;) {
      if (!this.isHealthy) await new Promise<void>((resolve) => {
        const off = this.onHealth((healthy) => {
          if (healthy) {
            off();
            resolve();
          }
        });
      });
      try {
        const current = await this.backend.getRaw(key);
        if (current === undefined) return null;
        const { record, writes } = this.decodeWithWrites(id, current);
        if (writes.includes(writeId)) return record;
        if (current !== sentOver) return null;
        const fencedWrites = [...writes, `fence:${writeId}`].slice(-KEPT_WRITE_IDS);
        const fenced = serializeForKeyv({ ...record, rev: record.rev + 1, writes: fencedWrites });
        if (await this.backend.compareAndSwap(key, current, fenced)) {
          this.remember(id, fenced, { ...record, rev: record.rev + 1 }, fencedWrites);
          return null;
        }
      } catch {
        // Away again (or the fence's answer was lost): look again once it answers.
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Saves a new match; false when the id is taken. */
  async createMatch(record: MatchRecord): Promise<boolean> {
    const text = serializeForKeyv(record);
    const created = await this.backend.compareAndSwap(this.matchKey(record.id), undefined, text);
    if (created) this.remember(record.id, text, record);
    if (created && record.meta.finishedAt === null) await this.backend.keyv.set(this.liveKey(record.id), 1);
    return created;
  }

  async getMatch(id: string): Promise<MatchRecord | undefined> {
    const text = await this.backend.getRaw(this.matchKey(id));
    return text === undefined ? undefined : this.decodeMatch(id, text);
  }

  withMatch<T>(
    id: string,
    expectedVersion: number | null,
    fn: (record: MatchRecord) => MatchChange<T> | Promise<MatchChange<T>>,
  ): Promise<WithMatchResult<T>> {
    const key = this.matchKey(id);
    return this.lock.run(key, async () => {
      for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
        const text = await this.backend.getRaw(key);
        if (text === undefined) return { kind: 'missing' };
        const { record, writes } = this.decodeWithWrites(id, text);
        if (expectedVersion !== null && record.state.version !== expectedVersion) return { kind: 'stale', record };
        const change = await fn(record);
        if (!change.save) return { kind: 'done', record, value: change.value, saved: false };
        const next: MatchRecord = { ...change.save, id, rev: record.rev + 1 };
        const writeId = randomUUID();
        const nextWrites = [...writes, writeId].slice(-KEPT_WRITE_IDS);
        const nextText = serializeForKeyv({ ...next, writes: nextWrites });
        let swapped: boolean;
        try {
          swapped = await this.backend.compareAndSwap(key, text, nextText);
        } catch (error) {
          if (error instanceof StoreUncertainError) throw new UncertainWriteError(id, () => this.confirmWrite(id, writeId, text), { cause: error });
          throw error;
        }
        if (swapped) {
          this.remember(id, nextText, next, nextWrites);
          if (next.meta.finishedAt !== null && record.meta.finishedAt === null) await this.backend.deleteKey(this.liveKey(id));
          return { kind: 'done', record: next, value: change.value, saved: true };
        }
      }
      throw new ConcurrentUpdateError(key);
    });
  }

  /** Ids of every match not yet finished, for resuming after a restart. */
  async liveMatchIds(): Promise<string[]> {
    const prefix = `${this.ns}:live:`;
    return (await this.backend.keysWithPrefix(prefix)).map((k) => k.slice(prefix.length)).sort();
  }

  async createChallenge(challenge: ChallengeRecord): Promise<boolean> {
    const created = await this.backend.compareAndSwap(this.challengeKey(challenge.id), undefined, serializeForKeyv(challenge));
    if (created) await this.backend.keyv.set(this.openChallengeKey(challenge.id), 1);
    return created;
  }

  async getChallenge(id: string): Promise<ChallengeRecord | undefined> {
    const text = await this.backend.getRaw(this.challengeKey(id));
    return text === undefined ? undefined : ChallengeSchema.parse(parseKeyvText(text));
  }

  /** Changes a challenge under its lock with compare-and-swap, like `withMatch`. */
  updateChallenge<T>(
    id: string,
    fn: (challenge: ChallengeRecord) => { save?: ChallengeRecord; value: T },
  ): Promise<{ kind: 'missing' } | { kind: 'done'; challenge: ChallengeRecord; value: T; saved: boolean }> {
    const key = this.challengeKey(id);
    return this.lock.run(key, async () => {
      for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
        const text = await this.backend.getRaw(key);
        if (text === undefined) return { kind: 'missing' };
        const current = ChallengeSchema.parse(parseKeyvText(text));
        const change = fn(structuredClone(current));
        if (!change.save) return { kind: 'done', challenge: current, value: change.value, saved: false };
        const next = { ...change.save, id, rev: current.rev + 1 };
        if (await this.backend.compareAndSwap(key, text, serializeForKeyv(next))) {
          if (next.status !== 'open') await this.backend.deleteKey(this.openChallengeKey(id));
          return { kind: 'done', challenge: next, value: change.value, saved: true };
        }
      }
      throw new ConcurrentUpdateError(key);
    });
  }

  async openChallengeIds(): Promise<string[]> {
    const prefix = `${this.ns}:open-challenge:`;
    return (await this.backend.keysWithPrefix(prefix)).map((k) => k.slice(prefix.length)).sort();
  }

  /** Small lookups (user -> latest match, thread -> match); plain keyv entries, last write wins. */
  async setIndex(kind: 'user-match' | 'thread-match', key: string, value: string): Promise<void> {
    await this.backend.keyv.set(`${this.ns}:${kind}:${key}`, value);
  }

  async getIndex(kind: 'user-match' | 'thread-match', key: string): Promise<string | undefined> {
    const value: unknown = await this.backend.keyv.get(`${this.ns}:${kind}:${key}`);
    return typeof value === 'string' ? value : undefined;
  }

  /**
   * Marks the store as used by this bot; true when the mark was missing (a first start, or a store
   * that lost its data since: with a store that keeps no data across restarts, the log says so).
   */
  async markFirstStart(): Promise<boolean> {
    return this.backend.compareAndSwap(`${this.ns}:store-created`, undefined, serializeForKeyv(Date.now()));
  }

  /** Deletes every key of this namespace (tests clean up with it). */
  async clearNamespace(): Promise<void> {
    for (const key of await this.backend.keysWithPrefix(`${this.ns}:`)) await this.backend.deleteKey(key);
  }

  close(): Promise<void> {
    clearInterval(this.probe);
    this.probe = undefined;
    return this.backend.close();
  }
}
