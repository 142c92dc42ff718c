import type { Logger } from 'pino';
import type { CardCatalog } from '../cards/catalog.js';
import { isMaterialCard as isMaterialIndexCard } from '../cards/catalog.js';
import type { CardDef } from '../engine/types.js';
import type { HostedGameCounted, LeagueService } from '../league/service/league-service.js';
import type { KvBackend } from '../store/backend.js';
import type { MatchRecord } from '../store/records.js';
import type { DeckResolver } from './challenge-service.js';
import type { OutgoingMessage } from './discord-io.js';
import { gameDefs } from './game-defs.js';
import type { MatchSeat } from './match-service.js';
import type { Clock } from './ports.js';
import { deckProblems, isMaterialDef, swapCards, type SeriesDeck } from './series-deck.js';
import { SeriesStore, seriesIdOf, type SeriesRecord } from './series-store.js';
import { seriesPromptRows, seriesPromptText } from './series-presenters.js';

export interface SeriesServiceDeps {
  store: SeriesStore;
  matches: { start(options: { guildId: string | null; channelId: string; seats: [MatchSeat, MatchSeat]; firstPlayer?: string }): Promise<MatchRecord> };
  io: { send(channelId: string, message: OutgoingMessage): Promise<string> };
  resolveDeck: DeckResolver;
  /** The card definitions games get without the catalog (the house decks' cards). */
  defs: readonly CardDef[];
  catalog: CardCatalog | null;
  clock: Clock;
  logger: Logger;
}

/** Why a click on a series component does nothing. */
export type SeriesRefusal = 'missing' | 'stranger' | 'over' | 'stale' | 'started' | 'locked';

export const SERIES_REFUSALS: Record<SeriesRefusal, string> = {
  missing: 'This belongs to a match I no longer know about.',
  stranger: 'Only the two players of this match can do that.',
  over: 'This match is decided; no more games are played in it.',
  stale: 'That button is for an earlier game of this match.',
  started: 'The next game has already started.',
  locked: 'You are ready, so your deck is locked for the next game.',
};

type Refused = { kind: SeriesRefusal };
export type PanelOutcome = Refused | { kind: 'ok'; record: SeriesRecord; player: SeriesRecord['players'][number] };
export type SwapOutcome =
  | Refused
  | { kind: 'swapped' | 'illegal' | 'gone'; record: SeriesRecord; player: SeriesRecord['players'][number]; out: string; incoming: string; problems: string[] };
export type ReadyOutcome = Refused | { kind: 'ready' | 'already' | 'start'; record: SeriesRecord };

const nextGameOf = (record: SeriesRecord) => record.gamesCounted + 1;

/** Checks a click against the series: a player's, for the game being prepared, before it started. */
function gate(record: SeriesRecord, game: number, userId: string): SeriesRefusal | null {
  if (!record.players.some((p) => p.id === userId)) return 'stranger';
  if (record.status === 'done') return 'over';
  if (game !== nextGameOf(record)) return 'stale';
  if (record.status !== 'waiting') return 'started';
  return null;
}

/**
 * Runs the games of best-of-3 league matches played with /play: after each game the league
 * counted (and while the match is undecided) it offers sideboarding and a Ready button in the
 * game's thread, and starts the next game itself once both players are ready, the loser of the
 * previous game going first. Everything it knows is in the store, so a restart loses nothing.
 */
export class SeriesService {
  constructor(private readonly d: SeriesServiceDeps) {}

  get(id: string): Promise<SeriesRecord | undefined> {
    return this.d.store.get(id);
  }

  cardName(slug: string): string {
    return this.d.catalog?.bySlug(slug)?.name ?? this.d.defs.find((def) => def.slug === slug)?.name ?? slug;
  }

  isMaterialCard(slug: string): boolean {
    const card = this.d.catalog?.bySlug(slug);
    if (card) return isMaterialIndexCard(card);
    const def = this.d.defs.find((d) => d.slug === slug);
    return def ? isMaterialDef(def) : false;
  }

  private defsFor(deck: SeriesDeck): Record<string, CardDef> {
    const slugs = [...deck.material, ...deck.main, ...deck.sideboard];
    const list = this.d.catalog ? gameDefs(this.d.defs, this.d.catalog, slugs) : this.d.defs;
    return Object.fromEntries(list.map((def) => [def.slug, def]));
  }

  problems(deck: SeriesDeck): string[] {
    return deckProblems(deck, this.defsFor(deck), this.d.catalog);
  }

