import { z } from 'zod';
import { League } from '../model.js';
import { parseKeyvText, serializeForKeyv, type KvBackend } from '../../store/backend.js';
import { KeyedLock } from '../../store/keyed-lock.js';

/**
 * What the bot keeps beside a league document: where it lives in Discord, the names players
 * go by (pictures cannot show mentions), and the games of hosted best-of-3 matches counted
 * so far. Saved in the same record as the league, so one compare-and-swap covers both.
 */
export const HostedGame = z.object({
  /** The hosted match id: the same game is never counted twice. */
  source: z.string().min(1).max(100),
  /** Winner's user id, or null for a drawn game. */
  winner: z.string().max(64).nullable(),
});
export type HostedGame = z.infer<typeof HostedGame>;

export const LeagueMeta = z.object({
  /** The channel the league was created in: ladder games hosted there (or in its threads) count. */
  channelId: z.string().max(64).nullable(),
  names: z.record(z.string(), z.string().max(100)),
  /** Best of 3: games counted so far, per league match id (Swiss) or per pair (ladder). */
  hosted: z.record(z.string(), z.array(HostedGame).max(5)),
});
export type LeagueMeta = z.infer<typeof LeagueMeta>;

const StoredLeague = z.object({ rev: z.number().int().min(0), league: League, meta: LeagueMeta });
export interface LeagueRecord {
  rev: number;
  league: League;
  meta: LeagueMeta;
}

export const GuildLeagueSettings = z.object({ organiserRoleId: z.string().regex(/^\d{1,25}$/).nullable() });
export type GuildLeagueSettings = z.infer<typeof GuildLeagueSettings>;

export type UpdateResult<T> =
  | { kind: 'missing' }
  | { kind: 'done'; record: LeagueRecord; value: T; saved: boolean };

export interface LeagueChange<T> {
  save?: { league: League; meta: LeagueMeta };
  value: T;
}

export class LeagueConcurrencyError extends Error {
  constructor(key: string) {
    super(`Gave up writing ${key}: other writers kept changing it`);
  }
}

/**
 * Leagues in the same keyv backend as matches. `update` serialises changes to one league in
 * this process (a promise chain per league) and saves with compare-and-swap on the stored
 * text, so a write by another process in between makes the callback run again on the fresh
 * league: two reports at once, or a double click, are applied one after the other and the
 * league operations see the second as a repeat. Callbacks must have no side effects.
 */
export class LeagueStore {
  private readonly lock = new KeyedLock();
  private readonly ns: string;
  private readonly maxRetries: number;

  constructor(
    readonly backend: KvBackend,
    options: { namespace?: string; maxRetries?: number } = {},
  ) {
    this.ns = options.namespace ?? 'archivist';
    this.maxRetries = options.maxRetries ?? 8;
  }

  private leagueKey(id: string): string {
    return `${this.ns}:league:${id}`;
  }
  private guildPrefix(guildId: string): string {
    return `${this.ns}:league-of:${guildId}:`;
  }
  private settingsKey(guildId: string): string {
    return `${this.ns}:league-settings:${guildId}`;
  }

  private decode(text: string): LeagueRecord {
    return StoredLeague.parse(parseKeyvText(text));
  }

  /** Saves a new league and indexes it under its guild; false when the id is taken. */
  async create(league: League, meta: LeagueMeta): Promise<boolean> {
    const record: LeagueRecord = { rev: 0, league: League.parse(league), meta: LeagueMeta.parse(meta) };
    const created = await this.backend.compareAndSwap(this.leagueKey(league.id), undefined, serializeForKeyv(record));
    if (created) await this.backend.keyv.set(`${this.guildPrefix(league.guildId)}${league.id}`, 1);
    return created;
  }

  async get(id: string): Promise<LeagueRecord | undefined> {
    const text = await this.backend.getRaw(this.leagueKey(id));
    return text === undefined ? undefined : this.decode(text);
  }

  /** Every league of a guild, oldest first. */
  async listGuild(guildId: string): Promise<LeagueRecord[]> {
    const prefix = this.guildPrefix(guildId);
    const ids = (await this.backend.keysWithPrefix(prefix)).map((k) => k.slice(prefix.length));
    const records = await Promise.all(ids.map((id) => this.get(id)));
    return records
      .filter((r): r is LeagueRecord => r !== undefined)
      .sort((a, b) => a.league.createdAt.localeCompare(b.league.createdAt) || a.league.id.localeCompare(b.league.id));
  }

  update<T>(id: string, fn: (record: LeagueRecord) => LeagueChange<T>): Promise<UpdateResult<T>> {
    const key = this.leagueKey(id);
    return this.lock.run(key, async () => {
      for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
        const text = await this.backend.getRaw(key);
        if (text === undefined) return { kind: 'missing' };
        const current = this.decode(text);
        const change = fn(current);
        if (!change.save) return { kind: 'done', record: current, value: change.value, saved: false };
        const next: LeagueRecord = {
          rev: current.rev + 1,
          league: League.parse(change.save.league),
          meta: LeagueMeta.parse(change.save.meta),
        };
        if (await this.backend.compareAndSwap(key, text, serializeForKeyv(next))) {
          return { kind: 'done', record: next, value: change.value, saved: true };
        }
      }
      throw new LeagueConcurrencyError(key);
    });
  }

  async getSettings(guildId: string): Promise<GuildLeagueSettings> {
    const parsed = GuildLeagueSettings.safeParse(await this.backend.keyv.get(this.settingsKey(guildId)));
    return parsed.success ? parsed.data : { organiserRoleId: null };
  }

  async setSettings(guildId: string, settings: GuildLeagueSettings): Promise<void> {
    await this.backend.keyv.set(this.settingsKey(guildId), GuildLeagueSettings.parse(settings));
  }
}
