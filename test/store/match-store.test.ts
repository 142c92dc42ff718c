import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ArchivistStore } from '../../src/store/match-store.js';
import type { ChallengeRecord, MatchRecord } from '../../src/store/records.js';
import type { GameState } from '../../src/engine/types.js';

const dir = mkdtempSync(join(tmpdir(), 'archivist-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: { name: string; url: string | undefined }[] = [
  { name: 'sqlite', url: `sqlite://${join(dir, 'store.sqlite')}` },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

function record(id: string, version = 0, counter = 0): MatchRecord {
  return {
    id,
    rev: 0,
    // The store treats the state as opaque JSON; a fragment is enough here.
    state: { version, counter } as unknown as GameState,
    meta: {
      guildId: 'g1',
      channelId: 'c1',
      threadId: null,
      boardMessageId: null,
      turnMessageId: null,
      players: [
        { id: 'u1', name: 'Ann', deck: 'fire' },
        { id: 'u2', name: 'Bo', deck: 'water' },
      ],
      dmClosed: {},
      dmClosedAnnounced: {},
      prompts: {},
      timer: null,
      timeouts: {},
      logShown: 0,
      createdAt: 1,
      finishedAt: null,
    },
  };
}

const counterOf = (r: MatchRecord) => (r.state as unknown as { counter: number }).counter;

function bump(r: MatchRecord): MatchRecord {
  const s = r.state as unknown as { version: number; counter: number };
  return { ...r, state: { ...s, version: s.version + 1, counter: s.counter + 1 } as unknown as GameState };
}

for (const backend of backends) {
  describe.skipIf(!backend.url)(`ArchivistStore on ${backend.name}`, () => {
    const namespace = `test-${randomUUID().slice(0, 8)}`;
    let a: ArchivistStore;
    let b: ArchivistStore;

    beforeAll(async () => {
      a = await ArchivistStore.open(backend.url!, { namespace });
      b = await ArchivistStore.open(backend.url!, { namespace });
    });
    afterAll(async () => {
      await a.clearNamespace();
      expect(await a.backend.keysWithPrefix(`${namespace}:`)).toEqual([]);
      await a.close();
      await b.close();
    });

    it('creates a match once and reads it back through another instance', async () => {
      expect(await a.createMatch(record('m1'))).toBe(true);
      expect(await b.createMatch(record('m1', 5))).toBe(false);
      const loaded = await b.getMatch('m1');
      expect(loaded?.state.version).toBe(0);
      expect(loaded?.meta.players.map((p) => p.id)).toEqual(['u1', 'u2']);
      expect(await a.liveMatchIds()).toContain('m1');
    });

    it('refuses a stale version and applies the current one', async () => {
      await a.createMatch(record('m2', 3));
      const stale = await a.withMatch('m2', 2, (r) => ({ save: bump(r), value: 'applied' }));
      expect(stale.kind).toBe('stale');
      const done = await a.withMatch('m2', 3, (r) => ({ save: bump(r), value: 'applied' }));
      expect(done.kind === 'done' && done.value).toBe('applied');
      expect((await b.getMatch('m2'))?.state.version).toBe(4);
      expect((await b.getMatch('m2'))?.rev).toBe(1);
      expect((await a.withMatch('nope', null, () => ({ value: 1 }))).kind).toBe('missing');
    });

    it('applies a version exactly once when two processes race for it', async () => {
      await a.createMatch(record('m3', 0));
      const [x, y] = await Promise.all([
        a.withMatch('m3', 0, (r) => ({ save: bump(r), value: 'a' })),
        b.withMatch('m3', 0, (r) => ({ save: bump(r), value: 'b' })),
      ]);
      expect([x.kind, y.kind].sort()).toEqual(['done', 'stale']);
      const final = await a.getMatch('m3');
      expect(counterOf(final!)).toBe(1);
    });

    it('loses no update among many concurrent writers in two processes', async () => {
      await a.createMatch(record('m4', 0));
      const writes = Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).withMatch('m4', null, (r) => ({ save: bump(r), value: null })),
      );
      const results = await Promise.all(writes);
      expect(results.every((r) => r.kind === 'done')).toBe(true);
      expect(counterOf((await a.getMatch('m4'))!)).toBe(12);
    });

    it('re-runs a callback whose write lost the compare-and-swap to another process', async () => {
      await a.createMatch(record('m5', 0));
      let calls = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const slow = a.withMatch('m5', null, async (r) => {
        calls++;
        if (calls === 1) await gate;
        return { save: bump(r), value: counterOf(r) };
      });
      // Let the slow writer read the record, then write from the other process.
      await new Promise((r) => setTimeout(r, 50));
      const fast = await b.withMatch('m5', null, (r) => ({ save: bump(r), value: counterOf(r) }));
      expect(fast.kind).toBe('done');
      release();
      const result = await slow;
      expect(calls).toBe(2);
      expect(result.kind === 'done' && result.value).toBe(1);
      expect(counterOf((await b.getMatch('m5'))!)).toBe(2);
    });

    it('forgets a finished match in the live list', async () => {
      await a.createMatch(record('m6'));
      await a.withMatch('m6', null, (r) => ({ save: { ...r, meta: { ...r.meta, finishedAt: 99 } }, value: null }));
      expect(await b.liveMatchIds()).not.toContain('m6');
      expect((await b.getMatch('m6'))?.meta.finishedAt).toBe(99);
    });

    it('accepts a challenge once, from either process', async () => {
      const challenge: ChallengeRecord = {
        id: 'ch1',
        rev: 0,
        guildId: 'g1',
        channelId: 'c1',
        challenger: { id: 'u1', name: 'Ann', deck: null },
        opponent: { id: 'u2', name: 'Bo' },
        status: 'open',
        createdAt: 0,
        expiresAt: 1000,
        message: null,
        matchId: null,
      };
      expect(await a.createChallenge(challenge)).toBe(true);
      expect(await b.openChallengeIds()).toEqual(['ch1']);
      const accept = (store: ArchivistStore) =>
        store.updateChallenge('ch1', (c) =>
          c.status === 'open' ? { save: { ...c, status: 'accepted' as const }, value: true } : { value: false },
        );
      const results = await Promise.all([accept(a), accept(b)]);
      expect(results.filter((r) => r.kind === 'done' && r.value)).toHaveLength(1);
      expect(await a.openChallengeIds()).toEqual([]);
      expect((await b.getChallenge('ch1'))?.status).toBe('accepted');
    });

    it('compare-and-swap refuses a write whose expected text is not current', async () => {
      const key = `${namespace}:raw`;
      expect(await a.backend.compareAndSwap(key, undefined, '{"value":1}')).toBe(true);
      expect(await b.backend.compareAndSwap(key, undefined, '{"value":2}')).toBe(false);
      expect(await b.backend.compareAndSwap(key, '{"value":3}', '{"value":4}')).toBe(false);
      expect(await b.backend.compareAndSwap(key, '{"value":1}', '{"value":5}')).toBe(true);
      expect(await a.backend.keyv.get(key)).toBe(5);
    });
  });
}