  /** A league counted a hosted game: set the series up (first game) and offer the next game while it is undecided. */
  async onGameCounted(event: HostedGameCounted): Promise<void> {
    const { match } = event;
    if (event.matchLength !== 3 || match.meta.players.length !== 2) return;
    const id = seriesIdOf(event.leagueId, event.slot);
    const where = match.meta.threadId ?? match.meta.channelId;
    const log = this.d.logger.child({ series: id, league: event.leagueId });
    if (!(await this.d.store.get(id))) {
      if (event.decided) return;
      const created = await this.create(id, event, where);
      if (typeof created === 'string') {
        log.warn({ reason: created }, 'cannot run the next game of a series');
        await this.d.io.send(where, { content: `I cannot start the next game myself (${created}); play it with \`/play challenge\`.` });
        return;
      }
    }
    const last = event.games.at(-1);
    const winner = last?.winner ?? null;
    const now = this.d.clock.now();
    const out = await this.d.store.update(id, (record) => {
      if (record.status === 'done' || event.games.length <= record.gamesCounted) return { value: false };
      const wins: Record<string, number> = {};
      for (const p of record.players) wins[p.id] = event.games.filter((g) => g.winner === p.id).length;
      const loser = winner === null ? null : (record.players.find((p) => p.id !== winner)?.id ?? null);
      const save: SeriesRecord = {
        ...record,
        gamesCounted: event.games.length,
        wins,
        ready: {},
        status: event.decided ? 'done' : 'waiting',
        firstPlayer: loser,
        threadId: where,
        channelId: match.meta.channelId,
        updatedAt: now,
      };
      return { save, value: true };
    });
    if (out.kind !== 'done' || !out.value) return;
    log.info({ games: out.record.gamesCounted, status: out.record.status }, 'series updated');
    if (out.record.status !== 'waiting') return;
    await this.d.io.send(where, {
      content: seriesPromptText(out.record),
      components: seriesPromptRows(out.record),
      mentionUsers: out.record.players.map((p) => p.id),
    });
  }

  /** The first game ended: the series starts with the decks the players brought (sideboards from saved decks). */
  private async create(id: string, event: HostedGameCounted, where: string): Promise<SeriesRecord | string> {
    const { match } = event;
    const seats = await Promise.all(
      match.meta.players.map(async (p) => {
        const choice = await this.d.resolveDeck(p.id, p.deck, p.deck);
        if ('error' in choice) return `${p.name}'s deck: ${choice.error}`;
        const deck: SeriesDeck = { material: choice.deck.material, main: choice.deck.main, sideboard: choice.deck.sideboard ?? [] };
        return { id: p.id, name: p.name.slice(0, 100), deckName: choice.name.slice(0, 100), deck };
      }),
    );
    const failed = seats.find((s): s is string => typeof s === 'string');
    if (failed !== undefined) return failed;
    const players = seats as SeriesRecord['players'];
    const record: SeriesRecord = {
      id,
      rev: 0,
      leagueId: event.leagueId,
      leagueName: event.leagueName.slice(0, 100),
      slot: event.slot,
      guildId: match.meta.guildId,
      channelId: match.meta.channelId,
      threadId: where,
      players,
      gamesCounted: 0,
      wins: {},
      status: 'waiting',
      ready: {},
      firstPlayer: null,
      matchIds: [match.id],
      updatedAt: this.d.clock.now(),
    };
    await this.d.store.create(record);
    return record;
  }

  /** What the Sideboard button shows a player: their deck for the next game. */
  async panel(id: string, game: number, userId: string): Promise<PanelOutcome> {
    const record = await this.d.store.get(id);
    if (!record) return { kind: 'missing' };
    const refused = gate(record, game, userId);
    if (refused) return { kind: refused };
    if (record.ready[userId]) return { kind: 'locked' };
    return { kind: 'ok', record, player: record.players.find((p) => p.id === userId)! };
  }

