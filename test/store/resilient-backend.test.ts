// Store calls with deadlines and bounded retries; a lost compare-and-swap answer is never applied twice.
import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import type { KvBackend } from '../../src/store/backend.js';
import { StoreUnavailableError, resilientBackend } from '../../src/store/resilient-backend.js';
import { isStoreUnavailable } from '../../src/bot/router.js';
import { ArchivistStore, UncertainWriteError } from '../../src/store/match-store.js';

/** An in-memory backend whose next calls can be made to hang or fail. */
function flakyBackend() {
  const data = new Map<string, string>();
  const faults: Array<'ok' | 'hang' | 'fail' | 'lose-answer' | 'land-later'> = [];
  const delayed: Array<() => void> = [];
  let calls = 0;
  const step = async <T>(run: () => T): Promise<T> => {
    calls++;
    const fault = faults.shift();
    if (fault === 'hang') return new Promise<T>(() => undefined);
    if (fault === 'fail') throw new Error('connection reset');
    if (fault === 'land-later') {
      delayed.push(() => void run()); // carried out later, its answer never comes (a queued command)
      return new Promise<T>(() => undefined);
    }
    const value = run();
    if (fault === 'lose-answer') return new Promise<T>(() => undefined); // written, but the answer never comes
    return value;
  };
  const backend: KvBackend = {
    kind: 'redis',
    keyv: new Keyv(),
    getRaw: (key) => step(() => data.get(key)),
    compareAndSwap: (key, expected, next) =>
      step(() => {
        if (data.get(key) !== expected) return false;
        data.set(key, next);
        return true;
      }),
    keysWithPrefix: (prefix) => step(() => [...data.keys()].filter((k) => k.startsWith(prefix))),
    deleteKey: (key) => step(() => void data.delete(key)),
    durabilityWarning: () => Promise.resolve(null),
    close: () => Promise.resolve(),
  };
  return { backend, data, faults, delayed, calls: () => calls };
}

const fast = { timeoutMs: 20, retries: 2, backoffMs: 1 };

describe('resilient store calls', () => {
  it('retries a failed or hanging call and answers when a retry succeeds', async () => {
    const f = flakyBackend();
    f.data.set('k', 'v');
    const b = resilientBackend(f.backend, fast);
    f.faults.push('fail', 'hang');
    expect(await b.getRaw('k')).toBe('v');
    expect(f.calls()).toBe(3);
  });

  it('gives up after its retries with StoreUnavailableError, and reports the outage and the recovery once each', async () => {
    const f = flakyBackend();
    const health: boolean[] = [];
    const b = resilientBackend(f.backend, { ...fast, onHealth: (ok) => health.push(ok) });
    f.faults.push('hang', 'fail', 'hang', 'hang', 'hang', 'hang');
    await expect(b.getRaw('k')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(b.keysWithPrefix('k')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(f.calls()).toBe(6);
    expect(await b.getRaw('k')).toBeUndefined();
    expect(health).toEqual([false, true]);
  });

  it('a write whose answer was lost is found written on the retry, not written twice', async () => {
    const f = flakyBackend();
    f.data.set('k', 'v0');
    const b = resilientBackend(f.backend, fast);
    f.faults.push('lose-answer');
    expect(await b.compareAndSwap('k', 'v0', 'v1')).toBe(true);
    expect(f.data.get('k')).toBe('v1');
    // A retry that finds a third text (another process wrote since) answers false and writes nothing:
    // the caller reloads, and a click made on an older version is then refused as stale.
    f.faults.push('lose-answer');
    const lost = b.compareAndSwap('k', 'v1', 'v2');
    f.data.set('k', 'v2-other');
    expect(await lost).toBe(false);
    expect(f.data.get('k')).toBe('v2-other');
  });

  it('a write that never reached the store is tried again', async () => {
    const f = flakyBackend();
    f.data.set('k', 'v0');
    const b = resilientBackend(f.backend, fast);
    f.faults.push('fail');
    expect(await b.compareAndSwap('k', 'v0', 'v1')).toBe(true);
    expect(f.data.get('k')).toBe('v1');
  });

  it('the router knows a store outage inside a wrapped error', () => {
    expect(isStoreUnavailable(new Error('outer', { cause: new StoreUnavailableError('a read') }))).toBe(true);
    expect(isStoreUnavailable(new Error('other'))).toBe(false);
  });
});

describe('a match write whose answer was lost', () => {
  const record = (version: number) => ({
    id: 'm1', rev: 0, state: { version } as never,
    meta: {
      guildId: null, channelId: 'c', threadId: null, boardMessageId: null, turnMessageId: null, players: [], dmClosed: {}, dmClosedAnnounced: {},
      prompts: {}, timer: null, timeouts: {}, logShown: 0, createdAt: 0, finishedAt: null,
    },
  });

  it('is reported as uncertain, and confirmed as saved once the store answers again', async () => {
    const f = flakyBackend();
    const store = ArchivistStore.withDeadlines(f.backend, { resilience: fast });
    expect(await store.createMatch(record(1))).toBe(true);
    // The write lands but its answer is lost, then the store is away for every retry.
    f.faults.push('ok', 'lose-answer', 'fail', 'fail');
    const attempt = store.withMatch('m1', 1, (r) => ({ save: { ...r, state: { version: 2 } as never }, value: null }));
    const error = await attempt.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(UncertainWriteError);
    expect(isStoreUnavailable(error)).toBe(true);
    const saved = await (error as UncertainWriteError).confirm();
    expect(saved?.state.version).toBe(2);
    // Applied once: a retry of the same click, made on version 1, is now stale.
    expect((await store.withMatch('m1', 1, (r) => ({ save: r, value: null }))).kind).toBe('stale');
  });

  it('is confirmed as not saved when it never reached the store', async () => {
    const f = flakyBackend();
    const store = ArchivistStore.withDeadlines(f.backend, { resilience: fast });
    await store.createMatch(record(1));
    f.faults.push('ok', 'hang', 'fail', 'fail');
    const error = await store.withMatch('m1', 1, (r) => ({ save: { ...r, state: { version: 2 } as never }, value: null })).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(UncertainWriteError);
    expect(await (error as UncertainWriteError).confirm()).toBeNull();
    expect((await store.getMatch('m1'))!.state.version).toBe(1);
  });
});

describe('a match write still on its way when the store comes back', () => {
  it('is fenced off before the player is told it did not count, so it can never land afterwards', async () => {
    const f = flakyBackend();
    const store = ArchivistStore.withDeadlines(f.backend, { resilience: fast });
    await store.createMatch({
      id: 'm1', rev: 0, state: { version: 1 } as never,
      meta: {
        guildId: null, channelId: 'c', threadId: null, boardMessageId: null, turnMessageId: null, players: [], dmClosed: {}, dmClosedAnnounced: {},
        prompts: {}, timer: null, timeouts: {}, logShown: 0, createdAt: 0, finishedAt: null,
      },
    });
    // The write waits in a queue; the retries' reads still see the old record, then the store is away.
    f.faults.push('ok', 'land-later', 'ok', 'hang', 'fail', 'fail');
    const error = await store.withMatch('m1', 1, (r) => ({ save: { ...r, state: { version: 2 } as never }, value: null })).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(UncertainWriteError);
    expect(await (error as UncertainWriteError).confirm()).toBeNull();
    // The queued write is carried out now: it finds a record it was not written against, and changes nothing.
    f.delayed.forEach((land) => land());
    expect((await store.getMatch('m1'))!.state.version).toBe(1);
  });
});
