import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackend, type KvBackend } from '../../src/store/backend.js';
import { LeagueStore, type LeagueMeta } from '../../src/league/service/league-store.js';
import { recordHosted } from '../../src/league/service/league-service.js';
import { createLeague, join, reportResult, startRound, type League } from '../../src/league/index.js';
import { tempSqliteUrl } from '../bot/harness.js';

const ORG = { userId: 'org', isOrganiser: true };
const at = (min: number) => new Date(Date.UTC(2025, 0, 1) + min * 60_000).toISOString();
const EMPTY_META: LeagueMeta = { channelId: 'c1', names: {}, hosted: {} };

function swiss(players: string[], matchLength: 1 | 3 = 1): League {
  const created = createLeague({ id: 'L1', guildId: 'g1', name: 'Cup', kind: { type: 'swiss', rounds: 3, topCut: 0 }, matchLength, seed: 1 }, ORG, at(0));
  if (!created.ok) throw new Error(created.error.message);
  let league = created.league;
  for (const p of players) {
    const joined = join(league, { userId: p, isOrganiser: false }, at(1));
    if (!joined.ok) throw new Error(joined.error.message);
    league = joined.league;
  }
  return league;
}

describe('LeagueStore across two processes on one SQLite file', () => {
  const db = tempSqliteUrl();
  let backends: KvBackend[];
  let stores: LeagueStore[];

  beforeAll(async () => {
    backends = [await openBackend(db.url), await openBackend(db.url)];
    stores = backends.map((b) => new LeagueStore(b, { namespace: 'x', maxRetries: 50 }));
  });
  afterAll(async () => {
    for (const b of backends) await b.close();
    db.cleanup();
  });

  it('loses no update when both write the same league at once', async () => {
    const base = swiss([]);
    expect(await stores[0]!.create(base, EMPTY_META)).toBe(true);
    expect(await stores[1]!.create(base, EMPTY_META)).toBe(false);
    const players = Array.from({ length: 20 }, (_, i) => `p${i}`);
    await Promise.all(
      players.map((p, i) =>
        stores[i % 2]!.update('L1', (record) => {
          const joined = join(record.league, { userId: p, isOrganiser: false }, at(2));
          return joined.ok ? { save: { league: joined.league, meta: record.meta }, value: null } : { value: null };
        }),
      ),
    );
    const stored = (await stores[1]!.get('L1'))!;
    expect(stored.league.players.map((p) => p.userId).sort()).toEqual([...players].sort());
    expect(stored.rev).toBe(20);
    expect((await stores[0]!.listGuild('g1')).map((r) => r.league.id)).toEqual(['L1']);
  });

  it('refuses to load a league that does not validate', async () => {
    await backends[0]!.keyv.set('x:league:bad', { rev: 0, league: { id: 'bad' }, meta: EMPTY_META });
    await expect(stores[0]!.get('bad')).rejects.toThrow();
  });
});

describe('recordHosted (a /play match ending inside a league)', () => {
  const paired = (matchLength: 1 | 3 = 3) => {
    const started = startRound(swiss(['a', 'b', 'c', 'd'], matchLength), ORG, at(5));
    if (!started.ok) throw new Error(started.error.message);
    return { league: started.league, match: started.matches[0]! };
  };

  it('counts best-of-3 games until a player has two, a drawn game included', () => {
    const { league, match } = paired();
    const [x, y] = match.players as [string, string];
    let l = league;
    let meta = EMPTY_META;
    const game = (source: string, winner: string | null) => {
      const out = recordHosted(l, meta, { a: y, b: x, winner, source, now: at(10) });
      if (!out.result.ok) throw new Error(out.result.error.message);
      l = out.result.league;
      meta = out.meta;
      return out.result;
    };
    expect(game('play:1', x).note).toContain('game 1 counted');
    expect(game('play:2', null).note).toContain('game 2 counted');
    expect(game('play:2', null).changed).toBe(false);
    expect(game('play:3', x).note).toContain('result recorded');
    const settled = l.matches.find((m) => m.id === match.id)!;
    expect(settled).toMatchObject({ status: 'confirmed', result: { wins: [2, 0], draws: 1 }, source: 'play:3' });
    expect(meta.hosted).toEqual({});
    expect(game('play:3', x).changed).toBe(false);
  });

  it('ignores players who are not paired together, and matches already confirmed', () => {
    const { league, match } = paired(1);
    const [x] = match.players as [string, string];
    const other = league.matches[1]!.players[0];
    expect(recordHosted(league, EMPTY_META, { a: x, b: other, winner: x, source: 'play:9', now: at(10) }).result).toMatchObject({ ok: true, changed: false });
    const reported = reportResult(league, { userId: x, isOrganiser: false }, match.id, { myWins: 1, opponentWins: 0 }, at(11));
    if (!reported.ok) throw new Error('report');
    // A pending report does not stop the hosted result from settling the match...
    const hosted = recordHosted(reported.league, EMPTY_META, { a: match.players[0], b: match.players[1]!, winner: x, source: 'play:10', now: at(12) });
    if (!hosted.result.ok) throw new Error(hosted.result.error.message);
    expect(hosted.result.league.matches.find((m) => m.id === match.id)).toMatchObject({ status: 'confirmed', report: null });
    // ...and once confirmed, another hosted game between them changes nothing.
    expect(recordHosted(hosted.result.league, hosted.meta, { a: x, b: match.players[1]!, winner: x, source: 'play:11', now: at(13) }).result).toMatchObject({ changed: false });
  });
});