  /** Swaps one card of a player's deck for one of their sideboard, when the deck stays legal. */
  async swap(id: string, game: number, userId: string, out: string, incoming: string): Promise<SwapOutcome> {
    const now = this.d.clock.now();
    const result = await this.d.store.update<SwapOutcome>(id, (record) => {
      const refused = gate(record, game, userId) ?? (record.ready[userId] ? 'locked' : null);
      if (refused) return { value: { kind: refused } };
      const index = record.players.findIndex((p) => p.id === userId);
      const player = record.players[index]!;
      const swapped = swapCards(player.deck, out, incoming);
      if (!swapped.ok) return { value: { kind: 'gone', record, player, out, incoming, problems: [swapped.reason] } };
      const problems = this.problems(swapped.deck);
      if (problems.length > 0) return { value: { kind: 'illegal', record, player, out, incoming, problems } };
      const nextPlayer = { ...player, deck: swapped.deck };
      const players = record.players.map((p, i) => (i === index ? nextPlayer : p)) as SeriesRecord['players'];
      const save = { ...record, players, updatedAt: now };
      return { save, value: { kind: 'swapped', record: save, player: nextPlayer, out, incoming, problems: [] } };
    });
    if (result.kind === 'missing') return { kind: 'missing' };
    if (result.value.kind === 'swapped') this.d.logger.info({ series: id, userId, out, incoming }, 'sideboard swap');
    return result.value;
  }

  /** A player is ready for the next game; the click that makes both ready (and only it) gets 'start'. */
  async ready(id: string, game: number, userId: string): Promise<ReadyOutcome> {
    const now = this.d.clock.now();
    const result = await this.d.store.update<ReadyOutcome['kind']>(id, (record) => {
      const refused = gate(record, game, userId);
      if (refused) return { value: refused };
      if (record.ready[userId]) return { value: 'already' };
      const ready = { ...record.ready, [userId]: true };
      const both = record.players.every((p) => ready[p.id]);
      return { save: { ...record, ready, status: both ? 'starting' : 'waiting', updatedAt: now }, value: both ? 'start' : 'ready' };
    });
    if (result.kind === 'missing') return { kind: 'missing' };
    const kind = result.value;
    if (kind === 'ready' || kind === 'already' || kind === 'start') return { kind, record: result.record };
    return { kind };
  }

  /** Starts the next game of a series whose players are both ready, and says where in the last game's thread. */
  async startNext(record: SeriesRecord): Promise<MatchRecord | null> {
    const game = nextGameOf(record);
    const log = this.d.logger.child({ series: record.id, game });
    const seats = record.players.map((p) => ({ id: p.id, name: p.name, deckName: p.deckName, deck: p.deck })) as [MatchSeat, MatchSeat];
    let match: MatchRecord;
    try {
      match = await this.d.matches.start({
        guildId: record.guildId,
        channelId: record.channelId,
        seats,
        ...(record.firstPlayer ? { firstPlayer: record.firstPlayer } : {}),
      });
    } catch (error) {
      log.error({ err: error }, 'could not start the next game of a series');
      const reopened = await this.d.store.update(record.id, (r) =>
        r.status === 'starting' && nextGameOf(r) === game ? { save: { ...r, status: 'waiting' as const, ready: {} }, value: true } : { value: false },
      );
      await this.d.io.send(record.threadId, {
        content: `⛔ I could not start game ${game}. Both players, press **Ready** again to retry.`,
        ...(reopened.kind === 'done' ? { components: seriesPromptRows(reopened.record) } : {}),
      });
      return null;
    }
    await this.d.store.update(record.id, (r) =>
      r.matchIds.includes(match.id) ? { value: null } : { save: { ...r, status: 'playing' as const, matchIds: [...r.matchIds, match.id].slice(-10) }, value: null },
    );
    log.info({ matchId: match.id }, 'series game started');
    const place = match.meta.threadId ? `<#${match.meta.threadId}>` : 'this channel';
    const first = record.firstPlayer ? ` <@${record.firstPlayer}> goes first.` : '';
    await this.d.io.send(record.threadId, {
      content: `▶️ Game ${game} of ${record.players.map((p) => `<@${p.id}>`).join(' vs ')} is on: ${place}.${first}`,
      mentionUsers: record.players.map((p) => p.id),
    });
    return match;
  }
}

/** Builds the series service on the match store's backend and subscribes it to the league's counted games. */
export function createSeriesService(options: Omit<SeriesServiceDeps, 'store'> & { backend: KvBackend; namespace: string; leagues: LeagueService }): SeriesService {
  const { backend, namespace, leagues, ...deps } = options;
  const service = new SeriesService({ ...deps, store: new SeriesStore(backend, namespace), logger: deps.logger.child({ module: 'series' }) });
  leagues.hostedGameListeners.push((event) => service.onGameCounted(event));
  return service;
}
