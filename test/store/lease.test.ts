import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ArchivistStore } from '../../src/store/match-store.js';
import { LeaseStore, leaseHeld } from '../../src/store/lease.js';

const dir = mkdtempSync(join(tmpdir(), 'archivist-lease-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: { name: string; url: string | undefined }[] = [
  { name: 'sqlite', url: `sqlite://${join(dir, 'store.sqlite')}` },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

for (const backend of backends) {
  describe.skipIf(!backend.url)(`leases on ${backend.name}`, () => {
    const namespace = `lease-${randomUUID().slice(0, 8)}`;
    let now = 1_000_000;
    const clock = () => now;
    // Two connections, as two processes would have.
    let a: ArchivistStore;
    let b: ArchivistStore;
    let la: LeaseStore;
    let lb: LeaseStore;

    beforeAll(async () => {
      a = await ArchivistStore.open(backend.url!, { namespace });
      b = await ArchivistStore.open(backend.url!, { namespace });
      la = new LeaseStore(a.backend, { prefix: `${namespace}:lease:`, now: clock });
      lb = new LeaseStore(b.backend, { prefix: `${namespace}:lease:`, now: clock });
    });
    afterAll(async () => {
      await a.clearNamespace();
      await a.close();
      await b.close();
    });

    it('is held by one owner until it expires, then taken over', async () => {
      expect(await la.acquire('t1', 'A', 10_000)).toBe(true);
      expect(await lb.acquire('t1', 'B', 10_000)).toBe(false);
      expect(await lb.get('t1')).toEqual({ owner: 'A', expiresAt: now + 10_000 });
      // Acquiring again is a renewal.
      now += 5_000;
      expect(await la.acquire('t1', 'A', 10_000)).toBe(true);
      now += 9_999;
      expect(await lb.acquire('t1', 'B', 10_000)).toBe(false);
      now += 2;
      expect(leaseHeld(await lb.get('t1'), now)).toBe(false);
      expect(await lb.acquire('t1', 'B', 10_000)).toBe(true);
      // The old owner learns it lost the lease when it tries to renew.
      expect(await la.renew('t1', 'A', 10_000)).toBe(false);
      expect((await la.get('t1'))?.owner).toBe('B');
    });

    it('renews an expired lease nobody took, and refuses to renew or release another owner’s', async () => {
      expect(await la.acquire('t2', 'A', 1_000)).toBe(true);
      now += 5_000;
      expect(await la.renew('t2', 'A', 1_000)).toBe(true);
      expect(await lb.renew('t2', 'B', 1_000)).toBe(false);
      expect(await lb.release('t2', 'B')).toBe(false);
      expect(await lb.renew('missing', 'B', 1_000)).toBe(false);
    });

    it('is free at once after a release', async () => {
      expect(await la.acquire('t3', 'A', 60_000)).toBe(true);
      expect(await la.release('t3', 'A')).toBe(true);
      expect(leaseHeld(await lb.get('t3'), now)).toBe(false);
      expect(await lb.acquire('t3', 'B', 60_000)).toBe(true);
      await lb.remove('t3');
      expect(await la.get('t3')).toBeUndefined();
    });

    it('has exactly one winner when many processes race for a free lease', async () => {
      for (let round = 0; round < 5; round++) {
        const name = `race-${round}`;
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? la : lb).acquire(name, `P${i}`, 10_000)),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        expect((await la.get(name))?.owner).toBe(`P${winner}`);
      }
    });
  });
}
