import { z } from 'zod';
import {
  CreateLeagueInput,
  DeckSnapshot,
  LEAGUE_SCHEMA_VERSION,
  type Actor,
  type League,
  type Match,
  type Player,
} from './model.js';
import { audit, fail, type OpResult } from './outcome.js';
import { currentMatchOf, findPlayer, gamesToWin } from './queries.js';
import { settle } from './results.js';
import { DEFAULT_TIEBREAKERS } from './standings.js';

const issues = (error: z.ZodError): string => error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

export function createLeague(input: unknown, actor: Actor, now: string): OpResult {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers can create a league');
  const parsed = CreateLeagueInput.safeParse(input);
  if (!parsed.success) return fail('invalid-input', issues(parsed.error));
  const data = parsed.data;
  const ladder = data.kind.type === 'ladder';
  const league: League = {
    schemaVersion: LEAGUE_SCHEMA_VERSION,
    id: data.id,
    guildId: data.guildId,
    name: data.name,
    kind: data.kind,
    matchLength: data.matchLength,
    format: data.format,
    decklistsLocked: data.decklistsLocked,
    organiserRoleId: data.organiserRoleId,
    tiebreakers: data.tiebreakers ?? [...DEFAULT_TIEBREAKERS],
    status: ladder ? 'running' : 'registration',
    seed: data.seed,
    createdAt: now,
    createdBy: actor.userId,
    players: [],
    rounds: [],
    matches: [],
    nextMatchNo: 1,
    currentPeriod: ladder ? 0 : null,
    audit: [audit(actor, now, 'create', { note: `${data.kind.type} league "${data.name}"` })],
  };
  return { ok: true, league, changed: true };
}

const JoinOptions = z.object({
  deckName: z.string().trim().min(1).max(100).optional(),
  deck: DeckSnapshot.optional(),
});
export type JoinOptions = z.input<typeof JoinOptions>;

const sameDeck = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The acting user joins (or rejoins after a drop, while that is still possible). */
export function join(league: League, actor: Actor, now: string, options: unknown = {}): OpResult {
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  if (league.kind.type === 'swiss' && league.status !== 'registration') {
    return fail('registration-closed', 'the event has started');
  }
  if (league.kind.type === 'ladder' && Date.parse(now) >= Date.parse(league.kind.end)) {
    return fail('outside-season', 'the season is over');
  }
  const parsed = JoinOptions.safeParse(options);
  if (!parsed.success) return fail('invalid-input', issues(parsed.error));
  const { deck } = parsed.data;
  const deckName = deck?.name ?? parsed.data.deckName ?? null;

  const existing = findPlayer(league, actor.userId);
  if (!existing) {
    if (league.decklistsLocked && !deck) return fail('deck-required', 'this league locks decklists: join with a saved deck');
    const player: Player = {
      userId: actor.userId,
      joinedAt: now,
      deckName,
      lockedDeck: league.decklistsLocked && deck ? deck : null,
      dropped: false,
      droppedAt: null,
      disqualified: false,
      disqualifiedReason: null,
      joinedPeriod: league.currentPeriod,
    };
    return {
      ok: true,
      league: {
        ...league,
        players: [...league.players, player],
        audit: [...league.audit, audit(actor, now, 'join', { target: actor.userId, note: deckName })],
      },
      changed: true,
    };
  }

  if (existing.disqualified) return fail('disqualified', 'you were disqualified from this league');
  let updated: Player = existing;
  const entries = [];
  if (existing.dropped) {
    updated = { ...updated, dropped: false, droppedAt: null };
    entries.push(audit(actor, now, 'join', { target: actor.userId, note: 'rejoined' }));
  }
  if (league.decklistsLocked) {
    if (deck && !sameDeck(deck, existing.lockedDeck)) return fail('deck-locked', 'decklists are locked at registration');
  } else if (deckName !== null && deckName !== existing.deckName) {
    updated = { ...updated, deckName };
    entries.push(audit(actor, now, 'update-deck', { target: actor.userId, note: deckName }));
  }
  if (entries.length === 0) return { ok: true, league, changed: false };
  return {
    ok: true,
    league: {
      ...league,
      players: league.players.map((p) => (p.userId === actor.userId ? updated : p)),
      audit: [...league.audit, ...entries],
    },
    changed: true,
  };
}

/** A player drops themselves; an organiser may drop anyone. Dropped players are no longer paired. */
export function drop(league: League, actor: Actor, now: string, targetUserId?: string): OpResult {
  const target = targetUserId ?? actor.userId;
  if (target !== actor.userId && !actor.isOrganiser) return fail('not-organiser', 'only organisers can drop someone else');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const player = findPlayer(league, target);
  if (!player) return fail('not-joined', `${target} is not in this league`);
  if (player.dropped) return { ok: true, league, changed: false };
  return {
    ok: true,
    league: {
      ...league,
      players: league.players.map((p) => (p.userId === target ? { ...p, dropped: true, droppedAt: now } : p)),
      audit: [...league.audit, audit(actor, now, 'drop', { target })],
    },
    changed: true,
  };
}

/**
 * Organiser: disqualifies a player. They are dropped, and an unfinished match of theirs in
 * the open round is settled as a win for the opponent.
 */
export function disqualify(league: League, actor: Actor, now: string, target: string, reason: string): OpResult {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers can disqualify');
  if (league.status === 'closed') return fail('league-closed', 'the league is closed');
  const player = findPlayer(league, target);
  if (!player) return fail('not-joined', `${target} is not in this league`);
  if (player.disqualified) return { ok: true, league, changed: false };
  const note = reason.trim().slice(0, 500) || null;
  let next: League = {
    ...league,
    players: league.players.map((p) =>
      p.userId === target
        ? { ...p, dropped: true, droppedAt: p.droppedAt ?? now, disqualified: true, disqualifiedReason: note }
        : p,
    ),
    audit: [...league.audit, audit(actor, now, 'disqualify', { target, note })],
  };
  const match: Match | undefined = currentMatchOf(next, target);
  if (match && match.players[1] !== null && match.status !== 'confirmed' && match.status !== 'void') {
    const win = gamesToWin(league);
    const result = { wins: (match.players[0] === target ? [0, win] : [win, 0]) as [number, number], draws: 0 };
    next = settle(next, match, result, actor, now, 'set-result', 'opponent disqualified');
  }
  return { ok: true, league: next, changed: true };
}
