import { createHash } from 'node:crypto';
import { z } from 'zod';
import { parseKeyvText, serializeForKeyv, type KvBackend } from '../store/backend.js';
import { KeyedLock } from '../store/keyed-lock.js';
import { ConcurrentUpdateError } from '../store/match-store.js';

const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);
const Deck = z.object({
  material: z.array(Slug).max(100),
  main: z.array(Slug).max(1000),
  sideboard: z.array(Slug).max(100),
});

const SeriesPlayer = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  deckName: z.string().min(1).max(100),
  deck: Deck,
});

/**
 * A best-of-3 league match the bot runs: the decks as sideboarded so far, who is ready for
 * the next game, and the games it started. `waiting`: between games; `starting`: both were
 * ready and the game is being set up; `playing`: a game is on; `done`: the match is decided.
 */
export const SeriesRecordSchema = z.object({
  id: z.string().min(1).max(40),
  rev: z.number().int().min(0),
  leagueId: z.string().min(1).max(64),
  leagueName: z.string().max(100),
  slot: z.string().min(1).max(200),
  guildId: z.string().max(64).nullable(),
  channelId: z.string().min(1).max(64),
  /** Where the last game was played: prompts and announcements go there. */
  threadId: z.string().min(1).max(64),
  players: z.tuple([SeriesPlayer, SeriesPlayer]),
  /** Games the league has counted toward the match; the next game is this plus one. */
  gamesCounted: z.number().int().min(0).max(10),
  /** Games won so far, per player id (draws are in gamesCounted only). */
  wins: z.record(z.string(), z.number().int().min(0).max(10)),
  status: z.enum(['waiting', 'starting', 'playing', 'done']),
  ready: z.record(z.string(), z.boolean()),
  /** The loser of the last game goes first; null after a draw (random). */
  firstPlayer: z.string().max(64).nullable(),
  matchIds: z.array(z.string().max(40)).max(10),
  updatedAt: z.number(),
});
export type SeriesRecord = z.infer<typeof SeriesRecordSchema>;

/** One series per league match: its id is derived from the league and the match's slot. */
export function seriesIdOf(leagueId: string, slot: string): string {
  return createHash('sha256').update(`${leagueId}\u0000${slot}`).digest('base64url').slice(0, 12);
}

/**
 * Series in the same keyv backend as matches and leagues. `update` serialises changes to one
 * series in this process and saves with compare-and-swap on the stored text, so a change made
 * by another process in between makes the callback run again on the fresh record (two Ready
 * clicks at once start one game). Callbacks must have no side effects.
 */
export class SeriesStore {
  private readonly lock = new KeyedLock();

  constructor(
    readonly backend: KvBackend,
    private readonly ns: string,
    private readonly maxRetries = 8,
  ) {}

  private key(id: string): string {
    return `${this.ns}:series:${id}`;
  }

  async get(id: string): Promise<SeriesRecord | undefined> {
    const text = await this.backend.getRaw(this.key(id));
    return text === undefined ? undefined : SeriesRecordSchema.parse(parseKeyvText(text));
  }

  /** Saves a new series; false when one with that id exists. */
  async create(record: SeriesRecord): Promise<boolean> {
    return this.backend.compareAndSwap(this.key(record.id), undefined, serializeForKeyv(SeriesRecordSchema.parse(record)));
  }

  update<T>(
    id: string,
    fn: (record: SeriesRecord) => { save?: SeriesRecord; value: T },
  ): Promise<{ kind: 'missing' } | { kind: 'done'; record: SeriesRecord; value: T; saved: boolean }> {
    const key = this.key(id);
    return this.lock.run(key, async () => {
      for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
        const text = await this.backend.getRaw(key);
        if (text === undefined) return { kind: 'missing' as const };
        const current = SeriesRecordSchema.parse(parseKeyvText(text));
        const change = fn(current);
        if (!change.save) return { kind: 'done' as const, record: current, value: change.value, saved: false };
        const next = SeriesRecordSchema.parse({ ...change.save, id, rev: current.rev + 1 });
        if (await this.backend.compareAndSwap(key, text, serializeForKeyv(next))) {
          return { kind: 'done' as const, record: next, value: change.value, saved: true };
        }
      }
      throw new ConcurrentUpdateError(key);
    });
  }
}
