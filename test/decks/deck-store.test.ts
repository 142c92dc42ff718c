import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import { DeckName, DeckStore, MAX_DECKS_PER_USER, toStoredDeck } from '../../src/decks/deck-store.js';
import type { StoredDeck } from '../../src/decks/deck-store.js';
import type { ResolvedDeck } from '../../src/decks/types.js';
import { MemoryKv } from './memory-kv.js';
import { fixtureCatalog } from './sample-decks.js';

const { catalog } = fixtureCatalog();
const USER = '123456789012345678';
const OTHER = '876543210987654321';

function smallDeck(): ResolvedDeck {
  return {
    material: [{ card: catalog.byName('Spirit of Fire')!, quantity: 1 }],
    main: [{ card: catalog.byName('Fireball')!, quantity: 4 }],
    sideboard: [],
  };
}

function stored(name: string): StoredDeck {
  return toStoredDeck(name, smallDeck(), 'plain', false, new Date('2026-01-02T03:04:05Z'));
}

describe('DeckStore', () => {
  it('saves under deck:<user>:<name> with a per-user index, and reads it back', async () => {
    const kv = new MemoryKv();
    const store = new DeckStore(kv);
    expect(await store.save(USER, stored('Fire Aggro'))).toEqual({ replaced: false });
    expect([...kv.data.keys()].sort()).toEqual([`deck:${USER}:fire aggro`, `decks:${USER}`]);
    const deck = await store.get(USER, 'fire aggro');
    expect(deck).toMatchObject({ name: 'Fire Aggro', sourceFormat: 'plain', savedAt: '2026-01-02T03:04:05.000Z' });
    expect(deck?.main).toEqual([{ uuid: 'RIVahUIQVD', slug: 'fireball', name: 'Fireball', quantity: 4 }]);
    expect(await store.list(USER)).toEqual([
      { key: 'fire aggro', name: 'Fire Aggro', savedAt: '2026-01-02T03:04:05.000Z', material: 1, main: 4, sideboard: 0, standardLegal: false },
    ]);
  });

  it('keeps each user to their own decks', async () => {
    const store = new DeckStore(new MemoryKv());
    await store.save(USER, stored('Fire Aggro'));
    expect(await store.get(OTHER, 'Fire Aggro')).toBeUndefined();
    expect(await store.list(OTHER)).toEqual([]);
  });

  it('replaces a deck saved under the same name in another case or spacing', async () => {
    const store = new DeckStore(new MemoryKv());
    await store.save(USER, stored('Fire Aggro'));
    expect(await store.save(USER, stored('  fire   AGGRO '))).toEqual({ replaced: true });
    const list = await store.list(USER);
    expect(list.map((deck) => deck.name)).toEqual(['fire AGGRO']);
  });

  it('lists decks by name and deletes them', async () => {
    const kv = new MemoryKv();
    const store = new DeckStore(kv);
    await store.save(USER, stored('Water'));
    await store.save(USER, stored('Fire'));
    expect((await store.list(USER)).map((deck) => deck.name)).toEqual(['Fire', 'Water']);
    expect(await store.delete(USER, 'FIRE')).toBe(true);
    expect(await store.delete(USER, 'Fire')).toBe(false);
    expect((await store.list(USER)).map((deck) => deck.name)).toEqual(['Water']);
    expect(kv.data.has(`deck:${USER}:fire`)).toBe(false);
  });

  it('validates deck names and user ids', async () => {
    const store = new DeckStore(new MemoryKv());
    expect(DeckName.safeParse('').success).toBe(false);
    expect(DeckName.safeParse('   ').success).toBe(false);
    expect(DeckName.safeParse('x'.repeat(50)).success).toBe(true);
    expect(DeckName.safeParse('x'.repeat(51)).success).toBe(false);
    expect(DeckName.safeParse('bad\nname').data).toBe('bad name');
    expect(DeckName.safeParse('bad\u0000name').success).toBe(false);
    expect(DeckName.safeParse('zero\u200bwidth').success).toBe(false);
    await expect(store.save(USER, stored('x'.repeat(51)))).rejects.toThrow();
    await expect(store.save('not-a-user', stored('Fire'))).rejects.toThrow();
    await expect(store.list('deck:123')).rejects.toThrow();
  });

  it('ignores values in the store that are not decks', async () => {
    const kv = new MemoryKv();
    const store = new DeckStore(kv);
    await kv.set(`deck:${USER}:fire`, { name: 'Fire', main: 'lots' });
    await kv.set(`decks:${USER}`, 'garbage');
    expect(await store.get(USER, 'Fire')).toBeUndefined();
    expect(await store.list(USER)).toEqual([]);
  });

  it(`holds at most ${MAX_DECKS_PER_USER} decks per user`, async () => {
    const store = new DeckStore(new MemoryKv());
    for (let index = 0; index < MAX_DECKS_PER_USER; index += 1) await store.save(USER, stored(`Deck ${index}`));
    await expect(store.save(USER, stored('One too many'))).rejects.toThrow(/delete one/);
    expect(await store.save(USER, stored('Deck 3'))).toEqual({ replaced: true });
  });

  it('works over a real keyv instance', async () => {
    const store = new DeckStore(new Keyv());
    await store.save(USER, stored('Fire'));
    expect((await store.get(USER, 'fire'))?.name).toBe('Fire');
  });
});
