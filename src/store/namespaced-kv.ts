import type { KeyValueStore } from '../decks/deck-store.js';
import { parseKeyvText, serializeForKeyv, type KvBackend } from './backend.js';
import { ConcurrentUpdateError } from './match-store.js';

/**
 * A keyv-like view of the store backend under a key prefix, for repositories such as the deck
 * store. `update` is a compare-and-swap loop on the stored text: when another process wrote the
 * key between our read and our write, the swap fails and the change is re-run on the fresh value.
 */
export function namespacedKeyValue(backend: KvBackend, prefix: string, maxRetries = 8): KeyValueStore {
  const full = (key: string) => `${prefix}${key}`;
  return {
    get: (key) => backend.keyv.get(full(key)),
    set: (key, value) => backend.keyv.set(full(key), value),
    delete: (key) => backend.keyv.delete(full(key)),
    async update<T>(key: string, change: (current: unknown) => { next: unknown; value: T }): Promise<T> {
      const stored = full(key);
      for (let attempt = 0; attempt <= maxRetries; attempt++) {
        const raw = await backend.getRaw(stored);
        const { next, value } = change(raw === undefined ? undefined : parseKeyvText<unknown>(raw));
        if (await backend.compareAndSwap(stored, raw, serializeForKeyv(next))) return value;
      }
      throw new ConcurrentUpdateError(stored);
    },
  };
}
