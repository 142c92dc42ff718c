import type { KeyValueStore } from '../../src/decks/deck-store.js';

/** A keyv-shaped map that copies values in and out, as a real store would serialise them. */
export class MemoryKv implements KeyValueStore {
  readonly data = new Map<string, string>();

  async get(key: string): Promise<unknown> {
    const value = this.data.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as unknown);
  }

  async set(key: string, value: unknown): Promise<boolean> {
    this.data.set(key, JSON.stringify(value));
    return true;
  }

  async delete(key: string): Promise<boolean> {
    return this.data.delete(key);
  }
}
