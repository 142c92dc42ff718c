import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ArchivistStore } from '../../src/store/match-store.js';
import { namespacedKeyValue } from '../../src/store/namespaced-kv.js';

/**
 * Saved-deck writes from several processes on one store (namespacedKeyValue, which the deck store
 * uses): a compare-and-swap loop on the stored text, so concurrent changes from two connections (two
 * processes) are all applied. League and series stores use the same loop (not tested here).
 */
const stores: { name: string; url: string | undefined }[] = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

for (const backend of stores) {
  describe.skipIf(!backend.url)(`writes from two processes on ${backend.name}`, () => {
    const namespace = `xproc-${randomUUID().slice(0, 8)}`;
    let a: ArchivistStore;
    let b: ArchivistStore;

    beforeAll(async () => {
      a = await ArchivistStore.open(backend.url!, { namespace });
      b = await ArchivistStore.open(backend.url!, { namespace });
    });
    afterAll(async () => {
      await a.clearNamespace();
      await a.close();
      await b.close();
    });

    it('applies every concurrent change to one saved value (the deck store’s update), none lost', async () => {
      // Each process serialises its own changes (as the deck and league stores do per key); the two processes race.
      const kvA = namespacedKeyValue(a.backend, `${namespace}:decks:`, 32);
      const kvB = namespacedKeyValue(b.backend, `${namespace}:decks:`, 32);
      const add = (kv: typeof kvA, who: string) => () =>
        kv.update!('u1', (current) => {
          const list = Array.isArray(current) ? (current as string[]) : [];
          return { next: [...list, who], value: null };
        });
      const chain = async (steps: Array<() => Promise<unknown>>) => {
        for (const step of steps) await step();
      };
      await Promise.all([
        chain(Array.from({ length: 10 }, (_, i) => add(kvA, `a${i}`))),
        chain(Array.from({ length: 10 }, (_, i) => add(kvB, `b${i}`))),
      ]);
      const saved = (await kvA.get('u1')) as string[];
      expect(saved).toHaveLength(20);
      expect(new Set(saved).size).toBe(20);
    });
  });
}
