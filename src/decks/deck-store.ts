import { z } from 'zod';
import { KeyedLock } from '../store/keyed-lock.js';
import { DECK_FORMATS } from './types.js';
import type { DeckFormatId, DeckSection, ResolvedDeck } from './types.js';

/** The part of keyv (or any key-value store) the deck store needs. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
  delete(key: string): Promise<unknown>;
  /**
   * Atomic read-modify-write of one key, safe across processes (the store backend's
   * compare-and-swap). Without it, DeckStore serialises its writers in this process only.
   */
  update?<T>(key: string, change: (current: unknown) => { next: unknown; value: T }): Promise<T>;
}

export const MAX_DECK_NAME_LENGTH = 50;
export const MAX_DECKS_PER_USER = 25;

export const DeckName = z
  .string()
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'A deck name needs at least one character.')
      .max(MAX_DECK_NAME_LENGTH, `A deck name has at most ${MAX_DECK_NAME_LENGTH} characters.`)
      .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'A deck name cannot hold control characters.'),
  );

/** Discord user ids are snowflakes. */
export const UserId = z.string().regex(/^\d{1,20}$/, 'not a Discord user id');

/** Case- and spacing-insensitive: "My Deck" and "my  deck" are one deck. */
export function deckKeyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const StoredCard = z.object({
  uuid: z.string(),
  slug: z.string(),
  name: z.string(),
  quantity: z.number().int().min(1),
});

export const StoredDeckSchema = z.object({
  name: z.string(),
  savedAt: z.string(),
  sourceFormat: z.enum(DECK_FORMATS),
  material: z.array(StoredCard),
  main: z.array(StoredCard),
  sideboard: z.array(StoredCard),
  standardLegal: z.boolean(),
});
export type StoredDeck = z.infer<typeof StoredDeckSchema>;

const DeckSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  savedAt: z.string(),
  material: z.number(),
  main: z.number(),
  sideboard: z.number(),
  standardLegal: z.boolean(),
});
export type DeckSummary = z.infer<typeof DeckSummarySchema>;

const DeckIndexSchema = z.array(DeckSummarySchema);

export class DeckStoreError extends Error {
  override readonly name = 'DeckStoreError';
}

export function toStoredDeck(
  name: string,
  deck: ResolvedDeck,
  sourceFormat: DeckFormatId,
  standardLegal: boolean,
  now: Date = new Date(),
): StoredDeck {
  const section = (key: DeckSection) =>
    deck[key].map(({ card, quantity }) => ({ uuid: card.uuid, slug: card.slug, name: card.name, quantity }));
  return {
    name,
    savedAt: now.toISOString(),
    sourceFormat,
    material: section('material'),
    main: section('main'),
    sideboard: section('sideboard'),
    standardLegal,
  };
}

function count(deck: StoredDeck, section: DeckSection): number {
  return deck[section].reduce((sum, card) => sum + card.quantity, 0);
}

/**
 * Saved decks per Discord user: `deck:<userId>:<name key>` holds a deck and
 * `decks:<userId>` the list of that user's decks. Everything read back is validated.
 */
export class DeckStore {
  private readonly userLock = new KeyedLock();

  constructor(private readonly kv: KeyValueStore) {}

  private deckKey(userId: string, name: string): string {
    return `deck:${UserId.parse(userId)}:${deckKeyName(name)}`;
  }

  private indexKey(userId: string): string {
    return `decks:${UserId.parse(userId)}`;
  }

  async list(userId: string): Promise<DeckSummary[]> {
    const parsed = DeckIndexSchema.safeParse(await this.kv.get(this.indexKey(userId)));
    return parsed.success ? parsed.data : [];
  }

  async get(userId: string, name: string): Promise<StoredDeck | undefined> {
    const parsed = StoredDeckSchema.safeParse(await this.kv.get(this.deckKey(userId, name)));
    return parsed.success ? parsed.data : undefined;
  }

  /**
   * Read-modify-write of a user's deck list. Two imports at once must not drop either entry:
   * a per-user lock orders writers in this process, and the backend's compare-and-swap (when
   * the store has one) catches writers in other processes.
   */
  private async updateIndex<T>(userId: string, change: (index: DeckSummary[]) => { next: DeckSummary[]; value: T }): Promise<T> {
    const key = this.indexKey(userId);
    const parse = (raw: unknown) => {
      const parsed = DeckIndexSchema.safeParse(raw);
      return parsed.success ? parsed.data : [];
    };
    if (this.kv.update) return this.kv.update(key, (raw) => change(parse(raw)));
    const { next, value } = change(parse(await this.kv.get(key)));
    await this.kv.set(key, next);
    return value;
  }

  /** Saves or replaces a deck; says whether one of that name was replaced. */
  async save(userId: string, deck: StoredDeck): Promise<{ replaced: boolean }> {
    const name = DeckName.parse(deck.name);
    const stored = StoredDeckSchema.parse({ ...deck, name });
    const key = this.deckKey(userId, name);
    const keyName = deckKeyName(name);
    const summary: DeckSummary = {
      key: keyName,
      name,
      savedAt: stored.savedAt,
      material: count(stored, 'material'),
      main: count(stored, 'main'),
      sideboard: count(stored, 'sideboard'),
      standardLegal: stored.standardLegal,
    };
    return this.userLock.run(UserId.parse(userId), async () => {
      const replaced = await this.updateIndex(userId, (index) => {
        const exists = index.some((entry) => entry.key === keyName);
        if (!exists && index.length >= MAX_DECKS_PER_USER) {
          throw new DeckStoreError(`You already have ${MAX_DECKS_PER_USER} decks; delete one first.`);
        }
        const others = index.filter((entry) => entry.key !== keyName);
        return { next: [...others, summary].sort((a, b) => a.name.localeCompare(b.name)), value: exists };
      });
      await this.kv.set(key, stored);
      return { replaced };
    });
  }

  async delete(userId: string, name: string): Promise<boolean> {
    const keyName = deckKeyName(name);
    return this.userLock.run(UserId.parse(userId), async () => {
      const listed = await this.updateIndex(userId, (index) => ({
        next: index.filter((entry) => entry.key !== keyName),
        value: index.some((entry) => entry.key === keyName),
      }));
      const existed = listed || (await this.get(userId, name)) !== undefined;
      await this.kv.delete(this.deckKey(userId, name));
      return existed;
    });
  }
}
