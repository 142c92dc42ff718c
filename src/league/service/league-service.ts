import { randomBytes, randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { StoredDeck } from '../../decks/deck-store.js';
import type { MatchRecord } from '../../store/records.js';
import {
  currentMatchOf,
  findPlayer,
  recordLadderMatch,
  setResult,
  type Actor,
  type DeckSnapshot,
  type GameResult,
  type League,
  type LeagueError,
  type OpResult,
} from '../index.js';
import { isActive } from '../queries.js';
import { LeagueMeta, type HostedGame, type LeagueRecord, type LeagueStore } from './league-store.js';

/** The part of src/decks/deck-store.ts a league needs. */
export interface SavedDeckLookup {
  get(userId: string, name: string): Promise<StoredDeck | undefined>;
}

/** How the service posts in a channel or thread (the bot's DiscordIO fits). */
export interface LeagueMessenger {
  send(channelId: string, message: { content?: string; mentionUsers?: string[] }): Promise<string>;
}

export interface LeagueServiceDeps {
  store: LeagueStore;
  decks: SavedDeckLookup;
  clock: { now(): number };
  logger: Logger;
  messenger?: LeagueMessenger;
}

/** A hosted game the league has just counted toward a match (listeners run after it is saved and announced). */
export interface HostedGameCounted {
  leagueId: string;
  leagueName: string;
  matchLength: 1 | 3;
  /** The league match id (Swiss) or the pair key (ladder) the games are counted under. */
  slot: string;
  players: [string, string];
  /** Every game counted toward this match so far, this one last. */
  games: HostedGame[];
  /** True once the match has its result (no more games). */
  decided: boolean;
  /** The hosted match that ended. */
  match: MatchRecord;
}

/** The bot acts as an organiser when it records a hosted match; this is its name in the audit log. */
export const BOT_ACTOR: Actor = { userId: 'archivist-bot', isOrganiser: true };

export type RunOutcome<E extends object> =
  | { kind: 'missing' }
  | { kind: 'failed'; message: string; code: string; error: LeagueError; record: LeagueRecord }
  | { kind: 'ok'; result: Extract<OpResult<E>, { ok: true }>; record: LeagueRecord };

export type Resolved = { ok: true; record: LeagueRecord } | { ok: false; message: string };

const HOSTED_PREFIX = 'play:';

export function newLeagueId(): string {
  return `L${randomBytes(4).toString('hex')}`;
}

export function newLeagueSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/** A saved deck as the league keeps it when decklists are locked. */
export function deckSnapshot(deck: StoredDeck): DeckSnapshot {
  const entries = (['material', 'main', 'sideboard'] as const).flatMap((section) =>
    deck[section].map((c) => ({ section, slug: c.slug, count: Math.min(60, c.quantity) })),
  );
  return { name: deck.name.slice(0, 100), entries: entries.slice(0, 200) };
}

/**
 * Leagues for the bot: every change goes through `run` (league lock, compare-and-swap), and
 * hosted matches that end report themselves through `onHostedMatchEnd`.
 */
export class LeagueService {
  /** Called, in order, after each hosted game is counted and announced (e.g. the bot runs the next game of a series). */
  readonly hostedGameListeners: Array<(event: HostedGameCounted) => Promise<void>> = [];

  constructor(readonly d: LeagueServiceDeps) {}

  get store(): LeagueStore {
    return this.d.store;
  }

  nowIso(): string {
    return new Date(this.d.clock.now()).toISOString();
  }

  /**
   * The league a command names (by name, case-insensitive, or id), else the only league of
   * the guild that is not closed.
   */
  async resolve(guildId: string, nameOrId: string | null): Promise<Resolved> {
    const all = await this.d.store.listGuild(guildId);
    if (nameOrId !== null) {
      const wanted = nameOrId.trim().toLowerCase();
      const byId = all.find((r) => r.league.id.toLowerCase() === wanted);
      const byName = all.filter((r) => r.league.name.toLowerCase() === wanted);
      const open = byName.filter((r) => r.league.status !== 'closed');
      const found = byId ?? open.at(-1) ?? byName.at(-1);
      return found ? { ok: true, record: found } : { ok: false, message: `There is no league called “${nameOrId.slice(0, 100)}” in this server.` };
    }
    const open = all.filter((r) => r.league.status !== 'closed');
    if (open.length === 1) return { ok: true, record: open[0] as LeagueRecord };
    if (open.length === 0) return { ok: false, message: 'This server has no running league. An organiser can start one with `/league create`.' };
    return { ok: false, message: `Several leagues are running here (${open.map((r) => r.league.name).join(', ')}): name one with the \`league\` option.` };
  }

  async create(league: League, meta: LeagueMeta): Promise<boolean> {
    return this.d.store.create(league, meta);
  }

  /**
   * Runs one league operation under the league's lock and saves what it changed. `names`
   * (user id to display name) are remembered for pictures and exports.
   */
  async run<E extends object>(
    leagueId: string,
    names: Record<string, string>,
    op: (league: League, meta: LeagueMeta) => OpResult<E> | { result: OpResult<E>; meta: LeagueMeta },
  ): Promise<RunOutcome<E>> {
    const out = await this.d.store.update<OpResult<E>>(leagueId, (record) => {
      const produced = op(record.league, record.meta);
      const result = 'result' in produced ? produced.result : produced;
      const metaIn = 'result' in produced ? produced.meta : record.meta;
      const meta = withNames(metaIn, names);
      const metaChanged = JSON.stringify(meta) !== JSON.stringify(record.meta);
      if (!result.ok) return { value: result };
      if (!result.changed && !metaChanged) return { value: result };
      return { save: { league: result.league, meta }, value: result };
    });
    if (out.kind === 'missing') return { kind: 'missing' };
    const result = out.value;
    if (!result.ok) return { kind: 'failed', message: result.error.message, code: result.error.code, error: result.error, record: out.record };
    return { kind: 'ok', result: result as Extract<OpResult<E>, { ok: true }>, record: out.record };
  }

  // ---------- hosted matches ----------

  /**
   * A /play match ended. It counts for a Swiss league where the two players are paired in
   * the open round, and for a ladder they both play in when it was hosted in the league's
   * channel. Best of 3: each hosted game counts toward the match, which is recorded once a
   * player has won two. Replays of the same end (a retry, a second process) count once.
   */
  async onHostedMatchEnd(match: MatchRecord): Promise<void> {
    const outcome = match.state.result;
    const guildId = match.meta.guildId;
    if (!outcome || !guildId || match.meta.players.length !== 2) return;
    if (match.meta.practice) return; // practice against the bot never counts
    const [a, b] = match.meta.players.map((p) => p.id) as [string, string];
    const winner = outcome.kind === 'win' ? outcome.winner : null;
    const source = `${HOSTED_PREFIX}${match.id}`;
    const names = Object.fromEntries(match.meta.players.map((p) => [p.id, p.name]));
    const now = this.nowIso();
    const leagues = (await this.d.store.listGuild(guildId)).filter((r) => r.league.status === 'running');
    for (const { league, meta } of leagues) {
      if (!findPlayer(league, a) || !findPlayer(league, b)) continue;
      if (league.kind.type === 'ladder' && meta.channelId !== match.meta.channelId) continue;
      const nextGame = this.hostedGameListeners.length > 0 ? 'the bot starts the next game when both players are ready' : undefined;
      const out = await this.run<{ note: string; counted?: HostedCount }>(league.id, names, (current, currentMeta) =>
        recordHosted(current, currentMeta, { a, b, winner, source, now, ...(nextGame ? { nextGame } : {}) }),
      );
      if (out.kind !== 'ok' || !out.result.changed) {
        if (out.kind === 'failed') this.d.logger.info({ league: league.id, match: match.id, code: out.code }, 'hosted match not recorded');
        continue;
      }
      this.d.logger.info({ league: league.id, match: match.id }, 'hosted match recorded');
      const where = match.meta.threadId ?? match.meta.channelId;
      await this.d.messenger
        ?.send(where, { content: `🏆 **${league.name}**: ${out.result.note}` })
        .catch((error: unknown) => this.d.logger.warn({ err: error }, 'could not announce a league result'));
      const counted = out.result.counted;
      if (!counted) continue;
      const event: HostedGameCounted = { leagueId: league.id, leagueName: league.name, matchLength: league.matchLength, ...counted, match };
      for (const listener of this.hostedGameListeners) {
        await listener(event).catch((error: unknown) => this.d.logger.error({ err: error, league: league.id }, 'hosted game listener failed'));
      }
    }
  }
}

function withNames(meta: LeagueMeta, names: Record<string, string>): LeagueMeta {
  const changed = Object.entries(names).filter(([id, name]) => meta.names[id] !== name.slice(0, 100));
  if (changed.length === 0) return meta;
  return { ...meta, names: { ...meta.names, ...Object.fromEntries(changed.map(([id, n]) => [id, n.slice(0, 100)])) } };
}

interface HostedEnd {
  a: string;
  b: string;
  winner: string | null;
  source: string;
  now: string;
  /** How the note tells players to play the next game of an undecided match. */
  nextGame?: string;
}

/** What recordHosted counted: the match's slot, its players (league order) and its games so far. */
export interface HostedCount {
  slot: string;
  players: [string, string];
  games: HostedGame[];
  decided: boolean;
}

const mention = (id: string) => `<@${id}>`;

/** Games won by each of `players` (and drawn) among the hosted games counted. */
function tally(games: readonly HostedGame[], players: readonly [string, string]): GameResult {
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (const g of games) {
    if (g.winner === null) draws += 1;
    else if (g.winner === players[0]) wins[0] += 1;
    else if (g.winner === players[1]) wins[1] += 1;
  }
  return { wins, draws };
}

const decided = (league: League, r: GameResult): boolean => {
  const need = Math.ceil(league.matchLength / 2);
  return r.wins[0] >= need || r.wins[1] >= need || r.wins[0] + r.wins[1] + r.draws >= league.matchLength;
};

const score = (r: GameResult) => `${r.wins[0]}-${r.wins[1]}${r.draws ? `-${r.draws}` : ''}`;

/** The pure part of recording a hosted game: the next league and meta, and what to announce. */
export function recordHosted(
  league: League,
  meta: LeagueMeta,
  end: HostedEnd,
): { result: OpResult<{ note: string; counted?: HostedCount }>; meta: LeagueMeta } {
  const unchanged = { result: { ok: true as const, league, changed: false, note: '' }, meta };
  if (league.matches.some((m) => m.source === end.source)) return unchanged;
  if (Object.values(meta.hosted).some((games) => games.some((g) => g.source === end.source))) return unchanged;

  let players: [string, string];
  let slot: string;
  let matchId: string | null = null;
  if (league.kind.type === 'swiss') {
    const match = currentMatchOf(league, end.a);
    if (!match || !match.players.includes(end.b) || match.status === 'confirmed' || match.status === 'void') return unchanged;
    players = [match.players[0], match.players[1] as string];
    slot = match.id;
    matchId = match.id;
  } else {
    const active = (id: string) => {
      const p = findPlayer(league, id);
      return p !== undefined && isActive(p);
    };
    if (!active(end.a) || !active(end.b)) return unchanged;
    players = [end.a, end.b].sort() as [string, string];
    slot = `pair:${players[0]}:${players[1]}`;
  }
  const games = [...(meta.hosted[slot] ?? []), { source: end.source, winner: end.winner }];
  const result = tally(games, players);
  if (!decided(league, result)) {
    const next = { ...meta, hosted: { ...meta.hosted, [slot]: games } };
    const how = end.nextGame ?? 'play the next game with `/play challenge`';
    const note = `game ${games.length} counted for ${mention(players[0])} vs ${mention(players[1])} (${score(result)}); ${how}.`;
    const counted: HostedCount = { slot, players, games, decided: false };
    return { result: { ok: true, league, changed: true, note, counted }, meta: next };
  }
  const hosted = { ...meta.hosted };
  delete hosted[slot];
  const nextMeta = { ...meta, hosted };
  const recorded =
    matchId !== null
      ? setResult(league, BOT_ACTOR, matchId, result, end.now, `hosted: ${games.map((g) => g.source).join(', ')}`)
      : recordLadderMatch(league, BOT_ACTOR, end.now, { players, result, source: end.source });
  if (!recorded.ok) return { result: recorded, meta };
  const id = matchId ?? ('matchId' in recorded ? (recorded.matchId as string) : null);
  // Mark the Swiss match with the hosted match that settled it, so a replay is recognised.
  const withSource: League =
    matchId !== null
      ? { ...recorded.league, matches: recorded.league.matches.map((m) => (m.id === id ? { ...m, source: end.source } : m)) }
      : recorded.league;
  const note = `result recorded: ${mention(players[0])} ${score(result)} ${mention(players[1])} (match ${id}).`;
  const counted: HostedCount = { slot, players, games, decided: true };
  return { result: { ok: true, league: withSource, changed: true, note, counted }, meta: nextMeta };
}
